import Foundation
import Trestle

/// One screen of the demo: a name, a one-line description, and a table to show.
@MainActor
struct DemoScreen {
    let name: String
    let summary: String
    /// The name shown in the catalog and the title line.
    var title: String {
        switch name {
        case "products": "Products"
        case "rows": "100,000 rows"
        case "photos": "Photos settings (inset grouped)"
        case "grouped": "Photos settings (grouped)"
        case "huge": "10,000,000 rows"
        default: name
        }
    }
    let makeTable: () -> (UITableView, AnyObject)

    static let all: [DemoScreen] = [
        DemoScreen(name: "products", summary: "the product list from the first seed") {
            let source = ProductList()
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            return (table, source)
        },
        DemoScreen(name: "rows", summary: "100,000 rows showing section / row; watch cells being reused") {
            let source = NumberedRows(sections: 100, rowsPerSection: 1_000)
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            return (table, source)
        },
        DemoScreen(name: "photos", summary: "the Photos settings screen, inset grouped, with headers and footers") {
            let source = PhotosSettings()
            let table = UITableView(frame: .zero, style: .insetGrouped)
            table.dataSource = source
            return (table, source)
        },
        DemoScreen(name: "grouped", summary: "the same settings in the grouped style") {
            let source = PhotosSettings()
            let table = UITableView(frame: .zero, style: .grouped)
            table.dataSource = source
            return (table, source)
        },
        DemoScreen(name: "huge", summary: "10,000,000 rows of varying height, measured as they appear") {
            let source = HugeTable()
            let table = UITableView(frame: .zero, style: .plain)
            table.register({ UITableViewCell(style: .subtitle, reuseIdentifier: "cell") }, forCellReuseIdentifier: "cell")
            table.dataSource = source
            return (table, source)
        },
    ]
}

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

/// The first seed's reuse experiment: many rows labelled "section / row".
@MainActor
final class NumberedRows: NSObject, UITableViewDataSource {
    let sections: Int
    let rowsPerSection: Int

    init(sections: Int, rowsPerSection: Int) {
        self.sections = sections
        self.rowsPerSection = rowsPerSection
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section) / \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
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
                footer: "The Photos tab shows every photo in your library in all views. You can choose compact, summarized views for Collections and Years."),
        Section(rows: [("Reset Suggested Memories", nil, .none), ("Show Holiday Events", "On", .none)], header: "Memories",
                footer: "You can choose to see holiday events for your home country."),
        Section(rows: [("Automatic", nil, .checkmark), ("Keep Originals", nil, .none)], header: "Transfer to Mac or PC",
                footer: "Automatically transfer photos and videos in a compatible format, or always transfer the original file without checking for compatibility."),
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

/// Ten million rows; every seventh has a subtitle and is two lines tall.
@MainActor
final class HugeTable: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000_000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(grouped(indexPath.row))"
        cell.detailTextLabel?.text = indexPath.row % 7 == 0 ? "every seventh row is two lines tall" : nil
        return cell
    }
}

/// `1234567` as `1,234,567`.
func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return result
}
