import Foundation
import Testing
import TrestleCore
import Trestle

/// A list view that records what a ``DiffableDriver`` asks of it, and keeps the identifiers it
/// shows by replaying each batch it is given — so a wrong difference shows as a wrong list.
@MainActor
private final class RecordingListView: DiffableDriverTarget {
    typealias Driver = DiffableDriver<String, String>

    enum Request: Equatable {
        case batch(SectionedDifference, animated: Bool)
        case reload
    }

    /// Where a reload and a batch's inserted items come from, as a view asks its data source.
    weak var dataSource: Driver?
    var canApplyBatchUpdates = true
    /// Whether batches end only when ``finishBatches()`` is called (animations under way).
    var holdsCompletions = false

    private(set) var requests: [Request] = []
    private(set) var shown = SectionedIdentifiers<String, String>(sections: [], items: [], sectionStarts: [0])
    private(set) var replayFailures: [ReplayFailure] = []
    private var heldCompletions: [() -> Void] = []
    private var batchRequested: AsyncStream<Void>.Continuation?

    /// Yields each time a batch is requested.
    func batchRequests() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        batchRequested = continuation
        return stream
    }

    func reloadData() {
        requests.append(.reload)
        shown = dataSource?.current.sectionedIdentifiers ?? shown
    }

    func performBatchUpdates(for difference: SectionedDifference, animated: Bool, completion: (() -> Void)?) {
        requests.append(.batch(difference, animated: animated))
        if let dataSource {
            switch difference.replay(shown, takingInsertsFrom: dataSource.current.sectionedIdentifiers) {
            case .success(let result): shown = result
            case .failure(let failure): replayFailures.append(failure)
            }
        }
        batchRequested?.yield()
        if holdsCompletions {
            heldCompletions.append { completion?() }
        } else {
            completion?()
        }
    }

    /// Ends the batches under way, running their completions.
    func finishBatches() {
        let completions = heldCompletions
        heldCompletions.removeAll()
        for completion in completions { completion() }
    }

    /// The user moves a row in the view (the view moves it before telling its data source).
    func userMoves(from source: ItemPath, to destination: ItemPath) {
        var sections = shown.sections.indices.map { Array(shown.items(inSection: $0)) }
        let item = sections[source.section].remove(at: source.item)
        sections[destination.section].insert(item, at: destination.item)
        shown = SectionedIdentifiers(sections: shown.sections, items: sections.flatMap { $0 },
                                     sectionStarts: sections.reduce(into: [0]) { $0.append($0.last! + $1.count) })
    }
}

/// The diffable driver on its own, against a view that records what it is asked to do
/// (<doc:TrestleCore/UIKitBehavior#Applying-snapshots>).
@MainActor
@Suite("Diffable driver")
struct DiffableDriverTests {
    typealias Driver = DiffableDriver<String, String>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private static let message = "applying updates in a non-thread confined manner"

    private func make() -> (Driver, RecordingListView) {
        let driver = Driver(mixedExecutorsMessage: Self.message)
        let view = RecordingListView()
        view.dataSource = driver
        driver.target = view
        return (driver, view)
    }

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func list(_ items: [String]) -> Snapshot { snapshot([("main", items)]) }

    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    /// The view shows what the driver says it shows, and every batch replayed cleanly.
    private func expectInStep(_ driver: Driver, _ view: RecordingListView, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(view.replayFailures.isEmpty, "\(view.replayFailures)", sourceLocation: sourceLocation)
        #expect(view.shown == driver.current.sectionedIdentifiers, sourceLocation: sourceLocation)
        driver.checkInvariants()
    }

    // MARK: Applying on the main actor

    @Test("apply asks the view for one batch: the difference from the current snapshot, animated as asked")
    func applyPerformsTheDifference() {
        let (driver, view) = make()
        var completions = 0
        driver.apply(list(["a", "b", "c"]), animatingDifferences: false) { completions += 1 }
        #expect(view.requests == [.batch(SectionedDifference(sectionInserts: [0]), animated: false)])

        driver.apply(list(["a", "c", "d"]), animatingDifferences: true) { completions += 1 }
        #expect(view.requests.last == .batch(SectionedDifference(itemDeletes: [path(0, 1)], itemInserts: [path(0, 2)]), animated: true))
        #expect(view.requests.count == 2)
        #expect(completions == 2)
        #expect(driver.current == list(["a", "c", "d"]))
        expectInStep(driver, view)
    }

