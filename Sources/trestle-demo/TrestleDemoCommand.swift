// trestle-demo: sample screens from the project's seeds, written with Trestle's UIKit API and
// shown in the terminal. `trestle-demo --help` explains the command line.

import ArgumentParser
import Foundation
import Trestle
import TrestleCore
import TrestleDemo
import TrestleTerminal

let processStart = ProcessInfo.processInfo.systemUptime

@main
struct TrestleDemoCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "trestle-demo",
            abstract: "Sample screens from Trestle's seeds, written with its UIKit API and shown in the terminal.",
            discussion: MainActor.assumeIsolated { DemoHelp.discussion }
        )
    }

    @Argument(help: ArgumentHelp("The screen to start on (Esc goes back to the catalog); see SCREENS.", valueName: "screen"),
              completion: .custom { _, _, _ in ["catalog"] + MainActor.assumeIsolated { DemoScreen.all.map(\.name) } })
    var screen: String?

    @Flag(help: "List the screens, with the files the database screens use, and exit.")
    var list = false

    @Flag(help: "Print one frame of the screen as text and exit; no terminal needed.")
    var snapshot = false

    @Option(name: .customLong("png"), parsing: .upToNextOption,
            help: ArgumentHelp("Write SCREEN at iOS metrics (390 × 844 points) to FILE as a PNG and exit; needs the pixel host.",
                               valueName: "screen> <file"))
    var png: [String] = []

    @Option(name: .customLong("scale"),
            help: ArgumentHelp("Pixels a point for --png (default 3) and --window (default: TRESTLE_SCALE, else the X "
                               + "server's Xft.dpi): 1, 2 or 3.", valueName: "n"))
    var scale: Double?

    @Flag(help: "Open the screen (the catalog by default) in an X11 window, drawn at iOS metrics; needs DISPLAY and the pixel host.")
    var window = false

    @Option(name: .customLong("capture"),
            help: ArgumentHelp("With --window: on SIGUSR1, write the window's frame, drawn afresh and whole, to FILE as a PNG.",
                               valueName: "file"),
            completion: .file())
    var capture: String?

    @Option(name: .customLong("database"),
            help: ArgumentHelp("The World Clock screen's SQLite file (default: $XDG_DATA_HOME/trestle/world-clock.sqlite, "
                + "else ~/.local/share/trestle/world-clock.sqlite; --snapshot without it uses a temporary file).",
                valueName: "path"),
            completion: .file())
    var database: String?

    @Option(name: .customLong("contacts-database"),
            help: ArgumentHelp("The Contacts screen's SQLite file (default: contacts.sqlite beside the World Clock's), "
                + "seeded once with a million people or TRESTLE_CONTACTS_COUNT.", valueName: "path"),
            completion: .file())
    var contactsDatabase: String?

    @Flag(name: .customLong("measure-contacts"),
          help: "Measure the Contacts screen without a terminal (first frame, paging, memory, index jumps) and exit.")
    var measureContacts = false

    mutating func validate() throws {
        // Screen names are taken in any case, and a near miss is answered with the names it may mean.
        func canonical(_ typed: String) throws -> String {
            try MainActor.assumeIsolated {
                guard let name = DemoScreen.canonicalName(typed) else { throw ValidationError(DemoScreen.unknownNameMessage(typed)) }
                return name
            }
        }
        if let typed = screen { screen = try canonical(typed) }
        if !png.isEmpty {
            guard png.count == 2 else { throw ValidationError("--png needs a screen and a file: --png catalog catalog.png") }
            png[0] = try canonical(png[0])
        }
        if let scale, ![1.0, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3") }
        if capture != nil && !window { throw ValidationError("--capture goes with --window") }
        if database?.isEmpty == true { throw ValidationError("--database needs a file path") }
        if contactsDatabase?.isEmpty == true { throw ValidationError("--contacts-database needs a file path") }
    }

    func run() throws {
        MainActor.assumeIsolated {
            let demo = DemoLaunch(screen: screen, database: database, contactsDatabase: contactsDatabase)
            if list { demo.printList() }
            if measureContacts { demo.measureContacts() }
            if snapshot { demo.printSnapshot() }
            if !png.isEmpty {
                DemoLaunch(screen: png[0], database: database, contactsDatabase: contactsDatabase)
                    .writePNG(to: png[1], scale: scale ?? 3)
            }
            if window { demo.runInWindow(scale: scale, capture: capture) }
            demo.runInTerminal()
        }
    }
}

