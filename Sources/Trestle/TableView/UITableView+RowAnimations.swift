import Foundation
import TrestleCore

/// Row animations: how a batch update's changes move on screen (<doc:TrestleCore/UIKitBehavior#Processing-order>).
///
/// When a batch is applied in a window with animations on, the rows it changes animate on the
/// host's clock instead of jumping:
///
/// - rows that survive the batch and are on screen before and after keep their cells, which
///   travel from where they were to where they are now (moved rows too: "straight from the
///   starting position to the ending position"), as do headers and footers;
/// - inserted rows come in, and deleted rows go out, as their ``UITableView/RowAnimation`` says:
///   `.fade` fades, `.right`/`.left` slide in from and out to that side, `.top`/`.bottom` slide
///   from and to above or below their place, `.middle` grows from and shrinks to the row's middle,
///   `.automatic` fades, and `.none` shows the change at once (other rows still travel, as in
///   UIKit); a reloaded row's old cell goes out while its new cell comes in;
/// - a deleted row's cell stays on screen until its animation ends, then returns to the reuse
///   pool (`didEndDisplaying` is sent then), and `performBatchUpdates`' completion runs when every
///   animation of the batch has ended.
///
/// Animations take 0.3 s (0.15 s — a few frames — in the terminal). They are skipped, and
/// completions run at once, inside `UIView.performWithoutAnimation`, after
/// `UIView.setAnimationsEnabled(false)`, when the user asked for reduced motion
/// (`UIAccessibility.isReduceMotionEnabled`) and when the table is in no window. A new batch, a
/// reload or a row scrolling away ends the animations under way at their final state.
extension UITableView {
    /// The changes a batch asked to animate, in the order of the calls.
    struct RowAnimationRequests {
        enum Kind { case insertRows, deleteRows, reloadRows, insertSections, deleteSections, reloadSections }
        struct Request {
            var kind: Kind
            var rows: [ItemPath] = []
            var sections = IndexSet()
            var animation: RowAnimation
        }
        var requests: [Request] = []

        mutating func record(_ kind: Kind, rows: [ItemPath] = [], sections: IndexSet = IndexSet(), animation: RowAnimation) {
            requests.append(Request(kind: kind, rows: rows, sections: sections, animation: animation))
        }
    }

    /// The animation of each row and section a batch changed, looked up for the few rows on screen.
    struct ResolvedRowAnimations {
        /// The animation every request asked for, when they agree (the usual case: no tables).
        private var uniform: RowAnimation?
        private var deletedItems: [ItemPath: RowAnimation] = [:]
        private var insertedItems: [ItemPath: RowAnimation] = [:]
        private var reloadedItems: [ItemPath: RowAnimation] = [:]
        private var deletedSections: [Int: RowAnimation] = [:]
        private var insertedSections: [Int: RowAnimation] = [:]
        private var reloadedSections: [Int: RowAnimation] = [:]

        init(_ requests: RowAnimationRequests) {
            let animations = Set(requests.requests.map(\.animation))
            if animations.count <= 1 {
                uniform = animations.first ?? .automatic
                return
            }
            for request in requests.requests {
                switch request.kind {
                case .insertRows: for row in request.rows { insertedItems[row] = request.animation }
                case .deleteRows: for row in request.rows { deletedItems[row] = request.animation }
                case .reloadRows: for row in request.rows { reloadedItems[row] = request.animation }
                case .insertSections: for section in request.sections { insertedSections[section] = request.animation }
                case .deleteSections: for section in request.sections { deletedSections[section] = request.animation }
                case .reloadSections: for section in request.sections { reloadedSections[section] = request.animation }
                }
            }
        }

        /// How the cell of `old`, a row the batch deleted or reloaded, leaves.
        func leaving(_ old: ItemPath) -> RowAnimation {
            if let uniform { return uniform }
            return reloadedItems[old] ?? reloadedSections[old.section] ?? deletedSections[old.section]
                ?? deletedItems[old] ?? .automatic
        }

