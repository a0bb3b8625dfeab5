import Foundation
import Testing
import Trestle
import TrestleCore
@testable import TrestleTerminal
import TrestleTesting

@Suite("Terminal output grammar")
struct TerminalOutputGrammarTests {
    private func tokens(_ text: String, _ vocabulary: TerminalOutputGrammar.Vocabulary = .frames)
        throws(TerminalOutputGrammar.Violation) -> [TerminalOutputGrammar.Token] {
        try TerminalOutputGrammar(vocabulary).tokens(of: Array(text.utf8))
    }

    private func violation(_ bytes: [UInt8], _ vocabulary: TerminalOutputGrammar.Vocabulary = .frames) -> TerminalOutputGrammar.Violation? {
        do {
            _ = try TerminalOutputGrammar(vocabulary).tokens(of: bytes)
            return nil
        } catch {
            return error
        }
    }

    // MARK: What the host writes

    @Test("The session's enter and leave sequences, the kitty push and the probe's queries read in the session vocabulary")
    func sessionSequences() throws {
        let session = TerminalSession.enterSequence + TerminalSession.pushKittyKeyboardSequence
            + TerminalCapabilityProbe().queryBytes + TerminalSession.leaveSequence
        let read = try TerminalOutputGrammar(.session).tokens(of: session)
        #expect(read.contains(.privateMode(1049, isSet: true)))
        #expect(read.contains(.kittyKeyboardPush(flags: 1)))
        #expect(read.contains(.kittyKeyboardPop))
        #expect(read.contains(.synchronizedOutputQuery) && read.contains(.kittyKeyboardQuery)
                && read.contains(.backgroundColorQuery) && read.contains(.deviceAttributesQuery))
        #expect(violation(session) != nil, "a running application's frames never enter or leave the session")
    }

    @Test("Mouse capture toggles and OSC 52 copies read as what they are; the copy decodes to the text")
    @MainActor
    func applicationSequences() throws {
        let text = "서울 \u{1B}]0;x\u{07} 👍🏽"
        let read = try TerminalOutputGrammar(.frames).tokens(
            of: TerminalApplication.mouseCaptureOff + TerminalApplication.clipboardSequence(for: text) + TerminalApplication.mouseCaptureOn)
        #expect(read == [.privateMode(1002, isSet: false), .privateMode(1006, isSet: false), .clipboard(text),
                         .privateMode(1002, isSet: true), .privateMode(1006, isSet: true)])
    }

    @Test("Cursor moves, erase and SGR read in the shapes the renderer writes them")
    func rendererShapes() throws {
        let read = try tokens("\u{1B}[H\u{1B}[5H\u{1B}[5;7H\u{1B}[A\u{1B}[3B\u{1B}[C\u{1B}[12D\u{1B}[G\u{1B}[40G\r\u{1B}[2J"
                              + "\u{1B}[0;1;2;3;4;7;9;38;2;255;0;10;48;5;231m\u{1B}[97;100mok")
        #expect(read == [
            .cursorPosition(row: 1, column: 1), .cursorPosition(row: 5, column: 1), .cursorPosition(row: 5, column: 7),
            .cursorMove(rows: -1, columns: 0), .cursorMove(rows: 3, columns: 0), .cursorMove(rows: 0, columns: 1),
            .cursorMove(rows: 0, columns: -12), .cursorColumn(1), .cursorColumn(40), .carriageReturn, .eraseDisplay,
            .graphicRendition([0, 1, 2, 3, 4, 7, 9, 38, 2, 255, 0, 10, 48, 5, 231]), .graphicRendition([97, 100]), .text("ok"),
        ])
    }

    @Test("Random frames of hostile text drawn straight from a display list read in the vocabulary, in every colour mode",
          arguments: [TerminalColorMode.trueColor, .palette256, .palette16, .none])
    func rendererOutputOfDisplayLists(mode: TerminalColorMode) {
        var random = SeededRandomNumberGenerator(seed: 0x6_7A33A4)
        let (columns, rows) = (37, 9)
        let policy = TerminalWidthPolicy.standard
        let rasterizer = TextRasterizer(columns: columns, rows: rows, characterWidth: { policy.columns(of: $0) })
        var renderer = TerminalFrameRenderer(synchronizedOutput: mode != .none)
        var screen = TerminalScreenModel(columns: columns, rows: rows)
        let colours = [nil, DisplayColor(rgb8: 0xFF3B30), DisplayColor(rgb8: 0x007AFF, alpha: 0.5), DisplayColor(rgb8: 0xFFFFFF)]
        for frame in 0..<LongChecks.count(regular: 120, long: 20_000) {
            var items: [DisplayItem] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let attributes = TextAttributes(foreground: colours.randomElement(using: &random)!,
                                                background: colours.randomElement(using: &random)!,
                                                isBold: Bool.random(using: &random), isItalic: Bool.random(using: &random),
                                                isUnderlined: Bool.random(using: &random), isInverse: Bool.random(using: &random))
                let origin = CGPoint(x: Int.random(in: -4..<columns, using: &random), y: Int.random(in: 0..<rows, using: &random))
                items.append(DisplayItem(.text(TextRun(origin: origin, string: HostileText.random(using: &random), attributes: attributes,
                                                       maxWidth: Bool.random(using: &random) ? nil : Double.random(in: 0...20, using: &random)))))
            }
            let grid = rasterizer.cellGrid(for: DisplayList(items))
            let bytes = renderer.render(grid, colorMode: mode)
            do {
                screen.apply(try TerminalOutputGrammar(.frames).tokens(of: bytes))
            } catch {
                Issue.record("frame \(frame): \(error)")
                return
            }
            let expected = grid.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
            #expect(screen.errors.isEmpty && !screen.isSynchronizing && screen.lines == expected,
                    "frame \(frame): \(screen.errors) shown \(screen.lines) expected \(expected)")
            if !screen.errors.isEmpty || screen.lines != expected { return }
        }
    }

    @Test("Hostile text put straight into cells, past the rasterizer's sanitising, still reaches the terminal only as text")
    func rendererOutputOfUnsanitisedCells() {
        var random = SeededRandomNumberGenerator(seed: 0xCE11_5AFE)
        let (columns, rows) = (29, 6)
        let policy = TerminalWidthPolicy.standard
        var renderer = TerminalFrameRenderer(synchronizedOutput: true)
        var screen = TerminalScreenModel(columns: columns, rows: rows)
        for frame in 0..<LongChecks.count(regular: 150, long: 20_000) {
            var expected: [String] = []
            let cells = (0..<rows).map { _ -> [TextRasterizer.StyledCell] in
                var row: [TextRasterizer.StyledCell] = []
                var line = ""
                // The cells a rasterizer would make of the raw characters: a wide one and its continuation.
                for character in HostileText.random(using: &random) {
                    let shown = TextRasterizer.visibleControlCharacters(String(character))
                    let width = policy.columns(of: shown)
                    guard width > 0 else { continue }
                    guard row.count + width <= columns else { break }
                    var cell = TextRasterizer.StyledCell.blank
                    cell.cell = .glyph(character)
                    cell.attributes.isBold = Bool.random(using: &random)
                    row.append(cell)
                    if width == 2 {
                        cell.cell = .continuation
                        row.append(cell)
                    }
                    line += shown
                }
                expected.append(String((line + String(repeating: " ", count: columns - row.count)).reversed().drop { $0 == " " }.reversed()))
                return row + Array(repeating: .blank, count: columns - row.count)
            }
            let bytes = renderer.render(cells, colorMode: .palette256)
            do {
                screen.apply(try TerminalOutputGrammar(.frames).tokens(of: bytes))
            } catch {
                Issue.record("frame \(frame): \(error)")
                return
            }
            #expect(screen.errors.isEmpty && !screen.isSynchronizing && screen.lines == expected,
                    "frame \(frame): \(screen.errors) shown \(screen.lines) expected \(expected)")
            if !screen.errors.isEmpty || screen.lines != expected { return }
        }
    }

    // MARK: What it rejects

    /// Hostile strings that are themselves well-formed sequences of the vocabulary: the grammar
    /// cannot tell who wrote them, so a leak of one shows as a screen that no longer reads as the
    /// window (an erase, a move) or as a copy nobody made.
    static let vocabularyLookalikes: Set<String> = [
        "\u{1B}[2J", "\u{1B}[31mred\u{1B}[0m", "\u{1B}]52;c;ZXZpbA==\u{07}", String(repeating: "\u{1B}[2J", count: 200),
    ]

    @Test("Every other hostile string written raw is rejected at a control byte or C1 control, with context",
          arguments: HostileText.fixed.filter { string in
              string.unicodeScalars.contains { !TerminalOutputGrammar.isPrintable($0) } && !vocabularyLookalikes.contains(string)
          })
    func rejectsRawHostileText(payload: String) throws {
        let bytes = Array("ok ".utf8) + Array(payload.utf8)
        let found = try #require(violation(bytes), "\(payload.debugDescription) was accepted")
        let byte = bytes[found.offset]
        #expect(found.offset >= 3 && (byte < 0x20 || byte == 0x7F || byte == 0xC2), "\(found)")
        #expect(found.context.contains("⟦"), "\(found)")
    }

    @Test("Hostile strings that are well-formed sequences read as what they would do to the screen")
    func lookalikesReadAsSequences() throws {
        for payload in Self.vocabularyLookalikes {
            let read = try tokens(payload)
            #expect(read.contains(.eraseDisplay) || read.contains(.graphicRendition([31])) || read.contains(.clipboard("evil")),
                    "\(payload.debugDescription): \(read)")
        }
    }

    @Test("Sequences the renderer never writes are rejected, each naming the offending bytes",
          arguments: [
            "\u{1B}[5m",                     // blink: an SGR parameter the renderer never writes
            "\u{1B}[38;5;256m",              // a palette index out of range
            "\u{1B}[38;2;1;2m",              // a truncated RGB colour
            "\u{1B}[m",                      // SGR without parameters
            "\u{1B}[31;m",                   // an empty parameter
            "\u{1B}[01;1H",                  // a leading zero
            "\u{1B}[0;1H",                   // CUP to line 0
            "\u{1B}[1;2;3H",                 // CUP with three parameters
            "\u{1B}[3J",                     // erase scrollback
            "\u{1B}[K",                      // erase in line
            "\u{1B}[6n",                     // a cursor position report request
            "\u{1B}[?1049l",                 // leaving the alternate screen, mid-frame
            "\u{1B}[?25h",                   // showing the cursor, mid-frame
            "\u{1B}[>1u",                    // the kitty push, mid-frame
            "\u{1B}[2 q",                    // DECSCUSR
            "\u{1B}[1:2m",                   // colon sub-parameters
            "\u{1B}]0;title\u{07}",          // OSC 0: the window title
            "\u{1B}]52;c;ZXZpbA==\u{1B}\\",  // OSC 52 ended with ST
            "\u{1B}]52;p;ZXZpbA==\u{07}",    // OSC 52 to the primary selection
            "\u{1B}]52;c;not base64!\u{07}", // OSC 52 whose payload is not base64
            "\u{1B}]52;c;/w==\u{07}",        // OSC 52 whose payload is not UTF-8
            "\u{1B}]11;?\u{1B}\\",           // the probe's query, mid-frame
            "\u{1B}P+q\u{1B}\\",             // DCS
            "\u{1B}_x\u{1B}\\",              // APC
            "\u{1B}c",                       // RIS
            "\u{1B}7",                       // DECSC
            "\u{1B}[31",                     // an unterminated CSI
            "\u{1B}",                        // ESC at the end
            "\u{9B}31m",                     // C1 CSI in text
          ])
    func rejectsForeignSequences(sequence: String) throws {
        // A line feed after it: a byte that neither continues nor is allowed after any sequence.
        let bytes = Array("text".utf8) + Array(sequence.utf8) + Array("\n".utf8)
        let found = try #require(violation(bytes), "\(sequence.debugDescription) was accepted")
        #expect(found.offset == 4, "\(found)")
        #expect(found.description.contains("text⟦"), "\(found)")
    }

    @Test("Invalid UTF-8, C1 controls and bidi formatting characters in text are rejected where they are")
    func rejectsInvalidText() {
        #expect(violation([0x61, 0x62, 0xFF, 0x63])?.offset == 2)
        #expect(violation([0x61, 0xE2, 0x82])?.offset == 1)
        #expect(violation(Array("ab\u{85}c".utf8))?.offset == 2)
        #expect(violation(Array("ab\u{9B}2J".utf8))?.reason.contains("U+9B") == true)
        #expect(violation(Array("ab\tc".utf8))?.reason.contains("0x09") == true)
        #expect(violation(Array("ab\u{202E}cd".utf8))?.reason.contains("bidi") == true)
        #expect(violation(Array("a\u{2067}b".utf8))?.offset == 1)
    }

    // MARK: The screen model

    @Test("The screen model records moves off the screen, prints past the last column and unbalanced synchronized output")
    func screenModelRules() throws {
        func errors(_ text: String) throws -> [String] {
            var screen = TerminalScreenModel(columns: 4, rows: 2)
            screen.apply(try tokens(text))
            return screen.errors
        }
        #expect(try errors("\u{1B}[2Jabcd").isEmpty)
        #expect(try errors("\u{1B}[3;1H").count == 1)
        #expect(try errors("\u{1B}[1;5H").count == 1)
        #expect(try errors("\u{1B}[Habcde").count == 1, "autowrap is never relied on")
        #expect(try errors("\u{1B}[Habcd\u{1B}[D").count == 1, "no relative move in the pending-wrap state")
        #expect(try errors("\u{1B}[H\u{1B}[A").count == 1)
        #expect(try errors("\u{1B}[Habc漢").count == 1, "a wide character that does not fit")
        #expect(try errors("\u{1B}[H\u{301}").count == 1, "a zero-width cluster alone")
        #expect(try errors("\u{1B}[?2026h\u{1B}[?2026h").count == 1)
        var screen = TerminalScreenModel(columns: 4, rows: 1)
        screen.apply(try tokens("\u{1B}[2J漢字\u{1B}[2Gx"))
        #expect(screen.lines == [TerminalScreenModel.brokenHalf + "x字"], "half a wide character overwritten breaks the other half")
    }
}