    @Test("Sections and items that move, and reload and reconfigure marks, reach the view in one batch that replays to the new snapshot")
    func applyWithMovesAndMarks() {
        let (driver, view) = make()
        driver.apply(snapshot([("A", ["a1", "a2"]), ("B", ["b1", "b2", "b3"]), ("C", [])]), animatingDifferences: false, completion: nil)
        var next = snapshot([("C", ["a2"]), ("A", ["b3", "a1"]), ("B", ["b1", "new"])])
        next.reloadItems(["b1"])
        next.reconfigureItems(["a1"])
        driver.apply(next, animatingDifferences: true, completion: nil)
        #expect(view.requests.count == 2)
        guard case .batch(let difference, animated: true) = view.requests.last else {
            Issue.record("expected an animated batch, got \(view.requests)")
            return
        }
        #expect(difference.itemReloads == [IndexPair(old: path(1, 0), new: path(2, 0))])
        #expect(difference.itemReconfigures.map(\.new) == [path(1, 1)])
        #expect(difference.itemInserts.contains(path(2, 1)))
        #expect(difference.itemDeletes.contains(path(1, 1)), "b2 is gone")
        expectInStep(driver, view)
    }

    @Test("An unchanged snapshot asks nothing of the view; its completion still runs")
    func unchangedSnapshotAsksNothing() {
        let (driver, view) = make()
        driver.apply(list(["a", "b"]), animatingDifferences: true, completion: nil)
        let before = view.requests
        let generation = driver.currentGeneration
        var completed = false
        driver.apply(list(["a", "b"]), animatingDifferences: true) { completed = true }
        #expect(view.requests == before)
        #expect(completed)
        #expect(driver.currentGeneration == generation + 1, "it was still a submission")
        expectInStep(driver, view)
    }

    @Test("A view that is not in a window reloads instead, even for an unchanged snapshot")
    func offScreenReloads() {
        let (driver, view) = make()
        view.canApplyBatchUpdates = false
        var completions = 0
        driver.apply(list(["a", "b"]), animatingDifferences: true) { completions += 1 }
        driver.apply(list(["a", "b"]), animatingDifferences: true) { completions += 1 }
        #expect(view.requests == [.reload, .reload])
        #expect(completions == 2)
        view.canApplyBatchUpdates = true
        driver.apply(list(["b"]), animatingDifferences: true) { completions += 1 }
        #expect(view.requests.last == .batch(SectionedDifference(itemDeletes: [path(0, 0)]), animated: true))
        expectInStep(driver, view)
    }

    @Test("Without a target the snapshot still changes and the completion runs")
    func noTarget() {
        let driver = Driver(mixedExecutorsMessage: Self.message)
        var completed = false
        driver.apply(list(["a"]), animatingDifferences: true) { completed = true }
        #expect(completed)
        #expect(driver.current == list(["a"]))
        driver.checkInvariants()
    }

