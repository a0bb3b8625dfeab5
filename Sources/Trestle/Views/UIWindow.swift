import Foundation
import TrestleCore

/// The root of a view hierarchy shown on a screen.
///
/// A host owns the window: it sizes it to the screen, asks it to lay out and draw each frame
/// (``displayList()``), and is told through ``needsFrameHandler`` when something changed.
@MainActor
open class UIWindow: UIView {
    /// The screen the window is shown on.
    public let screen: UIScreen
    /// Whether the window receives keyboard events.
    public private(set) var isKeyWindow = false

    /// Called when a view in the window needs layout or display, so a host can schedule a frame.
    public var needsFrameHandler: (() -> Void)?

    /// Whether the focused row or item draws its keyboard focus. A terminal always shows it; a
    /// pixel host starts without it and shows it from the first key that moves the focus, as
    /// iPadOS shows focus only once a hardware keyboard is used. The focus itself is kept either way.
    public var showsKeyboardFocus = true {
        didSet { if showsKeyboardFocus != oldValue { setNeedsDisplay() } }
    }

    /// The view that fills the window, laid out to its bounds: the ``rootViewController``'s view
    /// when there is one.
    public var rootView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let rootView {
                rootView.frame = bounds
                addSubview(rootView)
            }
        }
    }

    /// The view controller whose view fills the window.
    ///
    /// Setting it loads the controller's view, installs it as ``rootView`` and, when the window is
    /// visible (otherwise at ``makeKeyAndVisible()``), runs the appearance methods: the old
    /// controller's `viewWillDisappear`, the new one's `viewWillAppear`, the old one's
    /// `viewDidDisappear`, the new one's `viewDidAppear`. The controller's next responder is the
    /// window; the window's is its application (see ``next``).
    open var rootViewController: UIViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    /// Creates a window on `screen` with `frame`.
    public init(frame: CGRect, screen: UIScreen) {
        self.screen = screen
        super.init(frame: frame)
        isWindow = true
        isHidden = true
        screen.add(self)
    }

    /// Creates a window on the main screen.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        isWindow = true
        isHidden = true
        screen.add(self)
    }

    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        super.init(coder: coder)
        isWindow = true
        isHidden = true
        screen.add(self)
    }

    open override var window: UIWindow? { self }

    isolated deinit {
        screen.remove(self)
        application?.forget(self)
    }

    /// The application whose windows this one is among (it was made key in it).
    package weak var application: UIApplication?

    /// The next responder: the application the window belongs to, as in UIKit (whose window
    /// scene Trestle does not have); `nil` for a window no application knows.
    open override var next: UIResponder? { application }

    /// The window's traits as last computed, with what they were computed from.
    var traitsCache: (screenTraits: UITraitCollection, size: CGSize, traits: UITraitCollection)?
    /// The traits views were last told about (``updateTraitsIfNeeded()``).
    var notifiedTraits: UITraitCollection?

    /// The window's running animations.
    package let animator = ViewAnimator()

    /// The view that receives key presses first, if one has become first responder.
    package weak var firstResponder: UIView?
    /// Set when a press travelled the whole responder chain without being handled.
    var pressReachedWindow = false

    /// A key press that no view handled ends here: the window is the last responder.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressReachedWindow = true
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        appearRootViewControllerIfNeeded()
        hostNeedsFrame()
    }

    /// Makes the window key: it receives key presses, and the application's key window is this
    /// one (the window that was key before hears ``resignKey()``).
    open func makeKey() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        UIApplication.sharedIfMade?.windowDidBecomeKey(self)
        becomeKey()
    }

    /// Called when the window became key. Default: nothing; override to react, calling `super`.
    open func becomeKey() {}

    /// Called when another window became key: the window is no longer key. Default: nothing.
    open func resignKey() {}

    /// Another window of the application became key.
    package func loseKey() {
        guard isKeyWindow else { return }
        isKeyWindow = false
        resignKey()
    }

    /// Lays out the hierarchy as ``UIView/layoutIfNeeded()`` does, after telling views whose traits
    /// changed (see ``UIView/traitCollectionDidChange(_:)``), with ``UITraitCollection/current``
    /// set to the window's traits meanwhile, as UIKit sets it around layout.
    open override func layoutIfNeeded() {
        updateTraitsIfNeeded()
        let saved = UITraitCollection.current
        UITraitCollection.current = traitCollection
        super.layoutIfNeeded()
        UITraitCollection.current = saved
    }

    open override func layoutSubviews() {
        rootView?.frame = bounds
        layoutPresentedViews()
    }

    func hostNeedsFrame() {
        needsFrameHandler?()
    }

    /// Lays out the hierarchy if needed and records what it draws.
    public func displayList() -> DisplayList {
        layoutIfNeeded()
        var context = DrawingContext(traitCollection: windowTraits, metrics: screen.metrics)
        render(into: &context)
        return context.displayList
    }
}
