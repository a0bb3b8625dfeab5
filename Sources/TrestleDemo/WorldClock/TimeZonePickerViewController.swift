import Foundation
import Trestle

/// "Choose a City": the World Clock's add screen, pushed by the + button (or `a`).
///
/// It lists a ``TimeZoneCatalog``'s cities by name with their time zone identifiers. Typing a
/// name's first letters jumps to it (the table's type-ahead, matched against the names of every
/// row, not only those on screen). Return or a click on a city hands it to `onChoose`, which
/// adds it and comes back; Esc or Cancel comes back without adding anything.
///
/// Cities already in the list (the same name and time zone) are shown dimmed with a checkmark
/// and cannot be chosen again, as the Clock app does not list a city twice. Another city in the
/// same time zone can still be added ("Los Angeles" beside "Cupertino").
final class TimeZonePickerViewController: UITableViewController {
    /// The cities offered, in catalog order.
    let entries: [TimeZoneCatalog.Entry]
    /// The cities already in the World Clock list.
    let listed: Set<TimeZoneCatalog.Entry>
    private let onChoose: (TimeZoneCatalog.Entry) -> Void

    init(catalog: TimeZoneCatalog, listed: Set<TimeZoneCatalog.Entry>, onChoose: @escaping (TimeZoneCatalog.Entry) -> Void) {
        entries = catalog.entries
        self.listed = listed
        self.onChoose = onChoose
        super.init(style: .plain)
        title = "Choose a City"
        // A line above the bar rather than a section header: the header of a plain table stays
        // pinned over the rows, and could hide the focused row under it.
        navigationItem.prompt = "\(entries.count) cities · type a name to jump to it · ✓ already listed"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in
            _ = navigationController?.popViewController(animated: true)
        })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register({ UITableViewCell(style: .value1, reuseIdentifier: "zone") }, forCellReuseIdentifier: "zone")
        if !entries.isEmpty { tableView.focusRow(at: IndexPath(row: 0, section: 0)) }
    }

    /// Whether row `row` is a city already in the list.
    func isListed(_ row: Int) -> Bool {
        listed.contains(entries[row])
    }

    // MARK: Data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "zone", for: indexPath)
        let entry = entries[indexPath.row]
        let isListed = isListed(indexPath.row)
        cell.textLabel?.text = entry.name
        cell.textLabel?.isEnabled = !isListed
        cell.detailTextLabel?.text = entry.timeZoneIdentifier
        cell.accessoryType = isListed ? .checkmark : .none
        return cell
    }

    // MARK: Delegate

    override func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        entries[indexPath.row].name
    }

    /// Cities already listed cannot be chosen.
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        isListed(indexPath.row) ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onChoose(entries[indexPath.row])
    }
}
