import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

@Suite("Batch updates applied to geometry")
struct BatchUpdateGeometryTests {
    func path(_ section: Int, _ row: Int) -> ItemPath { ItemPath(section: section, item: row) }

    static func newSectionExtents(_ section: Int) -> SectionExtents {
        SectionExtents(topPadding: 1, header: Double(section % 3), footer: 0.5)
    }

    /// The table after a valid batch, rebuilt from scratch: old rows keep their heights, fresh
    /// rows and sections are unmeasured, fresh sections take `newSectionExtents`.
    static func expected(from table: ReferenceTable, _ outcome: ReferenceBatch.Outcome) -> ReferenceTable {
        var result = table
        result.sections = zip(outcome.sections, outcome.rows).enumerated().map { index, pair in
            let (section, rows) = pair
            let extents: SectionExtents
            if case .old(let old) = section { extents = table.sections[old].extents } else { extents = newSectionExtents(index) }
            return ReferenceTable.Section(extents: extents, rows: rows.map { row in
                if case .old(let old) = row { return table.sections[old.section].rows[old.item] }
                return nil
            })
        }
        return result
    }

    @Test("A moved row keeps its measured height at its new position; inserted and reloaded rows are estimated")
    func heightsFollowRows() throws {
        var geometry = TableGeometry(style: .plain, width: 40, sections: [(SectionExtents(), 5), (SectionExtents(), 2)],
                                     estimatedRowExtent: 10)
        for row in 0..<5 { geometry.setRowExtent(Double(row + 1), at: path(0, row)) }
        geometry.setRowExtent(7, at: path(1, 1))
        var update = BatchUpdate()
        update.moveItem(path(0, 4), to: path(1, 0))     // height 5 moves to another section
        update.moveItem(path(1, 1), to: path(0, 0))     // height 7 moves up
        update.deleteItems([path(0, 1)])                // height 2 goes
        update.reloadItems([path(0, 2)])                // height 3 is forgotten
        update.insertItems([path(0, 4)])
        try geometry.apply(update, newSectionCounts: [5, 2], estimatedRowExtent: 10) { _ in SectionExtents() }
        // Section 0 becomes [7 (moved in), reload of 3, 1, 4, inserted]: the reload's replacement
        // goes to 2 − 1 deleted = 1 (moves are not counted), and the staying rows fill the rest.
        // Section 1 becomes [5 (moved in), unmeasured].
        let rows0 = geometry.rows(inSection: 0)
        #expect((0..<5).map { rows0.measuredExtent(ofRow: $0) } == [7, nil, 1, 4, nil])
        let rows1 = geometry.rows(inSection: 1)
        #expect((0..<2).map { rows1.measuredExtent(ofRow: $0) } == [5, nil])
        geometry.checkInvariants()
    }

    @Test("Moved sections keep their extents and measurements; inserted and reloaded sections are new")
    func sectionsMoveWithTheirRows() throws {
        var geometry = TableGeometry(style: .grouped, width: 40, sections: [
            (SectionExtents(header: 1), 2), (SectionExtents(header: 2), 3), (SectionExtents(header: 3), 1),
        ], estimatedRowExtent: 4)
        geometry.setRowExtent(9, at: path(0, 1))
        geometry.setRowExtent(8, at: path(2, 0))
        geometry.setRowExtent(6, at: path(1, 2))
        var update = BatchUpdate()
        update.moveSection(0, to: 3)
        update.reloadSections([1])
        update.insertSections([0])
        let plan = try geometry.apply(update, newSectionCounts: [1, 1, 4, 2], estimatedRowExtent: 4, extentsOfNewSection: Self.newSectionExtents)
        // [A B C] → [N C B' A]: B's replacement goes to 1 shifted up by the insert at 0 = 2, and C,
        // which stays, fills the free index 1.
        #expect(plan.reloadedSections == [SectionMove(from: 1, to: 2)])
        #expect(geometry.numberOfSections == 4)
        #expect(geometry.extents(ofSection: 0) == Self.newSectionExtents(0))
        #expect(geometry.extents(ofSection: 2) == Self.newSectionExtents(2))
        #expect(geometry.extents(ofSection: 1) == SectionExtents(header: 3))
        #expect(geometry.extents(ofSection: 3) == SectionExtents(header: 1))
        #expect(geometry.rows(inSection: 3).measuredExtent(ofRow: 1) == 9)
        #expect(geometry.rows(inSection: 1).measuredExtent(ofRow: 0) == 8)
        #expect(geometry.rows(inSection: 2).measuredCount == 0)
        #expect(geometry.numberOfItems(inSection: 2) == 4)
        geometry.checkInvariants()
    }

