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
/// pastes; the application's ``keyHandler`` sees each key first, then the default bindings scroll
/// the window's table (↑/↓ and k/j a line, PgUp/PgDn, Ctrl-B/F and Space a page, Home/End and g/G to
/// either end, the wheel three lines). Whenever something changed, one frame is drawn: layout, the
/// window's display list, the styled cell grid, and the bytes that turn the previous frame into this
/// one, written with a single `write`. Nothing runs while nothing happens.
///
/// SIGWINCH resizes the screen and repaints; SIGINT, SIGTERM and SIGHUP restore the terminal and
/// exit; Ctrl-Z (SIGTSTP) restores it before stopping and SIGCONT takes it back with a full repaint.
@MainActor
public final class TerminalApplication {
    /// The screen, sized to the terminal, with the terminal metrics.
    public let screen: UIScreen
    /// The window filling the terminal.
    public let window: UIWindow
    /// Sees every key before the default bindings; return `true` when it handled the key.
    public var keyHandler: ((TerminalKey) -> Bool)?
    /// Called after each frame is drawn (for status lines that show counters).
    public var frameHandler: (() -> Void)?

    private var decoder = TerminalInputDecoder()
    private var renderer = TerminalFrameRenderer()
    private let colorMode = TerminalColorMode.detect(environment: ProcessInfo.processInfo.environment)
    private var frameScheduled = false
    private var escapeTimer: DispatchWorkItem?
    private var sources: [DispatchSourceProtocol] = []

    /// Creates the application for the current terminal size (80×24 when it cannot be read).
    public init() {
        let size = TerminalSession.size() ?? (80, 24)
        screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: size.columns, height: size.rows), metrics: .terminal)
        window = UIWindow(frame: screen.bounds, screen: screen)
        window.needsFrameHandler = { [weak self] in self?.scheduleFrame() }
    }

    /// The view filling the window.
    public var rootView: UIView? {
        get { window.rootView }
        set { window.rootView = newValue }
    }

    /// Takes over the terminal and runs until ``quit()``. Never returns.
    public func run() -> Never {
        TerminalSession.enter()
        window.makeKeyAndVisible()
        installSources()
        drawFrame()
        dispatchMain()
    }

    /// Restores the terminal and exits with `status`.
    public func quit(status: Int32 = 0) -> Never {
        TerminalSession.leave()
        exit(status)
    }

    // MARK: Frames

    /// Asks for a frame on the next turn of the main queue; several changes make one frame.
    public func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drawFrame() }
        }
    }

    /// Draws a frame now: the cells that changed since the last one, in one write.
    public func drawFrame() {
        frameScheduled = false
        window.layoutIfNeeded()
        frameHandler?()
        window.layoutIfNeeded()
        let cells = window.styledCells()
        let bytes = renderer.render(cells, colorMode: colorMode)
        if !bytes.isEmpty { TerminalSession.writeAll(bytes) }
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
        for (signalNumber, action) in [(SIGWINCH, Signal.resize), (SIGINT, .terminate), (SIGTERM, .terminate),
                                       (SIGHUP, .terminate), (SIGTSTP, .suspend), (SIGCONT, .resume)] {
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
        case resize, terminate, suspend, resume
    }

    private func received(_ received: Signal) {
        switch received {
        case .resize:
            resizeToTerminal()
        case .terminate:
            quit(status: 0)
        case .suspend:
            TerminalSession.leave()
            signal(SIGTSTP, SIG_DFL)
            raise(SIGTSTP)
        case .resume:
            signal(SIGTSTP, SIG_IGN)
            TerminalSession.enter()
            renderer.invalidate()
            resizeToTerminal()
        }
    }

    private func resizeToTerminal() {
        guard let size = TerminalSession.size() else { return }
        let bounds = CGRect(x: 0, y: 0, width: size.columns, height: size.rows)
        if bounds != screen.bounds {
            screen.bounds = bounds
            window.frame = bounds
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
        let events = decoder.feed(buffer[0..<count])
        for event in events { handle(event) }
        // A lone Esc is a key only once no sequence follows it promptly.
        let timer = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                for event in self.decoder.flushPendingEscape() { self.handle(event) }
            }
        }
        escapeTimer = timer
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50), execute: timer)
    }

    private func handle(_ event: TerminalInputEvent) {
        switch event {
        case .key(let key):
            if keyHandler?(key) == true {
                scheduleFrame()
                return
            }
            handleDefault(key)
        case .mouse(let mouse):
            let point = CGPoint(x: mouse.column, y: mouse.row)
            switch mouse.kind {
            case .wheelDown: window.scrollView(at: point, timestamp: 0)?.perform(.lines(3))
            case .wheelUp: window.scrollView(at: point, timestamp: 0)?.perform(.lines(-3))
            default: break
            }
        case .resize:
            resizeToTerminal()
        default:
            break
        }
        scheduleFrame()
    }

    private func handleDefault(_ key: TerminalKey) {
        if key.modifiers.contains(.control), case .character(let character) = key.code {
            switch character {
            case "c": quit(status: 0)
            case "f": window.firstScrollView?.perform(.pages(1))
            case "b": window.firstScrollView?.perform(.pages(-1))
            case "l": renderer.invalidate()
            default: break
            }
            return
        }
        guard let scrollView = window.firstScrollView else { return }
        switch key.code {
        case .down, .character("j"): scrollView.perform(.lines(1))
        case .up, .character("k"): scrollView.perform(.lines(-1))
        case .pageDown, .character(" "): scrollView.perform(.pages(1))
        case .pageUp: scrollView.perform(.pages(-1))
        case .home, .character("g"): scrollView.perform(.top)
        case .end, .character("G"): scrollView.perform(.bottom)
        default: break
        }
    }
}
