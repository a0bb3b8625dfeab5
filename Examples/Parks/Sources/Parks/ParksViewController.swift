import Foundation
import Trestle

/// The list of parks, in a section per region, with a search in the navigation bar.
final class ParksViewController: UITableViewController, UISearchResultsUpdating {
    private let starred: StarredParks
    private let searchController = UISearchController(searchResultsController: nil)
    /// The sections shown: every region that has a park matching the search.
    private var sections: [(region: String, parks: [Park])] = []

    init(starred: StarredParks) {
        self.starred = starred
        super.init(style: .plain)
        title = "Parks"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register({ UITableViewCell(style: .subtitle, reuseIdentifier: "park") }, forCellReuseIdentifier: "park")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search parks"
        navigationItem.searchController = searchController
        showParks(matching: "")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A star set on the detail screen shows when coming back.
        tableView.reloadData()
    }

    private func showParks(matching query: String) {
        let matching = Park.all.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
        sections = Park.regions.compactMap { region in
            let parks = matching.filter { $0.region == region }
            return parks.isEmpty ? nil : (region, parks)
        }
        tableView.reloadData()
    }

    // MARK: UISearchResultsUpdating

    func updateSearchResults(for searchController: UISearchController) {
        showParks(matching: searchController.searchBar.text ?? "")
    }

    // MARK: Data source and delegate

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].parks.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].region
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let park = sections[indexPath.section].parks[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "park", for: indexPath)
        cell.textLabel?.text = starred.contains(park) ? "★ \(park.name)" : park.name
        cell.detailTextLabel?.text = "\(park.states) · \(park.established)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let park = sections[indexPath.section].parks[indexPath.row]
        navigationController?.pushViewController(ParkDetailViewController(park: park, starred: starred), animated: true)
    }
}
