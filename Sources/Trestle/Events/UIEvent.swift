import Foundation

/// An input event delivered to views: touches, presses and scrolls.
///
/// Hosts create events from their input (terminal bytes, a test driver's calls) and deliver them
/// through hit testing, so tests exercise the same path real input takes.
@MainActor
open class UIEvent {
    /// The kinds of event.
    public enum EventType: Sendable {
        case touches
        case motion
        case remoteControl
        case presses
        case scroll
        case hover
        case transform
    }

    /// What kind of event this is.
    public let type: EventType
    /// When the event happened, in seconds of the host's clock.
    public let timestamp: TimeInterval

    public init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
    }
}
