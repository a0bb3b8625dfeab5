// trestle-demo prints two of the sample screens — the product list and the Photos settings — as
// UIKit-style table views laid out with the terminal metrics (one point per column and per line)
// and drawn as text. The interactive terminal catalogue replaces this once the terminal host
// lands.

import Foundation
import Trestle
import TrestleCore
import TrestleTerminal

/// The product list from the first sample: one section of names.
@MainActor
final class ProductList: NSObject, UITableViewDataSource {
    let list = ["iphone", "ipad", "apple watch", "imac pro", "imac", "macbook pro", "apple tv"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = list[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Products"
    }
}

/// The Photos settings screen: sections with headers and footers. Switches show On/Off until
/// `UISwitch` lands.
@MainActor
final class PhotosSettings: NSObject, UITableViewDataSource {
    struct Section {
        var rows: [(title: String, value: String?, accessory: UITableViewCell.AccessoryType)]
        var header: String?
        var footer: String?
    }

    let sections = [
        Section(rows: [("Siri & Search", nil, .disclosureIndicator)], header: "Allow Photos to Access"),
        Section(rows: [("Hidden Album", "On", .none)],
                footer: "When enabled, the Hidden album will appear in the Albums tab, under Utilities."),
        Section(rows: [("Auto-play Videos", "Off", .none), ("Summarize Photos", "On", .none)], header: "Photos Tab",
                footer: "The Photos tab shows every photo in your library in all views."),
        Section(rows: [("Automatic", nil, .checkmark), ("Keep Originals", nil, .none)], header: "Transfer to Mac or PC"),
    ]

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "value1")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "value1")
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        cell.accessoryType = row.accessory
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }
}

@MainActor
func show(_ title: String, _ dataSource: UITableViewDataSource, style: UITableView.Style, height: Int) {
    let width = 44
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height), metrics: .terminal)
    let window = UIWindow(frame: screen.bounds, screen: screen)
    let table = UITableView(frame: .zero, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = dataSource
    window.rootView = table
    window.makeKeyAndVisible()
    print("┌─ \(title) " + String(repeating: "─", count: max(0, width - title.count - 3)) + "┐")
    for line in TerminalRendering.lines(of: window) {
        print("│" + line + String(repeating: " ", count: max(0, width - CharacterWidth.terminalColumns(of: line))) + "│")
    }
    print("└" + String(repeating: "─", count: width) + "┘")
}

MainActor.assumeIsolated {
    let products = ProductList()
    show("Products (plain)", products, style: .plain, height: 9)
    let photos = PhotosSettings()
    show("Photos (inset grouped)", photos, style: .insetGrouped, height: 18)
}
