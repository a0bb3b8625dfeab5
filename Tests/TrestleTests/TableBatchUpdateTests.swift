import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UITableView batch updates")
struct TableBatchUpdateTests {
    func table(_ rows: Int = 50, size: CGSize = CGSize(width: 20, height: 10)) -> (HeadlessHost, UITableView, ListDataSource) {
        let data = ListDataSource([(0..<rows).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: size)
        host.layout()
        return (host, table, data)
    }

    @Test("Inserting and deleting rows shows the data source's new rows; calls outside a block are batches of their own")
    func insertAndDelete() {
        let (host, table, data) = table(5)
        data.sections[0].insert("new", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        host.finishAnimations()
        #expect(Array(host.screenLines().prefix(3)) == [" row 0", " new", " row 1"])
        data.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        host.finishAnimations()
        #expect(Array(host.screenLines().prefix(2)) == [" new", " row 1"])
        #expect(table.numberOfRows(inSection: 0) == 5)
    }

    @Test("Deletes use old indices and inserts new ones, whatever the order of the calls")
    func indexSpaces() {
        let (host, table, data) = table(4)
        // Old: 0 1 2 3 → delete old 0 and 2, insert new 0 ("a") and new 3 ("b"): a 1 3 b
        data.sections[0] = ["a", "row 1", "row 3", "b"]
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 0)], with: .none)
            table.deleteRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0)], with: .none)
        })
        host.finishAnimations()
        #expect(Array(host.screenLines().prefix(4)) == [" a", " row 1", " row 3", " b"])
    }

    @Test("Nested beginUpdates/endUpdates apply once, at the outer end")
    func nesting() {
        let (host, table, data) = table(3)
        var completions: [Bool] = []
        table.beginUpdates()
        data.sections[0].append("x")
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        table.performBatchUpdates({
            data.sections[0].append("y")
            table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .none)
        }, completion: { completions.append($0) })
        #expect(table.numberOfRows(inSection: 0) == 3, "nothing applied inside the outer block")
        #expect(table.hasUncommittedUpdates)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(host.screenLines()[4] == " y")
        #expect(completions == [true], "the inner block's completion runs when the batch is applied")
    }

    @Test("Selection follows moved rows; deleted and reloaded rows drop out")
    func selectionFollows() {
        let (host, table, data) = table(6)
        defer { withExtendedLifetime(host) {} }
        table.allowsMultipleSelection = true
        for row in [0, 1, 3] { table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none) }
        // Reload row 0, move row 1 to the end, delete row 3 (old indices): 0 2 4 5 1.
        data.sections[0] = ["row 0", "row 2", "row 4", "row 5", "row 1"]
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            table.performBatchUpdates({
                table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
                table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
                table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .none)
            })
        }
        #expect(recorder.messages.isEmpty)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)], "row 1 moved to 4 and stayed selected")
    }

    @Test("A move onto the row a reload lands on is UIKit's \"two animations\" error")
    func moveOntoReload() {
        let (host, table, data) = table(6)
        defer { withExtendedLifetime(host) {} }
        data.sections[0] = ["row 0", "row 2", "row 4", "row 5", "row 1"]
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            table.performBatchUpdates({
                table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
                table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .none)
                table.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
            })
        }
        #expect(recorder.messages.first?.hasPrefix("Attempt to create two animations for cell") == true, "\(recorder.messages)")
        #expect(table.numberOfRows(inSection: 0) == 5, "recovered")
    }

    @Test("Visible cells of surviving rows keep their cell objects")
    func cellsSurvive() {
        let (host, table, data) = table(20)
        let before = table.cellForRow(at: IndexPath(row: 3, section: 0))
        data.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        host.layout()
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === before)
        #expect(before?.textLabel?.text == "row 3")
    }

    @Test("Rows inserted above the viewport keep the visible content still")
    func anchoring() {
        let (host, table, data) = table(100)
        table.contentOffset = CGPoint(x: 0, y: 40)
        host.layout()
        #expect(host.screenLines().first == " row 40")
        data.sections[0].insert(contentsOf: ["a", "b", "c"], at: 5)
        table.insertRows(at: (5..<8).map { IndexPath(row: $0, section: 0) }, with: .none)
        #expect(host.screenLines().first == " row 40", "the same row is still on top")
        #expect(table.contentOffset.y == 43)
    }

    @Test("Measured heights move with their rows")
    func heightsFollowRows() {
        let data = ListDataSource([(0..<10).map { "row \($0)" }])
        for row in [2] { data.details[IndexPath(row: row, section: 0)] = "two lines" }
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 20), cellStyle: .subtitle)
        host.layout()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 2)
        // Move the tall row to the end; the model moves its detail too.
        data.sections[0].append(data.sections[0].remove(at: 2))
        data.details = [IndexPath(row: 9, section: 0): "two lines"]
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 9, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)).height == 2, "the measured height moved with the row")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 1)
    }

    @Test("An invalid batch reports UIKit's message and recovers with a reload that matches the data source")
    func invalidBatch() {
        let (host, table, data) = table(3)
        data.sections[0].append(contentsOf: ["x", "y"])   // two rows added, one announced
        let recorder = DiagnosticsRecorder()
        var result: Bool?
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            table.performBatchUpdates({
                table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            }, completion: { result = $0 })
        }
        #expect(recorder.messages == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(result == false)
        #expect(table.numberOfRows(inSection: 0) == 5, "recovered: the table shows what the data source has")
        #expect(host.screenLines()[4] == " y")
    }

    @Test("reconfigureRows re-runs cellForRowAt on the same cell and keeps its selection")
    func reconfigure() {
        let (host, table, data) = table(5)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        data.sections[0][1] = "renamed"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        host.layout()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(host.screenLines()[1] == " renamed")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("Sections insert, delete and move with their rows")
    func sections() {
        let data = ListDataSource([["a0", "a1"], ["b0"], ["c0"]])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        data.sections = [["c0"], ["n0"], ["a0", "a1"]]
        table.performBatchUpdates({
            table.deleteSections(IndexSet(integer: 1), with: .automatic)
            table.insertSections(IndexSet(integer: 1), with: .automatic)
            table.moveSection(2, toSection: 0)
        })
        host.finishAnimations()
        #expect(Array(host.screenLines().prefix(4)) == [" c0", " n0", " a0", " a1"])
        #expect(table.numberOfSections == 3)
    }

    @Test("Off screen, a batch reloads without checking, as UIKit does")
    func offScreen() {
        let data = ListDataSource([["a"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.layoutIfNeeded()
        data.sections = [["a", "b", "c"]]
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        }
        #expect(recorder.messages.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("A batch right after the table's controller comes back from a pop uses the table's own counts")
    func batchAfterPop() {
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let list = ListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        host.rootViewController = navigation
        host.layout()
        navigation.pushViewController(UIViewController(), animated: false)
        host.layout()
        _ = navigation.popViewController(animated: false)
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            list.items.append("Last")
            list.tableView.insertRows(at: [IndexPath(row: 30, section: 0)], with: .none)
        }
        #expect(reports.messages.isEmpty, "\(reports.messages)")
        #expect(list.tableView.numberOfRows(inSection: 0) == 31)
    }
}
