import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UIAlertController")
struct AlertControllerTests {
    /// A 40×12 host whose root controller is a list; `log` records handlers and appearance calls.
    func setUp() -> (HeadlessHost, RecordingViewController, LifecycleLog) {
        let host = HeadlessHost(size: CGSize(width: 40, height: 12))
        let log = LifecycleLog()
        let root = RecordingViewController("Root", log: log)
        host.rootViewController = root
        log.clear()
        return (host, root, log)
    }

    /// "Delete photo?" with Delete (destructive), Keep (default) and Cancel.
    func deleteAlert(log: LifecycleLog, style: UIAlertController.Style = .alert) -> UIAlertController {
        let alert = UIAlertController(title: "Delete photo?", message: "This can't be undone.", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.events.append("Delete") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.events.append("Cancel") })
        alert.addAction(UIAlertAction(title: "Keep", style: .default) { _ in log.events.append("Keep") })
        return alert
    }

    /// The screen's lines with trailing spaces removed, for the rows the box covers.
    func box(_ host: HeadlessHost) -> [String] {
        host.screenLines().filter { !$0.isEmpty }
    }

    @Test("An alert draws as a centred box: bold title, message, the actions with the cancel action last and set apart")
    func alertLayout() {
        let (host, root, log) = setUp()
        root.present(deleteAlert(log: log), animated: true)
        let lines = host.screenLines()
        #expect(lines == [
            "",
            "       ╭───────────────────────╮",
            "       │     Delete photo?     │",
            "       │ This can't be undone. │",
            "       ├───────────────────────┤",
            "       │        Delete         │",
            "       │▌        Keep          │",
            "       ├───────────────────────┤",
            "       │        Cancel         │",
            "       ╰───────────────────────╯",
            "",
            "",
        ])
        #expect(host.styleLines()[2].contains("bbbbbbbbbbbbb"))
    }

    @Test("An action sheet sits at the bottom of the screen")
    func actionSheetLayout() {
        let (host, root, log) = setUp()
        root.present(deleteAlert(log: log, style: .actionSheet), animated: true)
        let lines = host.screenLines()
        #expect(lines.last?.hasPrefix(" ╰") == true)
        #expect(lines.last?.hasSuffix("╯") == true)
        #expect(lines[lines.count - 2].contains("Cancel"))
        #expect(lines.contains { $0.contains("Delete photo?") })
    }

    @Test("Presenting an alert leaves the presenter on screen: only the alert's appearance calls run")
    func presenterStays() {
        let (host, root, log) = setUp()
        let alert = deleteAlert(log: log)
        root.present(alert, animated: true)
        #expect(log.events.isEmpty)
        #expect(root.view.window === host.window)
        #expect(root.presentedViewController === alert)
        #expect(alert.presentingViewController === root)
        #expect(alert.view.isFirstResponder)
    }

    @Test("↓ and ↑ (and j, k) move the highlight; Return runs the highlighted action after the alert is dismissed")
    func keyboardOperation() {
        let (host, root, log) = setUp()
        let alert = UIAlertController(title: "Sort", message: nil, preferredStyle: .alert)
        var presentedDuringHandler: UIViewController?? = .none
        for title in ["Name", "Date", "Size"] {
            alert.addAction(UIAlertAction(title: title, style: .default) { action in
                log.events.append(action.title ?? "")
                presentedDuringHandler = .some(root.presentedViewController)
            })
        }
        root.present(alert, animated: false)
        #expect(host.screenLines().contains { $0.contains("▌") && $0.contains("Name") })
        host.press(.down)
        host.press(.down)
        host.press(.down)
        #expect(host.screenLines().contains { $0.contains("▌") && $0.contains("Size") })
        host.press(.up)
        host.press(.character("k"))
        host.press(.character("j"))
        #expect(host.screenLines().contains { $0.contains("▌") && $0.contains("Date") })
        #expect(host.press(.enter))
        #expect(log.events == ["Date"])
        #expect(presentedDuringHandler == .some(nil))
        #expect(root.presentedViewController == nil)
        #expect(alert.viewIfLoaded?.window == nil)
        #expect(!host.screenLines().contains { $0.contains("Sort") })
    }

    @Test("Space runs the highlighted action too")
    func spaceRuns() {
        let (host, root, log) = setUp()
        root.present(deleteAlert(log: log), animated: false)
        host.press(.space)
        #expect(log.events == ["Keep"])
    }

    @Test("The alert's own appearance calls come before the action's handler")
    func handlerAfterDismissal() {
        final class RecordingAlert: UIAlertController {
            var log: LifecycleLog?
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                log?.events.append("alert.viewWillDisappear")
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                log?.events.append("alert.viewDidDisappear")
            }
        }
        let (host, root, log) = setUp()
        let alert = RecordingAlert(title: "Done?", message: nil, preferredStyle: .alert)
        alert.log = log
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.events.append("handler") })
        root.present(alert, animated: true)
        host.press(.enter)
        #expect(log.events == ["alert.viewWillDisappear", "alert.viewDidDisappear", "handler"])
    }

    @Test("Esc runs the cancel action")
    func escapeCancels() {
        let (host, root, log) = setUp()
        root.present(deleteAlert(log: log), animated: false)
        #expect(host.press(.escape))
        #expect(log.events == ["Cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test("Without a cancel action, Esc leaves an alert up but dismisses an action sheet without running a handler")
    func escapeWithoutCancel() {
        for style in [UIAlertController.Style.alert, .actionSheet] {
            let (host, root, log) = setUp()
            let alert = UIAlertController(title: "Share", message: nil, preferredStyle: style)
            alert.addAction(UIAlertAction(title: "Copy", style: .default) { _ in log.events.append("Copy") })
            root.present(alert, animated: false)
            host.press(.escape)
            #expect(log.events.isEmpty)
            #expect((root.presentedViewController === alert) == (style == .alert))
        }
    }

    @Test("A click on an action runs it; a click elsewhere in an alert does nothing")
    func clicks() {
        let (host, root, log) = setUp()
        root.present(deleteAlert(log: log), animated: false)
        host.tap(at: CGPoint(x: 20, y: 3))
        host.tap(at: CGPoint(x: 2, y: 2))
        #expect(log.events.isEmpty)
        #expect(root.presentedViewController != nil)
        host.tap(at: CGPoint(x: 16, y: 5))
        #expect(log.events == ["Delete"])
        #expect(root.presentedViewController == nil)
    }

    @Test("A click outside an action sheet runs its cancel action")
    func clickOutsideSheet() {
        let (host, root, log) = setUp()
        root.present(deleteAlert(log: log, style: .actionSheet), animated: false)
        host.tap(at: CGPoint(x: 20, y: 0))
        #expect(log.events == ["Cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test("Disabled actions are skipped by the keys and ignore clicks")
    func disabledActions() {
        let (host, root, log) = setUp()
        let alert = UIAlertController(title: "Pick", message: nil, preferredStyle: .alert)
        let first = UIAlertAction(title: "First", style: .default) { _ in log.events.append("First") }
        let second = UIAlertAction(title: "Second", style: .default) { _ in log.events.append("Second") }
        let third = UIAlertAction(title: "Third", style: .default) { _ in log.events.append("Third") }
        second.isEnabled = false
        [first, second, third].forEach(alert.addAction)
        root.present(alert, animated: false)
        let secondRow = host.screenLines().firstIndex { $0.contains("Second") }!
        host.tap(at: CGPoint(x: 20, y: CGFloat(secondRow)))
        #expect(log.events.isEmpty)
        host.press(.down)
        host.press(.enter)
        #expect(log.events == ["Third"])
    }

    @Test("The highlight starts on the preferred action, else the first default action, else the cancel action")
    func initialHighlight() {
        let (host, root, log) = setUp()
        let alert = deleteAlert(log: log)
        alert.preferredAction = alert.actions[0]
        root.present(alert, animated: false)
        #expect(host.screenLines().contains { $0.contains("▌") && $0.contains("Delete") })
        alert.dismiss(animated: false)

        let destructiveOnly = UIAlertController(title: "Erase?", message: nil, preferredStyle: .alert)
        destructiveOnly.addAction(UIAlertAction(title: "Erase", style: .destructive) { _ in log.events.append("Erase") })
        destructiveOnly.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.events.append("Cancel") })
        root.present(destructiveOnly, animated: false)
        host.press(.enter)
        #expect(log.events == ["Cancel"])
    }

    @Test("Keys do not reach the screen behind the alert")
    func modalForKeys() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 12))
        let list = ListTableViewController(rows: ["a", "b", "c"])
        host.rootViewController = list
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        list.present(alert, animated: false)
        host.press(.down)
        host.press(.character("x"))
        #expect(list.tableView.indexPathForFocusedRow == nil)
        host.press(.enter)
        #expect(list.selectedRows.isEmpty)
        #expect(list.presentedViewController == nil)
        host.press(.down)
        #expect(list.tableView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
    }

    @Test("Presenting a second alert while one is up is reported and ignored")
    func presentTwice() {
        let (host, root, log) = setUp()
        defer { withExtendedLifetime(host) {} }
        let first = deleteAlert(log: log)
        let second = deleteAlert(log: log)
        root.present(first, animated: false)
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) { root.present(second, animated: false) }
        #expect(recorder.messages.count == 1)
        #expect(recorder.messages.first?.hasPrefix("Attempt to present") == true)
        #expect(recorder.messages.first?.contains("which is already presenting") == true)
        #expect(root.presentedViewController === first)
    }

    @Test("A handler can present another alert: the first is gone by then")
    func presentFromHandler() {
        let (host, root, log) = setUp()
        let next = UIAlertController(title: "Deleted", message: nil, preferredStyle: .alert)
        next.addAction(UIAlertAction(title: "OK", style: .default))
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .default) { _ in root.present(next, animated: true) })
        root.present(alert, animated: false)
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) { host.press(.enter) }
        #expect(recorder.messages.isEmpty)
        #expect(root.presentedViewController === next)
        #expect(log.events.isEmpty)
    }

    @Test("A second cancel action, or a preferred action not in the alert, is reported and ignored")
    func misuse() {
        let alert = UIAlertController(title: "x", message: nil, preferredStyle: .alert)
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Close", style: .cancel))
            alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        }
        #expect(recorder.messages.count == 2)
        #expect(recorder.messages.first == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        #expect(alert.actions.count == 1)
        #expect(alert.preferredAction == nil)
    }
}
