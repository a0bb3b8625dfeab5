import Benchmark
import Foundation
import Trestle
import TrestleCore
import TrestleTesting

/// End-to-end updates on a table in a 200×60 terminal window: one `performBatchUpdates` of 10,000
/// mixed operations on a 1,000,000-row table (target ≤ 10 ms), and a diffable data source applying
/// a 100,000-item snapshot with 1% churn (target ≤ 15 ms). Each measures the update and the layout
/// pass that follows (which starts any animation); every iteration starts from the same state, with
/// no animation under way, restored outside the measured region. Each comes with `.none` (rows that
/// survive still travel, as in UIKit) and with the default animation (`.automatic`,
/// `animatingDifferences: true`). Last, what an app does on each model change: build a 100,000-item
/// snapshot with 10% churn with `appendItems` and apply it without animation (target ≤ 8 ms).
func updateBenchmarks() {
    for animated in [false, true] {
        let batchState = Box<MixedBatchFixture?>(nil)
        Benchmark("Batch of 10k mixed ops on a 1M-row table, \(animated ? ".automatic" : ".none")",
                  configuration: .init(maxDuration: .seconds(5), maxIterations: 1_000)) { benchmark in
            await MainActor.run {
                if batchState.value == nil { batchState.value = MixedBatchFixture(animated: animated) }
                let fixture = batchState.value!
                benchmark.startMeasurement()
                fixture.performForward()
                benchmark.stopMeasurement()
                fixture.restore()
            }
        }

        let applyState = Box<DiffableApplyFixture?>(nil)
        Benchmark("Diffable apply 100k items, 1% churn, end to end, animatingDifferences \(animated)",
                  configuration: .init(maxDuration: .seconds(5), maxIterations: 1_000)) { benchmark in
            await MainActor.run {
                if applyState.value == nil { applyState.value = DiffableApplyFixture(animated: animated) }
                let fixture = applyState.value!
                benchmark.startMeasurement()
                fixture.applyChurn()
                benchmark.stopMeasurement()
                fixture.restore()
            }
        }
    }

    // What an app does on each change of its model: build a snapshot, then apply it.
    let buildState = Box<DiffableApplyFixture?>(nil)
    Benchmark("Diffable build + apply 100k items, 10% churn, end to end",
              configuration: .init(maxDuration: .seconds(5), maxIterations: 1_000)) { benchmark in
        await MainActor.run {
            if buildState.value == nil {
                buildState.value = DiffableApplyFixture(animated: false, workload: ChurnWorkload(seed: 9, deleted: 5_000, moved: 1_000),
                                                        buildsSnapshot: true)
            }
            let fixture = buildState.value!
            benchmark.startMeasurement()
            fixture.applyChurn()
            benchmark.stopMeasurement()
            fixture.restore()
        }
    }
}

// MARK: - Batch of mixed operations

/// A model of row identifiers, section by section; cells show the identifier.
@MainActor
final class RowIdentifierDataSource: UITableViewDataSource {
    var sections: [[Int]]
    init(sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Item \(sections[indexPath.section][indexPath.row])"
        return cell
    }
}

/// One batch's calls in UIKit's index spaces: deletes and reloads name old rows, inserts new rows,
/// moves go old → new.
struct MixedBatch {
    struct Move {
        var from: IndexPath
        var to: IndexPath
    }

    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    /// Where each reloaded row's replacement lands (new space): what the inverse batch reloads.
    var reloadTargets: [IndexPath] = []
    var moves: [Move] = []

    var operationCount: Int { deletes.count + inserts.count + reloads.count + moves.count }

    /// The batch that turns the "after" model back into the "before" one.
    var inverse: MixedBatch {
        MixedBatch(deletes: inserts, inserts: deletes, reloads: reloadTargets, reloadTargets: reloads,
                   moves: moves.map { Move(from: $0.to, to: $0.from) })
    }

