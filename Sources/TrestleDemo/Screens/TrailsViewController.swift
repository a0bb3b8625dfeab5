import Foundation
import Trestle

/// Planning a hike, in three lists that each answer a row selection differently:
///
/// - **Difficulty** — an exclusive list: one checkmark, moved to the row tapped; it filters the
///   trails.
/// - **Trails** — a tap pushes the trail's details (the row is deselected when the user comes
///   back); the detail button (ⓘ) shows the latest trail report instead, without selecting.
/// - **Packing List** — an inclusive list: each tap packs or unpacks an item and shows it with a
///   checkmark; the row does not stay selected.
final class TrailsViewController: UITableViewController {
    static let difficultySection = 0
    static let trailsSection = 1
    static let packingSection = 2

    let allTrails = Trail.all
    /// The row chosen in each filter section (only difficulty so far).
    private(set) var selectedFilters = [TrailsViewController.difficultySection: 0]
    private(set) var packingList = PackingItem.checklist

    /// The difficulty chosen in the filter.
    var selectedDifficulty: TrailDifficulty {
        TrailDifficulty.allCases[selectedFilters[Self.difficultySection] ?? 0]
    }

    /// The trails of the chosen difficulty.
    var trails: [Trail] {
        allTrails.filter { $0.difficulty == selectedDifficulty }
    }

    init() {
        super.init(style: .insetGrouped)
        title = "Trails"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "filter")
        tableView.register({ UITableViewCell(style: .subtitle, reuseIdentifier: "trail") }, forCellReuseIdentifier: "trail")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int { 3 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch section {
        case Self.difficultySection: TrailDifficulty.allCases.count
        case Self.trailsSection: trails.count
        default: packingList.count
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case Self.difficultySection:
            let cell = tableView.dequeueReusableCell(withIdentifier: "filter", for: indexPath)
            cell.textLabel?.text = TrailDifficulty.allCases[indexPath.row].name
            cell.accessoryType = selectedFilters[indexPath.section] == indexPath.row ? .checkmark : .none
            return cell
        case Self.trailsSection:
            let cell = tableView.dequeueReusableCell(withIdentifier: "trail", for: indexPath)
            let trail = trails[indexPath.row]
            cell.textLabel?.text = trail.name
            cell.detailTextLabel?.text = "\(trail.region) · \(trail.summary)"
            cell.accessoryType = .detailDisclosureButton
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            let item = packingList[indexPath.row]
            cell.textLabel?.text = item.name
            cell.accessoryType = item.isPacked ? .checkmark : .none
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch section {
        case Self.difficultySection: "Difficulty"
        case Self.trailsSection: "Trails"
        default: "Packing List"
        }
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switch section {
        case Self.trailsSection: "ⓘ shows the latest trail report."
        case Self.packingSection: "Tap an item once it is in your pack."
        default: nil
        }
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.section {
        case Self.difficultySection: selectFilter(at: indexPath)
        case Self.trailsSection: showDetails(of: trails[indexPath.row])
        default: togglePacked(at: indexPath)
        }
    }

    /// The detail button of a trail row: the trail report, in an alert. The row is not selected.
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        guard indexPath.section == Self.trailsSection else { return }
        let trail = trails[indexPath.row]
        let alert = UIAlertController(title: trail.name, message: trail.conditions, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }

    /// Pushes the trail's details. The row stays selected until the user comes back:
    /// `clearsSelectionOnViewWillAppear` then deselects it.
    private func showDetails(of trail: Trail) {
        let viewController = TrailDetailViewController(trail: trail)
        navigationController?.pushViewController(viewController, animated: true)
    }

    /// An inclusive list: the tapped item flips between packed and not packed.
    private func togglePacked(at indexPath: IndexPath) {
        // The selection is not the state: deselect, and show the state with a checkmark.
        tableView.deselectRow(at: indexPath, animated: false)
        guard let cell = tableView.cellForRow(at: indexPath) else { return }

        let item = packingList[indexPath.row]
        let newItem = PackingItem(name: item.name, isPacked: !item.isPacked)
        packingList[indexPath.row] = newItem
        cell.accessoryType = newItem.isPacked ? .checkmark : .none
    }

    /// An exclusive list: the checkmark moves from the previous choice to the tapped row.
    private func selectFilter(at indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)

        // Tapping the current choice changes nothing.
        let selectedFilterRow = selectedFilters[indexPath.section] ?? 0
        if selectedFilterRow == indexPath.row { return }

        if let previousCell = tableView.cellForRow(at: IndexPath(row: selectedFilterRow, section: indexPath.section)) {
            previousCell.accessoryType = .none
        }
        if let cell = tableView.cellForRow(at: indexPath) {
            cell.accessoryType = .checkmark
        }
        selectedFilters[indexPath.section] = indexPath.row

        // The trails shown depend on the choice.
        tableView.reloadSections(IndexSet(integer: Self.trailsSection), with: .automatic)
    }
}
