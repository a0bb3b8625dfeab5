import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// A flow geometry must not visit every item: memory is O(sections + own sizes), building a
/// uniform section is O(1), queries are searches.
@Suite("Flow geometry at scale")
struct FlowGeometryScaleTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    @Test("A billion uniform items in one section build in a few blocks: the items are never visited")
    func billionItems() {
        // 320 wide: five 50-point items per line, lines 60 apart; 2 · 10⁸ lines.
        let geometry = FlowGeometry(crossExtent: 320, sections: [.init(itemCount: 1_000_000_000)])
        #expect(geometry.ownSizeCount == 0)
        #expect(geometry.sections[0].blocks.count == 2)
        #expect(geometry.contentSize == CGSize(width: 320, height: 12_000_000_000 - 10))
        #expect(geometry.frameForItem(at: path(0, 999_999_999)) == CGRect(x: 270, y: 11_999_999_940, width: 50, height: 50))
        let viewport = Viewport(offsetX: 0, offsetY: 6_000_000_000, width: 320, height: 100)
        let placements = geometry.placements(in: viewport.visibleRect, viewport: viewport)
        // Lines at 6 · 10⁹ and 6 · 10⁹ + 60 (a line starts every 60).
        #expect(placements.count == 10)
        #expect(placements.first?.element == .item(path(0, 500_000_000)))
        #expect(geometry.item(at: CGPoint(x: 140, y: 6_000_000_070)) == path(0, 500_000_007))
        geometry.checkInvariants()
    }

    @Test("A million uniform items: no own sizes, and one screen of placements is one screen of items")
    func millionItems() {
        let geometry = FlowGeometry(crossExtent: 320, sections: [.init(itemCount: 1_000_000)], displayScale: 1)
        #expect(geometry.ownSizeCount == 0)
        let viewport = Viewport(offsetX: 0, offsetY: 3_000_000, width: 320, height: 600)
        let placements = geometry.placements(in: viewport.visibleRect, viewport: viewport)
        #expect(placements.count == 50)
        #expect(placements.allSatisfy { $0.frame.minX == $0.frame.minX.rounded() })
    }

    @Test("Measuring a hundred items in a million re-packs locally: a few blocks per measured item, frames as the reference")
    func measuringInAMillion() {
        var geometry = FlowGeometry(crossExtent: 320, sections: [.init(itemCount: 1_000_000)])
        let measured = (0..<100).map { path(0, 500_000 + $0 * 37) }
        geometry.setItemSizes(measured.map { ($0, CGSize(width: 50, height: 44)) })
        #expect(geometry.ownSizeCount == 100)
        #expect(geometry.sections[0].blocks.count <= 3 * 100 + 2)
        // Every fifth item starts a line and lines are 60 apart until the measured stretch, where
        // the lines holding a 44-tall item stay 50 tall (its neighbours are 50).
        #expect(geometry.frameForItem(at: path(0, 499_999)).minY == 5_999_940)
        #expect(geometry.frameForItem(at: path(0, 500_000)) == CGRect(x: 0, y: 6_000_003, width: 50, height: 44))
        #expect(geometry.contentSize.height == 11_999_990)
        geometry.checkInvariants()
    }

    @Test("A section where every one of 10⁵ items has its own size works, at one block per line",
          arguments: [FlowGeometry.ScrollDirection.vertical, .horizontal])
    func everyItemSized(direction: FlowGeometry.ScrollDirection) {
        let count = 100_000
        var reference = ReferenceFlow(direction: direction, crossExtent: 320, displayScale: nil,
                                      sections: [.init(style: .init(), sizes: Array(repeating: nil, count: count))])
        var geometry = reference.makeGeometry()
        let sizes: [CGSize] = (0..<count).map { item in
            let width: Int = 20 + item % 7 * 10
            let height: Int = 10 + item % 5 * 5
            return CGSize(width: Double(width), height: Double(height))
        }
        geometry.setItemSizes(sizes.enumerated().map { (path(0, $0.offset), $0.element) })
        reference.sections[0].sizes = sizes
        #expect(geometry.ownSizeCount == count)
        let expected = reference.layout()
        var mismatches = 0
        for item in stride(from: 0, to: count, by: 7) where geometry.frameForItem(at: path(0, item)) != expected.items[path(0, item)] {
            mismatches += 1
        }
        #expect(mismatches == 0)
        #expect(geometry.contentSize == expected.contentSize)
        geometry.checkInvariants()
    }

    @Test("Re-packing starts at the line before the first changed item: a measurement near the end leaves earlier blocks alone")
    func localRepack() {
        var geometry = FlowGeometry(crossExtent: 320, sections: [.init(itemCount: 1_000)])
        geometry.setItemSize(CGSize(width: 20, height: 20), at: path(0, 100))
        let before = geometry.sections[0].blocks
        geometry.setItemSize(CGSize(width: 30, height: 30), at: path(0, 900))
        let after = geometry.sections[0].blocks
        // The blocks before item 100's line are the same values, not rebuilt differently.
        let kept = before.prefix { $0.endItem <= 100 }
        #expect(!kept.isEmpty && Array(after.prefix(kept.count)) == Array(kept))
        geometry.checkInvariants()
    }
}