        /// How the cell of `new`, a row the batch inserted or reloaded, comes in.
        func entering(_ new: ItemPath, mapping: UpdateMapping) -> RowAnimation {
            if let uniform { return uniform }
            if let animation = insertedItems[new] { return animation }
            if let old = mapping.oldSection(forNew: new.section) {
                // A reloaded row keeps its index in a section that stays.
                if let animation = reloadedItems.first(where: { mapping.newPath(forReloaded: $0.key) == new })?.value {
                    return animation
                }
                return reloadedSections[old] ?? .automatic
            }
            if let animation = insertedSections[new.section] { return animation }
            return reloadedSections.first(where: { mapping.newSection(forReloaded: $0.key) == new.section })?.value ?? .automatic
        }
    }

    /// What a batch left for the next layout pass to animate: where things were on screen.
    struct PendingRowAnimation {
        var mapping: UpdateMapping
        var animations: ResolvedRowAnimations
        /// Where surviving rows on or near the screen were, by their new paths, in the table's
        /// visible coordinates (y measured from the top of the visible area).
        var startFrames: [ItemPath: CGRect] = [:]
        var supplementaryStartFrames: [SupplementaryKey: CGRect] = [:]
        /// Cells of deleted and reloaded rows, where they were on screen, and how they leave.
        var leaving: [(cell: UITableViewCell, frame: CGRect, alpha: CGFloat, animation: RowAnimation)] = []
        var completions: [(Bool) -> Void] = []
    }

    /// The animations of one batch under way: what is still moving, what leaves at the end.
    final class RunningRowAnimations {
        var moving = Set<ObjectIdentifier>()
        /// The views moving, to put back where they belong if the animations end early.
        var movingViews: [UIView] = []
        var leavingCells: [UITableViewCell] = []
        var completions: [(Bool) -> Void] = []
        /// The animator they run in (the table may have left that window since).
        weak var animator: ViewAnimator?
    }

    /// How long row animations take with these metrics.
    var rowAnimationDuration: TimeInterval { metrics.rowAnimationDuration }

    /// Whether a batch applied now animates.
    var animatesBatchUpdates: Bool {
        window != nil && UIView.areAnimationsEnabled && !UIAccessibility.isReduceMotionEnabled
    }

    // MARK: Capturing (while the batch is applied)

    /// Records where everything the batch may move is on screen, before the geometry changes, and
    /// takes the cells of deleted and reloaded rows out of the table's rows (they stay as subviews
    /// until they have left). Returns the visible cells that survive, by their new paths.
    func captureRowAnimationStart(mapping: UpdateMapping, requests: RowAnimationRequests,
                                  viewport: Viewport) -> PendingRowAnimation {
        var pending = PendingRowAnimation(mapping: mapping, animations: ResolvedRowAnimations(requests))
        let top = contentOffset.y
        for (old, cell) in visibleItems.shown {
            let frame = (cell.presentationFrame ?? cell.frame).offsetBy(dx: 0, dy: -top)
            if let new = mapping.newPath(forOld: old) {
                pending.startFrames[new] = frame
            } else {
                pending.leaving.append((cell, frame, cell.presentationAlpha ?? cell.alpha, pending.animations.leaving(old)))
            }
        }
        // Rows just off screen may come into view as others leave: they travel in from where they were.
        let around = Viewport(offsetY: viewport.offsetY - viewport.height, height: viewport.height * 3,
                              insetTop: viewport.insetTop, insetBottom: viewport.insetBottom)
        if let range = geometry.visibleRows(in: around, bufferRows: 0) {
            geometry.forEachRowFrame(in: range) { old, minY, height in
                guard visibleItems.view(at: old) == nil, let new = mapping.newPath(forOld: old) else { return }
                pending.startFrames[new] = CGRect(x: rowMinX, y: CGFloat(minY) - top, width: rowWidth, height: CGFloat(height))
            }
        }
        for (key, view) in supplementaries.views {
            guard let section = mapping.newSection(forOld: key.section) else { continue }
            pending.supplementaryStartFrames[SupplementaryKey(kind: key.kind, section: section)] =
                (view.presentationFrame ?? view.frame).offsetBy(dx: 0, dy: -top)
        }
        return pending
    }

