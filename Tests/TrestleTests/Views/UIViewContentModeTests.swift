import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// A 2 × 2 PNG (red, green / blue, transparent).
private let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR42mP4z8DwHwyBNIhgAAA/0gX7f+ZqKwAAAABJRU5ErkJggg==")!

@MainActor
@Suite("Content modes")
struct UIViewContentModeTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    /// Content twice as tall as wide, 20 × 40.
    let tall = CGSize(width: 20, height: 40)

    @Test("Each mode places content as UIKit does", arguments: [
        (UIView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 50)),
        (.redraw, CGRect(x: 0, y: 0, width: 100, height: 50)),
        (.scaleAspectFit, CGRect(x: 37.5, y: 0, width: 25, height: 50)),
        (.scaleAspectFill, CGRect(x: 0, y: -75, width: 100, height: 200)),
        (.center, CGRect(x: 40, y: 5, width: 20, height: 40)),
        (.top, CGRect(x: 40, y: 0, width: 20, height: 40)),
        (.bottom, CGRect(x: 40, y: 10, width: 20, height: 40)),
        (.left, CGRect(x: 0, y: 5, width: 20, height: 40)),
        (.right, CGRect(x: 80, y: 5, width: 20, height: 40)),
        (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 40)),
        (.topRight, CGRect(x: 80, y: 0, width: 20, height: 40)),
        (.bottomLeft, CGRect(x: 0, y: 10, width: 20, height: 40)),
        (.bottomRight, CGRect(x: 80, y: 10, width: 20, height: 40)),
    ])
    func placement(mode: UIView.ContentMode, expected: CGRect) {
        #expect(mode.rect(forContentOf: tall, in: bounds) == expected)
    }

    @Test("A view starts stretching its content to fill (scaleToFill); content of no size fills the bounds")
    func defaults() {
        #expect(UIView().contentMode == .scaleToFill)
        #expect(UIView.ContentMode.center.rect(forContentOf: .zero, in: bounds) == bounds)
    }

    @Test("An image view draws its picture where its content mode puts it, spilling over unless it clips")
    func imageViewHonoursContentMode() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), metrics: .iOS)
        let root = UIView()
        host.rootView = root
        let imageView = UIImageView(image: try #require(UIImage(data: png, scale: 1)))
        imageView.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        root.addSubview(imageView)
        func pictureBox() -> CGRect? {
            host.displayList().items.lazy.compactMap { item -> CGRect? in
                if case .symbol(let run) = item.primitive, run.image != nil { CGRect(origin: run.origin, size: run.size) } else { nil }
            }.first
        }
        #expect(pictureBox() == CGRect(x: 10, y: 10, width: 40, height: 20), "stretched by default")
        imageView.contentMode = .scaleAspectFit
        #expect(pictureBox() == CGRect(x: 20, y: 10, width: 20, height: 20))
        imageView.contentMode = .scaleAspectFill
        #expect(pictureBox() == CGRect(x: 10, y: 0, width: 40, height: 40))
        #expect(!host.displayList().items.contains { if case .pushClip = $0.primitive { true } else { false } })
        imageView.clipsToBounds = true
        let items = host.displayList().items
        let clip = items.firstIndex { $0.primitive == .pushClip(CGRect(x: 10, y: 10, width: 40, height: 20)) }
        let picture = items.firstIndex { if case .symbol(let run) = $0.primitive { run.image != nil } else { false } }
        #expect(clip != nil && picture != nil && clip! < picture!, "clipping to the bounds cuts the view's own picture")
        imageView.contentMode = .topLeft
        #expect(pictureBox() == CGRect(x: 10, y: 10, width: 2, height: 2), "at the picture's own 2-point size")
    }
}
