import Foundation
import Testing
import Trestle
import TrestleTesting

/// Random sequences of everything an app and a user do to a table — scrolling, resizing,
/// reloads, valid and invalid batches, diffable applies (some from a background task), selection
/// by code, taps and keys, editing, swipes, reordering, navigation, data source swaps, time —
/// checked after every step and rebuilt from scratch at checkpoints. A failing run is shrunk to a
/// minimal sequence, reported as Swift to paste into a regression test.
///
/// The regular run takes 12 seeds × 5,000 steps here and 8 × 5,000 for the collection view:
/// 100,000 steps, under a minute. `TRESTLE_LONG_CHECKS=1` runs 100 times as many (10^7 steps, the
/// release check); `TRESTLE_CHAOS_SEED` and `TRESTLE_CHAOS_STEPS` replay or explore one seed.
/// What the runs found and fixed is kept in ``TableChaosRegressionTests`` and the tests named
/// there.
///
/// The seeds run one after another: every world lives on the main actor, and worlds interleaved
/// at their suspension points (a background apply) would make a run depend on the others.
@MainActor
@Suite("Chaos: random sequences of calls and input leave a table whole", .serialized)
struct TableChaosTests {
    /// Seeds of the regular run; each runs `steps` steps.
    nonisolated static let seeds: [UInt64] = LongChecks.seeds(default: Array(1...12))
    static var steps: Int { LongChecks.stepOverride ?? (LongChecks.isEnabled ? 500_000 : 5_000) }
    /// Steps between rebuild comparisons (each costs about as much as 50 steps).
    static let checkpointEvery = 500

    @Test("A random run leaves the table whole after every step, and equal to a rebuilt table at every checkpoint", arguments: seeds)
    func randomRun(seed: UInt64) async {
        if let failure = await ChaosRunner.runShrinking(TableChaosWorld.self, seed: seed, count: Self.steps,
                                                        checkpointEvery: Self.checkpointEvery) {
            Issue.record(Comment(rawValue: failure.report))
        }
    }
}

/// The same for a collection view with a list layout: scrolling, resizing, reloads, valid
/// batches, diffable applies, selection by code, taps and keys, time.
///
/// Runs with the table's chaos runs, with the same switches (see ``TableChaosTests``).
@MainActor
@Suite("Chaos: random sequences of calls and input leave a collection view whole", .serialized)
struct CollectionChaosTests {
    nonisolated static let seeds: [UInt64] = LongChecks.seeds(default: Array(101...108))
    static var steps: Int { LongChecks.stepOverride ?? (LongChecks.isEnabled ? 500_000 : 5_000) }

    @Test("A random run leaves the collection view whole after every step, and equal to a rebuilt one at every checkpoint", arguments: seeds)
    func randomRun(seed: UInt64) async {
        if let failure = await ChaosRunner.runShrinking(CollectionChaosWorld.self, seed: seed, count: Self.steps,
                                                         checkpointEvery: TableChaosTests.checkpointEvery) {
            Issue.record(Comment(rawValue: failure.report))
        }
    }
}

/// Sequences the collection chaos runs found.
@MainActor
@Suite("Collection chaos regressions")
struct CollectionChaosRegressionTests {
    /// The diffable data source's `snapshot()` kept the reload marks of the last apply, so a
    /// snapshot taken from it to reload other items reloaded the earlier ones again — deselecting
    /// the item tapped in between. Found by seed 101.
    @Test("Reloading items through the data source's snapshot keeps the selection of items reloaded earlier (seed 101, shrunk)")
    func reloadKeepsOtherSelection() async {
        let steps: [CollectionChaosStep] = [.swapDataSource, .batch(seed: 830834, animated: true), .swapDataSource,
                                            .batch(seed: 378487, animated: false), .swapDataSource, .reloadItems(seed: 472519),
                                            .tap(0.69), .reloadItems(seed: 122489)]
        let messages = await ChaosRunner.run(CollectionChaosWorld.self, seed: 101, steps: steps, checkpointEvery: 1_000)?.messages ?? []
        #expect(messages.isEmpty, "\(messages)")
    }

    /// After a drag and a resize left the offset between lines, the cell half above the top
    /// and the cell below it both round onto the first line; which one showed depended on the
    /// order the cells had come on screen in. Found by the long run, seed 108.
    @Test("Cells stack in item order, so a half-scrolled first line shows the same item as a collection view built afresh (seed 108, shrunk)")
    func cellsStackInItemOrder() async {
        let steps: [CollectionChaosStep] = [.resize(width: 39, height: 5), .drag(lines: -9, duration: 0.2), .resize(width: 46, height: 15)]
        let messages = await ChaosRunner.run(CollectionChaosWorld.self, seed: 108, steps: steps, checkpointEvery: 1_000)?.messages ?? []
        #expect(messages.isEmpty, "\(messages)")
        let world = CollectionChaosWorld(seed: 108)
        defer { world.tearDown() }
        for step in steps { _ = await world.perform(step) }
        let items = world.collection.subviews.compactMap { ($0 as? UICollectionViewCell).flatMap(world.collection.indexPath(for:)) }
        #expect(items.count > 1 && items == items.sorted(), "\(items)")
    }

    /// A covered collection view (out of its window) whose layout was prepared again there —
    /// after a reload, for a query — took its estimates from the main screen's iOS metrics:
    /// 44 lines a row in a terminal. Back in the window one layout pass could not measure the
    /// content down from 704 lines to 16, and rows in view were left without cells.
    @Test("A layout prepared out of a window is prepared again in it: back in a terminal, one pass gives every item in view its cell (seed 108, shrunk)")
    func layoutPreparedOffWindowIsPreparedAgain() async {
        let steps: [CollectionChaosStep] = [.cover, .reloadItems(seed: 64982), .tap(0.17), .scroll(0.9), .cover]
        let messages = await ChaosRunner.run(CollectionChaosWorld.self, seed: 108, steps: steps, checkpointEvery: 1_000)?.messages ?? []
        #expect(messages.isEmpty, "\(messages)")
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (host, collection) = makeListCollection(ListCellData((0..<16).map { "row \($0)" }), size: CGSize(width: 30, height: 10), layout: layout)
        host.layout()
        host.rootView = nil
        collection.reloadData()
        // A query out of the window prepares the layout with the main screen's metrics.
        _ = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(collection.contentSize.height > 16 * 40)
        // Scrolled within that content.
        collection.contentOffset = CGPoint(x: 0, y: 600)
        host.rootView = collection
        host.layout()
        #expect(collection.contentSize.height == 16)
        #expect(collection.contentOffset.y == 6)
        #expect(collection.indexPathsForVisibleItems.sorted() == (6..<16).map { IndexPath(item: $0, section: 0) })
    }
}
