import Foundation

/// A host's pointer: a primary button that becomes one touch — began where it is pressed, moved
/// while it is dragged, ended where it is let go — a secondary button that opens context menus,
/// and wheels. Every host's ``HostFrameLoop`` drives its window through it, so a click means
/// the same in both.
@MainActor
package final class HostPointer {
    /// The touch the primary button holds down, if it is down.
    package private(set) var activeTouch: UITouch?

    package init() {}

    /// The primary button went down at `point`: a touch begins on the view under it (a touch
    /// still active, its release missed, is cancelled first).
    package func press(at point: CGPoint, in window: UIWindow, timestamp: TimeInterval) {
        cancel(in: window, timestamp: timestamp)
        window.layoutIfNeeded()
        guard let view = window.hitTest(point, with: UIEvent(type: .touches, timestamp: timestamp)) else { return }
        let touch = UITouch(view: view, window: window, location: point, phase: .began, timestamp: timestamp)
        activeTouch = touch
        window.send(touch, timestamp: timestamp)
    }

    /// The pointer moved to `point` with the primary button down.
    package func drag(to point: CGPoint, in window: UIWindow, timestamp: TimeInterval) {
        guard let touch = activeTouch else { return }
        touch.move(to: point, phase: .moved, timestamp: timestamp)
        window.send(touch, timestamp: timestamp)
    }

    /// The primary button went up at `point`: the touch ends.
    package func release(at point: CGPoint, in window: UIWindow, timestamp: TimeInterval) {
        guard let touch = activeTouch else { return }
        activeTouch = nil
        touch.move(to: point, phase: .ended, timestamp: timestamp)
        window.send(touch, timestamp: timestamp)
    }

    /// Cancels the active touch, if any, where it last was (the host lost the pointer).
    package func cancel(in window: UIWindow, timestamp: TimeInterval) {
        guard let touch = activeTouch else { return }
        activeTouch = nil
        touch.move(to: touch.location(in: nil), phase: .cancelled, timestamp: timestamp)
        window.send(touch, timestamp: timestamp)
    }

    /// The secondary button at `point`: the context menu of what is under it. Returns whether
    /// a menu opened.
    @discardableResult
    package func secondaryClick(at point: CGPoint, in window: UIWindow, timestamp: TimeInterval) -> Bool {
        window.secondaryClick(at: point, timestamp: timestamp)
    }

    /// A wheel turned over `point`: `lines` down (negative: up) and `columns` right (negative:
    /// left), each ``MetricsProfile/rowHeight`` and ``MetricsProfile/horizontalScrollStep``.
    /// Returns whether a scroll view was under it.
    @discardableResult
    package func wheel(lines: Int, columns: Int, shift: Bool = false, at point: CGPoint, in window: UIWindow,
                       timestamp: TimeInterval) -> Bool {
        guard let scrollView = window.scrollView(at: point, timestamp: timestamp) else { return false }
        scrollView.scrollWheel(lines: lines, columns: columns, shift: shift, at: point)
        return true
    }
}
