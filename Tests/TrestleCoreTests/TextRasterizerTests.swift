import Foundation
import Testing
@testable import TrestleCore

@Suite("Display list and text rasterizer")
struct TextRasterizerTests {
    /// Terminal-like widths for the tests: Hangul syllables take two columns.
    let rasterizer = TextRasterizer(columns: 12, rows: 3, characterWidth: { character in
        character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } == true ? 2 : 1
    })

    @Test("Text lands at its origin, one point per column and line")
    func textPlacement() {
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 2, y: 1), string: "ipad")))
        #expect(rasterizer.lines(for: list) == ["            ", "  ipad      ", "            "])
    }

    @Test("Wide characters take two cells; the second adds nothing to the line")
    func wideCharacters() {
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "사진 앱")))
        let cells = rasterizer.cells(for: list)
        #expect(cells[0][1] == .continuation)
        #expect(rasterizer.lines(for: list)[0] == "사진 앱     ")
    }

    @Test("A wide character that would straddle the clip edge is not drawn")
    func wideCharacterAtClipEdge() {
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "ab사진", maxWidth: 5)))
        #expect(rasterizer.lines(for: list)[0] == "ab사        ")
    }

    @Test("Higher layers draw over lower ones whatever the order they were added in")
    func zOrder() {
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "HEADER")), zIndex: 1)
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "row 7 text")), zIndex: 0)
        #expect(rasterizer.lines(for: list)[0] == "HEADERtext  ")
    }

    @Test("Clips nest and cut text")
    func clips() {
        var list = DisplayList()
        list.append(.pushClip(CGRect(x: 1, y: 0, width: 6, height: 3)))
        list.append(.pushClip(CGRect(x: 0, y: 0, width: 4, height: 1)))
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "abcdefgh")))
        list.append(.popClip)
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 1), string: "abcdefgh")))
        list.append(.popClip)
        list.checkInvariants()
        #expect(rasterizer.lines(for: list) == [" bcd        ", " bcdefg     ", "            "])
    }

    @Test("Rounded rects draw as boxes; thin lines leave no glyph; symbols draw as glyphs")
    func shapes() {
        var list = DisplayList()
        list.append(.roundedRect(CGRect(x: 0, y: 0, width: 5, height: 3), cornerRadius: 10, fill: nil, stroke: DisplayColor(rgb8: 0x3C3C43)))
        list.append(.line(from: CGPoint(x: 6, y: 1), to: CGPoint(x: 12, y: 1), color: DisplayColor(rgb8: 0xC6C6C8), thickness: 0.5))
        list.append(.symbol(SymbolRun(name: "chevron.right", origin: CGPoint(x: 11, y: 0))))
        list.append(.line(from: CGPoint(x: 6, y: 2), to: CGPoint(x: 9, y: 2), color: DisplayColor(rgb8: 0), thickness: 1))
        #expect(rasterizer.lines(for: list) == ["╭───╮      ›", "│   │       ", "╰───╯ ───   "])
    }

    @Test("Control characters in text become visible placeholders in the grid")
    func controlCharacters() {
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "a\u{1B}[2Jb\u{9B}c")))
        #expect(rasterizer.lines(for: list)[0] == "a␛[2Jb\u{FFFD}c    ")
    }

    @Test("Unbalanced clips break the display list's invariant")
    func unbalancedClipsTrap() async {
        await #expect(processExitsWith: .failure) {
            var list = DisplayList()
            list.append(.popClip)
            list.checkInvariants()
        }
    }
}
