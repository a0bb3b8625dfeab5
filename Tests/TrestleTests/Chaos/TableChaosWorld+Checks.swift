import Foundation
@testable import Trestle
import TrestleCore
import TrestleTesting

extension TableChaosWorld {
    /// Performs `step` with its diagnostics recorded, lays out once, and checks the rules that
    /// hold after every step.
    func perform(_ step: TableChaosStep) async -> [String] {
        let reports = DiagnosticsRecorder()
        let outcome = await TrestleDiagnostics.$handler.withValue(reports.record) {
            let outcome = await run(step)
            host.layout()
            return outcome
        }
        var failures = checkTable()
        let messages = reports.messages
        if let expected = outcome.expectedReport {
            let message = messages.first ?? ""
            let matches: Bool
            switch expected {
            case .exactly(let text): matches = message == text
            case .prefix(let text): matches = message.hasPrefix(text)
            case .anyUIKitShape:
                matches = (TableBatchUpdateModelTests.uikitShapes + TableBatchUpdateModelTests.trestleOnlyShapes).contains(where: message.hasPrefix)
            }
            if messages.count != 1 || !matches {
                failures.append("an invalid batch should report \(expected); reported \(messages) (in a window: \(table.window != nil), "
                                + "editing: \(table.isEditing), animating: \(host.isAnimating), step: \(step)) \(outcome.detail)")
            }
        } else if !messages.isEmpty {
            failures.append("a valid step reported \(messages)")
        }
        failures += checkSelection(known: !outcome.selectionUnknown)
        return failures
    }

    /// The rules that hold after every layout pass.
    func checkTable() -> [String] {
        var failures: [String] = []
        table.checkInvariants()
        // The table's counts are the data source's.
        let counts = diffable.map { dataSource in
            dataSource.snapshot().sectionIdentifiers.map { dataSource.snapshot().numberOfItems(inSection: $0) }
        } ?? model.counts
        let tableCounts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        if tableCounts != counts { failures.append("the table's counts \(tableCounts) are not the data source's \(counts)") }
        // Every row in view has its cell, showing its row (off screen nothing is laid out).
        for path in table.window == nil ? [] : table.indexPathsForRows(in: table.bounds) ?? [] {
            guard let cell = table.cellForRow(at: path) else {
                failures.append("row \(path) is in view at offset \(table.contentOffset.y) but has no cell")
                continue
            }
            if let row = shownRow(at: path), cell.textLabel?.text != row.text {
                failures.append("the cell of row \(path) shows \(cell.textLabel?.text ?? "nil"), not \(row.text)")
            }
        }
        // Cells and rows map one to one, and every cell shown is in the table's editing mode.
        let cells = table.visibleCells
        for cell in cells where cell.isEditing != table.isEditing {
            failures.append("the cell of row \(table.indexPath(for: cell).map { "\($0)" } ?? "?") has isEditing \(cell.isEditing) in a table whose isEditing is \(table.isEditing)")
        }
        if Set(cells.map(ObjectIdentifier.init)).count != cells.count { failures.append("a cell is shown at two rows") }
        for cell in cells {
            guard let path = table.indexPath(for: cell) else {
                failures.append("a visible cell has no index path")
                continue
            }
            if table.cellForRow(at: path) !== cell { failures.append("cellForRow(at: \(path)) is not the visible cell at that path") }
            // Cells are at the lines the table says their rows are (a swiped or dragged row moves its own way).
            let row = table.rectForRow(at: path)
            if table.window != nil, table.editingSession.touch == nil, table.editingSession.swipedItem == nil,
               abs(cell.frame.minY - row.minY) > 0.001 || abs(cell.frame.height - row.height) > 0.001 {
                failures.append("the cell of row \(path) is at \(cell.frame), the row at \(table.rectForRow(at: path))")
            }
        }
        return failures
    }

