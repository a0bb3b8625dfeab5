import Foundation
import Testing
import Trestle
import TrestleTesting

/// A navigation controller that records its own appearance calls.
@MainActor
final class RecordingNavigationController: UINavigationController {
    var log: LifecycleLog?

    override func viewDidLoad() {
        super.viewDidLoad()
        log?.events.append("Nav.viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log?.events.append("Nav.viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log?.events.append("Nav.viewDidAppear")
    }
}

/// Records the navigation controller delegate's calls into a lifecycle log.
@MainActor
final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    let log: LifecycleLog
    init(log: LifecycleLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.events.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.events.append("didShow \(viewController.title ?? "")")
    }
}

@MainActor
@Suite("UINavigationController")
struct NavigationControllerTests {
    /// A navigation controller with A at the root, installed in a 40×10 host; the log is cleared.
    func setUp(width: CGFloat = 40) -> (HeadlessHost, UINavigationController, LifecycleLog, RecordingViewController) {
        let log = LifecycleLog()
        let a = RecordingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let host = HeadlessHost(size: CGSize(width: width, height: 10))
        host.rootViewController = nav
        log.clear()
        return (host, nav, log, a)
    }

    // MARK: Lifecycle

    @Test("Installed as the root, the navigation controller appears first, then its root controller")
    func rootInstall() {
        let log = LifecycleLog()
        let a = RecordingViewController("A", log: log)
        let nav = RecordingNavigationController(rootViewController: a)
        nav.log = log
        #expect(log.events == ["A.willMove(parent)", "A.didMove(parent)"])
        log.clear()
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        host.rootViewController = nav
        #expect(log.events == ["Nav.viewDidLoad", "Nav.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear",
                               "Nav.viewDidAppear", "A.viewDidAppear"])
        #expect(a.navigationController === nav)
        #expect(a.parent === nav)
    }

    @Test("Push: B loads, A's disappearance and B's appearance interleave, then didMove(toParent:)")
    func pushOrder() {
        let (host, nav, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(log.events == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                               "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
        #expect(nav.viewControllers == [a, b])
        #expect(nav.topViewController === b)
        #expect(b.navigationController === nav)
        #expect(a.viewIfLoaded?.window == nil)
        #expect(b.view.window != nil)
    }

    @Test("Pop: B's disappearance and A's appearance interleave; B leaves the stack")
    func popOrder() {
        let (host, nav, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: false)
        log.clear()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(log.events == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                               "A.viewDidAppear", "B.didMove(nil)"])
        #expect(nav.viewControllers == [a])
        #expect(b.parent == nil)
        #expect(b.navigationController == nil)
        #expect(a.view.window != nil)
    }

    @Test("During a pop, viewControllers no longer holds the popped controller, which is still a child until it is gone")
    func stateDuringPop() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func viewWillDisappear(_ animated: Bool) {
                seen.append("willDisappear moving=\(isMovingFromParent) inStack=\(navigationController?.viewControllers.contains(self) == true)")
            }
        }
        let (host, nav, _, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        let probe = Probe()
        nav.pushViewController(probe, animated: false)
        nav.popViewController(animated: false)
        #expect(probe.seen == ["willDisappear moving=true inStack=false"])
        #expect(!probe.isMovingFromParent)
    }

    @Test("During a push, isMovingToParent is true in the pushed controller's appearance methods")
    func stateDuringPush() {
        final class Probe: UIViewController {
            var seen: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { seen.append(isMovingToParent) }
            override func viewDidAppear(_ animated: Bool) { seen.append(isMovingToParent) }
        }
        let (host, nav, _, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        let probe = Probe()
        nav.pushViewController(probe, animated: true)
        #expect(probe.seen == [true, true])
        #expect(!probe.isMovingToParent)
    }

    @Test("popToRootViewController: only the old top and the root get appearance calls; the middle ones only move")
    func popToRootOrder() {
        let (host, nav, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        log.clear()
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped == [b, c])
        #expect(log.events == ["B.willMove(nil)", "C.willMove(nil)", "C.viewWillDisappear", "A.viewWillAppear",
                               "C.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "C.didMove(nil)"])
        #expect(nav.viewControllers == [a])
    }

    @Test("popToViewController pops down to a controller; one not in the stack is reported")
    func popToViewController() {
        let (host, nav, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        #expect(nav.popToViewController(b, animated: false) == [c])
        #expect(nav.viewControllers == [a, b])
        #expect(nav.popToViewController(b, animated: false) == [])
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            #expect(nav.popToViewController(c, animated: false) == nil)
        }
        #expect(recorder.messages == ["Tried to pop to a view controller that doesn't exist."])
        #expect(nav.viewControllers == [a, b])
    }

    @Test("Popping the root does nothing and returns nil")
    func popRoot() {
        let (host, nav, log, a) = setUp()
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.viewControllers == [a])
        #expect(log.events.isEmpty)
        #expect(a.view.window === host.window)
    }

    @Test("Pushing the same instance twice is reported with UIKit's message and ignored")
    func pushSameInstanceTwice() {
        let (host, nav, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: false)
        log.clear()
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            nav.pushViewController(b, animated: false)
            nav.pushViewController(a, animated: false)
        }
        #expect(recorder.messages.count == 2)
        #expect(recorder.messages.allSatisfy { $0.hasPrefix("Pushing the same view controller instance more than once is not supported") })
        #expect(nav.viewControllers == [a, b])
        #expect(log.events.isEmpty)
    }

    @Test("Pushing a navigation controller, or setting a stack with duplicates, is reported and ignored")
    func otherMisuse() {
        let (host, nav, _, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = UIViewController()
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            nav.pushViewController(UINavigationController(rootViewController: UIViewController()), animated: false)
            nav.setViewControllers([a, b, b], animated: false)
        }
        #expect(recorder.messages.count == 2)
        #expect(recorder.messages[0].hasPrefix("Pushing a navigation controller is not supported"))
        #expect(recorder.messages[1].hasPrefix("All view controllers in a navigation controller must be distinct"))
        #expect(nav.viewControllers == [a])
    }

    @Test("setViewControllers replaces the stack: the old top disappears, the new top appears, removed ones leave")
    func setViewControllers() {
        let (host, nav, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        nav.pushViewController(b, animated: false)
        log.clear()
        nav.setViewControllers([a, c], animated: true)
        #expect(log.events == ["B.willMove(nil)", "C.willMove(parent)", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear",
                               "B.viewDidDisappear", "C.viewDidAppear", "C.didMove(parent)", "B.didMove(nil)"])
        #expect(nav.viewControllers == [a, c])
        #expect(nav.children == [a, c])
        #expect(b.parent == nil)
    }

    @Test("Off screen, pushes change the stack without appearance calls; the top appears with the navigation controller")
    func pushOffScreen() {
        let log = LifecycleLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: true)
        #expect(log.events == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)"])
        log.clear()
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        host.rootViewController = nav
        #expect(log.events == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(!a.isViewLoaded)
    }

    @Test("The delegate hears willShow before the appearance calls and didShow after")
    func delegateOrder() {
        let (host, nav, log, _) = setUp()
        defer { withExtendedLifetime(host) {} }
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(log.events == ["B.willMove(parent)", "B.viewDidLoad", "willShow B", "A.viewWillDisappear", "B.viewWillAppear",
                               "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "didShow B"])
    }

    @Test("A push requested from viewDidAppear runs after the current transition")
    func nestedPush() {
        final class Pusher: UIViewController {
            var following: UIViewController?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if let following {
                    self.following = nil
                    navigationController?.pushViewController(following, animated: true)
                }
            }
        }
        let (host, nav, _, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let pusher = Pusher()
        let c = UIViewController()
        pusher.following = c
        nav.pushViewController(pusher, animated: true)
        #expect(nav.viewControllers == [a, pusher, c])
        #expect(c.view.window != nil)
        #expect(pusher.viewIfLoaded?.window == nil)
    }

    // MARK: The bar

    @Test("The bar shows the top title centred and bold; the top view fills the area below it")
    func barAtRoot() {
        let (host, nav, _, a) = setUp()
        let lines = host.screenLines()
        #expect(lines[0] == String(repeating: " ", count: 19) + "A")
        #expect(host.styleLines()[0] == String(repeating: "u", count: 19) + "B" + String(repeating: "u", count: 20))
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 40, height: 1))
        #expect(a.view.frame == CGRect(x: 0, y: 1, width: 40, height: 9))
    }

    @Test("With a previous controller the bar shows ‹ and its title at the leading edge")
    func barWithBackButton() {
        let (host, nav, _, a) = setUp()
        a.title = "Settings"
        let b = UIViewController()
        b.title = "General"
        nav.pushViewController(b, animated: false)
        #expect(host.screenLines()[0] == " ‹ Settings     General")
        a.navigationItem.backButtonTitle = "Back to it"
        #expect(host.screenLines()[0] == " ‹ Back to it   General")
        a.navigationItem.backButtonTitle = nil
        a.title = nil
        #expect(host.screenLines()[0] == " ‹ Back         General")
    }

    @Test("A long back title shortens to Back, then to ‹ alone")
    func backTitleShortens() {
        let (host, nav, _, a) = setUp(width: 30)
        a.title = "A very long previous title"
        let b = UIViewController()
        b.title = "Detail"
        nav.pushViewController(b, animated: false)
        #expect(host.screenLines()[0] == " ‹ Back     Detail")
        b.title = "A rather long title"
        #expect(host.screenLines()[0] == " ‹   A rather long title")
    }

    @Test("Bar button items show at the edges; a click runs the item's action with the item as sender")
    func barButtonItems() {
        let (host, _, _, a) = setUp()
        var senders: [UIBarButtonItem] = []
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { action in
            if let item = action.sender as? UIBarButtonItem { senders.append(item) }
        })
        let save = UIBarButtonItem(title: "Save", style: .done, primaryAction: UIAction { action in
            if let item = action.sender as? UIBarButtonItem { senders.append(item) }
        })
        let cancel = UIBarButtonItem(systemItem: .cancel)
        a.navigationItem.rightBarButtonItems = [save, add]
        a.navigationItem.leftBarButtonItem = cancel
        #expect(host.screenLines()[0] == " Cancel" + String(repeating: " ", count: 12) + "A" + String(repeating: " ", count: 12) + "+  Save")
        host.tap(at: CGPoint(x: 36, y: 0))
        #expect(senders.count == 1 && senders[0] === save)
        host.tap(at: CGPoint(x: 32, y: 0))
        #expect(senders.count == 2 && senders[1] === add)
        host.tap(at: CGPoint(x: 31, y: 0))
        #expect(senders.count == 2)
        save.isEnabled = false
        host.tap(at: CGPoint(x: 36, y: 0))
        #expect(senders.count == 2)
    }

    @Test("A click on the back button pops")
    func tapBackPops() {
        let (host, nav, _, a) = setUp()
        nav.pushViewController(UIViewController(), animated: false)
        host.tap(at: CGPoint(x: 3, y: 0))
        #expect(nav.viewControllers == [a])
        #expect(host.screenLines()[0] == String(repeating: " ", count: 19) + "A")
    }

    @Test("Esc and Backspace pop; at the root they are not handled")
    func keysPop() {
        let (host, nav, _, a) = setUp()
        let b = UIViewController()
        let c = UIViewController()
        nav.setViewControllers([a, b, c], animated: false)
        #expect(host.press(.escape))
        #expect(nav.viewControllers == [a, b])
        #expect(host.press(.backspace))
        #expect(nav.viewControllers == [a])
        #expect(!host.press(.escape))
        #expect(!host.press(.backspace))
        #expect(nav.viewControllers == [a])
    }

    @Test("With a table on top, Esc first ends a type-ahead search, then pops")
    func escapeAfterTypeAhead() {
        let (host, nav, _, a) = setUp()
        let list = ListTableViewController(rows: ["alpha", "beta", "gamma"])
        nav.pushViewController(list, animated: false)
        host.press(.character("b"))
        #expect(list.tableView.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        #expect(list.tableView.typeAheadText == "b")
        host.press(.escape)
        #expect(nav.viewControllers.count == 2)
        host.press(.escape)
        #expect(nav.viewControllers == [a])
    }

    @Test("Esc does not pop when the back button is hidden or replaced, or something is presented")
    func keysRespectTheBackButton() {
        let (host, nav, _, a) = setUp()
        let b = UIViewController()
        nav.pushViewController(b, animated: false)
        b.navigationItem.hidesBackButton = true
        #expect(!host.press(.escape))
        b.navigationItem.hidesBackButton = false
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close)
        #expect(!host.press(.escape))
        b.navigationItem.leftItemsSupplementBackButton = true
        b.present(UIViewController(), animated: false)
        host.press(.escape)
        #expect(nav.viewControllers == [a, b])
        b.dismiss(animated: false)
        #expect(host.press(.escape))
        #expect(nav.viewControllers == [a])
    }

    @Test("A hidden bar gives the whole view to the top controller")
    func hiddenBar() {
        let (host, nav, _, a) = setUp()
        nav.setNavigationBarHidden(true, animated: true)
        host.layout()
        #expect(nav.isNavigationBarHidden)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(host.screenLines()[0] == "")
        nav.isNavigationBarHidden = false
        host.layout()
        #expect(a.view.frame == CGRect(x: 0, y: 1, width: 40, height: 9))
    }

    @Test("A prompt adds a line above the bar")
    func prompt() {
        let (host, _, _, a) = setUp()
        a.navigationItem.prompt = "Choose one"
        let lines = host.screenLines()
        #expect(lines[0] == "               Choose one")
        #expect(lines[1] == String(repeating: " ", count: 19) + "A")
        #expect(a.view.frame == CGRect(x: 0, y: 2, width: 40, height: 8))
    }

    @Test("The bar of a navigation controller cannot be given items directly")
    func managedBar() {
        let (host, nav, _, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            nav.navigationBar.setItems([UINavigationItem(title: "x")], animated: false)
        }
        #expect(recorder.messages.count == 1)
        #expect(nav.navigationBar.topItem === a.navigationItem)
    }
}
