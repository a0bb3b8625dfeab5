import Foundation

/// A key's position on the keyboard, by its USB HID usage code (UIKit's `UIKeyboardHIDUsage`).
///
/// UIKit imports this as an Objective-C enum with an integer raw value; Trestle declares the same
/// names as constants of a raw-value struct, so unknown codes from a host stay representable and
/// `switch key.keyCode { case .keyboardUpArrow: … }` reads as it does in UIKit.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A key with no usage code here, such as a function key above F12.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    /// The A key; the keys B through Y follow it in order, up to ``keyboardZ``.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// The Z key.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// The 1 key; the keys 2 through 9 follow it in order, then ``keyboard0``.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 0 key.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// The Return (Enter) key.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// The Escape key.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// The Backspace key, which deletes the character before the insertion point.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// The Tab key.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// The space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// The F1 function key; F2 through F12 follow it in order (see ``keyboardF(_:)``).
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    /// The F12 function key.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    /// The Insert key.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    /// The Home key.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// The Page Up key.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// The forward Delete key, which deletes the character after the insertion point.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// The End key.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// The Page Down key.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// The Right Arrow key.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// The Left Arrow key.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// The Down Arrow key.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// The Up Arrow key.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// The Menu (Application) key, which opens a context menu.
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 0x65)

    /// The function key F`number` (1–12).
    public static func keyboardF(_ number: Int) -> UIKeyboardHIDUsage {
        precondition((1...12).contains(number), "UIKeyboardHIDUsage.keyboardF(_:): F\(number) has no usage code here (F1–F12)")
        return UIKeyboardHIDUsage(rawValue: keyboardF1.rawValue + number - 1)
    }

    /// The usage code of the key that types `character` on a US layout (letters, digits, space,
    /// Return, Tab, Escape), or ``keyboardErrorUndefined``.
    public static func forCharacter(_ character: Character) -> UIKeyboardHIDUsage {
        guard let ascii = character.lowercased().first?.asciiValue else { return .keyboardErrorUndefined }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UIKeyboardHIDUsage(rawValue: keyboardA.rawValue + Int(ascii - UInt8(ascii: "a")))
        case UInt8(ascii: "1")...UInt8(ascii: "9"): return UIKeyboardHIDUsage(rawValue: keyboard1.rawValue + Int(ascii - UInt8(ascii: "1")))
        case UInt8(ascii: "0"): return .keyboard0
        case UInt8(ascii: " "): return .keyboardSpacebar
        case 0x0D, 0x0A: return .keyboardReturnOrEnter
        case 0x09: return .keyboardTab
        case 0x1B: return .keyboardEscape
        default: return .keyboardErrorUndefined
        }
    }
}

/// Modifier keys held with a key press.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// The Shift key is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// The Control key is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// The Option (Alt) key is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The Command key is held; the terminal host reports the Meta key as Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key on a hardware keyboard, as a press reports it.
///
/// Hosts create keys from what the terminal (or a test) sends. ``characters`` is the text the
/// key types with its modifiers (empty for keys that type nothing, such as the arrows);
/// ``charactersIgnoringModifiers`` the text without Control/Alt (Shift still applies, as in UIKit).
public final class UIKey: Sendable, CustomStringConvertible {
    /// The text the key types, modifiers applied.
    public let characters: String
    /// The text the key types without modifiers other than Shift.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's usage code.
    public let keyCode: UIKeyboardHIDUsage

    /// Creates a key. Hosts do this; apps receive keys in `pressesBegan(_:with:)`.
    public init(keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
    }

    /// The key that types `character`, with `modifierFlags` held.
    public convenience init(character: Character, modifierFlags: UIKeyModifierFlags = []) {
        let typed = modifierFlags.contains(.control) ? "" : String(character)
        self.init(keyCode: .forCharacter(character), characters: typed, charactersIgnoringModifiers: String(character),
                  modifierFlags: modifierFlags)
    }

    /// A printable character typed without Control, Alt or Command, if the key is one.
    package var typedCharacter: Character? {
        guard modifierFlags.isDisjoint(with: [.control, .alternate, .command]),
              characters.count == 1, let character = characters.first,
              !character.isNewline, character != "\t", character != "\u{1B}",
              !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) else { return nil }
        return character
    }

    public var description: String {
        let modifiers = [(UIKeyModifierFlags.control, "Ctrl-"), (.alternate, "Alt-"), (.shift, "Shift-"), (.command, "Cmd-")]
            .filter { modifierFlags.contains($0.0) }.map(\.1).joined()
        return "UIKey(\(modifiers)\(charactersIgnoringModifiers.isEmpty ? "#\(keyCode.rawValue)" : charactersIgnoringModifiers.debugDescription))"
    }
}
