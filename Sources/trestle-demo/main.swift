// trestle-demo: sample screens from the project's seeds, written with Trestle's UIKit API and
// shown in the terminal.
//
//   trestle-demo                       the interactive demo, starting on the catalog of screens
//   trestle-demo huge                  start on a given screen (Esc goes to the catalog)
//   trestle-demo --list                list the screens
//   trestle-demo photos --snapshot     print one frame of a screen (no terminal needed);
//                                      `--snapshot photos` works too, `--snapshot` alone prints the catalog
//   trestle-demo clock --database PATH the World Clock screen's SQLite file (default: under
//                                      $XDG_DATA_HOME or ~/.local/share; `--snapshot` without
//                                      `--database` uses a temporary file and leaves nothing behind)
//   trestle-demo contacts --contacts-database PATH
//                                      the Contacts screen's SQLite file (default: contacts.sqlite
//                                      beside the World Clock's); seeded once with a million people,
//                                      or TRESTLE_CONTACTS_COUNT

import Foundation
import Trestle
import TrestleCore
import TrestleDemo
import TrestleTerminal

let processStart = ProcessInfo.processInfo.systemUptime
let names = DemoScreen.all.map(\.name)
let usage = "usage: trestle-demo [screen] [--snapshot] [--database PATH] [--contacts-database PATH] | --list"

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("trestle-demo: \(message)\n".utf8))
    exit(status)
}

/// The arguments without `option PATH` (or `option=PATH`), and that path.
func splitPathOption(_ option: String, from words: [String]) -> (arguments: [String], path: String?) {
    var rest: [String] = []
    var path: String?
    var index = 0
    while index < words.count {
        let word = words[index]
        if word == option {
            guard index + 1 < words.count, !words[index + 1].isEmpty else { fail("\(option) needs a file path; \(usage)", status: 2) }
            path = words[index + 1]
            index += 2
            continue
        }
        if word.hasPrefix(option + "=") {
            let value = String(word.dropFirst(option.count + 1))
            guard !value.isEmpty else { fail("\(option) needs a file path; \(usage)", status: 2) }
            path = value
        } else {
            rest.append(word)
        }
        index += 1
    }
    return (rest, path)
}

let (afterDatabase, databaseOption) = splitPathOption("--database", from: Array(CommandLine.arguments.dropFirst()))
let (arguments, contactsDatabaseOption) = splitPathOption("--contacts-database", from: afterDatabase)

/// The screen named on the command line: `nil` for the catalog.
func requestedScreen(_ words: [String]) -> Int? {
    guard let name = words.first(where: { !$0.hasPrefix("-") }), name != "catalog" else { return nil }
    guard let index = names.firstIndex(of: name) else { fail("no screen named '\(name)'; try --list", status: 2) }
    return index
}

MainActor.assumeIsolated {
    if arguments.contains("--list") {
        // Names in a column wide enough for the longest, never cut short.
        let width = max(10, names.map(\.count).max() ?? 0)
        print("\("catalog".padding(toLength: width, withPad: " ", startingAt: 0)) the list of screens (the default)")
        for screen in DemoScreen.all {
            var summary = screen.summary
            // One line per screen, the name first (CI reads the first words as screen names).
            if screen.name == "clock" {
                summary += " (file: --database PATH, default \(databaseOption ?? WorldClockStore.defaultPath()))"
            }
            if screen.name == "contacts" {
                summary += " (file: --contacts-database PATH, default \(contactsDatabaseOption ?? ContactsDemoDatabase.defaultPath()))"
            }
            print("\(screen.name.padding(toLength: width, withPad: " ", startingAt: 0)) \(summary)")
        }
        exit(0)
    }
    if arguments.contains("--measure-contacts") {
        // A measured run of the Contacts screen, without a terminal (see ContactsMeasurement).
        let path = contactsDatabaseOption ?? ContactsDemoDatabase.defaultPath()
        let count = ContactsDemoDatabase.countFromEnvironment() ?? ContactsDemoDatabase.count
        Task { @MainActor in
            let report = await ContactsMeasurement.run(path: path, count: count, processStart: processStart)
            print("file: \(path)")
            print(report)
            exit(0)
        }
        dispatchMain()
    }
    if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--snapshot" }) {
        fail("unknown option '\(unknown)'; \(usage)", status: 2)
    }
    let start = requestedScreen(arguments)
    if arguments.contains("--snapshot") {
        // A snapshot never writes to the user's data folder: without --database, the World Clock
        // screen gets a temporary file, removed before exiting.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-demo-snapshot-\(UUID().uuidString)")
        WorldClockDemoDatabase.path = databaseOption ?? folder.appendingPathComponent("world-clock.sqlite").path
        // The Contacts screen too: a small temporary file unless one is named. Its first frame
        // shows the file being opened (a snapshot does not wait for the reads).
        ContactsDemoDatabase.path = contactsDatabaseOption ?? folder.appendingPathComponent("contacts.sqlite").path
        if contactsDatabaseOption == nil { ContactsDemoDatabase.count = ContactsDemoDatabase.temporaryCount }
        let temporaryFolder: URL? = databaseOption == nil || contactsDatabaseOption == nil ? folder : nil
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
        for line in TerminalRendering.lines(of: window) { print(line) }
        if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
        exit(0)
    }
    guard TerminalSession.isInteractive else {
        FileHandle.standardError.write(Data("""
            trestle-demo needs a terminal: run it in one, or print a frame with
              trestle-demo <screen> --snapshot     (screens: catalog, \(names.joined(separator: ", ")))
            \(usage)

            """.utf8))
        exit(1)
    }
    WorldClockDemoDatabase.path = databaseOption ?? WorldClockStore.defaultPath()
    ContactsDemoDatabase.path = contactsDatabaseOption ?? ContactsDemoDatabase.defaultPath()
    if let count = ContactsDemoDatabase.countFromEnvironment() { ContactsDemoDatabase.count = count }
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
