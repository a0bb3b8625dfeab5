import Foundation
import Testing
import Trestle
import TrestleTesting

/// Library bugs the World Clock screen ran into, kept as regression tests.
@MainActor
@Suite("Table regressions found by the World Clock screen")
struct EditingIntegrationRegressionTests {
    final class ListController: UITableViewController {
        var items = (0..<30).map { "Item \($0)" }
        var commands: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "e") { [unowned self] _ in commands.append("e") }]
        }
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
