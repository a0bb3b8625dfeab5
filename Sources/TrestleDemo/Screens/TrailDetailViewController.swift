import Foundation
import Trestle

/// One trail's details: where it is, how long and steep it is, and the latest report.
final class TrailDetailViewController: UITableViewController {
    let trail: Trail

    private var facts: [(label: String, value: String)] {
        [
            ("Region", trail.region),
            ("Difficulty", trail.difficulty.name),
            ("Length", trail.length),
            ("Elevation Gain", trail.elevation),
        ]
    }

    init(trail: Trail) {
        self.trail = trail
        super.init(style: .insetGrouped)
        title = trail.name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.allowsSelection = false
        tableView.register({ UITableViewCell(style: .value1, reuseIdentifier: "fact") }, forCellReuseIdentifier: "fact")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "report")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? facts.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fact", for: indexPath)
            cell.textLabel?.text = facts[indexPath.row].label
            cell.detailTextLabel?.text = facts[indexPath.row].value
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "report", for: indexPath)
        cell.textLabel?.text = trail.conditions
        cell.textLabel?.numberOfLines = 0
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "About" : "Trail Report"
    }
}
