import Foundation

/// An object that can respond to events: views (and, later, view controllers and the application).
///
/// Touch methods pass the event to the ``next`` responder by default, as UIKit's do, so an event
/// a view does not handle travels up to its superview.
@MainActor
open class UIResponder {
    public init() {}

    /// The next object in the responder chain: a view's superview.
    open var next: UIResponder? { nil }

    /// One or more fingers touched down in a view.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a scroll began, for example).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Keys went down. The default passes them to the ``next`` responder; a responder that
    /// handles a key should not call `super` for it.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Keys went up.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled the presses.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers (see ``UIKeyCommand``). Default: none.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder

    /// Whether this object can take key presses first. Default: `false`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up being first responder when asked. Default: `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object receives key presses first.
    open var isFirstResponder: Bool { false }

    /// Whether this responder is collecting typed text at `timestamp` (a table's type-ahead
    /// search): printable keys then go to it rather than to key commands or host shortcuts.
    package func isCollectingTypedText(at timestamp: TimeInterval) -> Bool { false }

    /// Takes text the user pasted (a terminal's bracketed paste) as text; returns whether it did.
    /// Text fields do; other responders leave pasted text to their host.
    package func insertPastedText(_ text: String) -> Bool { false }

    /// Whether this responder, as the keyboard's target, uses `key` itself before the key commands
    /// of its responder chain are looked at (a text field editing with it). Default: `false`.
    package func takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool { false }

    /// Asks to receive key presses first; returns whether it now does.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up being first responder; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}

/// One finger (or mouse button) on the screen.
@MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its lifetime.
    public enum Phase: Int, Sendable {
        /// The finger touched down (the mouse button went down).
        case began
        /// The finger moved on the screen (the mouse dragged).
        case moved
        /// The finger is down and has not moved since the last event.
        case stationary
        /// The finger lifted (the mouse button went up).
        case ended
        /// The touch stopped being tracked before it ended, such as when mouse capture is turned off.
        case cancelled
    }

    /// The view the touch started in.
    public let view: UIView?
    /// The window the touch is in.
    public let window: UIWindow?
    /// The current phase.
    public internal(set) var phase: Phase
    /// How many taps in quick succession this touch is part of.
    public let tapCount: Int
    /// When the touch last changed, in seconds of the host's clock.
    public internal(set) var timestamp: TimeInterval
    private var windowLocation: CGPoint
    private var previousWindowLocation: CGPoint
    /// The responder that took over the touch once it began (a scroll view tracking a drag):
    /// later phases go to it even when the view the touch started in has left the window —
    /// Trestle's stand-in for the pan gesture recogniser UIKit's scroll views attach.
    package weak var capturingResponder: UIResponder?

    /// Creates a touch at `location` in window coordinates. Hosts create touches.
    public init(view: UIView?, window: UIWindow?, location: CGPoint, phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval) {
        self.view = view
        self.window = window
        windowLocation = location
        previousWindowLocation = location
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
    }

    /// Moves the touch (hosts call this as the finger moves).
    public func move(to location: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previousWindowLocation = windowLocation
        windowLocation = location
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Whether the last move changed where the touch is (a host may report a touch held still).
    var hasMoved: Bool { windowLocation != previousWindowLocation }

    /// The touch's location in `view`'s coordinates (the window's when `nil`).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// Where the touch was before its last move, in `view`'s coordinates (the window's when `nil`).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
