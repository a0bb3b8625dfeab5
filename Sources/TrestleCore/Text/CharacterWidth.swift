/// How many terminal columns text occupies.
///
/// Widths come from tables generated from the Unicode Character Database
/// (`CharacterWidth+Table.swift`, written by `Scripts/generate-width-table.py`; see
/// ``unicodeVersion``). One `Character` — one extended grapheme cluster — is measured as a whole:
///
/// - Printable ASCII takes one column. So do control characters: Trestle replaces them with
///   visible placeholders before measuring, so they never reach a terminal as controls.
/// - A cluster made only of zero-width code points (nonspacing and enclosing marks, format
///   characters such as U+200B ZERO WIDTH SPACE and U+200D ZERO WIDTH JOINER, and the combining
///   Hangul vowel and final-consonant jamo) takes no column. U+00AD SOFT HYPHEN is the exception:
///   terminals draw it, in one column.
/// - Any other cluster is as wide as its first code point that is not zero width: two columns for
///   East Asian Wide and Fullwidth characters (Hangul syllables, CJK ideographs, kana, fullwidth
///   forms) and for emoji presented as emoji by default, one otherwise. So "e\u{301}" takes one
///   column, a Hangul syllable spelled as separate jamo (ᄒ + ᅡ + ᆫ) takes two, and a
///   regional-indicator flag pair such as 🇰🇷 takes two.
/// - Emoji sequences follow ``TerminalWidthPolicy/standard``: a text-default emoji followed by
///   U+FE0F (❤️) takes two columns, an emoji followed by U+FE0E takes one, and a ZWJ sequence such
///   as 👩‍💻 is one two-column glyph. Use a ``TerminalWidthPolicy`` value to measure for terminals
///   that draw these differently.
public enum CharacterWidth {
    /// The number of terminal columns `character` occupies under ``TerminalWidthPolicy/standard``:
    /// 0, 1 or 2 (see ``CharacterWidth`` for the rules).
    @inlinable
    public static func terminalColumns(of character: Character) -> Int {
        TerminalWidthPolicy.standard.columns(of: character)
    }

    /// The number of terminal columns `text` occupies under ``TerminalWidthPolicy/standard``:
    /// the sum of its characters' widths.
    @inlinable
    public static func terminalColumns(of text: some StringProtocol) -> Int {
        TerminalWidthPolicy.standard.columns(of: text)
    }

    // MARK: Code point lookups

    /// The width of one code point on its own: 0, 1 or 2.
    @usableFromInline
    static func columns(ofScalar value: UInt32) -> Int {
        // Nothing below U+0300 is wide or zero width (U+00AD SOFT HYPHEN is deliberately one column).
        if value < 0x300 { return 1 }
        if isZeroWidth(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// Whether `value` takes no column of its own (it combines with or formats its neighbours).
    static func isZeroWidth(_ value: UInt32) -> Bool {
        value >= 0x300 && ranges(zeroWidthRanges, contain: value)
    }

    /// Whether `value` takes two columns: East Asian Wide or Fullwidth, or emoji presentation.
    static func isWide(_ value: UInt32) -> Bool {
        value >= 0x1100 && ranges(wideRanges, contain: value)
    }

    /// Whether `value` has the Emoji property (a variation selector can change its presentation).
    static func isEmoji(_ value: UInt32) -> Bool {
        ranges(emojiRanges, contain: value)
    }

    /// Whether `value` is Extended_Pictographic (what a ZWJ emoji sequence joins).
    static func isExtendedPictographic(_ value: UInt32) -> Bool {
        value >= 0xA9 && ranges(extendedPictographicRanges, contain: value)
    }

    /// Binary search of a table of closed ranges stored as sorted `lower, upper` pairs.
    static func ranges(_ table: [UInt32], contain value: UInt32) -> Bool {
        table.withUnsafeBufferPointer { pairs in
            let count = pairs.count / 2
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                if pairs[2 * middle + 1] < value { low = middle + 1 } else { high = middle }
            }
            return low < count && pairs[2 * low] <= value
        }
    }
}

/// How a terminal draws emoji sequences, for measuring text the way that terminal will lay it out.
///
/// Terminals agree on the width of single code points (``CharacterWidth``) but not on emoji
/// sequences. Modern terminals such as kitty, WezTerm, iTerm2 and foot shape a whole grapheme
/// cluster into one glyph; older, `wcwidth`-based ones such as xterm add up code points. The
/// knobs choose between the two per feature; ``standard`` (every knob on) is what
/// `CharacterWidth.terminalColumns(of:)` uses, and ``legacy`` (every knob off)
/// matches `wcwidth`-based terminals.
///
/// Rules that do not depend on the policy: a regional-indicator pair (a flag such as 🇰🇷) takes two
/// columns; so does a lone regional indicator, which Unicode gives the Emoji_Presentation property.
/// An emoji modifier sequence (👍🏽) is as wide as its base.
///
/// Pick a policy from the environment with ``fromEnvironment(_:)``.
public struct TerminalWidthPolicy: Sendable, Hashable {
    /// Whether U+FE0F VARIATION SELECTOR-16 right after a text-default emoji ("❤️", "☺️", "#️⃣")
    /// makes it two columns wide, as terminals that draw it as a color emoji do. When `false`, the
    /// cluster is as wide as its base (one column), as in `wcwidth`-based terminals.
    public var variationSelector16Widens: Bool

