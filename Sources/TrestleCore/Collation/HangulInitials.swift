/// The initial consonant (choseong) a Hangul code point begins with, and the Korean index section
/// it is filed under.
///
/// A precomposed syllable (U+AC00–U+D7A3) is numbered initial × 588 + vowel × 28 + final, so its
/// initial is `(code − 0xAC00) / 588`, one of the 19 initials in dictionary order:
/// ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ. A Korean index has 14 sections, one per single
/// consonant; a double consonant is filed with its single one (ㄲ with ㄱ, ㄸ with ㄷ, ㅃ with ㅂ,
/// ㅆ with ㅅ, ㅉ with ㅈ), as iOS's Korean index does. A bare consonant — a compatibility jamo
/// (ㄱ U+3131 …) or a conjoining initial (ᄀ U+1100 …) — is filed under itself; a consonant
/// cluster that can only end a syllable (ㄳ, ㄺ …) under its first consonant.
package enum HangulInitials {
    /// The 14 section titles of the Korean index, one per single consonant.
    package static let sectionTitles = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]

    /// The first precomposed syllable, 가.
    static let firstSyllable: UInt32 = 0xAC00
    /// The last precomposed syllable, 힣.
    static let lastSyllable: UInt32 = 0xD7A3
    /// The syllables that share an initial: 21 vowels × 28 finals.
    static let syllablesPerInitial: UInt32 = 588

    /// The section of each of the 19 initials: doubles go with their single consonant.
    static let sectionOfInitial: [UInt8] = [0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 8, 9, 10, 11, 12, 13]

    /// The initial (0–18) of each compatibility consonant jamo U+3131–U+314E, the clusters by
    /// their first consonant.
    static let initialOfCompatibilityJamo: [UInt8] = [
        0, 1, 0,                    // ㄱ ㄲ ㄳ
        2, 2, 2,                    // ㄴ ㄵ ㄶ
        3, 4,                       // ㄷ ㄸ
        5, 5, 5, 5, 5, 5, 5, 5,     // ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ
        6, 7, 8, 7,                 // ㅁ ㅂ ㅃ ㅄ
        9, 10, 11, 12, 13, 14, 15, 16, 17, 18,   // ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ
    ]

    /// The initial consonant (0–18) `value` begins with, or `nil` when it is not a syllable or a
    /// consonant jamo (a bare vowel has no initial).
    ///
    /// - Complexity: O(1); no allocation.
    @inline(__always)
    package static func initial(of value: UInt32) -> Int? {
        if value >= firstSyllable && value <= lastSyllable {
            return Int((value - firstSyllable) / syllablesPerInitial)
        }
        if value >= 0x3131 && value <= 0x314E {
            return Int(initialOfCompatibilityJamo[Int(value - 0x3131)])
        }
        // Conjoining initials ᄀ … ᄒ (U+1100–U+1112) are in the initials' own order.
        if value >= 0x1100 && value <= 0x1112 {
            return Int(value - 0x1100)
        }
        return nil
    }

    /// The Korean index section (0–13) of `value`, or `nil` when it has no initial consonant.
    @inline(__always)
    package static func section(of value: UInt32) -> Int? {
        initial(of: value).map { Int(sectionOfInitial[$0]) }
    }

    /// Where `value` sorts among Hangul, or `nil` when it is not a syllable or consonant jamo:
    /// syllables in code point order (which is dictionary order), a bare consonant just before
    /// the first syllable with that initial (ㄱ < 가), a consonant cluster with its first consonant.
    static func order(of value: UInt32) -> UInt32? {
        if value >= firstSyllable && value <= lastSyllable {
            return (value - firstSyllable) * 2 + 1
        }
        return initial(of: value).map { UInt32($0) * syllablesPerInitial * 2 }
    }
}
