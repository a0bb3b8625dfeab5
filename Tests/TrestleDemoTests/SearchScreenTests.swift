import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

/// A clock that moves 1/512 s (about 2 ms, exact in binary) each time it is read, so the time
/// the screen shows is known.
@MainActor
final class SteppingClock {
    static let step: TimeInterval = 1.0 / 512
    private(set) var now: TimeInterval = 100
    func read() -> TimeInterval {
        now += Self.step
        return now
    }
}

@MainActor
@Suite("Search screen")
struct SearchScreenTests {
    /// The search screen on the 100,000 addresses at the root of a navigation controller, timed
    /// by a stepping clock.
    func host(size: CGSize = CGSize(width: 60, height: 16)) -> (HeadlessHost, SearchViewController) {
        let controller = SearchViewController(clock: SteppingClock().read)
        let (host, _) = makeHost(showing: controller, size: size)
        return (host, controller)
    }

    /// The search screen pushed over the demo's catalog, as the demo shows it.
    func pushedHost() -> (HeadlessHost, UINavigationController, SearchViewController) {
        let (host, navigation) = makeHost(showing: DemoCatalogViewController(), size: CGSize(width: 60, height: 16))
        let controller = SearchViewController(clock: SteppingClock().read)
        navigation.pushViewController(controller, animated: false)
        host.layout()
        return (host, navigation, controller)
    }

    /// The search bar's line, under the navigation bar.
    func fieldLine(_ host: HeadlessHost) -> String {
        host.screenLines()[1]
    }

    /// The bottom line: the keys (or the address chosen) and the result count.
    func statusLine(_ host: HeadlessHost) -> String {
        host.screenLines().last ?? ""
    }

    /// The lines of the results table that show addresses (between the field line and the hint
    /// line; section headers are a single letter), without the focus mark and scroll indicator.
    func rowLines(_ host: HeadlessHost) -> [String] {
        let lines = host.screenLines()
        return lines[2..<(lines.count - 1)]
            .map { String($0.dropFirst().reversed().drop { "┃│ ".contains($0) }.reversed()) }
            .filter { $0.count > 1 }
    }

    func dataSource(_ controller: SearchViewController) throws -> AddressDataSource {
        try #require(controller.tableView.dataSource as? AddressDataSource)
    }

    /// The address on row `indexPath`.
    func address(at indexPath: IndexPath?, in controller: SearchViewController) throws -> Address {
        let id = try #require(indexPath.flatMap { try? dataSource(controller).itemIdentifier(for: $0) })
        return controller.book.addresses[id]
    }

