import Foundation
import Trestle
import TrestleTerminal
import TrestleTesting

/// The terminal host driven without a terminal: input events in, frames' bytes out.
@MainActor
final class TerminalApplicationHarness {
    var written: [UInt8] = []
    var now: TimeInterval = 0
    let data: ListDataSource
    let table = UITableView(frame: .zero, style: .plain)
    private(set) var app: TerminalApplication!

    init(rows: [String], environment: [String: String] = [:], size: (Int, Int) = (30, 8)) {
        data = ListDataSource([rows])
        app = TerminalApplication(columns: size.0, rows: size.1, environment: environment,
                                  output: { [unowned self] in self.written += $0 }, clock: { [unowned self] in self.now })
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.delegate = data
        app.rootView = table
        app.window.makeKeyAndVisible()
        app.drawFrame()
    }

    var text: String { String(decoding: written, as: UTF8.self) }

    func key(_ code: TerminalKey.Code, _ modifiers: TerminalKey.Modifiers = []) {
        now += 0.05
        app.handle(.key(TerminalKey(code, modifiers: modifiers)))
        app.drawFrame()
    }

    func type(_ text: String) {
        for character in text { key(.character(character)) }
    }

    func mouse(_ kind: TerminalMouseEvent.Kind, column: Int, row: Int, button: TerminalMouseEvent.Button = .left,
               modifiers: TerminalKey.Modifiers = []) {
        now += 0.05
        app.handle(.mouse(TerminalMouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers)))
        app.drawFrame()
    }

    func click(column: Int, row: Int) {
        mouse(.press, column: column, row: row)
        mouse(.release, column: column, row: row)
    }
}
