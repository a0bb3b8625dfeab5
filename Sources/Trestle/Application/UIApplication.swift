import Foundation

/// The running application: its delegate, its state, and its windows.
///
/// As in UIKit there is one, ``shared``, made by `UIApplicationMain` (in the host module, such as
/// TrestleTerminal) before the delegate hears ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``.
/// Code that runs without `UIApplicationMain` — a test, a host driven by hand — gets a shared
/// application on first use, in the ``State-swift.enum/inactive`` state with no delegate.
///
/// The host drives the life cycle: it launches the application, makes it active when the terminal
/// (or window) has focus, inactive when focus goes elsewhere, puts it in the background while the
/// process is stopped (Ctrl-Z) and terminates it when the user quits or the process is asked to
/// end. Each change reaches the delegate and is posted to `NotificationCenter.default`, in UIKit's
/// order (see ``UIApplicationDelegate``).
///
/// - Note: UIKit's delegate property is `unowned(unsafe)`: `UIApplicationMain` keeps the delegate
///   it creates alive. Trestle's ``delegate`` is `weak`, and `UIApplicationMain` keeps its delegate
///   the same way; an application set up by hand must keep its delegate itself.
@MainActor
open class UIApplication: UIResponder {
    /// The application's states.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active
        /// In the foreground but not receiving events: launching, or the terminal lost focus.
        case inactive
        /// Not on screen: the process is stopped (Ctrl-Z), or about to end.
        case background
    }

    /// Keys of the launch options dictionary passed to the delegate. Trestle's hosts pass none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private static var current: UIApplication?

    /// The application. `UIApplicationMain` makes it (of the principal class it is given);
    /// otherwise it is made on first use.
    public static var shared: UIApplication {
        if let current { return current }
        let application = UIApplication()
        current = application
        return application
    }

    /// Installs `application` as ``shared``: `UIApplicationMain` does, once.
    package static func install(_ application: UIApplication) {
        current = application
    }

    /// The shared application if one exists, without making one.
    package static var sharedIfMade: UIApplication? { current }

    /// The application's delegate, told of launch and of every state change.
    public weak var delegate: (any UIApplicationDelegate)?

    /// Where the application is in its life cycle. ``State-swift.enum/inactive`` until the host
    /// makes it active after launching.
    public package(set) var applicationState: State = .inactive

    /// Whether the delegate has been told the application finished launching.
    package var isLaunched = false

    /// The delegate `UIApplicationMain` created, kept alive for as long as the application runs.
    package var ownedDelegate: (any UIApplicationDelegate)?

    /// Whether the application was told it is about to end.
    package var isTerminating = false

    /// The windows made key, oldest first. Not held weakly: a weak reference gives a window a
    /// side table, which sends each of its many retains a frame down the runtime's slow path.
    /// A window takes itself out when it is deinitialised (``forget(_:)``).
    private var windowReferences: [WindowReference] = []
    private unowned(unsafe) var key: UIWindow?

    /// Creates an application. Use ``shared``: `UIApplicationMain` creates the one an app has.
    public required override init() {
        super.init()
    }

    /// The application's visible windows, in the order they became visible.
    public var windows: [UIWindow] {
        windowReferences.map(\.window).filter { !$0.isHidden }
    }

    /// The window that receives key presses: the last one made key and visible that is still shown.
    @available(*, deprecated, message: "As in UIKit since iOS 13; still answers with the key window")
    public var keyWindow: UIWindow? { currentKeyWindow }

    /// The key window, for Trestle's own use (``keyWindow`` is deprecated, as in UIKit).
    package var currentKeyWindow: UIWindow? {
        guard let key, !key.isHidden else { return nil }
        return key
    }

    /// The next responder: the delegate, when it is a responder that is not a view, a view
    /// controller or the application itself, as in UIKit. Key commands the delegate offers are
    /// therefore heard in every window and listed in a host's key help.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
              !(responder is UIView), !(responder is UIViewController) else { return nil }
        return responder
    }

    /// A window became key and visible (``UIWindow/makeKeyAndVisible()``).
    package func windowDidBecomeKey(_ window: UIWindow) {
        window.application = self
        windowReferences.removeAll { $0.window === window }
        windowReferences.append(WindowReference(window: window))
        let previous = key
        key = window
        if let previous, previous !== window { previous.loseKey() }
    }

    /// Forgets `window` (it is being deinitialised).
    package func forget(_ window: UIWindow) {
        windowReferences.removeAll { $0.window === window }
        if key === window { key = nil }
    }

    private struct WindowReference {
        unowned(unsafe) let window: UIWindow
    }
}

extension UIApplication {
    /// Posted after the application finished launching.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the application became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the application is about to become inactive.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the application went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the application is about to come back from the background.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the application is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
