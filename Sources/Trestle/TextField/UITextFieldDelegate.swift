import Foundation

/// The methods a text field's delegate implements to take part in editing: whether editing may
/// begin and end, whether a change may happen, what Return and the clear button do.
///
/// Every method is optional, as in UIKit; the defaults below are UIKit's behaviour when a method
/// is not implemented (allow everything).
///
/// The order of the calls, with the control events the field sends between them:
///
/// | When | Calls and events, in order |
/// |---|---|
/// | editing begins (a click, ``UITextField/becomeFirstResponder()``) | ``textFieldShouldBeginEditing(_:)``, ``textFieldDidBeginEditing(_:)``, `.editingDidBegin` |
/// | the user types, deletes or pastes | ``textField(_:shouldChangeCharactersIn:replacementString:)``, the change, `.editingChanged`, ``textFieldDidChangeSelection(_:)`` |
/// | the clear button | ``textFieldShouldClear(_:)``, the text emptied, `.editingChanged` |
/// | Return | ``textFieldShouldReturn(_:)``, `.editingDidEndOnExit` |
/// | editing ends (``UITextField/resignFirstResponder()``) | ``textFieldShouldEndEditing(_:)``, ``textFieldDidEndEditing(_:)``, `.editingDidEnd` |
///
/// - Note: UIKit's optional `textFieldDidEndEditing(_:reason:)` is not available; the
///   one-argument form is called for every end of editing.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin. Default: `true`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field may resign). Default: `true`.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field is no longer first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the user's change may happen: `range` of the current text, in UTF-16 code units as
    /// UIKit's `NSRange`, is to be replaced by `string` (empty for a deletion). Default: `true`.
    ///
    /// Convert the range for a Swift string with `Range(range, in: textField.text ?? "")`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field. Default: `true`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed; return whether the field does what Return does by default (sends
    /// `.editingDidEndOnExit`). Default: `true`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The caret moved or the selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

/// A responder that takes text from a keyboard: UIKit's minimal text-input protocol.
///
/// A host or an app inserts text into the first responder through it; ``UITextField`` adopts it,
/// and treats ``insertText(_:)`` and ``deleteBackward()`` as the user's typing (its delegate is
/// asked, `.editingChanged` sent).
@MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}
