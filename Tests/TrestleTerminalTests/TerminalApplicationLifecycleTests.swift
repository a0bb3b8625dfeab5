import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTerminal
import TrestleTesting

/// An app delegate for the terminal host's tests: makes a window with a table and records what
/// it hears.
@MainActor
final class TerminalTestAppDelegate: UIApplicationDelegate {
    var events: [String] = []
    var window: UIWindow?
    /// The screen the window goes on (the host's; `UIApplicationMain` would make it `UIScreen.main`).
    static var screen: UIScreen?
    var makesWindow = true

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.append("didFinishLaunching")
        guard makesWindow, let screen = Self.screen else { return true }
        let window = UIWindow(frame: screen.bounds, screen: screen)
        let data = ListDataSource([["Alpha", "Beta", "Gamma"]])
        let controller = UITableViewController(style: .plain)
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        controller.tableView.dataSource = data
        retained = data
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    private var retained: AnyObject?

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { events.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { events.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { events.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { events.append("willTerminate") }
}

@MainActor
@Suite("The terminal host runs an application: focus, Ctrl-Z and quitting are life-cycle events", .serialized)
struct TerminalApplicationLifecycleTests {
    @MainActor
    final class Run {
        var stops = 0
        let host: TerminalApplication
        let application = UIApplication()
        let delegate = TerminalTestAppDelegate()

        init(makesWindow: Bool = true) {
            host = TerminalApplication(columns: 30, rows: 6, environment: [:], output: { _ in }, clock: { 0 })
            TerminalTestAppDelegate.screen = host.screen
            delegate.makesWindow = makesWindow
            application.delegate = delegate
            host.stopProcess = { [unowned self] in self.stops += 1 }
        }

        var screenText: String { host.snapshotLines().joined(separator: "\n") }

        /// Launches and makes the application active, as `run()` does once the terminal is set
        /// up, and forgets what the delegate heard so far.
        static func active() -> Run {
            let run = Run()
            run.host.launch(run.application)
            run.application.becomeActive()
            run.delegate.events.removeAll()
            return run
        }
    }

    @Test("Launching shows the window the delegate made key and visible, filling the terminal")
    func launchShowsTheDelegatesWindow() {
        let run = Run()
        run.host.launch(run.application)
        #expect(run.delegate.events == ["didFinishLaunching"])
        #expect(run.host.window === run.delegate.window)
        #expect(run.host.window.frame == CGRect(x: 0, y: 0, width: 30, height: 6))
        run.host.drawFrame()
        #expect(run.screenText.contains("Alpha"))
        #expect(run.screenText.contains("Gamma"))
    }

    @Test("A delegate that makes no window gets a report saying so, and the host's empty window stays")
    func launchWithoutWindow() {
        let run = Run(makesWindow: false)
        let hostWindow = run.host.window
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            run.host.launch(run.application)
        }
        #expect(run.host.window === hostWindow)
        #expect(reports.messages == ["the application delegate made no window key and visible in "
            + "application(_:didFinishLaunchingWithOptions:); there is nothing to show"])
    }

    @Test("Focus out makes the application inactive and focus in active again; a repeated report says nothing")
    func focus() {
        let run = Run.active()
        run.host.handle(.focusLost)
        run.host.handle(.focusLost)
        #expect(run.application.applicationState == .inactive)
        run.host.handle(.focusGained)
        run.host.handle(.focusGained)
        #expect(run.application.applicationState == .active)
        #expect(run.delegate.events == ["willResignActive", "didBecomeActive"])
    }