    @MainActor
    func record(on table: UITableView, animation: UITableView.RowAnimation) {
        table.deleteRows(at: deletes, with: animation)
        table.insertRows(at: inserts, with: animation)
        table.reloadRows(at: reloads, with: animation)
        for move in moves { table.moveRow(at: move.from, to: move.to) }
    }
}

/// `count` distinct positions in `0..<bound`, in random order; the first `hotCount` are drawn from
/// `hot` (so some operations land on the rows on screen).
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

/// A 1,000,000-row model (100 sections × 10,000 row identifiers) and a batch of 10,000 mixed
/// operations spread over it — per section 40 deletes, 40 inserts, 10 reloads and 10 moves (5 within
/// the section, 5 to the next one) — with the model after the batch and the rows selected before it.
///
/// The "after" model is built independently of Trestle with UIKit's rules: rows that are not
/// deleted, reloaded or moved keep their order and fill the new places that are not inserted,
/// reloaded or moved into; a reloaded row's replacement sits where the deletes and inserts of its
/// section (not the moves) shift it.
struct MixedBatchWorkload {
    static let sections = 100
    static let rowsPerSection = 10_000
    /// The first row on screen: mid-table, where a few of the operations land.
    static let topRow = IndexPath(row: 5_000, section: 50)

    let before: [[Int]]
    let after: [[Int]]
    let forward: MixedBatch
    /// Rows selected before the batch (old space): none deleted or reloaded, some moved, two on screen.
    let selected: [IndexPath]

    init(seed: UInt64) {
        let (sections, rows) = (Self.sections, Self.rowsPerSection)
        let (deletes, inserts, reloads, movesWithin, movesAcross) = (40, 40, 10, 5, 5)
        let hotSection = Self.topRow.section
        let hotRows = Self.topRow.row..<(Self.topRow.row + 60)
        var rng = SeededRandomNumberGenerator(seed: seed)
        let before = (0..<sections).map { section in Array((section * rows)..<((section + 1) * rows)) }
        var nextIdentifier = sections * rows

        // Old space: which rows are deleted, reloaded and moved away.
        var deleted: [[Int]] = [], reloaded: [[Int]] = [], within: [[Int]] = [], across: [[Int]] = []
        var selected: [IndexPath] = []
        for section in 0..<sections {
            let picks = distinctPositions(deletes + reloads + movesWithin + movesAcross, in: rows,
                                          hot: section == hotSection ? hotRows : nil, hotCount: 8, using: &rng)
            var slice = picks[...]
            deleted.append(slice.prefix(deletes).sorted()); slice = slice.dropFirst(deletes)
            reloaded.append(slice.prefix(reloads).sorted()); slice = slice.dropFirst(reloads)
            within.append(Array(slice.prefix(movesWithin))); slice = slice.dropFirst(movesWithin)
            across.append(Array(slice))
            let removed = Set(deleted[section] + reloaded[section])
            var selectedRows = Set([within[section][0]])
            if section == hotSection {
                selectedRows.formUnion(hotRows.filter { !removed.contains($0) }.prefix(2))
            }
            while selectedRows.count < 10 {
                let row = Int.random(in: 0..<rows, using: &rng)
                if !removed.contains(row) { selectedRows.insert(row) }
            }
            selected += selectedRows.sorted().map { IndexPath(row: $0, section: section) }
        }

        // New space: inserted rows, reloads' replacements, moves' destinations, then the rows that
        // stay, in order, in the places left.
        var batch = MixedBatch()
        var after: [[Int]] = []
        let newCount = rows - deletes + inserts
        for section in 0..<sections {
            let insertedItems = distinctPositions(inserts, in: newCount, hot: section == hotSection ? hotRows : nil,
                                                 hotCount: 4, using: &rng).sorted()
            let reloadTargets = reloaded[section].map { gap(insertedItems, $0 - rank(deleted[section], $0)) }
            var model = [Int](repeating: -1, count: newCount)
            for row in insertedItems + reloadTargets {
                model[row] = nextIdentifier
                nextIdentifier += 1
            }
            var taken = Set(insertedItems + reloadTargets)
            let previous = (section + sections - 1) % sections
            let incoming = within[section].map { IndexPath(row: $0, section: section) }
                + across[previous].map { IndexPath(row: $0, section: previous) }
            for source in incoming {
                var destination: Int
                repeat { destination = Int.random(in: 0..<newCount, using: &rng) } while !taken.insert(destination).inserted
                model[destination] = before[source.section][source.row]
                batch.moves.append(.init(from: source, to: IndexPath(row: destination, section: section)))
            }
            let removed = Set(deleted[section] + reloaded[section] + within[section] + across[section])
            var place = 0
            for row in 0..<rows where !removed.contains(row) {
                while model[place] != -1 { place += 1 }
                model[place] = before[section][row]
            }
            precondition(!model.contains(-1), "MixedBatchWorkload: section \(section) has an empty place")
            after.append(model)
            batch.deletes += deleted[section].map { IndexPath(row: $0, section: section) }
            batch.inserts += insertedItems.map { IndexPath(row: $0, section: section) }
            batch.reloads += reloaded[section].map { IndexPath(row: $0, section: section) }
            batch.reloadTargets += reloadTargets.map { IndexPath(row: $0, section: section) }
        }
        precondition(batch.operationCount == 10_000)
        self.before = before
        self.after = after
        self.forward = batch
        self.selected = selected
    }

