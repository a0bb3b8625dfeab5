import Foundation
import TrestleCore

/// A table data source driven by snapshots: apply a ``NSDiffableDataSourceSnapshot`` and the
/// table changes by the difference from the previous one, as one batch update.
///
/// `apply` diffs by identifier (O(n); identical snapshots cost almost nothing), turns the
/// difference into deletes, inserts, moves, reloads and reconfigures in UIKit's index spaces, and
/// runs them through `performBatchUpdates` — so selection, focus, measured heights and visible
/// cells follow their items. Off screen, it reloads instead, as UIKit does.
///
/// - Note: UIKit lets `apply` run on a background queue with the diff off the main thread.
///   Trestle's data source is main-actor isolated: call `apply` on the main actor (the diff of
///   10⁵ items takes about 5 ms). Subclasses override the title and editing methods as in UIKit.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item; returning `nil` is reported (UIKit crashes) and an empty cell used.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

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
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`, changing the table by its difference from the current one.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = snapshot.difference(from: current)
        current = snapshot
        guard let tableView else { completion?(); return }
        guard tableView.window != nil else {
            tableView.reloadData()
            completion?()
            return
        }
        guard !difference.isEmpty else { completion?(); return }
        let animation = animatingDifferences ? defaultRowAnimation : .none
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
        current = snapshot
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

    /// No title by default; subclasses override.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title by default; subclasses override.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
