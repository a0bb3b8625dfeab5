import Dispatch
import Foundation

/// Calls its action on the main queue just after each minute turns on the wall clock: one wakeup
/// a minute, nothing in between, so a screen showing clocks keeps the demo idle at rest.
///
/// Each wakeup schedules the next from the time it actually ran, so a late wakeup (a suspended
/// process, a changed system clock) lands on the following minute instead of drifting.
@MainActor
final class MinuteTicker {
    private let now: () -> Date
    private let action: @MainActor () -> Void
    private var pending: DispatchWorkItem?

    /// A ticker that will call `action`; it does nothing until ``start()``.
    init(now: @escaping () -> Date = Date.init, action: @escaping @MainActor () -> Void) {
        self.now = now
        self.action = action
    }

    /// Whether a wakeup is scheduled.
    var isRunning: Bool { pending != nil }

    /// Schedules the wakeup at the next minute (again, if already running).
    func start() {
        pending?.cancel()
        let item = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.pending != nil else { return }
                self.action()
                self.start()
            }
        }
        pending = item
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + Self.delayToNextMinute(from: now()), execute: item)
    }

    /// Cancels the pending wakeup.
    func stop() {
        pending?.cancel()
        pending = nil
    }

    /// Seconds from `date` to a few milliseconds after the next whole minute (so the clocks read
    /// the new minute when they wake), between 0.01 and 60.01.
    nonisolated static func delayToNextMinute(from date: Date) -> TimeInterval {
        let intoMinute = date.timeIntervalSince1970 - (date.timeIntervalSince1970 / 60).rounded(.down) * 60
        return 60 - intoMinute + 0.01
    }
}
