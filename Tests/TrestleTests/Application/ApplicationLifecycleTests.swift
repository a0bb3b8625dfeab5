import Foundation
import Testing
@testable import Trestle
import TrestleTesting

/// An app delegate that writes down what it hears, and the notifications posted beside it.
@MainActor
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var events: [String] = []
    var window: UIWindow?
    /// Runs in `didFinishLaunching`, to make the window.
    var onLaunch: ((UIApplication) -> Void)?
    private var observers: [NSObjectProtocol] = []

    /// Also records the notifications `application` posts, as "notification:Name".
    func observeNotifications(of application: UIApplication) {
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { [weak self] note in
                let short = note.name.rawValue.replacingOccurrences(of: "UIApplication", with: "").replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { self?.events.append("notification:\(short)") }
            })
        }
    }

    func removeObservers() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
    }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.append("didFinishLaunching(\(application.applicationState))")
        onLaunch?(application)
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { events.append("willResignActive(\(application.applicationState))") }
    func applicationDidEnterBackground(_ application: UIApplication) { events.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { events.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { events.append("willTerminate") }
}

/// A delegate that implements nothing: every method's default applies.
final class MinimalAppDelegate: UIApplicationDelegate {}

@MainActor
@Suite("The application's life cycle reaches its delegate and NotificationCenter in UIKit's order")
struct ApplicationLifecycleTests {
    func launched() -> (UIApplication, RecordingAppDelegate) {
        let application = UIApplication()
        let delegate = RecordingAppDelegate()
        application.delegate = delegate
        delegate.observeNotifications(of: application)
        application.finishLaunching()
        return (application, delegate)
    }

    @Test("Launching calls willFinishLaunching then didFinishLaunching, inactive, then posts didFinishLaunching; once only")
    func launching() {
        let (application, delegate) = launched()
        defer { delegate.removeObservers() }
        #expect(delegate.events == ["willFinishLaunching", "didFinishLaunching(inactive)", "notification:DidFinishLaunching"])
        #expect(application.applicationState == .inactive)
        application.finishLaunching()
        #expect(delegate.events.count == 3, "a second launch says nothing")
    }

    @Test("Focus lost and regained: willResignActive while still active, then didBecomeActive; repeats say nothing")
    func focus() {
        let (application, delegate) = launched()
        defer { delegate.removeObservers() }
        application.becomeActive()
        application.becomeActive()
        #expect(application.applicationState == .active)
        delegate.events.removeAll()
        application.resignActive()
        application.resignActive()
        #expect(application.applicationState == .inactive)
        application.becomeActive()
        #expect(delegate.events == ["willResignActive(active)", "notification:WillResignActive",
                                    "didBecomeActive", "notification:DidBecomeActive"])
    }

    @Test("Background and back: resign, didEnterBackground, then willEnterForeground and didBecomeActive")
    func background() {
        let (application, delegate) = launched()
        defer { delegate.removeObservers() }
        application.becomeActive()
        delegate.events.removeAll()
        application.enterBackground()
        #expect(application.applicationState == .background)
        application.resignActive()
        application.enterBackground()
        #expect(delegate.events == ["willResignActive(active)", "notification:WillResignActive",
                                    "didEnterBackground", "notification:DidEnterBackground"],
                "resigning or backgrounding again while in the background says nothing")
        delegate.events.removeAll()
        application.becomeActive()
        #expect(application.applicationState == .active)
        #expect(delegate.events == ["willEnterForeground", "notification:WillEnterForeground",
                                    "didBecomeActive", "notification:DidBecomeActive"])
    }

    @Test("Terminating an active application resigns it first; a stopped one hears only willTerminate; once only")
    func terminating() {
        let (active, activeDelegate) = launched()
        defer { activeDelegate.removeObservers() }
        active.becomeActive()
        activeDelegate.events.removeAll()
        active.terminate()
        active.terminate()
        #expect(activeDelegate.events == ["willResignActive(active)", "notification:WillResignActive",
                                          "willTerminate", "notification:WillTerminate"])

        let (stopped, stoppedDelegate) = launched()
        defer { stoppedDelegate.removeObservers() }
        stopped.becomeActive()
        stopped.enterBackground()
        stoppedDelegate.events.removeAll()
        stopped.terminate()
        #expect(stoppedDelegate.events == ["willTerminate", "notification:WillTerminate"])
    }

    @Test("A delegate implementing nothing launches and runs on the defaults: launch methods return true, no window")
    func defaults() {
        let delegate = MinimalAppDelegate()
        let application = UIApplication()
        #expect(delegate.application(application, willFinishLaunchingWithOptions: nil))
        #expect(delegate.application(application, didFinishLaunchingWithOptions: nil))
        delegate.window = UIWindow(frame: .zero)
        #expect(delegate.window == nil, "without a stored window property there is no window, as in UIKit")
        application.delegate = delegate
        application.finishLaunching()
        application.becomeActive()
        application.terminate()
        #expect(application.applicationState == .background)
    }

    @Test("The key window is the last made key and visible; the one before resigns key; windows lists the shown ones")
    func keyWindow() {
        let application = UIApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        first.isHidden = false
        first.makeKey()
        application.windowDidBecomeKey(first)
        second.isHidden = false
        second.makeKey()
        application.windowDidBecomeKey(second)
        #expect(application.currentKeyWindow === second)
        #expect(second.isKeyWindow)
        #expect(!first.isKeyWindow)
        #expect(application.windows.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        second.isHidden = true
        #expect(application.currentKeyWindow == nil)
        #expect(application.windows.count == 1)
    }

    @Test("A window that goes away leaves the application's windows and is no longer its key window")
    func windowThatGoesAway() {
        let application = UIApplication()
        let kept = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        kept.isHidden = false
        kept.makeKey()
        application.windowDidBecomeKey(kept)
        do {
            let passing = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
            passing.isHidden = false
            passing.makeKey()
            application.windowDidBecomeKey(passing)
            #expect(application.windows.count == 2 && application.currentKeyWindow === passing)
        }
        #expect(application.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(kept)])
        #expect(application.currentKeyWindow == nil)
        withExtendedLifetime(kept) {}
    }
}

