import Foundation
import Trestle

/// A table view controller over a list of items, with an `e` key command that records itself.
@MainActor
final class ListController: UITableViewController {
    var items = (0..<30).map { "Item \($0)" }
    var commands: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "e") { [unowned self] _ in commands.append("e") }]
    }
}

