import Foundation
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
    func reconfigure() {
        let (host, table, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["apple"])
        dataSource.apply(snapshot)
        host.layout()
        let cell = try! #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        snapshot.reconfigureItems(["apple"])
        dataSource.apply(snapshot)
        host.layout()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
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
}
