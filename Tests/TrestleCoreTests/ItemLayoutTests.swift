import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

@Suite("Item layouts: the contract a table and a grid both keep")
struct ItemLayoutTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    static func newTableSection(_ section: Int) -> TableGeometry.NewSection {
        TableGeometry.NewSection(extents: BatchUpdateGeometryTests.newSectionExtents(section), estimatedRowExtent: 3)
    }

    /// A viewport whose pin line is inside the content, so that there is something to anchor.
    static func viewportInside(_ size: CGSize, using rng: inout SeededRandomNumberGenerator) -> Viewport {
        let insetTop: Double = [0, 0, 4].randomElement(using: &rng)!
        let offsetY = Double(Int.random(in: 1...max(1, Int(size.height) - 1), using: &rng)) - insetTop
        return Viewport(offsetX: [0, 0, -3, 6].randomElement(using: &rng)!, offsetY: offsetY,
                        width: max(1, Double(size.width)), height: 30,
                        insetTop: insetTop, insetLeft: [0, 2].randomElement(using: &rng)!)
    }

    // MARK: Placements

    @Test("A table's placements equal the brute-force filter of its frames, in order, for random rects", arguments: [1, 2, 3] as [UInt64])
    func tableContract(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var compared = 0
        for round in 0..<120 {
            let table = RandomTables.table(style: TableStyle.allCases.randomElement(using: &rng)!, sections: 0...6, rows: 0...12, using: &rng)
            compared += LayoutContract.check(table.makeGeometry(), using: &rng, "seed \(seed) round \(round)")
        }
        #expect(compared > 1_000)
    }

    @Test("A grid's placements equal the brute-force filter of its frames, in order, for random rects", arguments: [1, 2, 3] as [UInt64])
    func gridContract(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var compared = 0
        for round in 0..<120 {
            let grid = UniformGrid.random(using: &rng)
            compared += LayoutContract.check(grid, using: &rng, "seed \(seed) round \(round)")
        }
        #expect(compared > 1_000)
    }

    @Test("A small plain table: rows at z 0 in order, then headers and footers; a header pins to the viewport")
    func tableExample() {
        // Section 0: header 2, rows of 10 × 3, footer 1 (y 0…33); section 1: header 2, rows 10 × 2.
        let geometry = TableGeometry(style: .plain, width: 40, sections: [
            (SectionExtents(header: 2, footer: 1), 3), (SectionExtents(header: 2), 2),
        ], estimatedRowExtent: 10)
        let natural = geometry.placements(in: CGRect(x: 0, y: 12, width: 40, height: 20), viewport: nil)
        #expect(natural == [
            ElementPlacement(element: .item(path(0, 1)), frame: CGRect(x: 0, y: 12, width: 40, height: 10)),
            ElementPlacement(element: .item(path(0, 2)), frame: CGRect(x: 0, y: 22, width: 40, height: 10)),
        ])
        let viewport = Viewport(offsetY: 12, height: 20)
        let pinned = geometry.placements(in: viewport.visibleRect, viewport: viewport)
        // The footer floats up to the bottom pin line too (y 31); by kind name it sorts before the header.
        #expect(pinned.map(\.element) == [.item(path(0, 1)), .item(path(0, 2)),
                                          .supplementary(.footer, path(0, 0)), .supplementary(.header, path(0, 0))])
        #expect(pinned.last == ElementPlacement(element: .supplementary(.header, path(0, 0)),
                                                frame: CGRect(x: 0, y: 12, width: 40, height: 2), isPinned: true, zIndex: 1))
        // The same rect without pinning shows no header: section 0's header is at 0…2.
        #expect(!natural.contains { $0.element == .supplementary(.header, path(0, 0)) })
        // At the bottom edge, the footer floats up above the next section's header.
        let bottom = Viewport(offsetY: 0, height: 20)
        let footer = geometry.placements(in: bottom.visibleRect, viewport: bottom).first { $0.element == .supplementary(.footer, path(0, 0)) }
        #expect(footer?.frame == CGRect(x: 0, y: 19, width: 40, height: 1))
        #expect(footer?.isPinned == true)
    }

    @Test("A ten-million-row table places one screen of rows and its pinned header")
    func tenMillionRows() {
        let geometry = TableGeometry(style: .plain, width: 80, sections: [(SectionExtents(header: 1), 10_000_000)], estimatedRowExtent: 1)
        let viewport = Viewport(offsetY: 5_000_000, height: 24)
        let placements = geometry.placements(in: viewport.visibleRect, viewport: viewport)
        // Row r spans 1 + r ..< 2 + r: rows 4,999,999 … 5,000,022 intersect, then the header floats at the top.
        #expect(placements.count == 25)
        #expect(placements.first?.element == .item(path(0, 4_999_999)))
        #expect(placements.dropLast().last?.element == .item(path(0, 5_000_022)))
        #expect(placements.last == ElementPlacement(element: .supplementary(.header, path(0, 0)),
                                                    frame: CGRect(x: 0, y: 5_000_000, width: 80, height: 1), isPinned: true, zIndex: 1))
    }

    @Test("Rects that only touch a table's edges, or lie beside it, hold nothing")
    func tableTouchingEdges() {
        let geometry = TableGeometry(style: .grouped, width: 40, sections: [(SectionExtents(header: 2), 3)], estimatedRowExtent: 10)
        #expect(geometry.placements(in: CGRect(x: 40, y: 0, width: 10, height: 30), viewport: nil).isEmpty)
        #expect(geometry.placements(in: CGRect(x: -10, y: 0, width: 10, height: 30), viewport: nil).isEmpty)
        #expect(geometry.placements(in: CGRect(x: 0, y: 32, width: 40, height: 10), viewport: nil).isEmpty)
        #expect(geometry.placements(in: CGRect(x: 0, y: -5, width: 40, height: 5), viewport: nil).isEmpty)
        // Touching row 0's bottom edge (y 12) from below shows row 1 only.
        #expect(geometry.placements(in: CGRect(x: 39, y: 12, width: 1, height: 1), viewport: nil).map(\.element) == [.item(path(0, 1))])
    }

    @Test("With a viewport, a table's headers and footers are where supplementaryPlacements(in:) puts them")
    func tableFloatingAgrees() {
        for seed in 1...150 as ClosedRange<UInt64> {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let table = RandomTables.table(style: TableStyle.allCases.randomElement(using: &rng)!, sections: 0...6, rows: 0...8, using: &rng)
            let geometry = table.makeGeometry()
            for _ in 0..<10 {
                let viewport = Viewport(offsetY: Double(Int.random(in: -20...Int(table.contentHeight) + 10, using: &rng)),
                                        height: Double(Int.random(in: 1...60, using: &rng)),
                                        insetTop: [0, 3].randomElement(using: &rng)!, insetBottom: [0, 2].randomElement(using: &rng)!)
                let placements = geometry.placements(in: viewport.visibleRect, viewport: viewport)
                let supplementary = placements.compactMap { placement -> SupplementaryPlacement? in
                    guard case .supplementary(let kind, let path) = placement.element else { return nil }
                    return SupplementaryPlacement(kind: kind == .header ? .header : .footer, section: path.section,
                                                  frame: placement.frame, isPinned: placement.isPinned)
                }
                let expected = geometry.supplementaryPlacements(in: viewport)
                #expect(Set(supplementary) == Set(expected), "seed \(seed), \(viewport)")
                let rows = placements.compactMap { placement -> ItemPath? in
                    if case .item(let path) = placement.element { return path }
                    return nil
                }
                #expect(rows == geometry.rowPaths(in: viewport.visibleRect), "seed \(seed), \(viewport)")
            }
        }
    }

    // MARK: Updates and anchors

    @Test("Random valid batches on a table: sizes follow rows, placements stay exact, the anchor stays on screen",
          arguments: [41, 42, 43] as [UInt64])
    func tableUpdates(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var anchored = 0
        for round in 0..<150 {
            let table = RandomTables.table(style: TableStyle.allCases.randomElement(using: &rng)!, sections: 1...6, rows: 0...20, using: &rng)
            let counts = table.sections.map(\.rows.count)
            let calls = RandomBatches.batch(oldCounts: counts, churn: [0.05, 0.3].randomElement(using: &rng)!,
                                            maxInsertsPerSection: 4, using: &rng)
            let update = RandomBatches.record(calls, using: &rng)
            let outcome = try #require(ReferenceBatch.apply(update, oldCounts: counts, freshRows: { $0 % 4 }))
            let geometry = table.makeGeometry()
            let viewport = Self.viewportInside(geometry.contentSize, using: &rng)
            let result = try LayoutContract.checkUpdate(geometry, update, outcome: outcome, viewport: viewport,
                                                        newSection: Self.newTableSection, using: &rng,
                                                        "seed \(seed) round \(round): \(calls) on \(counts)")
            result.layout.checkInvariants()
            if result.checkedAnchor { anchored += 1 }
        }
        #expect(anchored > 60)
    }

    @Test("Random valid batches on a grid: measured sizes follow items, placements stay exact, the anchor stays on screen",
          arguments: [51, 52, 53] as [UInt64])
    func gridUpdates(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var anchored = 0
        for round in 0..<150 {
            var grid = UniformGrid.random(using: &rng)
            if grid.numberOfSections == 0 { grid = UniformGrid(columns: 2, columnWidth: 10, estimatedSize: CGSize(width: 4, height: 2),
                                                               pinsHeaders: false, sections: [.init(headerHeight: 3, sizes: [nil, nil, nil])]) }
            let counts = grid.itemCountsBySection
            let calls = RandomBatches.batch(oldCounts: counts, churn: [0.05, 0.3].randomElement(using: &rng)!,
                                            maxInsertsPerSection: 4, using: &rng)
            let update = RandomBatches.record(calls, using: &rng)
            let outcome = try #require(ReferenceBatch.apply(update, oldCounts: counts, freshRows: { $0 % 4 }))
            let viewport = Self.viewportInside(grid.contentSize, using: &rng)
            let result = try LayoutContract.checkUpdate(grid, update, outcome: outcome, viewport: viewport,
                                                        newSection: { UniformGrid.NewSection(headerHeight: Double($0 % 3)) }, using: &rng,
                                                        "seed \(seed) round \(round): \(calls) on \(counts)")
            if result.checkedAnchor { anchored += 1 }
        }
        #expect(anchored > 40)
    }

    @Test("A table's anchor correction is vertical only; x keeps the viewport's offset")
    func tableCorrectionIsVertical() {
        var geometry = TableGeometry(style: .plain, width: 80, sections: [(SectionExtents(header: 5), 20)], estimatedRowExtent: 10)
        let viewport = Viewport(offsetX: 7, offsetY: 140, width: 80, height: 50)
        let anchor = geometry.scrollAnchor(for: viewport)!
        geometry.setRowExtent(33, at: path(0, 2))
        #expect(geometry.contentOffset(keeping: anchor, in: viewport) == CGPoint(x: 7, y: 163))
        let correction = geometry.offsetCorrection(for: anchor, in: viewport)
        #expect(correction.dx == 0 && correction.dy == 23)
        #expect(correction.dy == geometry.anchorCorrection(for: anchor, in: viewport))
    }

    @Test("Measuring grid items above the anchored one moves the offset by the change; the item stays on screen")
    func gridMeasurement() throws {
        var grid = UniformGrid(columns: 3, columnWidth: 10, estimatedSize: CGSize(width: 8, height: 4), pinsHeaders: true,
                               sections: [.init(headerHeight: 2, sizes: Array(repeating: nil, count: 30))])
        let viewport = Viewport(offsetX: 0, offsetY: 17, width: 30, height: 20)
        // Lines are 4 tall from y 2: the pin line 17 is in line 3 (14…18), whose first item is 9.
        let anchor = try #require(grid.scrollAnchor(for: viewport))
        #expect(anchor.item == path(0, 9))
        grid.setSize(CGSize(width: 5, height: 9), at: path(0, 4))    // line 1 grows by 5
        grid.setSize(CGSize(width: 5, height: 1), at: path(0, 20))   // below: line 6 keeps 4
        let correction = grid.offsetCorrection(for: anchor, in: viewport)
        #expect(correction.dx == 0 && correction.dy == 5)
    }

    @Test("A table applies per-section descriptions to the sections an update inserts or reloads")
    func tableNewSectionDescriptions() throws {
        var geometry = TableGeometry(style: .grouped, width: 40, sections: [(SectionExtents(header: 1), 2)], estimatedRowExtent: 4)
        geometry.setRowExtent(9, at: path(0, 1))
        var update = BatchUpdate()
        update.insertSections([0, 2])
        var asked: [Int] = []
        let plan = try geometry.apply(update, newSectionCounts: [3, 2, 1], kind: .table) { section in
            asked.append(section)
            return TableGeometry.NewSection(extents: SectionExtents(header: Double(section + 5)), estimatedRowExtent: Double(section + 1))
        }
        #expect(asked == [0, 2])
        #expect(plan.insertedSections == [0, 2])
        #expect(geometry.extents(ofSection: 0) == SectionExtents(header: 5))
        #expect(geometry.rows(inSection: 0).totalExtent == 3)
        #expect(geometry.extents(ofSection: 2) == SectionExtents(header: 7))
        #expect(geometry.rows(inSection: 2).totalExtent == 3)
        #expect(geometry.rows(inSection: 1).measuredExtent(ofRow: 1) == 9)
        #expect(geometry.contentSize == CGSize(width: 40, height: 5 + 3 + 1 + 4 + 9 + 7 + 3))
        geometry.checkInvariants()
    }
}
