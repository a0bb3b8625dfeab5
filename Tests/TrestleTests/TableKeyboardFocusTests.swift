import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UITableView keyboard focus")
struct TableKeyboardFocusTests {
    func rows(_ count: Int) -> ListDataSource { ListDataSource([(0..<count).map { "row \($0)" }]) }

    @Test("The first ↓ focuses the first visible row; more move the focus a row at a time")
    func arrowsMoveFocus() {
        let data = rows(50)
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 5))
        host.layout()
        #expect(table.indexPathForFocusedRow == nil)
        #expect(host.press(.down))
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        host.press(.down)
        host.press(.character("j"))
        #expect(table.indexPathForFocusedRow == IndexPath(row: 2, section: 0))
        host.press(.character("k"))
        #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        #expect(table.contentOffset.y == 0, "moving inside the screen does not scroll")
    }

    @Test("The focused row is marked at its leading edge and washed in the tint colour")
    func focusIsDrawn() {
        let data = rows(3)
        let (host, table) = makeTable(data, size: CGSize(width: 12, height: 3))
        host.press(.down)
        host.press(.down)
        #expect(host.screenLines() == [" row 0", "▌row 1", " row 2"])
        let styled = host.styledScreen()
        #expect(styled[1][5].background != nil, "the focused row has a background")
        #expect(styled[0][5].background != styled[1][5].background, "only the focused row")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isFocused == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isFocused == false)
    }

    @Test("A window that does not show keyboard focus (a pixel host before a key) draws none, and keeps the focus")
    func hiddenFocusIsKept() {
        let data = rows(3)
        let (host, table) = makeTable(data, size: CGSize(width: 12, height: 3))
        host.press(.down)
        host.press(.down)
        host.window.showsKeyboardFocus = false
        #expect(host.screenLines() == [" row 0", " row 1", " row 2"])
        #expect(host.styledScreen()[1][5].background == host.styledScreen()[0][5].background, "no wash")
        #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        host.window.showsKeyboardFocus = true
        #expect(host.screenLines() == [" row 0", "▌row 1", " row 2"])
    }

    @Test("Moving the focus past the bottom edge scrolls just enough to show the focused row")
    func focusScrollsIntoView() {
        let data = rows(50)
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 5))
        for _ in 0..<7 { host.press(.down) }
        #expect(table.indexPathForFocusedRow?.row == 6)
        #expect(table.contentOffset.y == 2, "rows 2–6 on screen")
        #expect(host.screenLines().last?.hasPrefix("▌row 6") == true)
        for _ in 0..<6 { host.press(.up) }
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathForFocusedRow?.row == 0)
        #expect(host.press(.up), "↑ on the first row is still handled")
        #expect(table.indexPathForFocusedRow?.row == 0)
    }

    @Test("Home and End (and g and G) focus the first and last rows of a ten-million-row table")
    func homeAndEnd() {
        let (host, table, data) = makeCountingTable(rows: 10_000_000, size: CGSize(width: 30, height: 10))
        defer { withExtendedLifetime(data) {} }
        host.press(.end)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 9_999_999, section: 0))
        #expect(host.screenLines().last?.contains("row 9999999") == true)
        host.press(.character("g"))
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        #expect(table.contentOffset.y == 0)
        host.press(.character("G"))
        #expect(table.indexPathForFocusedRow?.row == 9_999_999)
    }

    @Test("Page Down moves the focus and the content by a screen; Page Up comes back")
    func paging() {
        let data = rows(100)
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.press(.down)
        host.press(.pageDown)
        #expect(table.contentOffset.y == 10)
        #expect(table.indexPathForFocusedRow?.row == 10)
        host.press(.character("f"), modifiers: .control)
        #expect(table.indexPathForFocusedRow?.row == 20)
        host.press(.pageUp)
        host.press(.character("b"), modifiers: .control)
        #expect(table.indexPathForFocusedRow?.row == 0)
        #expect(table.contentOffset.y == 0)
    }

    @Test("Rows the delegate refuses focus are skipped")
    func canFocusRowAt() {
        let data = ListDataSource([["a", "b", "c", "d"]])
        data.canFocus = { ![1, 2].contains($0.row) }
        let (host, table) = makeTable(data)
        host.press(.down)
        host.press(.down)
        #expect(table.indexPathForFocusedRow?.row == 3)
    }

    @Test("After wheel-scrolling the focus off screen, ↓ starts again from the first visible row")
    func focusAfterWheel() {
        let data = rows(100)
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.press(.down)
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: 30)
        #expect(table.indexPathForFocusedRow?.row == 0, "the wheel leaves the focus where it is")
        host.press(.down)
        #expect(table.indexPathForFocusedRow?.row == 30)
        #expect(table.contentOffset.y == 30)
    }

    @Test("Focus survives a reload while its row exists, and moves to the last row when it does not")
    func focusAcrossReload() {
        let data = rows(10)
        let (host, table) = makeTable(data)
        for _ in 0..<6 { host.press(.down) }
        #expect(table.indexPathForFocusedRow?.row == 5)
        table.reloadData()
        host.layout()
        #expect(table.indexPathForFocusedRow?.row == 5)
        data.sections = [["only", "two"]]
        table.reloadData()
        host.layout()
        #expect(table.indexPathForFocusedRow?.row == 1)
        data.sections = []
        table.reloadData()
        host.layout()
        #expect(table.indexPathForFocusedRow == nil)
    }

    @Test("The window parks the cursor at the start of the focused row's text")
    func cursorPosition() {
        let data = rows(20)
        let (host, _) = makeTable(data, size: CGSize(width: 20, height: 5))
        #expect(host.window.keyboardCursorPosition == nil)
        host.press(.down)
        host.press(.down)
        #expect(host.window.keyboardCursorPosition == CGPoint(x: 1, y: 1))
        host.scrollWheel(at: CGPoint(x: 3, y: 3), lines: 10)
        #expect(host.window.keyboardCursorPosition == nil, "no cursor for a row scrolled off screen")
    }

    @Test("Keys the table does not use travel up the responder chain")
    func unhandledKeys() {
        let data = rows(5)
        let (host, _) = makeTable(data)
        #expect(host.press(.character("x"), modifiers: .control) == false)
        #expect(host.press(.tab) == false)
    }

    @Test("With focus off, arrow keys scroll the table instead")
    func focusOff() {
        let data = rows(50)
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 5))
        table.allowsFocus = false
        host.press(.down)
        #expect(table.indexPathForFocusedRow == nil)
        #expect(table.contentOffset.y == 1)
    }

    @Test("Moving the focus up keeps the focused row clear of the floating header")
    func focusClearsFloatingHeader() {
        let data = ListDataSource([(0..<30).map { "Row \($0)" }])
        data.headerTitles = ["Header"]
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        table.focusRow(at: IndexPath(row: 20, section: 0))
        host.layout()
        table.focusRow(at: IndexPath(row: 10, section: 0))
        host.layout()
        let lines = host.screenLines()
        #expect(lines[0].contains("Header"))
        #expect(lines[1] == "▌Row 10", "\(lines)")
    }
}

/// A table of `rows` rows labelled "row N", shown in a headless host with its scroll indicator.
@MainActor
func makeCountingTable(rows: Int, size: CGSize) -> (HeadlessHost, UITableView, CountingDataSource) {
    let data = CountingDataSource(count: rows)
    let host = HeadlessHost(size: size)
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = data
    host.rootView = table
    return (host, table, data)
}

/// Ten million rows without storing them.
@MainActor
final class CountingDataSource: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }
}


@MainActor
@Suite("Page keys over section headers")
struct TablePageKeyHeaderTests {
    @Test("PgDn that lands on a section header moves the focus to the next row, not to the end of the table")
    func pageDownOntoHeader() {
        // Sections of a title header and 10 rows: 11 lines each, in a 10-line window.
        let data = ListDataSource((0..<5).map { section in (0..<10).map { "s\(section) r\($0)" } })
        data.headerTitles = (0..<5).map { "Section \($0)" }
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        host.press(.down)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        // A page below row 0 (line 1) is line 11: section 1's header.
        host.press(.pageDown)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 1))
        host.press(.pageUp)
        #expect(table.indexPathForFocusedRow?.section == 0, "and back up: the row before the header")
    }
}