/// What `--help` says beyond the options: the screens, the keys and the environment, in
/// columns wrapped to fit 80 (the help's own width, which would otherwise re-wrap them).
@MainActor
enum DemoHelp {
    static let width = 79

    static var discussion: String {
        let screens = [("catalog", "the list of screens (the default)")] + DemoScreen.all.map { ($0.name, $0.summary) }
        let variables = TerminalEnvironment.variables + demoVariables
        return """
            SCREENS:
            \(table(screens))

            KEYS:
            \(table(keys))

            ENVIRONMENT:
            \(table(variables))
            """
    }

    static let keys: [(String, String)] = [
        ("↑ ↓ k j", "move the focused row; PgUp PgDn Home End (Ctrl-B Ctrl-F g G) go further"),
        ("Return", "open the focused screen or row"),
        ("Esc Backspace", "back to the screen before"),
        ("1–9", "open one of the first nine screens"),
        ("/", "search, on a screen with a search bar"),
        ("?", "every key of the screen shown"),
        ("Ctrl-T", "mouse capture off and on (off: select text)"),
        ("Ctrl-Z", "suspend; the shell's fg resumes"),
        ("q Ctrl-C", "quit"),
    ]

    static let demoVariables: [(name: String, meaning: String)] = [
        ("TRESTLE_CONTACTS_COUNT", "how many people a new Contacts file is seeded with (1 to 10,000,000)"),
        ("XDG_DATA_HOME", "where the World Clock and Contacts files are kept (default: ~/.local/share)"),
        ("TRESTLE_SCALE", "pixels a point of the --window window: 1, 2 or 3 (default: from the X server's Xft.dpi)"),
        ("DISPLAY", "the X server --window opens its window on"),
        ("TRESTLE_PIXEL", "when building: 1 builds the pixel host (--png) or fails, 0 leaves it out; "
            + "by default it is built where Cairo and Pango are installed"),
    ]

