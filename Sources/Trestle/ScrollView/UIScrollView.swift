import Foundation
import TrestleCore

/// Messages a scroll view sends about scrolling.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// An animated scroll (`setContentOffset(_:animated:)`, `scrollToRow(at:at:animated:)`) ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted at the end of a drag: `velocity` is in points per millisecond, as in
    /// UIKit, and `targetContentOffset` where the content will come to rest; change it to stop
    /// somewhere else.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts gliding after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The glide after a drag ended: the content came to rest, or a touch, key or new offset stopped it.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar — in Trestle, on the navigation bar outside its buttons —
    /// may scroll the content to its top (see ``UIScrollView/scrollsToTop``). Default: `true`.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top that a status-bar tap started has ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view to scale when the user zooms. Trestle does not zoom — a terminal has no pinch —
    /// so this is never asked and the zooming messages below are never sent; they exist so
    /// UIKit delegates compile unchanged.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Never sent: Trestle does not zoom (see ``viewForZooming(in:)``).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Never sent: Trestle does not zoom (see ``viewForZooming(in:)``).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Never sent: Trestle does not zoom (see ``viewForZooming(in:)``).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

/// A view whose bounds' origin — the content offset — moves over content larger than itself.
@MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Sendable {
        /// Like ``scrollableAxes``, and the top and bottom are always adjusted when a navigation
        /// controller shows the scroll view.
        case automatic
        /// Adds the safe area only along the axes the content scrolls on (or always bounces on).
        case scrollableAxes
        /// Adds nothing: the adjusted inset is the content inset.
        case never
        /// Adds the safe area on every side, whether or not the content scrolls.
        case always
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero { didSet { if contentSize != oldValue { setNeedsDisplay() } } }
    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if contentInset != oldValue {
                adjustedContentInsetDidChange()
                setNeedsLayout()
            }
        }
    }
    /// How ``adjustedContentInset`` is derived from the content inset and the safe area.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether the content bounces past its edges.
    open var bounces = true
    /// Whether the content bounces vertically even when it is shorter than the view; a drag then
    /// moves it vertically (Trestle does not bounce, so it stays at its edge).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it is narrower than the view; a drag
    /// then moves it horizontally.
    open var alwaysBounceHorizontal = false
    /// Whether a drag that starts mostly along one axis stays on that axis. A drag that starts
    /// diagonally moves the content freely (see `UIScrollView+Dragging.swift`).
    open var isDirectionalLockEnabled = false
    /// Whether the vertical indicator shows along the trailing edge when the content is taller
    /// than the view. Default: `true`.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows along the bottom edge when the content is wider
    /// than the view. Default: `true`.
    open var showsHorizontalScrollIndicator = true
    /// Whether a tap on the status bar scrolls the content to its top. Trestle has no status bar:
    /// a click on the navigation bar away from its buttons is that tap (see
    /// `UIScrollView+ScrollToTop.swift`). As in UIKit, only when exactly one scroll view on screen
    /// has it on does anything scroll. Default: `true`.
    open var scrollsToTop = true
    /// How a drag on the content dismisses the keyboard: in Trestle, ends editing in the text
    /// field being typed in (see `UIScrollView+Keyboard.swift`). Default: `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The smallest scale the content can be zoomed to (default 1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale the content can be zoomed to (default 1).
    open var maximumZoomScale: CGFloat = 1
    /// The content's scale, kept between ``minimumZoomScale`` and ``maximumZoomScale``.
    ///
    /// - Note: Trestle does not zoom — a terminal has no pinch, and content is not drawn scaled:
    ///   the scale is kept so UIKit code that sets it compiles and reads it back, and the zooming
    ///   delegate messages are never sent.
    open var zoomScale: CGFloat = 1 {
        didSet {
            let clamped = min(max(zoomScale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
            if clamped != zoomScale { zoomScale = clamped }
        }
    }

    /// Sets ``zoomScale`` (kept within its bounds; Trestle does not zoom, so nothing animates).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }
    /// The rate at which a flung scroll slows: velocity kept per millisecond (see
    /// `UIScrollView+Deceleration.swift`).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the user is touching the content.
    public internal(set) var isTracking = false
    /// Whether the user has begun scrolling the content.
    public internal(set) var isDragging = false
    /// Whether the content is moving after the user lifted their finger.
    public internal(set) var isDecelerating = false
    /// Space kept free at the trailing edge beside the vertical indicator: a table's section
    /// index stands there, and the indicator runs just before it.
    package var verticalIndicatorTrailingInset: CGFloat = 0 { didSet { if verticalIndicatorTrailingInset != oldValue { setNeedsDisplay() } } }
    /// Whether a touch is dragging a scroll indicator.
    package internal(set) var isTrackingIndicator = false
    /// Which indicator the touch holds: ``ScrollAxes/vertical`` or ``ScrollAxes/horizontal``.
    var trackedIndicatorAxis: ScrollAxes = .vertical
    /// How far the indicators have faded in, where the metrics fade them at rest: 1 while the
    /// content moves, 0 at rest (see ``MetricsProfile/scrollIndicatorFadeDelay``).
    var indicatorFadeLevel: CGFloat = 0
    /// Where on the thumb the dragging pointer holds it (`nil` after a click on the track).
    var indicatorGrabOffset: CGFloat?
    /// The touch going on: where it began, the axes it moves the content along, and the finger's
    /// recent positions for its velocity when it lifts.
    var drag = DragTracking()
    /// Whether the touch going on began by stopping a glide (UIKit's tables then select nothing).
    package internal(set) var touchStoppedDeceleration = false

    /// The delegate told about scrolling.
    ///
    /// - Note: UIKit's table view redeclares `delegate` with the table-view delegate type; Swift
    ///   does not allow a subclass to change a stored property's type, so table views keep this
    ///   property and use it as a `UITableViewDelegate` when it is one.
    open weak var delegate: UIScrollViewDelegate?

    /// The velocity a flung scroll keeps per millisecond (UIKit's values: 0.998 and 0.99).
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate: a flung scroll glides a long way before it stops.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A rate that stops a flung scroll quickly, after a short glide.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Creates a scroll view; like UIKit's, it clips its content to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Content that scrolls on its own inside the scroll view — a collection view's orthogonal
    /// sections — takes a wheel turn over it first, at `point` in the scroll view's coordinates:
    /// `true` when it did. By default nothing does.
    package func scrollWheelOverNestedContent(lines: Int, columns: Int, shift: Bool, at point: CGPoint) -> Bool { false }

    /// Whether a drag that went down at `start` (the scroll view's coordinates) and first moved
    /// the content by `delta` belongs to content that scrolls on its own there — a collection
    /// view's sideways strip dragged sideways. By default nothing does.
    package func beginsNestedDrag(at start: CGPoint, moving delta: CGPoint) -> Bool { false }
    /// Moves the nested content a drag took by the finger's move (content movement, against
    /// the finger).
    package func dragNestedContent(by delta: CGPoint) {}
    /// The drag on nested content is over: it comes to rest where it stops.
    package func endNestedDrag() {}
    /// Whether the current drag moves nested content rather than the scroll view's own.
    var isDraggingNestedContent = false

    /// The navigation controller that hides its search bar while this scroll view is scrolled
    /// away from its top (``UINavigationItem/hidesSearchBarWhenScrolling``).
    weak var searchBarTracker: UINavigationController?

    /// The point of the content at the view's top-left corner: the bounds' origin.
    ///
    /// Setting it moves the content at once (see ``setContentOffset(_:animated:)`` to glide); a
    /// point that is not finite is ignored.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.x.isFinite, newValue.y.isFinite else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            // The indicators show while the content moves.
            showIndicatorsForAMoment()
        }
    }

    /// The insets actually used: the content inset plus the safe area, by
    /// ``contentInsetAdjustmentBehavior``, plus a refreshing ``refreshControl``'s height at the
    /// top. Trestle's windows have no safe area yet.
    open var adjustedContentInset: UIEdgeInsets {
        guard let refreshInset = refreshControl?.insetWhileRefreshing, refreshInset > 0 else { return contentInset }
        var inset = contentInset
        inset.top += refreshInset
        return inset
    }

    /// The control that refreshes the content when the user pulls it down past its top (see
    /// ``UIRefreshControl``). It becomes a subview above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            // The adjusted inset changes only when a refreshing control comes or goes.
            if (oldValue?.insetWhileRefreshing ?? 0) != (refreshControl?.insetWhileRefreshing ?? 0) { adjustedContentInsetDidChange() }
            setNeedsLayout()
        }
    }

    /// Called when ``adjustedContentInset`` changes; tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset`). Overrides call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Shows the scroll indicators for a moment, as the content moving does; table and collection
    /// view controllers call it each time their view appears. Where the metrics show the
    /// indicators all the time (``MetricsProfile/scrollIndicatorFadeDelay`` is `nil`: the
    /// terminal), it changes nothing.
    open func flashScrollIndicators() {
        showIndicatorsForAMoment()
    }

    /// Moves the content offset; `animated` glides there on the host's clock (for the metrics'
    /// ``MetricsProfile/scrollAnimationDuration``: UIKit's 0.3 s, half that in the terminal, where
    /// each frame moves whole lines), calling the delegate's
    /// `scrollViewDidScroll` on the way and `scrollViewDidEndScrollingAnimation` at the end. Without
    /// animation — or with animations off, reduce motion on, or no window — it moves at once.
    ///
    /// An animated scroll that arrives above the top showing a refresh control that has stopped
    /// refreshing on the way (a refresh begun far down, with a scroll up to show the control, that
    /// ended first) then settles to the top, as a pull does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContentOffset(to: contentOffset, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
            if self.refreshControl?.isRefreshing == false { self.settlePulledContent() }
        }
    }

    /// Moves the content offset, gliding there on the host's clock when `animated` (and
    /// animations are on and the view is in a window); `didEndAnimation` runs when an animated
    /// move arrives. Returns whether it animated.
    @discardableResult
    func moveContentOffset(to contentOffset: CGPoint, animated: Bool, didEndAnimation: @escaping @MainActor () -> Void) -> Bool {
        stopDecelerating()
        let key = ViewAnimator.AnimationKey(view: ObjectIdentifier(self), property: "contentOffset")
        guard animated, UIView.areAnimationsEnabled, !UIAccessibility.isReduceMotionEnabled, let window,
              contentOffset != self.contentOffset else {
            window?.animator.cancel(key)
            self.contentOffset = contentOffset
            return false
        }
        let start = self.contentOffset
        let wholePoints = metrics.scrollsByWholePoints
        window.animator.add(ViewAnimator.Running(
            start: window.animator.now, duration: metrics.scrollAnimationDuration, curve: .easeOut,
            apply: { [weak self] t in
                guard let self else { return }
                var point = CGPoint(x: start.x + (contentOffset.x - start.x) * t, y: start.y + (contentOffset.y - start.y) * t)
                if wholePoints { point = CGPoint(x: point.x.rounded(), y: point.y.rounded()) }
                if t >= 1 { point = contentOffset }
                self.contentOffset = point
            },
            completion: { finished in
                if finished { didEndAnimation() }
            },
            key: key))
        window.hostNeedsFrame()
        return true
    }

    /// Stops an animated scroll or a glide where it is (the user took over).
    package func stopScrollAnimation() {
        window?.animator.cancel(ViewAnimator.AnimationKey(view: ObjectIdentifier(self), property: "contentOffset"))
        stopDecelerating()
    }

    /// The vertical offsets the content can rest at: from −top inset to the content's end (plus
    /// bottom inset) less the view's height, never inverted
    /// (UIKitBehavior § Content insets and scroll limits).
    public var validContentOffsetYRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        // `0 −` rather than a minus sign: no inset gives 0, not −0, in what delegates are told.
        let minimum = 0 - inset.top
        return minimum...max(minimum, contentSize.height + inset.bottom - bounds.height)
    }

    /// The horizontal offsets the content can rest at: from −left inset to the content's width
    /// (plus right inset) less the view's width, never inverted
    /// (UIKitBehavior § Content insets and scroll limits).
    public var validContentOffsetXRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let minimum = 0 - inset.left
        return minimum...max(minimum, contentSize.width + inset.right - bounds.width)
    }

    /// `y` clamped to ``validContentOffsetYRange``.
    public func clampedContentOffsetY(_ y: CGFloat) -> CGFloat {
        let range = validContentOffsetYRange
        return min(max(y, range.lowerBound), range.upperBound)
    }

    /// `x` clamped to ``validContentOffsetXRange``.
    public func clampedContentOffsetX(_ x: CGFloat) -> CGFloat {
        let range = validContentOffsetXRange
        return min(max(x, range.lowerBound), range.upperBound)
    }

    /// `point` clamped to the valid offsets on both axes.
    public func clampedContentOffset(_ point: CGPoint) -> CGPoint {
        CGPoint(x: clampedContentOffsetX(point.x), y: clampedContentOffsetY(point.y))
    }

    /// ``validContentOffsetXRange`` or ``validContentOffsetYRange``, by `axis`.
    func validContentOffsetRange(along axis: ScrollAxes) -> ClosedRange<CGFloat> {
        axis == .horizontal ? validContentOffsetXRange : validContentOffsetYRange
    }

    /// `value` clamped to the valid offsets along `axis`.
    func clampedContentOffset(_ value: CGFloat, along axis: ScrollAxes) -> CGFloat {
        axis == .horizontal ? clampedContentOffsetX(value) : clampedContentOffsetY(value)
    }

    /// After the content shrank along `axes`, pulls the offset on those axes back into the valid
    /// offsets — unless the user is holding the content or it is gliding — so no blank space shows
    /// past its end, as UIKit's lists adjust their offset when their content size changes
    /// (UIKitBehavior § Content insets and scroll limits). Subclasses call it
    /// after the layout pass that changed ``contentSize``; an offset the app set beyond the end
    /// stays until then. Returns whether the offset moved.
    @discardableResult
    package func clampContentOffset(afterShrinkingAlong axes: ScrollAxes) -> Bool {
        guard !axes.isEmpty, !isTracking, !isDecelerating else { return false }
        var offset = contentOffset
        if axes.contains(.horizontal) { offset.x = clampedContentOffsetX(offset.x) }
        if axes.contains(.vertical) { offset.y = clampedContentOffsetY(offset.y) }
        guard offset != contentOffset else { return false }
        contentOffset = offset
        return true
    }

    /// Scrolls the least amount that makes `rect` (in content coordinates) visible, on each axis:
    /// a rect before the visible area (inside the insets) comes to its leading or top edge, one
    /// after it to its trailing or bottom edge; the offset stays within the valid offsets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visibleTop = contentOffset.y + inset.top
        let visibleBottom = contentOffset.y + bounds.height - inset.bottom
        var y = contentOffset.y
        if rect.minY < visibleTop {
            y = rect.minY - inset.top
        } else if rect.maxY > visibleBottom {
            y = rect.maxY - bounds.height + inset.bottom
        }
        let visibleLeft = contentOffset.x + inset.left
        let visibleRight = contentOffset.x + bounds.width - inset.right
        var x = contentOffset.x
        if rect.minX < visibleLeft {
            x = clampedContentOffsetX(rect.minX - inset.left)
        } else if rect.maxX > visibleRight {
            x = clampedContentOffsetX(rect.maxX - bounds.width + inset.right)
        }
        setContentOffset(CGPoint(x: x, y: clampedContentOffsetY(y)), animated: animated)
    }

    /// Scrolls for the keyboard's scrolling keys (see `HostScrollCommand(key:)`); other keys —
    /// and ← → on content that does not scroll sideways — go to the next responder.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isScrollEnabled, presses.count == 1, let key = presses.first?.key,
              let command = HostScrollCommand(key: key), perform(command) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, isScrollEnabled, let command = HostScrollCommand(key: key),
              canPerform(command) else {
            super.pressesEnded(presses, with: event)
            return
        }
    }

    // MARK: Touches

    /// A touch on an indicator drags it; elsewhere the content follows the finger on the axes it
    /// scrolls along (see `UIScrollView+Dragging.swift`). A touch stops a glide where it is.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        touch.capturingResponder = self
        touchStoppedDeceleration = isDecelerating
        stopDecelerating()
        drag.begin(at: touch.location(in: nil), time: touch.timestamp)
        isTracking = true
        isTrackingIndicator = beginIndicatorTracking(at: touch.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isScrollEnabled else { return }
        if isTrackingIndicator {
            // Bounds coordinates before the move, so the thumb tracks the pointer.
            trackIndicator(to: touch.location(in: self))
            return
        }
        let previous = touch.previousLocation(in: nil), location = touch.location(in: nil)
        let move = CGPoint(x: previous.x - location.x, y: previous.y - location.y)
        // A drag that starts over nested content that scrolls its way is that content's.
        if isDraggingNestedContent || !isDragging && drag.axes == nil && move != .zero
            && beginsNestedDrag(at: convert(drag.start, from: nil), moving: move) {
            isDraggingNestedContent = true
            dragNestedContent(by: move)
            return
        }
        // The content moves against the finger, on the axes this drag may move.
        let delta = movableDelta(move, fingerAt: location)
        guard delta != .zero else { return }
        if !isDragging {
            isDragging = true
            dismissKeyboardForDrag()
            delegate?.scrollViewWillBeginDragging(self)
        }
        drag.record(location, at: touch.timestamp)
        // Past the top, the move pulls the refresh control instead.
        dragContent(by: delta)
    }

    /// A drag that ends with the finger moving lets the content glide on.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isDraggingNestedContent {
            isDraggingNestedContent = false
            endTouchTracking()
            endNestedDrag()
            return
        }
        let dragged = isDragging && !isTrackingIndicator
        endTouchTracking()
        guard dragged, let touch = touches.first else { return }
        drag.record(touch.location(in: nil), at: touch.timestamp)
        endDragging(fingerVelocity: drag.velocity(at: touch.timestamp))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isDraggingNestedContent {
            isDraggingNestedContent = false
            endNestedDrag()
        }
        let dragged = isDragging && !isTrackingIndicator
        endTouchTracking()
        if dragged {
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        }
        settlePulledContent()
    }

    /// The touch is over; `isDragging` stays until the drag's end is told.
    private func endTouchTracking() {
        // The indicators a finger kept shown fade from now.
        if isDragging || isTrackingIndicator { showIndicatorsForAMoment() }
        refreshControl?.fingerOvershoot = 0
        isTracking = false
        isTrackingIndicator = false
        indicatorGrabOffset = nil
    }

    override func drawOverSubviews(in context: inout DrawingContext) {
        drawVerticalIndicator(in: &context)
        drawHorizontalIndicator(in: &context)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeRefreshControl()
    }

    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
        searchBarTracker?.searchedContentDidScroll(self)
    }
}
