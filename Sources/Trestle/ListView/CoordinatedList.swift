import Foundation
import TrestleCore

/// A list view that owns a ``ListCoordinator``: what the coordinator's shared procedures need
/// from the view they serve.
///
/// `UITableView` and `UICollectionView` conform. The procedures written once for both live in
/// this protocol's extension; the requirements are the few things each view answers its own way.
@MainActor
protocol CoordinatedList: UIScrollView {
    associatedtype Kind: ListKind
    /// The shared state and order of list work.
    var coordinator: ListCoordinator<Kind> { get }
    /// UIKit's message for an index path that is not a list item's (not two indices).
    static var invalidUpdatePathMessage: String { get }
    /// Loads the counts and sizes if a reload is owed.
    func loadDataIfNeeded()
    /// Applies a batch that ended: validates it against the data source's counts (`newCounts`
    /// when the caller knows them), moves the parts through it and captures its animations.
    /// Returns `false` when the batch was invalid and the view reloaded instead.
    func applyBatch(_ update: BatchUpdate, requests: Kind.Requests, newCounts: [Int]?) -> Bool
    /// How batches' changes animate: captured when a batch is applied, started by the next
    /// layout pass, finished on the host clock (see ``ItemAnimator``).
    var animator: Kind.Animator { get }
    /// Tells the delegate that `cell` stopped showing the item at `path`, and returns the cell to
    /// its pool.
    func endDisplaying(_ cell: Kind.Cell, at path: ItemPath)
    /// Whether `path` names an item of the cached counts.
    func isValidItem(_ path: ItemPath) -> Bool
    /// Highlights the item a touch went down on, if the delegate agrees; whether it did.
    func highlight(_ path: ItemPath) -> Bool
    /// Takes the highlight off the item.
    func unhighlight(_ path: ItemPath)
    /// Reloads everything (UIKit's `reloadData()`).
    func reloadData()
    /// The data source's counts now, section by section.
    func dataSourceCounts() -> [Int]
    /// Starts the animations a batch left, now that every cell has its new frame (see
    /// `startPendingAnimations(duration:entering:leaving:alsoStarting:)`).
    func startPendingAnimations()
    /// Moves the prefetch window after a layout pass and tells the prefetch data source what
    /// entered and left it.
    func updatePrefetching()
    /// Stacks the cells in item order, with items travelling in an animation in front: the order
    /// a list built afresh has.
    func stackCellsInItemOrder()
    /// Takes every supplementary view off the list and returns it to its pool, ending its display.
    func removeAllSupplementaries()
    /// Traps unless the view's parts agree with each other (see the views' own documentation).
    func checkInvariants()
    /// Traps unless the last layout pass left a cell for every item in view.
    func checkItemsInViewHaveCells()
}

extension CoordinatedList {
    /// What the list is doing and what it owes (the coordinator's).
    var phase: ListPhase {
        get { coordinator.phase }
        _modify { yield &coordinator.phase }
    }

    /// What the editing chrome has open (the coordinator's; see ``EditingSession``).
    var editingSession: EditingSession {
        get { coordinator.editingSession }
        _modify { yield &coordinator.editingSession }
    }

    /// `checkInvariants()` in checked builds; nothing otherwise. Run after a batch, a reload and
    /// anything else that changes the list's parts outside a layout pass.
    func didChangeParts() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }

    /// `checkInvariants()` and `checkItemsInViewHaveCells()` in checked builds, at the end of a
    /// layout pass; nothing otherwise.
    func didLayOutParts() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        checkItemsInViewHaveCells()
        #endif
    }
}

