import Foundation
import Synchronization
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// Bugs a review of row animations, editing and the diffable data source found, kept as
/// regression tests now that they are fixed.
@MainActor
@Suite("Regressions found reviewing animations, editing and diffable apply", .serialized)
struct ReviewFindingsTests {
    private func list(_ rows: Int, size: CGSize = CGSize(width: 20, height: 6)) -> (HeadlessHost, UITableView, ListDataSource) {
        let data = ListDataSource([(0..<rows).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: size)
        host.layout()
        return (host, table, data)
    }

    // MARK: Re-entrancy of batch completions

    @Test("A completion that reloads, run when the next batch interrupts its animations, leaves the table consistent")
    func completionReloadingDuringNextBatch() {
        let (host, table, data) = list(20)
        data.sections[0].remove(at: 1)
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { _ in table.reloadData() })
        host.advance(by: 0.05)
        #expect(host.isAnimating)
        // The next batch interrupts the first one's animations: its completion runs inside
        // applyBatch, after the plan was made against the old counts but before it is applied.
        data.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        host.finishAnimations()
        #expect(table.numberOfRows(inSection: 0) == data.sections[0].count)
    }

    @Test("A completion that reloads, for a batch with nothing moving on screen, is not run inside the layout pass")
    func completionReloadingInsideLayout() {
        let (host, table, data) = list(30)
        let reports = DiagnosticsRecorder()
        var completions: [Bool] = []
        TrestleDiagnostics.$handler.withValue(reports.record) {
            data.sections[0].remove(at: 25)
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 25, section: 0)], with: .fade)
            }, completion: {
                completions.append($0)
                table.reloadData()
            })
            host.finishAnimations()
        }
        #expect(completions == [true])
        #expect(reports.messages.isEmpty, "\(reports.messages)")
    }

    // MARK: Content-offset clamp at the end of layoutRows

    @Test("Reloading to fewer rows while scrolled to the end shows the rows at the clamped offset in the same frame")
    func clampAfterReloadShowsRows() {
        let (host, table, data) = list(30)
        table.contentOffset = CGPoint(x: 0, y: 24)
        host.layout()
        #expect(host.screenLines().first == " row 24")
        data.sections[0] = (0..<10).map { "row \($0)" }
        table.reloadData()
        let lines = host.screenLines()
        #expect(table.contentOffset.y == 4)
        // The rows at the clamped offset show in the very frame of the reload.
        #expect(Array(lines.prefix(6)) == [" row 4", " row 5", " row 6", " row 7", " row 8", " row 9"])
    }

    // MARK: Editing state across reloads

    @Test("reloadData hides the delete confirmation: Return afterwards deletes nothing")
    func deleteConfirmationSurvivesReload() {
        let source = EditingDataSource([["Seoul", "London", "Tokyo"]])
        let (host, table) = makeEditingTable(source)
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.press(.down)
            host.press(.down)                                  // London
            host.press(.backspace)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == true)
            source.sections[0] = ["Paris", "Rome", "Oslo"]
            table.reloadData()
            host.layout()
            #expect(!host.screenText().contains("Delete"), "nothing shows a confirmation any more")
            host.press(.enter)
            #expect(source.sections[0] == ["Paris", "Rome", "Oslo"])
            #expect(!source.actions.contains { $0.hasPrefix("commit") }, "\(source.actions)")
        }
    }

    @Test("reloadData closes revealed swipe actions (didEndEditingRowAt) and Return does not perform them on the new row")
    func swipeSurvivesReload() {
        let source = EditingDataSource([["Seoul", "London", "Tokyo"]])
        let (host, table) = makeEditingTable(source)
        withExtendedLifetime(source) {
            host.press(.down)                                  // Seoul
            host.press(.backspace)                             // reveals Delete on Seoul
            #expect(host.screenText().contains("Delete"))
            source.sections[0] = ["Paris", "Rome", "Oslo"]
            table.reloadData()
            host.layout()
            #expect(!host.screenText().contains("Delete"))
            #expect(source.actions.last?.hasPrefix("didEndEditing") == true, "\(source.actions)")
            host.press(.enter)
            #expect(source.sections[0] == ["Paris", "Rome", "Oslo"])
        }
    }

    @Test("Changing the data source closes revealed swipe actions")
    func swipeSurvivesDataSourceChange() {
        let source = EditingDataSource([["Seoul", "London", "Tokyo"]])
        let (host, table) = makeEditingTable(source)
        let other = EditingDataSource([["Paris", "Rome"]])
        withExtendedLifetime((source, other)) {
            host.press(.down)
            host.press(.backspace)
            #expect(host.screenText().contains("Delete"))
            table.dataSource = other
            table.delegate = other
            host.layout()
            #expect(!host.screenText().contains("Delete"))
            host.press(.enter)
            #expect(other.sections[0] == ["Paris", "Rome"])
        }
    }

    // MARK: Implemented-or-not probes

    @Test("The moveRowAt probe is asked again for a new data source, even one allocated where the old one was")
    func probeCachedAcrossDataSourceAtSameAddress() {
        let host = HeadlessHost(size: CGSize(width: 24, height: 6))
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.showsVerticalScrollIndicator = false
        host.rootView = table
        var first: MovableRows? = MovableRows(["a", "b"])
        table.dataSource = first
        host.layout()
        table.setEditing(true, animated: false)
        host.layout()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl == true)
        table.setEditing(false, animated: false)
        let oldIdentifier = ObjectIdentifier(first!)
        table.dataSource = nil
        first = nil
        // A data source of another class that does not implement moveRowAt, at the same address.
        var kept: [FixedRows] = []
        var second: FixedRows?
        for _ in 0..<256 {
            let candidate = FixedRows(["a", "b"])
            if ObjectIdentifier(candidate) == oldIdentifier { second = candidate; break }
            kept.append(candidate)
        }
        // The allocator reused the address in every run seen; when it does not, there is nothing to show.
        guard let second else { return }
        withExtendedLifetime((second, kept)) {
            table.dataSource = second
            host.layout()
            table.setEditing(true, animated: false)
            host.layout()
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl == false)
        }
    }

    // MARK: Header animations

    @Test("A header that scrolls away mid-animation and is reused later shows at its own place")
    func headerPresentationFrameLeaksIntoPool() {
        let data = ListDataSource((0..<4).map { section in (0..<5).map { "r\(section).\($0)" } })
        data.headerTitles = ["A", "B", "C", "D"]
        let (host, table) = makeTable(data, style: .grouped, size: CGSize(width: 20, height: 12))
        host.layout()
        data.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        host.advance(by: 0.05)
        #expect(host.isAnimating)
        table.contentOffset = CGPoint(x: 0, y: 11)          // headers A and B scroll away mid-flight
        host.layout()
        table.reloadData()                                  // ends the animations
        host.finishAnimations()

        let reference = ListDataSource(data.sections)
        reference.headerTitles = data.headerTitles
        let (referenceHost, referenceTable) = makeTable(reference, style: .grouped, size: CGSize(width: 20, height: 12))
        referenceHost.layout()
        var mismatches: [String] = []
        for y in 0...Int(table.contentSize.height - 12) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            referenceTable.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            _ = host.screenLines()
            _ = referenceHost.screenLines()
            let shown = host.screenLines(), expected = referenceHost.screenLines()
            if shown != expected { mismatches.append("offset \(y): \(shown) vs \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.first ?? "")")
    }

    // MARK: Diffable

    final class MovableDiffable: UITableViewDiffableDataSource<Int, Int> {
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    private func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test("A row the user moves while a background apply is on its way does not make that apply be dropped")
    func userMoveDropsInFlightBackgroundApply() async {
        let host = HeadlessHost(size: CGSize(width: 24, height: 8))
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.showsVerticalScrollIndicator = false
        let dataSource = MovableDiffable(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "item \(item)"
            return cell
        }
        host.rootView = table
        dataSource.apply(snapshot([1, 2, 3]), animatingDifferences: false, completion: nil)
        host.layout()
        table.setEditing(true, animated: false)
        host.layout()

        let finished = Mutex(false)
        let next = snapshot([1, 2, 3, 4])
        Task.detached {
            await dataSource.apply(next)
            finished.withLock { $0 = true }
        }
        // Hold the main actor: the background apply submits and diffs, then waits for it.
        holdMainActor(seconds: 0.3)
        host.press(.down)                                      // focus item 1
        host.press(.down, modifiers: .alternate)               // the user moves it down one place
        #expect(dataSource.snapshot().itemIdentifiers == [2, 1, 3])
        var rounds = 0
        while !finished.withLock({ $0 }) && rounds < 5_000 {
            try? await Task.sleep(for: .milliseconds(1))
            host.advance(by: 1.0 / 60)
            rounds += 1
        }
        #expect(finished.withLock { $0 })
        host.finishAnimations()
        #expect(dataSource.snapshot().itemIdentifiers.contains(4), "\(dataSource.snapshot().itemIdentifiers)")
        #expect(table.numberOfRows(inSection: 0) == 4)
    }
}

/// Blocks the calling thread (the main actor's, in the test that uses it).
private func holdMainActor(seconds: TimeInterval) {
    Thread.sleep(forTimeInterval: seconds)
}

/// A data source implementing `moveRowAt`.
@MainActor
final class MovableRows: UITableViewDataSource {
    var rows: [String]
    var spare: [Int] = []
    init(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// The same layout as ``MovableRows``, without `moveRowAt`.
@MainActor
final class FixedRows: UITableViewDataSource {
    var rows: [String]
    var spare: [Int] = []
    init(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
