import Foundation
import TrestleCore

extension UITableView {
    /// Traps unless the table's parts agree with each other: the cell maps are inverses, every
    /// row with a cell lies in the laid-out range (unless a batch left the cells for the next
    /// layout pass to reconcile), the headers and footers the delegate was told about are shown,
    /// and every selected row exists.
    ///
    /// Run after every layout pass and every batch update when `TRESTLE_INTERNAL_CHECKS` is
    /// defined (it is in the project's tests); callable from tests at any quiet moment.
    package func checkInvariants() {
        coordinator.visibleItems.checkInvariants(allowUnshownAssignments: phase.isLayingOut)
        // The rows with cells lie in the laid-out range (checked by the part), and there is one
        // unless a batch left the cells for the next layout pass to reconcile.
        if !phase.layoutWork.contains(.reconcileViews) {
            internalCheck(coordinator.visibleItems.range != nil || coordinator.visibleItems.isEmpty,
                         "UITableView invariant: \(coordinator.visibleItems.count) rows have cells but no rows are laid out")
        }
        coordinator.supplementaries.checkInvariants()
        // A cell in the table shows a row or is animating out: any other would be drawn over the
        // rows with whatever it showed last.
        if !phase.isLayingOut {
            for case let cell as UITableViewCell in subviews where coordinator.visibleItems.item(for: cell) == nil && !coordinator.visibleItems.isLeaving(cell) {
                internalCheckFailed("UITableView invariant: a cell in the table (last showing \(cell.textLabel?.text ?? "?")) neither shows a row nor is animating out")
            }
        }
        for path in coordinator.selection.paths {
            internalCheck(isValidRowPath(path),
                         "UITableView invariant: selected row \(path.item) in section \(path.section) is beyond the table's counts")
        }
    }

    /// Traps unless every row that intersects the bounds has its cell: true after every layout
    /// pass, whatever moved the rows during it (a reload that shrank the content, a resize that
    /// keeps the focused row in view, a batch update from a prefetching callback).
    package func checkItemsInViewHaveCells() {
        for path in geometry.rowPaths(in: bounds) where coordinator.visibleItems.view(at: path) == nil {
            internalCheckFailed("UITableView invariant: row \(path.item) in section \(path.section) is in view at offset \(contentOffset.y) but has no cell after a layout pass")
        }
    }
}
