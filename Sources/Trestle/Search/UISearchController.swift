import Foundation

/// A view controller that runs a search through its ``searchBar`` and shows the results over the
/// content it searches.
///
/// Put the bar where the user finds it — in the navigation bar with
/// ``UINavigationItem/searchController`` (the navigation controller shows it under the bar), or
/// anywhere in a view such as a table's header — and give the controller a
/// ``searchResultsUpdater``:
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.obscuresBackgroundDuringPresentation = false
/// navigationItem.searchController = search
/// ```
///
/// ## Active and inactive
///
/// The controller becomes active when editing begins in its bar (a click on the field, `/`, or
/// `searchBar.becomeFirstResponder()`), or when ``isActive`` is set. While active it shows the
/// bar's Cancel button (``automaticallyShowsCancelButton``) and, with
/// ``hidesNavigationBarDuringPresentation``, hides the navigation bar so the search bar takes its
/// line. Cancel — or Esc, in the field or in the results — clears the text and makes it
/// inactive. The calls, in order:
///
/// | When | Calls |
/// |---|---|
/// | becoming active | `searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`, `willPresentSearchController`, `updateSearchResults(for:)`, `didPresentSearchController` |
/// | each change to the text | `searchBar(_:textDidChange:)`, `updateSearchResults(for:)` |
/// | Cancel | `searchBarCancelButtonClicked`, the text emptied, `searchBarTextDidEndEditing`, `willDismissSearchController`, `updateSearchResults(for:)`, `didDismissSearchController` |
///
/// ## Results
///
/// With a ``searchResultsController`` its view is shown over the searched content — below the
/// search bar — while the controller is active and the text is not empty
/// (``automaticallyShowsSearchResultsController``), as UIKit does. With `nil`, the searched
/// content is the results view: the updater filters it in place. ↓ in the field hands the keys
/// to the results (the results controller's list, or the content's) while the search stays
/// active; `/` brings them back to the field.
///
/// - Note: UIKit dims the content under an active search with ``obscuresBackgroundDuringPresentation``.
///   The terminal cannot dim cells already drawn, so the content stays as it is; it no longer
///   takes clicks, and a click on it ends the search, as a tap on UIKit's dimming view does.
/// - Note: Setting ``isActive`` to `true` presents the controller without making the bar first
///   responder, as in UIKit: call `searchBar.becomeFirstResponder()` for that. The presentation is
///   Trestle's own (over the content, below the bar), not a modal presentation style; while
///   active the controller is the `presentedViewController` of the searched content's root
///   controller, as in UIKit, so that root cannot present anything else meanwhile.
@MainActor
open class UISearchController: UIViewController {
    /// The bar the search is typed in.
    public let searchBar: UISearchBar
    /// The controller showing the results, or `nil` when the searched content shows them itself.
    public private(set) var searchResultsController: UIViewController?
    /// Updates the results as the search changes. Held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Follows the presentation. Held weakly.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under an active search stops taking clicks (see the note above).
    /// Default: `true`, as in UIKit.
    open var obscuresBackgroundDuringPresentation = true { didSet { updateOverlay() } }
    /// Whether the navigation bar hides while the search is active, the search bar moving up into
    /// its line. Default: `true`, as in UIKit.
    open var hidesNavigationBarDuringPresentation = true { didSet { navigationLayoutDidChange() } }
    /// Whether the bar's Cancel button shows while the search is active. Default: `true`.
    open var automaticallyShowsCancelButton = true
    /// Whether ``showsSearchResultsController`` follows the text (shown while it is not empty).
    /// Default: `true`.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows while the search is active.
    open var showsSearchResultsController = false { didSet { if showsSearchResultsController != oldValue { updateOverlay() } } }

    var _isActive = false
    /// The controller whose content the search covers while active.
    weak var searchedController: UIViewController?

    /// Creates a search controller showing its results in `searchResultsController`, or in the
    /// searched content itself when `nil`.
    public init(searchResultsController: UIViewController?) {
        searchBar = UISearchBar(frame: .zero)
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        if let searchResultsController { addChild(searchResultsController) }
    }

    /// Creates a search controller from an archive. Trestle has no archives; the controller has
    /// no results controller.
    public required init?(coder: NSCoder) {
        searchBar = UISearchBar(frame: .zero)
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// Whether the search is active. Setting it presents or dismisses the search (see the table
    /// above); setting `true` does not make the bar first responder, as in UIKit.
    open var isActive: Bool {
        get { _isActive }
        set { newValue ? activate() : deactivate() }
    }

    /// The view holding the results controller's view over the searched content.
    open override func loadView() {
        let container = SearchControllerView(frame: .zero)
        container.searchController = self
        view = container
        if let results = searchResultsController {
            container.addSubview(results.view)
            results.didMove(toParent: self)
        }
    }

    /// The overlay covers the searched content below the search bar.
    override func presentedFrame(in window: UIWindow) -> CGRect {
        resultsFrame(in: window)
    }
}

/// A search controller's view: it holds the results controller's view and, while the search
/// obscures the content, takes the clicks on it — a click there ends the search.
final class SearchControllerView: UIView {
    weak var searchController: UISearchController?

    override func layoutSubviews() {
        super.layoutSubviews()
        searchController?.searchResultsController?.viewIfLoaded?.frame = bounds
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        searchController?.isActive = false
    }
}
