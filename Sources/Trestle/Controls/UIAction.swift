import Foundation

/// The closure a ``UIAction`` runs: it receives the action, whose ``UIAction/sender`` is the
/// control that sent it while the closure runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title, an image and an identifier, which controls run in response to their
/// events.
///
/// Register an action with ``UIControl/addAction(_:for:)``, or give it to a button as its primary
/// action with ``UIButton/init(type:primaryAction:)``:
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.addAction(UIAction { action in
///     let sender = action.sender as? UISwitch
///     print("Wi-Fi is", sender?.isOn == true ? "on" : "off")
/// }, for: .valueChanged)
/// ```
///
/// - Note: In UIKit, `UIAction` is a subclass of `UIMenuElement`, and ``Attributes`` and
///   ``State`` are declared on `UIMenuElement`. Trestle has no menus, so `UIAction` stands alone
///   and declares them itself; code that writes `attributes: .destructive` or `state: .on`
///   compiles unchanged. ``attributes`` and ``state`` are kept for the app to read; a control
///   runs an action whatever its attributes, as UIKit's controls do (they only change how menus
///   show the action).
@MainActor
open class UIAction {
    /// A string that identifies an action; a control keeps at most one action per identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's string.
        public var rawValue: String

        /// Creates an identifier from its string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How an action is presented (UIKit's `UIMenuElement.Attributes`, with its raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The action is shown but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The action destroys data; menus show it in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The action is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the action leaves its menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows as on, off or mixed (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// The action is not in effect.
        case off = 0
        /// The action is in effect; menus show a check mark.
        case on = 1
        /// The action applies to part of the selection.
        case mixed = 2
    }

    /// The action's title.
    open var title: String
    /// A second line of text shown under the title.
    open var subtitle: String?
    /// The action's image.
    open var image: UIImage?
    /// An alternative title that describes what the action does, for discoverability HUDs.
    open var discoverabilityTitle: String?
    /// The identifier a control uses to tell actions apart.
    public let identifier: Identifier
    /// How the action is presented.
    open var attributes: Attributes
    /// Whether the action shows as on, off or mixed.
    open var state: State
    /// The control that sent the action, while its handler runs; `nil` otherwise.
    ///
    /// - Note: Typed `Any?` as in UIKit; it holds the ``UIControl`` that called
    ///   ``UIControl/sendAction(_:)``.
    public internal(set) var sender: Any?

    /// The closure the action runs.
    package let handler: UIActionHandler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title, shown by buttons created with the action.
    ///   - image: The image, shown by buttons created with the action.
    ///   - identifier: The identifier; `nil` gives the action a unique one (a UUID string), so
    ///     actions created without one never replace each other in a control.
    ///   - discoverabilityTitle: An alternative title describing what the action does.
    ///   - attributes: How the action is presented.
    ///   - state: Whether the action shows as on, off or mixed.
    ///   - handler: The closure to run.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Creates an action with a subtitle.
    public convenience init(title: String = "", subtitle: String?, image: UIImage? = nil, identifier: Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                            handler: @escaping UIActionHandler) {
        self.init(title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, state: state, handler: handler)
        self.subtitle = subtitle
    }
}
