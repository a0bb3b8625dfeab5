import Foundation
import Testing
import TrestleCore

/// A 2 × 2 PNG (red, green / blue, transparent), as a PNG encoder writes it.
let twoByTwoPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR42mP4z8DwHwyBNIhgAAA/0gX7f+ZqKwAAAABJRU5ErkJggg==")!

@Suite("Display images")
struct DisplayImageTests {
    @Test("A PNG's header gives its size in pixels, and the scale its size in points")
    func sizeFromHeader() throws {
        let image = try #require(DisplayImage(pngData: twoByTwoPNG, scale: 2))
        #expect(image.pixelWidth == 2 && image.pixelHeight == 2)
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.pngData == twoByTwoPNG)
    }

    @Test("Bytes that are not a PNG, a cut header, a zero size or a bad scale make no image")
    func refusesWhatIsNotAPNG() {
        #expect(DisplayImage(pngData: Data("GIF89a, not a PNG at all".utf8)) == nil)
        #expect(DisplayImage(pngData: twoByTwoPNG.prefix(20)) == nil)
        var zeroWide = twoByTwoPNG
        zeroWide.replaceSubrange(16..<20, with: [0, 0, 0, 0])
        #expect(DisplayImage(pngData: zeroWide) == nil)
        #expect(DisplayImage(pngData: twoByTwoPNG, scale: 0) == nil)
        #expect(DisplayImage(pngData: twoByTwoPNG, scale: .infinity) == nil)
    }

    @Test("Images are equal by their bytes and scale, so a list drawing the same picture again compares equal")
    func equality() throws {
        let one = try #require(DisplayImage(pngData: twoByTwoPNG))
        let again = try #require(DisplayImage(pngData: Data(twoByTwoPNG)))
        #expect(one == again && one.hashValue == again.hashValue)
        #expect(one != DisplayImage(pngData: twoByTwoPNG, scale: 2))
        var other = twoByTwoPNG
        other[other.count - 13] ^= 1
        #expect(one != DisplayImage(pngData: other))
        let box = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(DisplayList([DisplayItem(.symbol(SymbolRun(image: one, in: box)))])
            == DisplayList([DisplayItem(.symbol(SymbolRun(image: again, in: box)))]))
    }

    @Test("The terminal draws nothing for a picture: the cells under it keep what they had")
    func terminalLeavesPicturesOut() throws {
        let image = try #require(DisplayImage(pngData: twoByTwoPNG))
        let list = DisplayList([
            DisplayItem(.text(TextRun(origin: .zero, string: "abcd"))),
            DisplayItem(.symbol(SymbolRun(image: image, in: CGRect(x: 1, y: 0, width: 2, height: 1)))),
        ])
        #expect(TextRasterizer(columns: 4, rows: 1).lines(for: list) == ["abcd"])
    }
}
