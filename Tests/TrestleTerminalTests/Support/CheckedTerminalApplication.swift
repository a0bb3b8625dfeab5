import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTerminal

/// A terminal application driven without a terminal whose every written byte is read with
/// ``TerminalOutputGrammar`` and replayed on a ``TerminalScreenModel``.
///
/// ``check(_:sourceLocation:)`` reads the bytes written since the last check and records an issue
/// when they leave the host's vocabulary, when the replayed screen breaks a rule (a move off the
/// screen, a print past the last column) or when it no longer reads the same as the window's
/// rasterized lines.
@MainActor
final class CheckedTerminalApplication {
    let app: TerminalApplication
    private(set) var columns: Int
    private(set) var rows: Int
    private(set) var written: [UInt8] = []
    /// Every text OSC 52 put on the clipboard, in order.
    private(set) var clipboard: [String] = []
    private(set) var now: TimeInterval = 0
    private var checkedCount = 0
    private var linesShown: Set<String> = []
    private var screen: TerminalScreenModel
    private let grammar = TerminalOutputGrammar(.frames)
    /// Whether the scene copies text: otherwise an OSC 52 in the output is a leak (the grammar
    /// cannot tell a leaked well-formed OSC 52 from the host's own).
    var allowsClipboard = false
    /// Whether a check has failed: later checks would only repeat the first failure's cause.
    private(set) var hasFailed = false

    init(columns: Int = 60, rows: Int = 16, environment: [String: String] = ["COLORTERM": "truecolor"]) {
        self.columns = columns
        self.rows = rows
        screen = TerminalScreenModel(columns: columns, rows: rows, widthPolicy: TerminalWidthPolicy.fromEnvironment(environment))
        var output: (([UInt8]) -> Void)?
        var clock: (() -> TimeInterval)?
        app = TerminalApplication(columns: columns, rows: rows, environment: environment,
                                  output: { output?($0) }, clock: { clock?() ?? 0 })
        output = { [unowned self] in written += $0 }
        clock = { [unowned self] in now }
        app.window.makeKeyAndVisible()
    }

    /// Draws a frame, the clock a frame interval later.
    func draw() {
        now += TerminalApplication.frameInterval
        app.drawFrame()
    }

    /// Handles `event` as the running application does, then draws.
    func send(_ event: TerminalInputEvent) {
        now += 0.05
        app.handle(event)
        app.drawFrame()
    }

    /// Resizes the terminal as a SIGWINCH does, after checking what was written at the old size:
    /// the host repaints everything on a screen of unknown content.
    func resize(columns: Int, rows: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        if !written.isEmpty { check("before resizing to \(columns)×\(rows)", sourceLocation: sourceLocation) }
        self.columns = columns
        self.rows = rows
        screen = TerminalScreenModel(columns: columns, rows: rows, widthPolicy: screen.widthPolicy)
        now += 0.05
        app.resize(columns: columns, rows: rows)
    }

    func press(_ code: TerminalKey.Code, _ modifiers: TerminalKey.Modifiers = []) {
        send(.key(TerminalKey(code, modifiers: modifiers)))
    }

    /// Reads the bytes written since the last check; records an issue naming `context` (the
    /// place and the string shown) if they break the grammar or the screen no longer matches the
    /// window. Returns whether all is well; after the first failure it checks nothing more.
    @discardableResult
    func check(_ context: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard !hasFailed else { return false }
        let bytes = Array(written[checkedCount...])
        let start = checkedCount
        checkedCount = written.count
        let tokens: [TerminalOutputGrammar.Token]
        do {
            tokens = try grammar.tokens(of: bytes)
        } catch {
            return fail("\(context()): output outside the host's vocabulary: \(error.reason) at byte \(start + error.offset) "
                        + "of the stream: \(error.context)", sourceLocation)
        }
        for case .clipboard(let text) in tokens {
            guard allowsClipboard else {
                return fail("\(context()): a clipboard write nobody asked for: \(text.debugDescription)", sourceLocation)
            }
            clipboard.append(text)
        }
        screen.apply(tokens)
        if !screen.errors.isEmpty {
            return fail("\(context()): the screen breaks a rule: \(screen.errors)", sourceLocation)
        }
        if screen.isSynchronizing {
            return fail("\(context()): a frame left synchronized output open", sourceLocation)
        }
        let expected = app.snapshotLines()
        let shown = screen.lines
        if shown != expected {
            let differences = zip(expected, shown).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(3)
                .map { "line \($0.offset + 1): expected \($0.element.0.debugDescription), shown \($0.element.1.debugDescription)" }
            return fail("\(context()): the screen does not read as the window: \(differences)", sourceLocation)
        }
        linesShown.formUnion(shown)
        return true
    }

    /// The replayed screen's lines (trailing spaces removed).
    var screenLines: [String] { screen.lines }

    /// Whether a line of the screen contained `text` at some check.
    func hasShown(_ text: String) -> Bool {
        linesShown.contains { $0.contains(text) }
    }

    /// Records `message` as an issue and stops further checks.
    func recordFailure(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        hasFailed = true
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    private func fail(_ message: String, _ sourceLocation: SourceLocation) -> Bool {
        recordFailure(message, sourceLocation: sourceLocation)
        return false
    }
}
