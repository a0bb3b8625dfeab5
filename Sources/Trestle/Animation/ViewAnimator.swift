import Foundation

/// The animations running in a window, advanced by its host's clock.
///
/// Hosts call ``UIWindow/advanceAnimations(to:)`` before each frame with their clock's time (the
/// terminal host's uptime, the headless host's virtual clock) and keep drawing frames while
/// ``UIWindow/isAnimating``. An animation starts at the time of the last advance, so one that
/// starts between frames runs from the next frame on.
@MainActor
package final class ViewAnimator {
    /// One running animation: asked for its state at a time, it answers whether it finished.
    package struct Running {
        var start: TimeInterval
        var duration: TimeInterval
        var curve: UIView.AnimationCurve
        /// Applies the animation at `progress` (0…1, eased).
        var apply: @MainActor (_ progress: CGFloat) -> Void
        /// Called once when it finished (`true`) or was replaced (`false`).
        var completion: (@MainActor (Bool) -> Void)?
        /// What it animates, so a new animation of the same thing replaces it.
        var key: AnimationKey?
        /// Set when the animation is added: tells it apart from others while frames are applied.
        var id = 0
    }

    /// The view and property an animation changes.
    package struct AnimationKey: Hashable {
        var view: ObjectIdentifier
        var property: String
    }

    private(set) var running: [Running] = []
    /// The time of the last advance.
    package private(set) var now: TimeInterval = 0
    private var nextID = 1

    var isAnimating: Bool { !running.isEmpty }

    /// Whether an animation of `key` is running.
    func isRunning(_ key: AnimationKey) -> Bool {
        running.contains { $0.key == key }
    }

    /// Starts an animation at the current time, replacing one of the same key.
    func add(_ animation: Running) {
        var animation = animation
        animation.id = nextID
        nextID += 1
        if let key = animation.key, let index = running.firstIndex(where: { $0.key == key }) {
            let replaced = running.remove(at: index)
            replaced.completion?(false)
        }
        running.append(animation)
    }

    /// Stops the animation of `key` where it is, without completing it.
    func cancel(_ key: AnimationKey) {
        running.removeAll { $0.key == key }
    }

    /// Applies every animation at `time`; finished ones are removed and completed.
    func advance(to time: TimeInterval) {
        now = max(now, time)
        guard !running.isEmpty else { return }
        // Frames are applied to a copy: an animation's frame may start, replace or cancel others
        // (a scroll that lays out cells, a delegate that animates), which then take effect at once.
        var finished: [Running] = []
        for animation in running {
            guard running.contains(where: { $0.id == animation.id }) else { continue }
            let elapsed = now - animation.start
            let linear = animation.duration <= 0 ? 1 : min(max(elapsed / animation.duration, 0), 1)
            animation.apply(animation.curve.value(at: CGFloat(linear)))
            if linear >= 1 { finished.append(animation) }
        }
        let finishedIDs = Set(finished.map(\.id))
        running.removeAll { finishedIDs.contains($0.id) }
        for animation in finished { animation.completion?(true) }
    }

    /// Finishes every animation at once (their end states, completions with `true`).
    func finishAll() {
        let all = running
        running.removeAll()
        for animation in all {
            animation.apply(1)
            animation.completion?(true)
        }
    }
}

extension UIView {
    /// The timing curves of ``UIView/animate(withDuration:delay:options:animations:completion:)``.
    public enum AnimationCurve: Int, Sendable {
        /// Starts slowly, speeds up through the middle and slows down at the end.
        case easeInOut
        /// Starts slowly and speeds up until the end.
        case easeIn
        /// Starts quickly and slows down at the end.
        case easeOut
        /// Moves at an even pace from start to end.
        case linear

        /// The eased progress for linear progress `t` (0…1).
        func value(at t: CGFloat) -> CGFloat {
            switch self {
            case .linear: t
            case .easeIn: t * t
            case .easeOut: 1 - (1 - t) * (1 - t)
            case .easeInOut: t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
            }
        }
    }
}

extension UIWindow {
    /// Advances the window's animations to the host's time `time` (seconds). Hosts call it before
    /// each frame.
    package func advanceAnimations(to time: TimeInterval) {
        animator.advance(to: time)
        if animator.isAnimating { hostNeedsFrame() }
    }

    /// Whether an animation is running: the host keeps drawing frames until it stops.
    package var isAnimating: Bool { animator.isAnimating }
}

/// Accessibility settings hosts set from the user's preferences, and the announcements apps post
/// to assistive technologies.
@MainActor
public enum UIAccessibility {
    /// Whether the user asked for less motion: animations then jump to their end. The terminal
    /// host sets it from `NO_MOTION`, `TRESTLE_REDUCE_MOTION` or `REDUCE_MOTION` in the environment.
    public package(set) static var isReduceMotionEnabled = false

    /// Whether a screen reader is running: `false` until a host connects one.
    public package(set) static var isVoiceOverRunning = false

    /// What an app tells assistive technologies (``post(notification:argument:)``).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        // Raw values are UIKit's `UIAccessibility…Notification` constants.

        /// A new screen appeared: the argument is the element to read first, or `nil`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to move to, or `nil`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to say: the argument is the text.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll ended on a new page: the argument is what to say ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies about `notification`, with `argument` as it describes.
    ///
    /// Trestle hands each post to the host's accessibility bridge, if one is connected; with no
    /// bridge it goes nowhere, as a post does on iOS with no screen reader running.
    public static func post(notification: Notification, argument: Any?) {
        postHandler?(notification, argument)
    }

    /// Where posts go: a host's accessibility bridge, or a test.
    package static var postHandler: ((Notification, Any?) -> Void)?
}
