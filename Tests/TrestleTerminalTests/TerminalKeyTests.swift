import Testing
import Trestle
import TrestleTerminal

@MainActor
@Suite("Terminal keys as UIKit keys")
struct TerminalKeyTests {
    @Test("Terminal keys become UIKit keys: arrows, Return, Ctrl-letters, F-keys")
    func keyConversion() {
        #expect(TerminalKey(.down).uiKey.keyCode == .keyboardDownArrow)
        #expect(TerminalKey(.enter).uiKey.keyCode == .keyboardReturnOrEnter)
        let control = TerminalKey(.character("f"), modifiers: .control).uiKey
        #expect(control.modifierFlags == .control && control.charactersIgnoringModifiers == "f" && control.characters.isEmpty)
        #expect(TerminalKey(.character("G")).uiKey.characters == "G")
        #expect(TerminalKey(.function(5)).uiKey.keyCode == .keyboardF(5))
        #expect(TerminalKey(.escape).uiKey.keyCode == .keyboardEscape)
    }
}
