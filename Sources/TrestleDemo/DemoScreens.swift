import Foundation
import Trestle

/// One screen of the demo: a name for the command line, a title, a one-line description, and the
/// view controller that shows it.
@MainActor
public struct DemoScreen {
    public let name: String
    public let title: String
    public let summary: String
    public let makeViewController: @MainActor () -> UIViewController
    /// Whether the screen holds what the user made (rows added, messages sent): the demo makes
    /// it once and keeps it (``DemoRootViewController/viewController(for:)``), so leaving it and
    /// coming back loses nothing, as an iOS app keeps its state while it runs.
    public var keepsWork = false

    init(name: String, title: String, summary: String, keepsWork: Bool = false,
         makeViewController: @escaping @MainActor () -> UIViewController) {
        self.name = name
        self.title = title
        self.summary = summary
        self.keepsWork = keepsWork
        self.makeViewController = makeViewController
    }

    /// Every screen, in catalog order.
    public static let all: [DemoScreen] = [
        DemoScreen(name: "products", title: "Products", summary: "the product list from the first seed") {
            TableScreenViewController(title: "Products", style: .plain, source: ProductList()) { table in
                table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            }
        },
        DemoScreen(name: "rows", title: "100,000 rows", summary: "100,000 rows showing section / row; watch cells being reused") {
            TableScreenViewController(title: "100,000 rows", style: .plain, source: NumberedRows(sections: 100, rowsPerSection: 1_000)) { table in
                table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            }
        },
        DemoScreen(name: "photos", title: "Photos settings (inset grouped)", summary: "switches, Siri & Search, a reset action sheet") {
            PhotosSettingsViewController(style: .insetGrouped)
        },
        DemoScreen(name: "grouped", title: "Photos settings (grouped)", summary: "the same settings, grouped as in the seed") {
            PhotosSettingsViewController(style: .grouped)
        },
        DemoScreen(name: "styles", title: "Cell styles", summary: "styles, accessories, a custom cell, separators") {
            CellStylesViewController()
        },
        DemoScreen(name: "trails", title: "Trails", summary: "row selection: filter, details, packing list") {
            TrailsViewController()
        },
        DemoScreen(name: "live", title: "Live list", summary: "batch updates on keys; x shows an invalid update recovered", keepsWork: true) {
            LiveListViewController()
        },
        DemoScreen(name: "search", title: "Search 100,000 addresses", summary: "type to filter; each key applies a diffable snapshot") {
            SearchViewController()
        },
        DemoScreen(name: "clock", title: "World Clock", summary: "the Clock app's list on SQLite: edit, delete, reorder, add") {
            WorldClockDemoDatabase.makeViewController()
        },
        DemoScreen(name: "grid", title: "Photo grid", summary: "photos by month: pinned headers, columns follow the width") {
            PhotoGridViewController()
        },
        DemoScreen(name: "pins", title: "Pinterest", summary: "a custom layout: cards in staggered columns") {
            PinterestViewController()
        },
        DemoScreen(name: "cards", title: "Self-sizing cards", summary: "400 self-sizing cards, as tall as their text") {
            SelfSizingCardsViewController()
        },
        DemoScreen(name: "shelf", title: "Album shelf", summary: "album covers in a flow layout that scrolls sideways") {
            ShelfViewController()
        },
        DemoScreen(name: "chat", title: "Chat", summary: "newest at the bottom; Return sends, PgUp loads older", keepsWork: true) {
            ChatViewController()
        },
        DemoScreen(name: "photos-list", title: "Photos settings (list)", summary: "the same settings as a collection view list, to compare") {
            PhotosSettingsListViewController(appearance: .insetGrouped)
        },
        DemoScreen(name: "photos-static", title: "Photos settings (static)", summary: "the same settings declared as a static table in code") {
            PhotosStaticSettingsViewController(style: .insetGrouped)
        },
        DemoScreen(name: "store", title: "Store", summary: "a compositional layout: strips that scroll sideways, a pinned header") {
            StoreViewController()
        },
        DemoScreen(name: "sidebar", title: "Sidebar outline", summary: "an outline in a sidebar list: → and ← open and close folders") {
            SidebarViewController()
        },
        DemoScreen(name: "contacts", title: "Contacts", summary: "1,000,000 people on SQLite: index, search, pull to refresh, menus") {
            ContactsDemoDatabase.makeViewController()
        },
        DemoScreen(name: "huge", title: "10,000,000 rows", summary: "10,000,000 rows of varying height, measured as they appear") {
            TableScreenViewController(title: "10,000,000 rows", style: .plain, source: HugeTable()) { table in
                table.register({ UITableViewCell(style: .subtitle, reuseIdentifier: "cell") }, forCellReuseIdentifier: "cell")
            }
        },
    ]

    /// The screen named `name`.
    public static func named(_ name: String) -> DemoScreen? {
        all.first { $0.name == name }
    }
}

/// A screen made of one table and a data source object (kept alive here: tables hold their data
/// sources weakly, as in UIKit).
@MainActor
final class TableScreenViewController: UIViewController {
    private let style: UITableView.Style
    private let source: UITableViewDataSource
    private let configure: (UITableView) -> Void

    init(title: String, style: UITableView.Style, source: UITableViewDataSource, configure: @escaping (UITableView) -> Void) {
        self.style = style
        self.source = source
        self.configure = configure
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let table = UITableView(frame: .zero, style: style)
        configure(table)
        table.dataSource = source
        table.delegate = source as? UITableViewDelegate
        view = table
    }
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

/// A screen whose keys the key help should list beyond its key commands (keys a first responder
/// takes, keys that do something only sometimes).
@MainActor
protocol DemoKeyHelp {
    var keyHelp: [(keys: String, action: String)] { get }
}
