import Foundation
import Trestle

/// Search as you type over 100,000 addresses, with a diffable data source.
///
/// Every change to the query filters the ``AddressBook`` (ignoring case and diacritics), builds a
/// new `NSDiffableDataSourceSnapshot` — a section for each letter that still has matches, with
/// its matching addresses — and applies it. The data source diffs the snapshot against the one
/// on screen by identifier and changes the table in one batch update, so sections without matches
/// disappear and come back, and the focused and selected addresses keep their rows while they
/// still match.
///
/// The field line shows how many addresses match and how long the last `apply` took, measured
/// with ``clock`` (a monotonic clock in the demo). The time shows from the first keystroke on,
/// so the first frame is always the same.
///
/// The search field is first responder while the screen is shown: it takes printable keys,
/// Backspace and Esc (see ``SearchField``) and passes the arrows, Page Up/Down, Home, End and
/// Return to the table, so the results can be browsed and chosen while typing. Esc with an
/// empty query goes back.
final class SearchViewController: UIViewController, UITableViewDelegate {
    /// The addresses searched.
    let book: AddressBook
    /// The clock timing `apply`, in seconds.
    let clock: () -> TimeInterval
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
    var searchField: SearchField { searchView.searchField }
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
        searchField.placeholder = "a street, number or city"
        searchField.navigationKeyResponder = tableView
        searchField.addTarget(self, action: SearchViewController.queryDidChange, for: .editingChanged)
        dataSource.apply(snapshot(for: query), animatingDifferences: false)
        tableView.focusRow(at: IndexPath(row: 0, section: 0))
        updateLabels()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        searchField.becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        searchField.resignFirstResponder()
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

    /// The field's text changed: show its results.
    private func queryDidChange() {
        query = searchField.text
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

    /// The count and timing in the field, the empty-results message, and the hint line.
    private func updateLabels() {
        let matches = dataSource.snapshot().numberOfItems
        let total = book.addresses.count
        let count = query.isEmpty ? "\(grouped(total)) addresses" : "\(grouped(matches)) of \(grouped(total))"
        var texts = [count, grouped(query.isEmpty ? total : matches)]
        if let lastApplyDuration {
            let milliseconds = lastApplyDuration * 1000
            texts.insert(count + String(format: milliseconds < 1 ? " · apply %.2f ms" : " · apply %.1f ms", milliseconds), at: 0)
        }
        searchField.trailingTexts = texts
        searchView.emptyLabel.text = "No addresses match “\(query)”"
        searchView.emptyLabel.isHidden = matches > 0
        if let chosenAddress {
            searchView.hintLabel.text = "Chosen: \(chosenAddress.fullText)"
        } else {
            searchView.hintLabel.text = "↑↓ move · Return chooses · " + (query.isEmpty ? "Esc goes back" : "Esc clears")
        }
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        chosenAddress = book.addresses[id]
        updateLabels()
    }
}
