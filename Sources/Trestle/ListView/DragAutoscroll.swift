import Foundation
import TrestleCore

/// Scrolling under an item dragged to reorder it: while the pointer is near the top or bottom
/// edge the content scrolls a step now, then a step every 0.08 s on the host's clock for as long
/// as the pointer stays there (terminals report no motion while the mouse rests). A table's
/// reorder drag and a collection-view list's use it alike.
extension UIScrollView {
    /// Scrolls toward the edge `point` (content coordinates) is near and keeps scrolling while
    /// the drag stays there. `pointer` answers where the drag's pointer is now (`nil` once it
    /// ended); `follow` hears the pointer moved with the content after each later step. Returns
    /// how far the content scrolled now.
    package func autoscrollForDrag(at point: CGPoint, pointer: @escaping @MainActor () -> CGPoint?,
                                   follow: @escaping @MainActor (CGPoint) -> Void) -> CGFloat {
        let moved = dragAutoscrollStep(at: point)
        guard moved != 0 || isNearDragAutoscrollEdge(point) else {
            stopDragAutoscroll()
            return 0
        }
        guard let window else { return moved }
        let key = dragAutoscrollKey
        guard !window.animator.isRunning(key) else { return moved }
        final class Clock { var last: TimeInterval = 0 }
        let clock = Clock()
        clock.last = window.animator.now
        window.animator.add(ViewAnimator.Running(
            start: window.animator.now, duration: 3_600, curve: .linear,
            apply: { [weak self] _ in
                guard let self, let window = self.window, let current = pointer(), window.animator.now - clock.last >= 0.08 else { return }
                clock.last = window.animator.now
                let delta = self.dragAutoscrollStep(at: current)
                guard delta != 0 else { return }
                // The pointer stays where it is on screen while the content moves under it.
                follow(CGPoint(x: current.x, y: current.y + delta))
            },
            completion: nil, key: key))
        window.hostNeedsFrame()
        return moved
    }

    /// Ends the repeating autoscroll of a drag.
    package func stopDragAutoscroll() {
        window?.animator.cancel(dragAutoscrollKey)
    }

    private var dragAutoscrollKey: ViewAnimator.AnimationKey {
        ViewAnimator.AnimationKey(view: ObjectIdentifier(self), property: "reorderAutoscroll")
    }

    private func isNearDragAutoscrollEdge(_ point: CGPoint) -> Bool {
        let edge = metrics.editing.reorderAutoscrollEdge
        return point.y < contentOffset.y + adjustedContentInset.top + edge
            || point.y >= contentOffset.y + bounds.height - adjustedContentInset.bottom - edge
    }

    /// Scrolls one step toward the edge `point` is near; returns how far the content moved.
    private func dragAutoscrollStep(at point: CGPoint) -> CGFloat {
        let edge = metrics.editing.reorderAutoscrollEdge
        let step = metrics.editing.reorderAutoscrollStep
        let minOffset = -adjustedContentInset.top
        let maxOffset = max(minOffset, contentSize.height + adjustedContentInset.bottom - bounds.height)
        let before = contentOffset.y
        if point.y < contentOffset.y + adjustedContentInset.top + edge, before > minOffset {
            contentOffset.y = max(minOffset, before - step)
        } else if point.y >= contentOffset.y + bounds.height - adjustedContentInset.bottom - edge, before < maxOffset {
            contentOffset.y = min(maxOffset, before + step)
        }
        return contentOffset.y - before
    }
}
