import Foundation

/// One key (or button) going down or up.
@MainActor
public final class UIPress: Hashable {
    /// Where a press is in its lifetime.
    public enum Phase: Int, Sendable {
        /// The key or button went down.
        case began
        /// The press changed while held, such as the force on an analog button.
        case changed
        /// The key or button is held and has not changed since the last event.
        case stationary
        /// The key or button went up; terminals report no release, so Trestle ends each press right after it begins.
        case ended
        /// The press stopped being tracked before it ended.
        case cancelled
    }

    /// The key, for presses from a keyboard.
    public let key: UIKey?
    /// The current phase.
    public internal(set) var phase: Phase
    /// When the press last changed, in seconds of the host's clock.
    public internal(set) var timestamp: TimeInterval

    /// Creates a press. Hosts create presses.
    public init(key: UIKey?, phase: Phase = .began, timestamp: TimeInterval) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event carrying key presses.
@MainActor
public final class UIPressesEvent: UIEvent {
    /// Every press in the event.
    public let allPresses: Set<UIPress>

    /// Creates an event for `presses`. Hosts create events.
    public init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}
