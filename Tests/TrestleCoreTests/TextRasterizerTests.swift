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

    @Test("A position a rounding error off a whole line or column draws there, from either side (fractional heights summed in another order)")
    func roundingErrorsSnapToCells() {
        // Found by the long chaos run (seeds 4 and 10): a long-lived table at iOS metrics put a
        // row at 97.99999999999955 points, a rebuilt one at 98, and the text fell a line apart.
        let exact = 1.0, below = 0.99999999999955, above = 1.0000000000004
        for y in [exact, below, above] {
            for x in [2.0, 1.9999999999996, 2.0000000000003] {
                var list = DisplayList()
                list.append(.text(TextRun(origin: CGPoint(x: x, y: y), string: "ipad", maxWidth: 3.9999999999997)))
                #expect(rasterizer.lines(for: list) == ["            ", "  ipad      ", "            "], "at \(x), \(y)")
            }
        }
        // Not every fraction: a position half a line down is still in the line it starts in.
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 2, y: 1.5), string: "ipad")))
        #expect(rasterizer.lines(for: list)[1] == "  ipad      ")
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

    @Test("A translucent fill is painted over the background each cell has, and stays translucent where there is none")
    func translucentFillComposites() {
        // A focused row: a white row, a 25 % systemBlue wash over it and over the cell past it,
        // which nothing has filled.
        let wash = DisplayColor(red: 0, green: 122 / 255, blue: 1, alpha: 0.25)
        var list = DisplayList()
        list.append(.fill(CGRect(x: 0, y: 0, width: 10, height: 1), DisplayColor(rgb8: 0xFFFFFF)))
        list.append(.fill(CGRect(x: 0, y: 1, width: 10, height: 1), DisplayColor(rgb8: 0x000000)))
        list.append(.fill(CGRect(x: 0, y: 0, width: 11, height: 2), wash))
        let rows = rasterizer.styledCells(for: list)
        func bytes(_ color: DisplayColor?) -> [UInt8]? { color.map { [$0.rgb8.0, $0.rgb8.1, $0.rgb8.2] } }
        #expect(bytes(rows[0][0].background) == [191, 222, 255])
        #expect(rows[0][0].background?.isOpaque == true)
        #expect(bytes(rows[1][0].background) == [0, 31, 64])
        #expect(rows[0][10].background == wash)
        #expect(rows[0][11].background == nil)
        // A clear fill leaves the colour under it.
        var clear = DisplayList()
        clear.append(.fill(CGRect(x: 0, y: 0, width: 12, height: 1), DisplayColor(rgb8: 0xF2F2F7)))
        clear.append(.fill(CGRect(x: 0, y: 0, width: 12, height: 1), DisplayColor(red: 1, green: 0, blue: 0, alpha: 0)))
        #expect(rasterizer.styledCells(for: clear)[0][3].background == DisplayColor(rgb8: 0xF2F2F7))
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

    @Test("A zero-width character joins the cell before it, and is dropped when the two can't form one cluster")
    func zeroWidthCharacters() {
        let terminal = TextRasterizer(columns: 6, rows: 1, characterWidth: { CharacterWidth.terminalColumns(of: $0) })
        var list = DisplayList()
        // U+0301 on its own in a run joins the "e" before it; U+200B (zero width, but a cluster
        // break of its own) can't join "x" and is left out.
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "e")))
        list.append(.text(TextRun(origin: CGPoint(x: 1, y: 0), string: "\u{301}x\u{200B}y")))
        let grid = terminal.cellGrid(for: list)
        #expect(grid[row: 0, column: 0].cell == .glyph("e\u{301}"))
        #expect(terminal.lines(for: list) == ["e\u{301}xy   "])
    }

    @Test("A variation selector cut off from its base by a dropped control never changes the base's width",
          arguments: [
            ("\u{2764}\u{202C}\u{FE0F}x", "\u{2764}x    "),          // VS16 would widen ❤ to two columns
            ("\u{1F44D}\u{202C}\u{FE0E}x", "\u{1F44D}x   "),         // VS15 would narrow 👍 to one column
            ("\u{2764}\u{FE0F}x", "\u{2764}\u{FE0F}x   "),           // joined in the text: two columns as laid out
          ])
    func variationSelectorAfterDroppedControl(text: String, line: String) {
        let terminal = TextRasterizer(columns: 6, rows: 1, characterWidth: { TerminalWidthPolicy.standard.columns(of: $0) })
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: text)))
        #expect(terminal.lines(for: list) == [line])
        // Every glyph of two columns has its continuation cell, every other glyph has none.
        let cells = terminal.cells(for: list)[0]
        for (column, cell) in cells.enumerated() {
            guard case .glyph(let character) = cell else { continue }
            let hasContinuation = column + 1 < cells.count && cells[column + 1] == .continuation
            #expect(hasContinuation == (TerminalWidthPolicy.standard.columns(of: character) == 2), "column \(column): \(character)")
        }
    }

    @Test("The compact grid holds the same cells as the styled rows, and compares by content")
    func compactGrid() {
        var list = DisplayList()
        list.append(.fill(CGRect(x: 0, y: 0, width: 12, height: 3), DisplayColor(rgb8: 0xF2F2F7)))
        list.append(.text(TextRun(origin: CGPoint(x: 1, y: 0), string: "사진 e\u{301}\u{1B}",
                                  attributes: TextAttributes(foreground: DisplayColor(rgb8: 0x007AFF), isBold: true))))
        list.append(.line(from: CGPoint(x: 0, y: 1), to: CGPoint(x: 12, y: 1), color: DisplayColor(rgb8: 0xC6C6C8), thickness: 0.5))
        list.append(.roundedRect(CGRect(x: 6, y: 1, width: 6, height: 2), cornerRadius: 1, fill: nil, stroke: DisplayColor(rgb8: 0)))
        let grid = rasterizer.cellGrid(for: list)
        let rows = rasterizer.styledCells(for: list)
        #expect(grid.columns == 12 && grid.rows == 3)
        #expect(grid.styledRows == rows)
        #expect(grid.glyphRows == rasterizer.cells(for: list))
        #expect(grid.lines == rasterizer.lines(for: list))
        #expect(rows[0][1].cell == .glyph("사") && rows[0][2].cell == .continuation)
        #expect(rows[0][1].attributes.isBold && rows[0][1].background == DisplayColor(rgb8: 0xF2F2F7))
        #expect(rows[0][0].attributes.isUnderlined && !rows[1][0].attributes.isUnderlined)

        // The same cells written in another order index their styles differently, yet the grids
        // are equal and hash alike; changing one cell makes them differ.
        var copy = CellGrid(columns: 12, rows: 3)
        for row in (0..<3).reversed() {
            for column in (0..<12).reversed() { copy[row: row, column: column] = rows[row][column] }
        }
        #expect(copy == grid)
        #expect(copy.hashValue == grid.hashValue)
        #expect(CellGrid(rows) == grid)
        copy[row: 2, column: 0].attributes.isItalic = true
        #expect(copy != grid)
        copy[row: 2, column: 0] = grid[row: 2, column: 0]
        #expect(copy == grid)

        // A cluster is kept with its exact scalars: a canonically equivalent spelling is another
        // glyph to write, though the two are equal as characters.
        #expect(grid.lines[0].unicodeScalars.contains("\u{301}"))
        var precomposed = grid
        precomposed[row: 0, column: 6].cell = .glyph("\u{E9}")
        #expect(precomposed[row: 0, column: 6].cell == grid[row: 0, column: 6].cell)
        #expect(!precomposed.lines[0].unicodeScalars.contains("\u{301}"))
        #expect(precomposed != grid)
    }

    @Test("Rows of different lengths make a grid as wide as the longest, padded with blanks")
    func gridFromRaggedRows() {
        var cell = TextRasterizer.StyledCell.blank
        cell.cell = .glyph("x")
        let grid = CellGrid([[cell], [cell, cell, cell], []])
        #expect(grid.columns == 3 && grid.rows == 3)
        #expect(grid.lines == ["x  ", "xxx", "   "])
        #expect(grid.row(2) == [TextRasterizer.StyledCell](repeating: .blank, count: 3))
    }

    @Test("Unbalanced clips break the display list's invariant")
    func unbalancedClipsTrap() async {
        await #expect(processExitsWith: .failure) {
            var list = DisplayList()
            list.append(.popClip)
            list.checkInvariants()
        }
    }

    @Test("A layer fills its cells and frames them with box-drawing lines when bordered; a shape clip clips to its frame")
    func layersAndShapeClips() {
        var list = DisplayList()
        list.append(.pushShapeClip(LayerShape(frame: CGRect(x: 0, y: 0, width: 5, height: 3), cornerRadius: 2)))
        list.append(.layer(LayerRun(shape: LayerShape(frame: CGRect(x: 1, y: 0, width: 6, height: 3), cornerRadius: 1),
                                    border: DisplayColor(red: 0, green: 0, blue: 0), borderWidth: 1,
                                    shadow: LayerShadow(shape: LayerShape(frame: CGRect(x: 0, y: 0, width: 12, height: 3)),
                                                        color: DisplayColor(red: 0, green: 0, blue: 0), offset: .zero, blurRadius: 3))))
        list.append(.popClip)
        list.append(.layer(LayerRun(shape: LayerShape(frame: CGRect(x: 8, y: 0, width: 4, height: 3)),
                                    border: DisplayColor(red: 0, green: 0, blue: 0, alpha: 0), borderWidth: 1)))
        list.checkInvariants()
        #expect(rasterizer.lines(for: list) == [" ╭───       ", " │          ", " ╰───       "],
                "cut at the clip's frame; no shadow; a transparent border draws nothing")
    }
}
