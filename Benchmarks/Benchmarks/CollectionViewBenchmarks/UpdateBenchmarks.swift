import Benchmark
import Foundation
import Trestle
import TrestleCore
import TrestleTesting

/// One `performBatchUpdates` of 1,000 mixed item operations on a 1,000,000-item flow layout in a
/// 200×60 window, without animation, and the layout pass that follows (target ≤ 10 ms). Every
/// iteration starts from the same state, restored outside the measured region.
func updateBenchmarks() {
    let batchState = Box<ItemBatchFixture?>(nil)
    Benchmark("UICollectionView batch of 1k mixed item ops on 1M items",
              configuration: .init(maxDuration: .seconds(5), maxIterations: 300)) { benchmark in
        await MainActor.run {
            if batchState.value == nil { batchState.value = ItemBatchFixture() }
            let fixture = batchState.value!
            benchmark.startMeasurement()
            fixture.performForward()
            benchmark.stopMeasurement()
            fixture.restore()
        }
    }
}

/// A model of item identifiers, section by section; cells show the identifier.
@MainActor
final class IdentifiedItems: UICollectionViewDataSource {
    var sections: [[Int]]
    init(sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TitleCell
        cell.label.text = "Item \(sections[indexPath.section][indexPath.item])"
        return cell
    }
}

/// One batch's calls in UIKit's index spaces: deletes and reloads name old items, inserts new
/// items, moves go old → new.
struct ItemBatch {
    struct Move {
        var from: IndexPath
        var to: IndexPath
    }

    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    /// Where each reloaded item's replacement lands (new space): what the inverse batch reloads.
    var reloadTargets: [IndexPath] = []
    var moves: [Move] = []

    var operationCount: Int { deletes.count + inserts.count + reloads.count + moves.count }

    /// The batch that turns the "after" model back into the "before" one.
    var inverse: ItemBatch {
        ItemBatch(deletes: inserts, inserts: deletes, reloads: reloadTargets, reloadTargets: reloads,
                  moves: moves.map { Move(from: $0.to, to: $0.from) })
    }

    @MainActor
    func record(on collection: UICollectionView) {
        collection.deleteItems(at: deletes)
        collection.insertItems(at: inserts)
        collection.reloadItems(at: reloads)
        for move in moves { collection.moveItem(at: move.from, to: move.to) }
    }
}

/// A 1,000,000-item model (10 sections × 100,000 item identifiers) and a batch of 1,000 mixed
/// operations spread over it — per section 40 deletes, 40 inserts, 10 reloads and 10 moves (5
/// within the section, 5 to the next one), a few of them on screen — with the model after the
/// batch and the items selected before it.
///
/// The "after" model is built independently of Trestle with UIKit's rules: items that are not
/// deleted, reloaded or moved keep their order and fill the new places that are not inserted,
/// reloaded or moved into; a reloaded item's replacement sits where the deletes and inserts of its
/// section (not the moves) shift it.
struct ItemBatchWorkload {
    static let sections = 10
    static let itemsPerSection = 100_000
    /// The first item on screen: mid-content, where a few of the operations land.
    static let topItem = IndexPath(item: 50_000, section: 5)

    let before: [[Int]]
    let after: [[Int]]
    let forward: ItemBatch
    let selected: [IndexPath]