    @Test("An invalid batch leaves the geometry unchanged and reports UIKit's message")
    func invalidLeavesGeometryUnchanged() {
        var geometry = TableGeometry(style: .plain, width: 40, sections: [(SectionExtents(), 3)], estimatedRowExtent: 2)
        geometry.setRowExtent(5, at: path(0, 1))
        let before = geometry
        var update = BatchUpdate()
        update.deleteItems([path(0, 0)])
        #expect(throws: BatchUpdateError.self) {
            try geometry.apply(update, newSectionCounts: [3], estimatedRowExtent: 2) { _ in SectionExtents() }
        }
        #expect(geometry == before)
        do throws(BatchUpdateError) {
            try geometry.apply(update, newSectionCounts: [3], estimatedRowExtent: 2) { _ in SectionExtents() }
        } catch {
            #expect(error.message.hasPrefix("Invalid update: invalid number of rows in section 0."))
        }
    }

    @Test("Random valid batches give the geometry rebuilt from scratch with the rows' heights", arguments: [21, 22, 23] as [UInt64])
    func randomAgainstRebuild(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<400 {
            let table = RandomTables.table(style: TableStyle.allCases.randomElement(using: &rng)!, sections: 0...6, rows: 0...40, using: &rng)
            let counts = table.sections.map(\.rows.count)
            let calls = RandomBatches.batch(oldCounts: counts, churn: [0.05, 0.3].randomElement(using: &rng)!,
                                            maxInsertsPerSection: 5, using: &rng)
            let update = RandomBatches.record(calls, using: &rng)
            let outcome = try #require(ReferenceBatch.apply(update, oldCounts: counts, freshRows: { $0 % 4 }))
            var geometry = table.makeGeometry()
            try geometry.apply(update, newSectionCounts: outcome.counts, estimatedRowExtent: table.estimate,
                               extentsOfNewSection: Self.newSectionExtents)
            geometry.checkInvariants()
            let expected = Self.expected(from: table, outcome).makeGeometry()
            #expect(geometry == expected, "round \(round): \(calls) on \(counts)")
            if geometry != expected { break }
        }
    }

    @Test("Splicing a height index (the bulk remove-and-place behind apply) matches the naive model",
          arguments: [31, 32, 33, 34] as [UInt64])
    func spliceAgainstReference(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<60 {
            let count = [0, 1, 40, 700, 6_000].randomElement(using: &rng)!
            var reference = ReferenceHeights(count: count, estimate: 2)
            var index = HeightIndex(count: count, estimate: 2)
            // Some measured stretches, some scattered rows, some untouched runs.
            let density = [0.0, 0.05, 0.5, 1.0].randomElement(using: &rng)!
            for row in 0..<count where Double.random(in: 0..<1, using: &rng) < density {
                let value = [0, 1, 3, 43.5].randomElement(using: &rng)!
                reference.values[row] = value
                index.setExtent(value, forRow: row)
            }
            for step in 0..<4 {
                let changes = [0, 1, 3, 50, count / 2].randomElement(using: &rng)!
                let removed = RandomBatches.sample(min(changes, reference.count), from: 0..<reference.count, using: &rng).sorted()
                let newCount = reference.count - removed.count + changes
                let placedRows = RandomBatches.sample(changes, from: 0..<newCount, using: &rng).sorted()
                let placed = placedRows.map { row in
                    HeightIndex.PlacedRow(row: row, extent: Bool.random(using: &rng) ? nil : [0, 2.5, 7].randomElement(using: &rng)!)
                }
                // The slow way: remove, then insert at each final index in ascending order.
                for row in removed.reversed() { reference.values.remove(at: row) }
                for row in placed { reference.values.insert(row.extent, at: row.row) }
                let shared = Bool.random(using: &rng) ? index : nil   // a copy shares the tree: the splice must not touch it
                let before = shared.map { $0.measuredExtents(ofSortedRows: Array(0..<$0.count)) }
                index.splice(removing: removed, placing: placed)
                index.checkInvariants()
                let context = "seed \(seed) round \(round) step \(step): \(count) rows, \(removed.count) removed, \(placed.count) placed"
                #expect(index.count == reference.count, "\(context)")
                #expect(index.measuredExtents(ofSortedRows: Array(0..<index.count)) == reference.values, "\(context)")
                #expect(index.totalExtent == reference.total, "\(context)")
                if let shared, let before {
                    #expect(shared.measuredExtents(ofSortedRows: Array(0..<shared.count)) == before, "\(context): the shared copy changed")
                }
                if index.count != reference.count { return }
            }
        }
    }

    @Test("A million-row table takes thousands of mixed operations; heights move with their rows")
    func millionRows() throws {
        let rows = 1_000_000
        var geometry = TableGeometry(style: .plain, width: 40, sections: [(SectionExtents(header: 1), rows), (SectionExtents(), 10)],
                                     estimatedRowExtent: 2)
        var rng = SeededRandomNumberGenerator(seed: 7)
        // Measure every 97th row with a distinct height.
        for row in stride(from: 0, to: rows, by: 97) { geometry.setRowExtent(Double(row % 50) + 0.5, at: path(0, row)) }
        var update = BatchUpdate()
        let touched = RandomBatches.sample(6_000, from: 0..<rows, using: &rng)
        // Reloads come from the first half, so that their replacements (placed by deletes and
        // inserts only, as in UIKit) stay clear of the moves' destinations at the end.
        let reloads = Array(touched.filter { $0 < rows / 2 }.prefix(1_000)).map { path(0, $0) }
        let reloaded = Set(reloads.map(\.item))
        let others = touched.filter { !reloaded.contains($0) }
        let deletes = others[0..<2_000].map { path(0, $0) }
        let moves = others[2_000..<4_500]
        update.deleteItems(deletes)
        update.reloadItems(reloads)
        // Moves go to the very end of the section, after everything else.
        let newCount = rows - 2_000 + 1_000
        let movedTargets = (newCount - moves.count)..<newCount
        for (source, target) in zip(moves, movedTargets) { update.moveItem(path(0, source), to: path(0, target)) }
        update.insertItems((0..<1_000).map { path(0, $0 * 7) })
        let before = geometry
        let plan = try geometry.apply(update, newSectionCounts: [newCount, 10], estimatedRowExtent: 2) { _ in SectionExtents() }
        #expect(geometry.numberOfItems(inSection: 0) == newCount)
        // Every moved row carries its height; staying rows keep theirs; deleted rows' heights are gone.
        for (source, target) in zip(moves, movedTargets) {
            #expect(geometry.rows(inSection: 0).measuredExtent(ofRow: target) == before.rows(inSection: 0).measuredExtent(ofRow: source))
        }
        for row in stride(from: 0, to: rows, by: 9_973) {
            guard let target = plan.mapping.newPath(forOld: path(0, row)) else { continue }
            #expect(geometry.rows(inSection: 0).measuredExtent(ofRow: target.item) == before.rows(inSection: 0).measuredExtent(ofRow: row))
        }
        let measuredGone = deletes.filter { before.rows(inSection: 0).isMeasured(row: $0.item) }.count
            + reloads.filter { before.rows(inSection: 0).isMeasured(row: $0.item) }.count
        #expect(geometry.rows(inSection: 0).measuredCount == before.rows(inSection: 0).measuredCount - measuredGone)
        geometry.checkInvariants()
    }
}
