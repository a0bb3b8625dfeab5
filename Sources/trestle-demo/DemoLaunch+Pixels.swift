// The pixel host's modes: --png writes a screen at iOS metrics.

import Foundation
import Trestle
import TrestleDemo
#if canImport(TrestlePixel)
import TrestlePixel
#endif

extension DemoLaunch {
    /// The size of the pictures: an iPhone's screen in points.
    static let pictureSize = CGSize(width: 390, height: 844)

    /// Writes the screen, at iOS metrics and `scale` pixels a point, to `path` as a PNG.
    func writePNG(to path: String, scale: Double) -> Never {
        #if canImport(TrestlePixel)
        let temporaryFolder = useSnapshotDatabases()
        defer { if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) } }
        do {
            let renderer = try PixelRenderer(scale: scale)
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: Self.pictureSize), metrics: renderer.metrics)
            let window = UIWindow(frame: screen.bounds, screen: screen)
            let root = DemoRootViewController()
            root.showsStatusLine = false
            window.rootViewController = root
            window.makeKeyAndVisible()
            if let start { root.open(start) }
            window.layoutIfNeeded()
            try renderer.image(of: window.displayList(), size: Self.pictureSize).writePNG(to: path)
        } catch {
            FileHandle.standardError.write(Data("trestle-demo: \(error)\n".utf8))
            if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
            exit(1)
        }
        if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
        exit(0)
        #else
        FileHandle.standardError.write(Data("""
            trestle-demo: this build has no pixel host: it needs Cairo and Pango. Install them
            (Debian, Ubuntu: apt-get install libcairo2-dev libpango1.0-dev fonts-inter fonts-noto-cjk
            fonts-noto-color-emoji) and build again.

            """.utf8))
        exit(1)
        #endif
    }
}
