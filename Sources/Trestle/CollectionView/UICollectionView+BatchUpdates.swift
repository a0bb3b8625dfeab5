import Foundation
import TrestleCore

/// The collection view's record of a batch: whether it animates.
struct CollectionUpdateRequests {
    /// `false` when the batch was asked for without animation (a diffable apply with
    /// `animatingDifferences: false`).
    var animated = true
}

/// UIKit's message for an index path that is not a `[section, item]` pair.
let invalidCollectionIndexPathMessage = "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly two indices specifying the section and item."

/// Batch updates: inserting, deleting, reloading, reconfiguring and moving items and sections
/// with UIKit's semantics (UIKitBehavior § Batch updates), through the same
/// batch session and planner as a table, with the collection view's wording in messages.
///
/// - Deletes and reloads name items in the **old** index space, inserts in the **new** one, moves
///   go old → new; calls inside one `performBatchUpdates` block (nested ones included) form one
///   update, and outside a block each call is its own.
/// - When the block ends the data source's new counts are checked against the cached ones and
///   the operations. An inconsistent batch is reported with UIKit's message ("Invalid update:
///   invalid number of items in section …") and the collection view reloads, losing nothing but
///   animations.
/// - A valid batch maps every old item to its new place: selection, focus and visible cells
///   follow their items (reloaded items get new cells and come back deselected), the layout is
///   invalidated (a flow layout follows the change without recomputing, keeping measured sizes),
///   and the content offset stays where it was, clamped, then passed through the layout's and the
///   delegate's `targetContentOffset(forProposedContentOffset:)` — as UIKit does: a collection view
///   does not keep the content under the user's eye still when items are inserted above it.
extension UICollectionView {
    /// Runs `updates` as one batch, then `completion` with `true` once its animations end (or
    /// `false` when the batch was invalid and the collection view reloaded instead).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    /// Whether a batch is being collected (inside `performBatchUpdates`).
    public var hasUncommittedUpdates: Bool { coordinator.batchSession.isOpen }

    /// Inserts items at `indexPaths`, which name their places after the update.
    public func insertItems(at indexPaths: [IndexPath]) {
        recordUpdate("insertItems(at:)") { update, _ in update.insertItems(try updatePaths(indexPaths)) }
    }

    /// Records item inserts or deletes a diffable data source worked out, as engine paths: the
    /// same record as ``insertItems(at:)`` and ``deleteItems(at:)`` without making an `IndexPath`
    /// for each item and reading it back.
    func recordDiffItems(inserting: Bool, _ paths: [ItemPath]) {
        recordUpdate(inserting ? "insertItems(at:)" : "deleteItems(at:)") { update, _ in
            if inserting { update.insertItems(paths) } else { update.deleteItems(paths) }
        }
    }

    /// Deletes the items at `indexPaths`, which name them before the update.
    public func deleteItems(at indexPaths: [IndexPath]) {
        recordUpdate("deleteItems(at:)") { update, _ in update.deleteItems(try updatePaths(indexPaths)) }
    }

    /// Reloads items: each gets a new cell from the data source (a new dequeue) and comes back
    /// deselected.
    public func reloadItems(at indexPaths: [IndexPath]) {
        recordUpdate("reloadItems(at:)") { update, _ in update.reloadItems(try updatePaths(indexPaths)) }
    }

