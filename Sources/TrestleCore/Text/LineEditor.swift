import Foundation

/// One line of editable text with a caret and a selection, counted in grapheme clusters
/// (`Character`s): the model behind a text field.
///
/// The selection runs from ``anchor`` (where it started) to ``head`` (where the caret is); they
/// are equal when nothing is selected. Moving the caret by one steps over one `Character`, so a
/// Hangul syllable, an emoji sequence or a letter with combining accents is passed over whole,
/// never split.
///
/// Edits are planned, not applied: each editing command returns a ``Replacement`` — the
/// characters it would replace and the text it would put there — so a text field can ask its
/// delegate (in UTF-16 units, as UIKit does) before calling ``apply(_:)``.
///
/// - Complexity: Every operation is O(n) in the length of the line, which a one-line field keeps
///   short.
public struct LineEditor: Sendable, Hashable {
    /// The text.
    public private(set) var text: String
    /// Where the selection started, in characters from the start.
    public private(set) var anchor: Int
    /// Where the caret is, in characters from the start.
    public private(set) var head: Int

    /// A line holding `text`, with the caret at its end.
    public init(text: String = "") {
        self.text = text
        let count = text.count
        anchor = count
        head = count
    }

    /// The number of characters.
    public var count: Int { text.count }

    /// The selected characters, from the lower of ``anchor`` and ``head`` to the higher.
    public var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// Whether some text is selected.
    public var hasSelection: Bool { anchor != head }

    /// Replaces the whole text, putting the caret at its end (as setting a text field's text does).
    public mutating func setText(_ newText: String) {
        text = newText
        anchor = newText.count
        head = anchor
    }

    /// Selects `range` (clamped to the text); the caret goes to its upper bound.
    public mutating func select(_ range: Range<Int>) {
        let count = self.count
        anchor = min(max(0, range.lowerBound), count)
        head = min(max(anchor, range.upperBound), count)
    }

    // MARK: Caret movement

    /// Moves the caret to `offset` (clamped); with `extending`, the anchor stays and the selection
    /// grows or shrinks.
    public mutating func moveCaret(to offset: Int, extending: Bool = false) {
        head = min(max(0, offset), count)
        if !extending { anchor = head }
    }

    /// Moves one character left. Without `extending`, a selection collapses to its start instead.
    public mutating func moveLeft(extending: Bool = false) {
        if !extending && hasSelection {
            moveCaret(to: selection.lowerBound)
        } else {
            moveCaret(to: head - 1, extending: extending)
        }
    }

    /// Moves one character right. Without `extending`, a selection collapses to its end instead.
    public mutating func moveRight(extending: Bool = false) {
        if !extending && hasSelection {
            moveCaret(to: selection.upperBound)
        } else {
            moveCaret(to: head + 1, extending: extending)
        }
    }

    /// Moves to the start of the word before the caret (a word runs to the next white space or
    /// punctuation).
    public mutating func moveWordLeft(extending: Bool = false) {
        moveCaret(to: wordStart(before: head), extending: extending)
    }

    /// Moves past the end of the word after the caret.
    public mutating func moveWordRight(extending: Bool = false) {
        moveCaret(to: wordEnd(after: head), extending: extending)
    }

    // MARK: Planning edits

    /// A planned edit: the characters `range` are to be replaced by `replacement`.
    public struct Replacement: Sendable, Hashable {
        /// The characters replaced, in character offsets.
        public var range: Range<Int>
        /// The text put in their place.
        public var replacement: String