    /// Checks that the table shows exactly the addresses whose text contains `query` (folded by
    /// hand, compared with `String.contains`), in the sections that have some.
    func expectShowsResults(of query: String, _ controller: SearchViewController,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = ReferenceSearch.standard.matches(query)
        let snapshot = try dataSource(controller).snapshot()
        #expect(snapshot.itemIdentifiers == expected, "query \(query)", sourceLocation: sourceLocation)
        let sections = controller.book.sections.filter { section in expected.contains { section.ids.contains($0) } }.map(\.title)
        #expect(snapshot.sectionIdentifiers == sections, "query \(query)", sourceLocation: sourceLocation)
        let table = controller.tableView
        #expect(table.numberOfSections == sections.count, sourceLocation: sourceLocation)
        #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }.reduce(0, +) == expected.count,
                sourceLocation: sourceLocation)
    }

    // MARK: Showing

    @Test("The screen opens on every address, grouped by letter, focused on the first, with the search field editing")
    func firstFrame() throws {
        let (host, controller) = host(size: CGSize(width: 60, height: 8))
        #expect(host.screenLines() == [
            "                           Search",
            " ⌕  Street, number or city                           Cancel",
            " A                                                         ┃",
            "▌1 Abbey Road                                        Aachen│",
            " 5 Abbey Road                                        Aachen│",
            " 9 Abbey Road                                        Aachen│",
            " 13 Abbey Road                                       Aachen│",
            " ↓ results · Esc cancels                  100,000 addresses",
        ])
        #expect(controller.searchBar.searchTextField.isEditing)
        #expect(controller.searchController.isActive)
        let snapshot = try dataSource(controller).snapshot()
        #expect(snapshot.numberOfItems == 100_000)
        #expect(snapshot.sectionIdentifiers == controller.book.sections.map(\.title))
        #expect(controller.lastApplyDuration == nil)
    }

    @Test("On a narrow screen the keys keep their room: the count drops the timing, then the total, then goes")
    func narrowStatus() {
        let (host, _) = host(size: CGSize(width: 34, height: 6))
        var lines = [statusLine(host)]
        host.type("z")
        lines.append(statusLine(host))
        host.type("urich")
        lines.append(statusLine(host))
        let (tiny, _) = self.host(size: CGSize(width: 24, height: 6))
        tiny.type("zurich")
        lines.append(statusLine(tiny))
        #expect(lines == [
            " ↓ results · Esc cancels  100,000",
            " ↓ results · Esc clears     6,000",
            " ↓ results · Esc clears     1,000",
            " ↓ results · Esc clears",
        ])
        let (wide, _) = self.host(size: CGSize(width: 60, height: 6))
        wide.type("zurich")
        #expect(statusLine(wide) == " ↓ results · Esc clears     1,000 of 100,000 · apply 2.0 ms")
    }

    // MARK: Filtering

    @Test("Each key filters the list: the rows shown all match, the count follows, sections without matches go")
    func typingFilters() throws {
        let (host, controller) = host()
        host.type("z")
        try expectShowsResults(of: "z", controller)
        #expect(try dataSource(controller).snapshot().sectionIdentifiers == ["C", "L", "S", "Z"])  // Cádiz, Leipzig, Salzburg
        #expect(statusLine(host).contains("\(grouped(ReferenceSearch.standard.matches("z").count)) of 100,000"))

        host.type("ur")
        try expectShowsResults(of: "zur", controller)
        #expect(try dataSource(controller).snapshot().sectionIdentifiers == ["Z"])
        #expect(fieldLine(host).hasPrefix(" ⌕ zur "))
        #expect(statusLine(host).contains("1,000 of 100,000"))
        let rows = rowLines(host)
        #expect(rows.count == 12)
        #expect(rows.allSatisfy { $0.hasSuffix("Zürich") }, "\(rows)")
    }

    @Test("Matching ignores case and diacritics, in the query and in the addresses")
    func caseAndDiacritics() throws {
        let (host, controller) = host()
        host.type("SAO PAULO")
        try expectShowsResults(of: "sao paulo", controller)
        #expect(statusLine(host).contains("1,000 of 100,000"))
        #expect(rowLines(host).allSatisfy { $0.hasSuffix("São Paulo") })

        host.press(.character("u"), modifiers: .control)       // clear
        host.type("malmö")
        try expectShowsResults(of: "malmo", controller)
        #expect(rowLines(host).allSatisfy { $0.hasSuffix("Malmö") })
    }

    @Test("Backspace widens the results again; with no query left it stays on the screen")
    func backspace() throws {
        let (host, navigation, controller) = pushedHost()
        host.type("harbour road, z")
        try expectShowsResults(of: "harbour road, z", controller)
        #expect(statusLine(host).contains("75 of 100,000"))      // Zagreb, Zaragoza, Zürich × 25
        for _ in 0..<3 { host.press(.backspace) }
        #expect(controller.query == "harbour road")
        try expectShowsResults(of: "harbour road", controller)
        #expect(statusLine(host).contains("2,500 of 100,000"))
        for _ in 0..<20 { host.press(.backspace) }
        #expect(controller.query == "")
        #expect(try dataSource(controller).snapshot().numberOfItems == 100_000)
        #expect(navigation.topViewController === controller)
    }

    @Test("Ctrl-W removes the last word, Ctrl-U the whole query")
    func lineEditing() {
        let (host, controller) = host()
        host.type("king's road")
        host.press(.character("w"), modifiers: .control)
        #expect(controller.query == "king's ")
        host.press(.character("u"), modifiers: .control)
        #expect(controller.query == "")
        #expect(statusLine(host).hasSuffix("100,000 addresses · apply 2.0 ms"))
    }

    @Test("The caret moves in the query: ← and typing edit its middle")
    func caretInTheQuery() throws {
        let (host, controller) = host()
        host.type("zrich")
        for _ in 0..<4 { host.press(.left) }
        host.type("u")
        #expect(controller.query == "zurich")
        try expectShowsResults(of: "zurich", controller)
    }

    @Test("A paste is one query: line breaks and control characters go, the results are filtered once")
    func paste() throws {
        let (host, controller) = host()
        host.paste("lisbon\u{1B}[2J\n")
        #expect(controller.query == "lisbon[2J")
        #expect(controller.lastApplyDuration == SteppingClock.step)
        host.press(.character("u"), modifiers: .control)
        host.paste("lisbon\n")
        try expectShowsResults(of: "lisbon", controller)
        #expect(fieldLine(host).hasPrefix(" ⌕ lisbon "))
    }

    @Test("Korean typed into the field is shown in two columns a syllable and searched for as text")
    func korean() {
        let (host, controller) = host()
        host.type("서울")
        #expect(controller.query == "서울")
        #expect(fieldLine(host).hasPrefix(" ⌕ 서울 "))
        #expect(rowLines(host).map { $0.trimmingCharacters(in: .whitespaces) } == ["No addresses match “서울”"])
    }

    @Test("Esc cancels the search: the query empties and every address shows; Esc again goes back")
    func escape() throws {
        let (host, navigation, controller) = pushedHost()
        host.type("lisbon")
        #expect(statusLine(host).contains("1,000 of 100,000"))
        host.press(.escape)
        #expect(controller.query == "")
        #expect(controller.searchBar.text == "")
        #expect(!controller.searchController.isActive)
        #expect(try dataSource(controller).snapshot().numberOfItems == 100_000)
        #expect(statusLine(host).contains("100,000 addresses"))
        #expect(navigation.topViewController === controller)

        host.press(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(!controller.searchBar.searchTextField.isEditing)
    }

    @Test("A query without matches empties the table and says so; Backspace brings the results back")
    func noResults() throws {
        let (host, controller) = host()
        host.type("zurq")
        #expect(controller.tableView.numberOfSections == 0)
        #expect(rowLines(host).map { $0.trimmingCharacters(in: .whitespaces) } == ["No addresses match “zurq”"])
        #expect(statusLine(host).contains(" 0 of 100,000"))
        #expect(controller.tableView.indexPathForFocusedRow == nil)

        host.press(.backspace)
        #expect(!host.screenText().contains("No addresses match"))
        #expect(rowLines(host).count == 12)
        #expect(controller.tableView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
    }

    @Test("Letters, digits, Space, q, / and ? type into the field, even the letters the table moves with")
    func everyPrintableKeyTypes() {
        let (host, controller) = host()
        host.type("jkgG q?1 /")
        #expect(controller.query == "jkgG q?1 /")
        #expect(controller.tableView.indexPathForFocusedRow == nil)   // no results, no focus
        #expect(controller.tableView.typeAheadText == nil)
        #expect(fieldLine(host).hasPrefix(" ⌕ jkgG q?1 / "))
    }

    // MARK: The table

    @Test("↓ hands the keys to the table, where the arrows, Page Down, End and Home move the focus; / goes back to the field")
    func navigationKeysReachTheTable() throws {
        let (host, controller) = host()
        host.type("zur")
        let table = controller.tableView
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        host.press(.down)
        #expect(!controller.searchBar.searchTextField.isEditing)
        #expect(controller.searchController.isActive)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        host.press(.down)
        host.press(.down)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 2, section: 0))
        host.press(.up)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        host.press(.pageDown)
        let afterPage = try #require(table.indexPathForFocusedRow)
        #expect(afterPage.row > 1)
        host.press(.end)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 999, section: 0))
        let last = try address(at: table.indexPathForFocusedRow, in: controller)
        #expect(host.screenLines().contains { $0.hasPrefix("▌\(last.streetLine) ") && $0.contains("Zürich") })
        host.press(.home)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        #expect(statusLine(host).hasPrefix(" Return chooses · / search · Esc cancels"))

        host.press(.character("/"))
        #expect(controller.searchBar.searchTextField.isEditing)
        host.type("i")
        #expect(controller.query == "zuri")
        #expect(fieldLine(host).hasPrefix(" ⌕ zuri "))
    }

    @Test("Return in the field hands the keys to the table, where Return chooses the focused row")
    func returnChooses() throws {
        let (host, controller) = host()
        host.type("lisbon")
        host.press(.enter)
        #expect(!controller.searchBar.searchTextField.isEditing)
        host.press(.down)
        host.press(.enter)
        let table = controller.tableView
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let chosen = try address(at: table.indexPathForSelectedRow, in: controller)
        #expect(controller.chosenAddress == chosen)
        #expect(chosen.city == "Lisbon")
        #expect(statusLine(host).hasPrefix(" Chosen: \(chosen.fullText)"))
        #expect(controller.query == "lisbon")
    }

    @Test("A narrower query that still matches keeps the focused and chosen address, moved to its new row and shown")
    func focusAndSelectionSurviveNarrowing() throws {
        let (host, controller) = host()
        let table = controller.tableView
        host.type("road")
        try expectShowsResults(of: "road", controller)
        host.press(.down)
        host.press(.end)
        host.press(.enter)
        let before = try #require(table.indexPathForSelectedRow)
        #expect(table.indexPathForFocusedRow == before)
        let chosen = try address(at: before, in: controller)
        #expect(chosen.city == "Zürich")

        host.press(.character("/"))
        host.type(", zürich")
        try expectShowsResults(of: "road, zurich", controller)
        let after = try #require(table.indexPathForSelectedRow)
        #expect(after != before)
        #expect(try address(at: after, in: controller) == chosen)
        #expect(table.indexPathForFocusedRow == after)
        #expect(host.screenLines().contains { $0.hasPrefix("▌\(chosen.streetLine) ") })
    }

    @Test("When the focused address stops matching, the focus starts again on the first result")
    func focusRestartsWhenItsAddressGoes() throws {
        let (host, controller) = host()
        let table = controller.tableView
        host.press(.down)
        host.press(.down)
        host.press(.down)     // 9 Abbey Road, Aachen
        #expect(try address(at: table.indexPathForFocusedRow, in: controller).streetLine == "9 Abbey Road")
        host.press(.character("/"))
        host.type("zur")
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        #expect(host.screenLines()[2].hasPrefix(" Z"))
        #expect(host.screenLines()[3].hasPrefix("▌"))
    }

    // MARK: Timing

    @Test("The bottom line shows how long the last apply took, on the screen's clock, from the first key on")
    func applyTime() {
        let (host, controller) = host()
        #expect(!statusLine(host).contains("apply"))
        host.type("z")
        #expect(controller.lastApplyDuration == SteppingClock.step)
        #expect(statusLine(host).hasSuffix(" of 100,000 · apply 2.0 ms"))
    }

    @Test("With the system clock the time shown is a measurement")
    func measuredApplyTime() throws {
        let controller = SearchViewController()
        let (host, _) = makeHost(showing: controller)
        host.type("a")
        let duration = try #require(controller.lastApplyDuration)
        #expect(duration > 0 && duration < 60)
        #expect(statusLine(host).contains(" · apply "))
    }

    // MARK: In the demo

    @Test("In the demo the field takes digits (which otherwise open screens) while the search screen is shown")
    func demoTreatsTheFieldAsTyping() throws {
        let (host, root) = (HeadlessHost(size: CGSize(width: 60, height: 20)), DemoRootViewController())
        host.rootViewController = root
        host.layout()
        #expect(!root.isTyping(at: host.now))
        let index = try #require(DemoScreen.all.firstIndex { $0.name == "search" })
        root.open(index)
        host.layout()
        #expect(root.isTyping(at: host.now))
        root.updateStatus(now: host.now)
        #expect(root.status.text?.hasSuffix("  ·  F1 keys  Ctrl-C quits") == true, "\(root.status.text ?? "")")
        let controller = try #require(root.navigation.topViewController as? SearchViewController)
        host.type("12")
        #expect(controller.query == "12")
        #expect(root.navigation.topViewController === controller)
    }

    @Test("A click on the field gives it the keys back")
    func clickFocusesTheField() throws {
        let (host, controller) = host()
        controller.searchBar.resignFirstResponder()
        #expect(!controller.searchBar.searchTextField.isEditing)
        host.tap("Street, number")
        #expect(controller.searchBar.searchTextField.isEditing)
        host.type("oslo")
        #expect(controller.query == "oslo")
    }
}
