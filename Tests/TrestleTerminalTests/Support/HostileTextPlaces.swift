import Testing

/// The places the UI shows an application's text, each with a scene that puts strings there and
/// draws them in a ``CheckedTerminalApplication``, checking every frame.
enum HostileTextPlace: CaseIterable, CustomTestStringConvertible, Sendable {
    /// `UITableViewCell` `textLabel` and `detailTextLabel` in all four styles; header and footer
    /// titles and section index titles of a plain table.
    case tableCells
    /// `UIListContentConfiguration` `text` and `secondaryText` in the cells, headers and footers
    /// of grouped and inset grouped tables; their header and footer titles.
    case groupedTableContentConfigurations
    /// A collection view list: list cells' content configurations, a label accessory, supplementary
    /// headers and footers, index titles.
    case collectionViewList
    /// A navigation bar: title, prompt, bar button titles, the back button's title.
    case navigationBar
    /// `UIAlertController` as an alert: title, message, action titles.
    case alert
    /// `UIAlertController` as an action sheet.
    case actionSheet
    /// `UITextField` text and placeholder, shown and editing, and pasted text.
    case textField
    /// `UISearchBar` text, placeholder and prompt.
    case searchBar
    /// A row's context menu: the `UIMenu` title, `UIAction` titles, a submenu.
    case contextMenu
    /// `UIContextualAction` titles of leading and trailing swipe actions.
    case swipeActions
    /// `UIRefreshControl.attributedTitle`.
    case refreshControl
    /// The terminal host's key help, with the application's own entries.
    case keyHelp
    /// Text copied to the clipboard (OSC 52).
    case clipboard

    var testDescription: String {
        switch self {
        case .tableCells: "table cells, headers, footers and index titles"
        case .groupedTableContentConfigurations: "list content configurations in grouped tables"
        case .collectionViewList: "collection view list cells, accessories and supplementaries"
        case .navigationBar: "navigation bar titles, prompt and bar buttons"
        case .alert: "alert title, message and actions"
        case .actionSheet: "action sheet title, message and actions"
        case .textField: "text field text, placeholder and paste"
        case .searchBar: "search bar text, placeholder and prompt"
        case .contextMenu: "context menu titles"
        case .swipeActions: "swipe action titles"
        case .refreshControl: "refresh control title"
        case .keyHelp: "key help entries"
        case .clipboard: "copied text"
        }
    }

    /// Shows each of `strings` in this place (several at once where the place has room), drawing
    /// and checking every frame; stops at the first failure.
    @MainActor
    func show(_ strings: [String], in checked: CheckedTerminalApplication) {
        guard !strings.isEmpty else { return }
        let strings = HostileStrings(strings)
        switch self {
        case .tableCells: HostileTextScenes.table(strings, style: .plain, usesContentConfigurations: false, passes: 0..<4, in: checked)
        case .groupedTableContentConfigurations:
            HostileTextScenes.table(strings, style: .grouped, usesContentConfigurations: true, passes: 0..<2, in: checked)
            HostileTextScenes.table(strings, style: .insetGrouped, usesContentConfigurations: true, passes: 2..<4, in: checked)
        case .collectionViewList: HostileTextScenes.collectionList(strings, in: checked)
        case .navigationBar: HostileTextScenes.navigationBar(strings, in: checked)
        case .alert: HostileTextScenes.alert(strings, style: .alert, in: checked)
        case .actionSheet: HostileTextScenes.alert(strings, style: .actionSheet, in: checked)
        case .textField: HostileTextScenes.textField(strings, in: checked)
        case .searchBar: HostileTextScenes.searchBar(strings, in: checked)
        case .contextMenu: HostileTextScenes.contextMenu(strings, in: checked)
        case .swipeActions: HostileTextScenes.swipeActions(strings, in: checked)
        case .refreshControl: HostileTextScenes.refreshControl(strings, in: checked)
        case .keyHelp: HostileTextScenes.keyHelp(strings, in: checked)
        case .clipboard: HostileTextScenes.clipboard(strings, in: checked)
        }
    }
}

/// Strings indexed cyclically, so that a place with several texts shows neighbours together.
struct HostileStrings {
    let all: [String]

    init(_ all: [String]) { self.all = all }

    var count: Int { all.count }

    subscript(index: Int) -> String {
        all[((index % all.count) + all.count) % all.count]
    }

    /// `self[index]` quoted for failure messages (long strings shortened).
    func label(_ index: Int) -> String {
        let string = self[index]
        let shown = string.unicodeScalars.count > 60 ? String(String.UnicodeScalarView(string.unicodeScalars.prefix(60))) + "…" : string
        return "string \((index % all.count + all.count) % all.count) \(shown.debugDescription)"
    }
}