extension CoordinatedList {
    /// One layout pass, in bounded rounds: `place` hands out and places the cells and views of
    /// the items in view and says whether it then moved the offset (the content shrank under it);
    /// then `afterPlacing` runs (an interactive movement's item follows its target), a batch's
    /// animations start and the prefetch window moves.
    ///
    /// Whatever moves the items during the pass — the offset pulled back into content that shrank
    /// under it, a prefetching callback that updates the list, layout work left undone or
    /// `hasMoreWork` (a layout invalidated during the pass) — is placed again within it, so that
    /// after one pass every item in view has its cell. A data source that changes the list from
    /// every callback gets four rounds. A pass asked for inside a pass does nothing.
    func layOutInRounds(place: () -> Bool, afterPlacing: () -> Void = {}, hasMoreWork: () -> Bool = { false }) {
        guard !coordinator.phase.isLayingOut else { return }
        coordinator.during(.layingOut) {
            for round in 0..<4 {
                if place() && round < 3 { continue }
                let placedFor = bounds
                afterPlacing()
                // A batch applied since the last pass animates from where things were to where they are.
                startPendingAnimations()
                updatePrefetching()
                if bounds == placedFor && coordinator.phase.layoutWork.isEmpty && !hasMoreWork() { break }
            }
        }
    }

    /// The index path of the focused item `focused`, when it names an item of the cached counts.
    func indexPath(ofFocused focused: ItemPath?) -> IndexPath? {
        guard let focused, isValidItem(focused) else { return nil }
        return focused.indexPath
    }

    /// The touch on an item moved (a scroll began) or was cancelled: the highlight goes, nothing
    /// is selected.
    func cancelTrackedTouch() {
        if let path = coordinator.takeTrackedTouchItem() { unhighlight(path) }
    }

    /// Opens a batch, or a nested one inside it. The "before" counts are the cached ones: they
    /// are loaded now if they never were, before the caller changes its model (UIKitBehavior
    /// § The before baseline).
    func beginBatch() {
        if !coordinator.batchSession.isOpen { loadDataIfNeeded() }
        coordinator.batchSession.begin()
    }

    /// The item of `indexPath` in a batch; throws for an index path that is not an item's.
    func updatePath(_ indexPath: IndexPath) throws -> ItemPath {
        guard indexPath.count == 2 else { throw UpdateArgumentError() }
        return indexPath.itemPath
    }

    /// The items of `indexPaths` in a batch; throws for an index path that is not an item's.
    func updatePaths(_ indexPaths: [IndexPath]) throws -> [ItemPath] {
        try indexPaths.map(updatePath)
    }

    /// Adds operations to the open batch, or makes them a batch of their own. An index path that
    /// is not an item's is reported with UIKit's message, naming `caller`, and the operation is
    /// dropped.
    func recordUpdate(_ caller: String, _ record: (inout BatchUpdate, inout Kind.Requests) throws -> Void) {
        let standalone = !coordinator.batchSession.isOpen
        if standalone { beginBatch() }
        do {
            try coordinator.batchSession.record(record)
        } catch {
            TrestleDiagnostics.report("\(caller): \(Self.invalidUpdatePathMessage)")
        }
        if standalone { endBatch(completion: nil) }
    }

    /// Ends a batch; the outermost end applies it. Without an open batch, `unmatched` is reported
    /// when given and nothing happens.
    ///
    /// `completion` runs with the outer batch's other completions when the batch's animations end
    /// (at once when it does not animate), with `false` when the batch was invalid. As in UIKit,
    /// the items on screen get their cells, and their animations, before this returns.
    func endBatch(completion: ((Bool) -> Void)?, unmatched: String? = nil) {
        switch coordinator.batchSession.end(completion: completion) {
        case .unmatched:
            if let unmatched { TrestleDiagnostics.report(unmatched) }
            return
        case .nested:
            return
        case .complete(let update, let requests, let completions):
            let applied = applyBatch(update, requests: requests, newCounts: nil)
            if applied, animator.addCompletions(completions) {
                layoutIfNeeded()
            } else {
                coordinator.batchSession.batchEnded(completions, finished: applied)
            }
        }
        didChangeParts()
        // Completions of this batch (not animated) and of earlier ones it interrupted run now,
        // with the batch fully applied.
        coordinator.runFinishedBatchCompletions()
    }
}

