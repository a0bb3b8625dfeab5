import Foundation

/// How a host's input reaches the views: keys and pastes to the keyboard target and up its
/// responder chain, touches to the view under them or to the responder that captured them, and
/// where the terminal parks its cursor. Hosts reach these through `HostFrameLoop`.
extension UIWindow {
    /// Where key presses start: the first responder when it is in this window and shown;
    /// otherwise, with view controllers, the first scroll view of the frontmost controller's
    /// visible content (or that content's view); otherwise the first visible, scrollable scroll
    /// view (a table's keyboard focus lives in the table); otherwise the window.
    package var keyboardTarget: UIView {
        if let firstResponder, firstResponder.window === self, firstResponder.isVisibleInWindow { return firstResponder }
        return viewControllerKeyboardTarget ?? firstScrollView ?? self
    }

    /// Whether what the user types goes into something now — a first responder (a text field,
    /// an alert) or a type-ahead search — so hosts and apps don't read letters as commands.
    package func isTyping(at timestamp: TimeInterval) -> Bool {
        let target = keyboardTarget
        return target.isFirstResponder || target.isCollectingTypedText(at: timestamp)
    }

    /// Delivers a key press (down, then up) to ``keyboardTarget`` and up its responder chain.
    /// Returns whether a responder handled it; an unhandled key is the host's to interpret.
    @discardableResult
    package func deliver(_ key: UIKey, timestamp: TimeInterval) -> Bool {
        layoutIfNeeded()
        let target = keyboardTarget
        // Shortcuts along the responder chain come first, as in UIKit — except that while a
        // table's type-ahead search collects what is typed, printable keys extend the search.
        let typesIntoSearch = target.isCollectingTypedText(at: timestamp)
            && key.modifierFlags.subtracting([.shift, .alphaShift]).isEmpty
            && key.characters.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
            && !key.characters.isEmpty
        var responder: UIResponder? = typesIntoSearch || target.takesKeyBeforeKeyCommands(key) ? nil : target
        while let current = responder {
            if let command = current.keyCommands?.first(where: { $0.matches(key) }) {
                command.action(command)
                layoutIfNeeded()
                return true
            }
            responder = current.next
        }
        let press = UIPress(key: key, phase: .began, timestamp: timestamp)
        pressReachedWindow = false
        target.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: timestamp))
        let handled = !pressReachedWindow
        press.phase = .ended
        target.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: timestamp))
        layoutIfNeeded()
        return handled
    }

    /// Delivers pasted text as text, never as commands: to the first responder on the keyboard
    /// target's chain that takes pasted text — an editing text field, in one piece; a table, as
    /// a type-ahead search for it. Returns whether a responder took it.
    @discardableResult
    package func deliverPaste(_ text: String, timestamp: TimeInterval) -> Bool {
        layoutIfNeeded()
        var responder: UIResponder? = keyboardTarget
        while let current = responder {
            if current.insertPastedText(text) {
                layoutIfNeeded()
                return true
            }
            responder = current.next
        }
        return false
    }

    /// Delivers a touch in its current phase: `began` to the view under it (``UITouch/view``),
    /// later phases to the responder that captured it (a scroll view tracking a drag) or else to
    /// that view, each travelling up the responder chain.
    package func send(_ touch: UITouch, timestamp: TimeInterval) {
        let event = UIEvent(type: .touches, timestamp: timestamp)
        let receiver: UIResponder? = touch.phase == .began ? touch.view : (touch.capturingResponder ?? touch.view)
        switch touch.phase {
        case .began: receiver?.touchesBegan([touch], with: event)
        case .moved, .stationary: receiver?.touchesMoved([touch], with: event)
        case .ended: receiver?.touchesEnded([touch], with: event)
        case .cancelled: receiver?.touchesCancelled([touch], with: event)
        }
    }

    /// Where a host parks the terminal cursor: the keyboard target's focus (a table's focused
    /// row), in window coordinates, for screen readers and terminal magnifiers that follow it.
    package var keyboardCursorPosition: CGPoint? {
        let target = keyboardTarget
        guard let point = target.keyboardCursorPoint else { return nil }
        let position = target.convert(point, to: nil)
        guard bounds.contains(position) else { return nil }
        return position
    }
}
