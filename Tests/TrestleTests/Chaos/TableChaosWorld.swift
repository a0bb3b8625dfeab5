import Foundation
import Synchronization
import Trestle
import TrestleCore
import TrestleTesting

/// A table in a navigation controller, in a terminal-sized host (with an iOS-metrics host to
/// move to), showing a ``TableModel`` through a classic or a diffable data source — what the
/// chaos tests drive with random ``TableChaosStep``s.
@MainActor
final class TableChaosWorld: ChaosWorld {
    typealias Step = TableChaosStep

    /// How a world is set up: what a table rebuilt from scratch must share with it.
    struct Configuration: Equatable {
        var style: UITableView.Style
        var usesIOSMetrics = false
        var size = CGSize(width: 40, height: 14)
        var estimating = false
        /// Rows size themselves (`automaticDimension`, ``ChaosCell``) instead of the delegate's heights.
        var selfSizing = false
        var insets = UIEdgeInsets.zero
        var headerLines = 0
        var isEditing = false
        var allowsMultipleSelection = false
    }

    var configuration: Configuration
    var factory = ModelFactory()
    /// The content the data source shows (in diffable mode, what its last apply showed).
    var model: TableModel
    /// Every row ever shown, by identity, with its latest content: what a diffable cell shows.
    var rowsByID: [Int: ModelRow] = [:]
    var sectionTitles: [Int: String] = [:]
    /// The row identities that should be selected, when a step's effect on the selection is known.
    var selectedIDs: Set<Int> = []

    let terminalHost: HeadlessHost
    let iOSHost: HeadlessHost
    let navigation: UINavigationController
    let controller: UITableViewController
    var classic: ChaosTableDataSource?
    var diffable: ChaosDiffableDataSource?
    var delegate: ChaosTableDelegate!
    /// Whether the diffable data source's snapshots are applied from a background task.
    var appliesInBackground = false

    static func randomStep(using rng: inout SeededRandomNumberGenerator) -> TableChaosStep { .random(using: &rng) }
    static func isSetting(_ step: TableChaosStep) -> Bool { step.isSetting }

    var host: HeadlessHost { configuration.usesIOSMetrics ? iOSHost : terminalHost }
    var table: UITableView { controller.tableView }

    init(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let styles: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
        configuration = Configuration(style: styles[Int(seed % 3)])
        model = factory.model(sections: 1...4, rows: 0...12, using: &rng)
        terminalHost = HeadlessHost(size: configuration.size)
        iOSHost = HeadlessHost(size: CGSize(width: 390, height: 600), metrics: .iOS)
        (navigation, controller) = Self.makeController(configuration)
        remember(model)
        classic = ChaosTableDataSource(world: self)
        delegate = ChaosTableDelegate(world: self)
        table.dataSource = classic
        table.delegate = delegate
        terminalHost.rootViewController = navigation
        terminalHost.layout()
    }

    /// A navigation controller showing a table controller set up by `configuration`.
    static func makeController(_ configuration: Configuration) -> (UINavigationController, UITableViewController) {
        let controller = UITableViewController(style: configuration.style)
        controller.title = "Chaos"
        controller.clearsSelectionOnViewWillAppear = true
        let table = controller.tableView!
        table.showsVerticalScrollIndicator = false
        table.register(ChaosCell.self, forCellReuseIdentifier: "cell")
        apply(configuration, to: table)
        return (UINavigationController(rootViewController: controller), controller)
    }

