import Foundation
import Testing
import Trestle
import TrestlePixel
import TrestlePixelTesting
import TrestleTesting

/// The pictures' size: an iPhone's screen in points.
let phoneSize = CGSize(width: 390, height: 844)

/// One renderer a scale for the whole run: loading the fonts is the slow part.
@MainActor
enum Renderers {
    static let cache = NSCache<NSNumber, RendererBox>()

    static func at(_ scale: Double) throws -> PixelRenderer {
        if let box = cache.object(forKey: scale as NSNumber) { return box.renderer }
        let renderer = try PixelRenderer(scale: scale)
        cache.setObject(RendererBox(renderer), forKey: scale as NSNumber)
        return renderer
    }
}

final class RendererBox {
    let renderer: PixelRenderer
    init(_ renderer: PixelRenderer) { self.renderer = renderer }
}

@MainActor
extension HeadlessHost {
    /// A host the size of a phone, laying out with `renderer`'s metrics (real text widths), showing
    /// no keyboard focus until a key moves it, as the pixel host's window does.
    static func phone(_ renderer: PixelRenderer, size: CGSize = phoneSize) -> HeadlessHost {
        let host = HeadlessHost(size: size, metrics: renderer.metrics)
        host.window.showsKeyboardFocus = false
        return host
    }

    /// The window drawn by `renderer`.
    func picture(_ renderer: PixelRenderer) -> PixelImage {
        renderer.image(of: displayList(), size: window.bounds.size)
    }

    /// Compares the window, drawn by `renderer`, with the pixel snapshot `name` of the calling test file.
    func verifyPixelSnapshot(named name: String, renderer: PixelRenderer, filePath: String = #filePath,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let failure = PixelSnapshot.verify(picture(renderer), named: name, testFilePath: filePath)
        #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
    }
}
