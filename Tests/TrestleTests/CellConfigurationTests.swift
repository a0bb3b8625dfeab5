import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// Rows configured with `UIListContentConfiguration`, with an optional accessory per row.
@MainActor
final class ConfiguredRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [(text: String, secondary: String?, image: String?)]
    var style: UITableViewCell.CellStyle
    var accessory: UITableViewCell.AccessoryType = .none
    private(set) var calls: [String] = []

    init(_ rows: [(text: String, secondary: String?, image: String?)], style: UITableViewCell.CellStyle = .default) {
        self.rows = rows
        self.style = style
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        let row = rows[indexPath.row]
        content.text = row.text
        content.secondaryText = row.secondary
        content.image = row.image.flatMap { UIImage(systemName: $0) }
        cell.contentConfiguration = content
        cell.accessoryType = accessory
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        calls.append("accessory \(indexPath.row)")
    }
}

@MainActor
func makeConfiguredTable(_ data: ConfiguredRows, size: CGSize = CGSize(width: 30, height: 6)) -> (HeadlessHost, UITableView) {
    let host = HeadlessHost(size: size)
    let table = UITableView(frame: .zero, style: .plain)
    let style = data.style
    table.register({ UITableViewCell(style: style, reuseIdentifier: "cell") }, forCellReuseIdentifier: "cell")
    table.dataSource = data
    table.delegate = data
    table.showsVerticalScrollIndicator = false
    host.rootView = table
    return (host, table)
}

@MainActor
@Suite("Cell content configurations")
struct CellConfigurationTests {
    @Test("defaultContentConfiguration matches the cell's style")
    func defaultsFollowStyle() {
        #expect(!UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(!subtitle.prefersSideBySideTextAndSecondaryText)
        #expect(subtitle.secondaryTextProperties.color == .secondaryLabel)
    }

    @Test("A configured cell shows image, text and secondary text; a subtitle row self-sizes to two lines")
    func drawsConfiguration() {
        let data = ConfiguredRows([("Siri & Search", nil, "magnifyingglass"), ("Hidden", "Shown under Utilities", nil)], style: .subtitle)
        let (host, table) = makeConfiguredTable(data)
        let lines = host.screenLines()
        #expect(lines[0].hasPrefix(" ⌕  Siri & Search") || lines[0].hasPrefix(" •  Siri & Search"), "\(lines[0])")
        #expect(lines[1] == " Hidden")
        #expect(lines[2] == " Shown under Utilities")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 2)
    }

    @Test("A value configuration puts the secondary text at the trailing edge")
    func valueCell() {
        let data = ConfiguredRows([("Auto-play Videos", "Off", nil)], style: .value1)
        let (host, _) = makeConfiguredTable(data)
        #expect(host.screenLines()[0] == " Auto-play Videos         Off", "right-aligned at the trailing margin")
    }

    @Test("Reused cells keep their configuration's view and show the new content")
    func reuseKeepsView() throws {
        let data = ConfiguredRows((0..<50).map { ("row \($0)", nil, nil) })
        let (host, table) = makeConfiguredTable(data)
        host.layout()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let view = try #require(cell.contentView.subviews.last)
        cell.contentConfiguration = { var c = cell.defaultContentConfiguration(); c.text = "changed"; return c }()
        #expect(cell.contentView.subviews.last === view, "the same view shows the new configuration")
        #expect(host.screenLines()[0] == " changed")
        host.scrollWheel(at: CGPoint(x: 2, y: 2), lines: 20)
        #expect(host.screenLines()[0] == " row 20")
    }

    @Test("A tap on a detail button calls accessoryButtonTappedForRowWith and selects nothing; the rest of the row selects")
    func detailButton() {
        let data = ConfiguredRows([("Trail", nil, nil), ("Ridge", nil, nil)])
        data.accessory = .detailButton
        let (host, table) = makeConfiguredTable(data)
        host.layout()
        #expect(host.screenLines()[0].hasSuffix("ⓘ"))
        host.tap(at: CGPoint(x: 28, y: 0))
        #expect(data.calls == ["accessory 0"])
        #expect(table.indexPathForSelectedRow == nil)
        host.tap(at: CGPoint(x: 5, y: 1))
        #expect(data.calls == ["accessory 0", "didSelect 1"])
        host.press(.right)
        #expect(data.calls.last == "accessory 1", "→ taps the focused row's detail button")
    }

