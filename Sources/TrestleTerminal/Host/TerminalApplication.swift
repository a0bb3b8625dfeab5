#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Trestle
import TrestleCore

/// Runs a Trestle view hierarchy in the terminal: the terminal host.
///
/// The application owns the terminal for as long as it runs (see ``TerminalSession``). Input
/// arrives on a Dispatch read source on the main queue and is decoded into keys, mouse events and
/// pastes:
///
/// - Keys go to the application's ``keyHandler`` first, then to the host's own keys (Ctrl-C and
///   `q` quit, `?` and F1 show the key help, Ctrl-T turns mouse capture off and on so text can be
///   selected, Ctrl-L redraws, Ctrl-Z suspends), then to the window as `UIKey` presses: the first
///   responder or the table with keyboard focus, and up its responder chain (see `UITableView`'s keyboard
///   focus; a navigation controller pops on Esc). While a table's type-ahead search is running or
///   a first responder (an alert) is up, `q` and `?` go to it instead.
/// - A left click is a touch (press, drag, release) delivered through hit testing: a click on a
///   row selects it, a drag on a scroll indicator scrolls. The wheel scrolls the scroll view under
///   the pointer three lines; a sideways wheel (or Shift with the wheel) three steps sideways, on
///   content wider than the view (see `MetricsProfile/horizontalScrollStep`).
///
/// At start-up the host asks the terminal what it supports (synchronized output, the kitty
/// keyboard protocol, its background colour — see ``TerminalCapabilityProbe``) and draws the
/// first frame when it has answered, or after 200 ms. Whenever something changed, one frame is
/// drawn — at most one per display interval (1/60 s), however fast input arrives: layout, the window's display list, the styled cell grid, and the bytes that turn the
/// previous frame into this one, written with a single `write`, followed by a cursor move that
/// parks the (hidden) cursor on the focused row for screen readers. Nothing runs while nothing
/// happens.
///
/// SIGWINCH resizes the screen and repaints; SIGINT, SIGTERM and SIGHUP restore the terminal and
/// exit; Ctrl-Z (the key, or SIGTSTP) restores it before stopping and SIGCONT takes it back with a
/// full repaint.
///
/// Run by `UIApplicationMain`, the host also drives the application's life cycle (see
/// `UIApplicationDelegate`): active once running, inactive while the terminal reports it has lost
/// focus, in the background while stopped, and told it will terminate before the process ends.
@MainActor
public final class TerminalApplication: WindowHost {
    /// The screen, sized to the terminal, with the terminal metrics; emoji sequences are measured
    /// with the `TerminalWidthPolicy` that `TRESTLE_EMOJI_WIDTH` asks for
    /// (`TerminalWidthPolicy/fromEnvironment(_:)`).
    public let screen: UIScreen
    /// The window filling the terminal: the host's own, or the application's key window once
    /// `UIApplicationMain` has launched it.
    public var window: UIWindow { frameLoop.window }
    /// The frame loop: pacing, frames and where input goes.
    public let frameLoop: HostFrameLoop
    /// The application this host runs, when started by `UIApplicationMain`: it hears focus changes,
    /// Ctrl-Z and quitting as life-cycle events.
    package private(set) var application: UIApplication?
    /// Stops the process on Ctrl-Z once the terminal is restored; tests replace it.
    package var stopProcess: () -> Void = {
        // SIGSTOP, which nothing can catch, block or ignore: a SIGTSTP raised here can be taken
        // by the Dispatch signal source instead of stopping the process.
        kill(getpid(), SIGSTOP)
    }
    /// Sees every key before the host and the window; return `true` when it handled the key.
    public var keyHandler: ((TerminalKey) -> Bool)?
    /// Called before each frame is drawn (for status lines that show counters).
    public var frameHandler: (() -> Void)? {
        get { frameLoop.frameHandler }
        set { frameLoop.frameHandler = newValue }
    }
    /// Keys that quit when nothing else takes them first. Default: `q`.
    public var quitCharacters: Set<Character> = ["q"]
    /// Lines the application adds to the key help, after the standard keys.
    public var helpEntries: [(keys: String, action: String)] = []
    /// What the terminal said it supports (``TerminalCapabilities/assumed`` until it answers).
    public private(set) var capabilities = TerminalCapabilities.assumed
    /// Whether the terminal reports the mouse to the application. Ctrl-T toggles it; with it off
    /// the terminal's own text selection works.
    public private(set) var isMouseCaptureEnabled = true
    /// The help box, while it is shown.
    public private(set) var helpView: TerminalKeyHelpView?

