import Foundation
import Trestle

/// The Clock app's World Clock list (seed 003), kept in SQLite by a ``WorldClockStore``.
///
/// Each row shows a city, "Today, +9HRS" and the city's time; the times move on each minute.
/// The navigation bar has the Edit button (`editButtonItem`: Edit/Done) and an add (+) button
/// that pushes a ``TimeZonePickerViewController``. While editing, rows show ⊖ and ≡ and hide
/// their time (``WorldClockCell``); the delete confirmation says "삭제", as in the seed, in a Korean
/// locale, and "Delete" otherwise.
///
/// Every change goes to the database first, then to the in-memory model, then to the table:
///
/// - a confirmed delete (⊖ then 삭제, Delete then Return, or a swipe): ``WorldClockStore/delete(id:)``,
///   then the model, then `deleteRows(at:with:)`;
/// - a reorder (≡ dragged, Alt-↑/↓): the table has already moved the row, so only
///   ``WorldClockStore/move(from:to:)`` and the model follow (no `moveRow`);
/// - a city picked in the add screen: ``WorldClockStore/insert(name:timeZoneIdentifier:at:)`` at
///   the end, the model, then `insertRows(at:with:)`.
///
/// When a store call throws, the user is told in an alert (the error's description says what to
/// do) and the model is read again from the store and the table reloaded, so that table, model
/// and database agree again.
///
/// A database that cannot be opened leaves the screen without rows, showing the error's
/// description instead of the list; Esc still goes back and q still quits.
///
/// Keys: `e` is Edit/Done, `a` or `+` adds a city (listed in the table's footer and as the
/// commands' discoverability titles).
final class WorldClockViewController: UITableViewController {
    /// The list's database; `nil` when it could not be opened (see ``openingError``).
    let store: WorldClockStore?
    /// Why the database could not be opened, as the store describes it to the user.
    let openingError: String?
    /// The rows, in order: what the store had when last read, plus the changes made since
    /// (positions included, so the model equals ``WorldClockStore/cities()``). Only the screen
    /// changes it.
    var cities: [WorldClockCity] = []
    /// The message of the last store call that failed (also shown in an alert).
    var lastStoreError: String?
    /// The add button in the navigation bar.
    private(set) var addButtonItem: UIBarButtonItem!

    private let now: () -> Date
    private let localTimeZone: TimeZone
    private let refreshesEveryMinute: Bool
    private var ticker: MinuteTicker?
    /// A temporary database this screen made for itself, deleted with the screen.
    private let temporaryFile: WorldClockTemporaryFile?

    /// A screen on `store`.
    ///
    /// - Parameters:
    ///   - now: The current time; tests pass a fixed one.
    ///   - localTimeZone: The zone "Today, +9HRS" compares with.
    ///   - refreshesEveryMinute: Whether a timer refreshes the times each minute while the screen
    ///     is visible (tests turn it off and call ``refreshTimes()``).
    convenience init(store: WorldClockStore, now: @escaping () -> Date = Date.init, localTimeZone: TimeZone = .current,
                     refreshesEveryMinute: Bool = true) {
        self.init(store: store, openingError: nil, temporaryFile: nil, now: now, localTimeZone: localTimeZone,
                  refreshesEveryMinute: refreshesEveryMinute)
    }

    /// A screen on the database at `path`, or showing why it could not be opened.
    convenience init(databasePath path: String, now: @escaping () -> Date = Date.init, localTimeZone: TimeZone = .current,
                     refreshesEveryMinute: Bool = true) {
        let (store, error) = Self.open(path)
        self.init(store: store, openingError: error, temporaryFile: nil, now: now, localTimeZone: localTimeZone,
                  refreshesEveryMinute: refreshesEveryMinute)
    }

    /// A screen on a new temporary database (seeded as a first run), removed with the screen.
    convenience init(temporaryFile: WorldClockTemporaryFile, now: @escaping () -> Date = Date.init,
                     localTimeZone: TimeZone = .current, refreshesEveryMinute: Bool = true) {
        let (store, error) = Self.open(temporaryFile.path)
        self.init(store: store, openingError: error, temporaryFile: temporaryFile, now: now, localTimeZone: localTimeZone,
                  refreshesEveryMinute: refreshesEveryMinute)
    }

    /// A screen without a list, showing `openingError` (a sentence or two for the user).
    convenience init(openingError: String) {
        self.init(store: nil, openingError: openingError, temporaryFile: nil, now: Date.init, localTimeZone: .current,
                  refreshesEveryMinute: false)
    }

