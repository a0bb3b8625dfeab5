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

    /// The standard keys that do something on the screen whose keys go to `target`: the swipe
    /// keys only where its rows have swipe actions, the editing keys only where rows can be
    /// deleted or moved.
    public static func standardEntries(for target: UIView?) -> [(keys: String, action: String)] {
        let abilities = (target as? ListKeyAbilityReporting)?.listKeyAbilities ?? []
        return standardEntries.filter { entry in
            if entry.keys == swipeKeys { return abilities.contains(.swipeActions) }
            if entry.keys.hasPrefix("editing:") { return abilities.contains(.editing) }
            return true
        }
    }

    /// The keys of the standard entry for swipe actions.
    static let swipeKeys = "Del  ← →"
}
