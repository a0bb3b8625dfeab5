import Foundation
import Trestle

/// Seed 004's data-backed list in full: a million contacts from SQLite in collation sections
/// with a section index, rows read in pages off the main actor as the user scrolls (prefetched,
/// placeholders filling in), a search answered by SQL, pull to refresh, a context menu on each
/// row, and a contact's details as a static table.
@MainActor
final class ContactsViewController: UITableViewController, UITableViewDataSourcePrefetching, UISearchResultsUpdating, DemoKeyHelp {
    /// The file the contacts come from.
    private let source: ContactsSource
    /// The contacts, once the file is open; `nil` before, or when it could not be opened.
    private var pages: ContactPages?
    /// Why the file could not be opened.
    private var openError: ContactsStoreError?
    private let searchController = UISearchController(searchResultsController: nil)
    /// The search showing, and its results (`nil` while they load).
    private var search: (query: String, results: [Contact]?)?
    /// Counts searches, so a slow answer to an older query is dropped.
    private var searchGeneration = 0
    /// Whether a search query is running; the latest query typed meanwhile waits for it, so
    /// keystrokes do not pile up reads.
    private var isSearching = false
    private var pendingQuery: String?
    /// A message about the store (an error, a deleted contact), shown as the navigation item's
    /// prompt, above the title.
    private var status: String? {
        didSet {
            navigationItem.prompt = status
            updateBackground()
        }
    }
    /// How far seeding a new file has come, while it runs (the first run only).
    private(set) var seedProgress: ContactsSeedProgress? {
        didSet { if seedProgress != oldValue { updateBackground() } }
    }
    /// Whether the first read of the sections finished.
    private(set) var isLoaded = false
    /// The most results a search shows.
    static let searchLimit = 500

    init(source: ContactsSource) {
        self.source = source
        super.init(style: .plain)
        title = "Contacts"
    }

    required init?(coder: NSCoder) { fatalError("ContactsViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.prefetchDataSource = self
        tableView.keyboardDismissMode = .onDrag
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Reading contacts…")
        refresh.addAction(UIAction { [unowned self] _ in refreshContacts() }, for: .valueChanged)
        refreshControl = refresh
        updateBackground()
        loadContacts()
    }

    /// Opens the file (seeding it the first time) and reads the sections, off the main actor;
    /// the list shows them when they arrive.
    private func loadContacts() {
        let source = self.source
        // Seeding reports from its thread; the screen shows the latest report.
        let report: @Sendable (ContactsSeedProgress) -> Void = { [weak self] progress in
            Task { @MainActor in self?.seedProgress = progress }
        }
        Task {
            let opened = await Task.detached(priority: .userInitiated) { Result { try source.open(progress: report) } }.value
            switch opened {
            case .success(let database):
                let pages = ContactPages(database: database)
                pages.onPageLoaded = { [weak self] key in self?.pageDidLoad(key) }
                pages.onError = { [weak self] error in self?.status = error.shortDescription }
                self.pages = pages
                do {
                    try await pages.load()
                    status = nil
                } catch {
                    status = Self.statusLine(for: error)
                }
            case .failure(let error):
                openError = error as? ContactsStoreError ?? .cannotOpen(path: source.path, reason: String(describing: error))
            }
            isLoaded = true
            tableView.reloadData()
            updateBackground()
        }
    }

    /// The one line the navigation prompt shows for a failed read.
    static func statusLine(for error: any Error) -> String {
        (error as? ContactsStoreError)?.shortDescription ?? String(describing: error)
    }

    /// Waits until the sections and the pages asked for so far are read (tests, measurements).
    func waitUntilSettled() async {
        while !isLoaded { await Task.yield() }
        await pages?.waitForLoads()
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        if search != nil { return 1 }
        return isLoaded ? pages?.sections.count ?? 0 : 0
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if let search { return search.results?.count ?? 0 }
        return pages?.sections[section].count ?? 0
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if let search {
            guard let results = search.results, !results.isEmpty else { return nil }
            return results.count >= Self.searchLimit ? "Top \(Self.searchLimit) matches" : "\(results.count) matches"
        }
        guard let section = pages?.sections[section], section.count > 0 else { return nil }
        return section.title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        configure(cell, with: contact(at: indexPath))
        return cell
    }

    /// The contact a row shows, `nil` while its page loads.
    func contact(at indexPath: IndexPath) -> Contact? {
        if let search { return search.results.flatMap { indexPath.row < $0.count ? $0[indexPath.row] : nil } }
        return pages?.contact(at: indexPath)
    }

    private func configure(_ cell: UITableViewCell, with contact: Contact?) {
        var content = UIListContentConfiguration.valueCell()
        if let contact {
            content.text = contact.name
            content.secondaryText = contact.phone
        } else {
            // A placeholder until the page arrives: never another person's name.
            content.text = "…"
            content.textProperties.color = .tertiaryLabel
        }
        cell.contentConfiguration = content
        cell.accessoryType = contact == nil ? .none : .disclosureIndicator
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        search == nil && isLoaded ? pages?.sections.map(\.title) : nil
    }

    // MARK: Pages

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        guard search == nil else { return }
        pages?.prefetch(indexPaths)
    }

