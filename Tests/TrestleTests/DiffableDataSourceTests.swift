import Foundation
import Synchronization
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UITableViewDiffableDataSource")
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case fruit, veg }

    func make(size: CGSize = CGSize(width: 20, height: 10)) -> (HeadlessHost, UITableView, UITableViewDiffableDataSource<Section, String>) {
        let host = HeadlessHost(size: size)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.showsVerticalScrollIndicator = false
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        host.rootView = table
        host.layout()
        return (host, table, dataSource)
    }

    @Test("apply shows the snapshot; a second apply changes the table by the difference, keeping surviving cells")
    func applyDiffs() {
        let (host, table, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["apple", "banana", "cherry"])
        dataSource.apply(snapshot)
        host.finishAnimations()
        #expect(Array(host.screenLines().prefix(3)) == [" apple", " banana", " cherry"])
        let cherryCell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        snapshot.deleteItems(["banana"])
        snapshot.insertItems(["avocado"], afterItem: "apple")
        snapshot.moveItem("cherry", beforeItem: "apple")
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        host.layout()
        #expect(!completed, "the completion waits for the row animations")
        host.finishAnimations()
        #expect(completed)
        #expect(Array(host.screenLines().prefix(3)) == [" cherry", " apple", " avocado"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cherryCell, "the moved row kept its cell")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "avocado")
        #expect(dataSource.indexPath(for: "apple") == IndexPath(row: 1, section: 0))
        #expect(dataSource.snapshot() == snapshot)
    }

    @Test("Selection follows its item through an apply")
    func selectionFollowsItem() {
        let (host, table, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .veg])
        snapshot.appendItems(["apple", "banana"], toSection: .fruit)
        snapshot.appendItems(["carrot"], toSection: .veg)
        dataSource.apply(snapshot)
        host.tap(at: CGPoint(x: 2, y: 2))
        #expect(dataSource.itemIdentifier(for: table.indexPathForSelectedRow!) == "carrot")
        snapshot.insertItems(["pea", "leek"], beforeItem: "carrot")
        snapshot.deleteItems(["apple"])
        dataSource.apply(snapshot)
        #expect(dataSource.itemIdentifier(for: table.indexPathForSelectedRow!) == "carrot")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
    }

    @Test("reconfigureItems re-runs the provider on the same cell")
    func reconfigure() throws {
        let (host, table, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["apple"])
        dataSource.apply(snapshot)
        host.layout()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        snapshot.reconfigureItems(["apple"])
        dataSource.apply(snapshot)
        host.layout()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    }

    @Test("The data source's snapshot has no reload marks once applied, so reloading another item later leaves the first one's selection alone")
    func marksAreConsumed() throws {
        let (host, table, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["apple", "banana", "cherry"])
        dataSource.apply(snapshot)
        var reloading = dataSource.snapshot()
        reloading.reloadItems(["apple"])
        reloading.reconfigureItems(["cherry"])
        dataSource.apply(reloading)
        host.finishAnimations()
        let shown = dataSource.snapshot()
        #expect(shown.reloadedItemIdentifiers.isEmpty && shown.reconfiguredItemIdentifiers.isEmpty)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let appleCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        var next = dataSource.snapshot()
        next.reloadItems(["banana"])
        dataSource.apply(next)
        host.finishAnimations()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "apple was not reloaded again")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === appleCell)
    }

    @Test("A 10,000-item snapshot with churn applies through one batch")
    func largeApply() {
        let (host, table, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems((0..<10_000).map { "item \($0)" })
        dataSource.apply(snapshot)
        snapshot.deleteItems((0..<10_000).filter { $0 % 100 == 0 }.map { "item \($0)" })
        snapshot.appendItems((0..<50).map { "new \($0)" })
        dataSource.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 10_000 - 100 + 50)
        host.finishAnimations()
        #expect(host.screenLines().first == " item 1")
    }

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
    func userMoveKeepsBackgroundApply() async {
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