    /// Checks the whole "after" model against TrestleCore's own mapping of the batch: each row holds
    /// the old row the mapping brings there, or a new identifier where the mapping has none.
    func verify() {
        func rows(_ paths: [IndexPath]) -> [ItemPath] { paths.map { ItemPath(section: $0.section, item: $0.row) } }
        var update = BatchUpdate()
        update.deleteItems(rows(forward.deletes))
        update.insertItems(rows(forward.inserts))
        update.reloadItems(rows(forward.reloads))
        for move in forward.moves {
            update.moveItem(ItemPath(section: move.from.section, item: move.from.row), to: ItemPath(section: move.to.section, item: move.to.row))
        }
        let plan = try! update.plan(oldSectionCounts: before.map(\.count), newSectionCounts: after.map(\.count), kind: .table)
        let firstNew = Self.sections * Self.rowsPerSection
        for (section, identifiers) in after.enumerated() {
            for (row, identifier) in identifiers.enumerated() {
                if let old = plan.mapping.oldPath(forNew: ItemPath(section: section, item: row)) {
                    precondition(identifier == before[old.section][old.item], "MixedBatchWorkload: row \(row) of section \(section)")
                } else {
                    precondition(identifier >= firstNew, "MixedBatchWorkload: row \(row) of section \(section) should be new")
                }
            }
        }
    }
}

/// The 1,000,000-row table in a 200×60 window, scrolled mid-table with rows selected.
///
/// The measured step swaps the precomputed "after" model in inside the update block (what an app
/// does) and performs the batch, then lays out. The inverse batch restores the model, rows,
/// selection and measured heights outside the measured region, and the scroll offset is set back.
@MainActor
final class MixedBatchFixture {
    let host = HeadlessHost(size: CGSize(width: 200, height: 60))
    let table = UITableView(frame: .zero, style: .plain)
    let workload = MixedBatchWorkload(seed: 7)
    let dataSource: RowIdentifierDataSource
    let backward: MixedBatch
    let animation: UITableView.RowAnimation
    var startOffset = CGPoint.zero

    init(animated: Bool) {
        animation = animated ? .automatic : .none
        backward = workload.forward.inverse
        workload.verify()
        dataSource = RowIdentifierDataSource(sections: workload.before)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.allowsMultipleSelection = true
        table.dataSource = dataSource
        host.rootView = table
        host.layout()
        for path in workload.selected { table.selectRow(at: path, animated: false, scrollPosition: .none) }
        table.scrollToRow(at: MixedBatchWorkload.topRow, at: .top, animated: false)
        table.layoutIfNeeded()
        startOffset = table.contentOffset
        // Check the workload against the table once: both ways, the rows on screen show the model.
        performForward()
        host.advance(by: 10)
        check(showing: workload.after, selectedCount: workload.selected.count)
        restore()
        check(showing: workload.before, selectedCount: workload.selected.count)
        precondition(table.indexPathsForSelectedRows == workload.selected.sorted(), "MixedBatchFixture: selection not restored")
    }

