import Foundation
import Testing
import Trestle
import TrestleCore
@testable import TrestlePixel

private let white = DisplayColor(red: 1, green: 1, blue: 1)
private let black = DisplayColor(red: 0, green: 0, blue: 0)
private let red = DisplayColor(red: 1, green: 0, blue: 0)

/// Whether a pixel is (nearly) the given 8-bit colour.
private func isColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
    abs(Int(pixel.red) - Int(r)) <= 2 && abs(Int(pixel.green) - Int(g)) <= 2 && abs(Int(pixel.blue) - Int(b)) <= 2 && pixel.alpha == 255
}

/// The rows and columns of `image` holding a pixel darker than mid-grey.
private func inkBounds(_ image: PixelImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var bounds: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y).red < 128 {
            bounds = (min(bounds?.minX ?? x, x), max(bounds?.maxX ?? x, x), min(bounds?.minY ?? y, y), max(bounds?.maxY ?? y, y))
        }
    }
    return bounds
}

@MainActor
@Suite("Pixel renderer")
struct PixelRendererTests {
    @Test("A hairline separator (a third of a point at 3×) is exactly one device pixel, at the row's last pixel line")
    func hairlineIsOnePixel() throws {
        let renderer = try Renderers.at(3)
        var list = DisplayList()
        list.append(.line(from: CGPoint(x: 0, y: 10 - 1.0 / 3), to: CGPoint(x: 20, y: 10 - 1.0 / 3), color: black, thickness: 1.0 / 3))
        let image = renderer.image(of: list, size: CGSize(width: 20, height: 20))
        #expect(isColor(image.pixel(x: 30, y: 29), 0, 0, 0))
        #expect(isColor(image.pixel(x: 30, y: 28), 255, 255, 255))
        #expect(isColor(image.pixel(x: 30, y: 30), 255, 255, 255))
    }