    /// A page arrived: the rows of it that have cells — on screen, or laid out just beyond an
    /// edge — show their contacts.
    private func pageDidLoad(_ key: ContactPages.PageKey) {
        guard search == nil, let pages, isViewLoaded, key.section < tableView.numberOfSections else { return }
        let rowCount = tableView.numberOfRows(inSection: key.section)
        for row in pages.rows(of: key) where row < rowCount {
            let indexPath = IndexPath(row: row, section: key.section)
            if let cell = tableView.cellForRow(at: indexPath) { configure(cell, with: pages.contact(at: indexPath)) }
        }
    }

    // MARK: Search

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        searchGeneration += 1
        guard searchController.isActive, !query.isEmpty, let pages else {
            if search != nil {
                search = nil
                tableView.reloadData()
                updateBackground()
            }
            return
        }
        search = (query, search?.query == query ? search?.results : nil)
        runSearch(query, in: pages.database)
        tableView.reloadData()
        updateBackground()
    }

    /// Reads the matches for `query`, or, while another query runs, remembers it to run next.
    private func runSearch(_ query: String, in database: ContactsDatabase) {
        guard !isSearching else {
            pendingQuery = query
            return
        }
        isSearching = true
        let generation = searchGeneration
        let limit = Self.searchLimit
        Task {
            let result = await Task.detached(priority: .userInitiated) {
                Result { try database.search(query, limit: limit) }
            }.value
            isSearching = false
            if let next = pendingQuery {
                pendingQuery = nil
                runSearch(next, in: database)
            }
            guard generation == searchGeneration else { return }
            switch result {
            case .success(let contacts):
                search = (query, contacts)
            case .failure(let error):
                search = (query, [])
                status = Self.statusLine(for: error)
            }
            tableView.reloadData()
            updateBackground()
        }
    }

    /// Waits until the search going on has its results.
    func waitForSearch() async {
        while search != nil && search?.results == nil { await Task.yield() }
    }

    // MARK: Empty states

    /// What shows behind the list: why there is nothing (no file, no results, loading), or a
    /// status message under the rows.
    private func updateBackground() {
        guard isViewLoaded else { return }
        let message: String?
        if let openError {
            message = openError.description
        } else if !isLoaded {
            message = seedProgress?.message(path: source.path) ?? "Opening contacts…"
        } else if let search, search.results?.isEmpty == true {
            message = "No Results for “\(search.query)”" + (status.map { "\n\n" + $0 } ?? "")
        } else if let search, search.results == nil {
            message = "Searching…"
        } else if isLoaded && search == nil && (pages?.totalCount ?? 0) == 0 {
            message = status ?? "No Contacts"
        } else {
            message = nil
        }
        guard let message else {
            tableView.backgroundView = nil
            return
        }
        let label = (tableView.backgroundView as? ContactsMessageView) ?? ContactsMessageView()
        label.message = message
        tableView.backgroundView = label
    }

    // MARK: Refresh

    /// Pull to refresh: the store is read again; pages read before are dropped.
    private func refreshContacts() {
        guard let pages else {
            refreshControl?.endRefreshing()
            return
        }
        Task {
            do {
                try await pages.load()
                status = nil
            } catch {
                status = Self.statusLine(for: error)
            }
            tableView.reloadData()
            refreshControl?.endRefreshing()
        }
    }

    /// The demo's refresh key: shows the refresh control and refreshes, as a pull does.
    func refreshFromKey() {
        guard let control = refreshControl, !control.isRefreshing else { return }
        control.beginRefreshing()
        tableView.setContentOffset(CGPoint(x: 0, y: -tableView.adjustedContentInset.top), animated: true)
        refreshContacts()
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .control, discoverabilityTitle: "Refresh (as pulling down does)") { [unowned self] _ in refreshFromKey() }]
    }

    var keyHelp: [(keys: String, action: String)] {
        [("Alt-↓ Alt-↑  index", "jump by section"), ("/", "search"), ("Menu  Shift-F10  right click", "call, copy, delete"),
         ("wheel up at the top", "pull to refresh")]
    }

    // MARK: Selection, menus

    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let contact = contact(at: indexPath) else { return }
        navigationController?.pushViewController(ContactDetailsViewController(contact: contact, onCall: { [weak self] in self?.call(contact) },
                                                                             onDelete: { [weak self] in self?.confirmDelete(contact) }), animated: true)
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        guard let contact = contact(at: indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: NSNumber(value: contact.id), previewProvider: nil) { [weak self] _ in
            UIMenu(title: contact.name, children: [
                UIAction(title: "Call", image: UIImage(systemName: "phone")) { _ in self?.call(contact) },
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in self?.copy(contact) },
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in self?.confirmDelete(contact) },
                ]),
            ])
        }
    }

    func call(_ contact: Contact) {
        let alert = UIAlertController(title: "Calling \(contact.name)", message: contact.phone, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "End", style: .cancel))
        present(alert, animated: true)
    }

    func copy(_ contact: Contact) {
        UIPasteboard.general.string = "\(contact.name) \(contact.phone)"
        status = "Copied \(contact.name)"
    }

    /// Asks before deleting, as the Contacts app does: an action sheet whose destructive
    /// "Delete Contact" deletes and whose Cancel (or Esc) keeps the contact.
    func confirmDelete(_ contact: Contact) {
        let sheet = UIAlertController(title: nil, message: "\(contact.name) will be deleted from the contacts file.",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Contact", style: .destructive) { [weak self] _ in self?.delete(contact) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        (navigationController?.topViewController ?? self).present(sheet, animated: true)
    }

    /// Contacts being deleted: a second Delete of the same person meanwhile does nothing.
    private var deleting = Set<Int>()

    /// Deletes from the database first (off the main actor), then from the list. A contact the
    /// database no longer has (deleted elsewhere) makes the list read the store again.
    func delete(_ contact: Contact) {
        guard let pages, deleting.insert(contact.id).inserted else { return }
        Task {
            let database = pages.database
            let result = await Task.detached { Result { try database.delete(contact) } }.value
            deleting.remove(contact.id)
            switch result {
            case .success(false):
                refreshContacts()
            case .success(true):
                if navigationController?.topViewController is ContactDetailsViewController {
                    navigationController?.popViewController(animated: true)
                }
                if let search, let index = search.results?.firstIndex(of: contact) {
                    self.search?.results?.remove(at: index)
                    pages.didDelete(contact)
                    tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
                } else if search == nil, let row = row(of: contact) {
                    pages.didDelete(contact)
                    tableView.deleteRows(at: [IndexPath(row: row, section: contact.section)], with: .automatic)
                } else {
                    pages.didDelete(contact)
                    tableView.reloadData()
                }
                status = "Deleted \(contact.name)"
            case .failure(let error):
                status = Self.statusLine(for: error)
            }
        }
    }

    /// The row of a contact on screen (a deleted contact is on screen: its menu or its details
    /// were opened from it); `nil` when it is not, and the list is read again instead.
    private func row(of contact: Contact) -> Int? {
        guard let pages, contact.section < pages.sections.count else { return nil }
        for indexPath in tableView.indexPathsForVisibleRows ?? [] where self.contact(at: indexPath) == contact {
            return indexPath.row
        }
        return nil
    }
}

/// The text behind an empty Contacts list, centred.
@MainActor
final class ContactsMessageView: UIView {
    private let label = UILabel()
    var message = "" { didSet { label.text = message; setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("ContactsMessageView is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, bounds.width - 2 * metrics.cellHorizontalMargin)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let y = ((bounds.height - height) / 2).rounded(.down)
        label.frame = CGRect(x: metrics.cellHorizontalMargin, y: max(0, y), width: width, height: height)
    }
}

extension ContactsViewController: DemoScreenProblem {
    /// The file that would not open, or could not be read, if so.
    var problem: String? { openError?.description }
    var hasSettled: Bool { isLoaded && pages?.isLoadingPages != true }
}
