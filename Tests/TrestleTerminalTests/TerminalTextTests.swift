import Testing
import TrestleTerminal

@Suite("Terminal text")
struct TerminalTextTests {
    @Test("Escape sequences in application text become visible placeholders",
          arguments: [
            ("\u{1B}]52;c;ZXZpbA==\u{07}", "␛]52;c;ZXZpbA==␇"),      // OSC 52 clipboard write
            ("\u{1B}]8;;http://x\u{1B}\\link", "␛]8;;http://x␛\\link"), // OSC 8 hyperlink
            ("\u{1B}[6n", "␛[6n"),                                     // cursor position request
            ("\u{1B}P+q\u{1B}\\", "␛P+q␛\\"),                           // DCS
            ("\u{1B}c", "␛c"),                                         // full reset
            ("\u{9B}31m", "\u{FFFD}31m"),                              // 8-bit CSI
            ("a\u{7F}b", "a␡b"),
            ("line\nbreak\r", "line␊break␍"),
          ])
    func sanitisesControls(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
        #expect(!TerminalText.sanitized(input).unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("Text without controls passes through unchanged, Korean included")
    func plainTextUnchanged() {
        #expect(TerminalText.sanitized("사진 설정 › iCloud") == "사진 설정 › iCloud")
    }

    @Test("Hangul and CJK take two columns, combining marks none")
    func widths() {
        #expect(TerminalText.columns(of: "사진") == 4)
        #expect(TerminalText.columns(of: "iphone") == 6)
        #expect(TerminalText.columns(of: "漢字かな") == 8)
        #expect(TerminalText.columns(of: Character("e\u{301}")) == 1)
        #expect(TerminalText.columns(of: Character("\u{301}")) == 0)
        #expect(TerminalText.columns(of: "👍") == 2)
    }
}