extension CoordinatedList {
    /// Plans a batch that ended: validated against the counts before it (`oldCounts`) and after it
    /// (`knownCounts` when the caller made the change itself, such as an item the user moved;
    /// otherwise the data source's). A list that is not on screen or never loaded skips the checks
    /// and reloads, as UIKit does (UIKitBehavior § Processing order); an invalid batch is reported
    /// with UIKit's message and the list reloads instead.
    func planBatch(_ update: BatchUpdate, oldCounts: () -> [Int], newCounts knownCounts: [Int]?,
                   kind: BatchUpdate.ViewKind) -> BatchPlanning {
        guard window != nil, !coordinator.phase.needsReload else {
            reloadData()
            return .reloaded(applied: true)
        }
        let newCounts = knownCounts ?? dataSourceCounts()
        do throws(BatchUpdateError) {
            return .plan(try update.plan(oldSectionCounts: oldCounts(), newSectionCounts: newCounts, kind: kind))
        } catch {
            TrestleDiagnostics.report(error.message)
            reloadData()
            return .reloaded(applied: false)
        }
    }

    /// Moves what the list shows through a batch's `mapping`: the cells of items that stay follow
    /// them and the others leave — animating out first when `animating`, otherwise ending their
    /// display now —; the next layout pass reconciles and places the views; the selection and the
    /// prefetch window follow (deleted and reloaded items drop out of the selection, UIKitBehavior
    /// § Selection and visible cells).
    func moveParts(through mapping: UpdateMapping, animating: Bool) {
        for (old, cell) in coordinator.visibleItems.remap(through: mapping) {
            if animating {
                coordinator.visibleItems.beginLeaving(cell, from: old)
            } else {
                endDisplaying(cell, at: old)
            }
        }
        coordinator.phase.layoutWork.formUnion([.reconcileViews, .placeViews])
        coordinator.selection.remap(through: mapping)
        coordinator.prefetcher.remap(through: mapping)
    }

    /// The part of a reload that is the same for every list: the data counts as loaded, every cell
    /// and supplementary view ends its display and returns to its pool, and the selection (UIKit
    /// clears it on reload, UIKitBehavior § Selection across data changes), the prefetch requests
    /// and a touch's highlight are dropped. The view then loads its counts and sizes.
    /// Returns the selection as it was when cleared, after the cells ended their display.
    @discardableResult
    func clearPartsForReload() -> [ItemPath] {
        coordinator.phase.didLoadData()
        for (path, cell) in coordinator.visibleItems.hideAll() {
            endDisplaying(cell, at: path)
        }
        let selected = coordinator.selection.paths
        coordinator.selection.removeAll()
        coordinator.trackedTouchItem = nil
        removeAllSupplementaries()
        coordinator.prefetcher.reset()
        return selected
    }

    /// A new animator for the list's batches, animating `property`: a cell that animated out
    /// finishes leaving, an ended batch hands its completions to the batch session and the cells
    /// stack in item order again, and when the last animation ends the list is redrawn and the
    /// completions run.
    func makeAnimator(property: String) -> Kind.Animator {
        let animator = Kind.Animator(property: property)
        animator.viewDidLeave = { [unowned self] view in
            if let cell = view as? Kind.Cell { finishLeaving(cell) }
        }
        animator.batchDidEnd = { [unowned self] completions, finished in
            coordinator.batchSession.batchEnded(completions, finished: finished)
            // The travellers are home: every cell stacks in item order again.
            stackCellsInItemOrder()
        }
        animator.runDidEnd = { [unowned self] in
            setNeedsDisplay()
            coordinator.runFinishedBatchCompletions()
        }
        return animator
    }

