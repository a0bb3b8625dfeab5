import Foundation
import Testing
import Trestle
import TrestleTesting

/// When the content shrinks under the viewport (a reload, rows measured shorter than their
/// estimates), the content offset is clamped back into the content, as `UIScrollView` does.
@MainActor
@Suite("UITableView content offset stays within the content")
struct TableContentOffsetClampTests {
    static func rows(_ heights: [Int]) -> TableModel {
        TableModel(sections: [ModelSection(id: 1, rows: heights.enumerated().map { ModelRow(id: $0.offset + 1, height: $0.element) })])
    }

    private func list(_ rows: Int, size: CGSize = CGSize(width: 20, height: 6)) -> (HeadlessHost, UITableView, ListDataSource) {
        let data = ListDataSource([(0..<rows).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: size)
        host.layout()
        return (host, table, data)
    }

    @Test("Reloading to fewer rows while scrolled to the end shows the rows at the clamped offset in the same frame")
    func clampAfterReloadShowsRows() {
        let (host, table, data) = list(30)
        table.contentOffset = CGPoint(x: 0, y: 24)
        host.layout()
        #expect(host.screenLines().first == " row 24")
        data.sections[0] = (0..<10).map { "row \($0)" }
        table.reloadData()
        let lines = host.screenLines()
        #expect(table.contentOffset.y == 4)
        // The rows at the clamped offset show in the very frame of the reload.
        #expect(Array(lines.prefix(6)) == [" row 4", " row 5", " row 6", " row 7", " row 8", " row 9"])
    }

    @Test("reloadData leaves the content offset within the content when the content shrank")
    func reloadClampsOffset() {
        let harness = ModelTableHarness(model: Self.rows(Array(repeating: 1, count: 30)), heights: .exact, style: .plain)
        harness.table.contentOffset = CGPoint(x: 0, y: harness.table.validContentOffsetYRange.upperBound)
        harness.host.layout()
        harness.data.model.sections[0].rows.removeLast(25)
        harness.table.reloadData()
        harness.host.layout()
        // The offset stays at 19 over 6 lines of content: the screen is blank. (A batch update
        // clamps, <doc:TrestleCore/UIKitBehavior#Processing-order>; so does UIScrollView when its content shrinks.)
        #expect(harness.table.validContentOffsetYRange.contains(harness.table.contentOffset.y),
                "offset \(harness.table.contentOffset.y), valid \(harness.table.validContentOffsetYRange)")
        #expect(harness.host.screenLines().first == " S1")
    }

    @Test("Measuring rows on screen that are shorter than estimated leaves the content offset within the content")
    func measuringClampsOffset() {
        // Two-line estimates, one-line rows: scrolled to the (estimated) bottom, measuring shrinks
        // the content under the viewport.
        let harness = ModelTableHarness(model: Self.rows(Array(repeating: 1, count: 30)), heights: .estimated, style: .plain)
        harness.table.contentOffset = CGPoint(x: 0, y: harness.table.validContentOffsetYRange.upperBound)
        harness.host.layout()
        #expect(harness.table.validContentOffsetYRange.contains(harness.table.contentOffset.y),
                "offset \(harness.table.contentOffset.y), valid \(harness.table.validContentOffsetYRange)")
        #expect(harness.host.screenLines().last == " r30")
    }
}
