import Foundation

/// The top item's search controller: its bar under the navigation bar, and the keys that reach
/// it from the content (see "Search" in ``UINavigationController``).
extension UINavigationController {
    /// Shows `searchController`'s bar (or none) under the navigation bar, `barHeight` from the
    /// top; returns the height it takes.
    func layoutSearchBar(of searchController: UISearchController?, below barHeight: CGFloat, in container: UIView) -> CGFloat {
        let bar = searchController?.searchBar
        if let installed = installedSearchBar, installed !== bar, installed.superview === container {
            installed.removeFromSuperview()
        }
        guard let searchController, let bar, let item = stack.last?._navigationItem else {
            installedSearchBar = nil
            return 0
        }
        if bar.superview !== container { container.addSubview(bar) }
        installedSearchBar = bar
        let content = installedViewController?.viewIfLoaded?.firstScrollableScrollView
        content?.searchBarTracker = self
        searchedContentWasAtTop = content.map(Self.isAtTop) ?? true
        let shows = searchController.isActive || !item.hidesSearchBarWhenScrolling || searchedContentWasAtTop
        bar.isHidden = !shows
        guard shows else { return 0 }
        let height = bar.sizeThatFits(container.bounds.size).height
        bar.frame = CGRect(x: 0, y: barHeight, width: container.bounds.width, height: height)
        return height
    }

    /// Whether `scrollView` shows the top of its content.
    static func isAtTop(_ scrollView: UIScrollView) -> Bool {
        scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
    }

    /// The searched content scrolled: the search bar hides or shows when it left or reached its top.
    func searchedContentDidScroll(_ scrollView: UIScrollView) {
        guard let item = stack.last?._navigationItem, item.searchController != nil, item.hidesSearchBarWhenScrolling,
              Self.isAtTop(scrollView) != searchedContentWasAtTop else { return }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The top item's search controller, when its bar is in this navigation controller's view.
    private var shownSearchController: UISearchController? {
        guard let searchController = stack.last?._navigationItem?.searchController,
              searchController.searchBar.superview === viewIfLoaded else { return nil }
        return searchController
    }

    var searchKeyCommands: [UIKeyCommand]? {
        guard let searchController = shownSearchController, !searchController.searchBar.searchTextField.isEditing,
              presentedViewController == nil || presentedViewController === searchController else { return nil }
        return [UIKeyCommand(input: "/", discoverabilityTitle: "search") { [weak searchController] _ in
            searchController?.searchBar.becomeFirstResponder()
        }]
    }

    /// Esc while the top item's search is active cancels it, as its Cancel button does.
    func cancelsSearch(with key: UIKey) -> Bool {
        guard key.keyCode == .keyboardEscape, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command, .shift]),
              let searchController = shownSearchController, searchController.isActive else { return false }
        searchController.searchBar.cancelButtonClicked()
        return true
    }
}
