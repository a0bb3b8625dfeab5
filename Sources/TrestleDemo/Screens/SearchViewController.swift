import Foundation
import Trestle

/// Search as you type over 100,000 addresses, with a `UISearchController` and a diffable data
/// source.
///
/// The search bar sits under the navigation bar (`navigationItem.searchController`); the
/// controller has no results controller, so the screen's own table is the results view, as in
/// UIKit. Every change to the query — `updateSearchResults(for:)` — filters the ``AddressBook``
/// (ignoring case and diacritics), builds a new `NSDiffableDataSourceSnapshot` — a section for
/// each letter that still has matches, with its matching addresses — and applies it. The data
/// source diffs the snapshot against the one on screen by identifier and changes the table in one
/// batch update, so sections without matches disappear and come back, and the focused and
/// selected addresses keep their rows while they still match.
///
/// The bottom line shows how many addresses match and how long the last `apply` took, measured
/// with ``clock`` (a monotonic clock in the demo). The time shows from the first keystroke on,
/// so the first frame is always the same.
///
/// The search field is first responder when the screen appears. ↓ (or Return, the Search
/// button) hands the keys to the table, where the arrows move and Return chooses; `/` goes back
/// to the field. Esc cancels the search (the query empties); Esc again goes back.
final class SearchViewController: UIViewController, UITableViewDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    /// The addresses searched.
    let book: AddressBook
    /// The clock timing `apply`, in seconds.
    let clock: () -> TimeInterval
    /// The search, shown in the navigation item; its bar is the query.
    let searchController = UISearchController(searchResultsController: nil)
    private var dataSource: AddressDataSource!

    /// The query the table shows the results of.
    private(set) var query = ""
    /// How long the last `apply` took, in seconds; `nil` until the query first changes.
    private(set) var lastApplyDuration: TimeInterval?
    /// How long filtering the book and building the snapshot took for the last query, in seconds;
    /// `nil` until the query first changes.
    private(set) var lastSnapshotDuration: TimeInterval?
    /// The address chosen last (with Return or a click).
    private(set) var chosenAddress: Address?

    /// Makes the screen for `book`, timing `apply` with `clock`.
    init(book: AddressBook = .standard, clock: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }) {
        self.book = book
        self.clock = clock
        super.init(nibName: nil, bundle: nil)
        title = "Search"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var searchView: SearchView { view as! SearchView }
    var searchBar: UISearchBar { searchController.searchBar }
    var tableView: UITableView { searchView.tableView }

    override func loadView() {
        view = SearchView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register({ UITableViewCell(style: .value1, reuseIdentifier: "address") }, forCellReuseIdentifier: "address")
        tableView.delegate = self
        dataSource = AddressDataSource(tableView: tableView) { [book] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "address", for: indexPath)
            let address = book.addresses[id]
            cell.textLabel?.text = address.streetLine
            cell.detailTextLabel?.text = address.city
            return cell
        }
        dataSource.defaultRowAnimation = .none
        searchController.searchResultsUpdater = self
        // The table is the results view: it stays visible and clickable under the search, and
        // the title stays on the navigation bar.
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = false
        searchBar.placeholder = "Street, number or city"
        searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        dataSource.apply(snapshot(for: query), animatingDifferences: false)
        tableView.focusRow(at: IndexPath(row: 0, section: 0))
        updateLabels()
    }

    /// Whether the hint line was last written with the keys spelt out (the screen's metrics say
    /// whether to), so it is written again on the first layout in a window of the other kind.
    private var labelsShowKeyHints: Bool?

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let keys = view.metrics.showsKeyHints
        if labelsShowKeyHints != keys {
            labelsShowKeyHints = keys
            updateLabels()
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        searchBar.becomeFirstResponder()
    }

    // MARK: Searching

    /// The snapshot showing the addresses that match `query`: the sections that have matches,
    /// in the book's order, each with its matching addresses.
    func snapshot(for query: String) -> NSDiffableDataSourceSnapshot<String, Int> {
        let ids = book.matches(query)
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        var start = 0
        for section in book.sections where start < ids.count {
            // The ids are sorted, and a section's ids are a range: its matches are a run.
            let end = Self.firstIndex(in: ids, from: start, notBelow: section.ids.upperBound)
            if end > start {
                snapshot.appendSections([section.title])
                snapshot.appendItems(Array(ids[start..<end]), toSection: section.title)
            }
            start = end
        }
        return snapshot
    }

    /// The first index from `start` on whose id is at least `bound` (binary search in sorted ids).
    private static func firstIndex(in ids: [Int], from start: Int, notBelow bound: Int) -> Int {
        var low = start, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: UISearchResultsUpdating

    /// The query changed, or the search began or ended: show the results of the query.
    func updateSearchResults(for searchController: UISearchController) {
        let text = searchBar.text ?? ""
        if text != query { queryDidChange(to: text) } else { updateLabels() }
    }

    // MARK: UISearchBarDelegate

    /// Return (the Search button) hands the keys to the results, as the Search key puts the
    /// keyboard away.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { updateLabels() }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { updateLabels() }

    /// Shows the results of `newQuery`.
    private func queryDidChange(to newQuery: String) {
        query = newQuery
        let focusedAddress = tableView.indexPathForFocusedRow.flatMap { dataSource.itemIdentifier(for: $0) }

        let snapshotStart = clock()
        let snapshot = snapshot(for: query)
        let applyStart = clock()
        dataSource.apply(snapshot, animatingDifferences: false)
        let end = clock()
        lastSnapshotDuration = applyStart - snapshotStart
        lastApplyDuration = end - applyStart

        // The focused address keeps the focus while it matches (the batch update moved it to its
        // new row; show it). Otherwise the focus starts again on the first result.
        if let focusedAddress, let indexPath = dataSource.indexPath(for: focusedAddress) {
            tableView.focusRow(at: indexPath)
        } else if snapshot.numberOfItems > 0 {
            tableView.setContentOffset(CGPoint(x: 0, y: -tableView.adjustedContentInset.top), animated: false)
            tableView.focusRow(at: IndexPath(row: 0, section: 0))
        }
        updateLabels()
    }

    /// The count and timing, the empty-results message, and the hint line.
    private func updateLabels() {
        guard isViewLoaded else { return }
        let matches = dataSource.snapshot().numberOfItems
        let total = book.addresses.count
        let count = query.isEmpty ? "\(grouped(total)) addresses" : "\(grouped(matches)) of \(grouped(total))"
        var texts = [count, grouped(query.isEmpty ? total : matches)]
        if let lastApplyDuration {
            let milliseconds = lastApplyDuration * 1000
            texts.insert(count + String(format: milliseconds < 1 ? " · apply %.2f ms" : " · apply %.1f ms", milliseconds), at: 0)
        }
        searchView.countTexts = texts
        searchView.emptyLabel.text = "No addresses match “\(query)”"
        searchView.emptyLabel.isHidden = matches > 0
        if let chosenAddress {
            searchView.hintLabel.text = "Chosen: \(chosenAddress.fullText)"
        } else if !searchView.metrics.showsKeyHints {
            searchView.hintLabel.text = nil
        } else if searchBar.searchTextField.isEditing {
            searchView.hintLabel.text = "↓ results · Esc " + (query.isEmpty ? "cancels" : "clears")
        } else {
            searchView.hintLabel.text = "Return chooses · / search · Esc " + (searchController.isActive ? "cancels" : "back")
        }
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        chosenAddress = book.addresses[id]
        updateLabels()
    }
}
