import Foundation

extension UIWindow {
    /// Resizes the window and its screen as a host does when the
    /// terminal or the window is resized, telling the view controllers as UIKit does: the root view
    /// controller hears ``UIViewController/viewWillTransition(to:with:)`` (and forwards it to its
    /// children and presented controllers) while the views still have the old size; then the
    /// window takes the new size and lays out; then the coordinator's alongside blocks run, then
    /// its completions.
    ///
    /// Nothing is said when the size does not change.
    package func transition(to size: CGSize) {
        guard size != bounds.size || size != screen.bounds.size else { return }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        if size != bounds.size { rootViewController?.viewWillTransition(to: size, with: coordinator) }
        screen.bounds = CGRect(origin: .zero, size: size)
        frame = CGRect(origin: frame.origin, size: size)
        layoutIfNeeded()
        coordinator.finish()
    }
}
