import Foundation
import Synchronization
import Testing
import Trestle
import TrestleTesting

/// Where items were hashed: the diff hashes every item, so this tells on which thread it ran.
let hashedOnMainThread = Mutex<[Bool]>([])

/// An item that records the thread it is hashed on.
struct ThreadProbe: Hashable, Sendable {
    var id: Int
    func hash(into hasher: inout Hasher) {
        hashedOnMainThread.withLock { $0.append(Thread.isMainThread) }
        hasher.combine(id)
    }
}

/// `apply` from a background executor (<doc:TrestleCore/UIKitBehavior#Applying-snapshots>): the diff
/// runs off the main actor, the table changes on it.
@MainActor
@Suite("Diffable apply from a background executor", .serialized)
struct DiffableBackgroundApplyTests {
    enum Section: Hashable, Sendable { case main }
    typealias DataSource = UITableViewDiffableDataSource<Section, ThreadProbe>

    private func make() -> (HeadlessHost, UITableView, DataSource) {
        let host = HeadlessHost(size: CGSize(width: 20, height: 6))
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.showsVerticalScrollIndicator = false
        let dataSource = DataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "item \(item.id)"
            return cell
        }
        host.rootView = table
        host.layout()
        return (host, table, dataSource)
    }

    private func snapshot(_ ids: [Int]) -> NSDiffableDataSourceSnapshot<Section, ThreadProbe> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, ThreadProbe>()
        snapshot.appendSections([.main])
        snapshot.appendItems(ids.map(ThreadProbe.init))
        return snapshot
    }

    /// Runs `work` off the main actor while the main actor keeps the host's clock going, until it
    /// has finished.
    private func drive(_ host: HeadlessHost, _ work: @escaping @Sendable () async -> Void) async {
        let finished = Mutex(false)
        Task.detached {
            await work()
            finished.withLock { $0 = true }
        }
        var rounds = 0
        while !finished.withLock({ $0 }) && rounds < 5_000 {
            try? await Task.sleep(for: .milliseconds(1))
            host.advance(by: 1.0 / 60)
            rounds += 1
        }
        #expect(finished.withLock { $0 }, "the background apply finished")
    }

    @Test("The async apply diffs on the caller's executor and changes the table on the main actor, then returns")
    func diffOffTheMainActor() async {
        let (host, table, dataSource) = make()
        dataSource.apply(snapshot(Array(0..<50)), animatingDifferences: false, completion: nil)
        hashedOnMainThread.withLock { $0.removeAll() }

        let next = snapshot([49] + Array(0..<40) + [100, 101])
        await drive(host) { await dataSource.apply(next) }

        let threads = hashedOnMainThread.withLock { $0 }
        #expect(!threads.isEmpty)
        #expect(threads.allSatisfy { !$0 }, "every item was hashed off the main thread while diffing")
        #expect(dataSource.snapshot() == next)
        #expect(table.numberOfRows(inSection: 0) == 43)
        #expect(!host.isAnimating, "it returned after the animations ended")
        #expect(Array(host.screenLines().prefix(2)) == [" item 49", " item 0"])
    }

    @Test("apply with animatingDifferences false changes the table at once: nothing animates, the completion runs at once")
    func applyWithoutAnimation() {
        let (host, table, dataSource) = make()
        dataSource.apply(snapshot(Array(0..<20)), animatingDifferences: false, completion: nil)
        var completed = false
        dataSource.apply(snapshot([19] + Array(0..<10) + [50]), animatingDifferences: false) { completed = true }
        #expect(completed)
        host.layout()
        #expect(!host.isAnimating, "surviving rows do not travel either")
        #expect(table.numberOfRows(inSection: 0) == 12)
        #expect(host.screenLines().first == " item 19")
    }

    @Test("Updates submitted one after another from a background executor all arrive, in order")
    func sequentialBackgroundUpdates() async {
        let (host, table, dataSource) = make()
        let sequences = (1...8).map { step in Array((0..<(10 + step)).reversed()) }
        let snapshots = sequences.map(snapshot)
        await drive(host) {
            for snapshot in snapshots { await dataSource.apply(snapshot, animatingDifferences: false) }
        }
        #expect(dataSource.snapshot() == snapshots.last)
        #expect(table.numberOfRows(inSection: 0) == 18)
        #expect(host.screenLines().first == " item 17")
    }

    @Test("A main-actor apply while a background one is pending is reported with UIKit's warning; the newest snapshot wins")
    func mixingExecutorsIsReportedAndSafe() async {
        let (host, table, dataSource) = make()
        dataSource.apply(snapshot(Array(0..<5)), animatingDifferences: false, completion: nil)
        let reports = DiagnosticsRecorder()
        let background = snapshot(Array(0..<3))
        let newest = snapshot([7, 8, 9, 10])
        hashedOnMainThread.withLock { $0.removeAll() }
        let task = Task.detached { await dataSource.apply(background, animatingDifferences: false) }
        // Wait, holding the main actor, until the background apply is diffing (it hashes items off
        // the main thread); it then waits for the main actor.
        let deadline = Date().addingTimeInterval(5)
        while !hashedOnMainThread.withLock({ $0.contains(false) }) && Date() < deadline { usleep(1_000) }
        TrestleDiagnostics.$handler.withValue(reports.record) {
            dataSource.apply(newest, animatingDifferences: false)
        }
        await task.value
        host.layout()
        #expect(reports.messages.contains { $0.contains("applying updates in a non-thread confined manner is dangerous") })
        #expect(dataSource.snapshot() == newest, "the overtaken background snapshot was dropped")
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(host.screenLines().first == " item 7")
    }
}
