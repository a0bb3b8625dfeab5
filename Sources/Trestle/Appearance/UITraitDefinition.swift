import Foundation

/// A trait that views and controllers can register for changes of
/// (``UIView/registerForTraitChanges(_:handler:)``): one of the ``UITraitCollection``'s traits.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when no collection specifies the trait.
    static var defaultValue: Value { get }
    /// A unique name for the trait.
    static var identifier: String { get }
    /// Whether a change of the trait can change what dynamic colours resolve to.
    static var affectsColorAppearance: Bool { get }
}

/// A trait, as ``UIView/registerForTraitChanges(_:handler:)`` takes it: the trait's type, such as
/// `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark style (``UITraitCollection/userInterfaceStyle``).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let identifier = "UITraitUserInterfaceStyle"
    public static let affectsColorAppearance = true
}

/// The text size (``UITraitCollection/preferredContentSizeCategory``).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static let affectsColorAppearance = false
}

/// The room across (``UITraitCollection/horizontalSizeClass``).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let identifier = "UITraitHorizontalSizeClass"
    public static let affectsColorAppearance = false
}

/// The room down (``UITraitCollection/verticalSizeClass``).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let identifier = "UITraitVerticalSizeClass"
    public static let affectsColorAppearance = false
}

/// The pixels per point (``UITraitCollection/displayScale``).
public enum UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let identifier = "UITraitDisplayScale"
    public static let affectsColorAppearance = false
}

/// A registration for trait changes, returned by ``UIView/registerForTraitChanges(_:handler:)``;
/// pass it to ``UIView/unregisterForTraitChanges(_:)`` to end it.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and what to call.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let identifiers: Set<String>
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        identifiers = Set(traits.map { $0.identifier })
        self.handler = handler
    }

    /// Whether a change from `before` to `after` changes a trait the registration watches.
    func isTriggered(from before: UITraitCollection, to after: UITraitCollection) -> Bool {
        identifiers.contains { identifier in
            switch identifier {
            case UITraitUserInterfaceStyle.identifier: before.userInterfaceStyle != after.userInterfaceStyle
            case UITraitPreferredContentSizeCategory.identifier: before.preferredContentSizeCategory != after.preferredContentSizeCategory
            case UITraitHorizontalSizeClass.identifier: before.horizontalSizeClass != after.horizontalSizeClass
            case UITraitVerticalSizeClass.identifier: before.verticalSizeClass != after.verticalSizeClass
            case UITraitDisplayScale.identifier: before.displayScale != after.displayScale
            default: false
            }
        }
    }
}

/// Objects whose traits change and that tell of it: views and view controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Called when the object's traits changed, with the traits before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Objects whose traits change: views and view controllers, which register handlers for the
/// traits they care about (UIKit's API since iOS 17).
@MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UIView: UITraitEnvironment, UITraitChangeObservable {}
extension UIViewController: UITraitEnvironment, UITraitChangeObservable {}

extension UIView {
    /// Calls `handler` with the view and its previous traits after any of `traits` changes for the
    /// view, after ``UIView/traitCollectionDidChange(_:)``. The handler names the view's type, as
    /// UIKit's does:
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
    ///     self.layer.borderColor = UIColor.separator.resolvedColor(with: self.traitCollection).cgColor
    /// }
    /// ```
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let view = object as? Environment { handler(view, previous) }
        }
        madeExtras.traitRegistrations.append(registration)
        return registration
    }

    /// Ends a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        extras?.traitRegistrations.removeAll { $0 === registration }
    }
}

extension UIViewController {
    /// Calls `handler` with the controller and its previous traits after any of `traits` changes
    /// for it, after ``UIViewController/traitCollectionDidChange(_:)``.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let controller = object as? Environment { handler(controller, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// Ends a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}
