import Foundation

/// Hears when a navigation controller shows a view controller.
///
/// Both methods have empty default implementations.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// The navigation controller is about to show `viewController` (after it has loaded its
    /// view, before the appearance methods run).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// The navigation controller showed `viewController` (after the appearance methods ran).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
