import Foundation
import Testing
import TrestleCore

@Suite("Line editor")
struct LineEditorTests {
    @Test("UTF-16 ranges and character ranges convert both ways, widening to whole characters")
    func utf16Conversion() {
        let editor = LineEditor(text: "a😀한e\u{301}z")
        #expect(editor.count == 5)
        #expect(editor.utf16Range(of: 1..<2) == NSRange(location: 1, length: 2))
        #expect(editor.utf16Range(of: 3..<4) == NSRange(location: 4, length: 2))
        #expect(editor.characterRange(of: NSRange(location: 1, length: 2)) == 1..<2)
        #expect(editor.characterRange(of: NSRange(location: 2, length: 1)) == 1..<2)   // half an emoji: all of it
        #expect(editor.characterRange(of: NSRange(location: 0, length: 99)) == nil)
    }

    @Test("Applying an edit puts the caret after the inserted text, counting characters that join")
    func applyJoins() {
        var editor = LineEditor(text: "cafe")
        editor.apply(editor.inserting("\u{301}"))
        #expect(editor.text == "café")
        #expect(editor.count == 4)
        #expect(editor.head == 4)
        editor.moveCaret(to: 1)
        editor.apply(editor.inserting("XY"))
        #expect(editor.text == "cXYafé")
        #expect(editor.head == 3)
    }

    @Test("Selections extend from the anchor and collapse to their ends")
    func selections() {
        var editor = LineEditor(text: "hello")
        editor.moveLeft(extending: true)
        editor.moveLeft(extending: true)
        #expect(editor.selection == 3..<5)
        editor.moveLeft()
        #expect(editor.selection == 3..<3)
        editor.moveCaret(to: 5, extending: true)
        editor.moveRight()
        #expect(editor.head == 5)
        #expect(!editor.hasSelection)
    }

    @Test("Word deletion skips the separators before the caret, then the word", arguments: [
        ("one two", "one "), ("one two  ", "one "), ("path/to/file", "path/to/"), ("don't", ""), ("", ""),
    ])
    func wordDeletion(text: String, kept: String) {
        var editor = LineEditor(text: text)
        if let edit = editor.deletingWordBackward() { editor.apply(edit) }
        #expect(editor.text == kept)
    }
}
