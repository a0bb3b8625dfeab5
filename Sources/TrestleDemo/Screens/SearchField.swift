import Foundation
import Trestle

/// A one-line search field. Trestle has no `UITextField` or `UISearchBar` (yet), so the search
/// screen brings the little of one it needs.
///
/// The field draws its ``prompt``, its ``text`` followed by a caret while it is first responder
/// (the ``placeholder`` while the text is empty), and one of ``trailingTexts`` — the search
/// screen's result count — at its trailing edge. A tap makes it first responder; as first responder it
/// takes the keys that edit text, as a text field does with a hardware keyboard:
///
/// | Keys | |
/// |---|---|
/// | printable characters (letters, digits, space, punctuation) | added to the text |
/// | Backspace | removes the last character; with no text, nothing (holding it down to clear a query must not leave the screen) |
/// | Ctrl-W, Ctrl-U | remove the last word, all the text (as a terminal's line editor does) |
/// | Esc | clears the text; with no text it travels on up the responder chain, where a navigation controller pops |
///
/// After each change the user makes, it sends ``UIControl/Event/editingChanged``. Every other
/// key — arrows, Page Up/Down, Home, End, Return, Tab, Ctrl-F/B — goes to
/// ``navigationKeyResponder`` (the results table) and on up that responder's chain, so the
/// results can be browsed and chosen while the query is being typed, as in Spotlight.
///
/// - Note: In UIKit a text field receives text through the text input system, not
///   `pressesBegan(_:with:)`, and the arrow keys move its caret. This field has no caret to
///   move: it always edits at the end of its text, which leaves the arrows free for the list.
final class SearchField: UIControl {
    /// The text typed. Setting it draws it and sends no event, as in UIKit.
    var text = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// What comes before the text.
    var prompt = "Search:" { didSet { setNeedsDisplay() } }
    /// Shown, dimmed, while the text is empty.
    var placeholder: String? { didSet { setNeedsDisplay() } }
    /// Texts for the trailing edge, longest first: the field shows, dimmed, the first that leaves
    /// room for the prompt and the text (at least ten columns of it), or none.
    var trailingTexts: [String] = [] { didSet { if trailingTexts != oldValue { setNeedsDisplay() } } }
    /// The font of everything the field draws.
    var font: UIFont = .preferredFont(forTextStyle: .body) { didSet { setNeedsDisplay() } }
    /// Receives the keys the field does not edit with (held weakly).
    weak var navigationKeyResponder: UIResponder?

    override var canBecomeFirstResponder: Bool { true }

    /// Becomes first responder and sends ``UIControl/Event/editingDidBegin``, as a text field does.
    @discardableResult
    override func becomeFirstResponder() -> Bool {
        let wasFirstResponder = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !wasFirstResponder { sendActions(for: .editingDidBegin) }
        return true
    }

    /// Stops being first responder and sends ``UIControl/Event/editingDidEnd``, as a text field does.
    @discardableResult
    override func resignFirstResponder() -> Bool {
        let wasFirstResponder = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if wasFirstResponder { sendActions(for: .editingDidEnd) }
        return true
    }

    // MARK: Keys

    /// What a key does to the field.
    private enum Edit {
        case insert(Character)
        case deleteBackward
        case deleteWord
        case clear
        /// Esc: clear the text, or let the key travel on when there is none.
        case cancel
    }

