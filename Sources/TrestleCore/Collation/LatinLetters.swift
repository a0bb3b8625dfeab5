/// The plain letters A–Z a Latin code point is written on: `É` → E, `ø` → O, `Æ` → A E.
///
/// An alphabetical index files accented letters under their base letter, and sorts them with it
/// before the accent counts. ASCII letters are answered by arithmetic; the accented letters of
/// the Latin blocks (Latin-1 Supplement, Extended-A and -B, Extended Additional, Extended-C and
/// -D, and the fullwidth forms) come from a table built once, on first use, from the Unicode
/// names of its code points: "LATIN CAPITAL LETTER O WITH STROKE" is an O, "LATIN SMALL LETTER
/// DZ" is a D then a Z, "LATIN CAPITAL LIGATURE OE" an O then an E. Letters whose names do not spell them get their usual transliteration
/// (ß → SS, Þ → TH, Ð → D, ı → I, ĸ → K, ŋ → N, ſ → S). Anything else (a schwa, a turned letter,
/// every other script) has no base letter.
///
/// Each table entry is one `UInt32`: bits 0–4 hold the first letter plus one, bits 5–9 the second
/// letter plus one (0: none), bit 10 is set for uppercase, and bits 11–31 hold the code point's
/// lowercase form (for ordering accents case-insensitively).
package enum LatinLetters {
    /// The first base letter of `value`, 0 for A … 25 for Z, or `nil` when it has none.
    ///
    /// - Complexity: O(1); no allocation.
    @inline(__always)
    package static func firstLetter(of value: UInt32) -> Int? {
        // ASCII letters, the common case, without touching the table.
        if value < 0x80 {
            let upper = value & ~0x20
            return upper >= 0x41 && upper <= 0x5A ? Int(upper - 0x41) : nil
        }
        guard let entry = entry(for: value), entry & 0x1F != 0 else { return nil }
        return Int(entry & 0x1F) - 1
    }

    /// The table entry for `value` (see ``LatinLetters``), or `nil` outside the Latin blocks.
    @inline(__always)
    package static func entry(for value: UInt32) -> UInt32? {
        guard value >= 0xC0 else { return nil }
        for block in table.blocks where value >= block.first && value <= block.last {
            return table.entries[block.offset + Int(value - block.first)]
        }
        return nil
    }

    /// Calls `body` with each base letter of `value` (one or two; none when it has no letter),
    /// its uppercase flag and its lowercase code point.
    package static func forEachLetter(of value: UInt32, _ body: (_ letter: Int, _ isUppercase: Bool, _ lowercase: UInt32) -> Void) {
        if value < 0x80 {
            let upper = value & ~0x20
            if upper >= 0x41 && upper <= 0x5A { body(Int(upper - 0x41), value == upper, value | 0x20) }
            return
        }
        guard let entry = entry(for: value), entry & 0x1F != 0 else { return }
        let isUppercase = entry & 0x400 != 0
        let lowercase = entry >> 11
        body(Int(entry & 0x1F) - 1, isUppercase, lowercase)
        let second = (entry >> 5) & 0x1F
        if second != 0 { body(Int(second) - 1, isUppercase, lowercase) }
    }

    // MARK: The table

    /// The code point ranges the table covers and where each starts in `entries`.
    struct Table: Sendable {
        var blocks: [(first: UInt32, last: UInt32, offset: Int)] = []
        var entries: [UInt32] = []
    }

    /// The Latin blocks with letters that carry accents or are written on a plain letter.
    static let coveredBlocks: [ClosedRange<UInt32>] = [
        0x00C0...0x024F,   // Latin-1 Supplement letters, Latin Extended-A and -B
        0x1E00...0x1EFF,   // Latin Extended Additional
        0x2C60...0x2C7F,   // Latin Extended-C
        0xA720...0xA7FF,   // Latin Extended-D
        0xFF21...0xFF5A,   // fullwidth A–Z and a–z
    ]

    /// Letters whose Unicode names do not spell the letters they are filed under.
    static let transliterations: [String: String] = [
        "SHARP S": "SS", "THORN": "TH", "ETH": "D", "DOTLESS I": "I", "KRA": "K", "ENG": "N",
        "LONG S": "S",
    ]

    /// Built once, the first time a non-ASCII letter is looked up (Swift initialises a static
    /// property lazily and exactly once, from any thread).
    static let table: Table = {
        var table = Table()
        for block in coveredBlocks {
            table.blocks.append((block.lowerBound, block.upperBound, table.entries.count))
            for value in block {
                table.entries.append(Unicode.Scalar(value).map(entry(describing:)) ?? 0)
            }
        }
        return table
    }()

    /// The table entry for `scalar`, from its Unicode name.
    static func entry(describing scalar: Unicode.Scalar) -> UInt32 {
        guard let name = scalar.properties.name else { return 0 }
        var rest = Substring(name)
        if rest.hasPrefix("FULLWIDTH ") { rest = rest.dropFirst("FULLWIDTH ".count) }
        let isUppercase: Bool
        // Ligatures (Œ, Ĳ) are spelled like letters: "LATIN CAPITAL LIGATURE OE".
        if let prefix = ["LATIN CAPITAL LETTER ", "LATIN CAPITAL LIGATURE "].first(where: rest.hasPrefix) {
            isUppercase = true
            rest = rest.dropFirst(prefix.count)
        } else if let prefix = ["LATIN SMALL LETTER ", "LATIN SMALL LIGATURE "].first(where: rest.hasPrefix) {
            isUppercase = false
            rest = rest.dropFirst(prefix.count)
        } else {
            return 0
        }
        // "O WITH STROKE" → "O"; "D WITH SMALL LETTER Z WITH CARON" → "D"; "DZ" → "DZ".
        let word = rest.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        var letters = word
        if word.count > 2 || !word.allSatisfy({ $0 >= "A" && $0 <= "Z" }) {
            guard let known = transliterations.first(where: { rest.hasPrefix($0.key) && (rest.count == $0.key.count || rest.dropFirst($0.key.count).hasPrefix(" ")) })
            else { return 0 }
            letters = known.value
        }
        let indices = letters.unicodeScalars.map { $0.value - 0x41 + 1 }
        let lowercase = scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value
        var entry = indices[0]
        if indices.count > 1 { entry |= indices[1] << 5 }
        if isUppercase { entry |= 0x400 }
        return entry | lowercase << 11
    }
}
