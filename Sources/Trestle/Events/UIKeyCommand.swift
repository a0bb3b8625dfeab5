import Foundation

/// A keyboard shortcut a responder offers: a key with modifiers, and what it does.
///
/// Responders list their shortcuts in ``UIResponder/keyCommands``. When a key is pressed, the
/// window looks for a matching command along the responder chain, from the first responder (or
/// the focused table) up, before the key is delivered as a press — so a view controller's
/// shortcuts work while its table has keyboard focus, as in UIKit.
///
/// - Note: UIKit's `UIKeyCommand(input:modifierFlags:action:)` names an Objective-C selector
///   sent up the responder chain. Trestle's `action` is a closure given the command.
@MainActor
public final class UIKeyCommand {
    /// The characters the key types (`"a"`, `"+"`), or one of the special inputs such as
    /// ``inputUpArrow``.
    public let input: String?
    /// The modifier keys that must be held (no others may be).
    public let modifierFlags: UIKeyModifierFlags
    /// A short description for menus and the key help.
    public var discoverabilityTitle: String?
    /// The title (UIKit's menu title).
    public var title: String
    let action: @MainActor (UIKeyCommand) -> Void

    /// The Up Arrow key, as a command's ``input``.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key, as a command's ``input``.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key, as a command's ``input``.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key, as a command's ``input``.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key, as a command's ``input``.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key, as a command's ``input``.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key, as a command's ``input``.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key, as a command's ``input``.
    public static let inputHome = "UIKeyInputHome"
    /// The End key, as a command's ``input``.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key (not Backspace), as a command's ``input``.
    public static let inputDelete = "UIKeyInputDelete"

    /// Creates a shortcut running `action` when `input` is pressed with `modifierFlags`.
    public init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil, action: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    /// Creates a shortcut with UIKit's arguments in UIKit's order, the selector replaced by a
    /// closure: `UIKeyCommand(title: "Star", action: #selector(star), input: "s")` ports as
    /// `UIKeyCommand(title: "Star", action: { [unowned self] _ in star() }, input: "s")`.
    ///
    /// - Note: UIKit sends the selector up the responder chain to the first object that
    ///   implements it; the closure names its receiver itself. `image`, which UIKit shows in
    ///   menus, is not drawn: Trestle lists key commands by their titles.
    public convenience init(title: String = "", image: UIImage? = nil, action: @escaping @MainActor (UIKeyCommand) -> Void,
                            input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.init(title: title, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle, action: action)
    }

    /// Whether `key` triggers this command.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let held = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let special: String? = switch key.keyCode {
        case .keyboardUpArrow: Self.inputUpArrow
        case .keyboardDownArrow: Self.inputDownArrow
        case .keyboardLeftArrow: Self.inputLeftArrow
        case .keyboardRightArrow: Self.inputRightArrow
        case .keyboardEscape: Self.inputEscape
        case .keyboardPageUp: Self.inputPageUp
        case .keyboardPageDown: Self.inputPageDown
        case .keyboardHome: Self.inputHome
        case .keyboardEnd: Self.inputEnd
        case .keyboardDeleteForward: Self.inputDelete
        default: nil
        }
        if let special { return input == special && held == modifierFlags }
        // Shift is part of the typed character ("A", "+"), as UIKit matches it.
        let typed = key.charactersIgnoringModifiers
        return typed == input && held.subtracting(.shift) == modifierFlags.subtracting(.shift)
    }
}
