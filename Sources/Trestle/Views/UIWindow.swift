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

    /// The view that fills the window, laid out to its bounds. (View controllers' views take this
    /// place once view controllers exist.)
    public var rootView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let rootView {
                rootView.frame = bounds
                addSubview(rootView)
            }
        }
    }

    /// Creates a window on `screen` with `frame`.
    public init(frame: CGRect, screen: UIScreen) {
        self.screen = screen
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window on the main screen.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        super.init(coder: coder)
        isHidden = true
    }

    open override var window: UIWindow? { self }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
        hostNeedsFrame()
    }

    open override func layoutSubviews() {
        rootView?.frame = bounds
    }

    func hostNeedsFrame() {
        needsFrameHandler?()
    }

    /// Lays out the hierarchy if needed and records what it draws.
    public func displayList() -> DisplayList {
        layoutIfNeeded()
        var context = DrawingContext(traitCollection: screen.traitCollection, metrics: screen.metrics)
        render(into: &context)
        return context.displayList
    }
}
