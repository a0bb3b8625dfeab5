import Foundation

/// The object that shows a search controller's results: it is told whenever they may need to
/// change.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text changed, or the search controller became active or inactive: update
    /// the results for `searchController.searchBar.text` (and ``UISearchController/isActive``).
    func updateSearchResults(for searchController: UISearchController)
}

/// The methods a search controller's delegate implements to follow its presentation. All are
/// optional.
///
/// - Note: UIKit's `presentSearchController(_:)`, which replaces the default presentation, is not
///   available: the search controller always presents itself.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to become inactive.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller became inactive.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
