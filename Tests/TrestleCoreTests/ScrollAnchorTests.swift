import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

@Suite("Scroll anchoring")
struct ScrollAnchorTests {
    /// Two sections of 20 rows estimated at 10, headers of 5; viewport at 140 (in section 0, row 13).
    func table() -> TableGeometry {
        TableGeometry(style: .plain, width: 80, sections: Array(repeating: (SectionExtents(header: 5), 20), count: 2),
                      estimatedRowExtent: 10)
    }

    @Test("The anchor is the first row ending below the pin line, with its distance from it")
    func anchorChoice() {
        let anchor = table().scrollAnchor(for: Viewport(offsetY: 140, height: 50))
        #expect(anchor == ScrollAnchor(row: ItemPath(section: 0, item: 13), distanceFromPinTop: -5))
        let inset = table().scrollAnchor(for: Viewport(offsetY: 140, height: 50, insetTop: 12))
        #expect(inset == ScrollAnchor(row: ItemPath(section: 0, item: 14), distanceFromPinTop: -7))
    }

    @Test("Measuring a row above the viewport moves the offset by exactly the change")
    func measurementAboveShiftsOffset() throws {
        var geometry = table()
        let viewport = Viewport(offsetY: 140, height: 50)
        let anchor = try #require(geometry.scrollAnchor(for: viewport))
        geometry.setRowExtent(33, at: ItemPath(section: 0, item: 2))   // estimate 10 → 33: Δ = 23
        geometry.setRowExtent(4, at: ItemPath(section: 0, item: 7))    // Δ = −6
        #expect(geometry.anchorCorrection(for: anchor, in: viewport) == 17)
    }

    @Test("Measuring the anchor row itself or rows below it moves nothing")
    func measurementAtOrBelowDoesNotShift() throws {
        var geometry = table()
        let viewport = Viewport(offsetY: 140, height: 50)
        let anchor = try #require(geometry.scrollAnchor(for: viewport))
        geometry.setRowExtent(50, at: ItemPath(section: 0, item: 13))
        geometry.setRowExtent(50, at: ItemPath(section: 0, item: 15))
        geometry.setRowExtent(50, at: ItemPath(section: 1, item: 0))
        #expect(geometry.anchorCorrection(for: anchor, in: viewport) == 0)
    }

    @Test("Rows inserted and removed above keep the anchored row where it was on screen")
    func insertionsAndRemovals() throws {
        var geometry = table()
        let viewport = Viewport(offsetY: 140, height: 50)
        var anchor = try #require(geometry.scrollAnchor(for: viewport))
        geometry.insertItems(inSection: 0, at: 0, count: 3)
        anchor.adjustForInsertion(ofRows: 3, inSection: 0, at: 0)
        #expect(anchor.row == ItemPath(section: 0, item: 16))
        #expect(geometry.anchorCorrection(for: anchor, in: viewport) == 30)

        geometry.removeItems(inSection: 0, 0..<5)
        anchor.adjustForRemoval(ofRows: 0..<5, inSection: 0, remainingRows: geometry.numberOfItems(inSection: 0))
        #expect(anchor.row == ItemPath(section: 0, item: 11))
        #expect(geometry.anchorCorrection(for: anchor, in: viewport) == -20)
    }

    @Test("Removing the anchored row anchors to the row that takes its place")
    func anchoredRowRemoved() throws {
        var geometry = table()
        let viewport = Viewport(offsetY: 140, height: 50)
        var anchor = try #require(geometry.scrollAnchor(for: viewport))
        geometry.removeItems(inSection: 0, 12..<15)
        let kept = anchor.adjustForRemoval(ofRows: 12..<15, inSection: 0, remainingRows: 17)
        #expect(kept)
        #expect(anchor.row == ItemPath(section: 0, item: 12))
        #expect(geometry.anchorCorrection(for: anchor, in: viewport) == -10)
        var lost = anchor
        let stillAnchored = lost.adjustForRemoval(ofRows: 0..<17, inSection: 0, remainingRows: 0)
        #expect(!stillAnchored)
    }

    @Test("Sections inserted and removed above move the anchor to the same row")
    func sections() throws {
        var geometry = table()
        let viewport = Viewport(offsetY: 250, height: 50)
        var anchor = try #require(geometry.scrollAnchor(for: viewport))
        #expect(anchor.row?.section == 1)
        geometry.insertSection(at: 0, extents: SectionExtents(header: 5), rowCount: 2, estimatedRowExtent: 10)
        anchor.adjustForInsertion(ofSection: 0)
        #expect(geometry.anchorCorrection(for: anchor, in: viewport) == 25)
        geometry.removeSection(at: 0)
        let kept = anchor.adjustForRemoval(ofSection: 0)
        #expect(kept)
        #expect(geometry.anchorCorrection(for: anchor, in: viewport) == 0)
        var lost = anchor
        let stillAnchored = lost.adjustForRemoval(ofSection: 1)
        #expect(!stillAnchored)
    }

    @Test("For random tables, measuring rows changes the offset by the sum of the changes above the anchor")
    func randomMeasurements() {
        for seed in 1...200 as ClosedRange<UInt64> {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let table = RandomTables.table(style: .plain, sections: 1...5, rows: 1...10, using: &rng)
            var geometry = table.makeGeometry()
            let viewport = Viewport(offsetY: Double(Int.random(in: -10...Int(table.contentHeight), using: &rng)), height: 30,
                                    insetTop: [0, 4].randomElement(using: &rng)!)
            guard let anchor = geometry.scrollAnchor(for: viewport) else {
                #expect(viewport.pinTop <= 0 || viewport.pinTop >= table.contentHeight, "seed \(seed): no anchor only at or beyond the content's edges")
                continue
            }
            // Rows wholly above the anchored element.
            func isAbove(_ path: ItemPath) -> Bool {
                switch anchor.element {
                case .row(let anchorRow): path < anchorRow
                case .header(let s), .topPadding(let s): path.section < s
                case .footer(let s): path.section <= s
                case .tableHeader: false
                case .tableFooter: true
                }
            }
            var expected = 0.0
            for _ in 0..<5 {
                let s = Int.random(in: 0..<geometry.numberOfSections, using: &rng)
                guard geometry.numberOfItems(inSection: s) > 0 else { continue }
                let path = ItemPath(section: s, item: Int.random(in: 0..<geometry.numberOfItems(inSection: s), using: &rng))
                let old = Double(geometry.frameForItem(at: path).height)
                let new: Double = [0, 7, 12.5, 60].randomElement(using: &rng)!
                geometry.setRowExtent(new, at: path)
                if isAbove(path) { expected += new - old }
            }
            #expect(geometry.anchorCorrection(for: anchor, in: viewport) == expected, "seed \(seed)")
        }
    }
}
