import Foundation
import TrestleCore

/// Programmatic selection (UIKitBehavior § Programmatic selection): no delegate
/// calls, as in UIKit.
extension UICollectionView {
    /// The selected items in item order; empty when none is (UIKit's collection view answers an
    /// empty array here, where a table answers `nil`).
    public var indexPathsForSelectedItems: [IndexPath]? {
        coordinator.selection.paths.map(\.indexPath)
    }

    /// Whether selection is allowed now: ``allowsSelection`` outside editing,
    /// ``allowsSelectionDuringEditing`` inside.
    var isSelectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }
    /// Whether several items may be selected now.
    var isMultipleSelectionAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Selects an item without calling the delegate, then scrolls per `scrollPosition` (`[]`:
    /// no scrolling). `nil` clears the selection. Unless multiple selection is allowed, the
    /// previously selected item is deselected. Does nothing when selection is not allowed, as in
    /// UIKit; an item that does not exist is reported and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            deselectAll(animated: animated)
            return
        }
        guard isSelectionAllowed else { return }
        guard isValidItem(indexPath) else {
            TrestleDiagnostics.report("selectItem(at:animated:scrollPosition:): attempt to select item \(indexPath), which does not exist (\(itemCounts.count) sections); ignored")
            return
        }
        let path = indexPath.itemPath
        if !isMultipleSelectionAllowed {
            for other in coordinator.selection.paths where other != path { coordinator.visibleItems.view(at: other)?.isSelected = false }
            coordinator.selection.removeAll()
        }
        coordinator.selection.select(path)
        coordinator.visibleItems.view(at: path)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard indexPath.count == 2 else { return }
        let path = indexPath.itemPath
        guard coordinator.selection.deselect(path) else { return }
        coordinator.visibleItems.view(at: path)?.isSelected = false
    }

    func deselectAll(animated: Bool) {
        for path in coordinator.selection.paths { coordinator.visibleItems.view(at: path)?.isSelected = false }
        coordinator.selection.removeAll()
    }

    /// Keeps only the first selected item (multiple selection was turned off).
    func trimSelectionToOne() {
        guard coordinator.selection.count > 1 else { return }
        for path in coordinator.selection.paths.dropFirst() { deselectItem(at: path.indexPath, animated: false) }
    }
}

/// Selection by the user — a tap, a click, Return or Space on the focused item — with the
/// collection view's delegate calls in UIKit's order
/// (UIKitBehavior § Collection view selection).
extension UICollectionView {
    /// A touch went down at `point` (content coordinates): highlight its item, if the delegate agrees.
    func beginTrackingItem(at point: CGPoint) {
        cancelTrackedTouch()
        guard isSelectionAllowed, let path = indexPathForItem(at: point)?.itemPath else { return }
        if highlight(path) { coordinator.trackedTouchItem = path }
    }


    /// The touch lifted on the item it went down on: select it (or toggle it, with multiple
    /// selection).
    func endTrackingItem() {
        guard let path = coordinator.takeTrackedTouchItem() else { return }
        if allowsFocus && canFocus(path) { focusedItem = path }
        completeUserSelection(of: path)
    }

    /// Selects the item as a tap does, highlight included: what Return and Space do — and
    /// selection following focus, which is not an action on the item.
    func userSelectItem(_ path: ItemPath, performsPrimaryAction: Bool = true) {
        guard isSelectionAllowed, highlight(path) else { return }
        completeUserSelection(of: path, performsPrimaryAction: performsPrimaryAction)
    }

    /// `shouldHighlightItemAt`, then the highlight and `didHighlightItemAt`. `false` from the
    /// delegate stops everything: no highlight, no selection.
    func highlight(_ path: ItemPath) -> Bool {
        let indexPath = path.indexPath
        if let delegate = collectionDelegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) { return false }
        coordinator.visibleItems.view(at: path)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    func unhighlight(_ path: ItemPath) {
        coordinator.visibleItems.view(at: path)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path.indexPath)
    }

    /// Touch up on a highlighted item. Selecting: `shouldSelectItemAt` → unhighlight
    /// (`didUnhighlightItemAt`) → in single-selection mode the other items are deselected
    /// (`didDeselectItemAt`, not asked first, as UIKit's replacement of a single selection) →
    /// the item is selected → `didSelectItemAt`. With multiple selection a selected item is
    /// deselected instead: `shouldDeselectItemAt` → unhighlight → `didDeselectItemAt`. Tapping
    /// the selected item in single-selection mode selects it again (`shouldSelect`, `didSelect`).
    /// Outside multiple selection `performPrimaryActionForItemAt` follows (iOS 16).
    private func completeUserSelection(of path: ItemPath, performsPrimaryAction: Bool = true) {
        let indexPath = path.indexPath
        if isMultipleSelectionAllowed && coordinator.selection.contains(path) {
            let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight(path)
            if allowed { deselectByUser(path) }
            return
        }
        let allowed = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight(path)
        if allowed {
            if !isMultipleSelectionAllowed {
                for old in coordinator.selection.paths where old != path { deselectByUser(old) }
            }
            coordinator.selection.select(path)
            coordinator.visibleItems.view(at: path)?.isSelected = true
            collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        }
        // The primary action follows, whether or not the selection changed, unless the tap
        // extends a multiple selection.
        if performsPrimaryAction, !isMultipleSelectionAllowed, let delegate = collectionDelegate,
           delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
    }

    private func deselectByUser(_ path: ItemPath) {
        guard coordinator.selection.deselect(path) else { return }
        coordinator.visibleItems.view(at: path)?.isSelected = false
        collectionDelegate?.collectionView(self, didDeselectItemAt: path.indexPath)
    }
}
