import Foundation

/// What few views keep: a style override (their own, or their controller's), trait-change
/// registrations, accessibility properties and a transform. One optional reference on every view, so the rest pay one pointer.
@MainActor
final class ViewExtras {
    /// ``UIView/overrideUserInterfaceStyle``.
    var overrideStyle = UIUserInterfaceStyle.unspecified
    /// The ``UIViewController/overrideUserInterfaceStyle`` of the controller whose root view this is.
    var controllerOverrideStyle = UIUserInterfaceStyle.unspecified
    /// ``UIView/registerForTraitChanges(_:handler:)``'s registrations.
    var traitRegistrations: [TraitChangeRegistration] = []
    /// The accessibility properties set on the view; `nil` ones take the view's defaults.
    var accessibility = AccessibilityProperties()
    /// ``UIView/transform`` when it is not the identity.
    var transform: CGAffineTransform?
    /// The transform shown while an animation changes ``transform``.
    var presentationTransform: CGAffineTransform?

    /// The style the view's subtree draws in, when the view or its controller overrides it.
    var effectiveOverrideStyle: UIUserInterfaceStyle? {
        if overrideStyle != .unspecified { return overrideStyle }
        return controllerOverrideStyle != .unspecified ? controllerOverrideStyle : nil
    }
}

/// The accessibility properties a view was given (``UIView/accessibilityLabel`` and the rest).
struct AccessibilityProperties {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var shouldGroupChildren = false
    var language: String?
    var customActions: [UIAccessibilityCustomAction]?
}

extension UIView {
    /// The view's extras, made on first use.
    var madeExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }
}