    /// Re-runs `cellForItemAt` on the items' existing cells (the data source dequeues and gets
    /// the same cell back), keeping their selection; self-sizing items are measured again.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        recordUpdate("reconfigureItems(at:)") { update, _ in update.reconfigureItems(try updatePaths(indexPaths)) }
    }

    /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate("moveItem(at:to:)") { update, _ in update.moveItem(try updatePath(indexPath), to: try updatePath(newIndexPath)) }
    }

    /// Inserts sections at the indexes in `sections`, which name their places after the update.
    public func insertSections(_ sections: IndexSet) {
        recordUpdate("insertSections(_:)") { update, _ in update.insertSections(sections) }
    }

    /// Deletes the sections at the indexes in `sections`, which name them before the update.
    public func deleteSections(_ sections: IndexSet) {
        recordUpdate("deleteSections(_:)") { update, _ in update.deleteSections(sections) }
    }

    /// Reloads sections: a delete plus an insert of each.
    public func reloadSections(_ sections: IndexSet) {
        recordUpdate("reloadSections(_:)") { update, _ in update.reloadSections(sections) }
    }

    /// Moves a section from `section` (before the update) to `newSection` (after it).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate("moveSection(_:toSection:)") { update, _ in update.moveSection(section, to: newSection) }
    }

    // MARK: Collecting

    /// Ends the open batch (see `endBatch(completion:unmatched:)`); a batch that must not animate
    /// (a diffable snapshot applied without animation) says so first.
    func endBatch(completion: ((Bool) -> Void)?, animated: Bool) {
        if !animated { coordinator.batchSession.record { _, requests in requests.animated = false } }
        endBatch(completion: completion)
    }

    static var invalidUpdatePathMessage: String { invalidCollectionIndexPathMessage }

    // MARK: Applying

    /// Validates and applies a batch; returns whether it was applied (`false`: reported and
    /// reloaded instead). `knownCounts` are the counts after the batch when the collection view
    /// itself made the change (an item the user moved); otherwise the data source is asked.
    @discardableResult
    func applyBatch(_ update: BatchUpdate, requests: CollectionUpdateRequests, newCounts knownCounts: [Int]?) -> Bool {
        phase.enter(.applyingBatch)
        defer { phase.leave(.applyingBatch) }
        // A touch on list rows' editing (a drag by a reorder control, a tap on a swipe action) no
        // longer acts on the items it went down on — unless the change is that drag's own step.
        if !update.isEmpty, knownCounts == nil, editingSession.touch != nil {
            stopDragAutoscroll()
            editingSession.makeTouchInert()
        }
        let plan: UpdatePlan
        switch planBatch(update, oldCounts: { itemCounts }, newCounts: knownCounts, kind: .collection) {
        case .plan(let planned): plan = planned
        case .reloaded(let applied): return applied
        }
        // The data source's sections may have changed: its index titles are asked again.
        loadSectionIndexTitles()
        let animates = requests.animated && animatesBatchUpdates
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        guard !update.isEmpty else {
            // An empty batch animates whatever the layout now says (the idiom for sizes that changed).
            context.invalidateEverything = true
            let pending = animates ? captureItemAnimationStart(plan: plan) : nil
            finishAnimations()
            if let pending { animator.schedule(pending) }
            layout.invalidateLayout(with: context)
            remeasureVisibleItemsIfSelfSizing()
            phase.layoutWork.insert(.placeViews)
            setNeedsLayout()
            return true
        }
        // The data changed under a movement under way (the movement's own steps know the counts).
        if knownCounts == nil { cancelInteractiveMovementIfNeeded() }
        let mapping = plan.mapping
        // Open swipe actions close, as a table's do.
        if let swiped = editingSession.swipedItem { closeSwipeActions(endingAt: mapping.newPath(forOld: swiped)) }
        // Where things are on screen now (mid-flight when an earlier batch still animates), then
        // that earlier batch's animations end.
        let pending = animates ? captureItemAnimationStart(plan: plan) : nil
        finishAnimations()

        // Cells of items that stay follow them; the others leave (animating out first).
        moveParts(through: mapping, animating: pending != nil)
        if let pending { animator.schedule(pending) }
        // Supplementary views are placed again from the new layout.
        removeAllSupplementaries()

        itemCounts = plan.newSectionCounts
        if let focused = focusedItem {
            focusedItem = coordinator.focus(focused, through: mapping, keepingDeleted: remembersLastFocusedIndexPath)
            // Focus that stayed at its index path is on another item now: that item's cell shows it.
            if focusedItem == focused, mapping.newPath(forOld: focused) != focused {
                coordinator.visibleItems.view(at: focused)?.stateDidChange()
            }
        }
        revalidateFocus()

        layout.invalidateLayout(with: context)
        _ = coordinator.during(.callingDataSource) { layout.followUpdate(plan) }
        layout.prepare(forCollectionViewUpdates: layout.receivesUpdateItems ? updateItems(for: plan) : [])
        prepareLayoutIfNeeded()
        reconfigure(plan.reconfiguredItems)
        settleContentOffsetAfterUpdate()
        layout.finalizeCollectionViewUpdates()
        setNeedsLayout()
        setNeedsDisplay()
        return true
    }

    /// The offset after an update: where it was, clamped to the new content, then as the layout
    /// and the delegate propose.
    private func settleContentOffsetAfterUpdate() {
        var target = clampedContentOffset(contentOffset)
        target = layout.targetContentOffset(forProposedContentOffset: target)
        if let delegate = collectionDelegate {
            target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
        }
        target = clampedContentOffset(target)
        if target != contentOffset { contentOffset = target }
    }

    /// The plan as UIKit hands it to the layout: deletes (descending), moves, inserts (ascending),
    /// then reloads; section-wide changes have one-index paths.
    private func updateItems(for plan: UpdatePlan) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in plan.deletedSections.sorted(by: >) {
            items.append(UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: section), after: nil))
        }
        for path in plan.deletedItems.sorted(by: >) {
            items.append(UICollectionViewUpdateItem(action: .delete, before: path.indexPath, after: nil))
        }
        for move in plan.movedSections {
            items.append(UICollectionViewUpdateItem(action: .move, before: IndexPath(index: move.from), after: IndexPath(index: move.to)))
        }
        for move in plan.movedItems {
            items.append(UICollectionViewUpdateItem(action: .move, before: move.from.indexPath, after: move.to.indexPath))
        }
        for section in plan.insertedSections.sorted() {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: section)))
        }
        for path in plan.insertedItems.sorted() {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: path.indexPath))
        }
        for reload in plan.reloadedSections {
            items.append(UICollectionViewUpdateItem(action: .reload, before: IndexPath(index: reload.from), after: IndexPath(index: reload.to)))
        }
        for reload in plan.reloadedItems {
            items.append(UICollectionViewUpdateItem(action: .reload, before: reload.from.indexPath, after: reload.to.indexPath))
        }
        return items
    }

    /// Runs `cellForItemAt` again on the visible cells of `items` (new index space), expecting the
    /// same cells back; self-sizing items are measured again by the next pass.
    private func reconfigure(_ items: [ItemPath]) {
        guard let dataSource, !items.isEmpty else { return }
        for path in items {
            guard let cell = coordinator.visibleItems.view(at: path) else { continue }
            coordinator.reconfiguringCell = cell
            let returned = coordinator.during(.callingDataSource) { dataSource.collectionView(self, cellForItemAt: path.indexPath) }
            coordinator.reconfiguringCell = nil
            if returned !== cell {
                TrestleDiagnostics.report("reconfigureItems(at:): the data source returned a different cell for item \(path.item) in section \(path.section); the item shows a new cell")
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path.indexPath)
                coordinator.visibleItems.detach(path)
                enqueue(cell)
                enqueue(returned)
            }
            if layout.isSelfSizing { layout.forgetMeasuredSize(at: path) }
        }
        phase.layoutWork.insert(.placeViews)
    }

    /// An empty batch with self-sizing cells measures the visible ones again.
    private func remeasureVisibleItemsIfSelfSizing() {
        guard layout.isSelfSizing else { return }
        for (path, _) in coordinator.visibleItems.sorted { layout.forgetMeasuredSize(at: path) }
        for (path, cell) in coordinator.visibleItems.sorted {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path.indexPath)
            coordinator.visibleItems.detach(path)
            enqueue(cell)
        }
    }
}
