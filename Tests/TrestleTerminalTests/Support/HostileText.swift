import TrestleTesting

/// Strings an application might show that a terminal would read as something other than text:
/// escape sequences in every form, raw controls, invalid UTF-8, bidi overrides, clusters that
/// stretch width measurement — and seeded random mixtures of them.
enum HostileText {
    /// The fixed list every place is tested with.
    static let fixed: [String] = [
        "",
        " ",
        "\u{1B}",
        "\u{1B}\u{1B}\u{1B}",
        "plain\u{1B}",
        "\u{1B}[2J",
        "\u{1B}[31mred\u{1B}[0m",
        "\u{1B}[1;1H\u{1B}[?25h",
        "\u{1B}[?1049l",
        "\u{1B}[6n",
        "\u{1B}c",
        "\u{1B}7\u{1B}8",
        "\u{9B}2J",
        "\u{9B}31m",
        "\u{1B}]0;title\u{07}",
        "\u{1B}]0;title\u{1B}\\",
        "\u{1B}]52;c;ZXZpbA==\u{07}",
        "\u{1B}]8;;http://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
        "\u{1B}]52;c;unterminated",
        "\u{9D}0;title\u{9C}",
        "\u{1B}P+q544e\u{1B}\\",
        "\u{90}q\u{9C}",
        "\u{1B}_APC payload\u{1B}\\",
        "\u{9F}APC\u{9C}",
        "\u{1B}^PM\u{1B}\\",
        "\u{1B}XSOS\u{1B}\\",
        "a\u{07}b\u{08}c\u{0D}d\u{0A}e\u{09}f\u{0B}g\u{0C}h",
        "\u{00}",
        "nul\u{00}in the middle",
        "del\u{7F}",
        "\u{85}next line\u{84}",
        String(decoding: [0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x41], as: UTF8.self),
        String(decoding: [0x1B, 0x5B, 0xC0, 0x9B, 0x33, 0x31, 0x6D], as: UTF8.self),
        "\u{202E}evil\u{202C} text",
        "\u{2066}isolate\u{2069} \u{2067}rtl\u{2069} \u{2068}first\u{2069}",
        "\u{200E}\u{200F}\u{061C}marks",
        "abc\u{202E}",
        "a\u{200D}b\u{200C}c\u{2060}d\u{FEFF}e",
        "e" + String(repeating: "\u{301}\u{302}\u{303}\u{304}", count: 16),
        String(repeating: "\u{301}", count: 40),
        "漢字かなカナ한국어 텍스트",
        "ᄀᄂᄃ각\u{1100}\u{1161}\u{11A8}",
        "👍🏽👨‍👩‍👧‍👦🏳️‍🌈❤️🇰🇷🇯🇵",
        "🇰🇷🇰",
        "☺︎☺️1️⃣#️⃣",
        "\u{FE0F}\u{FE0E}\u{200D}",
        "\u{2764}\u{202C}\u{FE0F}x \u{1F44D}\u{202C}\u{FE0E}x",
        "\u{2028}line separator\u{2029}paragraph\u{00AD}soft hyphen",
        "ｱｲｳﾞﾟ",
        "\u{E000}\u{F8FF}\u{FFFF}\u{FFFE}\u{10FFFF}",
        String(repeating: "long ", count: 400),
        String(repeating: "\u{1B}[2J", count: 200),
        String(repeating: "漢", count: 300),
        "%@ %s %n {0} $(rm) `x` \\ \\\\ \"' <b>",
        "tab\tseparated\tvalues",
        "line one\nline two\r\nline three",
    ]

    /// Pieces random strings are made of: every kind of hostile fragment above, and plain text.
    static let fragments: [String] = [
        "\u{1B}", "\u{1B}[", "\u{1B}]", "\u{1B}P", "\u{1B}_", "\u{1B}^", "\u{1B}X", "\u{1B}\\", "[", "]", ";", "?", "0",
        "31m", "2J", "H", "52;c;", "\u{07}", "\u{9B}", "\u{9D}", "\u{90}", "\u{9C}", "\u{9F}", "\u{85}", "\u{80}",
        "\u{00}", "\u{08}", "\u{09}", "\u{0A}", "\u{0B}", "\u{0C}", "\u{0D}", "\u{7F}", "\u{1F}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{2060}", "\u{FEFF}", "\u{FE0F}", "\u{FE0E}",
        "\u{301}", "\u{308}", "\u{20DD}", "\u{1F3FD}", "\u{FFFD}",
        "a", "Z", " ", "  ", "word", "é", "ß", "漢", "字", "한", "국", "ᄀ", "\u{1161}", "ｱ", "ﾞ",
        "👍", "👩", "👨‍👩‍👧", "🏳️‍🌈", "🇰", "🇷", "❤", "☺", "1️⃣", "\u{E000}", "\u{10FFFF}",
    ]

    /// A seeded random string of up to `maximumLength` fragments, sometimes with invalid UTF-8
    /// decoded (U+FFFD), sometimes empty.
    static func random(using random: inout SeededRandomNumberGenerator, maximumLength: Int = 24) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0:
            return ""
        case 1:
            let bytes = (0..<Int.random(in: 1...32, using: &random)).map { _ in UInt8.random(in: .min ... .max, using: &random) }
            return String(decoding: bytes, as: UTF8.self)
        case 2:
            return fixed.randomElement(using: &random)!
        default:
            let count = Int.random(in: 1...maximumLength, using: &random)
            return (0..<count).map { _ in fragments.randomElement(using: &random)! }.joined()
        }
    }

    /// `count` seeded random strings.
    static func random(count: Int, seed: UInt64) -> [String] {
        var generator = SeededRandomNumberGenerator(seed: seed)
        return (0..<count).map { _ in random(using: &generator) }
    }
}
