import Foundation
import TrestleCore

/// What type-ahead has collected.
struct TypeAheadState {
    /// The characters typed so far.
    var text = ""
    /// When the last one arrived (host clock); type-ahead resets after ``timeout`` seconds.
    var lastTimestamp: TimeInterval = -.infinity
    /// Whether `/` opened the search, so that command letters (j, k, g, G) and Space type too.
    var isExplicit = false

    /// Seconds between characters before a new search starts.
    static let timeout: TimeInterval = 1.0
    /// After `/`, the first character may take longer.
    static let explicitTimeout: TimeInterval = 3.0

    func isActive(at timestamp: TimeInterval) -> Bool {
        guard isExplicit || !text.isEmpty else { return false }
        return timestamp - lastTimestamp <= (isExplicit && text.isEmpty ? Self.explicitTimeout : Self.timeout)
    }
}

/// Type-ahead: typing the first letters of a row moves the focus to it.
///
/// A letter, digit or punctuation key starts a search (except the navigation letters j, k, g and
/// G, and `/`, which opens a search in which every character types); the following characters,
/// each within a second of the last, extend it. The focus moves to the first row, from the
/// focused one on, whose text starts with what was typed — ignoring case and diacritics —
/// wrapping around at the end. Typing the same letter again moves to the next row starting with
/// it. Backspace removes a character; Esc ends the search.
///
/// The text of a row is the delegate's `tableView(_:typeSelectStringForRowAt:)` when it is
/// implemented (then every row can be found; the search looks at up to 100,000 rows from the
/// focus), otherwise the text label of the cells on screen.
extension UITableView {
    /// What type-ahead has collected, while a search is in progress (for a status line).
    public var typeAheadText: String? { typeAhead.isExplicit || !typeAhead.text.isEmpty ? typeAhead.text : nil }

    /// Whether a type-ahead search takes every printable key now, so hosts don't treat letters
    /// such as `q` as commands while the user is typing a name.
    package func isCollectingTypeAhead(at timestamp: TimeInterval) -> Bool {
        typeAhead.isActive(at: timestamp)
    }

    func handleTypeAhead(_ key: UIKey, timestamp: TimeInterval) -> Bool {
        guard allowsFocus else { return false }
        let active = typeAhead.isActive(at: timestamp)
        if !active { typeAhead = TypeAheadState() }
        if active && key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) {
            switch key.keyCode {
            case .keyboardEscape:
                typeAhead = TypeAheadState()
                setNeedsDisplay()
                return true
            case .keyboardDeleteOrBackspace:
                if !typeAhead.text.isEmpty { typeAhead.text.removeLast() }
                typeAhead.lastTimestamp = timestamp
                setNeedsDisplay()
                return true
            default:
                break
            }
        }
        guard let character = key.typedCharacter else {
            if active { typeAhead = TypeAheadState() }
            return false
        }
        if !active {
            if character == "/" {
                typeAhead = TypeAheadState(text: "", lastTimestamp: timestamp, isExplicit: true)
                setNeedsDisplay()
                return true
            }
            if "jkgG ".contains(character) { return false }
        }
        typeAhead.text.append(character)
        typeAhead.lastTimestamp = timestamp
        setNeedsDisplay()
        search(for: typeAhead.text)
        return true
    }

    /// Pasted text: a type-ahead search for its first line (at most 256 characters), as if typed
    /// after `/` — every character is text, none a command. `false` when the table takes no focus.
    func typeAheadPaste(_ text: String) -> Bool {
        guard allowsFocus else { return false }
        let line = text.split(whereSeparator: \.isNewline).first.map { String($0.prefix(256)) } ?? ""
        let now = window?.animator.now ?? 0
        let continuing = typeAhead.isActive(at: now)
        var state = continuing ? typeAhead : TypeAheadState(text: "", lastTimestamp: now, isExplicit: true)
        state.text += line.filter { !$0.isNewline && !($0.unicodeScalars.first.map { $0.properties.generalCategory == .control } ?? false) }
        state.lastTimestamp = now
        typeAhead = state
        setNeedsDisplay()
        if !state.text.isEmpty { search(for: state.text) }
        return true
    }

    /// Moves the focus to the next row whose text starts with `text`.
    private func search(for text: String) {
        guard geometry.numberOfSections > 0, let firstRow = geometry.firstRow(endingAfter: -1) else { return }
        // "aaa" cycles through the rows starting with "a"; otherwise a longer prefix may still
        // match the focused row.
        let repeated = text.count > 1 && Set(text.lowercased()).count == 1
        let prefix = repeated ? String(text.prefix(1)) : text
        let current = indexPathForFocusedRow?.itemPath
        let startsAfterCurrent = repeated || text.count == 1
        var start = current ?? firstRow
        if startsAfterCurrent, let current { start = geometry.row(after: current) ?? firstRow }
        if let match = firstMatch(prefix, from: start) { moveFocus(to: match) }
    }

    private func firstMatch(_ prefix: String, from start: ItemPath) -> ItemPath? {
        let usesDelegate = tableDelegate.map { delegate in
            !coordinator.callsDefault(.typeSelectString) { _ = delegate.tableView(self, typeSelectStringForRowAt: start.indexPath) }
        } ?? false
        func matches(_ path: ItemPath) -> Bool {
            let text = usesDelegate ? tableDelegate?.tableView(self, typeSelectStringForRowAt: path.indexPath)
                                    : coordinator.visibleItems.view(at: path)?.typeSelectString
            guard let text else { return false }
            return text.range(of: prefix, options: [.anchored, .caseInsensitive, .diacriticInsensitive]) != nil
        }
        if !usesDelegate {
            let visible = coordinator.visibleItems.shown.keys.sorted()
            return visible.first { $0 >= start && matches($0) } ?? visible.first { $0 < start && matches($0) }
        }
        var path: ItemPath? = start
        var looked = 0
        var wrapped = false
        while looked < 100_000 {
            guard let current = path else {
                if wrapped { return nil }
                wrapped = true
                path = geometry.firstRow(endingAfter: -1)
                continue
            }
            if wrapped && current >= start { return nil }
            if matches(current) && isRowFocusable(current) { return current }
            path = geometry.row(after: current)
            looked += 1
        }
        return nil
    }
}

extension UITableViewCell {
    /// The text type-ahead matches against: the list configuration's text, else the text label's.
    var typeSelectString: String? {
        (contentConfiguration as? UIListContentConfiguration)?.text ?? textLabelIfCreated?.text
    }
}
