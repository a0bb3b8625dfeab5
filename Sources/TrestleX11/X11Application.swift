import CPangoCairo
import CXlib
import Foundation
import Trestle
import TrestleCore
import TrestlePixel

/// A host that shows a window in an X11 window, drawn by the pixel host at iOS metrics, and
/// drives it like the terminal host: the primary button is a touch (click, drag), the secondary
/// button opens context menus, the wheel scrolls, keys arrive as `UIKey`s, and resizing the X
/// window resizes the `UIWindow` (view controllers hear `viewWillTransition(to:with:)`).
///
/// Frames are drawn only when something changed, at most one a display interval (60 Hz), and
/// only where the picture changed (`PixelRenderer.damage(from:to:size:)`): at rest the host
/// draws nothing and uses no CPU. The window keeps a picture of itself, so an X server's expose
/// events copy it again without drawing.
///
/// The window is `size` points at ``scale`` pixels a point: `TRESTLE_SCALE` (1, 2 or 3) or the X
/// server's `Xft.dpi` (96 dots an inch a point) decides it unless given. Keyboard focus shows from
/// the first key, as iPadOS shows it once a hardware keyboard is used, and hides again on a click.
/// `q` (when nothing takes typed text), Ctrl-Q and closing the window quit; `?` and F1 list the
/// keys. A window larger than the screen is made to fit it, and the window carries `WM_CLASS` and
/// `_NET_WM_PID`. A window destroyed by another client, or the window manager's close button,
/// ends the application through `applicationWillTerminate(_:)` rather than an X error.
///
/// - Note: Text input through an input method (Korean, for one) is not supported yet: keys type
///   what the keyboard layout gives them (accented Latin letters included).
@MainActor
public final class X11Application: WindowHost {
    /// The window being shown.
    public var window: UIWindow { frameLoop.window }
    /// The frame loop: pacing, frames and where input goes.
    public let frameLoop: HostFrameLoop
    /// Pixels a point.
    public let scale: Double
    /// Keys the application wants first: return `true` to take one.
    public var keyHandler: ((UIKey) -> Bool)?
    /// Called in each frame after the window is laid out, before it is drawn.
    public var frameHandler: (() -> Void)? {
        get { frameLoop.frameHandler }
        set { frameLoop.frameHandler = newValue }
    }

    private let display: OpaquePointer
    private let xWindow: Window
    private let deleteWindowAtom: Atom
    private let renderer: PixelRenderer
    private var backBuffer: PixelImage
    private var windowSurface: OpaquePointer
    private var shownList: DisplayList?
    private var sources: [DispatchSourceProtocol] = []

