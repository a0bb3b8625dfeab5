import Foundation
import TrestleCore

/// Momentum: when a drag ends with the finger still moving, the content keeps going and slows down
/// on the host's clock, as UIKit's does (``UIScrollView/decelerationRate``, ``ScrollPhysics``), on
/// each axis the drag moved along and the finger was moving on when it lifted.
///
/// The content glides to where the fling would rest, clamped to the valid offsets — it slows to a
/// stop at an edge rather than leaving blank space past it — or to where the delegate's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` moves that target. A finger
/// slower than ``MetricsProfile/minimumFlingVelocity`` at the end of a drag leaves the content
/// where it lifted. A touch, a key, the wheel or a new offset stops the glide where it is.
///
/// - Note: UIKit keeps momentum when Reduce Motion is on; Trestle stops where the finger lifted, as
///   its other animations jump to their end. Trestle does not bounce: the glide stops at the edge.
extension UIScrollView {
    /// The drag ended with the pointer moving at `fingerVelocity` points per second on each axis:
    /// tells the delegate, and glides on if the content should keep going.
    func endDragging(fingerVelocity: CGPoint) {
        let axes = drag.axes ?? draggableAxes
        let still = UIAccessibility.isReduceMotionEnabled || window == nil
        // The content moves against the finger, on the drag's axes, when fast enough to fling.
        func flung(_ finger: CGFloat, along axis: ScrollAxes) -> CGFloat {
            guard axes.contains(axis), !still, abs(finger) >= metrics.minimumFlingVelocity else { return 0 }
            return -finger
        }
        let velocity = CGPoint(x: flung(fingerVelocity.x, along: .horizontal), y: flung(fingerVelocity.y, along: .vertical))
        let rate = min(max(Double(decelerationRate.rawValue), 0.5), 0.9999)
        var resting = contentOffset
        if velocity.y != 0 { resting.y += CGFloat(ScrollPhysics.restingDistance(initial: Double(velocity.y), rate: rate)) }
        if velocity.x != 0 { resting.x += CGFloat(ScrollPhysics.restingDistance(initial: Double(velocity.x), rate: rate)) }
        if metrics.scrollsByWholePoints { resting = CGPoint(x: resting.x.rounded(), y: resting.y.rounded()) }
        // An axis that does not glide keeps its offset, unless the delegate moves it.
        var target = CGPoint(x: velocity.x != 0 ? clampedContentOffsetX(resting.x) : contentOffset.x, y: clampedContentOffsetY(resting.y))
        // UIKit reports the velocity in points per millisecond.
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        let end = CGPoint(x: target.x == contentOffset.x ? contentOffset.x : clampedContentOffsetX(target.x),
                          y: clampedContentOffsetY(target.y))
        isDragging = false
        let decelerates = end != contentOffset && window != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return }
        guard !UIAccessibility.isReduceMotionEnabled else {
            // The delegate asked for another place: go there at once.
            contentOffset = end
            return
        }
        decelerate(to: end, speed: Double(max(abs(velocity.x), abs(velocity.y))), rate: rate)
    }

    /// Glides from the current offset to `end`, slowing as a fling of `speed` points per second
    /// (the faster axis's) does at `rate`; an ease-out over the scroll animation's duration
    /// without speed. Both axes follow the same curve: the share of its travel a fling has covered
    /// after a given time does not depend on its velocity, only on the rate.
    private func decelerate(to end: CGPoint, speed: Double, rate: Double) {
        guard let window else { return }
        stopScrollAnimation()
        let animator = window.animator
        let start = contentOffset
        let wholePoints = metrics.scrollsByWholePoints
        // Rest when less than half a point of the fling's travel is left.
        let duration = speed == 0 ? metrics.scrollAnimationDuration
            : max(ScrollPhysics.settlingTime(initial: speed, rate: rate, tolerance: 0.5), 1.0 / 60)
        let total = speed == 0 ? 1 : ScrollPhysics.distance(initial: speed, rate: rate, after: duration)
        // The axes still gliding: one stops when it meets an edge, the glide when none is left.
        var moving: ScrollAxes = []
        if end.x != start.x { moving.insert(.horizontal) }
        if end.y != start.y { moving.insert(.vertical) }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        var placed = start
        animator.add(ViewAnimator.Running(
            start: animator.now, duration: duration, curve: speed == 0 ? .easeOut : .linear,
            apply: { [weak self, weak animator] progress in
                guard let self, self.isDecelerating else { return }
                guard self.window != nil, self.window?.animator === animator else {
                    self.stopDecelerating()
                    return
                }
                let fraction = speed == 0 ? Double(progress)
                    : ScrollPhysics.distance(initial: speed, rate: rate, after: Double(progress) * duration) / total
                var offset = self.contentOffset
                for axis in [ScrollAxes.horizontal, .vertical] where moving.contains(axis) {
                    var next = progress >= 1 ? end[axis] : start[axis] + (end[axis] - start[axis]) * CGFloat(fraction)
                    if wholePoints { next = next.rounded() }
                    // Moves by the glide's step, so an offset changed meanwhile (rows placed
                    // above) keeps its change; the content never leaves its valid offsets.
                    let wanted = offset[axis] + (next - placed[axis])
                    placed[axis] = next
                    // Content pulled past an edge (a refresh control's pull) settles from there.
                    let range = self.validContentOffsetRange(along: axis)
                    let clamped = min(max(wanted, min(range.lowerBound, start[axis])), max(range.upperBound, start[axis]))
                    offset[axis] = clamped
                    if clamped != wanted { moving.remove(axis) }
                }
                self.contentOffset = offset
                if moving.isEmpty { self.stopDecelerating() }
            },
            completion: { [weak self] _ in self?.stopDecelerating() },
            key: decelerationKey))
        window.hostNeedsFrame()
    }

    /// Stops a glide where it is, telling the delegate it ended.
    package func stopDecelerating() {
        guard isDecelerating else { return }
        isDecelerating = false
        window?.animator.cancel(decelerationKey)
        delegate?.scrollViewDidEndDecelerating(self)
    }

    private var decelerationKey: ViewAnimator.AnimationKey {
        ViewAnimator.AnimationKey(view: ObjectIdentifier(self), property: "deceleration")
    }
}
