import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// Measuring items costs what it touches, not what is measured already: sizes go into one chunk
/// of the own-size store, and re-packing stops once the lines are back on the old line breaks.
/// Checked by counting the work (``FlowWork``) rather than by timing, and against the reference
/// packer on sections long enough to span many chunks.
@Suite("Flow geometry re-packs locally")
struct FlowGeometryLocalityTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    /// 320 wide, five 50-point items per line: `items` items with every tenth one measured, as
    /// wide as the estimate and 40 to 59 tall, so that each line is a block of its own.
    func tenthMeasured(items: Int) -> FlowGeometry {
        var geometry = FlowGeometry(crossExtent: 320, sections: [.init(itemCount: items)])
        geometry.setItemSizes(stride(from: 0, to: items, by: 10).map {
            (path(0, $0), CGSize(width: 50, height: Double(40 + $0 / 10 % 20)))
        })
        return geometry
    }

    @Test("Measuring one item among 10⁵ measured ones re-packs its line and writes a chunk or two, not the lines after it")
    func oneAmongManyMeasured() {
        var geometry = tenthMeasured(items: 1_000_000)
        #expect(geometry.ownSizeCount == 100_000)
        #expect(geometry.sections[0].blocks.count == 200_000)
        let before = geometry.work
        let below = geometry.frameForItem(at: path(0, 900_000))
        geometry.setItemSize(CGSize(width: 50, height: 70), at: path(0, 500_003))
        let work = geometry.work
        // Re-packing to the end would pack 10⁵ lines and rewrite every block after the change.
        #expect(work.blocksPacked - before.blocksPacked <= 2)
        #expect(work.blocksWritten - before.blocksWritten <= 2 * FlowBlockList.maxChunk)
        #expect(work.ownSizesWritten - before.ownSizesWritten <= FlowOwnSizes.maxChunk + 1)
        // Item 500 000 is 40 tall, so its line grows from 50 to 70: everything after moves 20.
        #expect(geometry.frameForItem(at: path(0, 500_003)).height == 70)
        #expect(geometry.frameForItem(at: path(0, 900_000)) == below.offsetBy(dx: 0, dy: 20))
        geometry.checkInvariants()
    }

    @Test("A batch measuring items at both ends of a section re-packs two windows and keeps the lines between")
    func windowsAtBothEnds() {
        var geometry = tenthMeasured(items: 100_000)
        let middle = geometry.frameForItem(at: path(0, 50_000))
        let before = geometry.work
        geometry.setItemSizes([(path(0, 1), CGSize(width: 50, height: 75)), (path(0, 99_998), CGSize(width: 50, height: 30)),
                               (path(0, 2), CGSize(width: 50, height: 20))])
        #expect(geometry.work.blocksPacked - before.blocksPacked <= 4)
        #expect(geometry.work.blocksWritten - before.blocksWritten <= 4 * FlowBlockList.maxChunk)
        // The first line grows from 50 (its tallest, item 0, is 40) to 75.
        #expect(geometry.frameForItem(at: path(0, 50_000)) == middle.offsetBy(dx: 0, dy: 25))
        var fresh = FlowGeometry(crossExtent: 320, sections: [.init(itemCount: 100_000)])
        fresh.setItemSizes(geometry.sections[0].ownSizes.map { (path(0, $0.item), $0.size) })
        #expect(geometry == fresh)
        geometry.checkInvariants()
    }

    @Test("A measurement that moves every later line break re-packs to the end, and agrees with packing afresh")
    func shiftedBreaks() {
        var geometry = tenthMeasured(items: 20_000)
        // 100 wide: item 10 001's line now holds four items, and every later line starts one
        // item later than before, so no old line start comes back.
        geometry.setItemSize(CGSize(width: 100, height: 50), at: path(0, 10_001))
        #expect(geometry.frameForItem(at: path(0, 10_004)).minX == 0)
        var fresh = FlowGeometry(crossExtent: 320, sections: [.init(itemCount: 20_000)])
        fresh.setItemSizes(geometry.sections[0].ownSizes.map { (path(0, $0.item), $0.size) })
        #expect(geometry == fresh)
        geometry.checkInvariants()
    }

    @Test("Random batches on sections of thousands of items, spanning many chunks, agree with the reference",
          arguments: [41, 42, 43] as [UInt64])
    func randomLongSections(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<4 {
            let direction: FlowGeometry.ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
            let crossExtent = [57.0, 100, 123.5].randomElement(using: &rng)!
            let available = crossExtent - 15
            var reference = ReferenceFlow(direction: direction, crossExtent: crossExtent,
                                          displayScale: [nil, 1, 2].randomElement(using: &rng)!, sections: [])
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let style = ReferenceFlow.randomStyle(crossExtent: crossExtent, using: &rng)
                let share = [0.05, 0.5, 1].randomElement(using: &rng)!
                let sizes: [CGSize?] = (0..<Int.random(in: 1_000...3_000, using: &rng)).map { _ in
                    Double.random(in: 0..<1, using: &rng) < share
                        ? ReferenceFlow.randomSize(maxCross: available, overwide: true, direction: direction, using: &rng)
                        : nil
                }
                reference.sections.append(.init(style: style, sizes: sizes))
            }
            var geometry = reference.makeGeometry()
            for step in 0..<15 {
                var batch: [(ItemPath, CGSize)] = []
                for _ in 0..<Int.random(in: 1...12, using: &rng) {
                    let s = Int.random(in: 0..<reference.sections.count, using: &rng)
                    let count = reference.sections[s].sizes.count
                    // Mostly items close together, as a screenful is; sometimes anywhere.
                    let item = Bool.random(using: &rng)
                        ? Int.random(in: 0..<count, using: &rng)
                        : min(count - 1, count / 2 + Int.random(in: 0..<40, using: &rng))
                    // Often the size it has, or its estimate: a measurement that changes nothing.
                    let size: CGSize
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0: size = reference.sections[s].sizes[item] ?? reference.sections[s].style.itemSize
                    default: size = ReferenceFlow.randomSize(maxCross: available, overwide: true, direction: direction, using: &rng)
                    }
                    batch.append((path(s, item), size))
                    reference.sections[s].sizes[item] = size
                }
                if Bool.random(using: &rng) {
                    geometry.setItemSizes(batch)
                } else {
                    for (path, size) in batch { geometry.setItemSize(size, at: path) }
                }
                FlowGeometryReferenceTests.expectMatches(geometry, reference, "seed \(seed) round \(round) step \(step)")
            }
            #expect(geometry == reference.makeGeometry(), "seed \(seed) round \(round)")
            geometry.checkInvariants()
        }
    }
}