/// An app delegate offering an app-wide shortcut.
@MainActor
final class ShortcutAppDelegate: UIResponder, UIApplicationDelegate {
    var reloads = 0
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .control, discoverabilityTitle: "reload everything") { [weak self] _ in
            self?.reloads += 1
        }]
    }
}

@MainActor
@Suite("The responder chain goes on past the window to the application and its delegate, as in UIKit")
struct ApplicationResponderChainTests {
    @Test("window → application → delegate; the delegate's key commands work from a table deep in the window")
    func delegateKeyCommands() {
        let application = UIApplication()
        let delegate = ShortcutAppDelegate()
        application.delegate = delegate
        let host = HeadlessHost(size: CGSize(width: 30, height: 6))
        let data = ListDataSource([["one", "two"]])
        let controller = UITableViewController(style: .plain)
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        controller.tableView.dataSource = data
        host.rootViewController = UINavigationController(rootViewController: controller)
        host.layout()
        #expect(host.window.next == nil, "a window no application knows ends the chain")
        application.windowDidBecomeKey(host.window)
        #expect(host.window.next === application)
        #expect(application.next === delegate)
        #expect(host.press(.character("r"), modifiers: .control))
        #expect(delegate.reloads == 1)
    }

    @Test("A delegate that is a view controller (or no responder) is not the application's next responder")
    func delegateThatIsNotAResponderOfItsOwn() {
        final class ControllerDelegate: UIViewController, UIApplicationDelegate {
            required init() { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        let application = UIApplication()
        let controllerDelegate = ControllerDelegate()
        application.delegate = controllerDelegate
        #expect(application.next == nil)
        let plain = MinimalAppDelegate()
        application.delegate = plain
        #expect(application.next == nil)
    }
}