    // MARK: Starting (at the end of the next layout pass)

    /// Starts the animations a batch left, now that every row has its new frame.
    func startPendingRowAnimations() {
        guard let pending = pendingRowAnimation else { return }
        pendingRowAnimation = nil
        let running = RunningRowAnimations()
        running.completions = pending.completions
        running.animator = window?.animator
        runningRowAnimations = running
        let top = contentOffset.y
        let duration = rowAnimationDuration

        for (path, cell) in visibleItems.shown {
            let end = cell.frame
            if let start = pending.startFrames[path] {
                let from = start.offsetBy(dx: 0, dy: top)
                if from != end { animate(cell, from: (from, cell.alpha), to: (end, cell.alpha), duration: duration, in: running) }
            } else if pending.mapping.oldPath(forNew: path) == nil {
                let animation = pending.animations.entering(path, mapping: pending.mapping)
                if let from = offstageState(of: end, alpha: cell.alpha, for: animation) {
                    animate(cell, from: from, to: (end, cell.alpha), duration: duration, in: running)
                }
            }
        }
        for (key, view) in supplementaries.views {
            guard let start = pending.supplementaryStartFrames[key]?.offsetBy(dx: 0, dy: top), start != view.frame else { continue }
            animate(view, from: (start, view.alpha), to: (view.frame, view.alpha), duration: duration, in: running)
        }
        for leaving in pending.leaving {
            let cell = leaving.cell
            let from = leaving.frame.offsetBy(dx: 0, dy: top)
            cell.frame = from
            guard let to = offstageState(of: from, alpha: leaving.alpha, for: leaving.animation) else {
                finishLeaving(cell)
                continue
            }
            running.leavingCells.append(cell)
            animate(cell, from: (from, leaving.alpha), to: to, duration: duration, in: running, isLeaving: true)
        }
        if running.moving.isEmpty { finishRowAnimations(interrupted: false) }
    }

