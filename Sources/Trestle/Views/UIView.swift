import Foundation
import TrestleCore

/// A rectangular area that draws content, lays out subviews and receives events.
///
/// Geometry follows UIKit: ``frame`` is in the superview's coordinates; ``bounds`` is the view's
/// own coordinate space, whose origin a scroll view moves to scroll; ``center`` is the frame's
/// midpoint. Changing the bounds' size marks the view as needing layout, and
/// ``layoutIfNeeded()`` runs ``layoutSubviews()`` before laying out the subviews, as UIKit does.
///
/// Views draw by overriding ``draw(in:)``; the window collects every visible view's drawing into
/// a display list for its host.
@MainActor
open class UIView: UIResponder {
    /// The value of ``intrinsicContentSize`` in a dimension where the view has none.
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    private var _bounds: CGRect
    private var _center: CGPoint

    /// The view this view is a subview of.
    ///
    /// Held `unowned(unsafe)` rather than `weak`: a weak reference gives every view a side table,
    /// which makes every retain and release of a view take the runtime's slow path — a measurable
    /// share of a scroll frame. The parent owns its subviews and clears this reference when it
    /// removes them or is deinitialised, so it never dangles.
    public var superview: UIView? { _superview }
    private unowned(unsafe) var _superview: UIView?
    /// The views this view contains, back to front: the last one draws on top.
    public private(set) var subviews: [UIView] = []
    private(set) var needsLayout = true
    /// Whether ``layoutSubviews()`` is running, called by ``layoutIfNeeded()``.
    private var isInLayoutSubviews = false

    /// Whether the view is hidden (hidden views neither draw nor receive touches).
    open var isHidden = false {
        didSet {
            setNeedsDisplay()
            // A stack view takes a hidden arranged view's room away.
            if isHidden != oldValue, let stack = superview as? UIStackView { stack.arrangedSubviewVisibilityDidChange(self) }
        }
    }
    /// Opacity; views with alpha below 0.01 neither draw nor receive touches, as in UIKit.
    open var alpha: CGFloat = 1 {
        didSet {
            if alpha != oldValue { recordAnimatedChange(of: "alpha", from: presentationAlpha ?? oldValue) }
            setNeedsDisplay()
        }
    }
    /// What is drawn while an animation moves the frame or fades the view (the model values are
    /// already the final ones, as in UIKit's model and presentation layers).
    package var presentationFrame: CGRect?
    package var presentationAlpha: CGFloat?
    /// The colour filling the bounds before the view draws.
    open var backgroundColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// How the view places its content in its bounds (an image view's picture): stretched to
    /// fill by default.
    open var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// Whether the view receives touches.
    open var isUserInteractionEnabled = true
    /// An integer apps use to find views.
    open var tag = 0
    private var _tintColor: UIColor?
    private var _layoutMargins: UIEdgeInsets?
    /// Auto Layout's state: the constraints the view holds, its priorities and guides
    /// (see `UIView+AutoLayout.swift`).
    var autoLayout = AutoLayoutState()
    /// The view's layer, made the first time it is asked for: most views never use theirs.
    private var _layer: CALayer?

