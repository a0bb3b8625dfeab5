import Testing
@testable import TrestleCore

@Suite("Character width")
struct CharacterWidthTests {
    private func columns(_ character: Character) -> Int { CharacterWidth.terminalColumns(of: character) }
    private func legacy(_ character: Character) -> Int { TerminalWidthPolicy.legacy.columns(of: character) }

    // MARK: East Asian text

    @Test("Korean syllables take two columns each")
    func koreanSyllables() {
        #expect(CharacterWidth.terminalColumns(of: "안녕하세요") == 10)
        for syllable in "가힣한국어" { #expect(columns(syllable) == 2, "\(syllable)") }
    }

    @Test("A Hangul syllable spelled as conjoining jamo is one two-column cluster")
    func decomposedHangul() {
        let han = "\u{1112}\u{1161}\u{11AB}" // ᄒ + ᅡ + ᆫ
        #expect(han.count == 1)
        #expect(CharacterWidth.terminalColumns(of: han) == 2)
        #expect(CharacterWidth.terminalColumns(of: "\u{1100}\u{1161}") == 2) // 가 without a final
        // Medial vowels and finals combine into the syllable before them: alone they add nothing.
        #expect(columns("\u{1161}") == 0)
        #expect(columns("\u{11AB}") == 0)
        #expect(columns("\u{D7B0}") == 0)
    }

    @Test("CJK ideographs, kana and fullwidth forms take two columns")
    func cjkAndFullwidth() {
        #expect(CharacterWidth.terminalColumns(of: "漢字") == 4)
        #expect(CharacterWidth.terminalColumns(of: "ひらがな") == 8)
        #expect(CharacterWidth.terminalColumns(of: "カタカナ") == 8)
        #expect(CharacterWidth.terminalColumns(of: "ＡＢＣ！") == 8)
        #expect(columns("\u{3000}") == 2) // ideographic space: East_Asian_Width F
        #expect(columns("￦") == 2)        // U+FFE6 fullwidth won sign
    }

    @Test("Halfwidth katakana take one column")
    func halfwidthKatakana() {
        #expect(CharacterWidth.terminalColumns(of: "ｶﾀｶﾅ") == 4)
        #expect(columns("｡") == 1) // U+FF61 halfwidth ideographic full stop
    }

    @Test("Mixed ASCII and Korean lines add up column by column")
    func mixedLine() {
        #expect(CharacterWidth.terminalColumns(of: "사진 Photos") == 11)
        #expect(CharacterWidth.terminalColumns(of: "설정 › 일반") == 11)
        #expect(CharacterWidth.terminalColumns(of: "") == 0)
        #expect(CharacterWidth.terminalColumns(of: "Photos") == 6)
        #expect(CharacterWidth.terminalColumns(of: "café"[...]) == 4)
    }

    // MARK: Marks and invisible characters

    @Test("Combining marks add no column; a lone mark takes none")
    func combiningMarks() {
        let composed: Character = "e\u{301}"
        #expect(columns(composed) == 1)
        #expect(columns("\u{301}") == 0)
        #expect(columns("\u{20DD}") == 0) // enclosing circle
        #expect(CharacterWidth.terminalColumns(of: "Cafe\u{301} au lait") == 12)
    }

    @Test("Zero-width space, joiners and other format characters take no column")
    func zeroWidth() {
        #expect(columns("\u{200B}") == 0) // zero width space
        #expect(columns("\u{200D}") == 0) // zero width joiner alone
        #expect(columns("\u{200C}") == 0) // zero width non-joiner
        #expect(columns("\u{2060}") == 0) // word joiner
        #expect(columns("\u{FEFF}") == 0) // zero width no-break space
        #expect(CharacterWidth.terminalColumns(of: "a\u{200B}b") == 2)
    }

    @Test("The soft hyphen takes one column, as terminals draw it")
    func softHyphen() {
        #expect(columns("\u{AD}") == 1)
    }

    @Test("Control characters measure as one column and do not crash")
    func controls() {
        #expect(columns("\u{07}") == 1)
        #expect(columns("\u{1B}") == 1)
        #expect(columns("\r\n") == 1)
        #expect(columns("\u{7F}") == 1)
        #expect(columns("\u{9B}") == 1) // C1 control sequence introducer
        #expect(CharacterWidth.terminalColumns(of: "\u{0}\u{85}") == 2)
    }

    // MARK: Emoji

    @Test("Emoji-presentation emoji take two columns; text-default ones one")
    func emoji() {
        #expect(columns("😀") == 2)
        #expect(columns("👍") == 2)
        #expect(columns("❤") == 1)
        #expect(columns("☺") == 1)
        #expect(columns("👍🏽") == 2) // a skin-tone modifier is part of the emoji
    }

    @Test("VS16 widens a text-default emoji under the standard policy only")
    func variationSelector16() {
        #expect(columns("❤️") == 2)
        #expect(columns("☺️") == 2)
        #expect(columns("#️⃣") == 2)
        #expect(legacy("❤️") == 1)
        #expect(legacy("☺️") == 1)
        #expect(legacy("#️⃣") == 1)
        // VS16 after something that is not an emoji changes nothing.
        #expect(columns("a\u{FE0F}") == 1)
    }

    @Test("VS15 narrows an emoji-presentation emoji under the standard policy only")
    func variationSelector15() {
        #expect(columns("⌚\u{FE0E}") == 1)
        #expect(columns("⌚") == 2)
        #expect(legacy("⌚\u{FE0E}") == 2)
        #expect(columns("❤\u{FE0E}") == 1)
    }

    @Test("ZWJ sequences are one glyph under the standard policy and their parts under legacy")
    func zwjSequences() {
        let technologist: Character = "👩‍💻"
        let family: Character = "👨‍👩‍👧"
        let heartOnFire: Character = "❤️‍🔥"
        #expect(columns(technologist) == 2)
        #expect(columns(family) == 2)
        #expect(columns(heartOnFire) == 2)
        #expect(legacy(technologist) == 4)
        #expect(legacy(family) == 6)
        #expect(legacy(heartOnFire) == 3) // ❤ without VS16 (1) + 🔥 (2)
        #expect(legacy("👩🏽‍💻") == 4)
    }

    @Test("Flags take two columns; so does a lone regional indicator")
    func flags() {
        #expect(columns("🇰🇷") == 2)
        #expect(legacy("🇰🇷") == 2)
        #expect(columns("🇰") == 2)
        #expect(CharacterWidth.terminalColumns(of: "🇰🇷🇯🇵") == 4)
        #expect(columns("🏴󠁧󠁢󠁳󠁣󠁴󠁿") == 2) // tag sequence: the tags are format characters
    }

    @Test("The string overload sums under the policy it is asked for")
    func policyStrings() {
        let line = "I ❤️ 👩‍💻"
        #expect(CharacterWidth.terminalColumns(of: line) == 7)
        #expect(TerminalWidthPolicy.standard.columns(of: line) == 7)
        #expect(TerminalWidthPolicy.legacy.columns(of: line) == 8)
    }

    @Test("TRESTLE_EMOJI_WIDTH=legacy selects the legacy policy; anything else the standard one")
    func environment() {
        #expect(TerminalWidthPolicy.fromEnvironment([:]) == .standard)
        #expect(TerminalWidthPolicy.fromEnvironment(["TRESTLE_EMOJI_WIDTH": "legacy"]) == .legacy)
        #expect(TerminalWidthPolicy.fromEnvironment(["TRESTLE_EMOJI_WIDTH": " Legacy\n"]) == .legacy)
        #expect(TerminalWidthPolicy.fromEnvironment(["TRESTLE_EMOJI_WIDTH": "standard"]) == .standard)
        #expect(TerminalWidthPolicy.fromEnvironment(["TRESTLE_EMOJI_WIDTH": "bogus"]) == .standard)
        #expect(TerminalWidthPolicy.fromEnvironment(["OTHER": "legacy"]) == .standard)
        #expect(TerminalWidthPolicy.legacy == TerminalWidthPolicy(variationSelector16Widens: false,
                                                                  variationSelector15Narrows: false,
                                                                  zwjSequencesAsOneGlyph: false))
        #expect(TerminalWidthPolicy() == .standard)
    }

    // MARK: The generated table

    @Test("Table spot checks", arguments: [
        (0x3000, 2), (0x20000, 2), (0x2A6E0, 2), (0x2FFFD, 2), (0x30000, 2), (0x1F600, 2), (0x1F1E6, 2),
        (0xAC00, 2), (0xD7A3, 2), (0x1100, 2), (0x4E00, 2), (0xFF01, 2), (0xFFE6, 2), (0x1F004, 2),
        (0x0301, 0), (0x0300, 0), (0x200B, 0), (0x200D, 0), (0xFE0F, 0), (0xE0001, 0), (0x1160, 0), (0x11FF, 0),
        (0xD7B0, 0), (0x0E31, 0),
        (0x00E9, 1), (0x00AD, 1), (0x2E3A, 1), (0xFF61, 1), (0x2764, 1), (0x2665, 1), (0x0041, 1), (0x1F000, 1),
        (0x10FFFF, 1), (0xE000, 1),
    ] as [(UInt32, Int)])
    func tableSpotChecks(codePoint: UInt32, expected: Int) {
        #expect(CharacterWidth.columns(ofScalar: codePoint) == expected, "U+\(String(codePoint, radix: 16, uppercase: true))")
        if let scalar = Unicode.Scalar(codePoint) {
            #expect(columns(Character(scalar)) == expected)
        }
    }

    @Test("Generated ranges are sorted, non-overlapping and fully merged")
    func tablesAreWellFormed() {
        let tables = [("wide", CharacterWidth.wideRanges), ("zeroWidth", CharacterWidth.zeroWidthRanges),
                      ("emoji", CharacterWidth.emojiRanges),
                      ("extendedPictographic", CharacterWidth.extendedPictographicRanges)]
        for (name, table) in tables {
            #expect(table.count % 2 == 0 && table.count >= 2, "\(name)")
            var previousUpper: UInt32?
            for pair in stride(from: 0, to: table.count - 1, by: 2) {
                let (lower, upper) = (table[pair], table[pair + 1])
                #expect(lower <= upper && upper <= 0x10FFFF, "\(name): \(lower)…\(upper)")
                if let previousUpper {
                    // A gap of at least one code point, or the ranges would have been merged.
                    #expect(lower > previousUpper + 1, "\(name): \(lower) follows \(previousUpper)")
                }
                previousUpper = upper
            }
        }
        #expect(!CharacterWidth.unicodeVersion.isEmpty)
    }

    @Test("No code point is both wide and zero width")
    func wideAndZeroWidthAreDisjoint() {
        let wide = CharacterWidth.wideRanges
        for pair in stride(from: 0, to: wide.count - 1, by: 2) {
            for value in [wide[pair], wide[pair + 1]] {
                #expect(!CharacterWidth.isZeroWidth(value))
            }
        }
        let zero = CharacterWidth.zeroWidthRanges
        for pair in stride(from: 0, to: zero.count - 1, by: 2) {
            for value in [zero[pair], zero[pair + 1]] {
                #expect(!CharacterWidth.isWide(value))
            }
        }
    }

    @Test("Binary search agrees with a linear scan at every range edge")
    func binarySearchEdges() {
        let table = CharacterWidth.wideRanges
        func linear(_ value: UInt32) -> Bool {
            stride(from: 0, to: table.count - 1, by: 2).contains { table[$0] <= value && value <= table[$0 + 1] }
        }
        for pair in stride(from: 0, to: table.count - 1, by: 2) {
            for value in [table[pair] &- 1, table[pair], table[pair + 1], table[pair + 1] &+ 1] {
                #expect(CharacterWidth.ranges(table, contain: value) == linear(value))
            }
        }
        #expect(!CharacterWidth.ranges([], contain: 0x41))
        #expect(!CharacterWidth.ranges(table, contain: 0))
        #expect(!CharacterWidth.ranges(table, contain: UInt32.max))
    }
}
