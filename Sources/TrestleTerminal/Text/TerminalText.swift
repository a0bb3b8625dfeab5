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

    /// The number of terminal columns `character` occupies: 2 for East Asian wide and fullwidth
    /// characters (Hangul, CJK ideographs, kana, fullwidth forms) and for emoji presented as
    /// emoji, 0 for clusters made only of combining marks or zero-width characters, 1 otherwise.
    ///
    /// - Note: The ranges here cover the scripts the demo and its users need today; the terminal
    ///   host replaces them with a table generated from the Unicode Character Database.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        if isWide(first.value) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        return 1
    }

    /// The number of columns `text` occupies.
    public static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: scalar.value == 0x200B
        }
    }

    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}