    @Test("At iOS metrics a detail disclosure's ⓘ stands 10 points before its chevron, and the text stops before the ⓘ")
    func detailDisclosureSpacing() throws {
        let data = ConfiguredRows([(String(repeating: "long title ", count: 8), nil, nil)])
        data.accessory = .detailDisclosureButton
        let host = HeadlessHost(size: CGSize(width: 390, height: 200), metrics: .iOS)
        let table = UITableView(frame: .zero, style: .plain)
        table.register({ UITableViewCell(style: .default, reuseIdentifier: "cell") }, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.delegate = data
        host.rootView = table
        host.layout()
        let items = host.displayList().items
        func symbol(_ name: String) -> SymbolRun? {
            items.lazy.compactMap { if case .symbol(let run) = $0.primitive, run.name == name { run } else { nil } }.first
        }
        let info = try #require(symbol("info.circle"))
        let chevron = try #require(symbol("chevron.right"))
        let metrics = MetricsProfile.iOS
        #expect(chevron.origin.x == 390 - metrics.cellHorizontalMargin - metrics.accessorySymbolWidth)
        #expect(chevron.origin.x - (info.origin.x + metrics.detailButtonWidth) == metrics.detailDisclosureSpacing)
        let text = try #require(items.lazy.compactMap { if case .text(let run) = $0.primitive, run.string.hasPrefix("long") { run } else { nil } }.first)
        #expect(text.origin.x + (text.maxWidth ?? .infinity) <= info.origin.x)
        // The ⓘ is where a tap finds it.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: info.origin.x + 11, y: 22), to: nil))
        #expect(data.calls == ["accessory 0"])
    }
}

@MainActor
final class ConfiguredHeaders: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "row in \(indexPath.section)"
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        var content = view?.defaultContentConfiguration()
        content?.text = "Header \(section)"
        view?.contentConfiguration = content
        return view
    }
}

@MainActor
@Suite("Header content configurations")
struct HeaderConfigurationTests {
    @Test("A header view configured with defaultContentConfiguration lines up with the cells")
    func groupedHeader() {
        let data = ConfiguredHeaders()
        let host = HeadlessHost(size: CGSize(width: 24, height: 8))
        let table = UITableView(frame: .zero, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = data
        table.delegate = data
        host.rootView = table
        let lines = host.screenLines()
        #expect(lines.contains(" Header 0"))
        #expect(lines.contains(" Header 1"))
        #expect(lines.contains(" row in 1"))
    }
}

@MainActor
@Suite("Editing accessories")
struct EditingAccessoryTests {
    @Test("While the table edits, cells show their editing accessory instead of the normal one")
    func editingAccessory() throws {
        let data = ConfiguredRows([("Trail", nil, nil)])
        data.accessory = .disclosureIndicator
        let (host, table) = makeConfiguredTable(data)
        let cell = try #require({ host.layout(); return table.cellForRow(at: IndexPath(row: 0, section: 0)) }())
        cell.editingAccessoryType = .checkmark
        #expect(host.screenLines()[0].hasSuffix("›"))
        table.setEditing(true, animated: false)
        #expect(cell.isEditing)
        #expect(host.screenLines()[0].hasSuffix("✓"))
        table.setEditing(false, animated: false)
        #expect(host.screenLines()[0].hasSuffix("›"))
    }
}

@MainActor
@Suite("Cell state propagation")
struct CellStatePropagationTests {
    @Test("Selecting a cell highlights its labels and the controls in it; deselecting clears them")
    func selectionReachesControls() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let toggle = UISwitch()
        let button = UIButton(type: .system)
        cell.accessoryView = toggle
        cell.contentView.addSubview(button)
        cell.textLabel?.text = "Row"
        cell.setSelected(true, animated: false)
        #expect(cell.textLabel?.isHighlighted == true)
        #expect(toggle.isHighlighted)
        #expect(button.isHighlighted)
        cell.setSelected(false, animated: false)
        #expect(!toggle.isHighlighted && !button.isHighlighted)
    }
}
