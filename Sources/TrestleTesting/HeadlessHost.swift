import Foundation
import Trestle
import TrestleCore

/// A host without a terminal: a window of any size, a virtual clock, simulated input, and the
/// screen read back as text.
///
/// Tests drive it the way a user drives a real host — scroll the wheel, press keys, drag — and
/// read what a terminal would show. Input goes through the same path a real host uses (hit
/// testing to find the view under the pointer), so tests exercise real code. The clock moves only
/// when a test calls ``advance(by:)``: tests are deterministic and never sleep.
@MainActor
public final class HeadlessHost {
    /// The screen: the window's size and the metrics profile.
    public let screen: UIScreen
    /// The window the host shows.
    public let window: UIWindow
    /// The virtual clock, in seconds since the host started.
    public private(set) var now: TimeInterval = 0
    /// How many frames the host has drawn.
    public private(set) var framesDrawn = 0
    /// Whether something asked for a new frame since the last one.
    public private(set) var needsFrame = true

    /// Creates a host whose window is `size` points (with the terminal metrics: columns × lines).
    public init(size: CGSize, metrics: MetricsProfile = .terminal) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), metrics: metrics)
        window = UIWindow(frame: CGRect(origin: .zero, size: size), screen: screen)
        window.needsFrameHandler = { [weak self] in self?.needsFrame = true }
        window.makeKeyAndVisible()
    }

    /// The view filling the window.
    public var rootView: UIView? {
        get { window.rootView }
        set { window.rootView = newValue }
    }

    /// Runs a layout pass.
    public func layout() {
        window.layoutIfNeeded()
    }

    /// Moves the virtual clock forward and draws a frame, as a real host's frame clock would.
    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "HeadlessHost.advance(by:): time only moves forward, got \(seconds)")
        now += seconds
        _ = displayList()
    }

    /// Lays out and records the window's drawing.
    public func displayList() -> DisplayList {
        beginFrame()
        return window.displayList()
    }

    /// Lays out and counts a frame about to be drawn.
    private func beginFrame() {
        layout()
        framesDrawn += 1
        needsFrame = false
    }

    /// The screen as plain text, one string per line: each column's character, a wide character
    /// once (its second column adds nothing), trailing spaces removed.
    public func screenLines() -> [String] {
        beginFrame()
        return window.textLines()
    }

    /// The screen with each cell's style — colours, bold, underline, background — as a terminal
    /// host would draw it. Separators, which take no line in the terminal, show as underlines on
    /// the last line of each row.
    public func styledScreen() -> [[TextRasterizer.StyledCell]] {
        beginFrame()
        return window.styledCells()
    }

    /// A compact picture of the styles on screen, one string per line, one character per cell:
    /// `u` underlined, `b` bold, `B` bold and underlined, `.` neither.
    public func styleLines() -> [String] {
        styledScreen().map { row in
            String(row.map { cell in
                switch (cell.attributes.isBold, cell.attributes.isUnderlined) {
                case (true, true): "B"
                case (true, false): "b"
                case (false, true): "u"
                case (false, false): "."
                }
            })
        }
    }

    /// The screen joined into one string (lines separated by newlines), for readable failures.
    public func screenText() -> String {
        screenLines().joined(separator: "\n")
    }

    // MARK: Input

    /// Taps at `point` (window coordinates): the view under it receives `touchesBegan` and, after
    /// `duration` seconds of the virtual clock, `touchesEnded`, through the responder chain.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
        layout()
        guard let view = window.hitTest(point, with: UIEvent(type: .touches, timestamp: now)) else { return }
        let touch = UITouch(view: view, window: window, location: point, phase: .began, timestamp: now)
        view.touchesBegan([touch], with: UIEvent(type: .touches, timestamp: now))
        now += max(0, duration)
        touch.move(to: point, phase: .ended, timestamp: now)
        view.touchesEnded([touch], with: UIEvent(type: .touches, timestamp: now))
        layout()
    }

    /// Scrolls the scroll view under `point` by `lines` rows (negative scrolls up), clamped to
    /// its valid offsets, as a mouse wheel does.
    public func scrollWheel(at point: CGPoint, lines: Int) {
        layout()
        window.scrollView(at: point, timestamp: now)?.perform(.lines(lines))
        layout()
    }

    /// Drags from `start` to `end`: the content under the finger follows it (clamped to the valid
    /// offsets; bounce and momentum come with the animation clock).
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) {
        layout()
        window.scrollView(at: start, timestamp: now)?.scrollContent(by: start.y - end.y)
        now += max(0, duration)
        layout()
    }

    /// Keys a test can press.
    public enum Key: Hashable, Sendable {
        case up, down, left, right
        case pageUp, pageDown, home, end
        case enter, space, escape, tab, backspace
        case character(Character)
    }

    /// Presses a key. Until keyboard focus exists, the arrow, page, Home and End keys scroll the
    /// first scroll view in the window, by a row, a screen, or to either end.
    public func press(_ key: Key) {
        layout()
        guard let scrollView = window.firstScrollView else { return }
        switch key {
        case .down: scrollView.perform(.lines(1))
        case .up: scrollView.perform(.lines(-1))
        case .pageDown, .space: scrollView.perform(.pages(1))
        case .pageUp: scrollView.perform(.pages(-1))
        case .home: scrollView.perform(.top)
        case .end: scrollView.perform(.bottom)
        default: break
        }
        layout()
    }
}
