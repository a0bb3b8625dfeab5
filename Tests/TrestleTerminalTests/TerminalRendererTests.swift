import Foundation
import Testing
import TrestleCore
import TrestleTerminal
import TrestleTesting

private typealias StyledCell = TextRasterizer.StyledCell

/// A styled cell (`StyledCell` has no public memberwise initializer).
private func makeCell(_ cell: TextRasterizer.Cell, attributes: TextAttributes, background: DisplayColor?) -> StyledCell {
    var styled = StyledCell.blank
    styled.cell = cell
    styled.attributes = attributes
    styled.background = background
    return styled
}

@Suite("Terminal renderer")
struct TerminalRendererTests {
    // MARK: The byte-level oracle

    @Test("Random frames replayed through a virtual terminal always leave it showing the intended frame",
          arguments: [1 as UInt64, 2, 3, 0xC0FFEE])
    func randomFramesReplay(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        let sizes = [(24, 6), (31, 7), (12, 3), (40, 10), (2, 1)]
        let modes: [TerminalColorMode] = [.trueColor, .palette256, .palette16, .none]
        var (columns, rows) = sizes[0]
        var canvas = TestCanvas(columns: columns, rows: rows)
        var terminal = VirtualTerminal(columns: columns, rows: rows)
        var renderer = TerminalFrameRenderer()
        var mode = TerminalColorMode.trueColor

        for step in 0..<300 {
            let event = Int.random(in: 0..<100, using: &random)
            if event < 3 {
                let current = (columns, rows)
                repeat { (columns, rows) = sizes.randomElement(using: &random)! } while (columns, rows) == current
                canvas = TestCanvas(columns: columns, rows: rows)
                terminal.resize(columns: columns, rows: rows)
            } else if event < 6 {
                // Another program drew over the screen (suspend and resume).
                terminal.scramble(using: &random)
                renderer.invalidate()
            } else if event < 10 {
                mode = modes.randomElement(using: &random)!
            } else if event < 13 {
                renderer.synchronizedOutput.toggle()
            }
            if step > 0 { canvas.scribble(using: &random) }

            // The canvas's own grid keeps its tables from frame to frame (rows the renderer can skip
            // as bytes); a copy filled in another order indexes the same styles differently; and
            // rows of styled cells go through the source-compatible overload.
            let bytes: [UInt8]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes = renderer.render(canvas.cells.reindexed(), colorMode: mode)
            case 1: bytes = renderer.render(canvas.cells.styledRows, colorMode: mode)
            default: bytes = renderer.render(canvas.cells, colorMode: mode)
            }
            terminal.apply(bytes)
            let expected = VirtualTerminal.screen(showing: canvas.cells, colorMode: mode)
            let matches = terminal.errors.isEmpty && !terminal.isSynchronizing && terminal.cells == expected
            #expect(matches, """
                seed \(seed), frame \(step) (\(columns)×\(rows), \(mode)): \(terminal.errors)
                expected:
                \(VirtualTerminal.describe(expected))
                shown:
                \(VirtualTerminal.describe(terminal.cells))
                bytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)
                """)
            if !matches { break }
        }
    }

    @Test("A frame renders to the same bytes however it is given: its grid, a grid indexing its styles in another order, or rows of cells")
    func representationsAgree() {
        var random = SeededRandomNumberGenerator(seed: 42)
        var canvas = TestCanvas(columns: 24, rows: 6)
        var renderers = [TerminalFrameRenderer](repeating: TerminalFrameRenderer(), count: 3)
        for step in 0..<200 {
            canvas.scribble(using: &random)
            let mode: TerminalColorMode = [.trueColor, .palette256, .palette16, .none][step / 50]
            let outputs = [renderers[0].render(canvas.cells, colorMode: mode),
                           renderers[1].render(canvas.cells.reindexed(), colorMode: mode),
                           renderers[2].render(canvas.cells.styledRows, colorMode: mode)]
            #expect(outputs[1] == outputs[0] && outputs[2] == outputs[0], "frame \(step)")
            #expect(renderers.allSatisfy { $0.displayedFrame == canvas.cells })
        }
    }

    @Test("Pens and cluster texts that pile up over thousands of frames are dropped without disturbing the screen")
    func tableCompaction() {
        var canvas = TestCanvas(columns: 12, rows: 2)
        canvas.write("steady 사진", row: 0, column: 0, attributes: TextAttributes(foreground: DisplayColor(rgb8: 0x34C759), isBold: true))
        var renderer = TerminalFrameRenderer()
        var terminal = VirtualTerminal(columns: 12, rows: 2)
        // Every frame a colour and a cluster (a letter with two combining marks) never seen before.
        for frame in 0..<4_600 {
            let marks = String(Unicode.Scalar(0x300 + frame % 112)!) + String(Unicode.Scalar(0x300 + frame / 112 % 112)!)
            canvas.write("a" + marks + " \(frame)    ", row: 1, column: 0,
                         attributes: TextAttributes(foreground: DisplayColor(rgb8: UInt32(frame * 37))))
            let bytes = renderer.render(canvas.cells, colorMode: .trueColor)
            terminal.apply(bytes)
            #expect(frame == 0 || !text(bytes).contains("steady"), "frame \(frame) rewrote the unchanged line")
            let matches = terminal.errors.isEmpty && terminal.cells == VirtualTerminal.screen(showing: canvas.cells, colorMode: .trueColor)
            #expect(matches, "frame \(frame): \(terminal.errors)")
            if !matches { break }
        }
    }

    // MARK: Minimal writes

    @Test("An unchanged frame produces no bytes, with or without synchronized output",
          arguments: [false, true])
    func unchangedFrameWritesNothing(synchronized: Bool) {
        var canvas = TestCanvas(columns: 20, rows: 4)
        canvas.write("사진 설정", row: 1, column: 2, attributes: TextAttributes(foreground: .init(rgb8: 0x007AFF), isBold: true))
        var renderer = TerminalFrameRenderer(synchronizedOutput: synchronized)
        #expect(!renderer.render(canvas.cells, colorMode: .trueColor).isEmpty)
        #expect(renderer.render(canvas.cells, colorMode: .trueColor).isEmpty)
        #expect(renderer.render(canvas.cells, colorMode: .trueColor).isEmpty)
    }

    @Test("Changing one cell writes one cursor position and the glyph")
    func oneCellChange() {
        var canvas = TestCanvas(columns: 80, rows: 24)
        canvas.write("Hello", row: 4, column: 8)
        var renderer = TerminalFrameRenderer()
        _ = renderer.render(canvas.cells, colorMode: .trueColor)
        canvas.write("X", row: 4, column: 10)
        #expect(text(renderer.render(canvas.cells, colorMode: .trueColor)) == "\u{1B}[5;11HX")
    }

    @Test("Relative moves replace absolute ones when shorter")
    func relativeMoves() {
        var canvas = TestCanvas(columns: 80, rows: 24)
        var renderer = TerminalFrameRenderer()
        _ = renderer.render(canvas.cells, colorMode: .trueColor)
        canvas.write("A", row: 0, column: 0)
        canvas.write("B", row: 0, column: 40)
        canvas.write("C", row: 1, column: 40)
        canvas.write("D", row: 2, column: 0)
        // CUF beats CHA and CUP for B; CUB + CUD for C; CR + CUD (a tie with CUP) for D.
        #expect(text(renderer.render(canvas.cells, colorMode: .trueColor))
                == "\u{1B}[HA\u{1B}[39CB\u{1B}[D\u{1B}[BC\r\u{1B}[BD")
    }

    @Test("A short gap of unchanged cells in the same style is reprinted instead of jumped over")
    func shortGapsAreBridged() {
        var canvas = TestCanvas(columns: 20, rows: 2)
        canvas.write("abcdef", row: 1, column: 0)
        var renderer = TerminalFrameRenderer()
        _ = renderer.render(canvas.cells, colorMode: .trueColor)
        canvas.write("X", row: 1, column: 1)
        canvas.write("Y", row: 1, column: 3)
        #expect(text(renderer.render(canvas.cells, colorMode: .trueColor)) == "\u{1B}[2;2HXcY")
    }

    @Test("Adjacent changed cells are written as one run")
    func runsAreWrittenTogether() {
        var canvas = TestCanvas(columns: 30, rows: 3)
        var renderer = TerminalFrameRenderer()
        _ = renderer.render(canvas.cells, colorMode: .trueColor)
        canvas.write("iphone 한국", row: 2, column: 3)
        #expect(text(renderer.render(canvas.cells, colorMode: .trueColor)) == "\u{1B}[3;4Hiphone 한국")
    }

    @Test("Attributes are written only when they change, and removing one resets the pen")
    func attributeChanges() {
        var canvas = TestCanvas(columns: 10, rows: 1)
        var renderer = TerminalFrameRenderer()
        _ = renderer.render(canvas.cells, colorMode: .palette256)
        let red = DisplayColor(red: 1, green: 0, blue: 0)
        canvas.write("ab", row: 0, column: 0, attributes: TextAttributes(isBold: true))
        canvas.write("cd", row: 0, column: 2, attributes: TextAttributes(foreground: red, isBold: true, isUnderlined: true))
        canvas.write("ef", row: 0, column: 4, attributes: TextAttributes(foreground: red, isItalic: true))
        canvas.write("gh", row: 0, column: 6)
        #expect(text(renderer.render(canvas.cells, colorMode: .palette256))
                == "\u{1B}[H\u{1B}[1mab\u{1B}[4;38;5;196mcd\u{1B}[0;3;38;5;196mef\u{1B}[0mgh")
    }

    @Test("Every frame ends with the pen reset, so the host's own output is unstyled")
    func penResetAtEndOfFrame() {
        var canvas = TestCanvas(columns: 10, rows: 2)
        canvas.write("bold", row: 1, column: 0, attributes: TextAttributes(isBold: true), background: DisplayColor(rgb8: 0x333333))
        var renderer = TerminalFrameRenderer(synchronizedOutput: true)
        let output = text(renderer.render(canvas.cells, colorMode: .trueColor))
        #expect(output.hasSuffix("bold\u{1B}[0m\u{1B}[?2026l"))
    }

    // MARK: Wide characters

    @Test("Replacing a wide character by narrow ones, and the reverse, repaints both columns")
    func wideNarrowReplacement() {
        var canvas = TestCanvas(columns: 8, rows: 1)
        canvas.write("한국어", row: 0, column: 0)
        var renderer = TerminalFrameRenderer()
        var terminal = VirtualTerminal(columns: 8, rows: 1)
        terminal.apply(renderer.render(canvas.cells, colorMode: .trueColor))

        canvas.write("ab", row: 0, column: 2)            // 국 → a b
        var bytes = renderer.render(canvas.cells, colorMode: .trueColor)
        #expect(text(bytes) == "\u{1B}[1;3Hab")
        terminal.apply(bytes)
        #expect(terminal.lines == ["한ab어  "])

        canvas.write("x설", row: 0, column: 1)           // the right half of 한, and a b → 설
        bytes = renderer.render(canvas.cells, colorMode: .trueColor)
        #expect(text(bytes) == "\u{1B}[H x설")
        terminal.apply(bytes)
        #expect(terminal.lines == [" x설어  "])
        #expect(terminal.errors.isEmpty)
        #expect(terminal.cells == VirtualTerminal.screen(showing: canvas.cells, colorMode: .trueColor))
    }

    @Test("Cells that would join into one grapheme cluster when printed together are written separately")
    func clusterBreaks() {
        var canvas = TestCanvas(columns: 8, rows: 1)
        var renderer = TerminalFrameRenderer()
        var terminal = VirtualTerminal(columns: 8, rows: 1)
        terminal.apply(renderer.render(canvas.cells, colorMode: .trueColor))
        canvas.write("🇰", row: 0, column: 0)   // two regional indicators drawn as separate cells
        canvas.write("🇷", row: 0, column: 2)
        // Two leading jamo (a lone vowel jamo takes no column, so it can't have a cell of its own).
        canvas.write("ᄀ", row: 0, column: 4)
        canvas.write("ᄂ", row: 0, column: 6)
        terminal.apply(renderer.render(canvas.cells, colorMode: .trueColor))
        #expect(terminal.errors.isEmpty)
        #expect(terminal.cells == VirtualTerminal.screen(showing: canvas.cells, colorMode: .trueColor))
    }

    @Test("Under the legacy width policy ❤️ takes one column and a ZWJ sequence is drawn as its parts")
    func legacyWidthPolicy() {
        let legacy = TerminalWidthPolicy.legacy
        let rasterizer = TextRasterizer(columns: 12, rows: 2, characterWidth: { legacy.columns(of: $0) })
        var list = DisplayList()
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 0), string: "❤️ ok|")))
        list.append(.text(TextRun(origin: CGPoint(x: 0, y: 1), string: "👩‍💻x|")))
        let frame = rasterizer.cellGrid(for: list)
        #expect(frame.styledRows[0][1].cell == .glyph(" "))    // ❤️ is one column: no continuation
        #expect(frame.styledRows[1][1].cell == .continuation)  // 👩
        #expect(frame.styledRows[1][2].cell == .glyph("💻"))
        #expect(frame.styledRows[1][4].cell == .glyph("x"))

        var renderer = TerminalFrameRenderer(widthPolicy: legacy)
        var terminal = VirtualTerminal(columns: 12, rows: 2)
        terminal.widthPolicy = legacy
        terminal.apply(renderer.render(frame, colorMode: .trueColor))
        #expect(terminal.errors.isEmpty)
        #expect(terminal.lines == ["❤️ ok|       ", "👩💻x|      "])

        // The standard policy would take ❤️ for a wide glyph without its second cell.
        var standard = TerminalFrameRenderer()
        var mismatched = VirtualTerminal(columns: 12, rows: 2)
        mismatched.apply(standard.render(frame, colorMode: .trueColor))
        #expect(mismatched.lines[0].hasPrefix("\u{FFFD}"))
    }

    @Test("Malformed frames keep every later cell in its column")
    func malformedFrames() {
        let plain = TextAttributes()
        let row: [StyledCell] = [
            makeCell( .continuation, attributes: plain, background: nil),     // orphan continuation
            makeCell( .glyph("한"), attributes: plain, background: nil),      // wide, no continuation
            makeCell( .glyph("\u{301}"), attributes: plain, background: nil), // zero columns
            makeCell( .glyph("\r\n"), attributes: plain, background: nil),    // one Character, two pictures
            makeCell( .glyph("a"), attributes: plain, background: nil),
            makeCell( .continuation, attributes: plain, background: nil),     // after a narrow glyph
            makeCell( .glyph("z"), attributes: plain, background: nil),
        ]
        var renderer = TerminalFrameRenderer()
        var terminal = VirtualTerminal(columns: 7, rows: 1)
        terminal.apply(renderer.render([row], colorMode: .trueColor))
        #expect(terminal.errors.isEmpty)
        #expect(terminal.lines == [" \u{FFFD} \u{FFFD}a z"])
    }

    // MARK: Scrolling and repaints

    @Test("Scrolling a full 80×24 list by one line writes far fewer bytes than a full repaint")
    func scrollIsCheaperThanRepaint() {
        func list(from first: Int) -> CellGrid {
            var canvas = TestCanvas(columns: 80, rows: 24)
            canvas.write(" Products", row: 0, column: 0, attributes: TextAttributes(isBold: true),
                         background: DisplayColor(rgb8: 0xF2F2F7))
            for line in 1..<24 {
                let item = first + line
                canvas.write(" Item \(item)", row: line, column: 0,
                             attributes: TextAttributes(isUnderlined: line < 23))
                canvas.write("상품 \(item % 7 + 1)", row: line, column: 60,
                             attributes: TextAttributes(foreground: DisplayColor(rgb8: 0x8E8E93), isUnderlined: line < 23))
                canvas.write("›", row: line, column: 78,
                             attributes: TextAttributes(foreground: DisplayColor(rgb8: 0xC4C4C6), isUnderlined: line < 23))
                for column in 0..<80 where line < 23 { canvas.cells[row: line, column: column].attributes.isUnderlined = true }
            }
            return canvas.cells
        }
        var renderer = TerminalFrameRenderer()
        var terminal = VirtualTerminal(columns: 80, rows: 24)
        terminal.apply(renderer.render(list(from: 100), colorMode: .trueColor))
        let scroll = renderer.render(list(from: 101), colorMode: .trueColor)
        terminal.apply(scroll)
        #expect(terminal.errors.isEmpty)
        #expect(terminal.cells == VirtualTerminal.screen(showing: list(from: 101), colorMode: .trueColor))

        renderer.invalidate()
        let repaint = renderer.render(list(from: 101), colorMode: .trueColor)
        let ratio = Double(scroll.count) / Double(repaint.count)
        #expect(ratio < 1.0 / 3, "scroll \(scroll.count) bytes, repaint \(repaint.count) bytes")
    }

    @Test("invalidate() clears the screen and paints everything again")
    func invalidateRepaints() {
        var canvas = TestCanvas(columns: 12, rows: 3)
        canvas.write("사진 Photos", row: 1, column: 1, attributes: TextAttributes(isDim: true))
        var renderer = TerminalFrameRenderer()
        var terminal = VirtualTerminal(columns: 12, rows: 3)
        terminal.apply(renderer.render(canvas.cells, colorMode: .palette16))
        var random = SeededRandomNumberGenerator(seed: 7)
        terminal.scramble(using: &random)
        renderer.invalidate()
        let bytes = renderer.render(canvas.cells, colorMode: .palette16)
        #expect(text(bytes).hasPrefix("\u{1B}[0m\u{1B}[2J"))
        terminal.apply(bytes)
        #expect(terminal.errors.isEmpty)
        #expect(terminal.cells == VirtualTerminal.screen(showing: canvas.cells, colorMode: .palette16))
    }

    @Test("A frame of a different size forces a full repaint")
    func resizeRepaints() {
        var renderer = TerminalFrameRenderer()
        var small = TestCanvas(columns: 10, rows: 2)
        small.write("row one", row: 0, column: 0)
        _ = renderer.render(small.cells, colorMode: .trueColor)
        var large = TestCanvas(columns: 12, rows: 2)
        large.write("row one", row: 0, column: 0)
        var terminal = VirtualTerminal(columns: 12, rows: 2)
        let bytes = renderer.render(large.cells, colorMode: .trueColor)
        #expect(text(bytes) == "\u{1B}[0m\u{1B}[2J\u{1B}[Hrow one")
        terminal.apply(bytes)
        #expect(terminal.lines == ["row one     ", "            "])
    }

    @Test("Frames that change the screen are bracketed in synchronized output when asked")
    func synchronizedOutput() {
        var canvas = TestCanvas(columns: 10, rows: 2)
        var renderer = TerminalFrameRenderer(synchronizedOutput: true)
        #expect(text(renderer.render(canvas.cells, colorMode: .trueColor)) == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[?2026l")
        canvas.write("a", row: 1, column: 1)
        #expect(text(renderer.render(canvas.cells, colorMode: .trueColor)) == "\u{1B}[?2026h\u{1B}[2;2Ha\u{1B}[?2026l")
    }

    // MARK: Colour

    @Test("The colour mode follows NO_COLOR, COLORTERM and TERM",
          arguments: [
            (["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"], TerminalColorMode.none),
            (["NO_COLOR": "", "COLORTERM": "truecolor"], .trueColor),
            (["COLORTERM": "24bit", "TERM": "xterm"], .trueColor),
            (["TERM": "xterm-direct"], .trueColor),
            (["TERM": "xterm-256color"], .palette256),
            (["TERM": "tmux-256color", "COLORTERM": "yes"], .palette256),
            (["TERM": "xterm"], .palette16),
            ([:], .palette16),
          ])
    func detection(environment: [String: String], expected: TerminalColorMode) {
        #expect(TerminalColorMode.detect(environment: environment) == expected)
    }

    @Test("Colours downsample to the expected palette entries",
          arguments: [
            (0xFF0000 as UInt32, TerminalColor.palette256(196), TerminalColor.ansi16(9)),
            (0x000000, .palette256(16), .ansi16(0)),
            (0xFFFFFF, .palette256(231), .ansi16(15)),
            (0x00FF00, .palette256(46), .ansi16(10)),
            (0x0000FF, .palette256(21), .ansi16(4)),
            (0xCD0000, .palette256(160), .ansi16(1)),
            (0x808080, .palette256(244), .ansi16(8)),
            (0x007AFF, .palette256(33), .ansi16(12)),
            (0xF2F2F7, .palette256(255), .ansi16(15)),
          ])
    func downsampling(rgb: UInt32, in256: TerminalColor, in16: TerminalColor) {
        let colour = DisplayColor(rgb8: rgb)
        #expect(TerminalColorMode.palette256.terminalColor(for: colour) == in256)
        #expect(TerminalColorMode.palette16.terminalColor(for: colour) == in16)
        #expect(TerminalColorMode.trueColor.terminalColor(for: colour)
                == .rgb(red: UInt8(rgb >> 16), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF)))
        #expect(TerminalColorMode.none.terminalColor(for: colour) == nil)
    }

    @Test("Translucent colours are composited over the cell's background, else over the terminal's")
    func translucentColours() {
        let halfRed = DisplayColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(TerminalColorMode.trueColor.terminalColor(for: halfRed) == .rgb(red: 128, green: 0, blue: 0))
        #expect(TerminalColorMode.trueColor.terminalColor(for: halfRed, over: DisplayColor(rgb8: 0x0000FF))
                == .rgb(red: 128, green: 0, blue: 128))

        // Translucent white text over a navy fill; a clear fill shows the terminal's own background.
        let halfWhite = DisplayColor(red: 1, green: 1, blue: 1, alpha: 0.75)
        var canvas = TestCanvas(columns: 4, rows: 1)
        canvas.write("ab", row: 0, column: 0, attributes: TextAttributes(foreground: halfWhite), background: DisplayColor(rgb8: 0x000080))
        canvas.write("cd", row: 0, column: 2, attributes: TextAttributes(foreground: DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.75)),
                     background: DisplayColor(red: 1, green: 1, blue: 1, alpha: 0))
        var renderer = TerminalFrameRenderer(defaultBackground: DisplayColor(rgb8: 0xFFFFFF))
        var terminal = VirtualTerminal(columns: 4, rows: 1)
        terminal.apply(renderer.render(canvas.cells, colorMode: .trueColor))
        #expect(terminal.errors.isEmpty)
        #expect(terminal.cells[0][0].pen.foreground == .rgb(red: 191, green: 191, blue: 223))
        #expect(terminal.cells[0][0].pen.background == .rgb(red: 0, green: 0, blue: 128))
        #expect(terminal.cells[0][2].pen.foreground == .rgb(red: 64, green: 64, blue: 64))
        #expect(terminal.cells[0][2].pen.background == nil)
    }

    @Test("Text stands at least 4.5:1 against its background as the terminal shows both, in every colour mode, light and dark",
          arguments: [TerminalColorMode.trueColor, .palette256, .palette16], [false, true])
    func textContrast(mode: TerminalColorMode, dark: Bool) {
        // A focused row as the list draws it, and the text iOS draws on such screens: label,
        // secondary and tertiary labels, the tint, red, grey chevrons.
        let page = DisplayColor(rgb8: dark ? 0x000000 : 0xFFFFFF)
        let tint = DisplayColor(rgb8: dark ? 0x0A84FF : 0x007AFF)
        let label = DisplayColor(rgb8: dark ? 0xFFFFFF : 0x000000)
        let texts: [DisplayColor] = [
            label, tint, DisplayColor(rgb8: dark ? 0xFF453A : 0xFF3B30),
            DisplayColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),   // secondaryLabel (light)
            DisplayColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3), // tertiaryLabel (dark)
            DisplayColor(rgb8: 0xC7C7CC), DisplayColor(rgb8: 0x48484A),
        ]
        var list = DisplayList()
        list.append(.fill(CGRect(x: 0, y: 0, width: 20, height: CGFloat(texts.count)), page))
        list.append(.fill(CGRect(x: 0, y: 0, width: 20, height: 1), DisplayColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: 0.25)))
        for (line, colour) in texts.enumerated() {
            list.append(.text(TextRun(origin: CGPoint(x: 1, y: CGFloat(line)), string: "Text", attributes: TextAttributes(foreground: colour))))
            list.append(.text(TextRun(origin: CGPoint(x: 8, y: CGFloat(line)), string: "Text", attributes: TextAttributes(foreground: colour))))
        }
        // The same texts with nothing under them: the terminal's own background shows.
        for (line, colour) in texts.enumerated() {
            list.append(.text(TextRun(origin: CGPoint(x: 22, y: CGFloat(line)), string: "Text", attributes: TextAttributes(foreground: colour))))
            // Faint (SGR 2), as secondary text is drawn in the terminal: terminals show it about
            // halfway to its background.
            list.append(.text(TextRun(origin: CGPoint(x: 27, y: CGFloat(line)), string: "dim", attributes: TextAttributes(foreground: colour, isDim: true))))
        }
        let grid = TextRasterizer(columns: 30, rows: texts.count).cellGrid(for: list)
        var renderer = TerminalFrameRenderer(defaultBackground: page)
        var terminal = VirtualTerminal(columns: 30, rows: texts.count)
        terminal.apply(renderer.render(grid, colorMode: mode))
        #expect(terminal.errors.isEmpty)
        for (y, row) in terminal.cells.enumerated() {
            for (x, cell) in row.enumerated() where cell.text != " " {
                let background = cell.pen.background?.shownValue ?? page
                let foreground = (cell.pen.foreground?.shownValue ?? label).mixed(with: background, fraction: cell.pen.isDim ? 0.5 : 0)
                let ratio = foreground.contrastRatio(with: background)
                #expect(ratio >= 4.5, "\(mode), \(dark ? "dark" : "light"): \(cell.text) at \(x), \(y): \(cell.pen) is \(ratio):1")
            }
        }
        // The focused row's wash shows over the row in every mode but 16 colours on black, where
        // the nearest entry to a faint blue is black itself.
        let washed = terminal.cells[0][0].pen.background, unwashed = terminal.cells[1][0].pen.background
        if !(mode == .palette16 && dark) { #expect(washed != unwashed) }
    }

    @Test("Each colour mode writes its own SGR encoding")
    func colourEncodings() {
        var canvas = TestCanvas(columns: 2, rows: 1)
        canvas.write("a", row: 0, column: 0, attributes: TextAttributes(foreground: DisplayColor(rgb8: 0xCD0000)),
                     background: DisplayColor(rgb8: 0xFFFF00))
        let expected: [(TerminalColorMode, String)] = [
            (.trueColor, "\u{1B}[38;2;205;0;0;48;2;255;255;0ma"),
            (.palette256, "\u{1B}[38;5;160;48;5;226ma"),
            (.palette16, "\u{1B}[31;103ma"),
            (.none, "a"),
        ]
        for (mode, sequence) in expected {
            var renderer = TerminalFrameRenderer()
            let output = text(renderer.render(canvas.cells, colorMode: mode))
            #expect(output.contains("\u{1B}[H" + sequence), "\(mode): \(output.debugDescription)")
        }
    }

    @Test("With NO_COLOR, attributes are still written but no colour ever is")
    func noColour() {
        var random = SeededRandomNumberGenerator(seed: 99)
        var canvas = TestCanvas(columns: 30, rows: 8)
        var renderer = TerminalFrameRenderer()
        var terminal = VirtualTerminal(columns: 30, rows: 8)
        let mode = TerminalColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        for _ in 0..<40 {
            canvas.scribble(using: &random)
            terminal.apply(renderer.render(canvas.cells, colorMode: mode))
        }
        #expect(terminal.errors.isEmpty)
        let parameters = terminal.sgrParameters.flatMap { $0 }
        #expect(!parameters.isEmpty)
        #expect(parameters.allSatisfy { [0, 1, 2, 3, 4, 9].contains($0) }, "\(Set(parameters).sorted())")
    }

    // MARK: Escape injection

    @Test("Escape-injection payloads placed in cells never reach the terminal raw",
          arguments: [
            "\u{1B}]52;c;ZXZpbA==\u{07}",   // OSC 52: write the clipboard
            "\u{1B}]0;pwned\u{1B}\\",       // OSC 0: set the title
            "\u{1B}]8;;http://evil\u{1B}\\x", // OSC 8: spoofed link
            "\u{1B}[6n",                     // cursor position report, answered on stdin
            "\u{1B}P+q\u{1B}\\",             // DCS
            "\u{1B}c",                       // full reset
            "\u{9B}31m",                     // 8-bit CSI
            "\u{9D}52;c;eA==\u{9C}",         // 8-bit OSC and ST
            "\u{90}q\u{9C}",                 // 8-bit DCS
            "\u{1B}]52;c;unterminated",      // an OSC that would swallow the rest of the frame
          ])
    func escapeInjection(payload: String) {
        // Build the cells by hand, so nothing upstream has sanitised them.
        let row = payload.map { makeCell( .glyph($0), attributes: TextAttributes(isBold: true), background: nil) }
        let frame = [row + [StyledCell](repeating: .blank, count: 4)]
        var renderer = TerminalFrameRenderer()
        let bytes = renderer.render(frame, colorMode: .trueColor)

        // Every control byte belongs to one of the renderer's own CSI sequences.
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                #expect(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "["))
                index += 2
                while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
                #expect(index < bytes.count && [UInt8]("HABCDGJm".utf8).contains(bytes[index]))
            } else {
                #expect(byte >= 0x20 && byte != 0x7F, "raw control byte \(byte)")
            }
            index += 1
        }
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
        #expect(!scalars.contains { (0x80...0x9F).contains($0.value) })

        var terminal = VirtualTerminal(columns: frame[0].count, rows: 1)
        terminal.apply(bytes)
        #expect(terminal.errors.isEmpty)
        #expect(terminal.lines == [TextRasterizer.visibleControlCharacters(payload) + "    "])
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

// MARK: - A canvas for building frames

/// Builds frames the way `TextRasterizer` does: a wide character takes a glyph cell and a
/// continuation cell, and overwriting half of one blanks the other half.
private struct TestCanvas {
    var cells: CellGrid
    let columns: Int
    let rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = CellGrid(columns: columns, rows: rows)
    }

    mutating func write(_ text: String, row: Int, column: Int, attributes: TextAttributes = TextAttributes(),
                        background: DisplayColor? = nil) {
        var x = column
        for character in text {
            let width = max(1, CharacterWidth.terminalColumns(of: character))
            guard x + width <= columns else { break }
            for k in x..<(x + width) { clearWide(row: row, column: k) }
            cells[row: row, column: x] = makeCell( .glyph(character), attributes: attributes, background: background)
            if width == 2 {
                cells[row: row, column: x + 1] = makeCell( .continuation, attributes: attributes, background: background)
            }
            x += width
        }
    }

    mutating func fill(rows rowRange: Range<Int>, columns columnRange: Range<Int>, with colour: DisplayColor?) {
        for row in rowRange {
            for column in columnRange {
                clearWide(row: row, column: column)
                cells[row: row, column: column] = makeCell( .glyph(" "), attributes: TextAttributes(), background: colour)
            }
        }
    }

    private mutating func clearWide(row: Int, column: Int) {
        if column > 0, cells[row: row, column: column].cell == .continuation { cells[row: row, column: column - 1].cell = .glyph(" ") }
        if column + 1 < columns, cells[row: row, column: column + 1].cell == .continuation {
            cells[row: row, column: column + 1].cell = .glyph(" ")
        }
    }

    /// Replaces row `target` by the cells of `source`, or by blanks.
    private mutating func copyRow(_ source: Int?, to target: Int) {
        for column in 0..<columns {
            cells[row: target, column: column] = source.map { cells[row: $0, column: column] } ?? .blank
        }
    }

    static let words = ["Item", "iphone", "사진", "설정", "한국어", "텍스트", "漢字", "かな", "👍", "café", "e\u{301}",
                        "›", "─", "ab", " ", "   ", "🇰", "🇷", "ᄀ", "ᄂ", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{9B}31m",
                        "x\u{7F}", "\u{1B}[2J"]
    static let colours: [DisplayColor?] = [nil, nil, DisplayColor(rgb8: 0xFF0000), DisplayColor(rgb8: 0x007AFF),
                                           DisplayColor(rgb8: 0xC6C6C8), DisplayColor(rgb8: 0x34C759),
                                           DisplayColor(rgb8: 0x3C3C43), DisplayColor(rgb8: 0xFFFFFF), DisplayColor(rgb8: 0x000000)]

    /// Applies a few random edits: text in random styles, fills, attribute changes over spans
    /// (continuation cells included), scrolls and cleared lines. Colours are opaque.
    mutating func scribble<R: RandomNumberGenerator>(using random: inout R) {
        guard rows > 0, columns > 0 else { return }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let row = Int.random(in: 0..<rows, using: &random)
            let column = Int.random(in: 0..<columns, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.words.randomElement(using: &random)! }.joined()
                let attributes = TextAttributes(
                    foreground: Self.colours.randomElement(using: &random)!,
                    background: Bool.random(using: &random) ? nil : Self.colours.randomElement(using: &random)!,
                    isBold: Int.random(in: 0..<4, using: &random) == 0, isItalic: Int.random(in: 0..<6, using: &random) == 0,
                    isUnderlined: Int.random(in: 0..<4, using: &random) == 0,
                    isStrikethrough: Int.random(in: 0..<8, using: &random) == 0, isDim: Int.random(in: 0..<5, using: &random) == 0)
                write(text, row: row, column: column, attributes: attributes,
                      background: cells[row: row, column: column].background)
            case 5:
                let height = Int.random(in: 1...max(1, rows - row), using: &random)
                let width = Int.random(in: 1...max(1, columns - column), using: &random)
                fill(rows: row..<(row + height), columns: column..<(column + width), with: Self.colours.randomElement(using: &random)!)
            case 6:
                let end = Int.random(in: column...columns, using: &random)
                let flag = Bool.random(using: &random)
                for x in column..<end {
                    cells[row: row, column: x].attributes.isUnderlined = flag
                    if Bool.random(using: &random) { cells[row: row, column: x].attributes.isBold.toggle() }
                }
            case 7:
                for line in 0..<rows { copyRow(line + 1 < rows ? line + 1 : nil, to: line) }
            case 8:
                for line in (0..<rows).reversed() { copyRow(line > 0 ? line - 1 : nil, to: line) }
            default:
                copyRow(nil, to: row)
            }
        }
    }
}

// MARK: - A virtual terminal

/// A terminal emulator that understands exactly the subset of the protocol the renderer may emit
/// (CUP, CUU/CUD/CUF/CUB, CHA, CR, SGR, ED 2, synchronized output, printable UTF-8 with wide
/// characters in two columns) and records anything else as an error.
///
/// It is stricter than a real terminal: printing in the pending-wrap state (relying on autowrap),
/// moving relatively from it, moving off the screen, printing a zero-width cluster alone or a C1
/// control are errors; and a wide character half overwritten leaves its other half visibly
/// broken, so only a renderer that repaints both halves can match the intended screen.
private struct VirtualTerminal {
    struct Pen: Hashable {
        var isBold = false, isDim = false, isItalic = false, isUnderlined = false, isStrikethrough = false
        var foreground: TerminalColor?
        var background: TerminalColor?
    }

    struct Cell: Hashable {
        /// The printed cluster; empty for the second column of a wide character.
        var text: String
        var isContinuation = false
        var pen = Pen()
    }

    /// How this terminal draws emoji sequences (a `wcwidth`-based terminal is ``TerminalWidthPolicy/legacy``).
    var widthPolicy = TerminalWidthPolicy.standard
    private(set) var cells: [[Cell]]
    private(set) var columns: Int
    private(set) var rows: Int
    private(set) var errors: [String] = []
    private(set) var isSynchronizing = false
    /// The parameters of every SGR sequence received.
    private(set) var sgrParameters: [[Int]] = []
    private var row = 0
    private var column = 0
    private var pendingWrap = false
    private var pen = Pen()

    static let garbage = Cell(text: "#", pen: Pen(isBold: true, isItalic: true, foreground: .ansi16(3), background: .ansi16(5)))
    static let broken = Cell(text: "<half of a wide character>")

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = [[Cell]](repeating: [Cell](repeating: Self.garbage, count: columns), count: rows)
    }

    /// The screen as text, one string per line.
    var lines: [String] {
        cells.map { $0.map(\.text).joined() }
    }

    /// A new size with undefined content, as after a window resize.
    mutating func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = [[Cell]](repeating: [Cell](repeating: Self.garbage, count: columns), count: rows)
        row = min(row, max(0, rows - 1))
        column = min(column, max(0, columns - 1))
        pendingWrap = false
    }

    /// Garbage everywhere, the cursor anywhere and a styled pen, as another program would leave it.
    mutating func scramble<R: RandomNumberGenerator>(using random: inout R) {
        cells = [[Cell]](repeating: [Cell](repeating: Self.garbage, count: columns), count: rows)
        row = rows > 0 ? Int.random(in: 0..<rows, using: &random) : 0
        column = columns > 0 ? Int.random(in: 0..<columns, using: &random) : 0
        pen = Self.garbage.pen
        pendingWrap = false
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
                    return fail("ESC not followed by [ at byte \(index)")
                }
                var end = index + 2
                let isPrivate = end < bytes.count && bytes[end] == UInt8(ascii: "?")
                if isPrivate { end += 1 }
                var parameters: [Int?] = []
                var current: Int?
                while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) {
                    if bytes[end] == UInt8(ascii: ";") {
                        parameters.append(current)
                        current = nil
                    } else {
                        current = (current ?? 0) * 10 + Int(bytes[end] - 0x30)
                    }
                    end += 1
                }
                parameters.append(current)
                guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else {
                    return fail("unterminated CSI at byte \(index)")
                }
                controlSequence(parameters, final: bytes[end], isPrivate: isPrivate)
                index = end + 1
            } else if byte == 0x0D {
                column = 0
                pendingWrap = false
                index += 1
            } else if byte < 0x20 || byte == 0x7F {
                fail("raw control byte \(byte)")
                index += 1
            } else {
                var end = index
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
                guard let text = String(validating: bytes[index..<end], as: UTF8.self) else {
                    return fail("invalid UTF-8 at byte \(index)")
                }
                for character in text { printCharacter(character) }
                index = end
            }
        }
    }

    private mutating func fail(_ message: String) {
        errors.append(message)
    }

    private mutating func printCharacter(_ character: Character) {
        if character.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
            return fail("C1 control printed: \(character.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let width = widthPolicy.columns(of: character)
        guard width > 0 else { return fail("zero-width cluster printed alone at \(row),\(column)") }
        guard width <= 2 else { return fail("\(character) printed as one cluster \(width) columns wide") }
        guard !pendingWrap else { return fail("printed \(character) in the pending-wrap state at line \(row)") }
        guard column + width <= columns else { return fail("\(character) does not fit at \(row),\(column)") }
        let covered = column..<(column + width)
        for k in covered {
            if cells[row][k].isContinuation, k - 1 >= 0, !covered.contains(k - 1) { cells[row][k - 1] = Self.broken }
            if k + 1 < columns, cells[row][k + 1].isContinuation, !covered.contains(k + 1) { cells[row][k + 1] = Self.broken }
        }
        cells[row][column] = Cell(text: String(character), pen: pen)
        if width == 2 { cells[row][column + 1] = Cell(text: "", isContinuation: true, pen: pen) }
        column += width
        if column == columns {
            column = columns - 1
            pendingWrap = true
        }
    }

    private mutating func controlSequence(_ parameters: [Int?], final: UInt8, isPrivate: Bool) {
        let first = max(1, parameters[0] ?? 1)
        if isPrivate {
            guard parameters == [2026], final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else {
                return fail("unexpected private mode \(parameters)")
            }
            let begin = final == UInt8(ascii: "h")
            if begin == isSynchronizing { fail("unbalanced synchronized output") }
            isSynchronizing = begin
            return
        }
        switch final {
        case UInt8(ascii: "H"):
            let line = first, col = max(1, parameters.count > 1 ? parameters[1] ?? 1 : 1)
            guard parameters.count <= 2, line <= rows, col <= columns else { return fail("CUP out of range \(parameters)") }
            row = line - 1
            column = col - 1
            pendingWrap = false
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"):
            guard !pendingWrap else { return fail("relative move in the pending-wrap state") }
            switch final {
            case UInt8(ascii: "A"): row -= first
            case UInt8(ascii: "B"): row += first
            case UInt8(ascii: "C"): column += first
            default: column -= first
            }
            guard (0..<rows).contains(row), (0..<columns).contains(column) else { return fail("moved off screen to \(row),\(column)") }
        case UInt8(ascii: "G"):
            guard first <= columns else { return fail("CHA out of range") }
            column = first - 1
            pendingWrap = false
        case UInt8(ascii: "J"):
            guard parameters == [2] else { return fail("unexpected ED \(parameters)") }
            // Erased cells take the current background (bce), as in xterm.
            cells = [[Cell]](repeating: [Cell](repeating: Cell(text: " ", pen: Pen(background: pen.background)), count: columns), count: rows)
        case UInt8(ascii: "m"):
            selectGraphicRendition(parameters.map { $0 ?? 0 })
        default:
            fail("unexpected CSI final \(Character(Unicode.Scalar(final)))")
        }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        sgrParameters.append(parameters)
        var index = 0
        func colour() -> TerminalColor? {
            guard index + 1 < parameters.count else { return nil }
            if parameters[index + 1] == 5, index + 2 < parameters.count {
                index += 2
                return .palette256(UInt8(parameters[index]))
            }
            if parameters[index + 1] == 2, index + 4 < parameters.count {
                index += 4
                return .rgb(red: UInt8(parameters[index - 2]), green: UInt8(parameters[index - 1]), blue: UInt8(parameters[index]))
            }
            return nil
        }
        while index < parameters.count {
            let value = parameters[index]
            switch value {
            case 0: pen = Pen()
            case 1: pen.isBold = true
            case 2: pen.isDim = true
            case 3: pen.isItalic = true
            case 4: pen.isUnderlined = true
            case 9: pen.isStrikethrough = true
            case 30...37: pen.foreground = .ansi16(UInt8(value - 30))
            case 90...97: pen.foreground = .ansi16(UInt8(value - 90 + 8))
            case 40...47: pen.background = .ansi16(UInt8(value - 40))
            case 100...107: pen.background = .ansi16(UInt8(value - 100 + 8))
            case 38:
                guard let parsed = colour() else { return fail("bad colour in SGR \(parameters)") }
                pen.foreground = parsed
            case 48:
                guard let parsed = colour() else { return fail("bad colour in SGR \(parameters)") }
                pen.background = parsed
            default:
                return fail("unexpected SGR \(value)")
            }
            index += 1
        }
    }

    /// The screen a terminal should show for `frame` (a well-formed frame of opaque colours):
    /// each glyph with its control characters made visible, a wide glyph's pen on both columns.
    static func screen(showing frame: CellGrid, colorMode: TerminalColorMode) -> [[Cell]] {
        frame.styledRows.map { row in
            var cells: [Cell] = []
            var lead = Cell(text: " ")
            for styled in row {
                switch styled.cell {
                case .glyph(let character):
                    let attributes = styled.attributes
                    // The canvas draws opaque colours over a terminal assumed black; text is
                    // made readable against the background as shown (tested on its own in
                    // TrestleCore).
                    let background = attributes.background ?? styled.background
                    let readable = colorMode == .none ? nil : attributes.foreground.map {
                        TerminalFrameRenderer.readableText($0, on: background, defaultBackground: DisplayColor(rgb8: 0),
                                                           faint: attributes.isDim, mode: colorMode)
                    }
                    let foreground = readable?.color
                    let pen = Pen(isBold: attributes.isBold, isDim: readable?.isFaint ?? attributes.isDim, isItalic: attributes.isItalic,
                                  isUnderlined: attributes.isUnderlined, isStrikethrough: attributes.isStrikethrough,
                                  foreground: foreground.flatMap { colorMode.terminalColor(for: $0) },
                                  background: background.flatMap { colorMode.terminalColor(for: $0) })
                    lead = Cell(text: TextRasterizer.visibleControlCharacters(String(character)), pen: pen)
                    cells.append(lead)
                case .continuation:
                    cells.append(Cell(text: "", isContinuation: true, pen: lead.pen))
                }
            }
            return cells
        }
    }

    /// A screen as text lines, for failure messages.
    static func describe(_ cells: [[Cell]]) -> String {
        cells.map { "|" + $0.map(\.text).joined() + "|" }.joined(separator: "\n")
    }
}

extension CellGrid {
    /// The same cells, written last to first into a new grid, so that its tables index the styles
    /// and clusters in another order.
    func reindexed() -> CellGrid {
        var copy = CellGrid(columns: columns, rows: rows)
        for row in (0..<rows).reversed() {
            for column in (0..<columns).reversed() { copy[row: row, column: column] = self[row: row, column: column] }
        }
        return copy
    }
}
