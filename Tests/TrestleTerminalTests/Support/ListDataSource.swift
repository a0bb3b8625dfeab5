import Foundation
import Trestle

/// A data source and delegate built from arrays, counting what the table asks.
///
/// A copy of the one in `TrestleTests` (test targets share no sources), so the terminal host is
/// driven by the same data source as the headless tests; keep the two alike.
@MainActor
final class ListDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var style: UITableViewCell.CellStyle = .default
    var details: [IndexPath: String] = [:]
    var accessory: UITableViewCell.AccessoryType = .none
    private(set) var cellRequests: [IndexPath] = []
    private(set) var displayed: [IndexPath] = []
    private(set) var endedDisplay: [IndexPath] = []
    var onCellForRow: ((IndexPath) -> Void)?
    /// The highlight, selection and focus calls the table made, in order (e.g. "willSelect 0-1").
    private(set) var selectionCalls: [String] = []
    var shouldHighlight: ((IndexPath) -> Bool)?
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?
    var canFocus: ((IndexPath) -> Bool)?
    var typeSelectString: ((IndexPath) -> String?)?

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        onCellForRow?(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = details[indexPath]
        cell.accessoryType = accessory
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        endedDisplay.append(indexPath)
    }

    private func log(_ call: String, _ indexPath: IndexPath) {
        selectionCalls.append("\(call) \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log("shouldHighlight", indexPath)
        return shouldHighlight?(indexPath) ?? true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log("didHighlight", indexPath) }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log("didUnhighlight", indexPath) }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willSelect", indexPath)
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log("didSelect", indexPath) }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willDeselect", indexPath)
        return willDeselect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log("didDeselect", indexPath) }
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { canFocus?(indexPath) ?? true }
    func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        guard let typeSelectString else {
            tableView.noteDefaultImplementation(.typeSelectString)
            return nil
        }
        return typeSelectString(indexPath)
    }

    func clearSelectionCalls() { selectionCalls.removeAll() }
}