    init(seed: UInt64) {
        let (sections, items) = (Self.sections, Self.itemsPerSection)
        let (deletes, inserts, reloads, movesWithin, movesAcross) = (40, 40, 10, 5, 5)
        let hotSection = Self.topItem.section
        // About the 120 items on screen.
        let hotItems = Self.topItem.item..<(Self.topItem.item + 120)
        var rng = SeededRandomNumberGenerator(seed: seed)
        let before = (0..<sections).map { section in Array((section * items)..<((section + 1) * items)) }
        var nextIdentifier = sections * items

        // Old space: which items are deleted, reloaded and moved away.
        var deleted: [[Int]] = [], reloaded: [[Int]] = [], within: [[Int]] = [], across: [[Int]] = []
        var selected: [IndexPath] = []
        for section in 0..<sections {
            let picks = distinctPositions(deletes + reloads + movesWithin + movesAcross, in: items,
                                          hot: section == hotSection ? hotItems : nil, hotCount: 8, using: &rng)
            var slice = picks[...]
            deleted.append(slice.prefix(deletes).sorted()); slice = slice.dropFirst(deletes)
            reloaded.append(slice.prefix(reloads).sorted()); slice = slice.dropFirst(reloads)
            within.append(Array(slice.prefix(movesWithin))); slice = slice.dropFirst(movesWithin)
            across.append(Array(slice))
            // Selected: a moved item, and some that stay (two on screen); never a deleted or
            // reloaded one, which the batch would deselect.
            let removed = Set(deleted[section] + reloaded[section])
            var selectedItems = Set([within[section][0]])
            if section == hotSection {
                selectedItems.formUnion(hotItems.filter { !removed.contains($0) }.prefix(2))
            }
            while selectedItems.count < 10 {
                let item = Int.random(in: 0..<items, using: &rng)
                if !removed.contains(item) { selectedItems.insert(item) }
            }
            selected += selectedItems.sorted().map { IndexPath(item: $0, section: section) }
        }

        // New space: inserted items, reloads' replacements, moves' destinations, then the items
        // that stay, in order, in the places left.
        var batch = ItemBatch()
        var after: [[Int]] = []
        let newCount = items - deletes + inserts
        for section in 0..<sections {
            let insertedItems = distinctPositions(inserts, in: newCount, hot: section == hotSection ? hotItems : nil,
                                                 hotCount: 4, using: &rng).sorted()
            let reloadTargets = reloaded[section].map { gap(insertedItems, $0 - rank(deleted[section], $0)) }
            var model = [Int](repeating: -1, count: newCount)
            for item in insertedItems + reloadTargets {
                model[item] = nextIdentifier
                nextIdentifier += 1
            }
            var taken = Set(insertedItems + reloadTargets)
            let previous = (section + sections - 1) % sections
            let incoming = within[section].map { IndexPath(item: $0, section: section) }
                + across[previous].map { IndexPath(item: $0, section: previous) }
            for source in incoming {
                var destination: Int
                repeat { destination = Int.random(in: 0..<newCount, using: &rng) } while !taken.insert(destination).inserted
                model[destination] = before[source.section][source.item]
                batch.moves.append(.init(from: source, to: IndexPath(item: destination, section: section)))
            }
            let removed = Set(deleted[section] + reloaded[section] + within[section] + across[section])
            var place = 0
            for item in 0..<items where !removed.contains(item) {
                while model[place] != -1 { place += 1 }
                model[place] = before[section][item]
            }
            precondition(!model.contains(-1), "ItemBatchWorkload: section \(section) has an empty place")
            after.append(model)
            batch.deletes += deleted[section].map { IndexPath(item: $0, section: section) }
            batch.inserts += insertedItems.map { IndexPath(item: $0, section: section) }
            batch.reloads += reloaded[section].map { IndexPath(item: $0, section: section) }
            batch.reloadTargets += reloadTargets.map { IndexPath(item: $0, section: section) }
        }
        precondition(batch.operationCount == 1_000)
        self.before = before
        self.after = after
        self.forward = batch
        self.selected = selected
    }

    /// Checks the whole "after" model against TrestleCore's own mapping of the batch: each item
    /// holds the old item the mapping brings there, or a new identifier where the mapping has none.
    func verify() {
        func items(_ paths: [IndexPath]) -> [ItemPath] { paths.map { ItemPath(section: $0.section, item: $0.item) } }
        var update = BatchUpdate()
        update.deleteItems(items(forward.deletes))
        update.insertItems(items(forward.inserts))
        update.reloadItems(items(forward.reloads))
        for move in forward.moves {
            update.moveItem(ItemPath(section: move.from.section, item: move.from.item), to: ItemPath(section: move.to.section, item: move.to.item))
        }
        let plan = try! update.plan(oldSectionCounts: before.map(\.count), newSectionCounts: after.map(\.count), kind: .collection)
        let firstNew = Self.sections * Self.itemsPerSection
        for (section, identifiers) in after.enumerated() {
            for (item, identifier) in identifiers.enumerated() {
                if let old = plan.mapping.oldPath(forNew: ItemPath(section: section, item: item)) {
                    precondition(identifier == before[old.section][old.item], "ItemBatchWorkload: item \(item) of section \(section)")
                } else {
                    precondition(identifier >= firstNew, "ItemBatchWorkload: item \(item) of section \(section) should be new")
                }
            }
        }
    }
}

