import Foundation
import TrestleCore

/// How a list view's items move when a batch update changes them, on the host's clock.
///
/// A batch runs through three steps:
///
/// 1. **Capture**, while the batch is applied and before the layout changes: where every view on
///    screen is (mid-flight when an earlier batch still animates), by its item's new path for the
///    items that survive, and the views of removed items with how each leaves
///    (``capture(mapping:visible:supplementaries:contentTop:leaving:)``). The view adds the start
///    places of items just off screen, which only its layout knows.
/// 2. **Start**, at the end of the next layout pass, when every view has its new frame: surviving
///    views travel from where they were, entering ones come in, leaving ones go out
///    (``start(in:duration:_:)``). The view decides each view's start and end state; the animator
///    runs them.
/// 3. **Finish**, when the last animation ends — or at once, at its final state, when a new
///    batch, a reload or the view leaving its window interrupts it (``finish(interrupted:)``).
///    Leaving views are handed back to the view (`viewDidLeave`) to return to the reuse pool; the
///    batch's completions are handed back with whether they ran to the end, for the view to run at
///    a safe point.
///
/// Animations change only a view's presentation frame and alpha; its model frame is its final
/// place throughout, so hit testing, queries and layout see the end state, as in UIKit.
@MainActor
package final class ItemAnimator<SupplementaryKey: Hashable, Styles> {
    /// A view's frame and alpha.
    package struct State: Equatable {
        package var frame: CGRect
        package var alpha: CGFloat

        package init(frame: CGRect, alpha: CGFloat) {
            self.frame = frame
            self.alpha = alpha
        }
    }

    /// A view of a removed item and where it was on screen.
    package struct Leaving {
        package var view: UIView
        /// The item it showed, before the batch.
        package var item: ItemPath
        /// In visible coordinates (y measured from the top of the visible area).
        package var state: State
    }

    /// What a batch left for the next layout pass to animate.
    package struct Capture {
        package var mapping: UpdateMapping
        /// How the owner animates this batch's changes (a table's row animations, say).
        package var styles: Styles
        /// Where surviving items on or near the screen were, by their new paths, in visible
        /// coordinates.
        package var startFrames: [ItemPath: CGRect] = [:]
        package var supplementaryStartFrames: [SupplementaryKey: CGRect] = [:]
        package var leaving: [Leaving] = []
        package var completions: [(Bool) -> Void] = []
    }

    /// The animations of one batch under way.
    fileprivate final class Run {
        var moving = Set<ObjectIdentifier>()
        /// The views moving, to put back where they belong if the animations end early.
        var movingViews: [UIView] = []
        var leavingViews: [UIView] = []
        /// How far each view that stays travels (its frame's move), for the owner's stacking.
        var travel: [ObjectIdentifier: CGFloat] = [:]
        var completions: [(Bool) -> Void] = []
        /// The animator they run in (the list view may have left that window since).
        weak var animator: ViewAnimator?
    }

    /// The animation key property, unique to the owning view kind.
    private let property: String
    /// What the next layout pass will animate.
    package private(set) var pending: Capture?
    private var running: Run?

    /// A leaving view has finished leaving (its animation ended or was cut short): the owner
    /// returns it to its reuse pool.
    package var viewDidLeave: (UIView) -> Void = { _ in }
    /// A batch's animations ended — by themselves (`finished`) or cut short — and its completions
    /// are due: the owner keeps them for a safe point (never run them here, which may be in the
    /// middle of a batch or a layout pass).
    package var batchDidEnd: (_ completions: [(Bool) -> Void], _ finished: Bool) -> Void = { _, _ in }
    /// Every animation of a batch ended by itself, outside any work of the owner's: a safe point
    /// to run completions, and to redraw.
    package var runDidEnd: () -> Void = {}

    /// Creates an animator whose animations are keyed by `property` (one per view kind).
    package init(property: String) {
        self.property = property
    }

    /// Whether animations are under way (started, not yet ended).
    package var isRunning: Bool { running != nil }

    /// Whether animations are under way or about to start.
    package var isActive: Bool { pending != nil || running != nil }

    /// How far `view` travels in the animations under way (0 when it is not moving, or nothing
    /// runs): a list stacks travellers in front of the views they pass.
    package func travel(of view: UIView) -> CGFloat {
        guard let running, !running.travel.isEmpty else { return 0 }
        return running.travel[ObjectIdentifier(view)] ?? 0
    }

    // MARK: Capture

    /// Records where the visible views are before the layout changes: survivors by their new
    /// paths, views of removed items as leaving; supplementary views by their new keys (`nil`:
    /// their section is gone).
    ///
    /// - Parameter contentTop: the content offset's y, to make frames visible-relative.
    package func capture(mapping: UpdateMapping, styles: Styles, visible: [(item: ItemPath, view: UIView)],
                         supplementaries: [(newKey: SupplementaryKey?, view: UIView)], contentTop: CGFloat) -> Capture {
        var capture = Capture(mapping: mapping, styles: styles)
        for (old, view) in visible {
            let frame = (view.presentationFrame ?? view.untransformedFrame).offsetBy(dx: 0, dy: -contentTop)
            if let new = mapping.newPath(forOld: old) {
                capture.startFrames[new] = frame
            } else {
                capture.leaving.append(Leaving(view: view, item: old,
                                               state: State(frame: frame, alpha: view.presentationAlpha ?? view.alpha)))
            }
        }
        for (newKey, view) in supplementaries {
            guard let newKey else { continue }
            capture.supplementaryStartFrames[newKey] = (view.presentationFrame ?? view.untransformedFrame).offsetBy(dx: 0, dy: -contentTop)
        }
        return capture
    }

    /// Makes `capture` what the next layout pass animates.
    package func schedule(_ capture: Capture) {
        pending = capture
    }

    /// Adds completions to the batch about to animate; `false` when none is (the caller runs them).
    package func addCompletions(_ completions: [(Bool) -> Void]) -> Bool {
        guard pending != nil else { return false }
        pending!.completions += completions
        return true
    }

    // MARK: Start

    /// What ``start(in:duration:_:)`` gives the owner to set up a batch's animations.
    @MainActor
    package struct Starter {
        fileprivate let animator: ItemAnimator
        fileprivate let run: Run
        fileprivate let window: UIWindow
        fileprivate let duration: TimeInterval
        /// What the batch captured.
        package let capture: Capture

        /// Moves what `view` shows from `start` to `end` over the batch's duration; its model frame
        /// and alpha don't change.
        package func animate(_ view: UIView, from start: State, to end: State) {
            animator.animate(view, from: start, to: end, duration: duration, in: run, window: window, isLeaving: false)
        }

        /// Takes `view`, whose item was removed, out from `start` to `end`; it is handed to
        /// `viewDidLeave` when done. With no `end` it leaves at once.
        package func leave(_ view: UIView, from start: State, to end: State?) {
            view.untransformedFrame = start.frame
            guard let end else {
                animator.viewDidLeave(view)
                return
            }
            run.leavingViews.append(view)
            animator.animate(view, from: start, to: end, duration: duration, in: run, window: window, isLeaving: true)
        }
    }

    /// Starts the scheduled batch's animations: `setUp` says, for each view, where it starts and
    /// ends. Without a window nothing animates and the batch finishes at once.
    package func start(in window: UIWindow?, duration: TimeInterval, _ setUp: (Starter) -> Void) {
        guard let capture = pending else { return }
        pending = nil
        let run = Run()
        run.completions = capture.completions
        run.animator = window?.animator
        running = run
        if let window {
            setUp(Starter(animator: self, run: run, window: window, duration: duration, capture: capture))
        } else {
            for leaving in capture.leaving { viewDidLeave(leaving.view) }
        }
        if run.moving.isEmpty { endRun(interrupted: false) }
    }

    private func animate(_ view: UIView, from start: State, to end: State, duration: TimeInterval, in run: Run,
                         window: UIWindow, isLeaving: Bool) {
        let key = ViewAnimator.AnimationKey(view: ObjectIdentifier(view), property: property)
        if run.moving.insert(key.view).inserted { run.movingViews.append(view) }
        if !isLeaving {
            let distance = max(abs(end.frame.minY - start.frame.minY), abs(end.frame.minX - start.frame.minX))
            if distance > 0 { run.travel[key.view] = distance }
        }
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
            completion: { [weak self, weak run] _ in
                guard let self, let run, run === self.running else { return }
                run.moving.remove(key.view)
                if run.moving.isEmpty {
                    self.endRun(interrupted: false)
                    self.runDidEnd()
                }
            },
            key: key))
        window.hostNeedsFrame()
    }

    // MARK: Finish

    /// Ends the animations under way (or about to start) at their final state: leaving views are
    /// handed to `viewDidLeave`, everything else shows its model frame, and the batches'
    /// completions go to `batchDidEnd` with whether they ran to the end (`false` when
    /// `interrupted`).
    package func finish(interrupted: Bool = true) {
        if let capture = pending {
            pending = nil
            for leaving in capture.leaving { viewDidLeave(leaving.view) }
            batchDidEnd(capture.completions, !interrupted)
        }
        endRun(interrupted: interrupted)
    }

    private func endRun(interrupted: Bool) {
        guard let run = running else { return }
        running = nil
        for id in run.moving {
            run.animator?.cancel(ViewAnimator.AnimationKey(view: id, property: property))
        }
        // Every view still moving shows its model frame again, in the list or not (a header
        // already returned to its pool keeps nothing of the animation).
        for view in run.movingViews where run.moving.contains(ObjectIdentifier(view)) {
            view.presentationFrame = nil
            view.presentationAlpha = nil
        }
        for view in run.leavingViews { viewDidLeave(view) }
        batchDidEnd(run.completions, !interrupted)
    }

    /// `view` leaves the list early (a cell scrolled away, a header scrolled away): its animation
    /// ends, and the run ends with it when it was the last.
    package func cancel(_ view: UIView) {
        guard let run = running, run.moving.remove(ObjectIdentifier(view)) != nil else { return }
        run.animator?.cancel(ViewAnimator.AnimationKey(view: ObjectIdentifier(view), property: property))
        view.presentationFrame = nil
        view.presentationAlpha = nil
        if run.moving.isEmpty { endRun(interrupted: false) }
    }
}
