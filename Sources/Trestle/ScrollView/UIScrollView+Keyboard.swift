import Foundation

/// Dismissing the keyboard by dragging the content (``UIScrollView/keyboardDismissMode``). A
/// terminal has no on-screen keyboard: "the keyboard" is a text field taking typed keys, and
/// dismissing it ends its editing, as `resignFirstResponder` does.
extension UIScrollView {
    /// How a drag on the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard up.
        case none
        /// The keyboard goes when a drag begins.
        case onDrag
        /// The keyboard follows the finger down; in a terminal, where there is no on-screen
        /// keyboard, it goes when a drag begins, as with ``onDrag``.
        case interactive
        /// As ``onDrag``; an input accessory view goes too.
        case onDragWithAccessory
        /// As ``interactive``; an input accessory view goes too.
        case interactiveWithAccessory
    }

    /// A drag began: with a dismiss mode, a text field being typed in stops editing.
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none, let responder = window?.firstResponder, responder is UIKeyInput else { return }
        _ = responder.resignFirstResponder()
    }
}
