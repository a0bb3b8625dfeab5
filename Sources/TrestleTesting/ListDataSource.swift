import Foundation
import Trestle

/// A data source and delegate built from arrays, counting what the table asks: the project's own
/// tests of the headless and terminal hosts drive tables with it.
@MainActor
package final class ListDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    package var sections: [[String]]
    package var headerTitles: [String?] = []
    package var footerTitles: [String?] = []
    package var style: UITableViewCell.CellStyle = .default
    package var details: [IndexPath: String] = [:]
    package var accessory: UITableViewCell.AccessoryType = .none
    package private(set) var cellRequests: [IndexPath] = []
    package private(set) var displayed: [IndexPath] = []
    package private(set) var endedDisplay: [IndexPath] = []
    package var onCellForRow: ((IndexPath) -> Void)?
    /// The highlight, selection and focus calls the table made, in order (e.g. "willSelect 0-1").
    package private(set) var selectionCalls: [String] = []
    package var shouldHighlight: ((IndexPath) -> Bool)?
    package var willSelect: ((IndexPath) -> IndexPath?)?
    package var willDeselect: ((IndexPath) -> IndexPath?)?
    package var canFocus: ((IndexPath) -> Bool)?
    package var typeSelectString: ((IndexPath) -> String?)?

    package init(_ sections: [[String]]) {
        self.sections = sections
    }

    package func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        onCellForRow?(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = details[indexPath]
        cell.accessoryType = accessory
        return cell
    }

    package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }

    package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }

    package func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }

    package func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        endedDisplay.append(indexPath)
    }

    private func log(_ call: String, _ indexPath: IndexPath) {
        selectionCalls.append("\(call) \(indexPath.section)-\(indexPath.row)")
    }

    package func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log("shouldHighlight", indexPath)
        return shouldHighlight?(indexPath) ?? true
    }
    package func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log("didHighlight", indexPath) }
    package func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log("didUnhighlight", indexPath) }
    package func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willSelect", indexPath)
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log("didSelect", indexPath) }
    package func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willDeselect", indexPath)
        return willDeselect.map { $0(indexPath) } ?? indexPath
    }
    package func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log("didDeselect", indexPath) }
    package func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { canFocus?(indexPath) ?? true }
    package func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        guard let typeSelectString else {
            tableView.noteDefaultImplementation(.typeSelectString)
            return nil
        }
        return typeSelectString(indexPath)
    }

    package func clearSelectionCalls() { selectionCalls.removeAll() }
}
