// The pixel host's modes: --png writes a screen at iOS metrics.

import Foundation
import Trestle
import TrestleCore
import TrestleDemo
#if canImport(TrestlePixel)
import TrestlePixel
#endif

extension DemoLaunch {
    /// The size of the pictures: an iPhone's screen in points.
    static let pictureSize = CGSize(width: 390, height: 844)

    /// The window's display list once what the screen started in the background (opening a
    /// database, a first page of rows) has shown: the main queue runs until nothing has changed
    /// for 0.3 s, for 5 s at most.
    @MainActor
    static func settledDisplayList(of window: UIWindow) -> DisplayList {
        var list = window.displayList()
        var unchangedSince = Date()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, Date().timeIntervalSince(unchangedSince) < 0.3 {
            RunLoop.main.run(until: Date().addingTimeInterval(0.02))
            let next = window.displayList()
            if next != list {
                list = next
                unchangedSince = Date()
            }
        }
        return list
    }

    /// Writes the screen, at iOS metrics and `scale` pixels a point, to `path` as a PNG.
    func writePNG(to path: String, scale: Double) -> Never {
        #if canImport(TrestlePixel)
        let temporaryFolder = useSnapshotDatabases()
        defer { if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) } }
        do {
            let renderer = try PixelRenderer(scale: scale)
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: Self.pictureSize), metrics: renderer.metrics)
            let window = UIWindow(frame: screen.bounds, screen: screen)
            window.showsKeyboardFocus = false
            let root = DemoRootViewController()
            root.showsStatusLine = false
            window.rootViewController = root
            window.makeKeyAndVisible()
            if let start { root.open(start) }
            window.layoutIfNeeded()
            try renderer.image(of: Self.settledDisplayList(of: window), size: Self.pictureSize).writePNG(to: path)
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
