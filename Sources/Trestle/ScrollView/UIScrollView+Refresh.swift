import Foundation

/// Pulling a scroll view's content down past its top to refresh it (see ``UIRefreshControl``).
///
/// A drag that reaches the top goes on pulling: the content follows the finger with UIKit's
/// rubber band, `(1 − 1/(x·0.55/d + 1))·d` for a finger `x` past the top of a view `d` tall
/// (UIKitBehavior § Scroll physics), on whole lines in the terminal. Past the
/// trigger distance the control starts refreshing. When the finger lifts the content glides back
/// to its top — which, while refreshing, has the control above it. The wheel pulls too: turned up
/// at the top, each line pulls a line, up to the trigger distance; when it rests the content
/// settles the same way.
///
/// Only a drag pulls when a refresh control is set: other scroll views stay at their edges, as
/// Trestle's always have.
extension UIScrollView {
    /// The control's frame: a band the control's height just above the top of the content
    /// (inside the content inset), as wide as the view and still sideways.
    func placeRefreshControl() {
        guard let control = refreshControl, control.superview === self else { return }
        let height = metrics.controls.refreshControlHeight
        let frame = CGRect(x: bounds.minX, y: -contentInset.top - height, width: bounds.width, height: height)
        if control.frame != frame { control.frame = frame }
    }

    /// A drag moved the content by `delta` (against the finger): at the top, with a refresh
    /// control, the part past the top pulls; pulling back first undoes the pull.
    func dragContent(by delta: CGPoint) {
        guard let control = refreshControl, control.superview === self, delta.y != 0, contentScrollableAxes.contains(.vertical) || alwaysBounceVertical else {
            scrollContent(by: delta)
            return
        }
        var delta = delta
        let top = validContentOffsetYRange.lowerBound
        if delta.y < 0 {
            let toTop = max(0, contentOffset.y - top)
            if -delta.y > toTop {
                control.fingerOvershoot += -delta.y - toTop
                delta.y = -toTop
            }
        } else if control.fingerOvershoot > 0 {
            let back = min(control.fingerOvershoot, delta.y)
            control.fingerOvershoot -= back
            delta.y -= back
            if control.fingerOvershoot == 0 { contentOffset.y = top }
        }
        guard control.fingerOvershoot > 0 else {
            scrollContent(by: delta)
            return
        }
        if delta.x != 0 { scrollContent(by: CGPoint(x: delta.x, y: 0)) }
        showPull(of: control)
    }

    /// Moves the content to show the finger's pull, and starts refreshing once it passes the
    /// trigger distance.
    private func showPull(of control: UIRefreshControl) {
        stopScrollAnimation()
        let top = validContentOffsetYRange.lowerBound
        var shown = rubberBand(control.fingerOvershoot)
        if metrics.scrollsByWholePoints { shown = shown.rounded(.down) }
        contentOffset.y = top - shown
        guard !control.isRefreshing, shown >= metrics.controls.refreshTriggerDistance else { return }
        control.beginRefreshingFromPull()
        // The top moved up by the control's height: the same place on screen is less of a pull.
        let remaining = max(0, shown - control.insetWhileRefreshing)
        control.fingerOvershoot = fingerOvershoot(showing: remaining)
    }

    /// UIKit's rubber band: how far content pulled `overshoot` past an edge is shown to move.
    func rubberBand(_ overshoot: CGFloat) -> CGFloat {
        let d = max(1, bounds.height)
        return (1 - 1 / (overshoot * 0.55 / d + 1)) * d
    }

    /// The finger's overshoot that the rubber band shows as `shown`.
    private func fingerOvershoot(showing shown: CGFloat) -> CGFloat {
        let d = max(1, bounds.height)
        let fraction = min(shown / d, 0.99)
        return (1 / (1 - fraction) - 1) * d / 0.55
    }

    /// The wheel turned up by `lines` (negative) at the top of content with a refresh control:
    /// pulls, and returns `true`; otherwise `false` and the wheel scrolls as usual.
    func wheelPullsRefreshControl(lines: Int) -> Bool {
        guard let control = refreshControl, control.superview === self else { return false }
        guard lines < 0 else {
            control.wheelPull = 0
            return false
        }
        let top = validContentOffsetYRange.lowerBound
        guard !control.isRefreshing, !isTracking, contentOffset.y <= top else { return false }
        stopScrollAnimation()
        let trigger = metrics.controls.refreshTriggerDistance
        control.wheelPull += CGFloat(-lines) * metrics.rowHeight
        contentOffset.y = top - min(control.wheelPull, trigger)
        if control.wheelPull >= trigger {
            control.wheelPull = 0
            control.beginRefreshingFromPull()
        }
        settleAfterWheelRests()
        return true
    }

    /// Once the wheel has rested a moment, the pulled content settles back to its top.
    private func settleAfterWheelRests() {
        guard let window else {
            settlePulledContent()
            return
        }
        window.animator.add(ViewAnimator.Running(
            start: window.animator.now, duration: 0.25, curve: .linear, apply: { _ in },
            completion: { [weak self] finished in
                guard finished, let self else { return }
                self.refreshControl?.wheelPull = 0
                self.settlePulledContent()
            },
            key: ViewAnimator.AnimationKey(view: ObjectIdentifier(self), property: "wheelPull")))
        window.hostNeedsFrame()
    }

    /// Content left past its top (a pull that ended, a refresh that ended) glides back to it,
    /// unless the user is holding it.
    func settlePulledContent() {
        let top = validContentOffsetYRange.lowerBound
        guard !isTracking, !isDragging, contentOffset.y < top else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: true)
    }

    /// The refresh control started or stopped refreshing, changing the adjusted inset: the
    /// delegate hears of it, and content showing the control settles to the new top when
    /// refreshing ends.
    func refreshControlInsetDidChange() {
        adjustedContentInsetDidChange()
        setNeedsLayout()
        guard refreshControl?.isRefreshing == false, !isTracking else { return }
        // A scroll at the top on its way to show the control (started with beginRefreshing)
        // stops: the control is going.
        if contentOffset.y <= validContentOffsetYRange.lowerBound { stopScrollAnimation() }
        settlePulledContent()
    }
}