    /// The selection lies within the counts, holds one row at most without multiple selection,
    /// and — when the step's effect on it is known — is the rows expected, by identity.
    func checkSelection(known: Bool) -> [String] {
        var failures: [String] = []
        let paths = table.indexPathsForSelectedRows ?? []
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        for path in paths where !(path.section < counts.count && path.row < counts[path.section]) {
            failures.append("selected row \(path) is beyond the counts \(counts)")
        }
        if !table.isEditing && !table.allowsMultipleSelection && paths.count > 1 {
            failures.append("\(paths.count) rows are selected without multiple selection: \(paths)")
        }
        let actual = actualSelectedIDs
        if known && actual != selectedIDs {
            failures.append("selected rows \(actual.sorted()) by identity, expected \(selectedIDs.sorted())")
        }
        selectedIDs = actual
        return failures
    }

    // MARK: Rebuild equivalence

    /// Once animations end: the screen is the screen of a table built afresh from the same data,
    /// configuration, offset, selection and focus.
    func checkpoint() async -> [String] {
        host.finishAnimations()
        host.layout()
        var failures = checkTable()
        guard failures.isEmpty else { return failures }
        // A swipe left open, a delete confirmation, a pushed screen: not part of the data.
        guard isAtRoot, !host.isAnimating, table.editingSession.swipedItem == nil,
              table.editingSession.deleteConfirmationItem == nil, table.editingSession.touch == nil else { return [] }
        failures += compareWithRebuilt()
        return failures
    }

    private func compareWithRebuilt() -> [String] {
        let (freshNavigation, freshController) = Self.makeController(configuration)
        let fresh = freshController.tableView!
        let freshData = ChaosFixedDataSource(model: model, selfSizing: configuration.selfSizing)
        fresh.dataSource = freshData
        fresh.delegate = freshData
        let freshHost = HeadlessHost(size: host.screen.bounds.size, metrics: configuration.usesIOSMetrics ? .iOS : .terminal)
        freshHost.rootViewController = freshNavigation
        defer { freshHost.rootViewController = nil }
        freshHost.layout()
        if configuration.isEditing { freshController.setEditing(true, animated: false) }

        let offset = table.contentOffset
        if configuration.estimating || configuration.selfSizing {
            // Rows are measured as they are shown (self-sizing rows too, estimation or not):
            // both tables measure every row, so their content sizes agree.
            ModelTableHarness.measureAll(table, host)
            ModelTableHarness.measureAll(fresh, freshHost)
            table.contentOffset = offset
            host.layout()
        }
        let ids = model.pathsByID
        for id in actualSelectedIDs { if let path = ids[id] { fresh.selectRow(at: path, animated: false, scrollPosition: .none) } }
        if let focused = table.indexPathForFocusedRow, let id = shownRow(at: focused)?.id, let path = ids[id] {
            fresh.focusRow(at: path)
        }
        fresh.contentOffset = table.contentOffset
        freshHost.layout()

        var failures: [String] = []
        if !ChaosTolerance.sameSize(table.contentSize, fresh.contentSize) {
            failures.append("contentSize \(table.contentSize), rebuilt \(fresh.contentSize)")
        }
        let lines = host.screenLines(), freshLines = freshHost.screenLines()
        if lines != freshLines {
            failures.append("the screen differs from a table rebuilt from the same data at offset \(table.contentOffset.y):\n"
                            + lines.joined(separator: "\n") + "\n--- rebuilt:\n" + freshLines.joined(separator: "\n")
                            + "\nmodel:\n" + model.summary)
        } else if host.styledScreen() != freshHost.styledScreen() {
            failures.append("the screen's styles differ from a table rebuilt from the same data:\n" + lines.joined(separator: "\n"))
        }
        return failures
    }
}

/// The data source and delegate of a table rebuilt from a chaos world's model: the same cells,
/// titles, heights and editing abilities as the world's own.
@MainActor
final class ChaosFixedDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let model: TableModel
    let selfSizing: Bool

    init(model: TableModel, selfSizing: Bool) {
        self.model = model
        self.selfSizing = selfSizing
    }

    func numberOfSections(in tableView: UITableView) -> Int { model.sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model.sections[section].rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        ChaosCell.configure(cell, with: model[indexPath])
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { model.sections[section].title }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        selfSizing ? UITableView.automaticDimension : CGFloat(model[indexPath].height)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
    }
}
