import Foundation
import Testing
import Trestle
import TrestleTesting

/// The calls view controllers receive, in order, shared by the controllers of one test.
@MainActor
final class LifecycleLog {
    var events: [String] = []
    func clear() { events.removeAll() }
}

/// A view controller that records its lifecycle calls as "Name.method".
@MainActor
class RecordingViewController: UIViewController {
    let name: String
    let log: LifecycleLog
    var logsLayout = false

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.events.append("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.events.append("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.events.append("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.events.append("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.events.append("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.events.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.events.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func viewWillLayoutSubviews() {
        if logsLayout { log.events.append("\(name).viewWillLayoutSubviews") }
    }
    override func viewDidLayoutSubviews() {
        if logsLayout { log.events.append("\(name).viewDidLayoutSubviews") }
    }
}

/// A view that records when it lays out, to place `layoutSubviews` among the controller's calls.
@MainActor
final class LayoutRecordingView: UIView {
    var onLayout: (() -> Void)?
    override func layoutSubviews() { onLayout?() }
}

/// A controller that records the keys that reach it through the responder chain.
@MainActor
final class KeyRecordingViewController: UIViewController {
    var keys: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, key.characters == "x" else {
            super.pressesBegan(presses, with: event)
            return
        }
        keys.append(key.characters)
    }
}

/// A table view controller with a list of rows.
@MainActor
final class ListTableViewController: UITableViewController {
    let rows: [String]
    var selectedRows: [Int] = []

    init(rows: [String], style: UITableView.Style = .plain) {
        self.rows = rows
        super.init(style: style)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }
}

@MainActor
@Suite("UIViewController")
struct ViewControllerTests {
    @Test("The view loads on first access: loadView, then viewDidLoad, once")
    func viewLoadsLazily() {
        let log = LifecycleLog()
        let controller = RecordingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(log.events == ["A.viewDidLoad"])
    }

    @Test("The default view starts at the main screen's size and follows its container, as UIKit's loadView makes it")
    func defaultViewIsScreenSized() {
        let controller = UIViewController()
        #expect(controller.view.bounds.size == UIScreen.main.bounds.size, "frames worked out in viewDidLoad start from a real size")
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let child = UIViewController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100), "a child's view added as it is follows the parent's")
    }

    @Test("Installing the root view controller loads it and runs viewWillAppear, then viewDidAppear")
    func rootInstallOrder() {
        let log = LifecycleLog()
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        let controller = RecordingViewController("A", log: log)
        host.rootViewController = controller
        #expect(log.events == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(host.window.rootViewController === controller)
        #expect(host.window.rootView === controller.view)
        #expect(controller.view.window === host.window)
    }

    @Test("The root view's next responder is its controller; the controller's is the window; the window's is nil")
    func responderChain() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        let controller = UIViewController()
        host.rootViewController = controller
        #expect(controller.view.next === controller)
        #expect(controller.next === host.window)
        #expect(host.window.next == nil)
        let subview = UIView()
        controller.view.addSubview(subview)
        #expect(subview.next === controller.view)
    }

    @Test("In a hidden window the root controller appears at makeKeyAndVisible")
    func hiddenWindowDefersAppearance() {
        let log = LifecycleLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        window.rootViewController = RecordingViewController("A", log: log)
        #expect(log.events == ["A.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.events == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test("Replacing the root view controller: the old one disappears as the new one appears")
    func replacingRoot() {
        let log = LifecycleLog()
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        host.rootViewController = a
        log.clear()
        host.rootViewController = b
        #expect(log.events == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(a.viewIfLoaded?.window == nil)
        #expect(b.view.window === host.window)
    }

    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews surround the root view's layoutSubviews")
    func layoutCallbacks() {
        let log = LifecycleLog()
        let controller = RecordingViewController("A", log: log)
        let view = LayoutRecordingView()
        view.onLayout = { log.events.append("view.layoutSubviews") }
        controller.view = view
        controller.logsLayout = true
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        host.rootViewController = controller
        log.clear()
        host.layout()
        #expect(log.events == ["A.viewWillLayoutSubviews", "view.layoutSubviews", "A.viewDidLayoutSubviews"])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 5))
    }

    @Test("Setting the title sets the navigation item's title; the item starts with the title")
    func titleAndNavigationItem() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Mail"
        #expect(controller.navigationItem.title == "Mail")
        controller.navigationItem.title = "Other"
        #expect(controller.title == "Mail")
        #expect(controller.navigationItem === controller.navigationItem)
    }

    @Test("addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil)")
    func containment() {
        let log = LifecycleLog()
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(log.events == ["C.willMove(parent)", "C.didMove(parent)", "C.willMove(nil)", "C.didMove(nil)"])
    }

    @Test("Adding a controller to itself or to its own descendant is reported and ignored")
    func containmentCycles() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            parent.addChild(parent)
            child.addChild(parent)
        }
        #expect(recorder.messages.count == 2)
        #expect(parent.parent == nil)
        #expect(child.children.isEmpty)
    }

    @Test("A view can belong to only one controller: assigning another's view is reported")
    func viewBelongsToOneController() {
        let a = UIViewController()
        let b = UIViewController()
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) { b.view = a.view }
        #expect(recorder.messages.count == 1)
        #expect(recorder.messages.first?.contains("A view can only be associated with at most one view controller at a time!") == true)
        #expect(b.view !== a.view)
    }

    @Test("editButtonItem toggles editing: Edit becomes a bold Done, and back")
    func editButtonItem() {
        final class Editable: UIViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let controller = Editable()
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        let nav = UINavigationController(rootViewController: controller)
        controller.navigationItem.rightBarButtonItem = item
        let host = HeadlessHost(size: CGSize(width: 30, height: 5))
        host.rootViewController = nav
        #expect(host.screenLines()[0].hasSuffix("Edit"))
        host.tap(at: CGPoint(x: 27, y: 0))
        #expect(controller.isEditing)
        #expect(controller.calls == [true])
        #expect(item.title == "Done")
        #expect(item.style == .done)
        #expect(host.screenLines()[0].hasSuffix("Done"))
        #expect(host.styleLines()[0].hasSuffix("BBBBu"))
        controller.isEditing = false
        #expect(item.title == "Edit")
        #expect(controller.calls == [true, false])
    }

    @Test("A key no view uses travels from the controller's view to the controller")
    func keysReachTheController() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        let controller = KeyRecordingViewController()
        host.rootViewController = controller
        #expect(host.press(.character("x")))
        #expect(controller.keys == ["x"])
        #expect(!host.press(.character("y")))
    }
}

