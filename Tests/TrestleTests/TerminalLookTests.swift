import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTerminal
import TrestleTesting

@MainActor
@Suite("How tables look in the terminal")
struct TerminalLookTests {
    @Test("Footers and other secondary text are dim, so they stand apart without colour")
    func secondaryTextIsDim() {
        let data = ListDataSource([["a", "b"]])
        data.footerTitles = ["A footer"]
        let (host, _) = makeTable(data, style: .grouped, size: CGSize(width: 20, height: 6))
        let lines = host.screenLines()
        let footerLine = try! #require(lines.firstIndex { $0.contains("A footer") })
        let styled = host.styledScreen()
        let footerColumn = try! #require(lines[footerLine].firstIndex(of: "A")).utf16Offset(in: lines[footerLine])
        #expect(styled[footerLine][footerColumn].attributes.isDim)
        let rowLine = try! #require(lines.firstIndex { $0.contains(" a") })
        #expect(!styled[rowLine][1].attributes.isDim, "row text is not dim")
    }

    @Test("An inset-grouped section is a rounded box between its header and footer")
    func insetGroupedBox() {
        let data = ListDataSource([["Alpha", "Beta"], ["Gamma"]])
        data.headerTitles = ["First", nil]
        data.footerTitles = [nil, "Last words"]
        let (host, _) = makeTable(data, style: .insetGrouped, size: CGSize(width: 16, height: 12))
        #expect(host.screenLines() == [
            "",
            "   First",
            " ╭────────────╮",
            " │ Alpha      │",
            " │ Beta       │",
            " ╰────────────╯",
            "",
            " ╭────────────╮",
            " │ Gamma      │",
            " ╰────────────╯",
            "   Last words",
            "",
        ])
    }

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