    @Test("Ctrl-Z sends the application to the background before the process stops; continuing brings it back active")
    func suspendAndResume() {
        let run = Run.active()
        run.host.suspend()
        #expect(run.stops == 1)
        #expect(run.application.applicationState == .background)
        #expect(run.delegate.events == ["willResignActive", "didEnterBackground"])
        // Focus reports that arrive while stopped do not wake the application.
        run.host.handle(.focusGained)
        #expect(run.application.applicationState == .background)
        run.host.resume()
        #expect(run.application.applicationState == .active)
        #expect(run.delegate.events == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test("A SIGCONT the host did not stop for repaints but leaves an inactive application inactive")
    func continueWhileInactive() {
        let run = Run.active()
        run.host.handle(.focusLost)
        run.host.resume()
        #expect(run.application.applicationState == .inactive)
        #expect(run.delegate.events == ["willResignActive"])
    }

    @Test("The Ctrl-Z key suspends as SIGTSTP does: raw mode keeps the terminal from sending the signal itself")
    func ctrlZKey() {
        let run = Run.active()
        run.host.handle(.key(TerminalKey(.character("z"), modifiers: .control)))
        #expect(run.stops == 1)
        #expect(run.application.applicationState == .background)
    }

    @Test("Quitting tells the application it will terminate, after resigning active")
    func quitting() {
        let run = Run.active()
        run.host.prepareToQuit()
        #expect(run.delegate.events == ["willResignActive", "willTerminate"])
    }

    @Test("A terminal resize reaches the application's view controllers as viewWillTransition(to:with:)")
    func resize() {
        final class Sizing: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                sizes.append(size)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let run = Run()
        run.host.launch(run.application)
        let controller = Sizing()
        run.host.window.rootViewController = controller
        run.host.handle(.resize(columns: 44, rows: 9))
        #expect(controller.sizes == [CGSize(width: 44, height: 9)])
        #expect(run.host.window.bounds.size == CGSize(width: 44, height: 9))
        #expect(run.host.screen.bounds.size == CGSize(width: 44, height: 9))
    }

    @Test("TRESTLE_HOST naming a host this build lacks, or no terminal, is explained before anything starts")
    func launchProblems() {
        #expect(TerminalApplication.launchProblem(environment: [:], isInteractive: true) == nil)
        #expect(TerminalApplication.launchProblem(environment: ["TRESTLE_HOST": "terminal"], isInteractive: true) == nil)
        #expect(TerminalApplication.launchProblem(environment: ["TRESTLE_HOST": "pixel"], isInteractive: true)
                == "TRESTLE_HOST=pixel names a host this program does not have (hosts: terminal)")
        #expect(TerminalApplication.launchProblem(environment: [:], isInteractive: false)?.hasPrefix("needs a terminal") == true)
    }
}

@MainActor
@Suite("The key help lists the key commands the responders offer")
struct TerminalKeyHelpCommandTests {
    final class Commands: UITableViewController {
        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(input: "s", discoverabilityTitle: "star") { _ in },
                UIKeyCommand(input: "r", modifierFlags: .control, discoverabilityTitle: "refresh") { _ in },
                UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .alternate, discoverabilityTitle: "move up") { _ in },
                UIKeyCommand(input: "x") { _ in },   // no title: not listed, as UIKit does not list it
            ]
        }
    }

    @Test("? shows the standard keys, then each titled command of the responder chain once, with its modifiers")
    func keyCommandsInHelp() {
        let host = TerminalApplication(columns: 70, rows: 30, environment: [:], output: { _ in }, clock: { 0 })
        let top = Commands(style: .plain)
        host.rootViewController = UINavigationController(rootViewController: top)
        host.window.makeKeyAndVisible()
        host.drawFrame()
        host.showHelp()
        let entries = host.helpView?.entries ?? []
        let commands = entries.suffix(3).map { "\($0.keys) \($0.action)" }
        #expect(commands == ["s star", "Ctrl-r refresh", "Alt-↑ move up"])
        #expect(entries.count == TerminalKeyHelpView.standardEntries(for: top.tableView).count + 3)
        host.drawFrame()
        #expect(host.snapshotLines().joined(separator: "\n").contains("Ctrl-r"))
    }

    /// Rows that can be neither swiped nor edited.
    class Rows: UITableViewController {
        var rows = ["one", "two", "three"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    /// Rows that can be deleted, and so swiped.
    final class DeletableRows: Rows {
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @Test("The key help lists the swipe and editing keys only where rows can be swiped and edited")
    func helpFollowsTheScreen() {
        func entries(showing controller: UITableViewController) -> [String] {
            let host = TerminalApplication(columns: 70, rows: 30, environment: [:], output: { _ in }, clock: { 0 })
            host.rootViewController = UINavigationController(rootViewController: controller)
            host.window.makeKeyAndVisible()
            host.drawFrame()
            host.showHelp()
            return (host.helpView?.entries ?? []).map(\.keys)
        }
        let plain = entries(showing: Rows(style: .plain))
        #expect(!plain.contains("Del  ← →"))
        #expect(!plain.contains { $0.hasPrefix("editing:") })
        #expect(plain.contains("↑ ↓  k j") && plain.contains("q  Ctrl-C"))
        let deletable = entries(showing: DeletableRows(style: .plain))
        #expect(deletable.contains("Del  ← →"))
        #expect(deletable.contains("editing: Del then Return"))
    }
}