@MainActor
@Suite("UIViewController presentation")
struct PresentationTests {
    func setUp() -> (HeadlessHost, LifecycleLog, RecordingViewController) {
        let host = HeadlessHost(size: CGSize(width: 20, height: 6))
        let log = LifecycleLog()
        let root = RecordingViewController("A", log: log)
        host.rootViewController = root
        log.clear()
        return (host, log, root)
    }

    @Test("Full-screen presentation: B loads, A disappears around B's appearance, then the completion runs")
    func presentFullScreen() {
        let (host, log, a) = setUp()
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { log.events.append("completion") }
        #expect(log.events == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear", "completion"])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.view.window === host.window)
        #expect(b.view.frame == host.window.bounds)
        #expect(a.view.window == nil)
        #expect(b.next === a)
    }

    @Test("Full-screen dismissal: B's disappearance surrounds A's appearance, then the completion runs")
    func dismissFullScreen() {
        let (host, log, a) = setUp()
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        log.clear()
        b.dismiss(animated: true) { log.events.append("completion") }
        #expect(log.events == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "completion"])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.view.window === host.window)
        #expect(b.view.window == nil)
    }

    @Test("isBeingPresented and isBeingDismissed are true during the presented controller's appearance methods")
    func beingPresentedFlags() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear presented=\(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear dismissed=\(isBeingDismissed)") }
        }
        let (host, _, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let probe = Probe()
        a.present(probe, animated: true)
        probe.dismiss(animated: true)
        #expect(probe.seen == ["willAppear presented=true", "willDisappear dismissed=true"])
        #expect(!probe.isBeingPresented && !probe.isBeingDismissed)
    }

