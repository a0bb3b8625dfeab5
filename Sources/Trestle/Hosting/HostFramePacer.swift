import Foundation

/// When a host draws: a frame on the next turn of the main queue after something asks for one,
/// or once a display interval (60 Hz) has passed since the last frame, so changes in between
/// make one frame, and none when nothing asks. The terminal and the X11 window pace their frames
/// with it.
@MainActor
package final class HostFramePacer {
    /// The shortest time between two frames: one display interval at 60 Hz.
    package static let frameInterval: TimeInterval = 1.0 / 60.0

    /// The host's clock.
    package let clock: () -> TimeInterval
    /// Draws a frame; called on the main queue when one is due.
    package var drawHandler: (() -> Void)?
    /// Whether a frame has been asked for and not drawn yet.
    package private(set) var isScheduled = false
    /// When the last frame began.
    package private(set) var lastFrameTime: TimeInterval = -.infinity

    package init(clock: @escaping () -> TimeInterval) {
        self.clock = clock
    }

    /// Asks for a frame.
    package func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        let wait = max(0, lastFrameTime + Self.frameInterval - clock())
        let draw: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated { if let self, self.isScheduled { self.drawHandler?() } }
        }
        if wait <= 0 {
            DispatchQueue.main.async(execute: draw)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + wait, execute: draw)
        }
    }

    /// Begins a frame of `window` now: what was asked for is being drawn, and the window's
    /// animations move to the frame's time, which it returns.
    @discardableResult
    package func beginFrame(of window: UIWindow) -> TimeInterval {
        isScheduled = false
        lastFrameTime = clock()
        window.advanceAnimations(to: lastFrameTime)
        return lastFrameTime
    }
}