    /// Where a row's cell is when it has not yet come in, or has gone, by `animation`; `nil`
    /// for none.
    private func offstageState(of frame: CGRect, alpha: CGFloat, for animation: RowAnimation) -> (CGRect, CGFloat)? {
        switch animation {
        case .none: nil
        case .fade, .automatic: (frame, 0)
        case .right: (frame.offsetBy(dx: bounds.width, dy: 0), alpha)
        case .left: (frame.offsetBy(dx: -bounds.width, dy: 0), alpha)
        case .top: (frame.offsetBy(dx: 0, dy: -frame.height), alpha)
        case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), alpha)
        case .middle: (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), alpha)
        }
    }

    /// Moves what `view` shows from one frame and alpha to another over `duration`; its model
    /// frame and alpha don't change.
    private func animate(_ view: UIView, from start: (frame: CGRect, alpha: CGFloat), to end: (frame: CGRect, alpha: CGFloat),
                         duration: TimeInterval, in running: RunningRowAnimations, isLeaving: Bool = false) {
        guard let window else { return }
        let key = ViewAnimator.AnimationKey(view: ObjectIdentifier(view), property: "tableRow")
        if running.moving.insert(key.view).inserted { running.movingViews.append(view) }
        view.presentationFrame = start.frame
        view.presentationAlpha = start.alpha
        if isLeaving { view.isUserInteractionEnabled = false }
        window.animator.add(ViewAnimator.Running(
            start: window.animator.now, duration: duration, curve: .easeInOut,
            apply: { [weak view] t in
                guard let view else { return }
                if t >= 1 && !isLeaving {
                    view.presentationFrame = nil
                    view.presentationAlpha = nil
                } else {
                    view.presentationFrame = CGRect(x: start.frame.minX + (end.frame.minX - start.frame.minX) * t,
                                                    y: start.frame.minY + (end.frame.minY - start.frame.minY) * t,
                                                    width: start.frame.width + (end.frame.width - start.frame.width) * t,
                                                    height: start.frame.height + (end.frame.height - start.frame.height) * t)
                    view.presentationAlpha = start.alpha + (end.alpha - start.alpha) * t
                }
                view.setNeedsDisplay()
            },
            completion: { [weak self, weak running] _ in
                guard let self, let running, running === self.runningRowAnimations else { return }
                running.moving.remove(key.view)
                if running.moving.isEmpty {
                    self.finishRowAnimations(interrupted: false)
                    self.runFinishedBatchCompletions()
                }
            },
            key: key))
        window.hostNeedsFrame()
        setNeedsDisplay()
    }

    // MARK: Finishing

    /// Ends the row animations under way (or about to start) at their final state: leaving cells
    /// go to the reuse pool and everything else shows its model frame. Called when they end, and
    /// (`interrupted`) before a new batch or a reload.
    ///
    /// The batches' completions are not run here — this may be in the middle of applying a batch
    /// or of a layout pass, where a completion that reloads or updates the table would act on a
    /// half-changed table. They wait in the batch session until
    /// `runFinishedBatchCompletions()` runs them at a safe point (the end of `endUpdates`, of a
    /// layout pass, of `reloadData`, or of the animations), with `false` when interrupted.
    func finishRowAnimations(interrupted: Bool = true) {
        if let pending = pendingRowAnimation {
            pendingRowAnimation = nil
            for leaving in pending.leaving { finishLeaving(leaving.cell) }
            batchSession.batchEnded(pending.completions, finished: !interrupted)
        }
        if let running = runningRowAnimations {
            runningRowAnimations = nil
            for id in running.moving {
                (running.animator ?? window?.animator)?.cancel(ViewAnimator.AnimationKey(view: id, property: "tableRow"))
            }
            // Every view still moving shows its model frame again, in the table or not (a header
            // already returned to its pool keeps nothing of the animation).
            for view in running.movingViews where running.moving.contains(ObjectIdentifier(view)) {
                view.presentationFrame = nil
                view.presentationAlpha = nil
            }
            for cell in running.leavingCells { finishLeaving(cell) }
            batchSession.batchEnded(running.completions, finished: !interrupted)
        }
        setNeedsDisplay()
    }

    /// Runs the completions of batches whose animations have ended, unless the table is in the
    /// middle of a layout pass or a batch (then the end of that runs them).
    func runFinishedBatchCompletions() {
        for (completion, finished) in batchSession.takeFinishedCompletions(in: phase) { completion(finished) }
    }

    /// A row animation of `view` ends early because the view leaves the table (a cell scrolled
    /// away and returned to the reuse pool, a header scrolled away).
    func cancelRowAnimation(of view: UIView) {
        guard let running = runningRowAnimations, running.moving.remove(ObjectIdentifier(view)) != nil else { return }
        (running.animator ?? window?.animator)?.cancel(ViewAnimator.AnimationKey(view: ObjectIdentifier(view), property: "tableRow"))
        view.presentationFrame = nil
        view.presentationAlpha = nil
        if running.moving.isEmpty { finishRowAnimations(interrupted: false) }
    }

    /// A deleted or reloaded row's cell has left: it returns to the reuse pool.
    private func finishLeaving(_ cell: UITableViewCell) {
        guard let old = visibleItems.endLeaving(cell) else { return }
        cell.presentationFrame = nil
        cell.presentationAlpha = nil
        cell.isUserInteractionEnabled = true
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old.indexPath)
        enqueue(cell)
    }
}
