import Foundation

/// Input as every host hands it to its ``HostFrameLoop``: a terminal's decoded bytes, an X
/// server's events and a test's simulated input all become these, in window points.
///
/// What a host does with its own keys first (quitting, its key help, redrawing) stays in the host;
/// everything it passes on means the same in every host.
public enum HostEvent: Sendable {
    /// A key press, for the window's keyboard target and up its responder chain.
    case key(UIKey)
    /// The primary button (or a finger) went down: a touch begins on the view under the point.
    case pointerDown(CGPoint)
    /// The pointer moved with the primary button down.
    case pointerDragged(CGPoint)
    /// The primary button went up: the touch ends.
    case pointerUp(CGPoint)
    /// The host lost the pointer (its window lost focus, mouse reporting was turned off): the
    /// touch is cancelled where it last was.
    case pointerCancelled
    /// The secondary button: the context menu of what is under the point.
    case secondaryClick(CGPoint)
    /// A wheel turned over a point: `lines` down (negative: up), `columns` right (negative:
    /// left), with Shift held or not.
    case wheel(lines: Int, columns: Int, shift: Bool, at: CGPoint)
    /// Text pasted as one piece (a bracketed paste, the clipboard).
    case paste(String)
    /// The host's screen or window is this size now.
    case resize(CGSize)
    /// The host's screen or window gained (`true`) or lost the user's focus: the application
    /// becomes active or resigns active, as on iOS when a system alert covers it.
    case focus(Bool)
}
