import Foundation

/// What kind of element an accessibility element is and what state it is in, as a screen reader
/// announces it (``UIView/accessibilityTraits``).
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // Raw values are UIKit's `UIAccessibilityTrait…` constants.

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Shows a picture.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a checked row, the chosen tab).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Acts as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the screen when it appears.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes often (a timer).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts media when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted up and down (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes direct touches (a drawing canvas).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when reached (a book's text).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Heads a section of content (a section header).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}

/// An action a screen reader offers on an element besides activating it
/// (``UIView/accessibilityCustomActions``).
@MainActor
public final class UIAccessibilityCustomAction {
    /// What the action is called.
    public var name: String
    /// What runs when the action is chosen; it returns whether it succeeded.
    public var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action called `name` that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action called `name` that runs `action`; the porting form of UIKit's
    /// `init(name:target:selector:)`, the selector replaced by a closure.
    public convenience init(name: String, target: AnyObject?, action: @escaping () -> Bool) {
        self.init(name: name) { _ in action() }
    }

    /// Runs the action, as a screen reader does when it is chosen.
    @discardableResult
    public func perform() -> Bool {
        actionHandler?(self) ?? false
    }
}
