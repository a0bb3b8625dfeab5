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
///
/// Its frames come from the same `HostFrameLoop` as the terminal's and the X11 window's, paced
/// by the test (`HostFrameLoop.Pacing.manual`): each read of the screen draws one.
@MainActor
public final class HeadlessHost: WindowHost {
    /// The screen: the window's size and the metrics profile.
    public let screen: UIScreen
    /// The window the host shows.
    public var window: UIWindow { frameLoop.window }
    /// The frame loop: frames and where input goes.
    public let frameLoop: HostFrameLoop
    /// The virtual clock, in seconds since the host started.
    public var now: TimeInterval { clock.now }
    /// How many frames the host has drawn.
    public var framesDrawn: Int { frameLoop.framesDrawn }
    /// Whether something asked for a new frame since the last one.
    public var needsFrame: Bool { frameLoop.needsFrame }

    private let clock = VirtualClock()
    private var lastFrame: HostFrame?

    /// The time a test moves.
    private final class VirtualClock {
        var now: TimeInterval = 0
    }

    /// Creates a host whose window is `size` points (with the terminal metrics: columns × lines).
    public init(size: CGSize, metrics: MetricsProfile = .terminal) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), metrics: metrics)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size), screen: screen)
        frameLoop = HostFrameLoop(window: window, clock: { [clock] in clock.now }, pacing: .manual)
        frameLoop.attach(self)
        window.makeKeyAndVisible()
    }

    /// Keeps `frame` for the test to read.
    public func present(_ frame: HostFrame) {
        lastFrame = frame
    }

    /// Draws a frame and returns it.
    private func drawnFrame() -> HostFrame {
        frameLoop.drawFrame()
        guard let lastFrame else { preconditionFailure("HeadlessHost: the frame loop presented no frame") }
        return lastFrame
    }

    /// The view filling the window.
    public var rootView: UIView? {
        get { window.rootView }
        set { window.rootView = newValue }
    }

    /// The view controller whose view fills the window (the window's `UIWindow/rootViewController`).
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    /// Resizes the screen and the window, as a terminal resize does, and runs one layout pass at
    /// the new size. The root view controller hears `viewWillTransition(to:with:)` first, and the
    /// coordinator's blocks run once the views have the new size.
    public func resize(to size: CGSize) {
        frameLoop.handle(.resize(size))
        layout()
    }

    /// Runs a layout pass (animations first advance to the virtual clock's time).
    public func layout() {
        window.advanceAnimations(to: now)
        window.layoutIfNeeded()
    }

    /// Whether an animation is running in the window.
    public var isAnimating: Bool { window.isAnimating }

    /// Moves the virtual clock forward and draws a frame, as a real host's frame clock would.
    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "HeadlessHost.advance(by:): time only moves forward, got \(seconds)")
        clock.now += seconds
        _ = displayList()
    }

    /// Moves the virtual clock forward one frame (1/60 s) at a time until no animation runs —
    /// row animations, `UIView.animate`, animated scrolling — so everything shows its final
    /// state and the animations' completions have run. Stops after `limit` seconds.
    public func finishAnimations(limit: TimeInterval = 10) {
        _ = displayList()
        var elapsed: TimeInterval = 0
        while isAnimating && elapsed < limit {
            advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
        }
    }

    /// Draws a frame and returns the window's drawing.
    public func displayList() -> DisplayList {
        drawnFrame().displayList
    }

    /// The screen as plain text, one string per line: each column's character, a wide character
    /// once (its second column adds nothing), trailing spaces removed.
    public func screenLines() -> [String] {
        window.textLines(for: drawnFrame().displayList)
    }

    /// The screen with each cell's style — colours, bold, underline, background — as a terminal
    /// host would draw it. Separators, which take no line in the terminal, show as underlines on
    /// the last line of each row.
    public func styledScreen() -> [[TextRasterizer.StyledCell]] {
        styledGrid().styledRows
    }

    /// The screen as a terminal host draws it: the same cells as ``styledScreen()``, in the compact
    /// grid the terminal renderer takes.
    public func styledGrid() -> CellGrid {
        window.cellRasterizer.cellGrid(for: drawnFrame().displayList)
    }

    /// A compact picture of the styles on screen, one string per line, one character per cell:
    /// `u` underlined, `b` bold, `B` bold and underlined, `.` neither.
    public func styleLines() -> [String] {
        let grid = styledGrid()
        return (0..<grid.rows).map { row in
            String((0..<grid.columns).map { column in
                let attributes = grid[row: row, column: column].attributes
                return switch (attributes.isBold, attributes.isUnderlined) {
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
        guard frameLoop.handle(.pointerDown(point)) else { return }
        clock.now += max(0, duration)
        frameLoop.handle(.pointerUp(point))
        layout()
    }

    /// Right-clicks at `point` (window coordinates): the views under it are asked for a context
    /// menu there (a table's delegate for the row's `contextMenuConfigurationForRowAt`).
    /// Returns whether a menu opened.
    @discardableResult
    public func rightClick(at point: CGPoint) -> Bool {
        let opened = frameLoop.handle(.secondaryClick(point))
        layout()
        return opened
    }

    /// Scrolls the scroll view under `point` by `lines` rows (negative scrolls up), clamped to
    /// its valid offsets, as a mouse wheel does. Over content that scrolls only sideways, the
    /// wheel scrolls it sideways.
    public func scrollWheel(at point: CGPoint, lines: Int) {
        scrollWheel(at: point, lines: lines, modifiers: [])
    }

    /// Turns the mouse wheel by `lines` with `modifiers` held: with Shift, over content that
    /// scrolls sideways, it scrolls sideways by `lines` horizontal steps (negative: left).
    public func scrollWheel(at point: CGPoint, lines: Int, modifiers: UIKeyModifierFlags) {
        frameLoop.handle(.wheel(lines: lines, columns: 0, shift: modifiers.contains(.shift), at: point))
        layout()
    }

    /// Turns a sideways wheel (or swipes a trackpad) by `columns` horizontal steps
    /// (`MetricsProfile/horizontalScrollStep` each; negative scrolls left) over the scroll view
    /// under `point`: it scrolls content wider than the view, and nothing else.
    public func scrollWheel(at point: CGPoint, columns: Int) {
        frameLoop.handle(.wheel(lines: 0, columns: columns, shift: false, at: point))
        layout()
    }

    /// Drags from `start` to `end` through the views under the pointer, a line at a time: on a
    /// scroll view's content the content follows the finger; on its scroll indicator the thumb
    /// does. With `pressFirst`, the pointer rests at `start` that many seconds before it moves (a
    /// long press). The virtual clock advances by `duration`, then, with the pointer resting at
    /// `end`, by `hold` more seconds a frame at a time (what keeps a dragged row scrolling at an
    /// edge) before the release. `beforeRelease` runs then, to look at the screen mid-drag.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, hold: TimeInterval = 0,
                     pressFirst: TimeInterval = 0, beforeRelease: (() -> Void)? = nil) {
        guard frameLoop.handle(.pointerDown(start)) else { return }
        var pressed: TimeInterval = 0
        while pressed < pressFirst {
            advance(by: 1.0 / 60)
            pressed += 1.0 / 60
        }
        let steps = max(1, Int(max(abs(end.y - start.y), abs(end.x - start.x)).rounded(.up)))
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            clock.now += max(0, duration) / Double(steps)
            frameLoop.handle(.pointerDragged(CGPoint(x: (start.x + (end.x - start.x) * t).rounded(),
                                                     y: (start.y + (end.y - start.y) * t).rounded())))
            layout()
        }
        var held: TimeInterval = 0
        while held < hold {
            advance(by: 1.0 / 60)
            held += 1.0 / 60
        }
        beforeRelease?()
        frameLoop.handle(.pointerUp(end))
        layout()
    }

    /// Keys a test can press.
    public enum Key: Hashable, Sendable {
        /// The Up Arrow key.
        case up
        /// The Down Arrow key.
        case down
        /// The Left Arrow key.
        case left
        /// The Right Arrow key.
        case right
        /// The Page Up key.
        case pageUp
        /// The Page Down key.
        case pageDown
        /// The Home key.
        case home
        /// The End key.
        case end
        /// The Return (Enter) key.
        case enter
        /// The space bar.
        case space
        /// The Escape key.
        case escape
        /// The Tab key.
        case tab
        /// The Backspace key.
        case backspace
        /// The forward Delete key.
        case delete
        /// The key that types the given character, such as `.character("a")`.
        case character(Character)
        /// The Menu key, which opens a context menu.
        case menu
        /// The function key F`n` (1–12).
        case function(Int)
    }

    /// Presses a key (with `modifiers` held) as a keyboard would: the window's keyboard target —
    /// the first responder, else the first scroll view, whose table moves its focused row — gets
    /// it first, then its responder chain. Returns whether a responder handled it. The virtual
    /// clock advances by `interval` first (type-ahead times out after a second).
    @discardableResult
    public func press(_ key: Key, modifiers: UIKeyModifierFlags = [], interval: TimeInterval = 0.05) -> Bool {
        clock.now += max(0, interval)
        let handled = frameLoop.handle(.key(Self.uiKey(for: key, modifiers: modifiers)))
        layout()
        return handled
    }

    /// Pastes `text` as a terminal's bracketed paste delivers it: an editing text field takes it
    /// as one change (line breaks and control characters cleaned, never read as commands);
    /// otherwise its characters type into the keyboard target. Returns whether a responder took it.
    @discardableResult
    public func paste(_ text: String, interval: TimeInterval = 0.05) -> Bool {
        clock.now += max(0, interval)
        let handled = frameLoop.handle(.paste(text))
        layout()
        return handled
    }

    /// Types `text`, one key per character, `interval` seconds apart.
    public func type(_ text: String, interval: TimeInterval = 0.05) {
        for character in text { press(.character(character), interval: interval) }
    }

    /// The `UIKey` a keyboard sends for `key`.
    public static func uiKey(for key: Key, modifiers: UIKeyModifierFlags = []) -> UIKey {
        switch key {
        case .up: UIKey(keyCode: .keyboardUpArrow, modifierFlags: modifiers)
        case .down: UIKey(keyCode: .keyboardDownArrow, modifierFlags: modifiers)
        case .left: UIKey(keyCode: .keyboardLeftArrow, modifierFlags: modifiers)
        case .right: UIKey(keyCode: .keyboardRightArrow, modifierFlags: modifiers)
        case .pageUp: UIKey(keyCode: .keyboardPageUp, modifierFlags: modifiers)
        case .pageDown: UIKey(keyCode: .keyboardPageDown, modifierFlags: modifiers)
        case .home: UIKey(keyCode: .keyboardHome, modifierFlags: modifiers)
        case .end: UIKey(keyCode: .keyboardEnd, modifierFlags: modifiers)
        case .enter: UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r", modifierFlags: modifiers)
        case .space: UIKey(character: " ", modifierFlags: modifiers)
        case .escape: UIKey(keyCode: .keyboardEscape, characters: "\u{1B}", modifierFlags: modifiers)
        case .tab: UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: modifiers)
        case .backspace: UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "\u{7F}", modifierFlags: modifiers)
        case .delete: UIKey(keyCode: .keyboardDeleteForward, modifierFlags: modifiers)
        case .character(let character): UIKey(character: character, modifierFlags: modifiers)
        case .menu: UIKey(keyCode: .keyboardApplication, modifierFlags: modifiers)
        case .function(let number): UIKey(keyCode: .keyboardF(number), modifierFlags: modifiers)
        }
    }
}
