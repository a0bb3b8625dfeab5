import Foundation
import TrestleCore

/// Reordering list rows by their reorder control (UIKitBehavior § Reordering), as
/// a table's rows are reordered: dragging a ``UICellAccessory/reorder(displayed:options:)`` grip
/// moves the item, and Alt-↑/↓ (or Shift-↑/↓) moves the focused row one place.
///
/// Both go through the collection view's interactive movement, so the data source's
/// `canMoveItemAt` decides which items move, the delegate's
/// `targetIndexPathForMoveOfItemFromOriginalIndexPath` redirects each proposed place, and the
/// drop tells the data source `moveItemAt(_:to:)` once — a diffable data source applies the
/// reorder to its snapshot and calls its reordering handlers.
extension UICollectionView {
    /// Starts dragging the item at `path` by its grip, the pointer at `point` (content
    /// coordinates). `false` when the item cannot move.
    func beginReorderDrag(of path: ItemPath, at point: CGPoint) -> Bool {
        guard beginInteractiveMovementForItem(at: path.indexPath), let movement = interactiveMovement else { return false }
        // The item keeps the place where the pointer took hold of it.
        editingSession.reorderGrabOffset = point.y - movement.position.y
        editingSession.touch = .reorder(from: path, to: path, pointer: point)
        return true
    }

    /// The pointer of a drag by a grip moved to `point`: near an edge the content scrolls under
    /// it, and the item's place follows.
    package func followReorderDrag(to point: CGPoint) {
        let scrolled = autoscrollForDrag(at: point, pointer: { [weak self] in
            guard case .reorder(_, _, let pointer) = self?.editingSession.touch else { return nil }
            return pointer
        }, follow: { [weak self] moved in
            self?.moveReorderDrag(to: moved)
        })
        moveReorderDrag(to: CGPoint(x: point.x, y: point.y + scrolled))
    }

    /// Moves the dragged item to follow the pointer at `pointer`, sideways where it started (a
    /// list row moves up and down only).
    private func moveReorderDrag(to pointer: CGPoint) {
        guard case .reorder(let source, _, _) = editingSession.touch, let movement = interactiveMovement else { return }
        updateInteractiveMovementTargetPosition(CGPoint(x: movement.position.x, y: pointer.y - editingSession.reorderGrabOffset))
        let current = interactiveMovement?.current ?? source
        editingSession.touch = .reorder(from: source, to: current, pointer: pointer)
    }

    /// Moves the focused item one place up or down (into the neighbouring section at a
    /// section's edge), as the data source and delegate allow.
    func moveFocusedItem(_ path: ItemPath, down: Bool) {
        guard let proposed = EditingSession.keyboardMoveDestination(from: path, down: down, numberOfSections: numberOfSections,
                                                                     itemCount: numberOfItems(inSection:)) else { return }
        guard beginInteractiveMovementForItem(at: path.indexPath) else { return }
        moveInteractiveItem(toProposed: proposed.indexPath)
        endInteractiveMovement()
        layoutIfNeeded()
        if let moved = focusedItem { scrollFocusIntoView(moved) }
    }
}
