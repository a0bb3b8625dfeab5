// trestle-demo: sample screens from the project's seeds, written with Trestle's UIKit API and
// shown in the terminal.
//
//   trestle-demo                     the interactive demo (starts on the product list)
//   trestle-demo huge                start on a given screen
//   trestle-demo --list              list the screens
//   trestle-demo --snapshot photos   print one frame of a screen (no terminal needed)

import Foundation
import Trestle
import TrestleCore
import TrestleTerminal

/// The demo's root: the current screen's table above a one-line status bar.
@MainActor
final class DemoRootView: UIView {
    let status = UILabel()
    private(set) var table: UITableView?
    private var dataSource: AnyObject?
    private(set) var screenIndex = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        status.textColor = .secondaryLabel
        addSubview(status)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ index: Int) {
        screenIndex = index
        table?.removeFromSuperview()
        let (table, source) = DemoScreen.all[index].makeTable()
        self.table = table
        dataSource = source
        insertSubview(table, at: 0)
        setNeedsLayout()
    }

    func updateStatus() {
        guard let table else { return }
        let stats = table.cellReuseStatistics
        let screens = DemoScreen.all.enumerated().map { "\($0.offset + 1) \($0.element.name)" }.joined(separator: "  ")
        status.text = " \(screens)  ·  cells \(stats.created) made, \(stats.reused) reused  ·  q quits"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        table?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        status.frame = CGRect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: 1)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let names = DemoScreen.all.map(\.name)

func screenIndex(_ name: String) -> Int? {
    names.firstIndex(of: name)
}

MainActor.assumeIsolated {
    if arguments.first == "--list" {
        for screen in DemoScreen.all { print("\(screen.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(screen.summary)") }
        exit(0)
    }
    if arguments.first == "--snapshot" {
        let name = arguments.dropFirst().first ?? "products"
        guard let index = screenIndex(name) else {
            FileHandle.standardError.write(Data("trestle-demo: no screen named '\(name)'; try --list\n".utf8))
            exit(2)
        }
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 60, height: 24), metrics: .terminal)
        let window = UIWindow(frame: screen.bounds, screen: screen)
        let root = DemoRootView()
        root.show(index)
        root.updateStatus()
        window.rootView = root
        window.makeKeyAndVisible()
        root.updateStatus()
        for line in TerminalRendering.lines(of: window) { print(line) }
        exit(0)
    }
    let start = arguments.first.flatMap(screenIndex) ?? 0
    if let first = arguments.first, screenIndex(first) == nil {
        FileHandle.standardError.write(Data("trestle-demo: no screen named '\(first)'; try --list\n".utf8))
        exit(2)
    }
    guard TerminalSession.isInteractive else {
        FileHandle.standardError.write(Data("""
            trestle-demo needs a terminal: run it in one, or print a frame with
              trestle-demo --snapshot <screen>     (screens: \(names.joined(separator: ", ")))

            """.utf8))
        exit(1)
    }
    let app = TerminalApplication()
    let root = DemoRootView()
    root.show(start)
    app.rootView = root
    app.frameHandler = { root.updateStatus() }
    app.keyHandler = { key in
        guard key.modifiers.isEmpty, case .character(let character) = key.code else { return false }
        if character == "q" { app.quit() }
        if let digit = character.wholeNumberValue, digit >= 1, digit <= DemoScreen.all.count {
            root.show(digit - 1)
            return true
        }
        return false
    }
    app.run()
}
