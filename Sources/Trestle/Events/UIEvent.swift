import Foundation

/// An input event delivered to views: touches, presses and scrolls.
///
/// Hosts create events from their input (terminal bytes, a test driver's calls) and deliver them
/// through hit testing, so tests exercise the same path real input takes.
@MainActor
open class UIEvent {
    /// The kinds of event.
    public enum EventType: Sendable {
        /// Touches on the screen, which Trestle's hosts make from mouse clicks and drags.
        case touches
        /// Device motion, such as a shake; Trestle's hosts never send it.
        case motion
        /// Commands from a remote control or headset; Trestle's hosts never send it.
        case remoteControl
        /// Presses of physical keys or buttons, delivered as ``UIPressesEvent``.
        case presses
        /// Scrolling with a mouse wheel or trackpad; Trestle's hosts scroll the view directly instead.
        case scroll
        /// A pointer moving over a view without pressing; Trestle's hosts never send it.
        case hover
        /// A trackpad pinch or rotation; Trestle's hosts never send it.
        case transform
    }

    /// What kind of event this is.
    public let type: EventType
    /// When the event happened, in seconds of the host's clock.
    public let timestamp: TimeInterval

    /// Creates an event of `type` that happened at `timestamp`, in seconds of the host's clock.
    public init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
    }
}
