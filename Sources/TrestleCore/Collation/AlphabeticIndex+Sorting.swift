import Foundation

/// Ordering strings the way the index's alphabet reads them.
///
/// Strings are compared in three passes, as a collation does: first by their letters alone —
/// ignoring case and accents, so `émile` sorts with `Emile` between `Ella` and `Eric` — then by
/// their accents, then by case (lowercase first). Within the first pass, spaces, punctuation and
/// symbols come first, then digits (by value), then letters: for ``Alphabet/korean``, Hangul
/// (in dictionary order: ㄱ before 가, 각 before 갂, ㄲ after every ㄱ syllable) before Latin; for
/// ``Alphabet/latin``, Latin before every other script. Letters of other scripts are ordered by
/// code point. Strings that are canonically equivalent (`é` and `e` + U+0301) compare equal.
extension AlphabeticIndex {
    /// The order of `strings`: the positions of the strings, first to last. Equal strings keep
    /// their relative order (the sort is stable).
    ///
    /// - Complexity: O(n log n) comparisons of keys made once per string, O(length) each.
    package func sortedPositions(of strings: [String]) -> [Int] {
        let keys = strings.map(sortKey(for:))
        return keys.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if a == b { return left < right }
            return a.lexicographicallyPrecedes(b)
        }
    }

    /// A key whose lexicographic order is the strings' order: the first-pass weights, a 0, the
    /// accent weights, a 0, the case weights. Every weight is at least 1, so a string sorts before
    /// any longer string it begins.
    package func sortKey(for string: String) -> [UInt32] {
        // Canonically equivalent spellings get one key: é and e + U+0301 both become é.
        let normalized = string.utf8.allSatisfy { $0 < 0x80 } ? string : string.precomposedStringWithCanonicalMapping
        var primary: [UInt32] = []
        var secondary: [UInt32] = []
        var tertiary: [UInt32] = []
        primary.reserveCapacity(normalized.utf8.count)
        for scalar in normalized.unicodeScalars {
            let value = scalar.value
            var isLetter = false
            if alphabet == .korean, let order = HangulInitials.order(of: value) {
                primary.append(Weight.hangul + order)
                secondary.append(value + 1)
                tertiary.append(1)
                continue
            }
            LatinLetters.forEachLetter(of: value) { letter, isUppercase, lowercase in
                isLetter = true
                primary.append(Weight.latin + UInt32(letter))
                secondary.append(lowercase + 1)
                tertiary.append(isUppercase ? 2 : 1)
            }
            if isLetter { continue }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // An accent: no letter of its own, it counts in the second pass only.
                secondary.append(Weight.accent + value)
            case .decimalNumber:
                primary.append(Weight.digit + UInt32(properties.numericValue ?? 0))
                secondary.append(value + 1)
                tertiary.append(1)
            default:
                let group = properties.isAlphabetic ? Weight.otherLetter : Weight.symbol
                primary.append(group + value)
                secondary.append(value + 1)
                tertiary.append(properties.isUppercase ? 2 : 1)
            }
        }
        return primary + [0] + secondary + [0] + tertiary
    }

    /// The first-pass weight of each group: spaces and symbols < digits < Hangul < Latin < other
    /// letters. Code points are below 0x110000, so each group's weights stay within its range.
    enum Weight {
        static let symbol: UInt32 = 0x0100_0000
        static let digit: UInt32 = 0x0200_0000
        static let hangul: UInt32 = 0x0300_0000
        static let latin: UInt32 = 0x0400_0000
        static let otherLetter: UInt32 = 0x0500_0000
        /// Accents sort after the unaccented letter (whose second-pass weight is a code point).
        static let accent: UInt32 = 0x0020_0000
    }
}
