import Foundation
import TrestleCore

/// Interactive movement: the user (or the app, following a gesture) drags an item to a new
/// place while the others make room, then drops it — UIKit's `beginInteractiveMovementForItem`
/// family.
///
/// While the movement is under way the collection view shows the item at its current target:
/// each target change is applied to the view as a move (animated), and questions it asks the data
/// source meanwhile are translated to the data source's unchanged index paths. Ending the
/// movement tells the data source `moveItemAt(_:to:)`; cancelling it moves the item back.
extension UICollectionView {
    /// An interactive movement under way.
    struct InteractiveMovement {
        /// Where the item was when the movement began (the data source's index path).
        var original: ItemPath
        /// Where the item is shown now.
        var current: ItemPath
        /// Where the moving item is, in content coordinates.
        var position: CGPoint

        /// The data source's index path for what the view shows at `path` during the movement.
        func dataSourcePath(for path: ItemPath) -> ItemPath {
            if path == current { return original }
            var without = path
            if path.section == current.section && path.item > current.item { without.item -= 1 }
            if without.section == original.section && without.item >= original.item { without.item += 1 }
            return without
        }
    }

    /// Begins moving the item at `indexPath`; `false` when it cannot move (the data source does
    /// not implement `moveItemAt`, says no in `canMoveItemAt`, the item does not exist, or a
    /// movement is already under way).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        loadDataIfNeeded()
        guard interactiveMovement == nil, isValidItem(indexPath), window != nil, let dataSource else { return false }
        guard dataSourceImplementsMoveItem else { return false }
        guard coordinator.during(.callingDataSource, { dataSource.collectionView(self, canMoveItemAt: indexPath) }) else { return false }
        layoutIfNeeded()
        let path = indexPath.itemPath
        let center = layout.layoutAttributesForItem(at: indexPath).map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) } ?? .zero
        interactiveMovement = InteractiveMovement(original: path, current: path, position: center)
        cancelTrackedTouch()
        setNeedsLayout()
        return true
    }

    /// Moves the item being moved to follow `targetPosition` (content coordinates): the layout
    /// proposes the index path under it, the delegate may redirect it, and the other items make
    /// room.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        interactiveMovement = movement
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.current.indexPath, withPosition: targetPosition)
        moveInteractiveItem(toProposed: proposed)
    }

    /// Moves the item being moved to `proposed`, or where the delegate redirects it; the other
    /// items make room. A destination that is not a place the item can go leaves it where it is.
    func moveInteractiveItem(toProposed proposed: IndexPath) {
        guard var movement = interactiveMovement else { return }
        var target = proposed
        if let delegate = collectionDelegate {
            target = delegate.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original.indexPath,
                                             atCurrentIndexPath: movement.current.indexPath, toProposedIndexPath: proposed)
        }
        if target.count == 2, target.itemPath != movement.current, isValidMoveTarget(target.itemPath, from: movement.current) {
            let previous = movement.current
            moveShownItem(from: previous, to: target.itemPath)
            movement.current = target.itemPath
            interactiveMovement = movement
            let context = layout.invalidationContext(forInteractivelyMovingItems: [target], withTargetPosition: movement.position,
                                                     previousIndexPaths: [previous.indexPath], previousPosition: movement.position)
            layout.invalidateLayout(with: context)
        }
        setNeedsLayout()
    }

    /// Ends the movement: the item stays where it is shown, and the data source hears
    /// `moveItemAt(_:to:)`.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current, let dataSource {
            dataSource.collectionView(self, moveItemAt: movement.original.indexPath, to: movement.current.indexPath)
        }
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.current.indexPath], previousIndexPaths: [movement.original.indexPath], movementCancelled: false)
        layout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// Cancels the movement: the item goes back where it was; the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current { moveShownItem(from: movement.current, to: movement.original) }
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.original.indexPath], previousIndexPaths: [movement.current.indexPath], movementCancelled: true)
        layout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// A reload or a batch update ends a movement under way as a cancel would, without moving
    /// anything back (the data changed under it).
    func cancelInteractiveMovementIfNeeded() {
        guard interactiveMovement != nil else { return }
        interactiveMovement = nil
        setNeedsLayout()
    }

    /// Whether the data source implements `moveItemAt` (asked by calling it with an item moved to
    /// where it is, a move that leaves any model as it is).
    var dataSourceImplementsMoveItem: Bool {
        guard let dataSource, let first = itemCounts.firstIndex(where: { $0 > 0 }) else { return false }
        let path = IndexPath(item: 0, section: first)
        return !coordinator.callsDefault(.moveItem) { coordinator.during(.callingDataSource) { dataSource.collectionView(self, moveItemAt: path, to: path) } }
    }

    private func isValidMoveTarget(_ target: ItemPath, from current: ItemPath) -> Bool {
        guard target.section >= 0, target.section < itemCounts.count, target.item >= 0 else { return false }
        // Into another section the item may go after its last item.
        let limit = itemCounts[target.section] + (target.section == current.section ? 0 : 1)
        return target.item < limit
    }

    /// Moves the item shown at `from` to `to` in the view only (counts follow), animated.
    private func moveShownItem(from: ItemPath, to: ItemPath) {
        var update = BatchUpdate()
        update.moveItem(from, to: to)
        var counts = itemCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        applyBatch(update, requests: CollectionUpdateRequests(), newCounts: counts)
        layoutIfNeeded()
    }

    /// During a movement, the moving cell follows the target position.
    func moveInteractiveItemToTarget() {
        guard let movement = interactiveMovement, let cell = coordinator.visibleItems.view(at: movement.current) else { return }
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(at: movement.current.indexPath, withTargetPosition: movement.position)
        place(cell, with: attributes)
    }
}
