import Foundation
import Testing
import Trestle
import TrestleTesting

/// After a batch update the table agrees with a table freshly loaded from the same data: row
/// heights, section extents and counts.
@MainActor
@Suite("UITableView batch updates agree with a reload: heights, section boxes and counts")
struct TableBatchUpdateConsistencyTests {
    static func rows(_ heights: [Int]) -> TableModel {
        TableModel(sections: [ModelSection(id: 1, rows: heights.enumerated().map { ModelRow(id: $0.offset + 1, height: $0.element) })])
    }

    @Test("With estimation off, rows a batch inserts or reloads off screen get their heights at once, as after reloadData")
    func exactHeightsAfterInsert() {
        let harness = ModelTableHarness(model: Self.rows(Array(repeating: 1, count: 20)), heights: .exact, style: .plain)
        harness.data.model.sections[0].rows.append(ModelRow(id: 21, height: 3))
        harness.data.model.sections[0].rows[15].version = 1
        harness.data.model.sections[0].rows[15].height = 2
        harness.table.performBatchUpdates({
            harness.table.insertRows(at: [IndexPath(row: 20, section: 0)], with: .none)
            harness.table.reloadRows(at: [IndexPath(row: 15, section: 0)], with: .none)
        })
        harness.settle()
        let (_, fresh, freshData) = ModelTableHarness.makeTable(harness.data.model, heights: .exact, style: .plain)
        defer { withExtendedLifetime(freshData) {} }
        #expect(fresh.rectForRow(at: IndexPath(row: 20, section: 0)).height == 3, "reloadData asks every row's height")
        // <doc:TrestleCore/UIKitBehavior#Row-heights-and-estimation>: with estimation disabled the content size is exact from the start;
        // Trestle gives the new rows the fallback height (one line) until they are displayed.
        #expect(harness.table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 3, "inserted row")
        #expect(harness.table.rectForRow(at: IndexPath(row: 15, section: 0)).height == 2, "reloaded row")
        #expect(harness.table.contentSize == fresh.contentSize)
        // Displayed, they are measured.
        harness.table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        harness.host.layout()
        #expect(harness.table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 3)
        #expect(harness.table.rectForRow(at: IndexPath(row: 15, section: 0)).height == 2)
        #expect(harness.table.contentSize == fresh.contentSize)
    }

    @Test("reconfigureRows keeps a visible row's height (the row is measured again)")
    func reconfigureKeepsHeight() {
        for heights in [ModelHeights.exact, .estimated] {
            let harness = ModelTableHarness(model: Self.rows([1, 3, 1, 1]), heights: heights, style: .plain)
            harness.data.model.sections[0].rows[1].version = 1
            harness.table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
            harness.settle()
            #expect(harness.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "r2 v1", "\(heights)")
            // The row keeps its cell and is measured again with it.
            #expect(harness.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 3, "\(heights)")
            #expect(harness.host.screenLines().prefix(6) == [" S1", " r1", "", " r2 v1", "", " r3"], "\(heights)")
        }
    }

    @Test("In the terminal's inset-grouped style, a batch that gives an empty section rows boxes them, as a reload does")
    func sectionBoxAfterBatch() {
        let model = TableModel(sections: [ModelSection(id: 1, rows: []), ModelSection(id: 2, rows: [ModelRow(id: 1), ModelRow(id: 2)])])
        let harness = ModelTableHarness(model: model, heights: .exact, style: .insetGrouped)
        harness.data.model.sections[0].rows.append(ModelRow(id: 3))
        harness.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        harness.settle()
        let (freshHost, fresh, freshData) = ModelTableHarness.makeTable(harness.data.model, heights: .exact, style: .insetGrouped)
        defer { withExtendedLifetime(freshData) {} }
        #expect(Array(freshHost.screenLines().prefix(5)) == ["", "   S1", " ╭────────────────────────────────────╮", " │ r3                                 │", " ╰────────────────────────────────────╯"],
                "a reload makes room for the box: spacing, title, top line, row, bottom line")
        #expect(fresh.rect(forSection: 0).height == 5)
        // The section keeps the extents it had while empty (3 lines), so the box is drawn over
        // the spacing above it and the content is two lines short.
        #expect(harness.table.rect(forSection: 0) == fresh.rect(forSection: 0))
        #expect(harness.table.contentSize == fresh.contentSize)
        #expect(harness.host.screenLines() == freshHost.screenLines())
        // And the other way: emptying a section leaves its box lines.
        harness.data.model.sections[1].rows.removeAll()
        harness.table.deleteRows(at: [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)], with: .none)
        harness.settle()
        let (_, emptied, emptiedData) = ModelTableHarness.makeTable(harness.data.model, heights: .exact, style: .insetGrouped)
        defer { withExtendedLifetime(emptiedData) {} }
        #expect(harness.table.rect(forSection: 1) == emptied.rect(forSection: 1))
    }

    @Test("An empty batch still checks the data source's counts, as UIKit's endUpdates does")
    func emptyBatchIsChecked() {
        let harness = ModelTableHarness(model: Self.rows([1, 1, 1]), heights: .exact, style: .plain)
        harness.data.model.sections[0].rows.append(ModelRow(id: 4))
        let reports = DiagnosticsRecorder()
        var results: [Bool] = []
        TrestleDiagnostics.$handler.withValue(reports.record) {
            harness.table.performBatchUpdates(nil, completion: { results.append($0) })
            harness.settle()
        }
        // A batch without operations is checked like any other: the fourth row the data source
        // gained without an insert is UIKit's inconsistency, reported, and the table reloads.
        #expect(reports.messages == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(results == [false])
        #expect(harness.table.numberOfRows(inSection: 0) == 4)
    }
}
