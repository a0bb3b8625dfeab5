import Foundation

/// A table view controller whose table is a static table: give it sections, and it shows them.
///
/// ```swift
/// final class AboutViewController: StaticTableViewController {
///     init() {
///         super.init(style: .insetGrouped, sections: [
///             StaticTableSection(rows: [
///                 StaticTableRow("Version", detailText: "1.0", style: .value1),
///                 .push("Licences") { LicencesViewController() },
///             ]),
///         ])
///         title = "About"
///     }
///
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// The controller stays its table's data source and delegate, as every `UITableViewController`
/// is, and answers the table's questions from ``staticDataSource``: the sections, rows, cells and
/// titles, which rows highlight, what selecting one does, type-ahead text, and no editing.
/// Override any other data source or delegate method as usual; override these and call `super`
/// to add to them. Everything else — deselecting when the user comes back
/// (`clearsSelectionOnViewWillAppear`), editing mode — is `UITableViewController`'s.
///
/// - Note: A Trestle addition: UIKit's equivalent is a `UITableViewController` with static cells
///   in a storyboard.
@MainActor
open class StaticTableViewController: UITableViewController {
    /// The sections and rows, and their behaviour.
    public let staticDataSource: StaticTableDataSource

    /// Creates a controller whose table has `style` and shows `sections`.
    public init(style: UITableView.Style, sections: [StaticTableSection] = []) {
        staticDataSource = StaticTableDataSource(sections: sections)
        super.init(style: style)
    }

    public required init?(coder: NSCoder) {
        staticDataSource = StaticTableDataSource()
        super.init(coder: coder)
    }

    /// The model: ``StaticTableDataSource/sections``. Changes show at the next ``updateTable(animated:completion:)``.
    public var sections: [StaticTableSection] {
        get { staticDataSource.sections }
        set { staticDataSource.sections = newValue }
    }

    /// Shows the current ``sections`` in the table as one batch update (see
    /// ``StaticTableDataSource/updateTable(_:animated:completion:)``).
    public func updateTable(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        staticDataSource.updateTable(tableView, animated: animated, completion: completion)
    }

    // MARK: UITableViewDataSource

    open override func numberOfSections(in tableView: UITableView) -> Int {
        staticDataSource.numberOfSections(in: tableView)
    }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticDataSource.tableView(tableView, numberOfRowsInSection: section)
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        staticDataSource.tableView(tableView, cellForRowAt: indexPath)
    }

    open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticDataSource.tableView(tableView, titleForHeaderInSection: section)
    }

    open override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticDataSource.tableView(tableView, titleForFooterInSection: section)
    }

    open override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        staticDataSource.tableView(tableView, canEditRowAt: indexPath)
    }

    // MARK: UITableViewDelegate

    open override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        staticDataSource.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        staticDataSource.tableView(tableView, didSelectRowAt: indexPath)
    }

    open override func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        staticDataSource.tableView(tableView, typeSelectStringForRowAt: indexPath)
    }
}
