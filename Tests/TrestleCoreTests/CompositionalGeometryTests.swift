import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

@Suite("Compositional geometry")
struct CompositionalGeometryTests {
    @Test("Item frames equal the naive walk over every group, measured or not, in random layouts")
    func framesMatchReference() {
        var rng = SeededRandomNumberGenerator(seed: 14)
        var compared = 0
        for round in 0..<300 {
            let reference = ReferenceCompositional.random(using: &rng)
            let geometry = reference.makeGeometry()
            geometry.checkInvariants()
            let expected = reference.itemFrames()
            for (path, frame) in expected {
                #expect(geometry.frameForItem(at: path) == frame, "round \(round): \(path)")
            }
            compared += expected.count
            let bottom = expected.values.map(\.maxY).max() ?? 0
            #expect(geometry.contentSize.height >= bottom, "round \(round): content ends before an item")
        }
        #expect(compared > 5_000)
    }

    @Test("Placements keep the item-layout contract: the brute-force filter of the frames, in order, pinned headers floating")
    func contract() {
        var rng = SeededRandomNumberGenerator(seed: 15)
        var compared = 0
        for round in 0..<200 {
            var geometry = ReferenceCompositional.random(using: &rng).makeGeometry()
            if Bool.random(using: &rng) {
                // Pinned headers and footers float against viewports; the contract checks they
                // keep their size and that only moved ones say they are pinned.
                geometry.setSections((0..<geometry.numberOfSections).map { index in
                    var spec = geometry.section(index)
                    spec.boundaryItems = spec.boundaryItems.map { var item = $0; item.pinsToVisibleBounds = true; return item }
                    return spec
                })
            }
            compared += LayoutContract.check(geometry, using: &rng, "round \(round)")
        }
        #expect(compared > 2_000)
    }

    @Test("Random valid batches: measured sizes follow their items, placements stay exact, the anchored item stays on screen")
    func updates() throws {
        var rng = SeededRandomNumberGenerator(seed: 16)
        var anchored = 0
        for round in 0..<250 {
            let template = ReferenceCompositional.randomTemplate(crossExtent: 24, selfSizing: nil, using: &rng)
            var geometry = ReferenceCompositional.random(template: template, using: &rng).makeGeometry()
            if geometry.numberOfSections == 0 {
                geometry = CompositionalGeometry(axis: .vertical, crossExtent: 24,
                                                 sections: [(ReferenceCompositional.randomSection(crossExtent: 24, template: template, using: &rng), itemCount: 12)])
            }
            let counts = geometry.itemCountsBySection
            let calls = RandomBatches.batch(oldCounts: counts, churn: [0.05, 0.3].randomElement(using: &rng)!, maxInsertsPerSection: 4, using: &rng)
            let update = RandomBatches.record(calls, using: &rng)
            let outcome = try #require(ReferenceBatch.apply(update, oldCounts: counts, freshRows: { $0 % 4 }))
            let viewport = ItemLayoutTests.viewportInside(geometry.contentSize, using: &rng)
            let result = try LayoutContract.checkUpdate(
                geometry, update, outcome: outcome, viewport: viewport,
                newSection: { index in
                    var inner = SeededRandomNumberGenerator(seed: UInt64(index))
                    return ReferenceCompositional.randomSection(crossExtent: 24, template: template, using: &inner)
                },
                using: &rng, "round \(round): \(calls) on \(counts)")
            result.layout.checkInvariants()
            if result.checkedAnchor { anchored += 1 }
        }
        #expect(anchored > 40)
    }

    @Test("Measuring an item above the anchor moves the offset by exactly the change; measuring below it moves nothing")
    func measuringKeepsAnchor() {
        let row = CompositionalGeometry.GroupTemplate(mainExtent: 4, crossExtent: 20,
                                                      items: [.init(main: 0, cross: 0, mainExtent: 4, crossExtent: 20)], sizing: .estimatedAlong)
        var geometry = CompositionalGeometry(axis: .vertical, crossExtent: 20, sections: [(.init(group: row, interGroupSpacing: 1), itemCount: 100)])
        let viewport = Viewport(offsetY: 50, height: 20)
        let anchor = geometry.scrollAnchor(for: viewport)!
        #expect(anchor.item == ItemPath(section: 0, item: 10))
        geometry.setMeasuredExtents([(ItemPath(section: 0, item: 3), 9), (ItemPath(section: 0, item: 40), 1)])
        #expect(geometry.contentOffset(keeping: anchor, in: viewport).y == 55)
        #expect(geometry.frameForItem(at: ItemPath(section: 0, item: 3)).height == 9)
        #expect(geometry.contentSize.height == 501)
    }

