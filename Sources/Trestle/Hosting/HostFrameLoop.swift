import Foundation

/// The frame loop every ``WindowHost`` runs, written once: when frames are drawn, how a frame is
/// made, and where input goes.
///
/// **Pacing.** Something that changes asks the window for a frame (`UIWindow.needsFrameHandler`)
/// and the loop schedules one: on the next turn of the main queue, or once a display interval
/// (60 Hz) has passed since the last frame, so that changes in between make one frame and none
/// are drawn while nothing changes. With ``Pacing/manual`` (the headless host) a frame is only
/// noted as needed, and drawn when the host asks.
///
/// **A frame.** The window's animations move to the clock's time; the window is laid out; the
/// ``frameHandler`` runs (a status line that shows counters) and the window is laid out again if
/// it changed anything; the window's display list goes to the host's
/// ``WindowHost/present(_:)``. While anything animates, the next frame is scheduled.
///
/// **Input.** ``handle(_:)`` moves animations to the event's time, lays out what the user sees,
/// and delivers the event: keys to the window's keyboard target, the primary button as one touch
/// (`HostPointer`), the secondary button as a context menu, wheels to the scroll view under the
/// pointer, pastes to the text being edited, resizes as a size transition, and focus to the
/// application's life cycle. A frame is scheduled after each event.
@MainActor
public final class HostFrameLoop {
    /// How a loop decides when to draw.
    public enum Pacing: Sendable {
        /// Frames are drawn on the main queue, at most one a display interval.
        case displayInterval
        /// Frames are drawn only when the host calls ``HostFrameLoop/drawFrame()``.
        case manual
    }

    /// The shortest time between two frames: one display interval at 60 Hz.
    public static let frameInterval: TimeInterval = 1.0 / 60.0

    /// The window the host shows. Setting another one (an application's key window) moves the
    /// frame requests to it and asks for a frame.
    public var window: UIWindow {
        didSet {
            guard window !== oldValue else { return }
            oldValue.needsFrameHandler = nil
            pointer.cancel(in: oldValue, timestamp: clock())
            connect(window)
            scheduleFrame()
        }
    }
    /// The host's clock, in seconds.
    public let clock: () -> TimeInterval
    /// How frames are paced.
    public let pacing: Pacing
    /// Called in each frame after the window is laid out, before it is drawn.
    public var frameHandler: (() -> Void)?
    /// How many frames have been presented.
    public private(set) var framesDrawn = 0
    /// Whether something asked for a frame that has not been drawn yet.
    public private(set) var needsFrame = true
    /// When the last frame began, on the host's clock.
    public private(set) var lastFrameTime: TimeInterval = -.infinity
    /// The application whose life cycle focus changes drive: the one the host launched or runs.
    /// Without one, focus changes only cancel the touch.
    package var application: UIApplication?
    /// The primary button's touch and the wheels.
    package let pointer = HostPointer()
    /// The host the frames go to.
    private weak var host: (any WindowHost)?
    /// Whether a frame is waiting on the main queue.
    private var isQueued = false
    /// Whether a frame is being laid out and recorded: what asks for a frame meanwhile is in it.
    private var isDrawing = false
    /// Whether something asked for a frame while one was being drawn.
    private var wasAskedWhileDrawing = false

    /// A loop for `window` on `clock`, paced by `pacing`. The host attaches itself with
    /// ``attach(_:)`` once it is made.
    public init(window: UIWindow, clock: @escaping () -> TimeInterval, pacing: Pacing = .displayInterval) {
        self.window = window
        self.clock = clock
        self.pacing = pacing
        connect(window)
    }

    /// Makes `host` the one that presents this loop's frames.
    public func attach(_ host: any WindowHost) {
        self.host = host
    }

    private func connect(_ window: UIWindow) {
        window.needsFrameHandler = { [weak self] in self?.scheduleFrame() }
    }

    // MARK: Frames

