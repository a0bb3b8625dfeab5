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
        visibleItems.checkInvariants(allowUnshownAssignments: phase.isLayingOut)
        // The rows with cells lie in the laid-out range (checked by the part), and there is one
        // unless a batch left the cells for the next layout pass to reconcile.
        if !phase.layoutWork.contains(.reconcileViews) {
            precondition(visibleItems.range != nil || visibleItems.isEmpty,
                         "UITableView invariant: \(visibleItems.count) rows have cells but no rows are laid out")
        }
        supplementaries.checkInvariants()
        for path in selection.paths {
            precondition(isValidRowPath(path),
                         "UITableView invariant: selected row \(path.item) in section \(path.section) is beyond the table's counts")
        }
    }

    /// ``checkInvariants()`` in checked builds; nothing otherwise.
    func didChangeParts() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}
