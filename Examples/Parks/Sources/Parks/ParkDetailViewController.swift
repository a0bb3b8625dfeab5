import Foundation
import Trestle

/// One park: its facts, its note, and a star to keep it.
final class ParkDetailViewController: UITableViewController {
    private let park: Park
    private let starred: StarredParks

    private var facts: [(label: String, value: String)] {
        [
            ("States", park.states),
            ("Established", String(park.established)),
            ("Area", "\(park.area.formatted()) km²"),
        ]
    }

    init(park: Park, starred: StarredParks) {
        self.park = park
        self.starred = starred
        super.init(style: .insetGrouped)
        title = park.name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.allowsSelection = false
        tableView.register({ UITableViewCell(style: .value1, reuseIdentifier: "fact") }, forCellReuseIdentifier: "fact")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        updateStarButton()
    }

    private func toggleStar() {
        starred.toggle(park)
        updateStarButton()
    }

    private func updateStarButton() {
        let title = starred.contains(park) ? "Unstar" : "Star"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: title, style: .plain, primaryAction: UIAction { [weak self] _ in
            self?.toggleStar()
        })
    }

    /// `s` stars the park from the keyboard (a click on the bar button does too); the terminal's
    /// key help (`?`) lists it.
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", discoverabilityTitle: "star or unstar the park") { [weak self] _ in self?.toggleStar() }]
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? facts.count : 1
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "About" : "Note"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fact", for: indexPath)
            cell.textLabel?.text = facts[indexPath.row].label
            cell.detailTextLabel?.text = facts[indexPath.row].value
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.textLabel?.text = park.note
        cell.textLabel?.numberOfLines = 0
        return cell
    }
}
