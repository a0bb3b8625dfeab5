import Foundation

/// Modal presentation: one controller presents another over the screen until it is dismissed.
///
/// The presented controller's view is added to the window above everything else and fills it
/// (Trestle has no sheets); the window's keys go to it (see ``UIWindow/rootViewController``).
/// The call orders, as in UIKit:
///
/// - **Present B over A, full screen**: B.`viewDidLoad`, A.`viewWillDisappear`,
///   B.`viewWillAppear`, B.`viewDidAppear`, A.`viewDidDisappear`, completion.
/// - **Dismiss B, full screen**: B.`viewWillDisappear`, A.`viewWillAppear`, A.`viewDidAppear`,
///   B.`viewDidDisappear`, completion.
/// - **Other styles** (A stays on screen): B.`viewDidLoad`, B.`viewWillAppear`, B.`viewDidAppear`,
///   completion; dismissal: B.`viewWillDisappear`, B.`viewDidDisappear`, completion.
extension UIViewController {
    /// The controller this controller presented — or, when it presented none, the one its
    /// nearest ancestor presented.
    public var presentedViewController: UIViewController? {
        _presentedViewController ?? parent?.presentedViewController
    }

    /// The controller that presented this controller — or, when it is not presented, the one
    /// that presented its nearest presented ancestor.
    public var presentingViewController: UIViewController? {
        _presentingViewController ?? parent?.presentingViewController
    }

    /// The controller that presents for this one: the root of its containment hierarchy.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext
        if presented === presenter || presented.presentationContext === presenter {
            TrestleDiagnostics.report("Application tried to present modally an active controller \(presenter).")
            return
        }
        if let existing = presenter._presentedViewController {
            TrestleDiagnostics.report("Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(existing).")
            return
        }
        if let other = presented._presentingViewController {
            TrestleDiagnostics.report("Application tried to present modally a view controller \(presented) that is already being presented by \(other).")
            return
        }
        if let parent = presented.parent {
            TrestleDiagnostics.report("Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            TrestleDiagnostics.report("Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        let removesPresenter = presented.presentationStyleForPresenting.removesPresenterView
        presenter._presentedViewController = presented
        presented._presentingViewController = presenter
        presented.presentationKeepsPresenterVisible = !removesPresenter
        presented.isBeingPresented = true
        let presentedView: UIView = presented.view
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        presentedView.frame = window.bounds
        window.addSubview(presentedView)
        presented.presentedViewDidInstall()
        presented.endAppearanceTransition()
        if removesPresenter {
            if presenterView.superview === window { presenterView.removeFromSuperview() }
            presenter.endAppearanceTransition()
        }
        presented.isBeingPresented = false
        completion?()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        let target: UIViewController
        if let presented = context._presentedViewController {
            target = presented
        } else if context._presentingViewController != nil {
            target = context
        } else {
            return
        }
        // Everything the target presented goes too, topmost first; only the last one animates.
        var chain = [target]
        while let next = chain.last?._presentedViewController { chain.append(next) }
        for (index, controller) in chain.enumerated().reversed() {
            endPresentation(of: controller, animated: index == 0 ? animated : false)
        }
        completion?()
    }

    private func endPresentation(of presented: UIViewController, animated: Bool) {
        guard let presenter = presented._presentingViewController else { return }
        let restoresPresenter = !presented.presentationKeepsPresenterVisible
        let presentedView = presented.viewIfLoaded
        let window = presentedView?.window
        presented.isBeingDismissed = true
        presented.presentedViewWillUninstall()
        presented.beginAppearanceTransition(false, animated: animated)
        if restoresPresenter, let window, let presenterView = presenter.viewIfLoaded {
            presenter.beginAppearanceTransition(true, animated: animated)
            if presenterView.superview !== window {
                let index = window.subviews.firstIndex { $0 === presentedView } ?? 0
                presenterView.frame = window.bounds
                window.insertSubview(presenterView, at: index)
            }
            presenter.endAppearanceTransition()
        }
        presentedView?.removeFromSuperview()
        presented.endAppearanceTransition()
        presenter._presentedViewController = nil
        presented._presentingViewController = nil
        presented.isBeingDismissed = false
    }
}
