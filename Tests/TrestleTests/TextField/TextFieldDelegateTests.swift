import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UITextField: delegate and events")
struct TextFieldDelegateTests {
    @Test("A click begins editing: shouldBegin, then didBegin, then editingDidBegin")
    func beginOrder() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        screen.click(at: 3)
        #expect(log.calls == ["shouldBegin", "didBegin", "editingDidBegin"])
        #expect(screen.field.isEditing)
        #expect(screen.field.isFirstResponder)
    }

    @Test("textFieldShouldBeginEditing returning false keeps the field from editing, and keys go past it")
    func beginVetoed() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        log.allowsBeginning = false
        screen.click(at: 3)
        #expect(log.calls == ["shouldBegin"])
        #expect(!screen.field.isEditing)
        #expect(!screen.field.isFirstResponder)
        #expect(!screen.field.becomeFirstResponder())
        #expect(!screen.host.press(.character("a")))
        #expect(screen.field.text == "")
    }

    @Test("Typing offers each character to shouldChangeCharacters and sends editingChanged, never valueChanged")
    func typingEvents() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        screen.field.becomeFirstResponder()
        log.clear()
        screen.host.type("ab")
        #expect(log.calls == ["change {0, 0} 'a'", "editingChanged", "selection", "change {1, 0} 'b'", "editingChanged", "selection"])
        #expect(log.changedTexts == ["a", "ab"])
        #expect(screen.field.text == "ab")
    }

    @Test("shouldChangeCharacters can veto a change: a field that takes digits only")
    func changeVetoed() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        log.allowsChange = { _, string in string.allSatisfy(\.isNumber) }
        screen.field.becomeFirstResponder()
        screen.host.type("1a2b3")
        #expect(screen.field.text == "123")
        #expect(log.changedTexts == ["1", "12", "123"])
        screen.host.press(.backspace)
        #expect(screen.field.text == "12")          // a deletion's replacement is "", which passes
    }

    @Test("The ranges given to the delegate count UTF-16 code units, as NSRange does")
    func utf16Ranges() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        screen.field.becomeFirstResponder()
        screen.host.type("😀한a")
        log.clear()
        screen.host.press(.backspace)
        screen.host.press(.backspace)
        screen.host.press(.backspace)
        #expect(log.calls.filter { $0.hasPrefix("change") } == ["change {3, 1} ''", "change {2, 1} ''", "change {0, 2} ''"])
        #expect(screen.field.text == "")
    }

    @Test("Setting the text in code sends no event and asks nothing")
    func textInCode() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        screen.field.becomeFirstResponder()
        log.clear()
        screen.field.text = "set in code"
        #expect(log.calls.isEmpty)
        #expect(screen.line == "set in code")
        screen.host.type("!")
        #expect(screen.field.text == "set in code!")       // the caret went to the end
    }

    @Test("Resigning asks shouldEnd, then didEnd, then editingDidEnd; shouldEnd returning false keeps editing")
    func endOrder() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        screen.field.becomeFirstResponder()
        log.clear()
        log.allowsEnding = false
        #expect(!screen.field.resignFirstResponder())
        #expect(screen.field.isEditing)
        #expect(log.calls == ["shouldEnd"])
        log.allowsEnding = true
        log.clear()
        #expect(screen.field.resignFirstResponder())
        #expect(log.calls == ["shouldEnd", "didEnd", "editingDidEnd"])
        #expect(!screen.field.isEditing)
    }

    @Test("A field removed from the window stops editing without being asked")
    func removedFromWindow() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        screen.field.becomeFirstResponder()
        log.clear()
        screen.field.removeFromSuperview()
        #expect(log.calls == ["didEnd", "editingDidEnd"])
        #expect(!screen.field.isEditing)
    }

    // MARK: Return

    @Test("Return asks shouldReturn, then sends editingDidEndOnExit, and a handler for it ends editing")
    func returnWithHandler() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field, recordsReturnEvent: true)
        screen.field.becomeFirstResponder()
        log.clear()
        screen.host.press(.enter)
        #expect(log.calls == ["shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd"])
        #expect(!screen.field.isEditing)
    }

    @Test("Without a handler for editingDidEndOnExit, Return leaves the field editing; shouldReturn false sends nothing")
    func returnWithoutHandler() {
        let screen = FieldScreen()
        let log = TextFieldLog(screen.field)
        var exits = 0
        screen.field.becomeFirstResponder()
        log.clear()
        #expect(screen.host.press(.enter))
        #expect(log.calls == ["shouldReturn"])
        #expect(screen.field.isEditing)

        screen.field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        log.allowsReturn = false
        screen.host.press(.enter)
        #expect(exits == 0)
        #expect(screen.field.isEditing)
        log.allowsReturn = true
        screen.host.press(.enter)
        #expect(exits == 1)
        #expect(!screen.field.isEditing)
    }

    // MARK: The clear button

    @Test("clearButtonMode decides when the clear button shows; it shows only with text", arguments: [
        (UITextField.ViewMode.never, false, false),
        (.whileEditing, true, false),
        (.unlessEditing, false, true),
        (.always, true, true),
    ])
    func clearButtonModes(mode: UITextField.ViewMode, whileEditing: Bool, whileNotEditing: Bool) {
        let screen = FieldScreen(width: 12) { $0.clearButtonMode = mode }
        #expect(!screen.line.contains("⊗"))         // no text
        screen.field.text = "abc"
        #expect(screen.line.hasSuffix("⊗") == whileNotEditing)
        screen.field.becomeFirstResponder()
        #expect(screen.line.hasSuffix("⊗") == whileEditing)
    }

    @Test("A click on the clear button asks shouldClear, empties the field and sends editingChanged, without shouldChangeCharacters")
    func clearButtonClick() {
        let screen = FieldScreen(width: 12) { $0.clearButtonMode = .whileEditing }
        let log = TextFieldLog(screen.field)
        screen.field.becomeFirstResponder()
        screen.host.type("abc")
        #expect(screen.line == "abc        ⊗")
        log.clear()
        screen.click(at: 11)
        #expect(log.calls == ["shouldClear", "editingChanged", "selection"])
        #expect(screen.field.text == "")
        #expect(screen.field.isEditing)
        #expect(!screen.line.contains("⊗"))
    }

    @Test("textFieldShouldClear returning false keeps the text")
    func clearVetoed() {
        let screen = FieldScreen(width: 12) { $0.clearButtonMode = .always }
        let log = TextFieldLog(screen.field)
        log.allowsClearing = false
        screen.field.text = "keep"
        screen.click(at: 11)
        #expect(log.calls == ["shouldBegin", "didBegin", "editingDidBegin", "shouldClear"])
        #expect(screen.field.text == "keep")
    }

    // MARK: Keys and the responder chain

    @Test("While editing, typed keys go into the field before the key commands of the responder chain")
    func keysBeforeKeyCommands() {
        let screen = FieldScreen()
        screen.field.becomeFirstResponder()
        screen.host.press(.character("g"), modifiers: .control)
        #expect(screen.container.controlGRuns == 1)          // the chain's commands are reached…
        screen.host.type("xx")
        #expect(screen.field.text == "xx")                   // …but typing comes first
        #expect(screen.container.runs == 0)
    }

    @Test("Keys the field does not edit with — ↑, ↓, Esc, Tab — travel on up the responder chain")
    func otherKeysTravelOn() {
        let screen = FieldScreen()
        screen.field.becomeFirstResponder()
        #expect(!screen.host.press(.up))
        #expect(!screen.host.press(.down))
        #expect(!screen.host.press(.escape))
        #expect(!screen.host.press(.tab))
        #expect(screen.host.press(.left))
        #expect(screen.field.isEditing)
    }

    @Test("A disabled field cannot begin editing")
    func disabled() {
        let screen = FieldScreen { $0.isEnabled = false }
        screen.click(at: 2)
        #expect(!screen.field.becomeFirstResponder())
        #expect(!screen.field.isEditing)
    }
}
