/// The sections of an alphabetical index — the titles and which one a string is filed under — for
/// one alphabet.
///
/// - ``Alphabet/latin``: A … Z, then `#`. A string goes under the base letter of its first code
///   point (`É` under E, see ``LatinLetters``); one that starts with a digit, a symbol, an emoji,
///   a letter of another script, or is empty goes under `#`.
/// - ``Alphabet/korean``: ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ (see ``HangulInitials``), then A … Z, then
///   `#`. Hangul goes under its initial consonant, Latin as in the Latin index, anything else
///   under `#`.
///
/// Only the first code point is read: a combining accent after a plain letter (`E` + U+0301)
/// does not change its section.
package struct AlphabeticIndex: Sendable, Equatable {
    /// The alphabets Trestle has an index for.
    package enum Alphabet: Sendable, Equatable {
        /// A–Z and `#`.
        case latin
        /// The 14 Hangul initial consonants, then A–Z and `#`.
        case korean
    }

    /// The alphabet this index files strings by.
    package let alphabet: Alphabet
    /// The title of each section, in order; the last is `#`.
    package let sectionTitles: [String]
    /// The first Latin letter's section.
    let latinOffset: Int

    /// The Latin index, made once and shared.
    package static let latin = AlphabeticIndex(alphabet: .latin)
    /// The Korean index, made once and shared.
    package static let korean = AlphabeticIndex(alphabet: .korean)

    /// The 26 Latin section titles.
    static let latinTitles = (0..<26).map { String(Unicode.Scalar(UInt8(0x41 + $0))) }

    package init(alphabet: Alphabet) {
        self.alphabet = alphabet
        switch alphabet {
        case .latin:
            latinOffset = 0
            sectionTitles = Self.latinTitles + ["#"]
        case .korean:
            latinOffset = HangulInitials.sectionTitles.count
            sectionTitles = HangulInitials.sectionTitles + Self.latinTitles + ["#"]
        }
    }

    /// The `#` section: everything that is not a letter of the alphabet.
    package var otherSection: Int { sectionTitles.count - 1 }

    /// The section `string` is filed under.
    ///
    /// - Complexity: O(1): only the first code point is decoded; no allocation.
    @inline(__always)
    package func section(for string: String) -> Int {
        guard let first = string.unicodeScalars.first else { return otherSection }
        return section(forFirstScalar: first.value)
    }

    /// The section of a string whose first code point is `value`.
    @inline(__always)
    package func section(forFirstScalar value: UInt32) -> Int {
        if alphabet == .korean, value >= 0x1100, let section = HangulInitials.section(of: value) {
            return section
        }
        if let letter = LatinLetters.firstLetter(of: value) {
            return latinOffset + letter
        }
        return otherSection
    }
}
