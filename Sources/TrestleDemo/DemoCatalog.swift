import Foundation
import Trestle

/// The demo's first screen: a table listing the other screens. Return or a click pushes one;
/// Esc (or the back button) comes back with the row deselected, as UIKit's
/// `clearsSelectionOnViewWillAppear` does.
@MainActor
public final class DemoCatalogViewController: UITableViewController {
    let screens: [DemoScreen]

    public init(screens: [DemoScreen] = DemoScreen.all) {
        self.screens = screens
        super.init(style: .insetGrouped)
        title = "Trestle"
        navigationItem.backButtonTitle = "Screens"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register({ UITableViewCell(style: .subtitle, reuseIdentifier: "screen") }, forCellReuseIdentifier: "screen")
        tableView.focusRow(at: IndexPath(row: 0, section: 0))
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { screens.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "screen", for: indexPath)
        let screen = screens[indexPath.row]
        cell.textLabel?.text = "\(indexPath.row + 1)  \(screen.title)"
        cell.detailTextLabel?.text = "   \(screen.summary)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Screens from the seeds"
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "↑↓ or j k to move, Return or a click to open, Esc to come back. Type a name's first letters to jump to it; ? lists every key."
    }

    /// Type-ahead matches the screens' titles, not the numbers in front of them.
    public override func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        screens[indexPath.row].title
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let screen = screens[indexPath.row]
        // The demo's root keeps the screens that hold the user's work; a catalog on its own makes each anew.
        let root = navigationController?.parent as? DemoRootViewController
        navigationController?.pushViewController(root?.viewController(for: screen) ?? screen.makeViewController(), animated: true)
    }
}
