import CXlib
import Foundation
import Trestle

/// X11 key events as UIKit's `UIKey`.
enum X11Keyboard {
    /// The modifier flags of an X event's state.
    static func modifierFlags(_ state: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { flags.insert(.command) }
        if state & UInt32(LockMask) != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// The text a key typed, from what `XLookupString` wrote and the key's symbol.
    ///
    /// `XLookupString` writes ISO 8859-1 (Latin-1), not UTF-8: `ü` is the one byte 0xFC, which read
    /// as UTF-8 is not a character at all. Its bytes are read as Latin-1; a symbol beyond Latin-1
    /// that it cannot write (X11's Unicode key symbols, 0x1000100 and up: `ő`, `€`, Cyrillic,
    /// Greek…) gives the character it stands for.
    static func typedText(bytes: [UInt8], symbol: KeySym) -> String {
        if !bytes.isEmpty {
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        if symbol >= 0x0100_0100 && symbol <= 0x0110_FFFF, let scalar = Unicode.Scalar(UInt32(symbol - 0x0100_0000)) {
            return String(Character(scalar))
        }
        return ""
    }

    /// The key a key symbol and the text it typed make; `nil` for keys Trestle has no use for
    /// (modifiers alone, media keys).
    static func key(symbol: KeySym, text: String, state: UInt32) -> UIKey? {
        let flags = modifierFlags(state)
        switch Int32(truncatingIfNeeded: symbol) {
        case XK_Return, XK_KP_Enter: return UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r", modifierFlags: flags)
        case XK_Tab, XK_ISO_Left_Tab: return UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: flags)
        case XK_BackSpace: return UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "\u{7F}", modifierFlags: flags)
        case XK_Escape: return UIKey(keyCode: .keyboardEscape, characters: "\u{1B}", modifierFlags: flags)
        case XK_Up, XK_KP_Up: return UIKey(keyCode: .keyboardUpArrow, modifierFlags: flags)
        case XK_Down, XK_KP_Down: return UIKey(keyCode: .keyboardDownArrow, modifierFlags: flags)
        case XK_Left, XK_KP_Left: return UIKey(keyCode: .keyboardLeftArrow, modifierFlags: flags)
        case XK_Right, XK_KP_Right: return UIKey(keyCode: .keyboardRightArrow, modifierFlags: flags)
        case XK_Home, XK_KP_Home: return UIKey(keyCode: .keyboardHome, modifierFlags: flags)
        case XK_End, XK_KP_End: return UIKey(keyCode: .keyboardEnd, modifierFlags: flags)
        case XK_Prior, XK_KP_Prior: return UIKey(keyCode: .keyboardPageUp, modifierFlags: flags)
        case XK_Next, XK_KP_Next: return UIKey(keyCode: .keyboardPageDown, modifierFlags: flags)
        case XK_Insert, XK_KP_Insert: return UIKey(keyCode: .keyboardInsert, modifierFlags: flags)
        case XK_Delete, XK_KP_Delete: return UIKey(keyCode: .keyboardDeleteForward, modifierFlags: flags)
        case XK_Menu: return UIKey(keyCode: .keyboardApplication, modifierFlags: flags)
        case XK_F1...XK_F12: return UIKey(keyCode: .keyboardF(Int(Int32(truncatingIfNeeded: symbol) - XK_F1) + 1), modifierFlags: flags)
        default: break
        }
        // A character: what the key typed, or with Control (which types a control code) the
        // character of its symbol. Shift is already in the text, as in UIKit's `characters`.
        if let character = text.first, text.count == 1, !character.isASCII || character.asciiValue! >= 0x20,
           character != "\u{7F}" {
            return UIKey(character: character, modifierFlags: flags)
        }
        if symbol >= 0x20 && symbol < 0x7F, let scalar = Unicode.Scalar(UInt32(symbol)) {
            return UIKey(character: Character(scalar), modifierFlags: flags)
        }
        return nil
    }
}
