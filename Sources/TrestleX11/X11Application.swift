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
/// Ctrl-Q and closing the window quit.
///
/// - Note: Text input through an input method (Korean, for one) is not supported yet: keys type
///   what the keyboard layout gives them.
@MainActor
public final class X11Application {
    /// The window being shown.
    public let window: UIWindow
    /// Pixels a point.
    public let scale: Double
    /// Keys the application wants first: return `true` to take one.
    public var keyHandler: ((UIKey) -> Bool)?
    /// Called before each frame is laid out, drawn or not.
    public var frameHandler: (() -> Void)?

    private let display: OpaquePointer
    private let xWindow: Window
    private let deleteWindowAtom: Atom
    private let renderer: PixelRenderer
    private var backBuffer: PixelImage
    private var windowSurface: OpaquePointer
    private var shownList: DisplayList?
    private let pointer = HostPointer()
    private var sources: [DispatchSourceProtocol] = []
    private let clock: () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    private lazy var frames: HostFramePacer = {
        let frames = HostFramePacer(clock: clock)
        frames.drawHandler = { [weak self] in self?.drawFrame() }
        return frames
    }()

    /// Opens a window of `size` points titled `title`.
    ///
    /// - Throws: ``X11HostError`` when there is no X server to open it on, and the pixel host's
    ///   `PixelHostError` when a font is missing.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: Double? = nil, title: String = "Trestle",
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if let error = X11HostError.check(environment) { throw error }
        guard let display = XOpenDisplay(nil) else { throw X11HostError.cannotOpenDisplay(environment["DISPLAY"] ?? "") }
        self.display = display
        let scale = scale ?? Self.scale(environment: environment, display: display)
        self.scale = scale
        renderer = try PixelRenderer(scale: scale)
        let pixels = (width: Int((Double(size.width) * scale).rounded()), height: Int((Double(size.height) * scale).rounded()))
        let screenNumber = XDefaultScreen(display)
        xWindow = XCreateSimpleWindow(display, XRootWindow(display, screenNumber), 0, 0, UInt32(pixels.width),
                                      UInt32(pixels.height), 0, XBlackPixel(display, screenNumber), XWhitePixel(display, screenNumber))
        XStoreName(display, xWindow, title)
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
        window = UIWindow(frame: screen.bounds, screen: screen)
        window.showsKeyboardFocus = false
        window.needsFrameHandler = { [weak self] in self?.scheduleFrame() }
    }

    /// The view controller whose view fills the window.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    /// The scale `TRESTLE_SCALE` asks for, else the one the X server's `Xft.dpi` implies, else 1.
    static func scale(environment: [String: String], display: OpaquePointer) -> Double {
        if let value = environment["TRESTLE_SCALE"].flatMap(Double.init), [1.0, 2, 3].contains(value) { return value }
        guard let resources = XResourceManagerString(display) else { return 1 }
        return scale(fromResources: String(cString: resources))
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
                    self.quit(status: 0)
                }
            }
            source.resume()
            sources.append(source)
        }
        scheduleFrame()
        dispatchMain()
    }

    /// Closes the window and exits with `status`.
    public func quit(status: Int32 = 0) -> Never {
        cairo_surface_destroy(windowSurface)
        XDestroyWindow(display, xWindow)
        XCloseDisplay(display)
        exit(status)
    }

    // MARK: Frames

    /// The shortest time between two frames: one display interval at 60 Hz.
    public static let frameInterval: TimeInterval = HostFramePacer.frameInterval

    /// Asks for a frame: on the next turn of the main queue, or when a display interval has
    /// passed since the last one.
    public func scheduleFrame() {
        frames.schedule()
    }

    /// Draws a frame now: lays the window out and draws what changed since the last frame.
    public func drawFrame() {
        frames.beginFrame(of: window)
        defer { if window.isAnimating { scheduleFrame() } }
        window.layoutIfNeeded()
        frameHandler?()
        window.layoutIfNeeded()
        let list = window.displayList()
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
        present(CGRect(x: Double(area.minX) * scale, y: Double(area.minY) * scale,
                       width: Double(area.width) * scale, height: Double(area.height) * scale))
    }

    /// The picture of the current frame drawn afresh, whole: what the window should show.
    public func freshPicture() -> PixelImage {
        renderer.image(of: window.displayList(), size: window.bounds.size)
    }

    /// Copies `pixels` (a rectangle in device pixels) of the window's picture to the X window.
    private func present(_ pixels: CGRect) {
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
        let now = clock()
        window.advanceAnimations(to: now)
        switch event.type {
        case Expose:
            let expose = event.xexpose
            present(CGRect(x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height)))
            return
        case ConfigureNotify:
            resize(pixelWidth: Int(event.xconfigure.width), pixelHeight: Int(event.xconfigure.height))
        case ButtonPress:
            let button = event.xbutton
            let location = point(x: button.x, y: button.y)
            switch button.button {
            case UInt32(Button1):
                window.showsKeyboardFocus = false
                pointer.press(at: location, in: window, timestamp: now)
            case UInt32(Button3): pointer.secondaryClick(at: location, in: window, timestamp: now)
            case UInt32(Button4): pointer.wheel(lines: -1, columns: 0, at: location, in: window, timestamp: now)
            case UInt32(Button5): pointer.wheel(lines: 1, columns: 0, at: location, in: window, timestamp: now)
            case 6: pointer.wheel(lines: 0, columns: -1, at: location, in: window, timestamp: now)
            case 7: pointer.wheel(lines: 0, columns: 1, at: location, in: window, timestamp: now)
            default: break
            }
        case MotionNotify:
            pointer.drag(to: point(x: event.xmotion.x, y: event.xmotion.y), in: window, timestamp: now)
        case ButtonRelease where event.xbutton.button == UInt32(Button1):
            pointer.release(at: point(x: event.xbutton.x, y: event.xbutton.y), in: window, timestamp: now)
        case KeyPress:
            handleKey(&event.xkey, timestamp: now)
        case ClientMessage where UInt(event.xclient.data.l.0) == deleteWindowAtom:
            quit(status: 0)
        case FocusOut:
            pointer.cancel(in: window, timestamp: now)
        default:
            return
        }
        scheduleFrame()
    }

    private func handleKey(_ event: inout XKeyEvent, timestamp: TimeInterval) {
        var buffer = [CChar](repeating: 0, count: 32)
        var symbol: KeySym = 0
        let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &symbol, nil)
        let text = count > 0 ? String(decoding: buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        guard let key = X11Keyboard.key(symbol: symbol, text: text, state: event.state) else { return }
        if key.modifierFlags.contains(.control), key.charactersIgnoringModifiers == "q" { quit(status: 0) }
        window.showsKeyboardFocus = true
        if keyHandler?(key) == true { return }
        _ = window.deliver(key, timestamp: timestamp)
    }

    /// The X window is `pixelWidth` × `pixelHeight` now: the window takes the size in points and
    /// everything is drawn again.
    private func resize(pixelWidth: Int, pixelHeight: Int) {
        guard pixelWidth != backBuffer.width || pixelHeight != backBuffer.height else { return }
        backBuffer = PixelImage(width: pixelWidth, height: pixelHeight, scale: scale)
        cairo_xlib_surface_set_size(windowSurface, Int32(pixelWidth), Int32(pixelHeight))
        window.transition(to: CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale))
        shownList = nil
    }
}
