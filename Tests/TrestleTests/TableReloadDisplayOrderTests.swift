import Foundation
import Testing
import Trestle
import TrestleTesting

/// Four sections of two rows, each with a header and a footer title, that records the display
/// calls its table makes.
@MainActor
private final class TitledSections: NSObject, UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { 4 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("end cell \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        events.append("end header \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        events.append("end footer \(section)")
    }
}

@MainActor
@Suite("Table: the order of display calls on reloadData")
struct TableReloadDisplayOrderTests {
    @Test("reloadData ends every cell in index-path order, then every header and footer section by section, before asking for a new cell")
    func reloadEndsViewsInOrder() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40))
        let table = UITableView(frame: .zero, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let sections = TitledSections()
        table.dataSource = sections
        table.delegate = sections
        host.rootView = table
        _ = host.screenLines()
        sections.events = []
        table.reloadData()
        _ = host.screenLines()
        let ended = sections.events.prefix { $0.hasPrefix("end ") }
        let cells = (0..<4).flatMap { section in (0..<2).map { "end cell \(section).\($0)" } }
        let supplementaries = (0..<4).flatMap { ["end header \($0)", "end footer \($0)"] }
        #expect(Array(ended) == cells + supplementaries)
        #expect(sections.events.dropFirst(ended.count).first == "cell 0.0", "new cells are asked for after every view ended")
    }
}