        /// A plan to replace the characters `range` with `replacement`.
        public init(range: Range<Int>, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// Typing or pasting `string`: it replaces the selection (or goes in at the caret).
    public func inserting(_ string: String) -> Replacement {
        Replacement(range: selection, replacement: string)
    }

    /// Backspace: removes the selection, else the character before the caret; `nil` at the start.
    public func deletingBackward() -> Replacement? {
        if hasSelection { return Replacement(range: selection, replacement: "") }
        guard head > 0 else { return nil }
        return Replacement(range: (head - 1)..<head, replacement: "")
    }

    /// Delete (forward): removes the selection, else the character after the caret; `nil` at the end.
    public func deletingForward() -> Replacement? {
        if hasSelection { return Replacement(range: selection, replacement: "") }
        guard head < count else { return nil }
        return Replacement(range: head..<(head + 1), replacement: "")
    }

    /// A terminal's Ctrl-W: removes the selection, else the word before the caret and the spaces
    /// after it; `nil` at the start.
    public func deletingWordBackward() -> Replacement? {
        if hasSelection { return Replacement(range: selection, replacement: "") }
        let start = wordStart(before: head)
        guard start < head else { return nil }
        return Replacement(range: start..<head, replacement: "")
    }

    /// A terminal's Ctrl-U: removes everything before the caret (and the selection); `nil` when
    /// there is nothing.
    public func deletingToStart() -> Replacement? {
        let end = selection.upperBound
        guard end > 0 else { return nil }
        return Replacement(range: 0..<end, replacement: "")
    }

    /// A terminal's Ctrl-K: removes everything after the caret (and the selection); `nil` when
    /// there is nothing.
    public func deletingToEnd() -> Replacement? {
        let start = selection.lowerBound
        guard start < count else { return nil }
        return Replacement(range: start..<count, replacement: "")
    }

    /// Carries out `edit`: the text changes and the caret goes after the inserted text.
    public mutating func apply(_ edit: Replacement) {
        let lower = index(at: edit.range.lowerBound)
        let upper = index(at: edit.range.upperBound)
        let caretUTF8 = text.utf8.distance(from: text.startIndex, to: lower) + edit.replacement.utf8.count
        text.replaceSubrange(lower..<upper, with: edit.replacement)
        // The inserted text may join with its neighbours into fewer characters (a combining mark
        // after a letter): count what precedes the caret anew.
        let caretIndex = text.utf8.index(text.startIndex, offsetBy: caretUTF8)
        let caret = text[..<caretIndex].count
        anchor = caret
        head = caret
    }

    // MARK: UTF-16 offsets

    /// The UTF-16 range (UIKit's `NSRange` units) of the characters `range`.
    public func utf16Range(of range: Range<Int>) -> NSRange {
        let lower = index(at: range.lowerBound)
        let upper = index(at: range.upperBound)
        let location = text.utf16.distance(from: text.startIndex, to: lower)
        return NSRange(location: location, length: text.utf16.distance(from: lower, to: upper))
    }

    /// The characters covering the UTF-16 range `range`, widened to whole characters; `nil` when it
    /// lies outside the text.
    public func characterRange(of range: NSRange) -> Range<Int>? {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= text.utf16.count else { return nil }
        let lowerUTF16 = text.utf16.index(text.startIndex, offsetBy: range.location)
        let upperUTF16 = text.utf16.index(lowerUTF16, offsetBy: range.length)
        let lower = text[..<lowerUTF16].count
        var upper = text[..<upperUTF16].count
        // An offset inside a character counts that character in.
        if text.index(text.startIndex, offsetBy: upper) < upperUTF16 { upper += 1 }
        return lower..<max(lower, upper)
    }

    /// The string index of character offset `offset`.
    public func index(at offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, offset), count))
    }

    // MARK: Words

    private static func isWordCharacter(_ character: Character) -> Bool {
        !(character.isWhitespace || (character.isPunctuation && character != "'" && character != "’") || character.isSymbol)
    }

    /// The start of the word before `offset`, skipping the separators right before it.
    private func wordStart(before offset: Int) -> Int {
        let characters = Array(text)
        var position = min(offset, characters.count)
        while position > 0, !Self.isWordCharacter(characters[position - 1]) { position -= 1 }
        while position > 0, Self.isWordCharacter(characters[position - 1]) { position -= 1 }
        return position
    }

    /// The end of the word after `offset`, skipping the separators right after it.
    private func wordEnd(after offset: Int) -> Int {
        let characters = Array(text)
        var position = max(0, offset)
        while position < characters.count, !Self.isWordCharacter(characters[position]) { position += 1 }
        while position < characters.count, Self.isWordCharacter(characters[position]) { position += 1 }
        return position
    }
}