    @Test("Updates from the main actor one after another are not reported")
    func mainActorUpdatesAreNotReported() {
        let (driver, view) = make()
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            for count in 1...4 {
                driver.apply(list((0..<count).map(String.init)), animatingDifferences: true, completion: nil)
            }
        }
        #expect(reports.messages.isEmpty)
        #expect(view.requests.count == 4)
        expectInStep(driver, view)
    }

    @Test("applyUsingReloadData reloads without diffing, and an update on its way is dropped")
    func reloadDataPath() {
        let (driver, view) = make()
        driver.apply(list(["a", "b"]), animatingDifferences: false, completion: nil)
        let pending = driver.prepare(list(["a", "b", "c"]))
        var completions = 0
        driver.applyUsingReloadData(list(["z"])) { completions += 1 }
        #expect(view.requests.last == .reload)
        #expect(driver.current == list(["z"]))
        driver.show(pending, animatingDifferences: true) { completions += 1 }
        #expect(view.requests.count == 2, "the older update asked nothing of the view")
        #expect(driver.current == list(["z"]))
        #expect(completions == 2)
        expectInStep(driver, view)
    }

    // MARK: Lookups

    @Test("Lookups agree with a walk over the snapshot, across empty sections, and answer nil outside it")
    func lookups() {
        let (driver, _) = make()
        let sections: [(String, [String])] = [("empty first", []), ("A", ["a0", "a1", "a2"]), ("empty", []), ("B", ["b0"]),
                                              ("C", ["c0", "c1"]), ("empty last", [])]
        driver.apply(snapshot(sections), animatingDifferences: false, completion: nil)

        #expect(driver.numberOfSections == sections.count)
        for (sectionIndex, (section, items)) in sections.enumerated() {
            #expect(driver.sectionIdentifier(for: sectionIndex) == section)
            #expect(driver.index(for: section) == sectionIndex)
            #expect(driver.numberOfItems(inSection: sectionIndex) == items.count)
            for (itemIndex, item) in items.enumerated() {
                #expect(driver.itemIdentifier(for: IndexPath(row: itemIndex, section: sectionIndex)) == item)
                #expect(driver.indexPath(for: item) == IndexPath(item: itemIndex, section: sectionIndex))
            }
            #expect(driver.itemIdentifier(for: IndexPath(row: items.count, section: sectionIndex)) == nil, "one past the end of \(section)")
        }
        #expect(driver.itemIdentifier(for: IndexPath(row: -1, section: 1)) == nil)
        #expect(driver.itemIdentifier(for: IndexPath(row: 0, section: -1)) == nil)
        #expect(driver.itemIdentifier(for: IndexPath(row: 0, section: sections.count)) == nil)
        #expect(driver.itemIdentifier(for: IndexPath(indexes: [1, 0, 0])) == nil, "not a section and an item")
        #expect(driver.indexPath(for: "missing") == nil)
        #expect(driver.sectionIdentifier(for: -1) == nil && driver.sectionIdentifier(for: sections.count) == nil)
        #expect(driver.index(for: "missing") == nil)
        #expect(driver.numberOfItems(inSection: -1) == 0 && driver.numberOfItems(inSection: sections.count) == 0)
    }

    // MARK: Items the user moves

    @Test("An item the user moves moves in the snapshot without asking anything of the view", arguments: [
        // (from, to, expected sections)
        (ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 2), [["a1", "a2", "a0"], ["b0"]]),
        (ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 0), [["a2", "a0", "a1"], ["b0"]]),
        (ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 0), [["a0", "a2"], ["a1", "b0"]]),
        (ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 3), [["a0", "a1", "a2", "b0"], []]),
    ])
    func userMove(from source: ItemPath, to destination: ItemPath, expected: [[String]]) {
        let (driver, view) = make()
        driver.apply(snapshot([("A", ["a0", "a1", "a2"]), ("B", ["b0"])]), animatingDifferences: false, completion: nil)
        let requests = view.requests
        let revision = driver.currentRevision
        view.userMoves(from: source, to: destination)
        driver.moveItem(at: IndexPath(item: source.item, section: source.section),
                        to: IndexPath(item: destination.item, section: destination.section))
        #expect(driver.current == snapshot(Array(zip(["A", "B"], expected))))
        #expect(view.requests == requests)
        #expect(driver.currentRevision > revision)
        #expect(driver.itemIdentifier(for: IndexPath(item: destination.item, section: destination.section))
                == expected[destination.section][destination.item])
        expectInStep(driver, view)
    }

    @Test("A move onto itself, or from or to nowhere, changes nothing")
    func userMoveThatChangesNothing() {
        let (driver, _) = make()
        driver.apply(list(["a", "b"]), animatingDifferences: false, completion: nil)
        let revision = driver.currentRevision
        driver.moveItem(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 0))
        driver.moveItem(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 0))
        driver.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 3))
        #expect(driver.current == list(["a", "b"]))
        #expect(driver.currentRevision == revision)
        driver.checkInvariants()
    }

    // MARK: Updates from a background executor

    @Test("An update prepared elsewhere is diffed there against the newest submission and shown as that difference")
    func preparedUpdateIsShown() {
        let (driver, view) = make()
        driver.apply(list(["a", "b", "c"]), animatingDifferences: false, completion: nil)
        let first = driver.prepare(list(["a", "b", "c", "d"]))
        #expect(first.difference == SectionedDifference(itemInserts: [path(0, 3)]))
        #expect(driver.current == list(["a", "b", "c"]), "nothing is shown before the main actor shows it")
        driver.show(first, animatingDifferences: true, completion: nil)
        let second = driver.prepare(list(["b", "c", "d"]))
        #expect(second.difference == SectionedDifference(itemDeletes: [path(0, 0)]))
        driver.show(second, animatingDifferences: false, completion: nil)
        #expect(Array(view.requests.dropFirst()) == [
            .batch(SectionedDifference(itemInserts: [path(0, 3)]), animated: true),
            .batch(SectionedDifference(itemDeletes: [path(0, 0)]), animated: false),
        ])
        expectInStep(driver, view)
    }

    @Test("A background update older than a main-actor one is dropped; mixing executors is reported")
    func olderUpdateIsDropped() {
        let (driver, view) = make()
        driver.apply(list(["a", "b", "c"]), animatingDifferences: false, completion: nil)
        let background = driver.prepare(list(["a"]))
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            driver.apply(list(["x", "a", "b", "c"]), animatingDifferences: true, completion: nil)
        }
        #expect(reports.messages == [Self.message])
        #expect(view.requests.last == .batch(SectionedDifference(itemInserts: [path(0, 0)]), animated: true),
                "the main-actor update is diffed against what the view shows")
        let requests = view.requests
        var completed = false
        driver.show(background, animatingDifferences: true) { completed = true }
        #expect(completed, "a dropped update still completes")
        #expect(view.requests == requests)
        #expect(driver.current == list(["x", "a", "b", "c"]), "the newest snapshot wins")
        expectInStep(driver, view)
    }

    @Test("An update that overtook another is diffed again against what the view shows; the overtaken one is dropped")
    func overtakingUpdateIsDiffedAgain() {
        let (driver, view) = make()
        driver.apply(list(["a", "b", "c"]), animatingDifferences: false, completion: nil)
        let older = driver.prepare(list(["a", "b", "c", "d"]))
        let newer = driver.prepare(list(["c", "d"]))
        #expect(newer.difference == SectionedDifference(itemDeletes: [path(0, 0), path(0, 1)]),
                "diffed against the newest submission, which the view does not show")
        driver.show(newer, animatingDifferences: true, completion: nil)
        #expect(view.requests.last == .batch(SectionedDifference(itemDeletes: [path(0, 0), path(0, 1)], itemInserts: [path(0, 1)]), animated: true))
        let requests = view.requests
        driver.show(older, animatingDifferences: true, completion: nil)
        #expect(view.requests == requests)
        #expect(driver.current == list(["c", "d"]))
        expectInStep(driver, view)
    }

    @Test("An item the user moves while an update is on its way makes the update be diffed again, not dropped")
    func userMoveWhileUpdateIsOnItsWay() {
        let (driver, view) = make()
        driver.apply(list(["1", "2", "3"]), animatingDifferences: false, completion: nil)
        let pending = driver.prepare(list(["1", "2", "3", "4"]))
        view.userMoves(from: path(0, 0), to: path(0, 1))
        driver.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(driver.current == list(["2", "1", "3"]))
        driver.checkInvariants()
        driver.show(pending, animatingDifferences: true, completion: nil)
        guard case .batch(let difference, animated: true) = view.requests.last else {
            Issue.record("expected a batch, got \(view.requests)")
            return
        }
        #expect(difference != pending.difference)
        #expect(difference.itemMoves.count == 1 && difference.itemInserts == [path(0, 3)])
        #expect(driver.current == list(["1", "2", "3", "4"]))
        expectInStep(driver, view)
    }

    @Test("After a user move with nothing on its way, the next background update diffs against the moved list")
    func backgroundUpdateAfterUserMove() {
        let (driver, view) = make()
        driver.apply(list(["1", "2", "3"]), animatingDifferences: false, completion: nil)
        view.userMoves(from: path(0, 2), to: path(0, 0))
        driver.moveItem(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        let next = driver.prepare(list(["3", "1", "2", "4"]))
        #expect(next.difference == SectionedDifference(itemInserts: [path(0, 3)]))
        driver.show(next, animatingDifferences: true, completion: nil)
        #expect(view.requests.last == .batch(SectionedDifference(itemInserts: [path(0, 3)]), animated: true))
        expectInStep(driver, view)
    }

    @Test("The async apply returns only once the view has finished the batch")
    func asyncApplyReturnsAfterTheBatch() async {
        let (driver, view) = make()
        driver.apply(list(["a"]), animatingDifferences: false, completion: nil)
        view.holdsCompletions = true
        let requested = view.batchRequests()
        let progress = Progress()
        let task = Task { @MainActor in
            await driver.apply(list(["a", "b"]), animatingDifferences: true)
            progress.returned = true
        }
        for await _ in requested { break }
        #expect(view.requests.last == .batch(SectionedDifference(itemInserts: [path(0, 1)]), animated: true))
        #expect(!progress.returned, "the batch's animations are still under way")
        view.finishBatches()
        await task.value
        #expect(progress.returned)
        expectInStep(driver, view)
    }

    @Test("Async applies one after another all reach the view, in order, with no warning")
    func sequentialAsyncApplies() async {
        let (driver, view) = make()
        let reports = DiagnosticsRecorder()
        await TrestleDiagnostics.$handler.withValue(reports.record) {
            for count in 1...5 {
                await driver.apply(list((0..<count).map(String.init)), animatingDifferences: count.isMultiple(of: 2))
            }
        }
        #expect(reports.messages.isEmpty)
        #expect(view.requests.count == 5)
        #expect(view.requests.dropFirst().enumerated().allSatisfy { offset, request in
            request == .batch(SectionedDifference(itemInserts: [path(0, offset + 1)]), animated: (offset + 2).isMultiple(of: 2))
        })
        expectInStep(driver, view)
    }
}

@MainActor
private final class Progress {
    var returned = false
}
