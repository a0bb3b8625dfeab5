import Foundation
import Trestle

/// The chat's one-line compose field. Trestle has no `UITextField` (yet), so the chat screen
/// brings the little of one it needs, as the search screen does.
///
/// As first responder it takes the keys that edit text — printable characters, Backspace,
/// Ctrl-W and Ctrl-U — and Return, which sends ``UIControl/Event/primaryActionTriggered`` when
/// there is text (a text field's Return). Esc clears the text, or with no text travels on up the
/// responder chain (a navigation controller pops). Every other key — arrows, Page Up/Down, Home,
/// End — goes to ``navigationKeyResponder`` (the messages), so the conversation scrolls while a
/// message is being typed.
final class ComposeField: UIControl {
    /// The text typed. Setting it draws it and sends no event, as in UIKit.
    var text = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// Shown, dimmed, while the text is empty.
    var placeholder: String? { didSet { setNeedsDisplay() } }
    var font: UIFont = .preferredFont(forTextStyle: .body) { didSet { setNeedsDisplay() } }
    /// Receives the keys the field does not edit with (held weakly).
    weak var navigationKeyResponder: UIResponder?

    override var canBecomeFirstResponder: Bool { true }

    // MARK: Keys

    private enum Edit {
        case insert(Character)
        case deleteBackward, deleteWord, clear, send, cancel
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
        case .keyboardReturnOrEnter: return .send
        case .keyboardTab: return nil
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
            let responder = navigationKeyResponder ?? next
            passedOn[press] = responder
            responder?.pressesBegan(presses, with: event)
            return
        }
        switch edit {
        case .insert(let character): userChangedText(to: text + String(character))
        case .deleteBackward: if !text.isEmpty { userChangedText(to: String(text.dropLast())) }
        case .deleteWord:
            let kept = text.reversed().drop { $0 == " " }.drop { $0 != " " }
            userChangedText(to: String(kept.reversed()))
        case .clear: userChangedText(to: "")
        case .send:
            if !text.trimmingCharacters(in: .whitespaces).isEmpty { sendActions(for: .primaryActionTriggered) }
        case .cancel:
            if text.isEmpty {
                passedOn[press] = next
                super.pressesBegan(presses, with: event)
            } else {
                userChangedText(to: "")
            }
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { passedOn.removeValue(forKey: press)?.pressesEnded([press], with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { passedOn.removeValue(forKey: press)?.pressesCancelled([press], with: event) }
    }

    private func userChangedText(to newText: String) {
        guard newText != text else { return }
        text = newText
        sendActions(for: .editingChanged)
    }

    /// A tap puts the keyboard in the field.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        becomeFirstResponder()
    }

    // MARK: Drawing

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: metrics.lineHeight(of: font))
    }

    /// "› text▏placeholder", the end of a text too long for the line after "…".
    override func draw(in context: inout DrawingContext) {
        let metrics = context.metrics
        func width(_ string: String) -> CGFloat { metrics.textWidth(of: string, font: font) }
        let prompt = "› "
        let caret = isFirstResponder ? (window?.screen.usesASCIISymbols == true ? "|" : "▏") : ""
        var x = bounds.minX + metrics.cellHorizontalMargin
        let end = bounds.maxX - metrics.cellHorizontalMargin
        context.text(prompt, at: CGPoint(x: x, y: 0), font: font, color: tintColor)
        x += width(prompt)
        var shown = Substring(text)
        if width(text) > end - x - width(caret) {
            while !shown.isEmpty, width("…" + shown) > end - x - width(caret) { shown = shown.dropFirst() }
            shown = "…" + shown
        }
        if !shown.isEmpty {
            context.text(String(shown), at: CGPoint(x: x, y: 0), font: font, color: .label)
            x += width(String(shown))
        }
        if !caret.isEmpty {
            context.text(caret, at: CGPoint(x: x, y: 0), font: font, color: tintColor)
            x += width(caret)
        }
        if text.isEmpty, let placeholder {
            context.text(placeholder, at: CGPoint(x: x, y: 0), font: font, color: .placeholderText, maxWidth: max(0, end - x))
        }
    }
}
