import Foundation
import Testing
import Trestle
import TrestleCore
@testable import TrestleTerminal

@MainActor
@Suite("Terminal host: text fields")
struct TerminalTextFieldTests {
    /// A terminal host showing an editing text field on its first line.
    func editingField() -> (TerminalApplicationHarness, UITextField) {
        let harness = TerminalApplicationHarness(rows: ["one", "two"])
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        harness.app.window.addSubview(field)
        field.becomeFirstResponder()
        harness.app.drawFrame()
        return (harness, field)
    }

    @Test("A bracketed paste goes into the editing field as one cleaned change, its escape sequence as text")
    func pasteIntoField() {
        let (harness, field) = editingField()
        var changes: [String] = []
        field.addAction(UIAction { _ in changes.append(field.text ?? "") }, for: .editingChanged)
        harness.app.handle(.paste("서울\u{1B}]52;c;aGk=\u{07} q\r\n"))
        #expect(field.text == "서울]52;c;aGk= q")
        #expect(changes == ["서울]52;c;aGk= q"])
        #expect(harness.app.snapshotLines()[0].hasPrefix("서울]52;c;aGk= q"))
    }

    @Test("q and ? typed into an editing field are text, not the host's quit and help keys")
    func typedKeysAreText() {
        let (harness, field) = editingField()
        harness.type("q?")
        #expect(field.text == "q?")
        #expect(harness.app.helpView == nil)
    }

    @Test("The caret cell is written in reverse video (SGR 7) and the cursor parked on it")
    func caretInReverseVideo() {
        let (harness, field) = editingField()
        harness.written.removeAll()
        harness.type("ab")
        #expect(field.text == "ab")
        // Some SGR sequence of the frame sets parameter 7 (reverse video).
        let parameters = harness.text.components(separatedBy: "\u{1B}[").dropFirst()
            .filter { $0.contains("m") }
            .map { $0.prefix { $0 != "m" }.split(separator: ";").map(String.init) }
        #expect(parameters.contains { $0.contains("7") }, "\(harness.text.debugDescription)")
        #expect(harness.text.hasSuffix("\u{1B}[1;3H"))
    }
}
