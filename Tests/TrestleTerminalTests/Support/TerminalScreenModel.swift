import TrestleCore

/// The text a terminal shows after the tokens of ``TerminalOutputGrammar``, kept strictly: any
/// move or print that leaves the screen, relies on autowrap, prints a zero-width cluster alone,
/// or leaves synchronized output unbalanced is recorded in ``errors``.
///
/// Only the glyphs are kept (styles are the renderer tests' concern), so the screen reads back as
/// lines to compare with the lines the window rasterizes.
struct TerminalScreenModel {
    let columns: Int
    let rows: Int
    let widthPolicy: TerminalWidthPolicy
    /// Each cell's printed cluster; "" for the second column of a wide character.
    private var cells: [[String]]
    private var continuation: [[Bool]]
    private var row = 0
    private var column = 0
    /// After printing in the last column: the next print would wrap, and relative moves differ
    /// between terminals.
    private var pendingWrap = false
    private(set) var isSynchronizing = false
    private(set) var errors: [String] = []

    static let brokenHalf = "<half of a wide character>"

    init(columns: Int, rows: Int, widthPolicy: TerminalWidthPolicy = .standard) {
        self.columns = columns
        self.rows = rows
        self.widthPolicy = widthPolicy
        cells = Array(repeating: Array(repeating: "?", count: columns), count: rows)
        continuation = Array(repeating: Array(repeating: false, count: columns), count: rows)
    }

    /// The screen as lines, trailing spaces removed (as `TerminalApplication.snapshotLines()`).
    var lines: [String] {
        cells.map { line in
            var text = line.joined()
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    mutating func apply(_ tokens: [TerminalOutputGrammar.Token]) {
        for token in tokens { apply(token) }
    }

    mutating func apply(_ token: TerminalOutputGrammar.Token) {
        switch token {
        case .text(let text):
            for character in text { print(character) }
        case .carriageReturn:
            column = 0
            pendingWrap = false
        case .cursorPosition(let line, let position):
            guard line <= rows, position <= columns else {
                return fail("CUP to line \(line), column \(position) on a \(columns)×\(rows) screen")
            }
            row = line - 1
            column = position - 1
            pendingWrap = false
        case .cursorMove(let lines, let offset):
            guard !pendingWrap else { return fail("a relative move in the pending-wrap state") }
            row += lines
            column += offset
            guard (0..<rows).contains(row), (0..<columns).contains(column) else {
                return fail("moved off the screen to line \(row + 1), column \(column + 1)")
            }
        case .cursorColumn(let position):
            guard position <= columns else { return fail("CHA to column \(position) of \(columns)") }
            column = position - 1
            pendingWrap = false
        case .eraseDisplay:
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            continuation = Array(repeating: Array(repeating: false, count: columns), count: rows)
        case .privateMode(2026, let isSet):
            if isSet == isSynchronizing { fail("unbalanced synchronized output") }
            isSynchronizing = isSet
        case .graphicRendition, .privateMode, .clipboard, .kittyKeyboardPush, .kittyKeyboardPop,
             .synchronizedOutputQuery, .kittyKeyboardQuery, .backgroundColorQuery, .deviceAttributesQuery:
            break
        }
    }

    private mutating func print(_ character: Character) {
        let width = widthPolicy.columns(of: character)
        let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        guard width > 0 else { return fail("zero-width cluster \(scalars) printed alone at line \(row + 1), column \(column + 1)") }
        guard width <= 2 else { return fail("cluster \(scalars) printed \(width) columns wide") }
        guard !pendingWrap else { return fail("\(scalars) printed in the pending-wrap state on line \(row + 1)") }
        guard row < rows, column + width <= columns else {
            return fail("\(scalars) does not fit at line \(row + 1), column \(column + 1)")
        }
        let covered = column..<(column + width)
        for x in covered {
            // Overwriting half of a wide character leaves its other half broken.
            if continuation[row][x], x > 0, !covered.contains(x - 1) { cells[row][x - 1] = Self.brokenHalf }
            if x + 1 < columns, continuation[row][x + 1], !covered.contains(x + 1) {
                cells[row][x + 1] = Self.brokenHalf
                continuation[row][x + 1] = false
            }
        }
        cells[row][column] = String(character)
        continuation[row][column] = false
        if width == 2 {
            cells[row][column + 1] = ""
            continuation[row][column + 1] = true
        }
        column += width
        if column == columns {
            column = columns - 1
            pendingWrap = true
        }
    }

    private mutating func fail(_ message: String) {
        if errors.count < 20 { errors.append(message) }
    }
}
