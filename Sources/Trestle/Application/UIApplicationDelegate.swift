import Foundation

/// What an application tells its delegate: that it launched, and each change of state.
///
/// The delegate makes the application's window in
/// ``application(_:didFinishLaunchingWithOptions:)``, sets its root view controller and makes it
/// key and visible; the host shows that window. Every method has a default that does nothing
/// (the launch methods return `true`), as UIKit's optional methods do when not implemented.
///
/// The host calls, in order:
///
/// | Event | Delegate methods | State after |
/// |---|---|---|
/// | launch | ``application(_:willFinishLaunchingWithOptions:)``, ``application(_:didFinishLaunchingWithOptions:)``, then ``applicationDidBecomeActive(_:)`` once the host runs | active |
/// | the terminal loses focus | ``applicationWillResignActive(_:)`` | inactive |
/// | the terminal gets focus back | ``applicationDidBecomeActive(_:)`` | active |
/// | Ctrl-Z (the process stops) | ``applicationWillResignActive(_:)`` if active, ``applicationDidEnterBackground(_:)`` | background |
/// | the process continues | ``applicationWillEnterForeground(_:)``, ``applicationDidBecomeActive(_:)`` | active |
/// | quit (`q`, Ctrl-C), SIGTERM, SIGINT, SIGHUP | ``applicationWillResignActive(_:)`` if active, ``applicationWillTerminate(_:)`` | background |
///
/// Each is also posted to `NotificationCenter.default` (``UIApplication/didBecomeActiveNotification``
/// and the rest) with the application as the object, after the delegate heard it.
///
/// `UIApplicationMain` creates the delegate from its type, so the protocol asks for `init()`. Swift
/// creates a class from its type only through a `required` initializer; a delegate class is
/// therefore `final` (or declares `required init()`), which UIKit does not ask:
///
/// ```swift
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.rootViewController = UINavigationController(rootViewController: ListViewController())
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate; `UIApplicationMain` calls it.
    init()

    /// The window the application shows. Default: none (a stored `var window: UIWindow?` in the
    /// delegate replaces it, as in UIKit).
    var window: UIWindow? { get set }

    /// Launching has begun; the application is inactive. Default: returns `true`.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// Launching is nearly done: make the window here. Default: returns `true`.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The application became active: it receives input.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The application is about to stop receiving input: pause what should not run unseen.
    func applicationWillResignActive(_ application: UIApplication)

    /// The application is in the background: save what the user would not want to lose.
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The application is about to come back from the background.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The application is about to end: save, quickly. The process exits when this returns.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}
