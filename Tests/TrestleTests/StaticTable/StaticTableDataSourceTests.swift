import Foundation
import Testing
import Trestle
import TrestleTesting

/// A controller whose view is a table driven by a static data source, kept alive here (tables
/// hold their data sources weakly).
@MainActor
private final class StaticTableHolder: UIViewController {
    let source: StaticTableDataSource
    let table: UITableView

    init(style: UITableView.Style = .grouped, sections: [StaticTableSection]) {
        source = StaticTableDataSource(sections: sections)
        table = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        table.dataSource = source
        table.delegate = source
        view = table
    }
}

@MainActor
private func show(_ controller: UIViewController, size: CGSize = CGSize(width: 40, height: 16))
    -> (HeadlessHost, UINavigationController) {
    let host = HeadlessHost(size: size)
    let navigation = UINavigationController(rootViewController: controller)
    host.rootViewController = navigation
    host.layout()
    return (host, navigation)
}

@MainActor
private extension HeadlessHost {
    /// Taps the first place `text` appears on screen.
    func tap(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (y, line) in screenLines().enumerated() {
            if let range = line.range(of: text) {
                tap(at: CGPoint(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y))
                return
            }
        }
        Issue.record("'\(text)' is not on screen:\n\(screenText())", sourceLocation: sourceLocation)
    }

    /// Lines `range` of the screen, without trailing spaces.
    func lines(_ range: Range<Int>) -> [String] {
        screenLines()[range].map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }
}

private let switchOn = "(━━●)"
private let switchOff = "(○──)"

@MainActor
@Suite("Static tables")
struct StaticTableDataSourceTests {
    // MARK: Showing

