import Foundation

/// The data source and delegate of a static table: sections of rows written in code, each row
/// with its text, image, accessory, switch or action.
///
/// Make one from ``StaticTableSection`` values and assign it to any table's `dataSource` and
/// `delegate`, keeping a strong reference (a table holds both weakly, as in UIKit):
///
/// ```swift
/// let settings = StaticTableDataSource(sections: [
///     StaticTableSection(header: "Allow Photos to Access", rows: [
///         .push("Siri & Search", image: UIImage(systemName: "magnifyingglass.circle.fill")) {
///             SiriSearchViewController()
///         },
///     ]),
///     StaticTableSection(footer: "The Hidden album appears under Utilities.", rows: [
///         .switch("Hidden Album", isOn: true) { isOn in preferences.showsHiddenAlbum = isOn },
///     ]),
/// ])
/// tableView.dataSource = settings
/// tableView.delegate = settings
/// ```
///
/// Or subclass ``StaticTableViewController``, which owns one.
///
/// ## Changing the table
///
/// ``sections`` is the model. The table sees changes to it when you call
/// ``updateTable(_:animated:completion:)``, which compares what the table shows with the model
/// and applies the difference as one batch update: hidden rows and sections leave, shown ones
/// come in, moved ones move, changed titles reload their section, and rows whose content changed
/// are configured again in their existing cells. So a switch that reveals more rows is:
///
/// ```swift
/// .switch("Custom Schedule", isOn: false) { [unowned self] isOn in
///     settings.sections[2].rows[1].isHidden = !isOn
///     settings.updateTable(tableView)
/// }
/// ```
///
/// A `reloadData()` of the table shows the model as it is, too.
///
/// What the rows do, as the delegate:
/// - A row with ``StaticTableRow/Selection/none`` (a switch row, a row that only shows text) does
///   not highlight or select; a switch flips on a tap on it, or on Space when its row has the
///   keyboard focus.
/// - An ``StaticTableRow/Selection/action(_:)`` row deselects and runs its closure.
/// - A ``StaticTableRow/Selection/push(_:)`` row shows the controller its closure makes and stays
///   selected.
/// - Type-ahead matches every row's text, on screen or not.
///
/// - Note: A Trestle addition: UIKit makes static tables only in storyboards. It is named for its
///   main role, as `UITableViewDiffableDataSource` is, though it is the delegate too. For delegate
///   behaviour it does not cover (custom heights, swipe actions), write your own data source, or
///   subclass ``StaticTableViewController`` and override the controller's methods.
@MainActor
public final class StaticTableDataSource: UITableViewDataSource, UITableViewDelegate {
    /// The model: every section and row, hidden ones included. Changes show in the table at the
    /// next ``updateTable(_:animated:completion:)`` (or reload).
    public var sections: [StaticTableSection]

    /// The animation ``updateTable(_:animated:completion:)`` uses for rows and sections that come,
    /// go or reload. Default: `.automatic`.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// What the table was last told: the visible sections, each with its visible rows. The table's
    /// questions are answered from here, so a model changed between updates never disagrees with
    /// the counts the table holds.
    var shown: [StaticTableSection]

    /// Whether ``updateTable(_:animated:completion:)`` is applying a batch (the table's questions
    /// during it must not take the model as a reload).
    var isUpdating = false

    /// A data source showing `sections`.
    public init(sections: [StaticTableSection] = []) {
        self.sections = sections
        self.shown = Self.visible(sections)
    }

    /// The sections the table shows for `sections`: hidden sections and hidden rows left out.
    static func visible(_ sections: [StaticTableSection]) -> [StaticTableSection] {
        sections.filter { !$0.isHidden }.map(\.visible)
    }

    /// The row the table shows at `indexPath`, or `nil` when there is none.
    public func row(at indexPath: IndexPath) -> StaticTableRow? {
        guard indexPath.count == 2, shown.indices.contains(indexPath.section),
              shown[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return shown[indexPath.section].rows[indexPath.row]
    }

    /// Where the table shows the row with identity `id`, or `nil` when it is hidden or absent.
    public func indexPath(forRowWithID id: AnyHashable) -> IndexPath? {
        for (section, shownSection) in shown.enumerated() {
            if let row = shownSection.rows.firstIndex(where: { $0.id == id }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    // MARK: UITableViewDataSource

    /// The visible sections. Outside an update this is a reload: the model is taken as it is.
    public func numberOfSections(in tableView: UITableView) -> Int {
        if !isUpdating { shown = Self.visible(sections) }
        return shown.count
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.indices.contains(section) ? shown[section].rows.count : 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let row = row(at: indexPath) else {
            TrestleDiagnostics.report("StaticTableDataSource was asked for a cell at \(indexPath), which it does not show; an empty cell is used")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell(for: row, at: indexPath, in: tableView)
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        shown.indices.contains(section) ? shown[section].headerTitle : nil
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        shown.indices.contains(section) ? shown[section].footerTitle : nil
    }

    /// Static rows are not edited: no delete or insert control, no swipe to delete.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    // MARK: UITableViewDelegate

    /// Only rows that do something when selected highlight.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        guard let row = row(at: indexPath) else { return false }
        if case .none = row.selection { return false }
        return true
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        switch row.selection {
        case .none:
            tableView.deselectRow(at: indexPath, animated: false)
        case .action(let perform):
            // Deselected first: the action may change the rows (and so what is at `indexPath`).
            tableView.deselectRow(at: indexPath, animated: true)
            perform()
        case .push(let makeViewController):
            guard let controller = Self.viewController(of: tableView) else {
                TrestleDiagnostics.report("StaticTableDataSource: the row at \(indexPath) shows a view controller, but its table view is not in one; nothing is shown")
                tableView.deselectRow(at: indexPath, animated: true)
                return
            }
            controller.show(makeViewController(), sender: tableView)
        }
    }

    /// Each row's text, so type-ahead finds rows off screen too.
    public func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        row(at: indexPath)?.text
    }

    /// The nearest view controller up the responder chain from `view`.
    static func viewController(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