    private static func edit(for key: UIKey) -> Edit? {
        let modifiers = key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad])
        if modifiers == .control {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "u": return .clear
            case "w": return .deleteWord
            default: return nil
            }
        }
        guard modifiers.isEmpty else { return nil }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: return .deleteBackward
        case .keyboardEscape: return .cancel
        case .keyboardReturnOrEnter, .keyboardTab: return nil
        default: break
        }
        guard key.characters.count == 1, let character = key.characters.first,
              !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return .insert(character)
    }

    /// Where the presses the field did not handle went, so that their releases follow them.
    private var passedOn: [UIPress: UIResponder] = [:]

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.count == 1, let press = presses.first, let key = press.key else {
            super.pressesBegan(presses, with: event)
            return
        }
        guard let edit = Self.edit(for: key) else {
            if let navigationKeyResponder {
                passedOn[press] = navigationKeyResponder
                navigationKeyResponder.pressesBegan(presses, with: event)
            } else {
                passedOn[press] = next
                super.pressesBegan(presses, with: event)
            }
            return
        }
        switch edit {
        case .insert(let character):
            userChangedText(to: text + String(character))
        case .deleteBackward:
            if !text.isEmpty { userChangedText(to: String(text.dropLast())) }
        case .deleteWord:
            let kept = text.reversed().drop { $0 == " " }.drop { $0 != " " }
            userChangedText(to: String(kept.reversed()))
        case .clear:
            userChangedText(to: "")
        case .cancel:
            if text.isEmpty {
                passedOn[press] = next
                super.pressesBegan(presses, with: event)
            } else {
                userChangedText(to: "")
            }
        }
    }

    /// The release of a key the field did not handle goes where its press went.
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            passedOn.removeValue(forKey: press)?.pressesEnded([press], with: event)
        }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            passedOn.removeValue(forKey: press)?.pressesCancelled([press], with: event)
        }
    }

    private func userChangedText(to newText: String) {
        guard newText != text else { return }
        text = newText
        sendActions(for: .editingChanged)
    }

    // MARK: Touches

    /// A tap puts the keyboard in the field.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        becomeFirstResponder()
    }

    // MARK: Drawing

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: metrics.lineHeight(of: font))
    }

    /// The caret: a thin bar, or `|` where the screen draws symbols in ASCII.
    private var caret: String {
        window?.screen.usesASCIISymbols == true ? "|" : "▏"
    }

    /// Draws "prompt text▏placeholder … trailing text" on one line. The text comes first: a
    /// trailing text that would leave it too little room gives way to a shorter one, and a text
    /// too long for the room left shows its end, after "…"; the placeholder shows what fits of
    /// its beginning.
    override func draw(in context: inout DrawingContext) {
        let metrics = context.metrics
        func width(_ string: String) -> CGFloat { metrics.textWidth(of: string, font: font) }
        let margin = metrics.cellHorizontalMargin
        let gap = width("  ")
        let y = bounds.minY + max(0, ((bounds.height - metrics.lineHeight(of: font)) / 2).rounded(.down))
        let left = bounds.minX + margin
        let right = bounds.maxX - margin
        let promptText = prompt.isEmpty ? "" : prompt + " "
        let caret = isFirstResponder ? self.caret : ""

        // The trailing text: the longest that leaves the prompt and the text (or ten columns)
        // their room.
        let wanted = width(promptText) + max(width(text) + width(caret), width(String(repeating: "m", count: 10)))
        var end = right
        if let trailing = trailingTexts.first(where: { !$0.isEmpty && left + wanted + gap + width($0) <= right }) {
            end = right - width(trailing)
            context.text(trailing, at: CGPoint(x: end, y: y), font: font, color: .secondaryLabel)
            end -= gap
        }

        var x = left
        if !promptText.isEmpty {
            let shown = Self.head(of: promptText, fitting: end - x, width: width)
            context.text(shown, at: CGPoint(x: x, y: y), font: font, color: .secondaryLabel)
            x += width(shown)
        }
        let shown = Self.tail(of: text, fitting: max(0, end - x - width(caret)), width: width)
        if !shown.isEmpty {
            context.text(shown, at: CGPoint(x: x, y: y), font: font, color: .label)
            x += width(shown)
        }
        if !caret.isEmpty, x + width(caret) <= end {
            context.text(caret, at: CGPoint(x: x, y: y), font: font, color: tintColor)
            x += width(caret)
        }
        if text.isEmpty, let placeholder {
            let shown = Self.head(of: placeholder, fitting: end - x, width: width)
            if !shown.isEmpty { context.text(shown, at: CGPoint(x: x, y: y), font: font, color: .placeholderText) }
        }
    }

    /// `text`, or as much of its beginning as fits in `room` followed by "…".
    private static func head(of text: String, fitting room: CGFloat, width: (String) -> CGFloat) -> String {
        if width(text) <= room { return text }
        var shown = Substring(text)
        while !shown.isEmpty, width(shown.withoutTrailingSpaces + "…") > room { shown = shown.dropLast() }
        return shown.isEmpty ? "" : shown.withoutTrailingSpaces + "…"
    }

    /// `text`, or "…" followed by as much of its end as fits in `room`.
    private static func tail(of text: String, fitting room: CGFloat, width: (String) -> CGFloat) -> String {
        if width(text) <= room { return text }
        var shown = Substring(text)
        while !shown.isEmpty, width("…" + shown) > room { shown = shown.dropFirst() }
        return shown.isEmpty ? "" : "…" + shown
    }
}

private extension Substring {
    /// The text without the spaces at its end.
    var withoutTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