    /// Starts the animations a batch left, now that every cell has its new frame: the cells of
    /// items that stayed move from where they were when the batch was applied; `entering` says
    /// where an inserted item's cell comes in from (`nil`: it appears in place) and `leaving`
    /// where a deleted one's goes; `alsoStarting` adds the view's own (a table's headers that
    /// travel with their sections). The travelling cells pass in front of the others.
    func startPendingAnimations(
        duration: TimeInterval,
        entering: (ItemPath, Kind.Animator.Capture, Kind.Animator.State) -> Kind.Animator.State?,
        leaving: (ItemPath, Kind.Animator.Capture, Kind.Animator.State) -> Kind.Animator.State?,
        alsoStarting: (Kind.Animator.Starter, CGFloat) -> Void = { _, _ in }
    ) {
        guard animator.pending != nil else { return }
        let top = contentOffset.y
        animator.start(in: window, duration: duration) { starter in
            let capture = starter.capture
            for (path, cell) in coordinator.visibleItems.shown {
                let end = Kind.Animator.State(frame: cell.untransformedFrame, alpha: cell.alpha)
                if let start = capture.startFrames[path] {
                    let from = start.offsetBy(dx: 0, dy: top)
                    if from != end.frame { starter.animate(cell, from: Kind.Animator.State(frame: from, alpha: cell.alpha), to: end) }
                } else if capture.mapping.oldPath(forNew: path) == nil {
                    if let from = entering(path, capture, end) { starter.animate(cell, from: from, to: end) }
                }
            }
            alsoStarting(starter, top)
            for gone in capture.leaving {
                let from = Kind.Animator.State(frame: gone.state.frame.offsetBy(dx: 0, dy: top), alpha: gone.state.alpha)
                starter.leave(gone.view, from: from, to: leaving(gone.item, capture, from))
            }
        }
        stackCellsInItemOrder()
        setNeedsDisplay()
    }

    /// Ends the animations under way (or about to start) at their final state: leaving cells go to
    /// the reuse pool and everything else shows its model frame. Called when they end, and
    /// (`interrupted`) before a new batch or a reload.
    ///
    /// The batches' completions are not run here — this may be in the middle of applying a batch
    /// or of a layout pass, where a completion that reloads or updates the list would act on a
    /// half-changed list. They wait in the batch session until the coordinator's
    /// `runFinishedBatchCompletions()` runs them at a safe point (the end of a batch, of a layout
    /// pass, of a reload, or of the animations), with `false` when interrupted.
    func finishAnimations(interrupted: Bool = true) {
        animator.finish(interrupted: interrupted)
        setNeedsDisplay()
    }

    /// An animation of `view` ends early because the view leaves the list (a cell scrolled away
    /// and returned to the reuse pool, a header scrolled away).
    func cancelAnimation(of view: UIView) {
        let wasRunning = animator.isRunning
        animator.cancel(view)
        // The last moving view leaving ends the batch's animations: what stays on screen is redrawn.
        if wasRunning && !animator.isRunning { setNeedsDisplay() }
    }

    /// A deleted or reloaded item's cell has finished animating out: it is drawn where it is again,
    /// answers touches again, ends its display and returns to its pool.
    func finishLeaving(_ cell: Kind.Cell) {
        guard let old = coordinator.visibleItems.endLeaving(cell) else { return }
        cell.presentationFrame = nil
        cell.presentationAlpha = nil
        cell.isUserInteractionEnabled = true
        endDisplaying(cell, at: old)
    }
}

/// What applying a batch starts from: its plan, or a reload that took its place.
enum BatchPlanning {
    /// The batch is valid: apply this plan.
    case plan(UpdatePlan)
    /// The list reloaded instead; `applied` is whether that counts as the batch applied (a list
    /// off screen reloads without checking) or not (an invalid batch).
    case reloaded(applied: Bool)
}

extension UITableView: CoordinatedList {}
extension UICollectionView: CoordinatedList {}
