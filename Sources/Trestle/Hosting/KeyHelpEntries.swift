import Foundation

/// The key help every host shows: the key commands an application offers, named as keyboards
/// label their keys.
@MainActor
package enum KeyHelpEntries {
    /// Help entries for the key commands offered along the responder chain from `responder`
    /// (the view that keys go to, its view controllers, their containers): each command with a
    /// `discoverabilityTitle`, once, nearest responder first — as UIKit lists them when ⌘ is held.
    package static func keyCommandEntries(from responder: UIResponder?) -> [(keys: String, action: String)] {
        var entries: [(keys: String, action: String)] = []
        var seen = Set<String>()
        var current = responder
        while let responder = current {
            for command in responder.keyCommands ?? [] {
                guard let title = command.discoverabilityTitle, !title.isEmpty, command.input != nil else { continue }
                let keys = keyName(of: command)
                guard seen.insert("\(keys)\u{0}\(title)").inserted else { continue }
                entries.append((keys, title))
            }
            current = responder.next
        }
        return entries
    }

    /// How the help writes a command's key: modifiers first (`Ctrl-`, `Alt-`, `Shift-`, `Cmd-`),
    /// arrows and named keys as on the keyboard.
    package static func keyName(of command: UIKeyCommand) -> String {
        var name = ""
        let flags = command.modifierFlags
        if flags.contains(.control) { name += "Ctrl-" }
        if flags.contains(.alternate) { name += "Alt-" }
        if flags.contains(.shift) { name += "Shift-" }
        if flags.contains(.command) { name += "Cmd-" }
        switch command.input ?? "" {
        case UIKeyCommand.inputUpArrow: name += "↑"
        case UIKeyCommand.inputDownArrow: name += "↓"
        case UIKeyCommand.inputLeftArrow: name += "←"
        case UIKeyCommand.inputRightArrow: name += "→"
        case UIKeyCommand.inputPageUp: name += "PgUp"
        case UIKeyCommand.inputPageDown: name += "PgDn"
        case UIKeyCommand.inputHome: name += "Home"
        case UIKeyCommand.inputEnd: name += "End"
        case UIKeyCommand.inputEscape: name += "Esc"
        case UIKeyCommand.inputDelete: name += "Del"
        case "\r": name += "Return"
        case "\t": name += "Tab"
        case " ": name += "Space"
        case let input: name += input
        }
        return name
    }
}