    @Test("A zero-thickness line (the terminal's underline) is one device pixel at every scale", arguments: [1.0, 2, 3])
    func zeroThicknessIsHairline(scale: Double) throws {
        let renderer = try Renderers.at(scale)
        var list = DisplayList()
        list.append(.line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 10, y: 5), color: black, thickness: 0))
        let image = renderer.image(of: list, size: CGSize(width: 10, height: 10))
        let row = Int(5 * scale)
        #expect(isColor(image.pixel(x: 2, y: row), 0, 0, 0))
        #expect(isColor(image.pixel(x: 2, y: row - 1), 255, 255, 255))
        #expect(isColor(image.pixel(x: 2, y: row + 1), 255, 255, 255))
    }

    @Test("Fills snap to device pixels: an edge between pixels is not smeared into a half-tone")
    func fillsSnapToPixels() throws {
        let renderer = try Renderers.at(1)
        var list = DisplayList()
        list.append(.fill(CGRect(x: 2.4, y: 2.6, width: 5.2, height: 4), black))
        let image = renderer.image(of: list, size: CGSize(width: 12, height: 12))
        for y in 0..<12 {
            for x in 0..<12 {
                let value = image.pixel(x: x, y: y).red
                #expect(value == 0 || value == 255, "pixel (\(x), \(y)) is \(value)")
            }
        }
        #expect(isColor(image.pixel(x: 2, y: 3), 0, 0, 0))
        #expect(isColor(image.pixel(x: 7, y: 6), 0, 0, 0))
        #expect(isColor(image.pixel(x: 8, y: 3), 255, 255, 255))
    }

    @Test("Clips nest: nothing is drawn outside the intersection, and a pop restores the clip before it")
    func clipsNest() throws {
        let renderer = try Renderers.at(1)
        var list = DisplayList()
        list.append(.pushClip(CGRect(x: 0, y: 0, width: 10, height: 10)))
        list.append(.pushClip(CGRect(x: 5, y: 5, width: 10, height: 10)))
        list.append(.fill(CGRect(x: 0, y: 0, width: 20, height: 20), red))
        list.append(.popClip)
        list.append(.fill(CGRect(x: 0, y: 0, width: 3, height: 3), black))
        list.append(.popClip)
        let image = renderer.image(of: list, size: CGSize(width: 20, height: 20))
        #expect(isColor(image.pixel(x: 7, y: 7), 255, 0, 0))
        #expect(isColor(image.pixel(x: 12, y: 7), 255, 255, 255), "outside the outer clip")
        #expect(isColor(image.pixel(x: 3, y: 7), 255, 255, 255), "outside the inner clip")
        #expect(isColor(image.pixel(x: 1, y: 1), 0, 0, 0), "the outer clip alone after the pop")
    }

    @Test("A rounded rectangle leaves its corners out and fills its middle")
    func roundedCorners() throws {
        let renderer = try Renderers.at(2)
        var list = DisplayList()
        list.append(.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 10, fill: black, stroke: nil))
        let image = renderer.image(of: list, size: CGSize(width: 40, height: 30))
        #expect(isColor(image.pixel(x: 0, y: 0), 255, 255, 255))
        #expect(isColor(image.pixel(x: 79, y: 59), 255, 255, 255))
        #expect(isColor(image.pixel(x: 40, y: 30), 0, 0, 0))
        #expect(isColor(image.pixel(x: 40, y: 0), 0, 0, 0), "the straight top edge is filled")
    }

    @Test("Text is drawn in its line box, as wide as the measurer says, and bold is wider than regular")
    func textFillsItsMeasuredBox() throws {
        let renderer = try Renderers.at(2)
        let font = TextFont(pointSize: 17)
        let width = renderer.textMeasurer.width(of: "Hello, World", font: font)
        #expect(width > 80 && width < 110, "Inter's advance for 12 characters at 17 points, not the 0.5-em approximation's 102: \(width)")
        #expect(renderer.textMeasurer.width(of: "Hello, World", font: TextFont(pointSize: 17, weight: 0.4)) > width)
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 10, y: 10), string: "Hello, World", font: font,
                                  attributes: TextAttributes(foreground: black))))
        let image = renderer.image(of: list, size: CGSize(width: 140, height: 40))
        let ink = try #require(inkBounds(image))
        #expect(ink.minX >= 20 && ink.minX <= 24, "the H starts at the origin: \(ink)")
        #expect(Double(ink.maxX) <= (10 + width) * 2 && Double(ink.maxX) >= (10 + width) * 2 - 8, "\(ink) for width \(width)")
        #expect(ink.minY >= 20 && Double(ink.maxY) <= (10 + font.lineHeight) * 2, "inside the line box: \(ink)")
    }

    @Test("Korean and emoji fall back to Noto: 삭제 is Noto Sans CJK's two 0.92-em syllables, and an emoji draws in colour")
    func fallbackFaces() throws {
        let renderer = try Renderers.at(2)
        let korean = renderer.textMeasurer.width(of: "삭제", font: TextFont(pointSize: 17))
        #expect(abs(korean - 2 * 0.92 * 17) < 0.5, "\(korean)")
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "🍎", font: TextFont(pointSize: 17))))
        let image = renderer.image(of: list, size: CGSize(width: 24, height: 24))
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if Int(pixel.red) - Int(pixel.blue) > 80 { coloured += 1 }
            }
        }
        #expect(coloured > 50, "the apple is drawn red, not as a missing-glyph box: \(coloured) red pixels")
    }

    @Test("Control characters draw as the terminal shows them, as visible pictures, never as escapes")
    func controlCharactersAreVisible() throws {
        let renderer = try Renderers.at(1)
        func picture(_ string: String) -> Data {
            var list = DisplayList()
            list.append(.text(TextRun(origin: .zero, string: string, font: .body)))
            return renderer.image(of: list, size: CGSize(width: 120, height: 24)).pngData()
        }
        #expect(picture("a\u{1B}[31mb") == picture("a␛[31mb"))
        #expect(renderer.textMeasurer.width(of: "\u{07}", font: .body) == renderer.textMeasurer.width(of: "␇", font: .body))
    }

    @Test("Row symbols are paths in their boxes; a name without a path draws the terminal's glyph")
    func symbols() throws {
        let renderer = try Renderers.at(2)
        for name in ["chevron.right", "checkmark", "minus.circle.fill", "plus.circle.fill", "line.3.horizontal", "info.circle",
                     "circle", "checkmark.circle.fill", "folder", "doc", "doc.on.doc", "trash", "heart"] {
            #expect(SymbolPaths.hasPath(name) == (name != "heart"), "\(name)")
            var list = DisplayList()
            list.append(.symbol(SymbolRun(name: name, origin: CGPoint(x: 4, y: 4), color: black)))
            let image = renderer.image(of: list, size: CGSize(width: 34, height: 26))
            let ink = try #require(inkBounds(image), "\(name) drew nothing")
            // Within the symbol's box (17 points tall, from the origin, 22 wide at most); the
            // circles are 22 points across, centred on the box's middle line.
            let box = (minX: 8, maxX: 52, minY: 2, maxY: 48)  // in pixels, at 2×
            #expect(ink.minX >= box.minX && ink.maxX <= box.maxX, "\(name): \(ink)")
            #expect(ink.minY >= box.minY && ink.maxY <= box.maxY, "\(name): \(ink)")
        }
    }

    @Test("A symbol with a box (an image view's bounds) is centred in it")
    func symbolInBox() throws {
        let renderer = try Renderers.at(1)
        var list = DisplayList()
        list.append(.symbol(SymbolRun(name: "circle", in: CGRect(x: 10, y: 10, width: 24, height: 24), color: black)))
        let image = renderer.image(of: list, size: CGSize(width: 44, height: 44))
        let ink = try #require(inkBounds(image))
        #expect(abs(Double(ink.minX + ink.maxX) / 2 - 21.5) <= 1 && abs(Double(ink.minY + ink.maxY) / 2 - 21.5) <= 1, "\(ink)")
    }

    @Test("Labels measure with the renderer's fonts: real widths, not the approximation")
    func metricsMeasureRealText() throws {
        let renderer = try Renderers.at(3)
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: phoneSize), metrics: renderer.metrics)
        let window = UIWindow(frame: screen.bounds, screen: screen)
        let label = UILabel()
        label.text = "iiiiiiiiii"
        window.addSubview(label)
        let real = renderer.textMeasurer.width(of: "iiiiiiiiii", font: TextFont(pointSize: 17))
        #expect(label.intrinsicContentSize.width == CGFloat(real).rounded(.up))
        #expect(MetricsProfile.iOS.textWidth(of: "iiiiiiiiii", font: .systemFont(ofSize: 17)) == 85, "the approximation stays")
        #expect(renderer.metrics.displayScale == 3)
    }

    @Test("PNGs round-trip, and an unwritable path says why")
    func pngFiles() throws {
        let renderer = try Renderers.at(1)
        var list = DisplayList()
        list.append(.fill(CGRect(x: 0, y: 0, width: 4, height: 4), red))
        let image = renderer.image(of: list, size: CGSize(width: 8, height: 8))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-pixel-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try image.writePNG(to: path)
        let read = try PixelImage(contentsOfPNG: path)
        #expect(read.width == 8 && isColor(read.pixel(x: 1, y: 1), 255, 0, 0) && isColor(read.pixel(x: 6, y: 6), 255, 255, 255))
        #expect(throws: PixelHostError.cannotWrite(path: "/nonexistent-trestle-folder/a.png",
                                                   reason: "the folder /nonexistent-trestle-folder does not exist; choose a folder you can write to")) {
            try image.writePNG(to: "/nonexistent-trestle-folder/a.png")
        }
        // A folder named instead of a file, and a full device, are said in words, not Cairo's
        // "error while writing to output stream".
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: PixelHostError.cannotWrite(path: folder, reason: "it is a folder; name a file in it, such as \(folder)/picture.png")) {
            try image.writePNG(to: folder)
        }
        if FileManager.default.fileExists(atPath: "/dev/full") {
            #expect(throws: PixelHostError.cannotWrite(path: "/dev/full", reason: "no space left on the device")) {
                try image.writePNG(to: "/dev/full")
            }
        }
        // Writing goes through a file beside the target, renamed over it: a new picture replaces
        // the old one and nothing is left beside it.
        let existing = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-pixel-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: existing) }
        try image.writePNG(to: existing)
        let before = try Data(contentsOf: URL(fileURLWithPath: existing))
        let big = renderer.image(of: list, size: CGSize(width: 64, height: 64))
        try big.writePNG(to: existing)
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) != before, "a new picture replaces the old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .allSatisfy { !$0.hasSuffix(".partial") })
        // The picture that replaces a file keeps the file's permissions (a private one stays private).
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: existing)
        try image.writePNG(to: existing)
        #expect((try FileManager.default.attributesOfItem(atPath: existing)[.posixPermissions] as? Int) == 0o600)
        #expect(throws: PixelHostError.self) { try PixelImage(contentsOfPNG: "/nonexistent-trestle-folder/a.png") }
    }

    @Test("A missing face is named with the Debian package that installs it")
    func missingFont() throws {
        #expect(try PixelFonts.firstMissing(among: PixelFonts.faces) == nil)
        let absent = PixelFonts.Face(family: "Trestle Absent Face", package: "fonts-trestle-absent")
        #expect(try PixelFonts.firstMissing(among: PixelFonts.faces + [absent]) == absent)
        let message = PixelHostError.fontMissing(family: absent.family, package: absent.package).description
        #expect(message.contains("apt-get install fonts-trestle-absent") && message.contains("Trestle Absent Face"))
    }

    @Test("A picture is decoded and scaled to fill its box in its own colours; with a tint, its shape is drawn in the tint")
    func pictures() throws {
        let renderer = try Renderers.at(1)
        // Red, green / blue, transparent.
        let png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR42mP4z8DwHwyBNIhgAAA/0gX7f+ZqKwAAAABJRU5ErkJggg=="))
        let picture = try #require(DisplayImage(pngData: png))
        let box = CGRect(x: 10, y: 10, width: 40, height: 40)
        let image = renderer.image(of: DisplayList([DisplayItem(.symbol(SymbolRun(image: picture, in: box)))]),
                                   size: CGSize(width: 60, height: 60))
        #expect(isColor(image.pixel(x: 15, y: 15), 255, 0, 0))
        #expect(isColor(image.pixel(x: 45, y: 15), 0, 255, 0))
        #expect(isColor(image.pixel(x: 15, y: 45), 0, 0, 255))
        // The transparent quarter shows the background, and nothing is drawn outside the box.
        #expect(isColor(image.pixel(x: 45, y: 45), 255, 255, 255))
        #expect(isColor(image.pixel(x: 5, y: 5), 255, 255, 255) && isColor(image.pixel(x: 55, y: 30), 255, 255, 255))

        let tinted = renderer.image(of: DisplayList([DisplayItem(.symbol(SymbolRun(image: picture, in: box, tint: black)))]),
                                    size: CGSize(width: 60, height: 60))
        for (x, y) in [(15, 15), (45, 15), (15, 45)] { #expect(isColor(tinted.pixel(x: x, y: y), 0, 0, 0)) }
        #expect(isColor(tinted.pixel(x: 45, y: 45), 255, 255, 255))
    }

    @Test("A PNG whose header is whole but whose data is damaged draws nothing, and the rest of the list still draws")
    func damagedPicture() throws {
        let renderer = try Renderers.at(1)
        var png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR42mP4z8DwHwyBNIhgAAA/0gX7f+ZqKwAAAABJRU5ErkJggg=="))
        png.replaceSubrange(37..<50, with: [UInt8](repeating: 0xFF, count: 13))
        let picture = try #require(DisplayImage(pngData: png))
        let image = renderer.image(of: DisplayList([
            DisplayItem(.symbol(SymbolRun(image: picture, in: CGRect(x: 0, y: 0, width: 20, height: 20)))),
            DisplayItem(.fill(CGRect(x: 20, y: 0, width: 10, height: 10), red)),
        ]), size: CGSize(width: 30, height: 20))
        #expect(isColor(image.pixel(x: 5, y: 5), 255, 255, 255))
        #expect(isColor(image.pixel(x: 25, y: 5), 255, 0, 0))
    }
}
