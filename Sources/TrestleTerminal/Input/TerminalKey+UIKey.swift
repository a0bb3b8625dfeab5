import Trestle

extension TerminalKey {
    /// The key as UIKit's `UIKey`, which views receive in `pressesBegan(_:with:)`.
    ///
    /// Characters keep their case (Shift is already applied by the terminal); Control-letter
    /// keys type nothing and report the letter in `charactersIgnoringModifiers`; Alt and Meta
    /// become `.alternate` and `.command`.
    public var uiKey: UIKey {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.alt) { flags.insert(.alternate) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.meta) { flags.insert(.command) }
        switch code {
        case .character(let character):
            return UIKey(character: character, modifierFlags: flags)
        case .enter: return UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r", modifierFlags: flags)
        case .tab: return UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: flags)
        case .backspace: return UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "\u{7F}", modifierFlags: flags)
        case .escape: return UIKey(keyCode: .keyboardEscape, characters: "\u{1B}", modifierFlags: flags)
        case .up: return UIKey(keyCode: .keyboardUpArrow, modifierFlags: flags)
        case .down: return UIKey(keyCode: .keyboardDownArrow, modifierFlags: flags)
        case .left: return UIKey(keyCode: .keyboardLeftArrow, modifierFlags: flags)
        case .right: return UIKey(keyCode: .keyboardRightArrow, modifierFlags: flags)
        case .home: return UIKey(keyCode: .keyboardHome, modifierFlags: flags)
        case .end: return UIKey(keyCode: .keyboardEnd, modifierFlags: flags)
        case .pageUp: return UIKey(keyCode: .keyboardPageUp, modifierFlags: flags)
        case .pageDown: return UIKey(keyCode: .keyboardPageDown, modifierFlags: flags)
        case .insert: return UIKey(keyCode: .keyboardInsert, modifierFlags: flags)
        case .delete: return UIKey(keyCode: .keyboardDeleteForward, modifierFlags: flags)
        case .function(let number) where (1...12).contains(number):
            return UIKey(keyCode: .keyboardF(number), modifierFlags: flags)
        case .function:
            return UIKey(keyCode: .keyboardErrorUndefined, modifierFlags: flags)
        case .menu:
            return UIKey(keyCode: .keyboardApplication, modifierFlags: flags)
        }
    }
}
