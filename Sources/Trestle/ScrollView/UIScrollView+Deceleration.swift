import Foundation
import TrestleCore

/// Momentum: when a drag ends with the finger still moving, the content keeps going and slows down
/// on the host's clock, as UIKit's does (``UIScrollView/decelerationRate``, ``ScrollPhysics``).
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
    /// The drag ended with the pointer moving at `fingerVelocity` points per second: tells the
    /// delegate, and glides on if the content should keep going.
    func endDragging(fingerVelocity: CGFloat) {
        // The content moves against the finger.
        var velocity = -fingerVelocity
        if abs(velocity) < metrics.minimumFlingVelocity || UIAccessibility.isReduceMotionEnabled || window == nil { velocity = 0 }
        let rate = min(max(Double(decelerationRate.rawValue), 0.5), 0.9999)
        var resting = contentOffset.y
        if velocity != 0 { resting += CGFloat(ScrollPhysics.restingDistance(initial: Double(velocity), rate: rate)) }
        if metrics.scrollsByWholePoints { resting = resting.rounded() }
        var target = CGPoint(x: contentOffset.x, y: clampedContentOffsetY(resting))
        // UIKit reports the velocity in points per millisecond.
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: 0, y: velocity / 1000), targetContentOffset: &target)
        let end = clampedContentOffsetY(target.y)
        isDragging = false
        let decelerates = end != contentOffset.y && window != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return }
        guard !UIAccessibility.isReduceMotionEnabled else {
            // The delegate asked for another place: go there at once.
            contentOffset = CGPoint(x: contentOffset.x, y: end)
            return
        }
        decelerate(to: end, velocity: Double(velocity), rate: rate)
    }

    /// Glides from the current offset to `end`, slowing as a fling of `velocity` points per second
    /// does at `rate` (an ease-out over the scroll animation's duration without velocity).
    private func decelerate(to end: CGFloat, velocity: Double, rate: Double) {
        guard let window else { return }
        stopScrollAnimation()
        let animator = window.animator
        let start = contentOffset.y
        let wholePoints = metrics.scrollsByWholePoints
        // Rest when less than half a point of the fling's travel is left.
        let duration = velocity == 0 ? metrics.scrollAnimationDuration
            : max(ScrollPhysics.settlingTime(initial: velocity, rate: rate, tolerance: 0.5), 1.0 / 60)
        let total = velocity == 0 ? 1 : ScrollPhysics.distance(initial: velocity, rate: rate, after: duration)
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        var placed = start
        animator.add(ViewAnimator.Running(
            start: animator.now, duration: duration, curve: velocity == 0 ? .easeOut : .linear,
            apply: { [weak self, weak animator] progress in
                guard let self, self.isDecelerating else { return }
                guard self.window != nil, self.window?.animator === animator else {
                    self.stopDecelerating()
                    return
                }
                let fraction = velocity == 0 ? Double(progress)
                    : ScrollPhysics.distance(initial: velocity, rate: rate, after: Double(progress) * duration) / total
                var next = progress >= 1 ? end : start + (end - start) * CGFloat(fraction)
                if wholePoints { next = next.rounded() }
                // Moves by the glide's step, so an offset changed meanwhile (rows placed above)
                // keeps its change; the content never leaves its valid offsets.
                let wanted = self.contentOffset.y + (next - placed)
                placed = next
                let clamped = self.clampedContentOffsetY(wanted)
                self.contentOffset = CGPoint(x: self.contentOffset.x, y: clamped)
                if clamped != wanted { self.stopDecelerating() }
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
