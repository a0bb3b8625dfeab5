import TrestleCore

/// The single boundary through which application text enters terminal output.
///
/// Application data must never be able to emit escape sequences: every C0 control (U+0000–U+001F,
/// including ESC, BEL and newlines), DEL (U+007F) and every C1 control (U+0080–U+009F, the 8-bit
/// forms of CSI, OSC and DCS) is replaced by a visible placeholder before it reaches the screen.
public enum TerminalText {
    /// `text` with every control character replaced by a visible placeholder: the Unicode
    /// control pictures for C0 controls and DEL (␛ for ESC, ␊ for a newline, ␡ for DEL) and
    /// U+FFFD for C1 controls.
    public static func sanitized(_ text: String) -> String {
        TextRasterizer.visibleControlCharacters(text)
    }

    /// The number of terminal columns `character` occupies (see
    /// `CharacterWidth.terminalColumns(of:)`).
    public static func columns(of character: Character) -> Int {
        CharacterWidth.terminalColumns(of: character)
    }

    /// The number of columns `text` occupies.
    public static func columns(of text: String) -> Int {
        CharacterWidth.terminalColumns(of: text)
    }
}
