import Foundation
import Trestle
import TrestleTesting

/// The classic data source of a chaos table: the world's model, editable (swipe to delete,
/// reorder), each section's title as its header.
@MainActor
final class ChaosTableDataSource: NSObject, UITableViewDataSource {
    unowned let world: TableChaosWorld

    init(world: TableChaosWorld) { self.world = world }

    func numberOfSections(in tableView: UITableView) -> Int { world.model.sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        world.model.sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        ChaosCell.configure(cell, with: world.model[indexPath])
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        world.model.sections[section].title
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        world.userDeletedRow(at: indexPath)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        world.userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
    }
}

/// The diffable data source of a chaos table: section and row identities, cells from the rows
/// by identity, editable as the classic one.
@MainActor
final class ChaosDiffableDataSource: UITableViewDiffableDataSource<Int, Int> {
    unowned let world: TableChaosWorld

    init(world: TableChaosWorld, tableView: UITableView) {
        self.world = world
        super.init(tableView: tableView) { [unowned world] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            ChaosCell.configure(cell, with: world.rowsByID[id])
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).flatMap { world.sectionTitles[$0] }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        world.userDeletedRow(at: indexPath)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        world.userMovedRow(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The snapshot showing `model`.
    static func snapshot(of model: TableModel) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(model.sections.map(\.id))
        for section in model.sections { snapshot.appendItems(section.rows.map(\.id), toSection: section.id) }
        return snapshot
    }
}

/// The delegate of a chaos table: heights from the rows, and swipe actions (a destructive
/// Delete and a Flag that changes the row's text).
@MainActor
final class ChaosTableDelegate: NSObject, UITableViewDelegate {
    unowned let world: TableChaosWorld

    init(world: TableChaosWorld) { self.world = world }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        world.configuration.selfSizing ? UITableView.automaticDimension : CGFloat(world.shownRow(at: indexPath)?.height ?? 1)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned world] _, _, done in
            world.userDeletedRow(at: indexPath)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned world] _, _, done in
            world.userFlaggedRow(at: indexPath)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}

/// The cell of a chaos table: the row's text, and — when the row sizes itself — as many standard
/// rows tall as the row's height says.
final class ChaosCell: UITableViewCell {
    var lines = 1

    static func configure(_ cell: UITableViewCell, with row: ModelRow?) {
        cell.textLabel?.text = row?.text ?? "?"
        (cell as? ChaosCell)?.lines = row?.height ?? 1
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let one = super.sizeThatFits(size)
        return CGSize(width: one.width, height: one.height * CGFloat(max(1, lines)))
    }
}
