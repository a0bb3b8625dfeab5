import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTerminal
import TrestleTesting

@MainActor
@Suite("Terminal host input")
struct TerminalApplicationTests {
    let cities = ["Amsterdam", "Berlin", "Cairo", "Jeju", "Quebec", "Seoul"] + (0..<40).map { "row \($0)" }

    @Test("TRESTLE_EMOJI_WIDTH=legacy measures emoji sequences as wcwidth terminals do, in layout, cells and output")
    func legacyEmojiWidth() {
        func columnOfL(_ environment: [String: String]) -> (column: Int?, output: String, policy: TerminalWidthPolicy) {
            let harness = TerminalApplicationHarness(rows: ["❤️ Love", "plain"], environment: environment)
            let row = harness.app.window.styledCells()[0]
            let column = row.firstIndex { $0.cell == .glyph("L") }
            return (column, harness.text, harness.app.screen.metrics.widthPolicy)
        }
        let legacy = columnOfL(["TRESTLE_EMOJI_WIDTH": "legacy"])
        let standard = columnOfL([:])
        #expect(legacy.policy == .legacy)
        #expect(standard.policy == .standard)
        #expect(legacy.column == standard.column.map { $0 - 1 })
        #expect(legacy.output.contains("❤️ Love"))
        #expect(!legacy.output.contains("\u{FFFD}"))
        #expect(!standard.output.contains("\u{FFFD}"))
    }

    @Test("Arrow keys move the table's focus and the hidden cursor is parked on the focused row")
    func cursorParking() {
        let harness = TerminalApplicationHarness(rows: cities)
        harness.written.removeAll()
        harness.key(.down)
        harness.key(.down)
        #expect(harness.table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        #expect(harness.text.hasSuffix("\u{1B}[2;2H"), "the last bytes of the frame park the cursor on line 2, column 2")
        #expect(!harness.text.contains("\u{1B}[?25h"), "the cursor stays hidden")
    }

    @Test("A click selects the row under the pointer; the wheel scrolls three lines")
    func mouseClickAndWheel() {
        let harness = TerminalApplicationHarness(rows: cities)
        harness.click(column: 4, row: 2)
        #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(harness.data.selectionCalls.last == "didSelect 0-2")
        harness.mouse(.wheelDown, column: 4, row: 2, button: .none)
        #expect(harness.table.contentOffset.y == 3)
    }