    private init(store: WorldClockStore?, openingError: String?, temporaryFile: WorldClockTemporaryFile?,
                 now: @escaping () -> Date, localTimeZone: TimeZone, refreshesEveryMinute: Bool) {
        self.store = store
        self.openingError = openingError
        self.temporaryFile = temporaryFile
        self.now = now
        self.localTimeZone = localTimeZone
        self.refreshesEveryMinute = refreshesEveryMinute
        super.init(style: .plain)
        commonInit()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private static func open(_ path: String) -> (WorldClockStore?, String?) {
        do {
            return (try WorldClockStore(path: path), nil)
        } catch {
            return (nil, (error as? WorldClockStoreError)?.description ?? "Cannot open the World Clock database \(path): \(error).")
        }
    }

    private func commonInit() {
        title = "World Clock"
        addButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in showTimeZonePicker() })
        guard let store else { return }
        // As the seed: Edit at the leading edge (after the demo's back button), + at the trailing one.
        navigationItem.leftItemsSupplementBackButton = true
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItem = addButtonItem
        reloadModel(from: store)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register({ WorldClockCell(style: .default, reuseIdentifier: WorldClockCell.reuseIdentifier) },
                           forCellReuseIdentifier: WorldClockCell.reuseIdentifier)
        if !cities.isEmpty { tableView.focusRow(at: IndexPath(row: 0, section: 0)) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The minute may have turned while another screen was on top.
        refreshTimes()
        if refreshesEveryMinute, store != nil {
            if ticker == nil { ticker = MinuteTicker(now: now) { [weak self] in self?.refreshTimes() } }
            ticker?.start()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        ticker?.stop()
    }

    /// Whether the minute timer is scheduled (it runs only while the screen is visible).
    var isRefreshingEveryMinute: Bool { ticker?.isRunning ?? false }

    /// Shows the current time in the visible rows.
    func refreshTimes() {
        guard isViewLoaded else { return }
        let date = now()
        for indexPath in tableView.indexPathsForVisibleRows ?? [] where cities.indices.contains(indexPath.row) {
            (tableView.cellForRow(at: indexPath) as? WorldClockCell)?.show(cities[indexPath.row], now: date, localTimeZone: localTimeZone)
        }
    }

    // MARK: Data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cities.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: WorldClockCell.reuseIdentifier, for: indexPath)
        (cell as? WorldClockCell)?.show(cities[indexPath.row], now: now(), localTimeZone: localTimeZone)
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        openingError == nil ? nil : "The World Clock list is unavailable"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        if let openingError { return openingError + " Esc goes back, q quits." }
        var footer = tableView.metrics.showsKeyHints
            ? ["e Edit/Done · a or + adds a city. While editing: Del then Return deletes, Alt-↑ Alt-↓ move."] : []
        if let repairs = store?.repairsAtOpen, !repairs.isEmpty {
            footer.append("Repaired when opening: " + repairs.joined(separator: " "))
        }
        return footer.isEmpty ? nil : footer.joined(separator: " ")
    }

    /// Type-ahead matches the city names.
    override func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        cities.indices.contains(indexPath.row) ? cities[indexPath.row].name : nil
    }

    // MARK: Editing (the changes themselves are in WorldClockViewController+Editing.swift)

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        store != nil
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        store != nil
    }

    /// The delete confirmation's title in the user's language: the seed's "삭제" in Korean, UIKit's
    /// own "Delete" (`nil` here) otherwise.
    var deleteConfirmationTitle = WorldClockViewController.deleteTitle(environment: ProcessInfo.processInfo.environment)

    /// "삭제" when the messages' language (`LC_ALL`, else `LC_MESSAGES`, else `LANG`, as POSIX
    /// orders them) is Korean; `nil` — UIKit's "Delete" — otherwise.
    static func deleteTitle(environment: [String: String]) -> String? {
        let language = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // `ko`, `ko_KR.UTF-8`, `ko.UTF-8`, `ko@…`; not `kok_IN` (Konkani).
        let code = language.lowercased().prefix { $0.isLetter }
        return code == "ko" ? "삭제" : nil
    }

    /// The delete confirmation's title (the swipe action takes it too).
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteConfirmationTitle
    }

    /// A confirmed delete.
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        // The table also calls this with `.none` to learn that it is implemented: nothing to do.
        guard editingStyle == .delete else { return }
        deleteCity(at: indexPath.row)
    }

    /// A row the user moved (the table sends a move onto itself to learn that this is
    /// implemented; that changes nothing).
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moveCity(from: sourceIndexPath.row, to: destinationIndexPath.row)
    }

    // MARK: Keys

    override var keyCommands: [UIKeyCommand]? {
        guard store != nil else { return nil }
        return [
            UIKeyCommand(input: "e", discoverabilityTitle: "Edit or Done") { [unowned self] _ in toggleEditing() },
            UIKeyCommand(input: "a", discoverabilityTitle: "Add a city") { [unowned self] _ in showTimeZonePicker() },
            UIKeyCommand(input: "+", discoverabilityTitle: "Add a city") { [unowned self] _ in showTimeZonePicker() },
        ]
    }

    /// What the Edit/Done button does.
    func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    // MARK: Adding

    /// Pushes the list of time zones; the city picked there is added at the end.
    func showTimeZonePicker() {
        guard store != nil, let navigationController, navigationController.topViewController === self else { return }
        let listed = Set(cities.map { TimeZoneCatalog.Entry(name: $0.name, timeZoneIdentifier: $0.timeZoneIdentifier) })
        let picker = TimeZonePickerViewController(catalog: .standard, listed: listed) { [weak self] entry in
            self?.pickerDidChoose(entry)
        }
        navigationController.pushViewController(picker, animated: true)
    }

    /// The picker chose `entry`: back to the list, then the city is added.
    private func pickerDidChoose(_ entry: TimeZoneCatalog.Entry) {
        if let navigationController, navigationController.topViewController !== self {
            _ = navigationController.popToViewController(self, animated: true)
        }
        add(entry)
    }

    /// Adds `entry` at the end of the list: the store, the model, then the table.
    func add(_ entry: TimeZoneCatalog.Entry) {
        guard let store else { return }
        do {
            let city = try store.insert(name: entry.name, timeZoneIdentifier: entry.timeZoneIdentifier)
            guard city.position == cities.count else {
                // Another program changed the file meanwhile: show what it holds now.
                resynchronize()
                return
            }
            cities.append(city)
            let indexPath = IndexPath(row: cities.count - 1, section: 0)
            tableView.insertRows(at: [indexPath], with: .automatic)
            tableView.focusRow(at: indexPath)
        } catch {
            storeCallFailed(error)
        }
    }
}
