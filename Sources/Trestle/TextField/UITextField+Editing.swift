import Foundation
import TrestleCore

/// Beginning and ending editing, changes the user makes, the clear button, Return and paste.
extension UITextField {
    // MARK: Beginning and ending

    /// The field became first responder (the delegate allowed it): editing begins.
    ///
    /// With ``clearsOnBeginEditing`` the text goes first, if `textFieldShouldClear` allows it,
    /// and `.editingChanged` follows `.editingDidBegin`.
    func didBeginEditing() {
        _isEditing = true
        let clears = clearsOnBeginEditing && hasText && (delegate?.textFieldShouldClear(self) ?? true)
        if clears {
            editor.setText("")
            firstVisibleCharacter = 0
        }
        editor.moveCaret(to: editor.count)
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        owner?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        if clears {
            sendActions(for: .editingChanged)
            owner?.textFieldTextDidChange(self)
        }
    }

    /// Whether the delegate (and owner) let editing begin.
    func mayBeginEditing() -> Bool {
        (delegate?.textFieldShouldBeginEditing(self) ?? true) && (owner?.textFieldShouldBeginEditing(self) ?? true)
    }

    /// Whether the delegate (and owner) let editing end.
    func mayEndEditing() -> Bool {
        (delegate?.textFieldShouldEndEditing(self) ?? true) && (owner?.textFieldShouldEndEditing(self) ?? true)
    }

    /// The field is no longer first responder: editing ends.
    func didEndEditing() {
        guard _isEditing else { return }
        _isEditing = false
        firstVisibleCharacter = 0
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        owner?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    // MARK: Changes the user makes

    /// Offers `edit` to the delegate (and owner) in UTF-16 units; when allowed, makes it, sends
    /// `.editingChanged` and tells the delegate the selection moved. Returns whether it happened.
    @discardableResult
    func perform(_ edit: LineEditor.Replacement) -> Bool {
        let range = editor.utf16Range(of: edit.range)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: edit.replacement) ?? true,
              owner?.textField(self, shouldChangeCharactersIn: range, replacementString: edit.replacement) ?? true else {
            return false
        }
        let oldText = editor.text
        editor.apply(edit)
        setNeedsDisplay()
        if editor.text != oldText {
            sendActions(for: .editingChanged)
            owner?.textFieldTextDidChange(self)
        }
        selectionDidChange()
        return true
    }

    /// Moves the caret or selection with `move`; tells the delegate when it changed.
    func moveSelection(_ move: (inout LineEditor) -> Void) {
        let before = (editor.anchor, editor.head)
        move(&editor)
        if before != (editor.anchor, editor.head) { selectionDidChange() }
    }

    func selectionDidChange() {
        setNeedsDisplay()
        if _isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    // MARK: The clear button

    /// The clear button was clicked: asks ``UITextFieldDelegate/textFieldShouldClear(_:)``, then
    /// empties the field and sends `.editingChanged`. The change is not offered to
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, as in UIKit. A field that was
    /// not editing begins editing first.
    func clearFromButton() {
        if !_isEditing { guard becomeFirstResponder() else { return } }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        guard hasText else { return }
        editor.setText("")
        firstVisibleCharacter = 0
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        owner?.textFieldTextDidChange(self)
        selectionDidChange()
    }

    // MARK: Return

    /// Return: asks ``UITextFieldDelegate/textFieldShouldReturn(_:)``; when it allows the default,
    /// sends `.editingDidEndOnExit` — and, when something is registered for that event, ends
    /// editing, as UIKit dismisses the keyboard then.
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if endsEditing { resignFirstResponder() }
        owner?.textFieldDidReturn(self)
    }

    // MARK: Paste

    /// Pasted text as one line: line breaks and tabs become spaces (a final line break goes),
    /// other control characters — C0, DEL, C1, and so escape sequences' introducers — go.
    /// Everything else, quotes, `%`, `_` and backslashes included, stays as it is.
    package static func pasteableText(_ text: String) -> String {
        var characters = Substring(text)
        while let last = characters.last, last.isNewline { characters = characters.dropLast() }
        var result = ""
        for character in characters {
            if character.isNewline || character == "\t" {
                result.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                result.append(character)
            }
        }
        return result
    }

    /// Pastes `text` at the caret as one change (see "Pasting" in ``UITextField``).
    func paste(text: String) -> Bool {
        guard _isEditing else { return false }
        let clean = Self.pasteableText(text)
        if !clean.isEmpty { perform(editor.inserting(clean)) }
        return true
    }
}