    @Test("A right click asks for the row's context menu; the Menu key opens the focused row's")
    func rightClickContextMenu() {
        final class Menus: NSObject, UITableViewDelegate {
            var asked: [IndexPath] = []
            func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                asked.append(indexPath)
                return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Copy name") { _ in }]) })
            }
        }
        let harness = TerminalApplicationHarness(rows: cities)
        let menus = Menus()
        harness.table.delegate = menus
        var decoder = TerminalInputDecoder()
        func send(_ sequence: String) {
            harness.now += 0.05
            for event in decoder.feed(Array(sequence.utf8)) { harness.app.handle(event) }
            harness.app.drawFrame()
        }
        send("\u{1B}[<2;5;3M")   // right button down at column 5, line 3
        #expect(menus.asked == [IndexPath(row: 2, section: 0)])
        #expect(harness.app.snapshotLines().contains { $0.contains("Copy name") })
        send("\r")              // chooses "Copy name"; the menu goes
        #expect(!harness.app.snapshotLines().contains { $0.contains("Copy name") })
        send("\u{1B}[29~")
        #expect(menus.asked.count == 2, "the Menu key asks for the focused row's menu")
        withExtendedLifetime(menus) {}
    }

    @Test("The terminal's sideways wheel, and Shift with the wheel, scroll wide content sideways; its indicator shows on the last line")
    func sidewaysWheel() {
        let harness = TerminalApplicationHarness(rows: cities)
        let scrollView = UIScrollView(frame: .zero)
        scrollView.contentSize = CGSize(width: 120, height: 20)
        harness.app.rootView = scrollView
        harness.app.drawFrame()
        var decoder = TerminalInputDecoder()
        func send(_ sequence: String) {
            harness.now += 0.05
            for event in decoder.feed(Array(sequence.utf8)) { harness.app.handle(event) }
            harness.app.drawFrame()
        }
        send("\u{1B}[<67;5;2M")
        #expect(scrollView.contentOffset == CGPoint(x: 9, y: 0), "wheel right: three steps of three columns")
        send("\u{1B}[<66;5;2M")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0), "wheel left")
        send("\u{1B}[<69;5;2M")
        #expect(scrollView.contentOffset == CGPoint(x: 9, y: 0), "Shift (4) with the wheel down scrolls right")
        send("\u{1B}[<65;5;2M")
        #expect(scrollView.contentOffset == CGPoint(x: 9, y: 3), "the plain wheel scrolls down")
        let lines = harness.app.snapshotLines()
        #expect(lines.last?.contains("━") == true, "\(lines)")
        #expect(lines.dropLast().contains { $0.hasSuffix("┃") }, "\(lines)")
    }

    @Test("The sideways wheel leaves a table where it is")
    func sidewaysWheelOnTable() {
        let harness = TerminalApplicationHarness(rows: cities)
        harness.mouse(.wheelRight, column: 4, row: 2, button: .none)
        harness.mouse(.wheelDown, column: 4, row: 2, button: .none, modifiers: .shift)
        #expect(harness.table.contentOffset == CGPoint(x: 0, y: 3), "Shift with the wheel still scrolls a table down")
    }

    @Test("Dragging the scroll indicator with the mouse scrolls to the end")
    func indicatorDrag() {
        let harness = TerminalApplicationHarness(rows: cities)
        harness.mouse(.press, column: 29, row: 0)
        for row in 1...7 { harness.mouse(.drag, column: 29, row: row) }
        harness.mouse(.release, column: 29, row: 7)
        #expect(harness.table.contentOffset.y == CGFloat(cities.count - 8))
        #expect(harness.table.indexPathForSelectedRow == nil)
        #expect(harness.app.snapshotLines().last?.hasPrefix(" row 39") == true)
    }

    @Test("? shows the key help over the screen; any key closes it without reaching the table")
    func help() {
        let harness = TerminalApplicationHarness(rows: cities, size: (60, 20))
        harness.key(.character("?"))
        #expect(harness.app.helpView != nil)
        #expect(harness.app.snapshotLines().contains { $0.contains("move the focus") })
        harness.key(.down)
        #expect(harness.app.helpView == nil)
        #expect(harness.table.indexPathForFocusedRow == nil, "the key closed the help only")
        #expect(!harness.app.snapshotLines().contains { $0.contains("move the focus") })
    }

    @Test("Ctrl-T turns mouse reporting off so the terminal can select text, and on again")
    func mouseCaptureToggle() {
        let harness = TerminalApplicationHarness(rows: cities)
        harness.written.removeAll()
        harness.key(.character("t"), .control)
        #expect(!harness.app.isMouseCaptureEnabled)
        #expect(harness.text.contains("\u{1B}[?1002l\u{1B}[?1006l"))
        harness.key(.character("t"), .control)
        #expect(harness.app.isMouseCaptureEnabled)
        #expect(harness.text.contains("\u{1B}[?1002h\u{1B}[?1006h"))
    }

    @Test("Letters jump by type-ahead; after / even q and ? type instead of quitting or opening help")
    func typeAheadOwnsLetters() {
        let harness = TerminalApplicationHarness(rows: cities)
        harness.type("c")
        #expect(harness.table.indexPathForFocusedRow?.row == 2)
        harness.now += 2
        harness.type("/q")
        #expect(harness.table.indexPathForFocusedRow?.row == 4, "Quebec, and the app is still running")
        harness.type("?")
        #expect(harness.app.helpView == nil)
    }

    @Test("Pasted text types into the type-ahead search")
    func paste() {
        let harness = TerminalApplicationHarness(rows: cities)
        harness.app.handle(.paste("Seo"))
        #expect(harness.table.indexPathForFocusedRow?.row == 5)
    }

    @Test("TRESTLE_THEME=dark draws with the dark appearance")
    func darkTheme() {
        let harness = TerminalApplicationHarness(rows: cities, environment: ["TRESTLE_THEME": "dark"])
        #expect(harness.app.screen.traitCollection.userInterfaceStyle == .dark)
        let light = TerminalApplicationHarness(rows: cities)
        #expect(light.app.screen.traitCollection.userInterfaceStyle == .light)
    }

    @Test("A resize keeps the focused row and repaints everything")
    func resize() {
        let harness = TerminalApplicationHarness(rows: cities)
        for _ in 0..<12 { harness.key(.down) }
        harness.written.removeAll()
        harness.app.handle(.resize(columns: 40, rows: 5))
        harness.app.drawFrame()
        #expect(harness.text.contains("\u{1B}[2J"), "full repaint")
        #expect(harness.table.indexPathForFocusedRow?.row == 11)
        #expect(harness.app.snapshotLines().contains { $0.hasPrefix("▌row 5") })
    }
}
