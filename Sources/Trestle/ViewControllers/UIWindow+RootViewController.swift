import Foundation

/// The window's side of view controllers: installing the root view controller, laying out
/// presented views, and finding where keys go.
extension UIWindow {
    /// Installs the new root view controller's view in place of the old one's, with the
    /// appearance methods when the window is visible.
    func rootViewControllerDidChange(from old: UIViewController?) {
        let new = rootViewController
        guard old !== new else { return }
        let visible = !isHidden
        let newView: UIView? = new?.view
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        rootView = newView
        if visible {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    /// The window became visible: the root view controller appears if it has not.
    func appearRootViewControllerIfNeeded() {
        guard let rootViewController, rootViewController.appearanceState == .disappeared,
              rootViewController.viewIfLoaded?.window === self else { return }
        rootViewController.beginAppearanceTransition(true, animated: false)
        rootViewController.endAppearanceTransition()
    }

    /// Presented controllers' views fill the window.
    func layoutPresentedViews() {
        for subview in subviews {
            guard let controller = subview.owningViewController, controller._presentingViewController != nil else { continue }
            subview.frame = controller.presentedFrame(in: self)
        }
    }

    /// Where keys go when no view is first responder and view controllers fill the window: the
    /// frontmost controller view in the window (a presented controller's, else the root's),
    /// followed down to the child shown (a navigation controller's top controller), and there
    /// the first scrollable scroll view — or that child's view itself, so that keys reach the
    /// controllers on its responder chain.
    package var viewControllerKeyboardTarget: UIView? {
        for subview in subviews.reversed() where !subview.isHidden {
            guard let controller = subview.owningViewController,
                  controller === rootViewController || controller._presentingViewController != nil else { continue }
            let content = controller.keyboardContentController
            guard let contentView = content.viewIfLoaded else { return subview }
            return contentView.firstScrollableScrollView ?? contentView
        }
        return nil
    }
}

extension UIView {
    /// The first visible, scrollable scroll view in the subtree, depth first (this view included).
    var firstScrollableScrollView: UIScrollView? {
        if let scrollView = self as? UIScrollView, scrollView.isScrollEnabled, !scrollView.isHidden { return scrollView }
        for subview in subviews where !subview.isHidden {
            if let found = subview.firstScrollableScrollView { return found }
        }
        return nil
    }
}
