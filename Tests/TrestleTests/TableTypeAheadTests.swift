import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UITableView type-ahead")
struct TableTypeAheadTests {
    let cities = ["Amsterdam", "Athens", "Berlin", "Bogotá", "Busan", "Cairo", "Jeju", "Seoul", "Quebec", "Zürich"]

    @Test("Typing the first letters focuses the first row that starts with them, ignoring case and accents")
    func prefixSearch() {
        let data = ListDataSource([cities])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 12))
        host.type("b")
        #expect(table.indexPathForFocusedRow?.row == 2)
        host.type("u")
        #expect(table.indexPathForFocusedRow?.row == 4, "\"bu\" is Busan")
        host.press(.character("z"), interval: 2)
        #expect(table.indexPathForFocusedRow?.row == 9, "after a pause a new search starts")
        host.press(.character("b"), interval: 2)
        host.press(.character("O"))
        host.press(.character("g"))
        host.press(.character("o"))
        host.press(.character("t"))
        host.press(.character("a"))
        #expect(table.indexPathForFocusedRow?.row == 3, "\"bogota\" matches Bogotá")
    }

    @Test("The same letter again moves to the next row starting with it, wrapping around")
    func repeatedLetterCycles() {
        let data = ListDataSource([cities])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 12))
        host.type("bbb")
        #expect(table.indexPathForFocusedRow?.row == 4)
        host.type("b")
        #expect(table.indexPathForFocusedRow?.row == 2, "wrapped to Berlin")
    }

    @Test("j, k, g and G navigate unless / opened the search")
    func commandLettersAndSlash() {
        let data = ListDataSource([cities])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 12))
        host.type("j")
        #expect(table.indexPathForFocusedRow?.row == 0, "j moved the focus down, not to Jeju")
        host.press(.character("/"), interval: 2)
        host.type("je")
        #expect(table.indexPathForFocusedRow?.row == 6)
        #expect(table.typeAheadText == "je")
        host.press(.escape)
        #expect(table.typeAheadText == nil)
        host.type("j")
        #expect(table.indexPathForFocusedRow?.row == 7, "after Esc, j moves down again")
    }

    @Test("While a search is running, the table says it takes every printable key")
    func collectingTypeAhead() {
        let data = ListDataSource([cities])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 12))
        host.type("s")
        #expect(table.isCollectingTypeAhead(at: host.now))
        #expect(!table.isCollectingTypeAhead(at: host.now + 1.5))
    }

    @Test("With the delegate's typeSelectStringForRowAt, rows off screen are found")
    func delegateStrings() {
        let names = (0..<10_000).map { "item \($0)" } + ["zebra"]
        let data = ListDataSource([names])
        data.typeSelectString = { names[$0.row] }
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 5))
        host.type("z")
        #expect(table.indexPathForFocusedRow?.row == 10_000)
        #expect(host.screenLines().last?.contains("zebra") == true)
    }

    @Test("Without it, only the rows on screen are searched")
    func visibleOnly() {
        let names = (0..<100).map { "item \($0)" } + ["zebra"]
        let data = ListDataSource([names])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 5))
        host.type("z")
        #expect(table.indexPathForFocusedRow == nil)
    }

    @Test("While a type-ahead search collects keys, letters extend it instead of running key commands")
    func typeAheadBeforeKeyCommands() {
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let list = ListController(style: .plain)
        list.items = ["Amsterdam", "New York", "Newark", "Seoul"]
        host.rootViewController = list
        host.layout()
        host.type("/ne")
        #expect(list.commands.isEmpty, "the e went to the search")
        #expect(list.tableView.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        host.type("wa")
        #expect(list.tableView.indexPathForFocusedRow == IndexPath(row: 2, section: 0))
        host.press(.escape)
        host.press(.character("e"), interval: 2)
        #expect(list.commands == ["e"], "outside a search the command runs")
    }
}