    @Test("A page sheet leaves the presenter on screen: only the presented controller's calls")
    func presentPageSheet() {
        let (host, log, a) = setUp()
        let b = RecordingViewController("B", log: log)
        a.present(b, animated: true)
        #expect(log.events == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(a.view.window === host.window)
        log.clear()
        a.dismiss(animated: true)
        #expect(log.events == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test("Presenting while already presenting is reported and ignored; its completion does not run")
    func presentTwice() {
        let (host, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        a.present(b, animated: false)
        let recorder = DiagnosticsRecorder()
        var completed = false
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            a.present(c, animated: false) { completed = true }
        }
        #expect(recorder.messages.count == 1)
        #expect(recorder.messages.first?.contains("which is already presenting") == true)
        #expect(!completed)
        #expect(a.presentedViewController === b)
        #expect(!c.isViewLoaded)
    }

    @Test("Presenting a controller that is already presented, or from a view not in a window, is reported")
    func presentMisuse() {
        let (host, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        let b = RecordingViewController("B", log: log)
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            a.present(b, animated: false)
            b.present(b, animated: false)
            UIViewController().present(UIViewController(), animated: false)
        }
        #expect(recorder.messages.count == 2)
        #expect(recorder.messages.last?.contains("whose view is not in the window hierarchy") == true)
    }

    @Test("A child presents through its container, and dismissing from the presented controller works")
    func presentFromChild() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 6))
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        host.rootViewController = nav
        let modal = UIViewController()
        child.present(modal, animated: false)
        #expect(modal.presentingViewController === nav)
        #expect(child.presentedViewController === modal)
        #expect(nav.visibleViewController === modal)
        modal.dismiss(animated: false)
        #expect(nav.presentedViewController == nil)
        #expect(nav.visibleViewController === child)
    }

    @Test("Keys go to the presented controller's table, not to the one behind it")
    func presentedControllerTakesKeys() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 6))
        let back = ListTableViewController(rows: ["a", "b", "c"])
        host.rootViewController = back
        let front = ListTableViewController(rows: ["x", "y", "z"])
        back.present(front, animated: false)
        host.press(.down)
        host.press(.enter)
        #expect(front.selectedRows == [0])
        #expect(back.selectedRows.isEmpty)
        #expect(host.screenLines()[0].contains("x"))
    }

    @Test("dismiss with nothing presented does nothing and does not run its completion")
    func dismissNothing() {
        let (host, log, a) = setUp()
        defer { withExtendedLifetime(host) {} }
        var completed = false
        a.dismiss(animated: false) { completed = true }
        #expect(!completed)
        #expect(log.events.isEmpty)
    }
}

@MainActor
@Suite("UITableViewController")
struct TableViewControllerTests {
    @Test("The table is the controller's view, with the controller as data source and delegate, and shows its rows")
    func showsRows() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 4))
        let controller = ListTableViewController(rows: ["Apple", "Banana", "Cherry"])
        host.rootViewController = controller
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        let lines = host.screenLines()
        #expect(lines[0].hasPrefix(" Apple"))
        #expect(lines[1].hasPrefix(" Banana"))
        #expect(lines[2].hasPrefix(" Cherry"))
    }

    @Test("Methods a subclass does not override answer as UIKit does when they are not implemented")
    func defaults() {
        let controller = UITableViewController(style: .grouped)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.numberOfSections == 1)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
        #expect(controller.clearsSelectionOnViewWillAppear)
        let table = controller.tableView!
        table.rowHeight = 3
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 3)
    }

    @Test("A subclass's overrides are called through the protocols (dynamic dispatch)")
    func overridesAreDispatched() {
        final class Tall: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 2 }
        }
        let host = HeadlessHost(size: CGSize(width: 20, height: 6))
        let controller = Tall(style: .plain)
        host.rootViewController = controller
        host.layout()
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 2, width: 20, height: 2))
    }

    @Test("Popping back to a table view controller clears its selection in viewWillAppear")
    func clearsSelectionWhenPoppedBackTo() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 6))
        let list = ListTableViewController(rows: ["a", "b", "c"])
        let nav = UINavigationController(rootViewController: list)
        host.rootViewController = nav
        host.tap(at: CGPoint(x: 2, y: 2))
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        nav.pushViewController(UIViewController(), animated: true)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        nav.popViewController(animated: true)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test("The selection stays in multiple selection mode, or when clearsSelectionOnViewWillAppear is false")
    func keepsSelection() {
        for multiple in [true, false] {
            let host = HeadlessHost(size: CGSize(width: 20, height: 6))
            let list = ListTableViewController(rows: ["a", "b", "c"])
            let nav = UINavigationController(rootViewController: list)
            host.rootViewController = nav
            if multiple {
                list.tableView.allowsMultipleSelection = true
            } else {
                list.clearsSelectionOnViewWillAppear = false
            }
            host.tap(at: CGPoint(x: 2, y: 1))
            host.tap(at: CGPoint(x: 2, y: 3))
            let selected = list.tableView.indexPathsForSelectedRows
            #expect(selected != nil)
            nav.pushViewController(UIViewController(), animated: false)
            nav.popViewController(animated: false)
            #expect(list.tableView.indexPathsForSelectedRows == selected)
        }
    }
}
