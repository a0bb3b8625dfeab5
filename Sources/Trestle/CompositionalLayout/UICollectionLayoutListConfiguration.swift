import Foundation

/// How a list section of a compositional layout looks and behaves — the collection view's
/// counterpart of a table's style (UIKit's `UICollectionLayoutListConfiguration`).
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Rows are the container's width and size themselves from their cells, estimated at the
/// metrics' row height; headers and footers too. Grouped and inset-grouped sections are spaced
/// as a grouped table's are; in the terminal an inset-grouped section is boxed, as the table's
/// are, so a list and a table of the same content look the same.
///
/// ## Swipe actions in lists
///
/// A list's rows swipe as a table's do. A horizontal drag on a ``UICollectionViewListCell``
/// reveals the actions ``trailingSwipeActionsConfigurationProvider`` (dragging toward the leading
/// edge) or ``leadingSwipeActionsConfigurationProvider`` returns for its item, drawn as the same
/// buttons a table row shows; a provider that returns `nil` or no actions leaves the row still.
/// A tap on an action runs its handler, and the handler's completion closes the actions; a tap
/// elsewhere only closes them; a drag across most of the row performs the first action when
/// ``UISwipeActionsConfiguration/performsFirstActionWithFullSwipe``. A
/// ``UICellAccessory/delete(displayed:options:actionHandler:)`` accessory without a handler
/// reveals the trailing actions. From the keyboard, Delete (or →) on the focused row reveals the
/// trailing actions and ← the leading ones, ←/→ choose, Return performs and Esc closes. Entering
/// or leaving editing, a batch update that changes the items, and a reload close them.
///
/// ```swift
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///         remove(itemAt: indexPath)
///         completion(true)
///     }
///     return UISwipeActionsConfiguration(actions: [delete])
/// }
/// ```
///
/// Rows with a ``UICellAccessory/reorder(displayed:options:)`` accessory move by dragging it (or
/// with Alt-↑/↓), through the collection view's interactive movement.
public struct UICollectionLayoutListConfiguration {
    /// The list's overall look.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge, with pinned section headers, as in a plain table.
        case plain
        /// Sections spaced apart, as in a grouped table.
        case grouped
        /// Grouped sections inset from the sides (boxed in the terminal), as in an inset-grouped table.
        case insetGrouped
        /// A sidebar: sidebar cells spaced as a grouped list, without separators by default.
        case sidebar
        /// A sidebar spaced as a plain list, with pinned section headers and no separators by default.
        case sidebarPlain
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section, shown as its header.
        case firstItemInSection
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Makes the swipe actions of the item at an index path, or `nil` for none (an empty
    /// configuration is none too). Asked each time a row starts to swipe.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Changes the separator configuration of the item at an index path.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's look.
    public let appearance: Appearance
    /// Whether rows show separators. Default: `true` (`false` in sidebars).
    public var showsSeparators: Bool
    /// The separators' look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes separators item by item.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; `nil` uses the appearance's (the collection view's own
    /// background colour when it has one).
    public var backgroundColor: UIColor?
    /// Where section headers come from. Default: `.none`.
    public var headerMode: HeaderMode = .none
    /// Where section footers come from. Default: `.none`.
    public var footerMode: FooterMode = .none
    /// Space above each section's header; `nil` uses the appearance's.
    public var headerTopPadding: CGFloat?
    /// The actions revealed by swiping an item toward its trailing edge, shown at its leading
    /// edge (see <doc:UICollectionLayoutListConfiguration#Swipe-actions-in-lists>).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping an item toward its leading edge, shown at its trailing
    /// edge; a delete accessory without a handler reveals them too.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration for `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The cell appearance list cells take in this list.
    var cellAppearance: ListCellAppearance {
        switch appearance {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }
}

/// How a list row's separators look (UIKit's `UIListSeparatorConfiguration`).
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// The list decides: every row has a bottom separator, except the last of an
        /// inset-grouped section; no row has a top one.
        case automatic
        /// The separator shows.
        case visible
        /// The separator does not show.
        case hidden
    }

    /// The separator above the row.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below the row.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's insets; `.zero` leading follows the row's text.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The bottom separator's insets; the automatic insets follow the row's text.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour.
    public var color: UIColor = .separator
    /// The colour between selected rows in multiple selection.
    public var multipleSelectionColor: UIColor = .separator

    /// Insets that follow the row's text (UIKit's `automaticInsets`).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        if listAppearance == .sidebar || listAppearance == .sidebarPlain {
            bottomSeparatorVisibility = .hidden
        }
    }
}
