import Foundation
import TrestleCore

extension UICollectionView {
    /// Traps unless the collection view's parts agree with each other: the cell maps are
    /// inverses, the supplementary views the delegate was told about are shown, every shown item
    /// and every selected item exists, and the layout's counts are the cached ones.
    ///
    /// Run after every layout pass, reload and batch update when `TRESTLE_INTERNAL_CHECKS` is
    /// defined (it is in the project's tests); callable from tests at any quiet moment.
    package func checkInvariants() {
        visibleItems.checkInvariants(allowUnshownAssignments: phase.isLayingOut)
        supplementaries.checkInvariants()
        if !phase.layoutWork.contains(.reconcileViews) && !phase.needsReload {
            for (path, _) in visibleItems.shown {
                precondition(isValidItem(path), "UICollectionView invariant: item \(path) has a cell but does not exist (\(itemCounts))")
            }
        }
        if !phase.needsReload {
            for path in selection.paths {
                precondition(isValidItem(path), "UICollectionView invariant: selected item \(path) does not exist (\(itemCounts))")
            }
        }
        if !layout.needsPrepare, !phase.needsReload {
            layout.checkInvariants(counts: itemCounts)
        }
    }

    /// ``checkInvariants()`` in checked builds; nothing otherwise.
    func didChangeParts() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}
