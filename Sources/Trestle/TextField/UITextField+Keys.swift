import Foundation
import TrestleCore

/// The keys a text field edits with (the table in ``UITextField``'s overview).
extension UITextField {
    /// What a key does to the text.
    enum EditingCommand: Equatable {
        case insert(String)
        case deleteBackward
        case deleteForward
        case deleteWordBackward
        case deleteToStart
        case deleteToEnd
        case moveLeft(extending: Bool)
        case moveRight(extending: Bool)
        case moveWordLeft(extending: Bool)
        case moveWordRight(extending: Bool)
        case moveToStart(extending: Bool)
        case moveToEnd(extending: Bool)
        case returnKey
    }

    /// The command `key` gives a field, or `nil` for a key the field leaves to others.
    static func editingCommand(for key: UIKey) -> EditingCommand? {
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let extending = modifiers.contains(.shift)
        let held = modifiers.subtracting(.shift)
        if held == .control {
            switch key.keyCode {
            case .keyboardLeftArrow: return .moveWordLeft(extending: extending)
            case .keyboardRightArrow: return .moveWordRight(extending: extending)
            default: break
            }
            // A terminal's line-editing keys.
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": return .moveToStart(extending: extending)
            case "e": return .moveToEnd(extending: extending)
            case "u": return .deleteToStart
            case "k": return .deleteToEnd
            case "w": return .deleteWordBackward
            case "h": return .deleteBackward
            case "d": return .deleteForward
            default: return nil
            }
        }
        if held == .alternate {
            switch key.keyCode {
            case .keyboardLeftArrow: return .moveWordLeft(extending: extending)
            case .keyboardRightArrow: return .moveWordRight(extending: extending)
            case .keyboardDeleteOrBackspace: return .deleteWordBackward
            default: return nil
            }
        }
        guard held.isEmpty else { return nil }
        switch key.keyCode {
        case .keyboardLeftArrow: return .moveLeft(extending: extending)
        case .keyboardRightArrow: return .moveRight(extending: extending)
        case .keyboardHome: return .moveToStart(extending: extending)
        case .keyboardEnd: return .moveToEnd(extending: extending)
        case .keyboardDeleteOrBackspace: return .deleteBackward
        case .keyboardDeleteForward: return .deleteForward
        case .keyboardReturnOrEnter: return .returnKey
        default: break
        }
        guard let character = key.typedCharacter else { return nil }
        return .insert(String(character))
    }

    /// Carries out `command`.
    func perform(_ command: EditingCommand) {
        switch command {
        case .insert(let text): perform(editor.inserting(text))
        case .deleteBackward: if let edit = editor.deletingBackward() { perform(edit) }
        case .deleteForward: if let edit = editor.deletingForward() { perform(edit) }
        case .deleteWordBackward: if let edit = editor.deletingWordBackward() { perform(edit) }
        case .deleteToStart: if let edit = editor.deletingToStart() { perform(edit) }
        case .deleteToEnd: if let edit = editor.deletingToEnd() { perform(edit) }
        case .moveLeft(let extending): moveSelection { $0.moveLeft(extending: extending) }
        case .moveRight(let extending): moveSelection { $0.moveRight(extending: extending) }
        case .moveWordLeft(let extending): moveSelection { $0.moveWordLeft(extending: extending) }
        case .moveWordRight(let extending): moveSelection { $0.moveWordRight(extending: extending) }
        case .moveToStart(let extending): moveSelection { $0.moveCaret(to: 0, extending: extending) }
        case .moveToEnd(let extending): moveSelection { $0.moveCaret(to: $0.count, extending: extending) }
        case .returnKey: returnKeyPressed()
        }
    }

    /// A key went down while the field is the keyboard's target: an editing key edits; another
    /// key goes to the owner (a search bar's Esc and ↓), else up the responder chain. Returns
    /// whether the field (or its owner) used it.
    func handlePress(_ press: UIPress) -> Bool {
        guard _isEditing, let key = press.key else { return false }
        if let command = Self.editingCommand(for: key) {
            perform(command)
            return true
        }
        return owner?.textField(self, handlesUnusedKey: key) ?? false
    }
}