    /// Opens a window of `size` points titled `title`.
    ///
    /// - Throws: ``X11HostError`` when there is no X server to open it on, and the pixel host's
    ///   `PixelHostError` when a font is missing.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: Double? = nil, title: String = "Trestle",
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if let error = X11HostError.check(environment) { throw error }
        guard let display = XOpenDisplay(nil) else { throw X11HostError.cannotOpenDisplay(environment["DISPLAY"] ?? "") }
        self.display = display
        X11Errors.install()
        let scale = scale ?? Self.scale(environment: environment, display: display)
        self.scale = scale
        renderer = try PixelRenderer(scale: scale, style: PixelRenderer.environmentStyle)
        let screenNumber = XDefaultScreen(display)
        // A window taller or wider than the screen would have its bottom out of reach: it takes
        // what the screen holds, and the screens lay out for that size.
        let size = Self.fittedSize(size, scale: scale,
                                   screenPixels: CGSize(width: Int(XDisplayWidth(display, screenNumber)),
                                                        height: Int(XDisplayHeight(display, screenNumber))))
        let pixels = (width: Int((Double(size.width) * scale).rounded()), height: Int((Double(size.height) * scale).rounded()))
        xWindow = XCreateSimpleWindow(display, XRootWindow(display, screenNumber), 0, 0, UInt32(pixels.width),
                                      UInt32(pixels.height), 0, XBlackPixel(display, screenNumber), XWhitePixel(display, screenNumber))
        XStoreName(display, xWindow, title)
        Self.identify(xWindow, on: display, title: title)
        var deleteAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        deleteWindowAtom = deleteAtom
        XSetWMProtocols(display, xWindow, &deleteAtom, 1)
        let events = ExposureMask | KeyPressMask | ButtonPressMask | ButtonReleaseMask | Button1MotionMask
            | StructureNotifyMask | FocusChangeMask
        XSelectInput(display, xWindow, Int(events))
        backBuffer = PixelImage(width: pixels.width, height: pixels.height, scale: scale)
        windowSurface = cairo_xlib_surface_create(display, xWindow, XDefaultVisual(display, screenNumber),
                                                  Int32(pixels.width), Int32(pixels.height))
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), metrics: renderer.metrics)
        screen.use(PixelRenderer.environmentStyle)
        let window = UIWindow(frame: screen.bounds, screen: screen)
        window.showsKeyboardFocus = false
        frameLoop = HostFrameLoop(window: window, clock: { ProcessInfo.processInfo.systemUptime })
        frameLoop.attach(self)
    }

    /// The view controller whose view fills the window.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    /// The scale `TRESTLE_SCALE` asks for, else the one the X server's `Xft.dpi` implies, else 1.
    /// A `TRESTLE_SCALE` other than 1, 2 or 3 is said on standard error and passed over.
    static func scale(environment: [String: String], display: OpaquePointer) -> Double {
        let resources = XResourceManagerString(display).map { String(cString: $0) }
        let (scale, warning) = scale(environment: environment, resources: resources)
        if let warning { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        return scale
    }

    /// The scale and, for a `TRESTLE_SCALE` that is not 1, 2 or 3, what to tell the user.
    static func scale(environment: [String: String], resources: String?) -> (scale: Double, warning: String?) {
        var warning: String?
        if let text = environment["TRESTLE_SCALE"], !text.isEmpty {
            if let value = Double(text), [1.0, 2, 3].contains(value) { return (value, nil) }
            warning = "TRESTLE_SCALE=\(text) is not 1, 2 or 3: the scale follows the X server's Xft.dpi instead"
        }
        return (resources.map { scale(fromResources: $0) } ?? 1, warning)
    }

    /// `size` points at `scale`, made to fit a screen of `screenPixels`: each side at most the
    /// screen's less room for the window manager's title bar and panels (48 pixels), in whole points.
    static func fittedSize(_ size: CGSize, scale: Double, screenPixels: CGSize) -> CGSize {
        let room = 48.0
        func fit(_ points: CGFloat, _ pixels: CGFloat) -> CGFloat {
            guard pixels > room else { return points }
            return max(1, min(points, ((Double(pixels) - room) / scale).rounded(.down)))
        }
        return CGSize(width: fit(size.width, screenPixels.width), height: fit(size.height, screenPixels.height))
    }

    /// Names the window for window managers and tools: `WM_CLASS` (the program's name and
    /// `title`) and `_NET_WM_PID` (this process), which `xdotool search --pid` and task
    /// switchers read.
    private static func identify(_ window: Window, on display: OpaquePointer, title: String) {
        let name = strdup(ProcessInfo.processInfo.processName), className = strdup(title)
        defer { free(name); free(className) }
        var hint = XClassHint(res_name: name, res_class: className)
        XSetClassHint(display, window, &hint)
        var pid = CLong(getpid())
        let cardinal: Atom = 6   // XA_CARDINAL
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(display, window, XInternAtom(display, "_NET_WM_PID", 0), cardinal, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// The scale an X resource string's `Xft.dpi` implies: 96 dots an inch a point, 1 to 3.
    static func scale(fromResources resources: String) -> Double {
        for line in resources.split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
            if let dpi = Double(line.dropFirst("Xft.dpi:".count).trimmingCharacters(in: .whitespaces)) {
                return min(3, max(1, (dpi / 96).rounded()))
            }
        }
        return 1
    }

    /// Shows the window and runs until the window is closed or ``quit(status:)``. Never returns.
    public func run() -> Never {
        // The shared application, if the program made one, hears the window's focus changes.
        frameLoop.application = UIApplication.sharedIfMade
        window.makeKeyAndVisible()
        XMapWindow(display, xWindow)
        XFlush(display)
        let events = DispatchSource.makeReadSource(fileDescriptor: XConnectionNumber(display), queue: .main)
        events.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.handlePendingEvents() } }
        events.resume()
        sources.append(events)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.quit(signal: signalNumber)
                }
            }
            source.resume()
            sources.append(source)
        }
        scheduleFrame()
        dispatchMain()
    }

    /// Closes the window and exits with `status`. The application, if one was made, hears
    /// `applicationWillTerminate(_:)` first: after Ctrl-Q or `q`, after the window manager's close
    /// button (`WM_DELETE_WINDOW`), after the window was destroyed by another client, and after
    /// SIGINT or SIGTERM.
    public func quit(status: Int32 = 0) -> Never {
        closeWindow()
        exit(status)
    }

    /// Closes the window and ends the process as `signalNumber` (SIGINT, SIGTERM) ends one, after
    /// the application, if one was made, hears `applicationWillTerminate(_:)`: the shell sees
    /// status 130 or 143, as for the terminal host.
    public func quit(signal signalNumber: Int32) -> Never {
        closeWindow()
        fflush(nil)
        HostSignals.endProcess(as: signalNumber)
    }

    /// The application hears `applicationWillTerminate(_:)`, then the window and the connection
    /// to the X server close: what every way of quitting does before the process ends.
    private func closeWindow() {
        UIApplication.sharedIfMade?.terminate()
        cairo_surface_destroy(windowSurface)
        if !isWindowGone { XDestroyWindow(display, xWindow) }
        XCloseDisplay(display)
    }

    /// Whether another client destroyed the X window (`DestroyNotify`).
    private var isWindowGone = false

    // MARK: Frames

    /// The shortest time between two frames: one display interval at 60 Hz.
    public static let frameInterval: TimeInterval = HostFrameLoop.frameInterval

    /// Draws `frame` where the picture changed since the last one, and copies that to the X window.
    public func present(_ frame: HostFrame) {
        let list = frame.displayList
        let area: CGRect?
        if let shownList {
            area = renderer.update(backBuffer, from: shownList, to: list)
        } else {
            let cr = cairo_create(backBuffer.surface)!
            renderer.draw(list, into: cr, area: nil)
            cairo_destroy(cr)
            area = CGRect(origin: .zero, size: window.bounds.size)
        }
        shownList = list
        guard let area else { return }
        copyToWindow(CGRect(x: Double(area.minX) * scale, y: Double(area.minY) * scale,
                       width: Double(area.width) * scale, height: Double(area.height) * scale))
    }

    /// The picture of the current frame drawn afresh, whole: what the window should show.
    public func freshPicture() -> PixelImage {
        renderer.image(of: window.displayList(), size: window.bounds.size)
    }

    /// Copies `pixels` (a rectangle in device pixels) of the window's picture to the X window.
    private func copyToWindow(_ pixels: CGRect) {
        let rect = pixels.integral
        let cr = cairo_create(windowSurface)!
        cairo_set_source_surface(cr, backBuffer.surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(windowSurface)
        XFlush(display)
    }

    // MARK: Events

    /// Handles every event the X server has sent.
    private func handlePendingEvents() {
        var event = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            handle(&event)
        }
    }

    private func point(x: Int32, y: Int32) -> CGPoint {
        CGPoint(x: Double(x) / scale, y: Double(y) / scale)
    }

    private func handle(_ event: inout XEvent) {
        switch event.type {
        case Expose:
            let expose = event.xexpose
            copyToWindow(CGRect(x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height)))
        case ConfigureNotify:
            resize(pixelWidth: Int(event.xconfigure.width), pixelHeight: Int(event.xconfigure.height))
        case ButtonPress:
            let button = event.xbutton
            let location = point(x: button.x, y: button.y)
            switch button.button {
            case UInt32(Button1):
                window.showsKeyboardFocus = false
                frameLoop.handle(.pointerDown(location))
            case UInt32(Button3): frameLoop.handle(.secondaryClick(location))
            case UInt32(Button4): frameLoop.handle(.wheel(lines: -1, columns: 0, shift: false, at: location))
            case UInt32(Button5): frameLoop.handle(.wheel(lines: 1, columns: 0, shift: false, at: location))
            case 6: frameLoop.handle(.wheel(lines: 0, columns: -1, shift: false, at: location))
            case 7: frameLoop.handle(.wheel(lines: 0, columns: 1, shift: false, at: location))
            default: break
            }
        case MotionNotify:
            frameLoop.handle(.pointerDragged(point(x: event.xmotion.x, y: event.xmotion.y)))
        case ButtonRelease where event.xbutton.button == UInt32(Button1):
            frameLoop.handle(.pointerUp(point(x: event.xbutton.x, y: event.xbutton.y)))
        case KeyPress:
            handleKey(&event.xkey)
        case ClientMessage where UInt(event.xclient.data.l.0) == deleteWindowAtom:
            quit(status: 0)
        case DestroyNotify where event.xdestroywindow.window == xWindow:
            isWindowGone = true
            quit(status: 0)
        // A grab (a window manager's hotkey, Alt-Tab held) takes the keyboard for a moment: the
        // touch is cancelled, but the application stays active.
        case FocusIn where event.xfocus.mode == NotifyNormal || event.xfocus.mode == NotifyWhileGrabbed:
            frameLoop.handle(.focus(true))
        case FocusOut where event.xfocus.mode == NotifyNormal || event.xfocus.mode == NotifyWhileGrabbed:
            frameLoop.handle(.focus(false))
        case FocusOut:
            frameLoop.handle(.pointerCancelled)
        default:
            break
        }
    }

    private func handleKey(_ event: inout XKeyEvent) {
        var buffer = [CChar](repeating: 0, count: 32)
        var symbol: KeySym = 0
        let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &symbol, nil)
        let text = X11Keyboard.typedText(bytes: buffer[0..<Int(max(0, count))].map { UInt8(bitPattern: $0) }, symbol: symbol)
        guard let key = X11Keyboard.key(symbol: symbol, text: text, state: event.state) else { return }
        if key.modifierFlags.contains(.control), key.charactersIgnoringModifiers == "q" { quit(status: 0) }
        window.showsKeyboardFocus = true
        window.advanceAnimations(to: frameLoop.clock())
        defer { scheduleFrame() }
        if keyHandler?(key) == true { return }
        // The terminal's keys: `q` quits and `?` (or F1) shows the keys, unless something takes
        // what is typed (a text field, an alert, a type-ahead search).
        if key.keyCode == .keyboardF(1) { return showHelp() }
        if key.modifierFlags.subtracting([.shift, .alphaShift]).isEmpty, !window.isTyping(at: frameLoop.clock()), helpAlert == nil {
            if key.characters == "?" { return showHelp() }
            if key.characters == "q" { quit(status: 0) }
        }
        frameLoop.handle(.key(key))
    }

    // MARK: Key help

    /// Lines the application adds to the key help, after the window's standard keys.
    public var helpEntries: [(keys: String, action: String)] = []

    /// The keys every Trestle window has.
    public static let standardHelpEntries: [(keys: String, action: String)] = [
        ("↑ ↓  Tab", "move the focus"),
        ("PgUp PgDn", "a screen up or down"),
        ("Home End", "first or last row"),
        ("Return  Space", "select the focused row"),
        ("click, drag", "touch"),
        ("right click", "context menu"),
        ("wheel", "scroll"),
        ("?  F1", "these keys"),
        ("q  Ctrl-Q", "quit"),
    ]

    private weak var helpAlert: UIAlertController?

    /// Shows the keys the window takes (the standard ones, ``helpEntries``, then the key commands
    /// with a `discoverabilityTitle` along the responder chain) in an alert, closed by its button
    /// or Esc.
    public func showHelp() {
        guard helpAlert == nil else { return }
        var presenter = window.rootViewController
        while let presented = presenter?.presentedViewController { presenter = presented }
        guard let presenter else { return }
        let entries = Self.standardHelpEntries + helpEntries + KeyHelpEntries.keyCommandEntries(from: window.keyboardTarget)
        let alert = UIAlertController(title: "Keys", message: entries.map { "\($0.keys): \($0.action)" }.joined(separator: "\n"),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        helpAlert = alert
        presenter.present(alert, animated: true)
    }

    /// The X window is `pixelWidth` × `pixelHeight` now: the window takes the size in points and
    /// everything is drawn again.
    private func resize(pixelWidth: Int, pixelHeight: Int) {
        guard pixelWidth != backBuffer.width || pixelHeight != backBuffer.height else { return }
        backBuffer = PixelImage(width: pixelWidth, height: pixelHeight, scale: scale)
        cairo_xlib_surface_set_size(windowSurface, Int32(pixelWidth), Int32(pixelHeight))
        frameLoop.handle(.resize(CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)))
        shownList = nil
    }
}
