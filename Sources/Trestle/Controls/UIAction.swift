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
/// Actions are also the items of menus (``UIMenu``, context menus); their ``attributes`` and
/// ``state`` — declared on ``UIMenuElement`` as in UIKit — say how a menu shows them. A control
/// runs an action whatever its attributes, as UIKit's controls do.
@MainActor
open class UIAction: UIMenuElement {
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
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: nil, image: image)
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
