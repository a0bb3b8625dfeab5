import Foundation
import Trestle
import TrestleTesting

/// A data source and delegate that implements the editing methods (commit, move, titles), records
/// every editing call, and keeps its model in step as an app must.
@MainActor
final class EditingDataSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var editingStyles: [String: UITableViewCell.EditingStyle] = [:]
    var notEditable: Set<String> = []
    var notMovable: Set<String> = []
    var deleteTitle: String?
    var retarget: ((IndexPath, IndexPath) -> IndexPath)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var inserted = 0

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    private func name(_ indexPath: IndexPath) -> String { sections[indexPath.section][indexPath.row] }
    private func describe(_ indexPath: IndexPath?) -> String { indexPath.map { "\($0.section).\($0.row)" } ?? "nil" }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        log.append("canEdit \(describe(indexPath))")
        return !notEditable.contains(name(indexPath))
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            log.append("commit delete \(describe(indexPath))")
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            log.append("commit insert \(describe(indexPath))")
            inserted += 1
            sections[indexPath.section].insert("new \(inserted)", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .fade)
        case .none:
            break   // what UIKit never sends (Trestle's implementation probe)
        }
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        log.append("canMove \(describe(indexPath))")
        return !notMovable.contains(name(indexPath))
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        log.append("move \(describe(sourceIndexPath)) → \(describe(destinationIndexPath))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        log.append("style \(describe(indexPath))")
        return editingStyles[name(indexPath)] ?? .delete
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        log.append("indent \(describe(indexPath))")
        return true
    }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(describe(indexPath))")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(describe(indexPath))")
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        log.append("target \(describe(sourceIndexPath)) → \(describe(proposedDestinationIndexPath))")
        return retarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions?(indexPath)
    }

    /// Calls other than the `canEdit`/`style`/`indent`/`canMove` questions.
    var actions: [String] {
        log.filter { !$0.hasPrefix("canEdit") && !$0.hasPrefix("style") && !$0.hasPrefix("indent") && !$0.hasPrefix("canMove") && !$0.hasPrefix("target") }
    }
}

/// A data source implementing neither `commit` nor `moveRowAt`.
@MainActor
final class PlainDataSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    init(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// A headless host showing a table with `source` as data source and delegate.
@MainActor
func makeEditingTable(_ source: UITableViewDataSource & UITableViewDelegate, style: UITableView.Style = .plain,
                      size: CGSize = CGSize(width: 24, height: 8),
                      cellClass: UITableViewCell.Type = UITableViewCell.self) -> (HeadlessHost, UITableView) {
    let host = HeadlessHost(size: size)
    let table = UITableView(frame: .zero, style: style)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.showsVerticalScrollIndicator = false
    table.dataSource = source
    table.delegate = source
    host.rootView = table
    host.layout()
    return (host, table)
}

/// A data source implementing `moveRowAt`.
@MainActor
final class MovableRows: UITableViewDataSource {
    var rows: [String]
    var spare: [Int] = []
    init(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// The same layout as ``MovableRows``, without `moveRowAt`.
@MainActor
final class FixedRows: UITableViewDataSource {
    var rows: [String]
    var spare: [Int] = []
    init(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
