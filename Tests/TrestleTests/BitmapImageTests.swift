import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// A 2 × 2 PNG (red, green / blue, transparent).
private let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR42mP4z8DwHwyBNIhgAAA/0gX7f+ZqKwAAAABJRU5ErkJggg==")!

/// A folder of files that is removed when the test ends.
private final class TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-images-\(UUID().uuidString)")
    init(files: [String: Data]) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: url.appendingPathComponent(name)) }
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}

@MainActor
@Suite("Bitmap images")
struct BitmapImageTests {
    @Test("UIImage(data:) keeps a PNG's bytes, its size in points at the scale given; other bytes give nil")
    func fromData() throws {
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 2, height: 2) && image.scale == 1)
        #expect(image.pngData() == png)
        #expect(!image.isSymbolImage)
        let double = try #require(UIImage(data: png, scale: 2))
        #expect(double.size == CGSize(width: 1, height: 1) && double.scale == 2)
        #expect(double != image)
        #expect(UIImage(data: Data("<svg/>".utf8)) == nil)
        #expect(UIImage(systemName: "heart")?.pngData() == nil)
    }

    @Test("UIImage(contentsOfFile:) takes the scale from @2x and @3x in the name; a missing or foreign file gives nil")
    func fromFile() throws {
        let folder = try TemporaryFolder(files: ["dot.png": png, "dot@2x.png": png, "dot@3x.png": png, "note.png": Data("text".utf8)])
        func path(_ name: String) -> String { folder.url.appendingPathComponent(name).path }
        #expect(UIImage(contentsOfFile: path("dot.png"))?.scale == 1)
        #expect(UIImage(contentsOfFile: path("dot@2x.png"))?.scale == 2)
        #expect(UIImage(contentsOfFile: path("dot@3x.png"))?.size == CGSize(width: 2.0 / 3, height: 2.0 / 3))
        #expect(UIImage(contentsOfFile: path("missing.png")) == nil)
        #expect(UIImage(contentsOfFile: path("note.png")) == nil)
    }

    @Test("UIImage(named:in:compatibleWith:) picks the file for the display scale, then lower scales, then higher")
    func namedInBundle() throws {
        let folder = try TemporaryFolder(files: ["leaf.png": png, "leaf@2x.png": png, "moon@3x.png": png, "sun.png": png])
        let bundle = try #require(Bundle(path: folder.url.path))
        func scale(_ name: String, _ traits: UITraitCollection?) -> CGFloat? {
            UIImage(named: name, in: bundle, compatibleWith: traits)?.scale
        }
        #expect(scale("leaf", UITraitCollection(displayScale: 2)) == 2)
        #expect(scale("leaf", UITraitCollection(displayScale: 1)) == 1)
        // Without traits the sharpest file wins: no @3x, so @2x.
        #expect(scale("leaf", nil) == 2)
        #expect(scale("leaf", UITraitCollection(userInterfaceStyle: .dark)) == 2, "traits without a scale are no traits")
        #expect(scale("leaf.png", nil) == 2)
        // Only a sharper file than asked for: it is used.
        #expect(scale("moon", UITraitCollection(displayScale: 1)) == 3)
        #expect(scale("sun", UITraitCollection(displayScale: 3)) == 1)
        #expect(UIImage(named: "sun", in: bundle, compatibleWith: nil)?.pngData() == png)
    }

    @Test("A name without a file still makes an image, which has no size and draws nothing")
    func missingAsset() throws {
        let folder = try TemporaryFolder(files: [:])
        let image = try #require(UIImage(named: "nowhere", in: Bundle(path: folder.url.path), compatibleWith: nil))
        #expect(image.size == .zero && image.pngData() == nil)
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), metrics: .iOS)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        host.rootView = view
        host.layout()
        #expect(!host.displayList().items.contains { if case .symbol = $0.primitive { true } else { false } })
    }

    /// The picture runs in `host`'s display list.
    func pictures(in host: HeadlessHost) -> [SymbolRun] {
        host.displayList().items.compactMap { item in
            if case .symbol(let run) = item.primitive, run.image != nil { run } else { nil }
        }
    }

    @Test("An image view draws a bitmap scaled to its bounds: in its own colours, or as a template in the tint")
    func imageViewDrawsBitmap() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), metrics: .iOS)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIImageView(image: UIImage(data: png))
        view.frame = CGRect(x: 10, y: 20, width: 64, height: 32)
        container.addSubview(view)
        host.rootView = container
        host.layout()
        var runs = pictures(in: host)
        #expect(runs.count == 1)
        #expect(runs.first.map { CGRect(origin: $0.origin, size: $0.size) } == CGRect(x: 10, y: 20, width: 64, height: 32))
        #expect(runs.first?.color == nil)

        view.image = UIImage(data: png)?.withRenderingMode(.alwaysTemplate)
        view.tintColor = .systemRed
        host.layout()
        runs = pictures(in: host)
        #expect(runs.first?.color == UIColor.systemRed.displayColor(for: host.window.traitCollection))

        view.image = UIImage(data: png)?.withTintColor(.systemGreen)
        host.layout()
        #expect(pictures(in: host).first?.color == UIColor.systemGreen.displayColor(for: host.window.traitCollection))
    }

    @Test("An image view's size is the picture's points; the terminal converts them as Auto Layout constants (16 a column, 22 a line)")
    func imageViewSize() throws {
        // 2 pixels at 1/32 of a pixel a point: 64 × 64 points.
        let image = try #require(UIImage(data: png, scale: 1.0 / 32))
        let phone = HeadlessHost(size: CGSize(width: 390, height: 844), metrics: .iOS)
        let onPhone = UIImageView(image: image)
        phone.rootView = onPhone
        #expect(onPhone.intrinsicContentSize == CGSize(width: 64, height: 64))
        let terminal = HeadlessHost(size: CGSize(width: 40, height: 10))
        let inTerminal = UIImageView(image: image)
        terminal.rootView = inTerminal
        #expect(inTerminal.intrinsicContentSize == CGSize(width: 4, height: 3))
    }
}
