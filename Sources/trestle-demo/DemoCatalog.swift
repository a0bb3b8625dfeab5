import Foundation
import Trestle

/// The demo's first screen: a table listing the other screens. Return or a click opens one.
@MainActor
final class DemoCatalog: NSObject, UITableViewDataSource, UITableViewDelegate {
    let screens: [DemoScreen]
    /// Called with the index of the screen the user picked.
    var onOpen: ((Int) -> Void)?

    init(screens: [DemoScreen]) {
        self.screens = screens
    }

    func makeTable() -> UITableView {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register({ UITableViewCell(style: .subtitle, reuseIdentifier: "screen") }, forCellReuseIdentifier: "screen")
        table.dataSource = self
        table.delegate = self
        return table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { screens.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "screen", for: indexPath)
        let screen = screens[indexPath.row]
        cell.textLabel?.text = "\(indexPath.row + 1)  \(screen.title)"
        cell.detailTextLabel?.text = "   \(screen.summary)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Screens from the seeds"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "↑↓ or j k to move, Return or a click to open, Esc to come back. Type a name's first letters to jump to it; ? lists every key."
    }

    /// Type-ahead matches the screens' titles, not the numbers in front of them.
    func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        screens[indexPath.row].title
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        onOpen?(indexPath.row)
    }
}
