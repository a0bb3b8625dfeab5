/// How many terminal columns text occupies.
public enum CharacterWidth {
    /// The number of terminal columns `character` occupies: 2 for East Asian wide and fullwidth
    /// characters (Hangul, CJK ideographs, kana, fullwidth forms) and for emoji presented as
    /// emoji, 0 for clusters made only of combining marks or zero-width characters, 1 otherwise.
    ///
    /// - Note: The ranges here cover the scripts the demo and its users need today; the terminal
    ///   host replaces them with a table generated from the Unicode Character Database.
    public static func terminalColumns(of character: Character) -> Int {
        // Printable ASCII is by far the most common case: one column, no property lookups.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        if isWide(first.value) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        return 1
    }

    /// The number of terminal columns `text` occupies.
    public static func terminalColumns(of text: some StringProtocol) -> Int {
        // All printable ASCII: one column per byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + terminalColumns(of: $1) }
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
