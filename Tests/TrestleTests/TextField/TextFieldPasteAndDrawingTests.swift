import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UITextField: paste and drawing")
struct TextFieldPasteAndDrawingTests {
    @Test("Pasted text goes in as one change at the caret, asked of the delegate once")
    func pasteIsOneChange() {
        let screen = FieldScreen(width: 30)
        let log = TextFieldLog(screen.field)
        screen.field.becomeFirstResponder()
        screen.host.type("[]")
        screen.host.press(.left)
        log.clear()
        #expect(screen.host.paste("pasted"))
        #expect(log.calls == ["change {1, 0} 'pasted'", "editingChanged", "selection"])
        #expect(screen.field.text == "[pasted]")
    }

    @Test("Line breaks and tabs in pasted text become spaces, a final line break goes, control characters go")
    func pasteIsCleaned() {
        let screen = FieldScreen(width: 60)
        screen.field.becomeFirstResponder()
        screen.host.paste("line one\r\nline two\tend\u{1B}[31m red\u{07}\u{7F}\u{9B}2J\n")
        #expect(screen.field.text == "line one line two end[31m red2J")
        #expect(screen.line == "line one line two end[31m red2J")
    }

    @Test("Quotes, %, _, backslashes and Korean in pasted text are kept as text", arguments: [
        #"it's "quoted""#, "100% _under_score_", #"C:\path\to\file"#, "한국어 텍스트", "'; DROP TABLE cities; --",
    ])
    func pasteKeepsText(text: String) {
        let screen = FieldScreen(width: 40)
        screen.field.becomeFirstResponder()
        screen.host.paste(text)
        #expect(screen.field.text == text)
    }

    @Test("A vetoed paste changes nothing; pasted text never reaches the key commands")
    func pasteVetoedAndNotCommands() {
        let screen = FieldScreen(width: 30)
        let log = TextFieldLog(screen.field)
        screen.field.becomeFirstResponder()
        log.allowsChange = { _, string in string.count < 5 }
        screen.host.paste("xxxxxxxx")
        #expect(screen.field.text == "")
        #expect(screen.container.runs == 0)
        screen.host.paste("xx")
        #expect(screen.field.text == "xx")
        #expect(screen.container.runs == 0)
    }

    @Test("The placeholder shows, dimmed, while the text is empty; the caret precedes it while editing")
    func placeholder() {
        let screen = FieldScreen { $0.placeholder = "Search" }
        #expect(screen.line == "Search")
        #expect(screen.host.styledScreen()[1][0].attributes.isDim)
        #expect(screen.invertedColumns.isEmpty)
        screen.field.becomeFirstResponder()
        #expect(screen.line == " Search")
        #expect(screen.invertedColumns == [0])
        screen.host.type("a")
        #expect(screen.line == "a")
        #expect(!screen.host.styledScreen()[1][0].attributes.isDim)
    }

    @Test("The caret is a cell in reverse video, shown only while editing; the host parks its cursor there")
    func caret() {
        let screen = FieldScreen { $0.text = "abc" }
        #expect(screen.invertedColumns.isEmpty)
        #expect(screen.host.window.keyboardCursorPosition == nil)
        screen.field.becomeFirstResponder()
        #expect(screen.invertedColumns == [3])
        screen.host.press(.left)
        #expect(screen.invertedColumns == [2])
        #expect(screen.host.styledScreen()[1][2].cell == .glyph("c"))
        #expect(screen.host.window.keyboardCursorPosition == CGPoint(x: 2, y: 1))
    }

    @Test("textAlignment centres or right-aligns text that fits", arguments: [
        (NSTextAlignment.natural, "ab"), (.center, "         ab"), (.right, "                  ab"),
    ])
    func alignment(alignment: NSTextAlignment, line: String) {
        let screen = FieldScreen { field in
            field.text = "ab"
            field.textAlignment = alignment
        }
        #expect(screen.line == line)
    }

    @Test("A left view sits at the leading edge with a column before the text")
    func leftView() {
        let screen = FieldScreen { field in
            field.leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
            field.leftViewMode = .always
            field.placeholder = "Find"
        }
        #expect(screen.line == "⌕ Find")
    }
}
