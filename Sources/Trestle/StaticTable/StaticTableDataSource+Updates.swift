import Foundation
import TrestleCore

/// Showing changes to the model as one batch update.
extension StaticTableDataSource {
    /// Shows the current ``sections`` in `tableView`, changing it by the difference from what it
    /// shows now, as one batch update.
    ///
    /// Sections and rows are matched by `id`. Hidden or removed ones are deleted, shown or added
    /// ones inserted, reordered ones moved — all with ``defaultRowAnimation`` — so selection,
    /// keyboard focus and cells follow their rows. A section whose header or footer title changed
    /// is reloaded; a row whose style changed is reloaded; a row whose text, detail text, image,
    /// colour, accessory or switch state changed — or that has a `configure` closure — is
    /// configured again in the cell it has. `completion` runs when the animations end.
    ///
    /// When the table is not in a window, or has not loaded its rows yet, it is simply reloaded
    /// (as a diffable data source's `apply` does off screen).
    ///
    /// - Parameters:
    ///   - tableView: A table whose data source is this object (or forwards to it, as
    ///     ``StaticTableViewController`` does).
    ///   - animated: Whether the changes animate; without animation they are applied at once.
    ///   - completion: Runs after the changes, with `false` when the batch was found invalid and
    ///     the table reloaded instead (two rows with one `id`, for instance).
    /// - Complexity: O(n) for n rows, plus the batch update's own cost.
    public func updateTable(_ tableView: UITableView, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        let old = shown
        let new = Self.visible(sections)
        guard tableView.window != nil, tableView.phase.hasLoadedData else {
            shown = new
            tableView.reloadData()
            completion?(true)
            return
        }
        let difference: SectionedDifference
        do {
            difference = try Self.difference(from: old, to: new)
        } catch {
            TrestleDiagnostics.report("StaticTableDataSource: two \(error.kind == .section ? "sections" : "rows") have the same id; the table is reloaded")
            shown = new
            tableView.reloadData()
            completion?(false)
            return
        }
        guard !difference.isEmpty else {
            shown = new
            completion?(true)
            return
        }
        let animation = animated ? defaultRowAnimation : .none
        let apply = {
            self.isUpdating = true
            defer { self.isUpdating = false }
            tableView.performBatchUpdates({
                // The table has its "before" counts (beginUpdates loads them from `old`); from
                // here on it is asked about `new`.
                self.shown = new
                Self.record(difference, on: tableView, animation: animation)
            }, completion: completion)
        }
        if animated { apply() } else { UIView.performWithoutAnimation(apply) }
    }

    /// The batch that turns a table showing `old` into one showing `new`.
    static func difference(from old: [StaticTableSection], to new: [StaticTableSection]) throws(DuplicateIdentifierError) -> SectionedDifference {
        let oldIDs = SectionedIdentifiers(old.map { ($0.id, $0.rows.map(\.id)) })
        let newIDs = SectionedIdentifiers(new.map { ($0.id, $0.rows.map(\.id)) })
        // What changed in sections and rows that stay: found by id, in the new order.
        let oldSections = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var oldRows: [AnyHashable: StaticTableRow] = [:]
        for section in old {
            for row in section.rows where oldRows[row.id] == nil { oldRows[row.id] = row }
        }
        var reloadingSections: [Int] = []
        var reloadingRows: [Int] = []
        var reconfiguringRows: [Int] = []
        var flatIndex = 0
        for (index, section) in new.enumerated() {
            if let before = oldSections[section.id],
               before.headerTitle != section.headerTitle || before.footerTitle != section.footerTitle {
                reloadingSections.append(index)
            }
            for row in section.rows {
                if let before = oldRows[row.id] {
                    if before.style != row.style {
                        reloadingRows.append(flatIndex)
                    } else if row.configure != nil || RowContent(before) != RowContent(row) {
                        reconfiguringRows.append(flatIndex)
                    }
                }
                flatIndex += 1
            }
        }
        return try SectionedDifference(from: oldIDs, to: newIDs, reloadingSections: reloadingSections,
                                       reloadingItems: reloadingRows, reconfiguringItems: reconfiguringRows,
                                       validatingUniqueness: true)
    }

    /// Records `difference` on `tableView`, inside its batch.
    static func record(_ difference: SectionedDifference, on tableView: UITableView, animation: UITableView.RowAnimation) {
        if !difference.sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(difference.sectionDeletes), with: animation) }
        if !difference.sectionInserts.isEmpty { tableView.insertSections(IndexSet(difference.sectionInserts), with: animation) }
        for move in difference.sectionMoves { tableView.moveSection(move.old, toSection: move.new) }
        if !difference.sectionReloads.isEmpty { tableView.reloadSections(IndexSet(difference.sectionReloads.map(\.old)), with: animation) }
        if !difference.itemDeletes.isEmpty { tableView.deleteRows(at: difference.itemDeletes.map(\.indexPath), with: animation) }
        if !difference.itemInserts.isEmpty { tableView.insertRows(at: difference.itemInserts.map(\.indexPath), with: animation) }
        for move in difference.itemMoves { tableView.moveRow(at: move.old.indexPath, to: move.new.indexPath) }
        if !difference.itemReloads.isEmpty { tableView.reloadRows(at: difference.itemReloads.map(\.old.indexPath), with: animation) }
        if !difference.itemReconfigures.isEmpty { tableView.reconfigureRows(at: difference.itemReconfigures.map(\.old.indexPath)) }
    }
}

/// What a row's cell shows, to tell whether a row that stays must be configured again.
private struct RowContent: Equatable {
    var text: String?
    var detailText: String?
    var image: UIImage?
    var textColor: UIColor?
    var accessoryType: UITableViewCell.AccessoryType
    var switchState: Bool?
    var isSelectable: Bool

    init(_ row: StaticTableRow) {
        text = row.text
        detailText = row.detailText
        image = row.image
        textColor = row.textColor
        accessoryType = row.accessoryType
        switchState = row.switch?.isOn
        if case .none = row.selection { isSelectable = false } else { isSelectable = true }
    }
}
