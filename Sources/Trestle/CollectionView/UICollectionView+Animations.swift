import Foundation
import TrestleCore

/// Item animations: how a batch update's changes and a layout change move on screen, on the
/// host's clock, through the list machinery's ``ItemAnimator``.
///
/// - Items that stay keep their cells, which travel from where they were to their new frames
///   (moved items too).
/// - Inserted items come in from the layout's `initialLayoutAttributesForAppearingItem(at:)`,
///   and deleted items go out to its `finalLayoutAttributesForDisappearingItem(at:)`; when the
///   layout returns `nil` (the default) they fade in and out in place, as UIKit's do. A reloaded
///   item's old cell fades out while its new cell fades in.
/// - A deleted item's cell stays until its animation ends, then returns to the reuse pool
///   (`didEndDisplaying` is sent then); `performBatchUpdates`' completion runs when every
///   animation of the batch has ended.
///
/// Animations take the metrics' row animation duration (0.3 s; a few frames in the terminal) and
/// are skipped — completions run at once — without animations, with reduced motion, and out of a
/// window. A new batch or a reload ends the animations under way at their final state.
extension UICollectionView {
    /// The collection view's animator. Its styles are unused: the layout says how items come
    /// and go.
    typealias CollectionItemAnimator = CollectionList.Animator


    /// Whether a batch applied now animates.
    var animatesBatchUpdates: Bool {
        window != nil && UIView.areAnimationsEnabled && !UIAccessibility.isReduceMotionEnabled
    }

    /// Records where the cells on screen are, before the layout changes.
    func captureItemAnimationStart(plan: UpdatePlan) -> CollectionItemAnimator.Capture {
        animator.capture(mapping: plan.mapping, styles: (), visible: coordinator.visibleItems.sorted.map { ($0.item, $0.view as UIView) },
                             supplementaries: [], contentTop: contentOffset.y)
    }

    /// Starts the animations a batch left: inserted items come in from the layout's initial
    /// attributes, deleted ones go to its final attributes (fading in place without them).
    func startPendingAnimations() {
        startPendingAnimations(
            duration: metrics.rowAnimationDuration,
            entering: { path, _, end in
                let from = layout.initialLayoutAttributesForAppearingItem(at: path.indexPath)
                    .map { CollectionItemAnimator.State(frame: $0.frame, alpha: $0.alpha) }
                    ?? CollectionItemAnimator.State(frame: end.frame, alpha: 0)
                // An item that appears where it ends does not animate.
                return from == end ? nil : from
            },
            leaving: { item, _, from in
                layout.finalLayoutAttributesForDisappearingItem(at: item.indexPath)
                    .map { CollectionItemAnimator.State(frame: $0.frame, alpha: $0.alpha) }
                    ?? CollectionItemAnimator.State(frame: from.frame, alpha: 0)
            })
    }

    /// Animates the visible cells from `starts` (their frames under the previous layout) to
    /// their frames now: a layout change.
    func animateLayoutChange(from starts: [ItemPath: CGRect], completion: ((Bool) -> Void)?) {
        guard !starts.isEmpty, animatesBatchUpdates else {
            completion?(true)
            return
        }
        let top = contentOffset.y
        var capture = CollectionItemAnimator.Capture(mapping: UpdateMapping(identityFor: itemCounts), styles: ())
        for (path, frame) in starts { capture.startFrames[path] = frame.offsetBy(dx: 0, dy: -top) }
        if let completion { capture.completions = [completion] }
        finishAnimations()
        animator.schedule(capture)
        startPendingAnimations()
    }
}
