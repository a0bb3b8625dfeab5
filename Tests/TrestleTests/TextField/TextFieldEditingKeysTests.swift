import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UITextField: caret, selection and editing keys")
struct TextFieldEditingKeysTests {
    /// An editing field holding `text`, caret at the end.
    func editing(_ text: String, width: CGFloat = 20) -> FieldScreen {
        let screen = FieldScreen(width: width)
        screen.field.becomeFirstResponder()
        screen.host.type(text)
        return screen
    }

    func selected(_ field: UITextField) -> String? {
        guard let range = field.selectedTextRange, let text = field.text else { return nil }
        return String(text[range])
    }

    @Test("← and → move the caret; typing goes in at the caret")
    func arrows() {
        let screen = editing("abc")
        screen.host.press(.left)
        screen.host.press(.left)
        screen.host.type("X")
        #expect(screen.field.text == "aXbc")
        screen.host.press(.right)
        screen.host.type("Y")
        #expect(screen.field.text == "aXbYc")
    }

    @Test("Home, End, Ctrl-A and Ctrl-E go to the start and the end")
    func homeAndEnd() {
        let screen = editing("middle")
        screen.host.press(.home)
        screen.host.type("<")
        screen.host.press(.end)
        screen.host.type(">")
        screen.host.press(.character("a"), modifiers: .control)
        screen.host.type("[")
        screen.host.press(.character("e"), modifiers: .control)
        screen.host.type("]")
        #expect(screen.field.text == "[<middle>]")
    }

    @Test("Shift-← selects; typing replaces the selection; the delegate hears of each selection change")
    func shiftSelects() {
        let screen = editing("hello world")
        let log = TextFieldLog(screen.field)
        for _ in 0..<5 { screen.host.press(.left, modifiers: .shift) }
        #expect(selected(screen.field) == "world")
        #expect(log.calls == Array(repeating: "selection", count: 5))
        #expect(screen.invertedColumns == Array(6...10))
        screen.host.type("there")
        #expect(screen.field.text == "hello there")
        #expect(selected(screen.field) == "")
    }

    @Test("Shift-Home selects to the start; ← collapses a selection to its start, → to its end")
    func collapse() {
        let screen = editing("abcdef")
        screen.host.press(.left)
        screen.host.press(.home, modifiers: .shift)
        #expect(selected(screen.field) == "abcde")
        screen.host.press(.right)
        screen.host.type("|")
        #expect(screen.field.text == "abcde|f")
        screen.host.press(.left, modifiers: .shift)
        screen.host.press(.left, modifiers: .shift)
        screen.host.press(.left)
        screen.host.type("_")
        #expect(screen.field.text == "abcd_e|f")
    }

    @Test("Backspace deletes before the caret, Delete and Ctrl-D after it; both delete a selection")
    func deleting() {
        let screen = editing("abcdef")
        screen.host.press(.left)
        screen.host.press(.left)
        screen.host.press(.backspace)
        #expect(screen.field.text == "abcef")
        screen.host.press(.delete)
        #expect(screen.field.text == "abcf")
        screen.host.press(.character("d"), modifiers: .control)
        #expect(screen.field.text == "abc")
        screen.host.press(.left)
        screen.host.press(.home, modifiers: .shift)
        screen.host.press(.delete)
        #expect(screen.field.text == "c")
        screen.host.press(.backspace)
        #expect(screen.field.text == "c")            // nothing before the caret
    }

    @Test("Ctrl-W and Alt-Backspace delete a word, Ctrl-U to the start, Ctrl-K to the end")
    func lineEditing() {
        let screen = editing("king's road east")
        screen.host.press(.character("w"), modifiers: .control)
        #expect(screen.field.text == "king's road ")
        screen.host.press(.backspace, modifiers: .alternate)
        #expect(screen.field.text == "king's ")
        screen.host.type("cross road")
        for _ in 0..<5 { screen.host.press(.left) }
        screen.host.press(.character("k"), modifiers: .control)
        #expect(screen.field.text == "king's cross")
        screen.host.press(.left)
        screen.host.press(.character("u"), modifiers: .control)
        #expect(screen.field.text == "s")
    }