    private var decoder = TerminalInputDecoder()
    private var renderer = TerminalFrameRenderer()
    private let colorMode: TerminalColorMode
    private let environment: [String: String]
    private let output: ([UInt8]) -> Void
    private let clock: () -> TimeInterval
    private var probe = TerminalCapabilityProbe()
    private var hasAppliedCapabilities = false
    /// Whether ``run()`` is waiting for the terminal's answers (or the probe's time-out) before
    /// drawing: the first frame is drawn once, in the colours and appearance the terminal asked
    /// for, rather than drawn, cleared and drawn again.
    private var isAwaitingCapabilities = false
    private var escapeTimer: DispatchWorkItem?
    private var sources: [DispatchSourceProtocol] = []
    private var parkedCursor: CGPoint?
    /// Whether the host gave the terminal back and stopped the process (Ctrl-Z).
    private var isSuspended = false

    /// Creates the application for the current terminal (80×24 when its size cannot be read).
    public convenience init() {
        let size = TerminalSession.size() ?? (80, 24)
        self.init(columns: size.columns, rows: size.rows, environment: ProcessInfo.processInfo.environment,
                  output: { TerminalSession.writeAll($0) }, clock: { ProcessInfo.processInfo.systemUptime })
    }

    /// Creates an application that writes its frames to `output` instead of the terminal: for
    /// tests, which feed it input with ``handle(_:)`` and read ``snapshotLines()``.
    package init(columns: Int, rows: Int, environment: [String: String], output: @escaping ([UInt8]) -> Void,
                 clock: @escaping () -> TimeInterval) {
        let widthPolicy = TerminalWidthPolicy.fromEnvironment(environment)
        screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: columns, height: rows),
                          metrics: MetricsProfile.terminal.withWidthPolicy(widthPolicy))
        renderer.widthPolicy = widthPolicy
        frameLoop = HostFrameLoop(window: UIWindow(frame: screen.bounds, screen: screen), clock: clock)
        self.environment = environment
        self.output = output
        self.clock = clock
        colorMode = TerminalColorMode.detect(environment: environment)
        screen.usesASCIISymbols = Self.prefersASCIISymbols(environment)
        UIAccessibility.isReduceMotionEnabled = ["NO_MOTION", "TRESTLE_REDUCE_MOTION", "REDUCE_MOTION"]
            .contains { environment[$0].map { !$0.isEmpty && $0 != "0" } ?? false }
        capabilities = TerminalCapabilities.assumed.applyingEnvironmentOverrides(environment)
        applyAppearance()
        frameLoop.attach(self)
        // Copied text goes to the terminal's clipboard too (OSC 52).
        UIPasteboard.onCopy = { [weak self] text in self?.output(Self.clipboardSequence(for: text)) }
    }

    /// OSC 52: asks the terminal to put `text` on the system clipboard: base64 of at most
    /// 74,994 bytes of UTF-8 (about 100,000 characters of sequence, within what xterm and tmux
    /// accept), cut at a character boundary.
    static func clipboardSequence(for text: String) -> [UInt8] {
        var utf8 = 0
        let kept = text.prefix { character in
            utf8 += character.utf8.count
            return utf8 <= 74_994
        }
        let data = Data(kept.utf8)
        return Array("\u{1B}]52;c;\(data.base64EncodedString())\u{07}".utf8)
    }

    /// Runs `application`: launches it (its delegate makes a window key and visible in
    /// `application(_:didFinishLaunchingWithOptions:)`) and shows that window, filling the terminal.
    /// ``run()`` then makes the application active. `UIApplicationMain` calls this.
    ///
    /// When the delegate made no window key and visible, the delegate's `window` is shown; when it
    /// has none either, the report says so and the host's own empty window stays.
    package func launch(_ application: UIApplication) {
        self.application = application
        frameLoop.application = application
        application.finishLaunching()
        guard let shown = application.currentKeyWindow ?? application.delegate?.window else {
            TrestleDiagnostics.report("the application delegate made no window key and visible in "
                + "application(_:didFinishLaunchingWithOptions:); there is nothing to show")
            return
        }
        show(shown)
    }

    /// Shows `window` in place of the current one, sized to the terminal.
    package func show(_ shown: UIWindow) {
        guard shown !== window else { return }
        shown.frame = screen.bounds
        frameLoop.window = shown
        if shown.isHidden { shown.makeKeyAndVisible() }
        renderer.invalidate()
    }

    /// The view filling the window.
    public var rootView: UIView? {
        get { window.rootView }
        set { window.rootView = newValue }
    }

    /// The view controller whose view fills the window (a navigation controller, say).
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    /// Takes over the terminal and runs until ``quit(status:)``. Never returns.
    ///
    /// On a terminal that cannot show it (``TerminalSession/unsupportedTerminalReason(environment:)``,
    /// `TERM=dumb`), it says why on standard error and exits with status 1 without touching the
    /// terminal.
    public func run() -> Never {
        if let reason = TerminalSession.unsupportedTerminalReason(environment: environment) {
            FileHandle.standardError.write(Data("\(reason).\n".utf8))
            exit(1)
        }
        TerminalSession.enter()
        window.makeKeyAndVisible()
        application?.becomeActive()
        installSources()
        isAwaitingCapabilities = true
        output(probe.queryBytes)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.hasAppliedCapabilities else { return }
                self.probe.timeOut()
                self.applyCapabilities()
            }
        }
        dispatchMain()
    }

    /// Restores the terminal and exits with `status`.
    ///
    /// The process ends with `_exit` once the terminal is restored and standard output flushed:
    /// `exit` would run the runtime's exit handlers while Dispatch threads are still serving the
    /// run loop, which can hang the process after the terminal already looks restored.
    public func quit(status: Int32 = 0) -> Never {
        giveTerminalBack()
        _exit(status)
    }

    /// Restores the terminal and ends the process as `signalNumber` ends one (SIGINT, SIGTERM,
    /// SIGHUP), after the application hears `applicationWillTerminate(_:)`: the default action
    /// of the signal is taken again, so the shell and any parent see the process killed by it
    /// (status 128 + the signal's number, 130 for SIGINT, 143 for SIGTERM), not a normal exit.
    public func quit(signal signalNumber: Int32) -> Never {
        giveTerminalBack()
        HostSignals.endProcess(as: signalNumber)
    }

    /// The application hears `applicationWillTerminate(_:)`, then the terminal is restored and
    /// standard output flushed: what every way of quitting does before the process ends.
    private func giveTerminalBack() {
        prepareToQuit()
        TerminalSession.leave()
        fflush(nil)
    }

    // MARK: Capabilities

    /// Whether symbols should be drawn in ASCII: `TRESTLE_ASCII=1`, or a locale that is not
    /// UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`, as the C library decides), or the Linux
    /// console (`TERM=linux`), whose font lacks most symbol glyphs.
    static func prefersASCIISymbols(_ environment: [String: String]) -> Bool {
        if let forced = environment["TRESTLE_ASCII"], !forced.isEmpty { return forced != "0" }
        if environment["TERM"] == "linux" { return true }
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty }
        guard let locale else { return false }
        let lowered = locale.lowercased()
        return !(lowered.contains("utf-8") || lowered.contains("utf8"))
    }

    /// Uses what the probe found (with the environment's overrides): synchronized output, the
    /// kitty keyboard protocol, light or dark appearance. Draws the first frame.
    private func applyCapabilities() {
        guard !hasAppliedCapabilities else { return }
        hasAppliedCapabilities = true
        isAwaitingCapabilities = false
        capabilities = probe.capabilities.applyingEnvironmentOverrides(environment)
        renderer.synchronizedOutput = capabilities.synchronizedOutput
        if capabilities.kittyKeyboard { TerminalSession.pushKittyKeyboardFlags() }
        applyAppearance()
        renderer.invalidate()
        drawFrame()
    }

    /// Light or dark, from the terminal's background (or `TRESTLE_THEME`); light when unknown.
    /// Translucent colours and text contrast are worked out over the terminal's background
    /// (``TerminalCapabilities/assumedBackground``).
    private func applyAppearance() {
        renderer.defaultBackground = capabilities.assumedBackground
        guard let dark = capabilities.prefersDarkAppearance else { return }
        let style: UIUserInterfaceStyle = dark ? .dark : .light
        guard screen.traitCollection.userInterfaceStyle != style else { return }
        screen.use(style)
        window.setNeedsDisplay()
    }

    // MARK: Frames

    /// The shortest time between two frames: one display interval at 60 Hz.
    public static let frameInterval: TimeInterval = HostFrameLoop.frameInterval

    /// Frames are shown once the terminal has answered the start-up queries (or the probe gave up).
    public var isReadyToPresent: Bool { !isAwaitingCapabilities }

    /// Writes `frame`: the cells that changed since the last one, then the cursor parked on the
    /// focused row, in one write.
    public func present(_ frame: HostFrame) {
        let cells = window.cellRasterizer.cellGrid(for: frame.displayList)
        var bytes = renderer.render(cells, colorMode: colorMode)
        let cursor = window.keyboardCursorPosition
        if let cursor, !bytes.isEmpty || cursor != parkedCursor {
            bytes.append(contentsOf: Array("\u{1B}[\(Int(cursor.y) + 1);\(Int(cursor.x) + 1)H".utf8))
        }
        parkedCursor = cursor
        if !bytes.isEmpty { output(bytes) }
    }

    /// The frame as plain text lines, for `--snapshot` modes and tests.
    public func snapshotLines() -> [String] {
        TerminalRendering.lines(of: window)
    }

    // MARK: Input

    private func installSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        input.resume()
        sources.append(input)
        for (signalNumber, action) in [(SIGWINCH, Signal.resize), (SIGINT, .terminate(SIGINT)), (SIGTERM, .terminate(SIGTERM)),
                                       (SIGHUP, .terminate(SIGHUP)), (SIGTSTP, .suspend), (SIGCONT, .resume)] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.received(action) }
            }
            source.resume()
            sources.append(source)
        }
    }

    private enum Signal {
        case resize, terminate(Int32), suspend, resume
    }

    private func received(_ received: Signal) {
        switch received {
        case .resize:
            resizeToTerminal()
        case .terminate(let signalNumber):
            quit(signal: signalNumber)
        case .suspend:
            suspend()
        case .resume:
            // Only a stop of our own gave the terminal back; a SIGCONT after someone else's
            // SIGSTOP finds it still set up, and needs only the repaint.
            if isSuspended {
                TerminalSession.enter()
                if capabilities.kittyKeyboard { TerminalSession.pushKittyKeyboardFlags() }
                if !isMouseCaptureEnabled { output(Self.mouseCaptureOff) }
            }
            resume()
        }
    }

    /// Ctrl-Z: the application goes to the background (resigning active first), the terminal is
    /// restored, and the process stops.
    package func suspend() {
        application?.enterBackground()
        TerminalSession.leave()
        isSuspended = true
        stopProcess()
    }

    /// The process continues: the screen is repainted at the terminal's size (which may have
    /// changed meanwhile), and the application comes back to the foreground and becomes active.
    package func resume() {
        isSuspended = false
        renderer.invalidate()
        resizeToTerminal()
        // From the background only: a SIGCONT that finds the application inactive (the terminal
        // lost focus) leaves it so.
        if application?.applicationState == .background { application?.becomeActive() }
        scheduleFrame()
    }

    /// Quitting (`q`, Ctrl-C, SIGTERM, SIGINT, SIGHUP, end of input): the application hears
    /// `applicationWillTerminate(_:)`, after `applicationWillResignActive(_:)` when it was active.
    package func prepareToQuit() {
        application?.terminate()
    }

    private func resizeToTerminal() {
        guard let size = TerminalSession.size() else { return }
        resize(columns: size.columns, rows: size.rows)
    }

    /// Resizes the screen and window and repaints everything: the view controllers hear
    /// `viewWillTransition(to:with:)` first (see `UIWindow`'s size transition). The table keeps
    /// the row under its top edge in place.
    package func resize(columns: Int, rows: Int) {
        let size = CGSize(width: columns, height: rows)
        if size != screen.bounds.size || size != window.bounds.size {
            frameLoop.handle(.resize(size))
            helpView?.center(in: window.bounds)
        }
        renderer.invalidate()
        drawFrame()
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count <= 0 {
            if count == 0 { quit(status: 0) }
            return
        }
        escapeTimer?.cancel()
        for event in decoder.feed(buffer[0..<count]) { route(event) }
        // A lone Esc is a key only once no sequence follows it promptly; while the terminal's
        // answers to the start-up queries may still be arriving, wait longer.
        let timer = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                for event in self.decoder.flushPendingEscape() { self.route(event) }
            }
        }
        escapeTimer = timer
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(probe.isComplete ? 50 : 200), execute: timer)
    }

    /// Gives probe replies to the probe and everything else to ``handle(_:)``.
    private func route(_ event: TerminalInputEvent) {
        if probe.consume(event) {
            if probe.isComplete { applyCapabilities() }
            return
        }
        handle(event)
    }

    /// Handles one input event as the running application does.
    package func handle(_ event: TerminalInputEvent) {
        // Animations started by this event (the key help's, say) start now.
        window.advanceAnimations(to: clock())
        switch event {
        case .key(let key):
            handleKey(key)
        case .mouse(let mouse):
            if let event = Self.hostEvent(for: mouse) { frameLoop.handle(event) }
        case .paste(let text):
            frameLoop.handle(.paste(text))
        case .resize(let columns, let rows):
            resize(columns: columns, rows: rows)
        case .focusGained:
            frameLoop.handle(.focus(true))
        case .focusLost:
            frameLoop.handle(.focus(false))
        default:
            break
        }
    }

    private func handleKey(_ key: TerminalKey) {
        defer { scheduleFrame() }
        if keyHandler?(key) == true { return }
        if helpView != nil {
            frameLoop.handle(.key(key.uiKey))
            return
        }
        if key.modifiers == .control, case .character(let character) = key.code {
            switch character {
            // Ctrl-C is the interrupt key, read as a key in raw mode: the process ends as
            // SIGINT would end it.
            case "c": quit(signal: SIGINT)
            // Raw mode turns the terminal's own Ctrl-Z off; the host stops the process itself.
            case "z": suspend(); return
            case "l": renderer.invalidate(); return
            case "t": setMouseCapture(!isMouseCaptureEnabled); return
            default: break
            }
        }
        if key.code == .function(1) { showHelp(); return }
        // A first responder (an alert, a text field) or a type-ahead search takes every printable
        // key: `q` and `?` type instead of quitting or opening the help.
        let typing = window.isTyping(at: clock())
        if !typing, key.modifiers.isEmpty, case .character(let character) = key.code {
            if character == "?" { showHelp(); return }
            if quitCharacters.contains(character) { quit(status: 0) }
        }
        frameLoop.handle(.key(key.uiKey))
    }

    /// The host event a mouse report means: the wheel scrolls three lines (or three steps
    /// sideways), the left button is a touch, the right one opens a context menu.
    static func hostEvent(for mouse: TerminalMouseEvent) -> HostEvent? {
        let point = CGPoint(x: mouse.column, y: mouse.row)
        switch mouse.kind {
        case .wheelDown, .wheelUp:
            return .wheel(lines: mouse.kind == .wheelDown ? 3 : -3, columns: 0, shift: mouse.modifiers.contains(.shift), at: point)
        case .wheelRight, .wheelLeft:
            return .wheel(lines: 0, columns: mouse.kind == .wheelRight ? 3 : -3, shift: false, at: point)
        case .press where mouse.button == .left:
            return .pointerDown(point)
        case .press where mouse.button == .right:
            return .secondaryClick(point)
        case .drag:
            return .pointerDragged(point)
        case .release:
            return .pointerUp(point)
        default:
            return nil
        }
    }

    // MARK: Mouse capture and help

    static let mouseCaptureOn = Array("\u{1B}[?1002h\u{1B}[?1006h".utf8)
    static let mouseCaptureOff = Array("\u{1B}[?1002l\u{1B}[?1006l".utf8)

    /// Turns mouse reporting on or off. Off, the terminal selects text with the mouse as usual.
    public func setMouseCapture(_ enabled: Bool) {
        guard enabled != isMouseCaptureEnabled else { return }
        isMouseCaptureEnabled = enabled
        output(enabled ? Self.mouseCaptureOn : Self.mouseCaptureOff)
        frameLoop.handle(.pointerCancelled)
    }

    /// Shows the key help over the screen until a key or a click closes it: the standard keys,
    /// ``helpEntries``, then the key commands (with a `discoverabilityTitle`) of the responders
    /// that keys reach.
    public func showHelp() {
        guard helpView == nil else { return }
        // The app's own key commands join the standard keys: those offered along the responder
        // chain from where keys go now.
        let commands = TerminalKeyHelpView.keyCommandEntries(from: window.keyboardTarget)
        let help = TerminalKeyHelpView(entries: TerminalKeyHelpView.standardEntries(for: window.keyboardTarget) + helpEntries + commands)
        help.onClose = { [weak self] in
            self?.helpView = nil
            self?.scheduleFrame()
        }
        window.addSubview(help)
        help.center(in: window.bounds)
        help.becomeFirstResponder()
        helpView = help
        scheduleFrame()
    }
}
