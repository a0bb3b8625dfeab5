import Foundation
import Testing
import Trestle
import TrestleTesting

/// Records what a search bar's delegate, a search controller's delegate and its results updater
/// hear, in one log.
@MainActor
final class SearchLog: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var calls: [String] = []
    var allowsBeginning = true
    /// Where updates go on to after being recorded (the list that filters).
    weak var updater: UISearchResultsUpdating?

    func clear() { calls.removeAll() }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldBegin")
        return allowsBeginning
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange '\(searchText)'") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }

    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }

    func updateSearchResults(for searchController: UISearchController) {
        calls.append("update '\(searchController.searchBar.text ?? "")' \(searchController.isActive ? "active" : "inactive")")
        updater?.updateSearchResults(for: searchController)
    }
}

/// A list of fruit names that filters itself by a search controller's text (a results updater
/// for a search controller without a results controller, or the results controller itself).
@MainActor
final class SearchableFruitListViewController: UITableViewController, UISearchResultsUpdating {
    static let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut", "Date", "Fig", "Grape",
                         "Guava", "Kiwi", "Lemon", "Lime", "Mango", "Melon", "Nectarine", "Orange", "Papaya", "Peach",
                         "Pear", "Plum", "Quince", "Raspberry", "Strawberry", "Tangerine", "Watermelon"]
    private(set) var shown = SearchableFruitListViewController.fruits
    /// Every query the list was updated for.
    private(set) var queries: [String] = []

    init(title: String = "Fruit") {
        super.init(style: .plain)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        queries.append(query)
        shown = query.isEmpty ? Self.fruits : Self.fruits.filter { $0.localizedCaseInsensitiveContains(query) }
        if isViewLoaded { tableView.reloadData() }
    }
}

/// A navigation controller showing a fruit list whose navigation item has a search controller.
@MainActor
struct SearchScreen {
    let host: HeadlessHost
    let navigation: UINavigationController
    let list: SearchableFruitListViewController
    let search: UISearchController
    let log = SearchLog()
    let results: SearchableFruitListViewController?

    /// With `resultsController`, the results show in a second fruit list; without, the list
    /// filters itself.
    init(resultsController: Bool = false, width: CGFloat = 40, height: CGFloat = 12,
         configure: (UISearchController, UINavigationItem) -> Void = { _, _ in }) {
        host = HeadlessHost(size: CGSize(width: width, height: height))
        list = SearchableFruitListViewController()
        results = resultsController ? SearchableFruitListViewController(title: "Results") : nil
        search = UISearchController(searchResultsController: results)
        log.updater = results ?? list
        search.searchResultsUpdater = log
        search.delegate = log
        search.searchBar.delegate = log
        list.navigationItem.searchController = search
        configure(search, list.navigationItem)
        navigation = UINavigationController(rootViewController: list)
        host.rootViewController = navigation
        host.layout()
    }

    /// The line showing the search bar (the one with the magnifying glass).
    var barLine: Int? { host.line(showing: "⌕") }

    func line(showing text: String) -> Int? { host.line(showing: text) }

    /// The field's text.
    var text: String { search.searchBar.text ?? "" }

    /// Clicks the search field.
    func clickField() {
        guard let line = barLine else {
            Issue.record("no search bar on screen:\n\(host.screenText())")
            return
        }
        host.tap(at: CGPoint(x: 5, y: CGFloat(line)))
    }
}

@MainActor
extension HeadlessHost {
    /// The number of the first line showing `text`.
    func line(showing text: String) -> Int? {
        screenLines().firstIndex { $0.contains(text) }
    }
}