    @Test("Alt-← and Alt-→ move by words")
    func wordMoves() {
        let screen = editing("one two three")
        screen.host.press(.left, modifiers: .alternate)
        screen.host.type("_")
        #expect(screen.field.text == "one two _three")
        screen.host.press(.home)
        screen.host.press(.right, modifiers: .alternate)
        screen.host.type("!")
        #expect(screen.field.text == "one! two _three")
    }

    // MARK: Korean and other wide or combined characters

    @Test("Korean text: the caret moves by syllable and 한글 takes two columns each")
    func korean() {
        let screen = editing("한국어")
        #expect(screen.line == "한국어")
        #expect(screen.invertedColumns == [6])       // the caret cell after six columns of text
        screen.host.press(.left)
        #expect(screen.invertedColumns == [4, 5])    // over 어, both its columns
        screen.host.press(.backspace)
        #expect(screen.field.text == "한어")
        screen.host.type("글")
        #expect(screen.field.text == "한글어")
        #expect(screen.line == "한글어")
    }

    @Test("A syllable spelled as jamo, an accented letter and a flag are each one step of the caret")
    func graphemeClusters() {
        let jamo = "\u{1112}\u{1161}\u{11AB}"          // 한 as three combining jamo
        let screen = editing("a\(jamo)e\u{301}🇰🇷")
        #expect(screen.field.text?.count == 4)
        screen.host.press(.left)
        screen.host.press(.backspace)
        #expect(screen.field.text == "a\(jamo)🇰🇷")
        screen.host.press(.backspace)
        #expect(screen.field.text == "a🇰🇷")
    }

    // MARK: Scrolling

    @Test("Long text scrolls sideways to keep the caret in view, by whole characters")
    func scrollsToCaret() {
        let screen = editing("abcdefghijklmno", width: 10)
        #expect(screen.line == "ghijklmno")
        #expect(screen.invertedColumns == [9])
        screen.host.press(.home)
        #expect(screen.line == "abcdefghij")
        #expect(screen.invertedColumns == [0])
        for _ in 0..<12 { screen.host.press(.right) }
        #expect(screen.line == "defghijklm")        // m under the caret at the right edge
        #expect(screen.invertedColumns == [9])
        screen.field.resignFirstResponder()
        #expect(screen.line == "abcdefghij")        // not editing: the start shows
    }

    @Test("Wide characters scroll whole: a syllable never shows half")
    func scrollsWideCharacters() {
        let screen = editing("가나다라마바", width: 7)
        #expect(screen.line == "라마바")              // six columns and the caret
        screen.host.press(.home)
        #expect(screen.line == "가나다")
        #expect(screen.invertedColumns == [0, 1])
    }

    @Test("Deleting from long text brings back the text scrolled off to the left")
    func scrollsBack() {
        let screen = editing("abcdefghijkl", width: 8)
        #expect(screen.line == "fghijkl")
        for _ in 0..<6 { screen.host.press(.backspace) }
        #expect(screen.line == "abcdef")
    }

    // MARK: Clicks

    @Test("A click puts the caret at the character clicked")
    func clickPlacesCaret() {
        let screen = editing("abcdef")
        screen.click(at: 2)
        screen.host.type("^")
        #expect(screen.field.text == "ab^cdef")
        screen.click(at: 15)
        screen.host.type("$")
        #expect(screen.field.text == "ab^cdef$")
    }

    @Test("selectedTextRange is nil while not editing; setting it selects")
    func selectedTextRange() throws {
        let screen = FieldScreen()
        screen.field.text = "select me"
        #expect(screen.field.selectedTextRange == nil)
        screen.field.becomeFirstResponder()
        let text = try #require(screen.field.text)
        screen.field.selectedTextRange = text.index(text.startIndex, offsetBy: 7)..<text.endIndex
        #expect(selected(screen.field) == "me")
        screen.host.type("you")
        #expect(screen.field.text == "select you")
    }
}