    /// Sets the table's configurable properties (not editing, which is set when it differs).
    static func apply(_ configuration: Configuration, to table: UITableView) {
        let estimate: CGFloat = configuration.estimating ? 2 : 0
        if table.estimatedRowHeight != estimate { table.estimatedRowHeight = estimate }
        if table.contentInset != configuration.insets { table.contentInset = configuration.insets }
        if table.allowsMultipleSelection != configuration.allowsMultipleSelection {
            table.allowsMultipleSelection = configuration.allowsMultipleSelection
        }
        let headerLines = (table.tableHeaderView?.frame.height).map { Int($0) } ?? 0
        if headerLines != configuration.headerLines {
            if configuration.headerLines == 0 {
                table.tableHeaderView = nil
            } else {
                let header = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: configuration.headerLines))
                header.text = "table header \(configuration.headerLines)"
                table.tableHeaderView = header
            }
        }
    }

    func tearDown() {
        table.dataSource = nil
        table.delegate = nil
        classic = nil
        diffable = nil
        terminalHost.rootViewController = nil
        iOSHost.rootViewController = nil
    }

    // MARK: The model

    /// Records every row and section title of `model`, for the diffable cells.
    func remember(_ model: TableModel) {
        for section in model.sections {
            sectionTitles[section.id] = section.title
            for row in section.rows { rowsByID[row.id] = row }
        }
    }

    /// The row the table shows at `path`: the model's (classic), or by the diffable data source's
    /// identity for the path (which may lag the model while a background apply runs).
    func shownRow(at path: IndexPath) -> ModelRow? {
        if let diffable {
            return diffable.itemIdentifier(for: path).flatMap { rowsByID[$0] }
        }
        return model.contains(path) ? model[path] : nil
    }

    /// The user deleted a row (a swipe action or a delete confirmation): the app removes it from
    /// its model and tells the table.
    func userDeletedRow(at path: IndexPath) {
        guard model.contains(path) else { return }
        let id = model[path].id
        model.sections[path.section].rows.remove(at: path.row)
        selectedIDs.remove(id)
        if let diffable {
            diffable.apply(ChaosDiffableDataSource.snapshot(of: model), animatingDifferences: true, completion: nil)
        } else {
            table.deleteRows(at: [path], with: .automatic)
        }
    }

    /// The user moved a row (the table already shows it moved).
    func userMovedRow(from source: IndexPath, to destination: IndexPath) {
        guard model.contains(source), source != destination else { return }
        let row = model.sections[source.section].rows.remove(at: source.row)
        model.sections[destination.section].rows.insert(row, at: min(destination.row, model.sections[destination.section].rows.count))
    }

    /// The Flag action: the row's text changes (a reconfigure).
    func userFlaggedRow(at path: IndexPath) {
        guard model.contains(path) else { return }
        model.sections[path.section].rows[path.row].version += 1
        remember(model)
        if let diffable {
            var snapshot = diffable.snapshot()
            snapshot.reconfigureItems([model[path].id])
            diffable.apply(snapshot, animatingDifferences: true, completion: nil)
        } else {
            table.reconfigureRows(at: [path])
        }
    }

    /// The row identities the table has selected.
    var actualSelectedIDs: Set<Int> {
        Set((table.indexPathsForSelectedRows ?? []).compactMap { shownRow(at: $0)?.id })
    }

    // MARK: Where steps land

    /// The rows with cells, in order.
    var visiblePaths: [IndexPath] { (table.indexPathsForVisibleRows ?? []).sorted() }

    /// The row at `fraction` of the rows on screen.
    func visibleRow(at fraction: Double) -> IndexPath? {
        let paths = visiblePaths.filter { table.rectForRow(at: $0).intersects(table.bounds) }
        guard !paths.isEmpty else { return nil }
        return paths[min(paths.count - 1, max(0, Int(Double(paths.count) * fraction)))]
    }

    /// The row at `fraction` of all rows.
    func anyRow(at fraction: Double) -> IndexPath? {
        let paths = model.allPaths
        guard !paths.isEmpty else { return nil }
        return paths[min(paths.count - 1, max(0, Int(Double(paths.count) * fraction)))]
    }

    /// A point in the table at `fraction` of its height, in window coordinates.
    func windowPoint(x: Double, y: Double) -> CGPoint {
        let frame = table.convert(table.bounds, to: nil)
        return CGPoint(x: (frame.minX + CGFloat(x) * max(0, frame.width - 1)).rounded(.down),
                       y: (frame.minY + CGFloat(y) * max(0, frame.height - 1)).rounded(.down))
    }

    /// The middle of a row's visible part, in window coordinates.
    func windowPoint(ofRow path: IndexPath, x: Double = 0.5) -> CGPoint? {
        let rect = table.rectForRow(at: path).intersection(table.bounds)
        // Not a sliver either: a row whose edge meets the bounds' edge may overlap it by a
        // rounding error (fractional heights), and a point there is on the row beside it.
        guard !rect.isNull, rect.height >= 0.5 else { return nil }
        // Not the top edge: with fractional heights (iOS metrics) it may round into the row above.
        let inTable = CGPoint(x: (rect.minX + CGFloat(x) * max(0, rect.width - 1)).rounded(.down), y: rect.midY)
        return table.convert(inTable, to: nil)
    }

    var isAtRoot: Bool { navigation.topViewController === controller }
}
