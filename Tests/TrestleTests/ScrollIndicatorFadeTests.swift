import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// A table view controller of a hundred rows.
private final class LongListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }
}

/// UIKit shows the scroll indicators while the content moves and fades them out after
/// (`MetricsProfile.scrollIndicatorFadeDelay`); the terminal shows them all the time.
@MainActor
@Suite("Scroll indicators fading at rest")
struct ScrollIndicatorFadeTests {
    /// Keeps the data source alive: tables hold it weakly.
    let data = ListDataSource([(0..<100).map { "row \($0)" }])

    /// The opacity of the indicator's thumb drawn now, or `nil` when none is drawn.
    func thumbAlpha(_ host: HeadlessHost, _ table: UITableView) -> Double? {
        guard let thumb = table.verticalIndicatorGeometry?.thumb else { return nil }
        let rect = table.convert(thumb, to: nil)
        return host.displayList().items.lazy.compactMap { item -> Double? in
            if case .roundedRect(let drawn, _, let fill?, _) = item.primitive, drawn == rect { fill.alpha } else { nil }
        }.first
    }

    @Test("At iOS metrics the indicator shows while the content moves, stays 0.5 s, then fades out over 0.3 s")
    func fadesAtRest() throws {
        let (phone, table) = makeTable(data, size: CGSize(width: 390, height: 400), showsScrollIndicator: true, metrics: .iOS)
        phone.layout()
        #expect(table.verticalIndicatorGeometry == nil, "at rest, nothing shows")
        phone.scrollWheel(at: CGPoint(x: 100, y: 100), lines: 3)
        let full = try #require(thumbAlpha(phone, table))
        #expect(full > 0)
        phone.advance(by: 0.45)
        #expect(thumbAlpha(phone, table) == full, "still shown within the delay")
        phone.advance(by: 0.2)
        let fading = try #require(thumbAlpha(phone, table))
        #expect(fading > 0 && fading < full)
        phone.advance(by: 0.2)
        #expect(thumbAlpha(phone, table) == nil && table.verticalIndicatorGeometry == nil)
        #expect(!phone.isAnimating, "nothing runs at rest")
        // Moving again shows it again.
        table.flashScrollIndicators()
        #expect(thumbAlpha(phone, table) == full)
    }

    @Test("A finger dragging the content keeps the indicator shown however long it rests; it fades after the finger lifts")
    func fingerKeepsIndicator() {
        let (phone, table) = makeTable(data, size: CGSize(width: 390, height: 400), showsScrollIndicator: true, metrics: .iOS)
        phone.layout()
        var shownWhileHeld = false
        phone.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), hold: 2) {
            shownWhileHeld = table.verticalIndicatorGeometry != nil
        }
        #expect(shownWhileHeld, "two seconds at rest under the finger")
        phone.advance(by: 0.3)
        #expect(table.verticalIndicatorGeometry != nil, "the fade starts when the finger lifts")
        phone.finishAnimations()
        #expect(table.verticalIndicatorGeometry == nil)
    }

    @Test("A scroll view whose indicators are turned off starts no fade as it moves")
    func noIndicatorsNoFade() {
        let (phone, table) = makeTable(data, size: CGSize(width: 390, height: 400), metrics: .iOS)
        phone.layout()
        table.contentOffset.y = 200
        #expect(!phone.isAnimating)
    }

    @Test("In the terminal the indicator shows all the time, and flashing it changes nothing")
    func terminalKeepsIndicator() {
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10), showsScrollIndicator: true)
        host.layout()
        #expect(table.verticalIndicatorGeometry != nil)
        table.flashScrollIndicators()
        #expect(!host.isAnimating)
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: 3)
        host.advance(by: 5)
        #expect(table.verticalIndicatorGeometry != nil)
    }

    @Test("A table view controller flashes its indicators each time its table appears")
    func controllerFlashesOnAppearing() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 400), metrics: .iOS)
        let list = LongListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        host.rootViewController = navigation
        host.layout()
        #expect(list.tableView.verticalIndicatorGeometry != nil, "shown as the table appears")
        host.finishAnimations()
        #expect(list.tableView.verticalIndicatorGeometry == nil, "faded at rest")
        navigation.pushViewController(UIViewController(), animated: false)
        host.finishAnimations()
        navigation.popViewController(animated: false)
        host.layout()
        #expect(list.tableView.verticalIndicatorGeometry != nil, "shown again when it appears again")
    }
}
