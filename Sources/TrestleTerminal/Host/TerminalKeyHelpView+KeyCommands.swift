import Foundation
import Trestle

extension TerminalKeyHelpView {
    /// Help entries for the key commands offered along the responder chain from `responder`
    /// (the view that keys go to, its view controllers, their containers): each command with a
    /// `discoverabilityTitle`, once, nearest responder first — as UIKit lists them when ⌘ is held.
    public static func keyCommandEntries(from responder: UIResponder?) -> [(keys: String, action: String)] {
        KeyHelpEntries.keyCommandEntries(from: responder)
    }

    /// How the help writes a command's key: modifiers first (`Ctrl-`, `Alt-`, `Shift-`, `Cmd-`),
    /// arrows and named keys as on the keyboard.
    public static func keyName(of command: UIKeyCommand) -> String {
        KeyHelpEntries.keyName(of: command)
    }
}
