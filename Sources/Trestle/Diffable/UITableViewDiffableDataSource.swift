import Foundation
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
    /// The snapshot this data source applies and returns, with its section and item identifier types.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private let cellProvider: CellProvider
    /// The snapshot shown, the updates on their way and the lookups; `TableTarget` applies what
    /// it decides to the table.
    private nonisolated let driver: DiffableDriver<SectionIdentifierType, ItemIdentifierType>

    /// The animation used for the changes `apply` makes. Default: `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        driver = DiffableDriver(mixedExecutorsMessage: UITableViewDiffableDataSource.mixedExecutorsMessage)
        super.init()
        driver.target = TableTarget(tableView: tableView, dataSource: self)
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> Snapshot {
        driver.current
    }

    /// Shows `snapshot`, changing the table by its difference from the current one; `completion`
    /// runs when the changes have been applied and their animations have ended.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        driver.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot`, diffing it on the caller's executor — call it from a background task to
    /// keep the diff off the main actor — and changing the table on the main actor; returns when
    /// the changes have been applied and their animations have ended.
    ///
    /// Submit updates from one executor at a time, each after the previous one returned (see
    /// "Applying from a background executor" above).
    nonisolated open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await driver.apply(snapshot, animatingDifferences: animatingDifferences)
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

    /// Shows `snapshot` by reloading the table, without diffing.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        driver.applyUsingReloadData(snapshot, completion: completion)
    }

    /// The item at `indexPath`, or `nil` when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        driver.itemIdentifier(for: indexPath)
    }

    /// Where `itemIdentifier` is, or `nil` when the snapshot does not contain it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        driver.indexPath(for: itemIdentifier)
    }

    /// The section identifier at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        driver.sectionIdentifier(for: index)
    }

    /// The index of `identifier`, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        driver.index(for: sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { driver.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        driver.numberOfItems(inSection: section)
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
        driver.moveItem(at: sourceIndexPath, to: destinationIndexPath)
    }

    /// No title by default; subclasses override.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title by default; subclasses override.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: The table, as the driver's target

    /// Performs the driver's decisions on the table: a difference as one `performBatchUpdates`
    /// with ``defaultRowAnimation`` (`.none` when not animated), or a reload.
    private struct TableTarget: DiffableDriverTarget {
        weak var tableView: UITableView?
        weak var dataSource: UITableViewDiffableDataSource?

        var canApplyBatchUpdates: Bool { tableView.map { $0.window != nil && !$0.phase.needsReload } ?? false }

        func reloadData() {
            tableView?.reloadData()
        }

        func performBatchUpdates(for difference: SectionedDifference, animated: Bool, completion: (() -> Void)?) {
            guard let tableView else { completion?(); return }
            guard animated else {
                UIView.performWithoutAnimation {
                    Self.performBatchUpdates(difference, on: tableView, animation: .none, completion: completion)
                }
                return
            }
            Self.performBatchUpdates(difference, on: tableView, animation: dataSource?.defaultRowAnimation ?? .automatic,
                                     completion: completion)
        }

        private static func performBatchUpdates(_ difference: SectionedDifference, on tableView: UITableView,
                                                animation: UITableView.RowAnimation, completion: (() -> Void)?) {
            tableView.performBatchUpdates({
                if !difference.sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(difference.sectionDeletes), with: animation) }
                if !difference.sectionInserts.isEmpty { tableView.insertSections(IndexSet(difference.sectionInserts), with: animation) }
                for move in difference.sectionMoves { tableView.moveSection(move.old, toSection: move.new) }
                if !difference.sectionReloads.isEmpty { tableView.reloadSections(IndexSet(difference.sectionReloads.map(\.old)), with: animation) }
                if !difference.itemDeletes.isEmpty { tableView.recordDiffRows(.deleteRows, difference.itemDeletes, animation: animation) }
                if !difference.itemInserts.isEmpty { tableView.recordDiffRows(.insertRows, difference.itemInserts, animation: animation) }
                for move in difference.itemMoves { tableView.moveRow(at: move.old.indexPath, to: move.new.indexPath) }
                if !difference.itemReloads.isEmpty { tableView.reloadRows(at: difference.itemReloads.map(\.old.indexPath), with: animation) }
                if !difference.itemReconfigures.isEmpty { tableView.reconfigureRows(at: difference.itemReconfigures.map(\.old.indexPath)) }
            }, completion: { _ in completion?() })
        }
    }
}
