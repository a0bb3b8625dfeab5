import Foundation
import Testing
import Trestle
import TrestleTesting

/// A data source that misbehaves in configurable ways.
@MainActor
final class MisbehavingDataSource: UITableViewDataSource, UITableViewDelegate {
    var sections = 1
    var rows = 5
    var identifier = "cell"
    var rowHeight: CGFloat = UITableView.automaticDimension
    var reloadFromCellForRow = false
    var reuseOneCell: UITableViewCell?
    weak var table: UITableView?

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if reloadFromCellForRow { tableView.reloadData() }
        if let reuseOneCell { return reuseOneCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { rowHeight }
}

@MainActor
@Suite("UITableView misuse")
struct TableViewMisuseTests {
    func host(_ data: MisbehavingDataSource, register: Bool = true) -> (HeadlessHost, UITableView) {
        let host = HeadlessHost(size: CGSize(width: 20, height: 6))
        let table = UITableView(frame: .zero, style: .plain)
        if register { table.register(UITableViewCell.self, forCellReuseIdentifier: "cell") }
        table.dataSource = data
        table.delegate = data
        data.table = table
        host.rootView = table
        return (host, table)
    }

    @Test("Dequeuing an unregistered identifier reports UIKit's message and shows a default cell")
    func unregisteredIdentifier() {
        let data = MisbehavingDataSource()
        data.identifier = "nope"
        let (host, _) = host(data)
        let reports = DiagnosticsRecorder()
        let lines = TrestleDiagnostics.$handler.withValue(reports.record) { host.screenLines() }
        #expect(reports.messages.first == "unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        #expect(lines.first == " row 0", "the table keeps working")
    }

    @Test("In strict mode dequeuing an unregistered identifier traps with the same message")
    func unregisteredIdentifierStrict() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                TrestleDiagnostics.$isStrict.withValue(true) {
                    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
                    _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
                }
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("unable to dequeue a cell with identifier missing - must register a nib or a class"))
    }

    @Test("Negative section and row counts are reported and read as zero")
    func negativeCounts() {
        let data = MisbehavingDataSource()
        data.rows = -3
        let (host, table) = host(data)
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(reports.messages == ["UITableView data source returned a negative number of rows (-3) for section 0; treating it as 0"])
        data.sections = -1
        TrestleDiagnostics.$handler.withValue(reports.record) { table.reloadData() }
        #expect(table.numberOfSections == 0)
        #expect(reports.messages.last == "UITableView data source returned a negative number of sections (-1); treating it as 0")
    }

    @Test("Out-of-range index paths are reported and answered with empty results", arguments: [
        IndexPath(row: 5, section: 0), IndexPath(row: -1, section: 0), IndexPath(row: 0, section: 3),
    ])
    func outOfRangeIndexPaths(path: IndexPath) {
        let data = MisbehavingDataSource()
        let (host, table) = host(data)
        host.layout()
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            #expect(table.rectForRow(at: path) == .zero)
            table.scrollToRow(at: path, at: .top, animated: false)
            table.reloadRows(at: [path], with: .automatic)
            #expect(table.cellForRow(at: path) == nil)
        }
        #expect(reports.messages.count == 3)
        #expect(reports.messages.first?.hasPrefix("rectForRow(at:): ") == true)
        #expect(table.contentOffset.y == 0)
    }

    @Test("reloadData from inside cellForRowAt is reported and runs after the layout pass")
    func reentrantReload() {
        let data = MisbehavingDataSource()
        data.reloadFromCellForRow = true
        let (host, table) = host(data)
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.contains("reloadData() was called while the table view was laying out its rows (from a data source or delegate method); the reload is deferred until that layout pass ends"))
        data.reloadFromCellForRow = false
        host.layout()
        #expect(table.visibleCells.count == 5)
        #expect(host.screenLines().first == " row 0")
    }

    @Test("Negative, NaN and infinite row heights are reported with UIKit's message and the row sizes itself",
          arguments: [-5, CGFloat.nan, CGFloat.infinity])
    func invalidHeights(height: CGFloat) {
        let data = MisbehavingDataSource()
        data.rowHeight = height
        let (host, table) = host(data)
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.first?.hasPrefix("Invalid row height provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.") == true)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 1)
    }

    @Test("A cell returned for two rows at once is reported, and the second row gets a cell of its own")
    func sameCellTwice() {
        let data = MisbehavingDataSource()
        data.reuseOneCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let (host, table) = host(data)
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.first?.contains("already displayed at row 0 in section 0") == true)
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == table.visibleCells.count)
    }
}

@MainActor
@Suite("UITableView cells from elsewhere, header views and row reloads")
struct TableViewReuseEdgeTests {
    /// A delegate that serves registered header views and fixed header heights.
    final class RegisteredHeaders: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            view?.textLabel?.text = "Header \(section)"
            return view
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 2 }
    }

    @Test("A cell displayed by another table is reported and replaced")
    func cellFromAnotherTable() throws {
        let firstData = ListDataSource([["a"]])
        let (firstHost, firstTable) = makeTable(firstData)
        firstHost.layout()
        let borrowed = try #require(firstTable.cellForRow(at: IndexPath(row: 0, section: 0)))
        let thief = MisbehavingDataSource()
        thief.reuseOneCell = borrowed
        thief.rows = 1
        let host = HeadlessHost(size: CGSize(width: 20, height: 3))
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = thief
        host.rootView = table
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.first?.contains("displayed by another table view") == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) !== borrowed)
        #expect(borrowed.superview === firstTable, "the other table keeps its cell")
    }

    @Test("Registered header views are dequeued, sized by heightForHeaderInSection, and returned to the pool when they leave")
    func registeredHeaderViews() {
        let data = ListDataSource([(0..<6).map { "a\($0)" }, (0..<6).map { "b\($0)" }])
        let headers = RegisteredHeaders()
        let (host, table) = makeTable(data, size: CGSize(width: 16, height: 6))
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.delegate = headers
        host.layout()
        #expect(table.rectForHeader(inSection: 0).height == 2)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Header 0")
        #expect(table.headerView(forSection: 1) == nil, "section 1's header is below the screen")
        table.contentOffset = CGPoint(x: 0, y: 8)
        host.layout()
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Header 1")
        #expect(table.headerView(forSection: 0) == nil, "pushed out and back in the pool")
        #expect(table.footerView(forSection: 1) == nil)
    }

    @Test("reloadRows asks the data source again for those rows only, and they come back deselected")
    func reloadItems() {
        let data = ListDataSource([(0..<5).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 16, height: 6))
        host.layout()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let before = data.cellRequests.count
        data.sections[0][2] = "changed"
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        host.finishAnimations()
        #expect(host.screenLines()[2] == " changed")
        #expect(Array(data.cellRequests.dropFirst(before)) == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathsForSelectedRows == nil)
    }
}
