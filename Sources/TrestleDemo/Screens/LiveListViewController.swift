import Foundation
import Trestle

/// A list changed live with batch updates: keys insert, delete, move and reload rows around the
/// focused one, and one key performs an invalid update on purpose to show that the table reports
/// UIKit's message and recovers.
@MainActor
final class LiveListViewController: UITableViewController {
    private var items = (1...12).map { "Item \($0)" }
    private var nextNumber = 13
    private var lastMessage: String?

    init() {
        super.init(style: .plain)
        title = "Live list"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.focusRow(at: IndexPath(row: 0, section: 0))
    }

    // MARK: Data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.metrics.showsKeyHints ? "a add · d delete · t to top · r reload · x invalid update" : nil
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        lastMessage.map { "Reported: \($0)" } ?? "\(items.count) items"
    }

    // MARK: Keys

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "a", discoverabilityTitle: "Add a row") { [unowned self] _ in add() },
            UIKeyCommand(input: "d", discoverabilityTitle: "Delete the focused row") { [unowned self] _ in delete() },
            UIKeyCommand(input: "t", discoverabilityTitle: "Move the focused row to the top") { [unowned self] _ in moveToTop() },
            UIKeyCommand(input: "r", discoverabilityTitle: "Reload the focused row") { [unowned self] _ in reload() },
            UIKeyCommand(input: "x", discoverabilityTitle: "Perform an invalid update") { [unowned self] _ in misuse() },
        ]
    }

    private var focusedRow: Int? { tableView.indexPathForFocusedRow?.row }

    func add() {
        let row = (focusedRow ?? -1) + 1
        items.insert("Item \(nextNumber) (new)", at: row)
        nextNumber += 1
        lastMessage = nil
        tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        tableView.focusRow(at: IndexPath(row: row, section: 0))
        refreshFooter()
    }

    func delete() {
        guard let row = focusedRow, !items.isEmpty else { return }
        items.remove(at: row)
        lastMessage = nil
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
        refreshFooter()
    }

    func moveToTop() {
        guard let row = focusedRow, row > 0 else { return }
        items.insert(items.remove(at: row), at: 0)
        tableView.moveRow(at: IndexPath(row: row, section: 0), to: IndexPath(row: 0, section: 0))
        tableView.focusRow(at: IndexPath(row: 0, section: 0))
    }

    func reload() {
        guard let row = focusedRow else { return }
        items[row] = items[row].hasSuffix("↻") ? String(items[row].dropLast(2)) : items[row] + " ↻"
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    /// Adds two items but announces one: the table reports UIKit's message and reloads.
    func misuse() {
        items.append(contentsOf: ["Item \(nextNumber) (unannounced)", "Item \(nextNumber + 1) (unannounced)"])
        nextNumber += 2
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            tableView.insertRows(at: [IndexPath(row: items.count - 2, section: 0)], with: .automatic)
        }
        lastMessage = recorder.messages.first
        refreshFooter()
    }

    /// The footer shows the item count or the last reported message.
    private func refreshFooter() {
        tableView.reloadSections(IndexSet(integer: 0), with: .none)
    }

    /// The last message an invalid update reported (for tests).
    var reportedMessage: String? { lastMessage }
    var itemTitles: [String] { items }
}