    /// The layer behind the view: rounded corners, border and shadow, and the background, opacity
    /// and clipping it shares with the view (see ``CALayer``).
    public var layer: CALayer {
        if let _layer { return _layer }
        let layer = CALayer(view: self)
        _layer = layer
        return layer
    }

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        let standard = frame.standardized
        _bounds = CGRect(origin: .zero, size: standard.size)
        _center = CGPoint(x: standard.midX, y: standard.midY)
        super.init()
    }

    /// Creates a view from an archive. Trestle has no archives (no storyboards or nibs); the view
    /// starts with a zero frame. Declared so that UIKit subclasses' `required init?(coder:)`
    /// compile unchanged.
    public required init?(coder: NSCoder) {
        _bounds = .zero
        _center = .zero
        super.init()
    }

    isolated deinit {
        for subview in subviews where subview._superview === self { subview._superview = nil }
    }

    /// A view's next responder is its view controller when it is a controller's root view,
    /// otherwise its superview (UIKit's rule).
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The view controller whose root view this is; UIKit keeps the same link privately.
    package weak var owningViewController: UIViewController?

    /// Whether this view is its window's first responder.
    open override var isFirstResponder: Bool { window?.firstResponder === self }

    /// Becomes the window's first responder when `canBecomeFirstResponder` is `true`, the view
    /// is in a window, and the current first responder resigns.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        if let current = window.firstResponder, current !== self, current.window === window {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        setNeedsDisplay()
        return true
    }

    /// Whether the view has keyboard focus (a table's focused cell does).
    open var isFocused: Bool { false }

    /// Where the keyboard cursor belongs in this view (its coordinates), when it has keyboard
    /// focus: a table puts it at the start of the focused row's text. `nil` by default.
    package var keyboardCursorPoint: CGPoint? { nil }

    /// Whether the view and all its ancestors are shown.
    package var isVisibleInWindow: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha < 0.01 { return false }
            view = current.superview
        }
        return window != nil
    }

    /// Stops being the window's first responder (when it is) if `canResignFirstResponder`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard let window, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        setNeedsDisplay()
        return true
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates: with a ``transform`` other than the
    /// identity, the smallest rectangle around the transformed bounds (UIKit calls the value
    /// undefined then; setting it moves the centre and, for a scale, sizes the bounds so that
    /// the transformed box is the rectangle given).
    open var frame: CGRect {
        get {
            let size = _bounds.size
            guard let transform = extras?.transform else {
                return CGRect(x: _center.x - size.width / 2, y: _center.y - size.height / 2, width: size.width, height: size.height)
            }
            return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(transform).offsetBy(dx: _center.x, dy: _center.y)
        }
        set {
            let standard = newValue.standardized
            if AnimationRecording.current != nil, standard != frame { recordAnimatedChange(of: "frame", from: presentationFrame ?? untransformedFrame) }
            if let transform = extras?.transform {
                // The transformed box is centred on the centre moved by the translation.
                _center = CGPoint(x: standard.midX - transform.tx, y: standard.midY - transform.ty)
                setBoundsSize(boundsSize(forFrame: standard, transform: transform))
            } else {
                _center = CGPoint(x: standard.midX, y: standard.midY)
                setBoundsSize(standard.size)
            }
        }
    }

    /// The rectangle the view's bounds fill in its superview before its ``transform``: centred
    /// on ``center`` at the bounds' size — the same as ``frame`` while the transform is the
    /// identity. Lists place their cells by it, as UIKit's collection views apply a layout's
    /// centre and size, so that a cell's transform (a pressed cell shrinking) stays a transform.
    var untransformedFrame: CGRect {
        get {
            CGRect(x: _center.x - _bounds.width / 2, y: _center.y - _bounds.height / 2, width: _bounds.width, height: _bounds.height)
        }
        set {
            guard extras?.transform != nil else {
                frame = newValue
                return
            }
            let standard = newValue.standardized
            if AnimationRecording.current != nil, standard != untransformedFrame { recordAnimatedChange(of: "frame", from: presentationFrame ?? untransformedFrame) }
            _center = CGPoint(x: standard.midX, y: standard.midY)
            setBoundsSize(standard.size)
        }
    }

    /// The view's own coordinate space: its origin is the point of content shown at the top-left.
    open var bounds: CGRect {
        get { _bounds }
        set {
            let oldOrigin = _bounds.origin
            setBoundsSize(newValue.size)
            _bounds.origin = newValue.origin
            if oldOrigin != newValue.origin { boundsOriginDidChange(from: oldOrigin) }
        }
    }

    /// The frame's midpoint in the superview's coordinates.
    open var center: CGPoint {
        get { _center }
        set {
            if AnimationRecording.current != nil, newValue != _center { recordAnimatedChange(of: "frame", from: presentationFrame ?? untransformedFrame) }
            _center = newValue
            setNeedsDisplay()
        }
    }

    /// The view's transform, applied about its ``center``: `.identity` by default.
    ///
    /// As in UIKit, a transform changes how the view is shown, not its layout: ``bounds`` and
    /// ``center`` keep their values and no layout pass runs; ``frame`` becomes the smallest
    /// rectangle around the transformed bounds. Touches and `convert(_:to:)` follow the
    /// transform, and a change inside an animation block animates as Core Animation does: the
    /// scale, rotation and translation each move from their old values to their new ones.
    ///
    /// The pixel host draws any affine transform (translation, scale, rotation). The terminal
    /// moves the view by the transform's translation rounded to whole cells and draws it at its
    /// own size — cells cannot scale or turn text — except that a view scaled to less than half a
    /// cell in either direction is not drawn; touches there still follow the exact transform.
    /// A transform with an entry that is not a finite number is reported and ignored.
    open var transform: CGAffineTransform {
        get { extras?.transform ?? .identity }
        set {
            let old = transform
            guard newValue != old else { return }
            guard newValue.isFinite else {
                TrestleDiagnostics.report("\(type(of: self)).transform: \(newValue) has an entry that is not a finite number; the transform is left as it was")
                return
            }
            if AnimationRecording.current != nil { recordAnimatedChange(of: "transform", from: presentationTransform ?? old) }
            madeExtras.transform = newValue.isIdentity ? nil : newValue
            superview?.setNeedsDisplay()
            setNeedsDisplay()
        }
    }

    private func setBoundsSize(_ size: CGSize) {
        guard _bounds.size != size else { return }
        let oldSize = _bounds.size
        _bounds.size = size
        setNeedsLayout()
        superview?.setNeedsDisplay()
        if autoLayout.autoresizesSubviews && !subviews.isEmpty { resizeSubviews(withOldSize: oldSize) }
    }

    /// Called when the bounds' origin moves (a scroll view scrolled).
    func boundsOriginDidChange(from oldOrigin: CGPoint) {
        setNeedsDisplay()
    }

    /// The view's tint, inherited from the superview when not set (UIKit's default is system blue).
    /// Setting it calls ``tintColorDidChange()`` on the view and on the views below that inherit it.
    open var tintColor: UIColor! {
        get { _tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            _tintColor = newValue
            setNeedsDisplay()
            if tintColor != old { tellTintColorDidChange() }
        }
    }

    /// Calls ``tintColorDidChange()`` here and below, down to views with a tint of their own.
    private func tellTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview._tintColor == nil { subview.tellTintColorDidChange() }
    }

    /// Called when the view's ``tintColor`` changes: set on the view, or on the ancestor it
    /// inherits it from. Views that draw with the tint redraw; the default does nothing more.
    open func tintColorDidChange() {}

    /// Space between the view's edges and its content. Defaults to the screen metrics' view margin
    /// (8 points on iOS, none in the terminal).
    ///
    /// The margins read back include, as in UIKit, the safe area's insets when
    /// ``insetsLayoutMarginsFromSafeArea`` is on, and the superview's margins where they reach
    /// into the view when ``preservesSuperviewLayoutMargins`` is on. Setting them calls
    /// ``layoutMarginsDidChange()``.
    open var layoutMargins: UIEdgeInsets {
        get {
            var margins: UIEdgeInsets
            if let _layoutMargins {
                margins = _layoutMargins
            } else {
                let margin = metrics.viewLayoutMargin
                margins = UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
            }
            return adjustedLayoutMargins(margins)
        }
        set {
            _layoutMargins = newValue
            setNeedsLayout()
            // Constraints to the margins (held by the view or above it) are solved again.
            if autoLayout.subtreeConstraintCount > 0 || (superview?.autoLayout.subtreeConstraintCount ?? 0) > 0 {
                constraintsDidChange()
                superview?.constraintsDidChange()
            }
            layoutMarginsDidChange()
        }
    }

    /// Called when the view's ``layoutMargins`` (or ``directionalLayoutMargins``) are set. The
    /// default does nothing.
    open func layoutMarginsDidChange() {}

    /// Called when the view's safe area changes. Trestle's hosts draw their bars beside the content,
    /// so safe areas stay zero and this is not called; it is here for the overrides UIKit code has.
    open func safeAreaInsetsDidChange() {}

    /// The traits the view resolves colours and fonts against: its window's (the screen's, with
    /// size classes from the window's size), or the main screen's outside a window, with the
    /// ``overrideUserInterfaceStyle`` of the view, its controller or the nearest ancestor that sets one.
    open var traitCollection: UITraitCollection {
        var overriding = UIUserInterfaceStyle.unspecified
        var root: UIView = self
        while true {
            if overriding == .unspecified, let style = root.extras?.effectiveOverrideStyle { overriding = style }
            guard let parent = root.superview else { break }
            root = parent
        }
        let base = (root as? UIWindow)?.windowTraits ?? UIScreen.main.traitCollection
        return base.overriding(overriding)
    }

    /// Called when the view's traits changed (the style, the text size, a size class, the scale),
    /// with the traits before the change. The default does nothing.
    ///
    /// Trestle calls it when the window's traits change (the host's theme or text size, a resize
    /// across a size class) and when an ``UIView/overrideUserInterfaceStyle`` above changes, for each view
    /// whose traits changed, top down, each view's controller first; ``UITraitCollection/current``
    /// is the view's new traits meanwhile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// What few views use: overrides of their traits, trait-change registrations and
    /// accessibility properties.
    var extras: ViewExtras?

    // MARK: Accessibility

    /// Whether assistive technologies (screen readers) see the view as one element: `false` for
    /// plain views, whose subviews are seen instead; `true` for labels, controls, text fields and
    /// cells, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { extras?.accessibility.isElement ?? defaultIsAccessibilityElement }
        set { madeExtras.accessibility.isElement = newValue }
    }

    /// What a screen reader says the element is: set, or the view's own text (a label's text, a
    /// button's title, a cell's labels joined with commas).
    open var accessibilityLabel: String? {
        get { extras?.accessibility.label ?? defaultAccessibilityLabel }
        set { madeExtras.accessibility.label = newValue }
    }

    /// What happens when the element is activated, said after a pause: "Opens the photo".
    open var accessibilityHint: String? {
        get { extras?.accessibility.hint }
        set { madeExtras.accessibility.hint = newValue }
    }

    /// The element's current value: set, or the control's own (a switch's "0" or "1", a text
    /// field's text).
    open var accessibilityValue: String? {
        get { extras?.accessibility.value ?? defaultAccessibilityValue }
        set { madeExtras.accessibility.value = newValue }
    }

    /// A name for finding the element in tests and automation; never spoken.
    open var accessibilityIdentifier: String? {
        get { extras?.accessibility.identifier }
        set { madeExtras.accessibility.identifier = newValue }
    }

    /// What kind of element it is and its state: set, or the view's own (``UIAccessibilityTraits/button``
    /// for buttons, ``UIAccessibilityTraits/staticText`` for labels, ``UIAccessibilityTraits/header``
    /// for section headers, ``UIAccessibilityTraits/selected`` for selected cells,
    /// ``UIAccessibilityTraits/notEnabled`` for disabled controls).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { extras?.accessibility.traits ?? defaultAccessibilityTraits }
        set { madeExtras.accessibility.traits = newValue }
    }

    /// The elements inside the view, in reading order, when the view orders them itself; `nil` (the
    /// default) reads the subviews in order.
    open var accessibilityElements: [Any]? {
        get { extras?.accessibility.elements }
        set { madeExtras.accessibility.elements = newValue }
    }

    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { extras?.accessibility.elementsHidden ?? false }
        set { madeExtras.accessibility.elementsHidden = newValue }
    }

    /// Whether the view's siblings are hidden from assistive technologies while it shows (a
    /// custom alert).
    open var accessibilityViewIsModal: Bool {
        get { extras?.accessibility.viewIsModal ?? false }
        set { madeExtras.accessibility.viewIsModal = newValue }
    }

    /// Whether the elements inside the view are read together, before those outside.
    open var shouldGroupAccessibilityChildren: Bool {
        get { extras?.accessibility.shouldGroupChildren ?? false }
        set { madeExtras.accessibility.shouldGroupChildren = newValue }
    }

    /// The language the element's label is spoken in (a BCP 47 tag such as `ko-KR`); `nil` uses the
    /// user's.
    open var accessibilityLanguage: String? {
        get { extras?.accessibility.language }
        set { madeExtras.accessibility.language = newValue }
    }

    /// Actions a screen reader offers on the element besides activating it (a row's swipe
    /// actions, for instance).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { extras?.accessibility.customActions }
        set { madeExtras.accessibility.customActions = newValue }
    }

    /// Whether the view is an accessibility element when nothing is set: UIKit's default for its
    /// class (labels, controls and cells are).
    var defaultIsAccessibilityElement: Bool { false }
    /// The view's own accessibility label when none is set (a label's text, a button's title).
    var defaultAccessibilityLabel: String? { nil }
    /// The view's own accessibility value when none is set (a switch's "0" or "1").
    var defaultAccessibilityValue: String? { nil }
    /// The view's own traits when none are set (a button's, a selected cell's).
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }

    /// The element's frame in the window's coordinates.
    open var accessibilityFrame: CGRect {
        convert(bounds, to: nil)
    }

    /// The text of the visible labels below the view in reading order (top to bottom, then
    /// leading to trailing), joined with commas: a cell's default accessibility label.
    func joinedLabelText() -> String? {
        var texts: [(origin: CGPoint, text: String)] = []
        func collect(_ view: UIView) {
            for subview in view.subviews where !subview.isHidden && subview.alpha >= 0.01 {
                if let label = subview as? UILabel {
                    if let text = label.accessibilityLabel, !text.isEmpty {
                        texts.append((label.convert(CGPoint.zero, to: self), text))
                    }
                } else {
                    collect(subview)
                }
            }
        }
        collect(self)
        texts.sort { $0.origin.y != $1.origin.y ? $0.origin.y < $1.origin.y : $0.origin.x < $1.origin.x }
        let ordered = texts.map(\.text)
        return ordered.isEmpty ? nil : ordered.joined(separator: ", ")
    }

    /// The metrics profile of the screen the view is on, or of the main screen.
    public var metrics: MetricsProfile {
        // Lent in place, not copied: the profile is large, and views read one value of it at a
        // time, many times a frame.
        _read {
            let screen = window?.screen ?? UIScreen.main
            yield screen.metrics
        }
    }

    // MARK: Hierarchy

    /// The window the view is in.
    open var window: UIWindow? {
        // Up the superviews without a retain and release at each step: a view with a side table
        // (one referenced weakly, as a collection view is by its layout) pays the runtime's slow
        // path for each, and this is asked for many times a frame.
        unowned(unsafe) var top: UIView = self
        while let parent = top._superview { top = parent }
        return top.isWindow ? unsafeDowncast(top, to: UIWindow.self) : nil
    }

    /// Whether this view is a window (set once, by ``UIWindow``'s initialisers).
    var isWindow = false

    /// Adds `view` as the frontmost subview (removing it from its old superview first).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (0 is the back).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        let oldWindow = view.window
        let newWindow = window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(index, subviews.count))
            setNeedsDisplay()
            return
        }
        if oldWindow !== newWindow { view.willMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.removeFromSuperviewWithoutNotifyingWindow()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view._superview = self
        if view.autoLayout.subtreeConstraintCount > 0 { adjustSubtreeConstraintCount(by: view.autoLayout.subtreeConstraintCount) }
        if view.autoLayout.subtreeNeedsConstraintUpdate { markSubtreeNeedsConstraintUpdate() }
        view.setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.didMoveToWindow() }
        setNeedsDisplay()
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let hadWindow = window != nil
        if hadWindow { willMove(toWindow: nil) }
        willMove(toSuperview: nil)
        removeFromSuperviewWithoutNotifyingWindow()
        didMoveToSuperview()
        if hadWindow { didMoveToWindow() }
    }

    private func removeFromSuperviewWithoutNotifyingWindow() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        // Constraints held above the view that involve it (or its subviews) go with it, as in UIKit.
        removeConstraintsHeldAbove(in: parent)
        if autoLayout.subtreeConstraintCount > 0 { parent.adjustSubtreeConstraintCount(by: -autoLayout.subtreeConstraintCount) }
        // A plain loop that stops at the view: list views remove a cell from among hundreds of
        // subviews on every scroll, and a closure per element costs an isolation check each.
        var index = 0
        let count = parent.subviews.count
        while index < count && parent.subviews[index] !== self { index += 1 }
        if index < count { parent.subviews.remove(at: index) }
        _superview = nil
        parent.setNeedsDisplay()
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        setNeedsDisplay()
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        setNeedsDisplay()
    }

    /// Puts `views` — some of the subviews, in the order they should stack — into the places those
    /// subviews occupy now, leaving every other subview where it is.
    ///
    /// - Complexity: O(n) for n subviews.
    package func restackSubviews(_ views: [UIView]) {
        let members = Set(views.map(ObjectIdentifier.init))
        var next = 0
        for index in subviews.indices where members.contains(ObjectIdentifier(subviews[index])) {
            internalCheck(next < views.count, "restackSubviews: a view is not among the subviews")
            subviews[index] = views[next]
            next += 1
        }
        internalCheck(next == views.count, "restackSubviews: \(views.count - next) view(s) are not among the subviews")
        setNeedsDisplay()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in the subtree (this one included) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Called after `subview` joins this view's subviews. The default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` leaves this view's subviews, also when it moves to another view. The
    /// default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview`, which is `nil` when it is being removed. The
    /// default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview or was removed from its old one. The default
    /// does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view and its subviews move to `newWindow`, which is `nil` when they leave
    /// every window.
    ///
    /// - Note: UIKit tells each subview itself; in Trestle the default passes the call on to the
    ///   subviews, so overrides call `super`.
    open func willMove(toWindow newWindow: UIWindow?) {
        for subview in subviews { subview.willMove(toWindow: newWindow) }
    }
    /// Called after the view and its subviews moved to another window or left every window.
    ///
    /// - Note: UIKit tells each subview itself; in Trestle the default passes the call on to the
    ///   subviews, so overrides call `super`.
    open func didMoveToWindow() {
        for subview in subviews { subview.didMoveToWindow() }
    }

    // MARK: Layout

    /// Lays out subviews. Subviews placed by Auto Layout (``UIView/translatesAutoresizingMaskIntoConstraints``
    /// off) already have the frames the view's constraints give them when this runs; subclasses
    /// position the rest here.
    open func layoutSubviews() {}

    /// Updates the constraints the view holds, in the pass before layout, when
    /// ``UIView/setNeedsUpdateConstraints()`` asked for it. Overrides change constraints here (their
    /// constants, which are active) and call `super` last, as in UIKit.
    open func updateConstraints() {
        autoLayout.needsUpdateConstraints = false
    }

    /// Marks the view as needing layout; the next layout pass runs ``layoutSubviews()``.
    open func setNeedsLayout() {
        needsLayout = true
        window?.hostNeedsFrame()
    }

    /// Whether the view or one of its subviews waits for a layout pass.
    package var hasPendingLayout: Bool {
        needsLayout || subviews.contains { $0.hasPendingLayout }
    }

    /// Lays out the view now if it needs it, then its subviews.
    ///
    /// Called from inside the view's own ``layoutSubviews()`` (by a callback the pass made), it
    /// leaves the view marked: the pass under way is not run again inside itself, and its work is
    /// not forgotten.
    open func layoutIfNeeded() {
        if needsLayout && !isInLayoutSubviews {
            needsLayout = false
            // A controller's root view tells its controller around its own layout, as in UIKit.
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            isInLayoutSubviews = true
            if autoLayout.subtreeConstraintCount > 0 { layOutSubviewsWithConstraints() }
            layoutSubviews()
            isInLayoutSubviews = false
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The size that best fits `size`. The default returns the current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of an unbounded size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The size the content wants, or `noIntrinsicMetric` per dimension.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Marks the view's drawing as stale; the host draws a new frame.
    open func setNeedsDisplay() {
        window?.hostNeedsFrame()
    }

    // MARK: Drawing

    /// Draws the view's own content in its bounds' coordinates. The background colour is already
    /// filled; subviews draw after, on top.
    open func draw(in context: inout DrawingContext) {}

    /// Records this view and its subviews into `context`.
    func render(into context: inout DrawingContext) {
        let alpha = presentationAlpha ?? self.alpha
        guard !isHidden, alpha >= 0.01 else { return }
        let savedOrigin = context.origin
        let savedOpacity = context.opacity
        context.opacity *= min(1, alpha)
        // Only a view that overrides its style touches the traits: most views pay one check.
        var savedTraits: UITraitCollection?
        if let style = extras?.effectiveOverrideStyle {
            savedTraits = context.traitCollection
            context.traitCollection = context.traitCollection.overriding(style)
        }
        defer {
            context.opacity = savedOpacity
            if let savedTraits { context.traitCollection = savedTraits }
        }
        // The window-coordinate position of this view's bounds origin.
        let frame = presentationFrame ?? untransformedFrame
        context.origin = CGPoint(x: savedOrigin.x + frame.minX - _bounds.minX, y: savedOrigin.y + frame.minY - _bounds.minY)
        var transformed = false
        if let extras, let transform = extras.presentationTransform ?? extras.transform {
            guard let pushed = applyTransform(transform, size: frame.size, to: &context) else {
                context.origin = savedOrigin
                return
            }
            transformed = pushed
        }
        // Shown smaller than it is (a row animating from or to its middle): only what fits shows.
        let clipsToPresentation = presentationFrame.map { $0.size != _bounds.size } ?? false
        if clipsToPresentation { context.pushClip(CGRect(origin: _bounds.origin, size: frame.size)) }
        // A layer with rounded corners, a border or a shadow draws the background itself.
        let decoratedLayer = _layer.flatMap { $0.isDecorated ? $0 : nil }
        if let decoratedLayer {
            decoratedLayer.renderBackground(of: _bounds, color: backgroundColor, into: &context)
        } else if let backgroundColor, backgroundColor.displayColor(for: context.traitCollection).alpha > 0 {
            context.fill(_bounds, color: backgroundColor)
        }
        if clipsToBounds {
            // Masking to the bounds cuts the view's own content (an image view's filled picture)
            // and its subviews, to the rounded corners when the layer has them.
            if let decoratedLayer, decoratedLayer.cornerRadius > 0 {
                context.displayList.append(.pushShapeClip(decoratedLayer.shape(of: _bounds, in: context)))
            } else {
                context.pushClip(_bounds)
            }
        }
        draw(in: &context)
        renderSubviews(into: &context)
        drawOverSubviews(in: &context)
        if clipsToBounds { context.popClip() }
        // Core Animation draws a layer's border above its content and sublayers.
        decoratedLayer?.renderBorder(of: _bounds, into: &context)
        if clipsToPresentation { context.popClip() }
        if transformed { context.displayList.append(.popTransform) }
        context.origin = savedOrigin
    }

    /// Starts drawing the view through `transform` (about its centre; `context.origin` is already
    /// the view's): a transform primitive for pixels, the translation rounded to whole cells for
    /// the terminal. Returns whether a transform primitive was pushed, or `nil` when the view is
    /// not to be drawn (scaled to less than half a cell in the terminal). A transform with
    /// entries that are not numbers is passed over.
    private func applyTransform(_ transform: CGAffineTransform, size: CGSize, to context: inout DrawingContext) -> Bool? {
        let windowRect = CGRect(origin: context.toWindow(_bounds.origin), size: size)
        let matrix = Self.displayTransform(transform, about: windowRect)
        guard matrix.isFinite else { return false }
        guard context.metrics.measuresTextInCells else {
            context.displayList.append(.pushTransform(matrix))
            return true
        }
        let shown = CGRect(origin: .zero, size: size).applying(transform)
        if size.width >= 0.5, size.height >= 0.5, shown.width < 0.5 || shown.height < 0.5 { return nil }
        context.origin.x += transform.tx.rounded()
        context.origin.y += transform.ty.rounded()
        return false
    }

    /// Draws above the subviews (a scroll view's indicator), in the view's bounds' coordinates.
    func drawOverSubviews(in context: inout DrawingContext) {}

    /// Opens this view's context menu for `point` (its coordinates), if it has one there:
    /// tables and collection views ask their delegates. Returns whether a menu opened.
    package func openContextMenu(at point: CGPoint) -> Bool { false }

    /// Records the subviews, back to front. Table views override this to order floating headers.
    func renderSubviews(into context: inout DrawingContext) {
        for subview in subviews { subview.render(into: &context) }
    }

    // MARK: Hit testing and coordinates

    /// Whether `point` (in the view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        _bounds.contains(point)
    }

    /// The deepest visible, interactive descendant containing `point` (in this view's
    /// coordinates), front-most first; `nil` when the point is outside.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            // A view scaled to nothing covers no point.
            if let transform = subview.extras?.transform, !transform.isInvertible { continue }
            let local = convert(point, to: subview)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// The offset from this view's coordinates to its window's — for a hierarchy without a window,
    /// to the coordinate space the root view's frame is in — when no view on the way has a
    /// transform; `nil` when one has.
    private var originInRoot: CGPoint? {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var view: UIView? = self
        while let current = view {
            if current.extras?.transform != nil { return nil }
            x += current._center.x - current._bounds.width / 2 - current._bounds.minX
            y += current._center.y - current._bounds.height / 2 - current._bounds.minY
            view = current.superview
        }
        return CGPoint(x: x, y: y)
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when `nil`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let mine = originInRoot, let theirs = view == nil ? .zero : view?.originInRoot else {
            return point.applying(transform(to: view))
        }
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts `point` from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let mine = originInRoot, let theirs = view == nil ? .zero : view?.originInRoot else {
            guard let view else { return point.applying(transformToRoot.inverted()) }
            return point.applying(view.transform(to: self))
        }
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: through a transform, the
    /// smallest rectangle around the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard isTransformedInHierarchy || view?.isTransformedInHierarchy == true else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return rect.applying(transform(to: view))
    }

    /// Converts `rect` from `view`'s coordinates to this view's: through a transform, the
    /// smallest rectangle around the converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else {
            guard isTransformedInHierarchy else { return CGRect(origin: convert(rect.origin, from: nil), size: rect.size) }
            return rect.applying(transformToRoot.inverted())
        }
        return view.convert(rect, to: self)
    }
}