    /// The measured step: the batch, with the model swapped in inside the block, then layout.
    func performForward() {
        table.performBatchUpdates({ [self] in
            dataSource.sections = workload.after
            workload.forward.record(on: table, animation: animation)
        }, completion: { applied in precondition(applied, "MixedBatchFixture: the batch was rejected") })
        table.layoutIfNeeded()
        blackHole(table.visibleCells.count)
    }

    /// Back to the state before the batch, outside the measured region: the measured batch's
    /// animations run to their end, the inverse batch applies without animation.
    func restore() {
        host.advance(by: 10)
        UIView.performWithoutAnimation {
            table.performBatchUpdates({ [self] in
                dataSource.sections = workload.before
                backward.record(on: table, animation: .none)
            }, completion: { applied in precondition(applied, "MixedBatchFixture: the inverse batch was rejected") })
            table.contentOffset = startOffset
            table.layoutIfNeeded()
        }
        precondition(!host.isAnimating)
    }

    private func check(showing model: [[Int]], selectedCount: Int) {
        precondition(!table.visibleCells.isEmpty)
        for cell in table.visibleCells {
            let path = table.indexPath(for: cell)!
            precondition(cell.textLabel?.text == "Item \(model[path.section][path.row])",
                         "MixedBatchFixture: row \(path) shows \(cell.textLabel?.text ?? "nil")")
        }
        precondition(table.indexPathsForSelectedRows?.count == selectedCount, "MixedBatchFixture: selection lost")
    }
}

// MARK: - Diffable apply

extension UUID {
    static func random(using rng: inout SeededRandomNumberGenerator) -> UUID {
        let high = rng.next(), low = rng.next()
        return withUnsafeBytes(of: (high, low)) { bytes in UUID(uuid: bytes.load(as: uuid_t.self)) }
    }
}

/// Two snapshots of 100,000 UUIDs in 10 sections of 10,000: the second deletes `deleted` items,
/// inserts as many new ones and moves `moved` (some to other sections), spread over the table with a
/// few on screen. 500 and 100 make 1% churn; 5,000 and 1,000 make 10%.
struct ChurnWorkload {
    static let sections = 10
    static let itemsPerSection = 10_000
    static let topRow = IndexPath(row: 5_000, section: 5)

    let before: NSDiffableDataSourceSnapshot<Int, UUID>
    let after: NSDiffableDataSourceSnapshot<Int, UUID>
    /// The items of `after`, section by section: what an app builds its snapshot from.
    let afterContents: [[UUID]]

    init(seed: UInt64, deleted deletedCount: Int = 500, moved movedCount: Int = 100) {
        let (sections, perSection) = (Self.sections, Self.itemsPerSection)
        var rng = SeededRandomNumberGenerator(seed: seed)
        let old = (0..<sections).map { _ in (0..<perSection).map { _ in UUID.random(using: &rng) } }
        let hotStart = Self.topRow.section * perSection + Self.topRow.row
        let hot = hotStart..<(hotStart + 60)
        let picks = distinctPositions(deletedCount + movedCount, in: sections * perSection, hot: hot, hotCount: 4, using: &rng)
        let deleted = Set(picks.prefix(deletedCount))
        let moved = picks.dropFirst(deletedCount).map { old[$0 / perSection][$0 % perSection] }
        let movedSet = Set(moved)
        var new = old.enumerated().map { section, items in
            items.enumerated().filter { !deleted.contains(section * perSection + $0.offset) && !movedSet.contains($0.element) }.map(\.element)
        }
        var placed = (0..<deletedCount).map { _ in UUID.random(using: &rng) } + moved
        placed.shuffle(using: &rng)
        for (index, item) in placed.enumerated() {
            if index < 3 {  // a few land on screen
                new[Self.topRow.section].insert(item, at: Self.topRow.row + Int.random(in: 0..<60, using: &rng))
            } else {
                let section = Int.random(in: 0..<sections, using: &rng)
                new[section].insert(item, at: Int.random(in: 0...new[section].count, using: &rng))
            }
        }
        func snapshot(_ contents: [[UUID]]) -> NSDiffableDataSourceSnapshot<Int, UUID> {
            var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
            snapshot.appendSections(Array(0..<sections))
            for (section, items) in contents.enumerated() { snapshot.appendItems(items, toSection: section) }
            return snapshot
        }
        before = snapshot(old)
        after = snapshot(new)
        afterContents = new
    }
}