    /// Two columns: the names, then their texts wrapped under each other.
    static func table(_ rows: [(String, String)]) -> String {
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let indent = 2 + nameWidth + 2
        return rows.map { name, text in
            let lines = wrap(text, width: width - indent)
            let first = "  " + name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + (lines.first ?? "")
            return ([first] + lines.dropFirst().map { String(repeating: " ", count: indent) + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken between words.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

/// The demo's modes, once the command line is parsed.
@MainActor
struct DemoLaunch {
    let screen: String?
    let database: String?
    let contactsDatabase: String?

    /// The screen's index in `DemoScreen.all`: `nil` for the catalog.
    var start: Int? {
        guard let screen, screen != "catalog" else { return nil }
        return DemoScreen.all.firstIndex { $0.name == screen }
    }

    func printList() -> Never {
        // Names in a column wide enough for the longest, never cut short; one line per screen, the
        // name first (CI reads the first words as screen names).
        let width = max(10, DemoScreen.all.map(\.name.count).max() ?? 0)
        print("\("catalog".padding(toLength: width, withPad: " ", startingAt: 0)) the list of screens (the default)")
        for screen in DemoScreen.all {
            var summary = screen.summary
            if screen.name == "clock" {
                summary += " (file: --database PATH, default \(database ?? WorldClockStore.defaultPath()))"
            }
            if screen.name == "contacts" {
                summary += " (file: --contacts-database PATH, default \(contactsDatabase ?? ContactsDemoDatabase.defaultPath()))"
            }
            print("\(screen.name.padding(toLength: width, withPad: " ", startingAt: 0)) \(summary)")
        }
        exit(0)
    }

    /// A measured run of the Contacts screen, without a terminal (see ContactsMeasurement).
    func measureContacts() -> Never {
        let path = contactsDatabase ?? ContactsDemoDatabase.defaultPath()
        let count = ContactsDemoDatabase.countFromEnvironment() ?? ContactsDemoDatabase.count
        Task { @MainActor in
            let report = await ContactsMeasurement.run(path: path, count: count, processStart: processStart)
            print("file: \(path)")
            print(report)
            exit(0)
        }
        dispatchMain()
    }

    /// One frame as text. A snapshot never writes to the user's data folder: without
    /// `--database`, the World Clock screen gets a temporary file, removed before exiting; the
    /// Contacts screen too (a small one). The Contacts screen's frame is taken once its file is
    /// read (5 s at most); a file that will not open is shown, said on standard error, and ends
    /// the run with status 1.
    func printSnapshot() -> Never {
        let temporaryFolder = useSnapshotDatabases()
        let policy = TerminalWidthPolicy.fromEnvironment(ProcessInfo.processInfo.environment)
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 60, height: 24),
                              metrics: MetricsProfile.terminal.withWidthPolicy(policy))
        let window = UIWindow(frame: screen.bounds, screen: screen)
        let root = DemoRootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        if let start { root.open(start) }
        window.layoutIfNeeded()
        root.updateStatus(now: 0)
        // A screen whose file will not open says so at once: the frame shows why, and the exit
        // status says it failed (what it started in the background is waited for, 5 s at most).
        let deadline = Date().addingTimeInterval(5)
        // Laying out asks for the rows on screen, which may start reads of their own.
        while Date() < deadline, !root.visibleScreenHasSettled {
            RunLoop.main.run(until: Date().addingTimeInterval(0.02))
            window.layoutIfNeeded()
        }
        for line in TerminalRendering.lines(of: window) { print(line) }
        if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
        if let problem = root.visibleProblem {
            FileHandle.standardError.write(Data("trestle-demo: \(problem)\n".utf8))
            exit(1)
        }
        exit(0)
    }

    /// Points the database screens at the files a one-frame picture uses: those given, else
    /// temporary ones (a small Contacts file) in a folder it returns, for the caller to remove.
    func useSnapshotDatabases() -> URL? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-demo-snapshot-\(UUID().uuidString)")
        WorldClockDemoDatabase.path = database ?? folder.appendingPathComponent("world-clock.sqlite").path
        ContactsDemoDatabase.path = contactsDatabase ?? folder.appendingPathComponent("contacts.sqlite").path
        if contactsDatabase == nil { ContactsDemoDatabase.count = ContactsDemoDatabase.temporaryCount }
        return database == nil || contactsDatabase == nil ? folder : nil
    }

    /// Points the database screens at the user's files: those given, else the default ones in
    /// the data folder (the interactive modes: the terminal and the window).
    func useUserDatabases() {
        WorldClockDemoDatabase.path = database ?? WorldClockStore.defaultPath()
        ContactsDemoDatabase.path = contactsDatabase ?? ContactsDemoDatabase.defaultPath()
        if let count = ContactsDemoDatabase.countFromEnvironment() { ContactsDemoDatabase.count = count }
    }

    /// The interactive demo; without a terminal, an explanation and status 1.
    func runInTerminal() -> Never {
        guard TerminalSession.isInteractive else {
            let names = DemoScreen.all.map(\.name)
            FileHandle.standardError.write(Data("""
                trestle-demo needs a terminal: run it in one, or print a frame with
                  trestle-demo <screen> --snapshot     (screens: catalog, \(names.joined(separator: ", ")))
                See 'trestle-demo --help'.

                """.utf8))
            exit(1)
        }
        if let reason = TerminalSession.unsupportedTerminalReason(environment: ProcessInfo.processInfo.environment) {
            FileHandle.standardError.write(Data("""
                trestle-demo: \(reason).
                Run it in a terminal emulator, or print a frame with 'trestle-demo <screen> --snapshot'.

                """.utf8))
            exit(1)
        }
        useUserDatabases()
        let app = TerminalApplication()
        let root = DemoRootViewController()
        app.rootViewController = root
        if let start { root.open(start) }
        // Digits reach the first nine screens.
        let digitScreens = min(9, DemoScreen.all.count)
        let demoHelp = [("1–\(digitScreens)", "open a screen"), ("Esc  Backspace", "back")]
        app.helpEntries = demoHelp
        app.frameHandler = {
            root.updateStatus(now: ProcessInfo.processInfo.systemUptime)
            // The help lists the open screen's own keys too.
            app.helpEntries = demoHelp + root.screenKeyHelp
        }
        app.keyHandler = { key in
            // Digits open screens, except while a type-ahead search or an alert takes the keys.
            guard key.modifiers.isEmpty, case .character(let character) = key.code,
                  let digit = character.wholeNumberValue, (1...digitScreens).contains(digit),
                  !root.isTyping(at: ProcessInfo.processInfo.systemUptime),
                  root.navigation.presentedViewController == nil, root.presentedViewController == nil else { return false }
            root.open(digit - 1)
            return true
        }
        app.run()
    }
}