    @Test("A million one-item groups of one extent cost one run: no per-item storage until measured")
    func uniformListIsCompact() {
        let row = CompositionalGeometry.GroupTemplate(mainExtent: 1, crossExtent: 80,
                                                      items: [.init(main: 0, cross: 0, mainExtent: 1, crossExtent: 80)], sizing: .estimatedAlong)
        var geometry = CompositionalGeometry(axis: .vertical, crossExtent: 80, sections: [(.init(group: row), itemCount: 1_000_000)])
        #expect(geometry.contentSize.height == 1_000_000)
        #expect(geometry.sections[0].groups.statistics.runs <= 1)
        let placed = geometry.placements(in: CGRect(x: 0, y: 500_000, width: 80, height: 24), viewport: nil)
        #expect(placed.map(\.element) == (500_000..<500_024).map { .item(ItemPath(section: 0, item: $0)) })
        geometry.setMeasuredExtents([(ItemPath(section: 0, item: 0), 3)])
        #expect(geometry.frameForItem(at: ItemPath(section: 0, item: 999_999)).minY == 1_000_001)
    }

    @Test("Orthogonal sections run their groups across the scroll axis, shifted by their offsets, within a clamped range")
    func orthogonalSections() {
        let tile = CompositionalGeometry.GroupTemplate(mainExtent: 3, crossExtent: 8, items: [.init(main: 0, cross: 0, mainExtent: 3, crossExtent: 8)])
        var geometry = CompositionalGeometry(axis: .vertical, crossExtent: 20, sections: [
            (.init(group: tile, insets: .init(crossLeading: 1, crossTrailing: 1), interGroupSpacing: 2, scrollsOrthogonally: true), itemCount: 5),
            (.init(group: tile), itemCount: 1),
        ])
        // One strip 3 high; then section 1.
        #expect(geometry.frameForItem(at: ItemPath(section: 0, item: 4)) == CGRect(x: 41, y: 0, width: 8, height: 3))
        #expect(geometry.frameForItem(at: ItemPath(section: 1, item: 0)).minY == 3)
        #expect(geometry.orthogonalOffsetRange(ofSection: 0) == 0...30)
        geometry.orthogonalOffsets[0] = 20
        #expect(geometry.frameForItem(at: ItemPath(section: 0, item: 2)) == CGRect(x: 1, y: 0, width: 8, height: 3))
        let visible = geometry.placements(in: CGRect(x: 0, y: 0, width: 20, height: 3), viewport: nil).map(\.element)
        // Item 1 ends at -1 and item 4 starts at 21: only 2 and 3 are in the 20-wide container.
        #expect(visible == [.item(ItemPath(section: 0, item: 2)), .item(ItemPath(section: 0, item: 3))])
    }

    @Test("A new description with a different group extent places the groups at it; measured sizes stay only for the same estimate")
    func setSectionsFollowsExtent() {
        let row = CompositionalGeometry.GroupTemplate(mainExtent: 2, crossExtent: 10, items: [.init(main: 0, cross: 0, mainExtent: 2, crossExtent: 10)])
        var geometry = CompositionalGeometry(axis: .vertical, crossExtent: 10, sections: [(.init(group: row), itemCount: 5)])
        var taller = row
        taller.mainExtent = 3
        taller.items[0].mainExtent = 3
        geometry.setSections([.init(group: taller)])
        #expect(geometry.frameForItem(at: ItemPath(section: 0, item: 4)) == CGRect(x: 0, y: 12, width: 10, height: 3))
        #expect(geometry.contentSize.height == 15)
        geometry.checkInvariants()
    }

    @Test("A rect as large as .infinite over an orthogonal strip answers without overflowing")
    func infiniteRectOverStrip() {
        let tile = CompositionalGeometry.GroupTemplate(mainExtent: 3, crossExtent: 8, items: [.init(main: 0, cross: 0, mainExtent: 3, crossExtent: 8)])
        let geometry = CompositionalGeometry(axis: .vertical, crossExtent: 20, sections: [(.init(group: tile, scrollsOrthogonally: true), itemCount: 5)])
        let everything = CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        #expect(geometry.placements(in: everything, viewport: nil).count == 5)
    }
}