/// A diffable data source on a table in a 200×60 window, showing the "before" snapshot scrolled
/// mid-table. The measured step applies the "after" snapshot (diff, batch update, layout); the
/// "before" one is restored with `applySnapshotUsingReloadData` outside the measured region, so
/// every iteration diffs and applies the same change.
@MainActor
final class DiffableApplyFixture {
    let host = HeadlessHost(size: CGSize(width: 200, height: 60))
    let table = UITableView(frame: .zero, style: .plain)
    let workload: ChurnWorkload
    let dataSource: UITableViewDiffableDataSource<Int, UUID>
    let animated: Bool
    /// Whether the measured step also builds the "after" snapshot from its items with `appendItems`.
    let buildsSnapshot: Bool
    var startOffset = CGPoint.zero

    init(animated: Bool, workload: ChurnWorkload = ChurnWorkload(seed: 8), buildsSnapshot: Bool = false) {
        self.animated = animated
        self.workload = workload
        self.buildsSnapshot = buildsSnapshot
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item.uuidString
            return cell
        }
        host.rootView = table
        dataSource.applySnapshotUsingReloadData(workload.before)
        host.layout()
        table.scrollToRow(at: ChurnWorkload.topRow, at: .top, animated: false)
        table.layoutIfNeeded()
        startOffset = table.contentOffset
        // Check once that apply updates the table by a batch (a reload would drop the selection)
        // and that both snapshots show on screen.
        let selected = table.indexPathsForVisibleRows!.last { path in
            workload.after.indexOfItem(dataSource.itemIdentifier(for: path)!) != nil
        }!
        table.selectRow(at: selected, animated: false, scrollPosition: .none)
        applyChurn()
        host.advance(by: 10)
        check(showing: workload.after)
        precondition(table.indexPathsForSelectedRows?.count == 1, "DiffableApplyFixture: apply did not perform a batch update")
        restore()
        check(showing: workload.before)
    }

    /// The measured step: apply (diff and batch update) and the layout that follows, after building
    /// the snapshot when the fixture does that too.
    func applyChurn() {
        if buildsSnapshot {
            var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
            snapshot.appendSections(Array(workload.afterContents.indices))
            for (section, items) in workload.afterContents.enumerated() { snapshot.appendItems(items, toSection: section) }
            dataSource.apply(snapshot, animatingDifferences: animated)
        } else {
            dataSource.apply(workload.after, animatingDifferences: animated)
        }
        table.layoutIfNeeded()
        blackHole(table.visibleCells.count)
    }

    /// Back to the "before" snapshot, outside the measured region, with no animation under way.
    func restore() {
        host.advance(by: 10)
        UIView.performWithoutAnimation {
            dataSource.applySnapshotUsingReloadData(workload.before)
            table.contentOffset = startOffset
            table.layoutIfNeeded()
        }
        precondition(!host.isAnimating)
    }

    private func check(showing snapshot: NSDiffableDataSourceSnapshot<Int, UUID>) {
        precondition(!table.visibleCells.isEmpty)
        for cell in table.visibleCells {
            let path = table.indexPath(for: cell)!
            precondition(cell.textLabel?.text == snapshot.itemIdentifiers(inSection: path.section)[path.row].uuidString,
                         "DiffableApplyFixture: row \(path) shows the wrong item")
        }
    }
}
