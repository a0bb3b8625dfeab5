import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("Scroll indicator")
struct ScrollIndicatorTests {
    /// Keeps the data sources alive: tables hold them weakly.
    let data = ListDataSource([(0..<100).map { "row \($0)" }])

    func longTable() -> (HeadlessHost, UITableView) {
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        table.showsVerticalScrollIndicator = true
        return (host, table)
    }

    func indicatorColumn(_ host: HeadlessHost) -> String {
        String(host.screenLines().map { $0.count >= 20 ? $0.last! : " " })
    }

    @Test("The thumb's length and position follow the visible fraction of the content")
    func thumbGeometry() {
        let (host, table) = longTable()
        #expect(indicatorColumn(host) == "┃│││││││││", "10 of 100 rows: a one-line thumb at the top")
        table.contentOffset.y = 45
        #expect(indicatorColumn(host) == "││││┃│││││")
        host.press(.end)
        #expect(indicatorColumn(host) == "│││││││││┃", "the thumb reaches the bottom only at the end")
    }

    @Test("No indicator when the content fits, or when it is turned off")
    func hidden() {
        let data = ListDataSource([["a", "b"]])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        table.showsVerticalScrollIndicator = true
        #expect(host.screenLines().allSatisfy { !$0.contains("│") })
        let (longHost, long) = longTable()
        long.showsVerticalScrollIndicator = false
        #expect(longHost.screenLines().allSatisfy { !$0.contains("│") && !$0.contains("┃") })
    }

    @Test("Dragging the thumb scrolls the content proportionally, to the very end")
    func dragThumb() {
        let (host, table) = longTable()
        host.drag(from: CGPoint(x: 19, y: 0), to: CGPoint(x: 19, y: 5))
        #expect(abs(table.contentOffset.y - 50) <= 1, "offset \(table.contentOffset.y)")
        host.drag(from: CGPoint(x: 19, y: 5), to: CGPoint(x: 19, y: 9))
        #expect(table.contentOffset.y == 90)
        #expect(host.screenLines().last?.hasPrefix(" row 99") == true)
    }

    @Test("A click on the track pages toward it")
    func clickTrack() {
        let (host, table) = longTable()
        host.tap(at: CGPoint(x: 19, y: 7))
        #expect(table.contentOffset.y == 10)
        #expect(table.indexPathForSelectedRow == nil, "a click on the indicator selects no row")
    }

    @Test("The indicator is exact on ten million rows")
    func hugeTable() {
        let (host, _, data) = makeCountingTable(rows: 10_000_000, size: CGSize(width: 30, height: 10))
        defer { withExtendedLifetime(data) {} }
        host.drag(from: CGPoint(x: 29, y: 0), to: CGPoint(x: 29, y: 9))
        #expect(host.screenLines().last?.contains("row 9999999") == true)
    }
}
