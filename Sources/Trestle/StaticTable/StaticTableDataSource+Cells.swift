import Foundation

/// Making and configuring the cells of a static table.
extension StaticTableDataSource {
    /// The reuse identifier of the cells of `style`: one per style, registered on each table the
    /// first time it asks for one.
    static func reuseIdentifier(for style: UITableViewCell.CellStyle) -> String {
        "StaticTableDataSource.\(style)"
    }

    /// The cell for `row`: dequeued for its style and configured.
    func cell(for row: StaticTableRow, at indexPath: IndexPath, in tableView: UITableView) -> UITableViewCell {
        let identifier = Self.reuseIdentifier(for: row.style)
        if !tableView.coordinator.reuse.isRegistered(kind: .cell, identifier: identifier) {
            let style = row.style
            tableView.register({ UITableViewCell(style: style, reuseIdentifier: identifier) }, forCellReuseIdentifier: identifier)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        configure(cell, for: row)
        return cell
    }

    /// Sets every property a row controls, so a reused cell keeps nothing of its previous row.
    func configure(_ cell: UITableViewCell, for row: StaticTableRow) {
        cell.textLabel?.text = row.text
        cell.textLabel?.textColor = row.textColor ?? .label
        cell.detailTextLabel?.text = row.detailText
        cell.imageView?.image = row.image
        if case .none = row.selection {
            cell.selectionStyle = .none
        } else {
            cell.selectionStyle = .default
        }
        if let rowSwitch = row.switch {
            let toggle = cell.accessoryView as? UISwitch ?? UISwitch(frame: .zero)
            toggle.isOn = rowSwitch.isOn
            // One action per switch: an action with the same identifier replaces the one a reused
            // cell's switch still carries for its previous row.
            let id = row.id
            toggle.addAction(UIAction(identifier: Self.switchActionIdentifier) { [weak self] action in
                guard let sender = action.sender as? UISwitch else { return }
                self?.switchFlipped(rowWithID: id, isOn: sender.isOn)
            }, for: .valueChanged)
            cell.accessoryView = toggle
            cell.accessoryType = .none
        } else {
            cell.accessoryView = nil
            cell.accessoryType = row.accessoryType
        }
        row.configure?(cell)
    }

    /// The identifier of the action a row's switch sends to its data source.
    static let switchActionIdentifier = UIAction.Identifier("StaticTableDataSource.switch")

    /// The user flipped the switch of the row `id`: the model and what is shown take the new
    /// state first, then the row's `onChange` runs (and may change the model and update).
    func switchFlipped(rowWithID id: AnyHashable, isOn: Bool) {
        var onChange: (@MainActor (Bool) -> Void)?
        for section in sections.indices {
            if let row = sections[section].rows.firstIndex(where: { $0.id == id }) {
                sections[section].rows[row].switch?.isOn = isOn
                onChange = sections[section].rows[row].switch?.onChange
                break
            }
        }
        if let path = indexPath(forRowWithID: id) {
            shown[path.section].rows[path.row].switch?.isOn = isOn
            onChange = onChange ?? shown[path.section].rows[path.row].switch?.onChange
        }
        onChange?(isOn)
    }
}