    /// Whether U+FE0E VARIATION SELECTOR-15 right after an emoji-presentation emoji ("⌚︎") makes it
    /// one column wide, as terminals that honour text presentation draw it. When `false`, the
    /// cluster is as wide as its base (two columns).
    public var variationSelector15Narrows: Bool

    /// Whether a ZWJ emoji sequence (👩‍💻, 👨‍👩‍👧, ❤️‍🔥) is one two-column glyph. When `false`, it
    /// is the sum of the widths of the emoji the U+200D ZERO WIDTH JOINERs connect (👩‍💻 takes
    /// four columns), as terminals without ZWJ shaping draw them side by side.
    public var zwjSequencesAsOneGlyph: Bool

    /// A policy with the given knobs; the defaults are those of ``standard``.
    public init(variationSelector16Widens: Bool = true,
                variationSelector15Narrows: Bool = true,
                zwjSequencesAsOneGlyph: Bool = true) {
        self.variationSelector16Widens = variationSelector16Widens
        self.variationSelector15Narrows = variationSelector15Narrows
        self.zwjSequencesAsOneGlyph = zwjSequencesAsOneGlyph
    }

    /// Modern terminals (kitty, WezTerm, iTerm2, foot…): variation selectors are honoured and ZWJ
    /// sequences are single glyphs.
    public static let standard = TerminalWidthPolicy()

    /// `wcwidth`-based terminals (xterm and friends): variation selectors are ignored and ZWJ
    /// sequences are drawn emoji by emoji.
    public static let legacy = TerminalWidthPolicy(variationSelector16Widens: false,
                                                   variationSelector15Narrows: false,
                                                   zwjSequencesAsOneGlyph: false)

    /// The environment variable ``fromEnvironment(_:)`` reads.
    public static let environmentVariable = "TRESTLE_EMOJI_WIDTH"

    /// The policy the environment asks for: ``legacy`` when `TRESTLE_EMOJI_WIDTH` is `legacy`
    /// (in any case), ``standard`` otherwise — unset, `standard`, or any other value.
    ///
    /// ```swift
    /// let policy = TerminalWidthPolicy.fromEnvironment(ProcessInfo.processInfo.environment)
    /// ```
    public static func fromEnvironment(_ environment: [String: String]) -> TerminalWidthPolicy {
        let value = environment[environmentVariable].map { String($0.filter { !$0.isWhitespace }).lowercased() }
        return value == "legacy" ? .legacy : .standard
    }

    /// The number of terminal columns `character` occupies under this policy: 0, 1 or 2, or more
    /// for a ZWJ sequence when ``zwjSequencesAsOneGlyph`` is `false`.
    @inlinable
    public func columns(of character: Character) -> Int {
        // Printable ASCII is by far the most common case: one column, no table lookups.
        // (Control characters also take one column: they are drawn as placeholders.)
        if character.asciiValue != nil { return 1 }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        if iterator.next() == nil { return CharacterWidth.columns(ofScalar: first.value) }
        return sequenceColumns(scalars)
    }

    /// The number of terminal columns `text` occupies under this policy: the sum of its
    /// characters' widths.
    @inlinable
    public func columns(of text: some StringProtocol) -> Int {
        // All printable ASCII: one column per byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    // MARK: Sequences

    private static let zeroWidthJoiner: UInt32 = 0x200D

    /// The width of a cluster of two or more code points.
    @usableFromInline
    func sequenceColumns(_ scalars: String.UnicodeScalarView) -> Int {
        var joinsEmoji = false
        var afterJoiner = false
        for scalar in scalars {
            if afterJoiner && CharacterWidth.isExtendedPictographic(scalar.value) {
                joinsEmoji = true
                break
            }
            afterJoiner = scalar.value == Self.zeroWidthJoiner
        }
        guard joinsEmoji else { return segmentColumns(scalars[...]) }
        if zwjSequencesAsOneGlyph { return 2 }
        var total = 0
        var segmentStart = scalars.startIndex
        var index = scalars.startIndex
        while index != scalars.endIndex {
            if scalars[index].value == Self.zeroWidthJoiner {
                total += segmentColumns(scalars[segmentStart..<index])
                segmentStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        return total + segmentColumns(scalars[segmentStart...])
    }

    /// The width of a cluster, or one ZWJ-separated part of one: the width of its first code point
    /// that is not zero width, adjusted by a variation selector right after it.
    private func segmentColumns(_ scalars: Substring.UnicodeScalarView) -> Int {
        var index = scalars.startIndex
        while index != scalars.endIndex && CharacterWidth.isZeroWidth(scalars[index].value) {
            index = scalars.index(after: index)
        }
        guard index != scalars.endIndex else { return 0 }
        let base = scalars[index].value
        let width = CharacterWidth.columns(ofScalar: base)
        let next = scalars.index(after: index)
        if next != scalars.endIndex && CharacterWidth.isEmoji(base) {
            switch scalars[next].value {
            case 0xFE0F where variationSelector16Widens: return 2
            case 0xFE0E where variationSelector15Narrows: return 1
            default: break
            }
        }
        return width
    }
}