/// `count` distinct positions in `0..<bound`, in random order; the first `hotCount` are drawn from
/// `hot` (so some operations land on the items on screen).
func distinctPositions(_ count: Int, in bound: Int, hot: Range<Int>?, hotCount: Int,
                       using rng: inout SeededRandomNumberGenerator) -> [Int] {
    var chosen = Set<Int>()
    var result: [Int] = []
    if let hot {
        while result.count < min(hotCount, count, hot.count) {
            let position = Int.random(in: hot, using: &rng)
            if chosen.insert(position).inserted { result.append(position) }
        }
    }
    while result.count < count {
        let position = Int.random(in: 0..<bound, using: &rng)
        if chosen.insert(position).inserted { result.append(position) }
    }
    result.shuffle(using: &rng)
    return result
}

/// The number of members of ascending `sorted` below `value`.
func rank(_ sorted: [Int], _ value: Int) -> Int {
    var low = 0, high = sorted.count
    while low < high {
        let middle = (low + high) / 2
        if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
}

/// The `k`-th (0-based) non-negative integer that is not a member of ascending `sorted`.
func gap(_ sorted: [Int], _ k: Int) -> Int {
    var result = k
    for member in sorted where member <= result { result += 1 }
    return result
}

/// The 1,000,000-item collection view (fixed-size items) in a 200×60 window, scrolled
/// mid-content with items selected.
///
/// The measured step swaps the precomputed "after" model in inside the update block (what an app
/// does), performs the batch without animation, then runs the host's layout pass. The inverse
/// batch restores the model, items and selection outside the measured region, and the offset is
/// set back.
@MainActor
final class ItemBatchFixture {
    let host = HeadlessHost(size: Grid.windowSize)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: Grid.flowLayout(selfSizing: false))
    let workload = ItemBatchWorkload(seed: 11)
    let dataSource: IdentifiedItems
    let backward: ItemBatch
    var startOffset = CGPoint.zero

    init() {
        backward = workload.forward.inverse
        workload.verify()
        dataSource = IdentifiedItems(sections: workload.before)
        collection.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        collection.allowsMultipleSelection = true
        collection.dataSource = dataSource
        host.rootView = collection
        host.layout()
        for path in workload.selected { collection.selectItem(at: path, animated: false, scrollPosition: []) }
        collection.scrollToItem(at: ItemBatchWorkload.topItem, at: .top, animated: false)
        host.layout()
        startOffset = collection.contentOffset
        // Check the workload against the collection view once: both ways, the items on screen
        // show the model and the selection follows.
        performForward()
        check(showing: workload.after)
        restore()
        check(showing: workload.before)
        precondition(collection.indexPathsForSelectedItems?.sorted() == workload.selected.sorted(), "ItemBatchFixture: selection not restored")
    }

    /// The measured step: the batch without animation, with the model swapped in inside the
    /// block, then the host's layout pass.
    func performForward() {
        UIView.performWithoutAnimation {
            collection.performBatchUpdates({ [self] in
                dataSource.sections = workload.after
                workload.forward.record(on: collection)
            }, completion: { applied in precondition(applied, "ItemBatchFixture: the batch was rejected") })
            host.layout()
        }
        precondition(!host.isAnimating)
        blackHole(collection.visibleCells.count)
    }

    /// Back to the state before the batch, outside the measured region.
    func restore() {
        UIView.performWithoutAnimation {
            collection.performBatchUpdates({ [self] in
                dataSource.sections = workload.before
                backward.record(on: collection)
            }, completion: { applied in precondition(applied, "ItemBatchFixture: the inverse batch was rejected") })
            collection.contentOffset = startOffset
            host.layout()
        }
        precondition(!host.isAnimating)
    }

    private func check(showing model: [[Int]]) {
        precondition(collection.visibleCells.count >= 100, "ItemBatchFixture: \(collection.visibleCells.count) cells on screen")
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            let title = (cell as! TitleCell).label.text
            precondition(title == "Item \(model[path.section][path.item])", "ItemBatchFixture: item \(path) shows \(title ?? "nil")")
        }
        precondition(collection.indexPathsForSelectedItems?.count == workload.selected.count, "ItemBatchFixture: selection lost")
    }
}
