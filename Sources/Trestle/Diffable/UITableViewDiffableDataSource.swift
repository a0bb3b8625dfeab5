import Foundation
import Synchronization
import TrestleCore

/// A table data source driven by snapshots: apply a ``NSDiffableDataSourceSnapshot`` and the
/// table changes by the difference from the previous one, as one batch update.
///
/// `apply` diffs by identifier (O(n); identical snapshots cost almost nothing), turns the
/// difference into deletes, inserts, moves, reloads and reconfigures in UIKit's index spaces, and
/// runs them through `performBatchUpdates` — so selection, focus, measured heights and visible
/// cells follow their items, and the changes animate. Off screen, it reloads instead, as UIKit
/// does.
///
/// ## Applying from a background executor
///
/// UIKit lets `apply` run on a background queue, with the diff off the main thread. Trestle's
/// equivalent is the `async` ``apply(_:animatingDifferences:)``, which may be called from any
/// executor: the diff runs where it is called, then the table changes on the main actor, and the
/// call returns once the changes have been applied and animated. As in UIKit, submit updates
/// either always from the main actor or always from one background executor, one after the
/// other. Mixing them is reported with UIKit's warning and handled safely: an update that was
/// overtaken is diffed again on the main actor, and an update older than what the table already
/// shows is dropped (the newest snapshot wins).
///
/// - Note: Subclasses override the title and editing methods as in UIKit.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item; returning `nil` is reported (UIKit crashes) and an empty cell used.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The generation of `current`: every snapshot given to `apply` gets the next one.
    private var currentGeneration = 0
    /// The revision of `current`: every change of it (an `apply`, a row the user moved) gets a
    /// new one, so a difference computed from an older `current` is never used.
    private var currentRevision = 0
    /// The newest snapshot given to `apply` (from any executor), its generation and revision:
    /// what the next off-main-actor `apply` diffs against.
    private nonisolated let submitted = Mutex(Submission(snapshot: Snapshot(), generation: 0, revision: 0, lastRevision: 0))

    private struct Submission: Sendable {
        var snapshot: Snapshot
        var generation: Int
        var revision: Int
        /// The last revision number handed out.
        var lastRevision: Int

        mutating func newRevision() -> Int {
            lastRevision += 1
            return lastRevision
        }
    }

    /// A snapshot on its way to the table, with its difference from the snapshot before it.
    private struct Prepared: Sendable {
        var snapshot: Snapshot
        var generation: Int
        var revision: Int
        var baseRevision: Int
        var difference: SectionedDifference?
    }

    /// The animation used for the changes `apply` makes. Default: `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> Snapshot {
        current
    }

    /// Shows `snapshot`, changing the table by its difference from the current one; `completion`
    /// runs when the changes have been applied and their animations have ended.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let prepared = submitted.withLock { submission in
            if submission.generation != currentGeneration {
                TrestleDiagnostics.report(UITableViewDiffableDataSource.mixedExecutorsMessage)
            }
            submission.generation += 1
            submission.snapshot = snapshot
            submission.revision = submission.newRevision()
            return Prepared(snapshot: snapshot, generation: submission.generation, revision: submission.revision,
                            baseRevision: currentRevision, difference: nil)
        }
        show(prepared, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot`, diffing it on the caller's executor — call it from a background task to
    /// keep the diff off the main actor — and changing the table on the main actor; returns when
    /// the changes have been applied and their animations have ended.
    ///
    /// Submit updates from one executor at a time, each after the previous one returned (see
    /// "Applying from a background executor" above).
    nonisolated open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        let (base, prepared) = submitted.withLock { submission in
            let base = submission
            submission.generation += 1
            submission.snapshot = snapshot
            submission.revision = submission.newRevision()
            return (base, Prepared(snapshot: snapshot, generation: submission.generation, revision: submission.revision,
                                   baseRevision: base.revision, difference: nil))
        }
        var diffed = prepared
        diffed.difference = snapshot.difference(from: base.snapshot)
        await show(diffed, animatingDifferences: animatingDifferences)
    }

    /// Shows `snapshot` by reloading the table, without diffing; `async` form of
    /// ``applySnapshotUsingReloadData(_:completion:)`` callable from any executor.
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await MainActor.run { self.applySnapshotUsingReloadData(snapshot, completion: nil) }
    }

    /// UIKit's warning for updates submitted from both the main queue and elsewhere.
    static var mixedExecutorsMessage: String {
        "UITableViewDiffableDataSource: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue"
    }

    private func show(_ prepared: Prepared, animatingDifferences: Bool) async {
        await withCheckedContinuation { continuation in
            show(prepared, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Changes the table to `prepared`'s snapshot.
    private func show(_ prepared: Prepared, animatingDifferences: Bool, completion: (() -> Void)?) {
        // Overtaken by a newer snapshot applied from elsewhere: the newest one wins.
        guard prepared.generation > currentGeneration else { completion?(); return }
        // Diffed against the snapshot the table shows, or again when another change (an update
        // from elsewhere, a row the user moved) came between.
        let difference = prepared.baseRevision == currentRevision
            ? prepared.difference ?? prepared.snapshot.difference(from: current)
            : prepared.snapshot.difference(from: current)
        current = prepared.snapshot
        currentGeneration = prepared.generation
        currentRevision = prepared.revision
        guard let tableView else { completion?(); return }
        guard tableView.window != nil else {
            tableView.reloadData()
            completion?()
            return
        }
        guard !difference.isEmpty else { completion?(); return }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        // iOS 15 and later: without animation the difference is still applied as a batch, just
        // not animated (<doc:TrestleCore/UIKitBehavior#Applying-snapshots>).
        guard animatingDifferences else {
            UIView.performWithoutAnimation {
                performBatchUpdates(difference, on: tableView, animation: animation, completion: completion)
            }
            return
        }
        performBatchUpdates(difference, on: tableView, animation: animation, completion: completion)
    }

    private func performBatchUpdates(_ difference: SectionedDifference, on tableView: UITableView,
                                     animation: UITableView.RowAnimation, completion: (() -> Void)?) {
        tableView.performBatchUpdates({
            if !difference.sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(difference.sectionDeletes), with: animation) }
            if !difference.sectionInserts.isEmpty { tableView.insertSections(IndexSet(difference.sectionInserts), with: animation) }
            for move in difference.sectionMoves { tableView.moveSection(move.old, toSection: move.new) }
            if !difference.sectionReloads.isEmpty { tableView.reloadSections(IndexSet(difference.sectionReloads.map(\.old)), with: animation) }
            if !difference.itemDeletes.isEmpty { tableView.deleteRows(at: difference.itemDeletes.map(\.indexPath), with: animation) }
            if !difference.itemInserts.isEmpty { tableView.insertRows(at: difference.itemInserts.map(\.indexPath), with: animation) }
            for move in difference.itemMoves { tableView.moveRow(at: move.old.indexPath, to: move.new.indexPath) }
            if !difference.itemReloads.isEmpty { tableView.reloadRows(at: difference.itemReloads.map(\.old.indexPath), with: animation) }
            if !difference.itemReconfigures.isEmpty { tableView.reconfigureRows(at: difference.itemReconfigures.map(\.old.indexPath)) }
        }, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the table, without diffing.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        (currentGeneration, currentRevision) = submitted.withLock { submission in
            submission.generation += 1
            submission.snapshot = snapshot
            submission.revision = submission.newRevision()
            return (submission.generation, submission.revision)
        }
        current = snapshot
        // A reload interrupts running animations (their completions run) and shows the snapshot.
        tableView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, or `nil` when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < current.sections.count, indexPath.row >= 0 else { return nil }
        let start = current.sectionStarts[indexPath.section]
        guard start + indexPath.row < current.sectionStarts[indexPath.section + 1] else { return nil }
        return current.items[start + indexPath.row]
    }

    /// Where `itemIdentifier` is, or `nil` when the snapshot does not contain it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let position = current.itemLookup[itemIdentifier] else { return nil }
        // The last section starting at or before the position (sectionStarts is sorted).
        var low = 0, high = current.sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if current.sectionStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return IndexPath(row: position - current.sectionStarts[low], section: low)
    }

    /// The section identifier at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sections.count ? current.sections[index] : nil
    }

    /// The index of `identifier`, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionLookup[sectionIdentifier]
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.sections.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard section >= 0, section < current.sections.count else { return 0 }
        return current.sectionStarts[section + 1] - current.sectionStarts[section]
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            TrestleDiagnostics.report("UITableViewDiffableDataSource: no item at \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            TrestleDiagnostics.report("UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView), dataSource: \(self)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    // MARK: Editing (subclasses override)

    /// `false`: no row is editable until a subclass says so, as in UIKit.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; subclasses override it to delete or insert (update a snapshot and apply it).
    /// Until they do, rows have no swipe-to-delete.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.noteDefaultImplementation(.commitEditing)
    }

    /// `false`: no row shows a reorder control until a subclass says so, as in UIKit.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row: the table has moved it, and the snapshot follows — the item moves
    /// to its new place without another update, as UIKit's data source does. Subclasses that
    /// override it call `super` (or apply a snapshot with the move) to keep the two in step.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath, let item = itemIdentifier(for: sourceIndexPath),
              let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
        var moved = current
        moved.deleteItems([item])
        let items = moved.itemIdentifiers(inSection: section)
        if destinationIndexPath.row < items.count {
            moved.insertItems([item], beforeItem: items[destinationIndexPath.row])
        } else {
            moved.appendItems([item], toSection: section)
        }
        current = moved
        // Not a new submission: an update on its way still arrives, diffed again from here.
        let generation = currentGeneration
        currentRevision = submitted.withLock { submission in
            let revision = submission.newRevision()
            if submission.generation == generation {
                // Nothing on its way: the next update from elsewhere diffs against the moved list.
                submission.snapshot = moved
                submission.revision = revision
            }
            return revision
        }
    }

    /// No title by default; subclasses override.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title by default; subclasses override.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
