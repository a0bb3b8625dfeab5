import Foundation

/// Becoming active and inactive, showing the results over the searched content, and the keys that
/// move between the field and the results.
extension UISearchController {
    // MARK: Active and inactive

    func activate() {
        guard !_isActive else { return }
        searchedController = findSearchedController()
        delegate?.willPresentSearchController(self)
        _isActive = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        linkPresentation()
        updateResultsVisibility()
        updateOverlay()
        navigationLayoutDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    func deactivate() {
        guard _isActive else { return }
        delegate?.willDismissSearchController(self)
        _isActive = false
        if searchBar.searchTextField.isEditing { searchBar.searchTextField.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        updateOverlay()
        unlinkPresentation()
        navigationLayoutDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
        searchedController = nil
    }

    /// Cancel: the text emptied, editing ended, the search inactive.
    func cancelSearch() {
        searchBar.text = ""
        if searchBar.searchTextField.isEditing { searchBar.searchTextField.resignFirstResponder() }
        deactivate()
    }

    /// Editing began in the bar: the search becomes active.
    func searchBarDidBeginEditing() {
        activate()
    }

    /// The user changed the bar's text: the results follow.
    func searchTextDidChange() {
        guard _isActive else { return }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func updateResultsVisibility() {
        guard automaticallyShowsSearchResultsController, searchResultsController != nil else { return }
        showsSearchResultsController = !(searchBar.text ?? "").isEmpty
    }

    // MARK: Where the search is shown

    /// The controller whose content the bar searches: the top controller of the navigation
    /// controller showing the bar in its navigation item, else the nearest controller above the
    /// bar in the responder chain.
    private func findSearchedController() -> UIViewController? {
        var responder = searchBar.next
        while let current = responder {
            if let navigation = current as? UINavigationController {
                if let top = navigation.topViewController, top.navigationItem.searchController === self { return top }
                return navigation
            }
            if let controller = current as? UIViewController, controller !== self { return controller }
            responder = current.next
        }
        return nil
    }

    /// As UIKit presents the search controller from the searched content, the content's root
    /// controller presents it — when it is not presenting something else.
    private func linkPresentation() {
        guard let context = searchedController?.presentationContext, context !== self,
              context._presentedViewController == nil, _presentingViewController == nil else { return }
        context._presentedViewController = self
        _presentingViewController = context
    }

    private func unlinkPresentation() {
        guard let presenter = _presentingViewController else { return }
        if presenter._presentedViewController === self { presenter._presentedViewController = nil }
        _presentingViewController = nil
    }

    /// The searched content's rect in the window, below the search bar.
    func resultsFrame(in window: UIWindow) -> CGRect {
        guard let content = searchedController?.viewIfLoaded, content.window === window else { return window.bounds }
        var frame = content.convert(CGRect(origin: content.bounds.origin, size: content.bounds.size), to: nil)
        if searchBar.window === window, !searchBar.isHidden {
            let barBottom = searchBar.convert(searchBar.bounds, to: nil).maxY
            if barBottom > frame.minY, barBottom < frame.maxY {
                frame.size.height = frame.maxY - barBottom
                frame.origin.y = barBottom
            }
        }
        return frame
    }

    /// Whether the view over the content is needed: to show results, or to obscure the content.
    private var needsOverlay: Bool {
        _isActive && ((showsSearchResultsController && searchResultsController != nil) || obscuresBackgroundDuringPresentation)
    }

    /// Puts the view over the searched content, or takes it away, as the state asks.
    func updateOverlay() {
        searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController
        let installed = viewIfLoaded?.superview != nil
        if needsOverlay, !installed, let window = searchBar.window {
            beginAppearanceTransition(true, animated: false)
            view.frame = resultsFrame(in: window)
            window.addSubview(view)
            endAppearanceTransition()
        } else if !needsOverlay, installed {
            beginAppearanceTransition(false, animated: false)
            view.removeFromSuperview()
            endAppearanceTransition()
        } else if installed, let window = view.window {
            view.frame = resultsFrame(in: window)
        }
    }

    /// The navigation controller showing the bar lays out again (its bar hides or shows).
    func navigationLayoutDidChange() {
        searchedController?.navigationController?.viewIfLoaded?.setNeedsLayout()
        searchBar.superview?.setNeedsLayout()
    }

    // MARK: Keys

    /// ↓ in the field: the field stops editing and the keys go to the results — the results
    /// controller's view when it shows, else the searched content — while the search stays
    /// active; a results table without a focused row focuses its first. Nothing happens while
    /// the content is obscured without results.
    func moveKeysToResults() -> Bool {
        guard _isActive else { return false }
        let resultsShown = showsSearchResultsController && searchResultsController != nil
        guard resultsShown || !obscuresBackgroundDuringPresentation else { return true }
        guard let window = searchBar.window, searchBar.searchTextField.resignFirstResponder() else { return true }
        if let table = window.keyboardTarget as? UITableView, table.indexPathForFocusedRow == nil,
           let section = (0..<table.numberOfSections).first(where: { table.numberOfRows(inSection: $0) > 0 }) {
            table.focusRow(at: IndexPath(row: 0, section: section))
        }
        return true
    }
}