    /// Asks for a frame: with ``Pacing/displayInterval`` on the next turn of the main queue, or
    /// when a display interval has passed since the last one; changes in between make one frame.
    public func scheduleFrame() {
        if isDrawing {
            wasAskedWhileDrawing = true
            return
        }
        needsFrame = true
        guard pacing == .displayInterval, !isQueued else { return }
        isQueued = true
        let wait = max(0, lastFrameTime + Self.frameInterval - clock())
        let draw: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isQueued else { return }
                self.drawFrame()
            }
        }
        if wait <= 0 {
            DispatchQueue.main.async(execute: draw)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + wait, execute: draw)
        }
    }

    /// Draws a frame now: animations move to the clock's time, the window is laid out, the
    /// ``frameHandler`` runs, and the host presents the window's display list. Nothing is shown
    /// while the host is not ready (``WindowHost/isReadyToPresent``).
    ///
    /// What asks for a frame while this one is laid out and recorded (a label that lays out its
    /// new text, a cell that moves) is in this frame, so it asks for no other; a frame is
    /// scheduled again only while anything animates or when the layout left work undone.
    public func drawFrame() {
        isQueued = false
        needsFrame = false
        isDrawing = true
        wasAskedWhileDrawing = false
        lastFrameTime = clock()
        window.advanceAnimations(to: lastFrameTime)
        guard let host, host.isReadyToPresent else {
            endDrawing()
            return
        }
        window.layoutIfNeeded()
        if let frameHandler {
            frameHandler()
            window.layoutIfNeeded()
        }
        let frame = HostFrame(displayList: window.displayList(), time: lastFrameTime, number: framesDrawn)
        framesDrawn += 1
        endDrawing()
        host.present(frame)
    }

    /// Ends a frame's drawing: the next frame is asked for when anything animates, or when what
    /// asked during this one was left undone (a layout that made more layout).
    private func endDrawing() {
        isDrawing = false
        if window.isAnimating || (wasAskedWhileDrawing && window.hasPendingLayout) { scheduleFrame() }
        wasAskedWhileDrawing = false
    }

    // MARK: Input

    /// Delivers `event` as every host does (see the type's discussion) and asks for a frame.
    /// Returns whether something took it: a responder for a key or a paste, a scroll view for a
    /// wheel, a view for a press, a menu for a secondary click; resizes and focus changes are
    /// always taken.
    @discardableResult
    public func handle(_ event: HostEvent) -> Bool {
        let now = clock()
        // Animations started by this event start now, from what the user sees.
        window.advanceAnimations(to: now)
        window.layoutIfNeeded()
        defer { scheduleFrame() }
        switch event {
        case .key(let key):
            return window.deliver(key, timestamp: now)
        case .pointerDown(let point):
            pointer.press(at: point, in: window, timestamp: now)
            return pointer.activeTouch != nil
        case .pointerDragged(let point):
            pointer.drag(to: point, in: window, timestamp: now)
            return pointer.activeTouch != nil
        case .pointerUp(let point):
            let down = pointer.activeTouch != nil
            pointer.release(at: point, in: window, timestamp: now)
            return down
        case .pointerCancelled:
            let down = pointer.activeTouch != nil
            pointer.cancel(in: window, timestamp: now)
            return down
        case .secondaryClick(let point):
            return pointer.secondaryClick(at: point, in: window, timestamp: now)
        case .wheel(let lines, let columns, let shift, let point):
            return pointer.wheel(lines: lines, columns: columns, shift: shift, at: point, in: window, timestamp: now)
        case .paste(let text):
            // Pasted text goes into the editing text field as text, or types into the focused
            // view (a type-ahead search); never as commands.
            return window.deliverPaste(text, timestamp: now)
        case .resize(let size):
            window.transition(to: size)
            return true
        case .focus(let gained):
            if gained {
                // Active again, unless the application was stopped meanwhile.
                if application?.applicationState == .inactive { application?.becomeActive() }
            } else {
                pointer.cancel(in: window, timestamp: now)
                application?.resignActive()
            }
            return true
        }
    }
}
