// trestle-demo: sample screens from the project's seeds, written with Trestle's UIKit API and
// shown in the terminal.
//
//   trestle-demo                       the interactive demo, starting on the catalog of screens
//   trestle-demo huge                  start on a given screen (Esc goes to the catalog)
//   trestle-demo --list                list the screens
//   trestle-demo photos --snapshot     print one frame of a screen (no terminal needed);
//                                      `--snapshot photos` works too, `--snapshot` alone prints the catalog

import Foundation
import Trestle
import TrestleCore
import TrestleDemo
import TrestleTerminal

let arguments = Array(CommandLine.arguments.dropFirst())
let names = DemoScreen.all.map(\.name)

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("trestle-demo: \(message)\n".utf8))
    exit(status)
}

/// The screen named on the command line: `nil` for the catalog.
func requestedScreen(_ words: [String]) -> Int? {
    guard let name = words.first(where: { !$0.hasPrefix("-") }), name != "catalog" else { return nil }
    guard let index = names.firstIndex(of: name) else { fail("no screen named '\(name)'; try --list", status: 2) }
    return index
}

MainActor.assumeIsolated {
    if arguments.contains("--list") {
        print("catalog    the list of screens (the default)")
        for screen in DemoScreen.all { print("\(screen.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(screen.summary)") }
        exit(0)
    }
    if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--snapshot" }) {
        fail("unknown option '\(unknown)'; usage: trestle-demo [screen] [--snapshot] | --list", status: 2)
    }
    let start = requestedScreen(arguments)
    if arguments.contains("--snapshot") {
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
        exit(0)
    }
    guard TerminalSession.isInteractive else {
        FileHandle.standardError.write(Data("""
            trestle-demo needs a terminal: run it in one, or print a frame with
              trestle-demo <screen> --snapshot     (screens: catalog, \(names.joined(separator: ", ")))

            """.utf8))
        exit(1)
    }
    let app = TerminalApplication()
    let root = DemoRootViewController()
    app.rootViewController = root
    if let start { root.open(start) }
    app.helpEntries = [("1–\(DemoScreen.all.count)", "open a screen"), ("Esc  Backspace", "back")]
    app.frameHandler = { root.updateStatus(now: ProcessInfo.processInfo.systemUptime) }
    app.keyHandler = { key in
        // Digits open screens, except while a type-ahead search or an alert takes the keys.
        guard key.modifiers.isEmpty, case .character(let character) = key.code,
              let digit = character.wholeNumberValue, (1...DemoScreen.all.count).contains(digit),
              !root.isTyping(at: ProcessInfo.processInfo.systemUptime),
              root.navigation.presentedViewController == nil, root.presentedViewController == nil else { return false }
        root.open(digit - 1)
        return true
    }
    app.run()
}
