import Foundation

/// What a navigation bar shows for one view controller: its title, the back button that returns
/// to it, and the bar button items at either edge.
///
/// Every view controller has one (``UIViewController/navigationItem``); the navigation
/// controller's bar shows the top controller's item, with the previous controller's item
/// supplying the back button's title.
@MainActor
open class UINavigationItem {
    /// How the back button that leads to this item shows its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back title, shortened to "Back" (then to the chevron alone) when space is short.
        case `default` = 0
        /// Always "Back" (then the chevron alone when space is short).
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// The title shown in the middle of the bar. A view controller's ``UIViewController/title``
    /// sets it.
    open var title: String? { didSet { itemDidChange() } }
    /// A line of text shown above the bar (the bar grows by a line to show it).
    open var prompt: String? { didSet { itemDidChange() } }
    /// The title of the back button that returns to this item, shown when another item is
    /// pushed on top of it; `nil` uses ``title``.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// An item whose title replaces the back button's title (UIKit's older way to set it).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// How the back button that returns to this item shows its title.
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top (Esc and Backspace then do not
    /// pop either).
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items are shown after the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

    /// The items at the leading edge, first item outermost. They replace the back button unless
    /// ``leftItemsSupplementBackButton``.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The items at the trailing edge, first item outermost (at the trailing edge).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    /// The search controller whose search bar the navigation controller shows under the bar while
    /// this item is on top (see ``UINavigationController``).
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// Whether the search bar hides while the content is scrolled away from its top (it shows
    /// again at the top, and always while the search is active). Default: `true`, as in UIKit.
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }

    /// The bar showing the item, told when the item changes.
    weak var navigationBar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item without a title.
    public init() {}

    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``hidesBackButton`` (Trestle does not animate).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets ``leftBarButtonItem`` (Trestle does not animate).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItem`` (Trestle does not animate).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItems`` (Trestle does not animate).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems`` (Trestle does not animate).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// The back button's full title for the button that returns to this item:
    /// `backBarButtonItem`'s title, else ``backButtonTitle``, else ``title``, else "Back".
    var resolvedBackTitle: String {
        if let title = backBarButtonItem?.title { return title }
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return "Back"
    }

    private func itemDidChange() {
        navigationBar?.itemsDidChange()
    }
}
