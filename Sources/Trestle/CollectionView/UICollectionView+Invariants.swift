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
        coordinator.visibleItems.checkInvariants(allowUnshownAssignments: phase.isLayingOut)
        coordinator.supplementaries.checkInvariants()
        if !phase.layoutWork.contains(.reconcileViews) && !phase.needsReload {
            for (path, _) in coordinator.visibleItems.shown {
                internalCheck(isValidItem(path), "UICollectionView invariant: item \(path) has a cell but does not exist (\(itemCounts))")
            }
        }
        if !phase.needsReload {
            for path in coordinator.selection.paths {
                internalCheck(isValidItem(path), "UICollectionView invariant: selected item \(path) does not exist (\(itemCounts))")
            }
        }
        if !layout.needsPrepare, !phase.needsReload {
            layout.checkInvariants(counts: itemCounts)
        }
    }

    /// Traps unless the last layout pass placed the items for the bounds as they are now and
    /// every one of them has its cell: true after every layout pass, whatever moved the items
    /// during it (a reload that shrank the content, a resize that keeps the focused item in view,
    /// a batch update from a prefetching callback). Checked builds record the placement.
    package func checkItemsInViewHaveCells() {
        guard let lastPlacement else { return }
        internalCheck(lastPlacement.bounds == bounds,
                     "UICollectionView invariant: the last layout pass placed the items for bounds \(lastPlacement.bounds), but the bounds are \(bounds)")
        for path in lastPlacement.items where coordinator.visibleItems.view(at: path) == nil {
            internalCheckFailed("UICollectionView invariant: item \(path.item) in section \(path.section) is in view at offset \(contentOffset) but has no cell after a layout pass")
        }
    }
}
