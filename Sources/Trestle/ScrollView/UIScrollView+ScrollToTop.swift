import Foundation

extension UIScrollView {
    /// The status bar was tapped: scrolls to the top when the delegate agrees
    /// (`scrollViewShouldScrollToTop`), animated, and tells the delegate when it got there
    /// (`scrollViewDidScrollToTop`) — at once when it was already at the top. Returns whether it
    /// scrolled.
    @discardableResult
    package func scrollToTopForStatusBarTap() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: validContentOffsetYRange.lowerBound)
        stopScrollAnimation()
        let animated = moveContentOffset(to: top, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
        // Already there, or no animation: it arrived at once.
        if !animated { delegate?.scrollViewDidScrollToTop(self) }
        return true
    }
}

extension UIWindow {
    /// The scroll view a status-bar tap scrolls: the one visible scroll view with
    /// ``UIScrollView/scrollsToTop`` on. As in UIKit, when several have it on, none scrolls.
    package var scrollViewForStatusBarTap: UIScrollView? {
        var found: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { found.append(scrollView) }
            for subview in view.subviews { visit(subview) }
        }
        for subview in subviews { visit(subview) }
        return found.count == 1 ? found[0] : nil
    }

    /// A tap on the status bar — in Trestle, a click on the navigation bar away from its
    /// buttons: the one scroll view with ``UIScrollView/scrollsToTop`` on scrolls to its top.
    /// Returns whether one did.
    @discardableResult
    package func statusBarTapped() -> Bool {
        scrollViewForStatusBarTap?.scrollToTopForStatusBarTap() ?? false
    }
}
