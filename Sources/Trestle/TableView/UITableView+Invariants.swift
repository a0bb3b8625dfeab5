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
        let reconciling = phase.layoutWork.contains(.reconcileViews)
        visibleItems.checkInvariants(allowUnshownAssignments: phase.isLayingOut)
        if !reconciling {
            let range = visibleItems.range
            for path in visibleItems.shown.keys {
                precondition(range?.contains(path) == true,
                             "UITableView invariant: row \(path.item) in section \(path.section) has a cell but lies outside the laid-out rows \(range.map(String.init(describing:)) ?? "(none)")")
            }
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