    @Test("A static table shows its titles, and its rows in their styles with images, accessories and switches")
    func rendersRows() {
        let holder = StaticTableHolder(sections: [
            StaticTableSection(header: "General", footer: "Footer text", rows: [
                StaticTableRow("Version", detailText: "1.0", style: .value1),
                StaticTableRow("Name", detailText: "Trestle", style: .subtitle),
                .switch("Wi-Fi", isOn: true),
                .switch("Bluetooth", isOn: false),
                .action("Reset", textColor: .systemRed) {},
                .push("About", image: UIImage(systemName: "info.circle")) { UIViewController() },
                StaticTableRow("Done", accessoryType: .checkmark),
            ]),
        ])
        let (host, _) = show(holder)
        // Under the navigation bar and the grouped table's top padding.
        #expect(host.lines(2..<12) == [
            " General",
            " Version                            1.0",
            " Name",
            " Trestle",
            " Wi-Fi                            \(switchOn)",
            " Bluetooth                        \(switchOff)",
            " Reset",
            " ⓘ  About                             ›",
            " Done                                 ✓",
            " Footer text",
        ])
        let reset = holder.table.cellForRow(at: IndexPath(row: 4, section: 0))
        #expect(reset?.textLabel?.textColor == .systemRed)
        #expect(holder.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.textColor == .label)
    }

    @Test("A model change shows only at updateTable or at a reload, never in between")
    func modelChangesWaitForUpdate() {
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [StaticTableRow("One"), StaticTableRow("Two")])])
        let (host, _) = show(holder)
        holder.source.sections[0].rows.append(StaticTableRow("Three"))
        holder.source.sections[0].rows[0].text = "First"
        host.layout()
        #expect(holder.table.numberOfRows(inSection: 0) == 2)
        #expect(host.line(showing: "Three") == nil)
        #expect(holder.source.row(at: IndexPath(row: 0, section: 0))?.text == "One")
        holder.table.reloadData()
        host.layout()
        #expect(holder.table.numberOfRows(inSection: 0) == 3)
        #expect(host.line(showing: "First") != nil)
        #expect(host.line(showing: "Three") != nil)
    }

    // MARK: Switches, actions and pushes

    @Test("Tapping a switch flips it, writes the model, calls onChange once with the new state, and selects nothing")
    func switchTap() {
        var changes: [Bool] = []
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [
            StaticTableRow("Above"),
            .switch("Wi-Fi", isOn: true, id: "wifi") { changes.append($0) },
        ])])
        let (host, _) = show(holder)
        let line = host.line(showing: "Wi-Fi")
        host.tap(switchOn)
        #expect(changes == [false])
        #expect(holder.source.sections[0].rows[1].switch?.isOn == false)
        #expect(holder.source.row(at: IndexPath(row: 1, section: 0))?.switch?.isOn == false)
        #expect(host.line(showing: switchOff) == line)
        host.tap("Wi-Fi")
        #expect(changes == [false])
        #expect(holder.table.indexPathForSelectedRow == nil)
        host.tap(switchOff)
        #expect(changes == [false, true])
        #expect(holder.source.sections[0].rows[1].switch?.isOn == true)
    }

    @Test("Space on the focused switch row flips its switch")
    func switchByKeyboard() {
        var changes: [Bool] = []
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [.switch("Wi-Fi", isOn: false) { changes.append($0) }])])
        let (host, _) = show(holder)
        host.press(.down)
        #expect(holder.table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        host.press(.space)
        #expect(changes == [true])
        #expect(host.line(showing: switchOn) == host.line(showing: "Wi-Fi"))
    }

    @Test("An action row runs its closure once per tap and ends deselected; a row with no selection does not highlight")
    func actionRow() {
        var runs = 0
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [
            .action("Reset", textColor: .systemBlue) { runs += 1 },
            StaticTableRow("Version", detailText: "1.0", style: .value1),
        ])])
        let (host, _) = show(holder)
        host.tap("Reset")
        #expect(runs == 1)
        #expect(holder.table.indexPathForSelectedRow == nil)
        host.tap("Reset")
        #expect(runs == 2)
        #expect(holder.source.tableView(holder.table, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
        #expect(!holder.source.tableView(holder.table, shouldHighlightRowAt: IndexPath(row: 1, section: 0)))
        host.tap("Version")
        #expect(holder.table.indexPathForSelectedRow == nil)
        #expect(runs == 2)
    }

    @Test("A push row shows its controller on the navigation controller and stays selected; StaticTableViewController deselects on return")
    func pushRow() {
        final class Detail: UIViewController {}
        var made = 0
        let controller = StaticTableViewController(style: .insetGrouped, sections: [StaticTableSection(rows: [
            .push("About", detailText: "v1", style: .value1) {
                made += 1
                let detail = Detail()
                detail.title = "About"
                return detail
            },
        ])])
        let (host, navigation) = show(controller)
        host.tap("About")
        #expect(made == 1)
        #expect(navigation.topViewController is Detail)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        host.press(.escape)
        #expect(navigation.topViewController === controller)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        // Return on the focused row pushes too.
        host.press(.down)
        host.press(.enter)
        #expect(made == 2)
        #expect(navigation.topViewController is Detail)
    }

    @Test("A push row in a table with no navigation controller presents its controller")
    func pushWithoutNavigation() {
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [.push("About") { UIViewController() }])])
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        host.rootViewController = holder
        host.layout()
        host.tap("About")
        #expect(holder.presentedViewController != nil)
    }

    @Test("Type-ahead text is each row's text, for rows on screen or not")
    func typeSelectText() {
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: (0..<50).map { StaticTableRow("Row \($0)") })])
        let (_, _) = show(holder, size: CGSize(width: 30, height: 8))
        #expect(holder.source.tableView(holder.table, typeSelectStringForRowAt: IndexPath(row: 42, section: 0)) == "Row 42")
        #expect(holder.table.cellForRow(at: IndexPath(row: 42, section: 0)) == nil)
    }

    @Test("A cell reused for another row keeps nothing of its previous row")
    func reuseResetsCells() {
        // Alternate switch rows, tinted action rows and plain rows with accessories, in a short window.
        let rows: [StaticTableRow] = (0..<60).map { index in
            switch index % 3 {
            case 0: .switch("Switch \(index)", isOn: true)
            case 1: .action("Action \(index)", textColor: .systemRed) {}
            default: StaticTableRow("Plain \(index)", accessoryType: .checkmark)
            }
        }
        let holder = StaticTableHolder(style: .plain, sections: [StaticTableSection(rows: rows)])
        let (host, _) = show(holder, size: CGSize(width: 30, height: 8))
        for _ in 0..<4 { host.scrollWheel(at: CGPoint(x: 5, y: 4), lines: 7) }
        #expect(holder.table.cellReuseStatistics.reused > 0)
        for cell in holder.table.visibleCells {
            let text = cell.textLabel?.text ?? ""
            #expect((cell.accessoryView is UISwitch) == text.hasPrefix("Switch"), "\(text)")
            #expect((cell.textLabel?.textColor == .systemRed) == text.hasPrefix("Action"), "\(text)")
            #expect((cell.accessoryType == .checkmark) == text.hasPrefix("Plain"), "\(text)")
            #expect((cell.selectionStyle == .none) != text.hasPrefix("Action"), "\(text)")
        }
    }

    // MARK: Updates

    @Test("Hiding a row deletes it in one batch: rows below keep their cells, the selection follows its row")
    func hideRow() {
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [
            StaticTableRow("Alpha"), StaticTableRow("Beta"), .action("Gamma") {}, StaticTableRow("Delta"),
        ])])
        let (host, _) = show(holder)
        let table = holder.table
        let gammaCell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        holder.source.sections[0].rows[1].isHidden = true
        var finished: Bool?
        holder.source.updateTable(table) { finished = $0 }
        #expect(host.isAnimating)
        host.finishAnimations()
        #expect(finished == true)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(host.line(showing: "Beta") == nil)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === gammaCell)
        #expect(host.line(showing: "Gamma") == host.line(showing: "Alpha").map { $0 + 1 })

        holder.source.sections[0].rows[1].isHidden = false
        holder.source.updateTable(table, animated: false)
        #expect(!host.isAnimating)
        #expect(table.numberOfRows(inSection: 0) == 4)
        host.layout()
        #expect(host.line(showing: "Beta") == host.line(showing: "Alpha").map { $0 + 1 })
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("A switch that reveals more rows: onChange changes the model and updates the table")
    func switchRevealsRows() {
        final class Settings: StaticTableViewController {
            init() {
                super.init(style: .grouped, sections: [])
                var from = StaticTableRow("From", detailText: "22:00", style: .value1)
                from.isHidden = true
                var to = StaticTableRow("To", detailText: "07:00", style: .value1)
                to.isHidden = true
                sections = [StaticTableSection(header: "Schedule", rows: [
                    .switch("Scheduled", isOn: false) { [unowned self] isOn in
                        sections[0].rows[1].isHidden = !isOn
                        sections[0].rows[2].isHidden = !isOn
                        updateTable()
                    },
                    from, to,
                ])]
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let settings = Settings()
        let (host, _) = show(settings)
        #expect(settings.tableView.numberOfRows(inSection: 0) == 1)
        #expect(host.line(showing: "From") == nil)
        host.tap(switchOff)
        host.finishAnimations()
        #expect(settings.tableView.numberOfRows(inSection: 0) == 3)
        let scheduled = host.line(showing: "Scheduled")
        #expect(host.line(showing: "From") == scheduled.map { $0 + 1 })
        #expect(host.line(showing: "07:00") == scheduled.map { $0 + 2 })
        host.tap(switchOn)
        host.finishAnimations()
        #expect(settings.tableView.numberOfRows(inSection: 0) == 1)
        #expect(host.line(showing: "From") == nil)
    }

    @Test("A row whose content changes is configured again in the cell it has")
    func changedRowIsReconfigured() {
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [
            StaticTableRow("Storage", detailText: "12 GB", style: .value1), StaticTableRow("Other"),
        ])])
        let (host, _) = show(holder)
        let cell = holder.table.cellForRow(at: IndexPath(row: 0, section: 0))
        holder.source.sections[0].rows[0].detailText = "13 GB"
        holder.source.sections[0].rows[0].accessoryType = .disclosureIndicator
        holder.source.updateTable(holder.table)
        host.finishAnimations()
        #expect(holder.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(cell?.detailTextLabel?.text == "13 GB")
        #expect(cell?.accessoryType == .disclosureIndicator)
        #expect(host.line(showing: "13 GB") == host.line(showing: "Storage"))
    }

    @Test("Hiding a section removes its header, rows and footer; a changed title reloads its section")
    func sections() {
        let holder = StaticTableHolder(sections: [
            StaticTableSection(header: "First", rows: [StaticTableRow("One")]),
            StaticTableSection(header: "Second", footer: "Second footer", rows: [StaticTableRow("Two")]),
            StaticTableSection(header: "Third", rows: [StaticTableRow("Three")]),
        ])
        let (host, _) = show(holder)
        holder.source.sections[1].isHidden = true
        holder.source.updateTable(holder.table)
        host.finishAnimations()
        #expect(holder.table.numberOfSections == 2)
        for text in ["Second", "Two", "Second footer"] { #expect(host.line(showing: text) == nil) }
        #expect(holder.table.headerView(forSection: 1)?.textLabel?.text == "Third")

        holder.source.sections[2].headerTitle = "Last"
        holder.source.sections[1].isHidden = false
        holder.source.updateTable(holder.table)
        host.finishAnimations()
        #expect(holder.table.numberOfSections == 3)
        #expect(host.line(showing: "Second footer") != nil)
        #expect(host.line(showing: "Third") == nil)
        #expect(host.line(showing: "Last") != nil)
    }

    @Test("Rows moved in the model move in the table")
    func moveRows() {
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [StaticTableRow("Alpha"), StaticTableRow("Beta"), StaticTableRow("Gamma")])])
        let (host, _) = show(holder)
        let alpha = holder.table.cellForRow(at: IndexPath(row: 0, section: 0))
        holder.source.sections[0].rows.append(holder.source.sections[0].rows.removeFirst())
        holder.source.updateTable(holder.table)
        host.finishAnimations()
        #expect(holder.table.cellForRow(at: IndexPath(row: 2, section: 0)) === alpha)
        #expect(host.line(showing: "Alpha") == host.line(showing: "Gamma").map { $0 + 1 })
    }

    @Test("Two rows with one id are reported; the table reloads and shows the model")
    func duplicateIDs() {
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [StaticTableRow("One", id: "a")])])
        let (host, _) = show(holder)
        let reports = DiagnosticsRecorder()
        var finished: Bool?
        TrestleDiagnostics.$handler.withValue(reports.record) {
            TrestleDiagnostics.$isStrict.withValue(false) {
                holder.source.sections[0].rows.append(StaticTableRow("Copy", id: "a"))
                holder.source.updateTable(holder.table) { finished = $0 }
            }
        }
        #expect(reports.messages == ["StaticTableDataSource: two rows have the same id; the table is reloaded"])
        #expect(finished == false)
        host.layout()
        #expect(holder.table.numberOfRows(inSection: 0) == 2)
        #expect(host.line(showing: "Copy") != nil)
    }

    @Test("A table not in a window is reloaded, not animated")
    func offScreenUpdateReloads() {
        let holder = StaticTableHolder(sections: [StaticTableSection(rows: [StaticTableRow("One")])])
        holder.loadViewIfNeeded()
        holder.table.reloadData()
        holder.source.sections[0].rows.append(StaticTableRow("Two"))
        var finished: Bool?
        holder.source.updateTable(holder.table) { finished = $0 }
        #expect(finished == true)
        #expect(holder.table.numberOfRows(inSection: 0) == 2)
    }
}
