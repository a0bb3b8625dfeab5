import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// The engine against ``ReferenceFlow``, which packs every item one at a time: every frame and the
/// content size must agree exactly, for random sections, sizes, insets, spacings, directions and
/// display scales, and after every kind of change.
@Suite("Flow geometry against the one-item-at-a-time reference")
struct FlowGeometryReferenceTests {
    /// Every frame the geometry reports, compared with the reference's.
    static func expectMatches(_ geometry: FlowGeometry, _ reference: ReferenceFlow, _ context: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = reference.layout()
        #expect(geometry.contentSize == expected.contentSize, "\(context): content size", sourceLocation: sourceLocation)
        #expect(geometry.numberOfSections == reference.sections.count, "\(context): sections", sourceLocation: sourceLocation)
        guard geometry.numberOfSections == reference.sections.count else { return }
        var mismatches = 0
        for (s, section) in reference.sections.enumerated() {
            #expect(geometry.numberOfItems(inSection: s) == section.sizes.count, "\(context): items in \(s)", sourceLocation: sourceLocation)
            guard geometry.numberOfItems(inSection: s) == section.sizes.count else { return }
            for item in section.sizes.indices {
                let path = ItemPath(section: s, item: item)
                let frame = geometry.frameForItem(at: path)
                if frame != expected.items[path] {
                    mismatches += 1
                    if mismatches <= 5 {
                        Issue.record("\(context): item \(path) at \(frame), the reference puts it at \(expected.items[path]!)",
                                     sourceLocation: sourceLocation)
                    }
                }
            }
            let path = ItemPath(section: s, item: 0)
            #expect(geometry.frameForSupplementary(ofKind: .header, at: path) == expected.headers[s],
                    "\(context): header \(s)", sourceLocation: sourceLocation)
            #expect(geometry.frameForSupplementary(ofKind: .footer, at: path) == expected.footers[s],
                    "\(context): footer \(s)", sourceLocation: sourceLocation)
        }
        #expect(mismatches == 0, "\(context): \(mismatches) items differ", sourceLocation: sourceLocation)
    }

    @Test("Random flows, including items wider than a line, agree with the reference frame for frame",
          arguments: [1, 2, 3, 4] as [UInt64])
    func randomFlows(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var items = 0
        for round in 0..<150 {
            let reference = ReferenceFlow.random(maxSections: 5, maxItems: 40, overwide: true, using: &rng)
            let geometry = reference.makeGeometry()
            Self.expectMatches(geometry, reference, "seed \(seed) round \(round)")
            geometry.checkInvariants()
            items += reference.sections.reduce(0) { $0 + $1.sizes.count }
        }
        #expect(items > 5_000)
    }

    @Test("Sizes set one at a time, in random order, agree with the reference after every change",
          arguments: [11, 12] as [UInt64])
    func measuringOneByOne(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<40 {
            var reference = ReferenceFlow.random(maxSections: 3, maxItems: 40, overwide: true, using: &rng)
            guard !reference.sections.isEmpty else { continue }
            var geometry = reference.makeGeometry()
            for step in 0..<25 {
                let s = Int.random(in: 0..<reference.sections.count, using: &rng)
                guard !reference.sections[s].sizes.isEmpty else { continue }
                let item = Int.random(in: 0..<reference.sections[s].sizes.count, using: &rng)
                let size = ReferenceFlow.randomSize(maxCross: reference.crossExtent - 15, overwide: true,
                                                    direction: reference.direction, using: &rng)
                reference.sections[s].sizes[item] = size
                geometry.setItemSize(size, at: ItemPath(section: s, item: item))
                Self.expectMatches(geometry, reference, "seed \(seed) round \(round) step \(step)")
            }
            geometry.checkInvariants()
        }
    }

    @Test("Batches of sizes, widths, styles and removals agree with the reference",
          arguments: [21, 22] as [UInt64])
    func mutations(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<40 {
            var reference = ReferenceFlow.random(maxSections: 4, maxItems: 40, overwide: true, using: &rng)
            guard !reference.sections.isEmpty else { continue }
            var geometry = reference.makeGeometry()
            for step in 0..<12 {
                let s = Int.random(in: 0..<reference.sections.count, using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0:
                    // A batch of sizes across sections, some items more than once.
                    var batch: [(ItemPath, CGSize)] = []
                    for _ in 0..<Int.random(in: 0...15, using: &rng) {
                        let section = Int.random(in: 0..<reference.sections.count, using: &rng)
                        guard !reference.sections[section].sizes.isEmpty else { continue }
                        let item = Int.random(in: 0..<reference.sections[section].sizes.count, using: &rng)
                        let size = ReferenceFlow.randomSize(maxCross: reference.crossExtent - 15, overwide: true,
                                                            direction: reference.direction, using: &rng)
                        batch.append((ItemPath(section: section, item: item), size))
                        reference.sections[section].sizes[item] = size
                    }
                    geometry.setItemSizes(batch)
                case 1:
                    let extent = [48.0, 57, 100, 123.5, 200].randomElement(using: &rng)!
                    reference.crossExtent = extent
                    geometry.setCrossExtent(extent)
                    // Keep the default sizes within the narrower lines.
                    for index in reference.sections.indices where Double(reference.sections[index].style.itemSize.width) > extent - 15
                        || Double(reference.sections[index].style.itemSize.height) > extent - 15 {
                        reference.sections[index].style.itemSize = CGSize(width: 5, height: 5)
                        geometry.setStyle(reference.sections[index].style, ofSection: index)
                    }
                case 2:
                    let style = ReferenceFlow.randomStyle(crossExtent: reference.crossExtent, using: &rng)
                    reference.sections[s].style = style
                    geometry.setStyle(style, ofSection: s)
                case 3:
                    reference.sections[s].sizes = reference.sections[s].sizes.map { _ in nil }
                    geometry.removeItemSizes(inSection: s)
                default:
                    if Bool.random(using: &rng) {
                        for index in reference.sections.indices {
                            reference.sections[index].sizes = reference.sections[index].sizes.map { _ in nil }
                        }
                        geometry.removeAllItemSizes()
                        #expect(geometry.ownSizeCount == 0)
                    }
                }
                Self.expectMatches(geometry, reference, "seed \(seed) round \(round) step \(step)")
                let owned = reference.sections.reduce(0) { $0 + $1.sizes.filter { $0 != nil }.count }
                #expect(geometry.ownSizeCount == owned, "seed \(seed) round \(round) step \(step): own sizes")
            }
            geometry.checkInvariants()
        }
    }

    @Test("Random batch updates agree with the reference: sizes follow their items, new sections take their styles",
          arguments: [31, 32, 33] as [UInt64])
    func batchUpdates(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<100 {
            var reference = ReferenceFlow.random(maxSections: 5, maxItems: 25, overwide: true, using: &rng)
            if reference.sections.isEmpty { reference.sections = [.init(style: .init(), sizes: [nil, nil])] }
            var geometry = reference.makeGeometry()
            let counts = geometry.itemCountsBySection
            let calls = RandomBatches.batch(oldCounts: counts, churn: [0.05, 0.3].randomElement(using: &rng)!,
                                            maxInsertsPerSection: 4, using: &rng)
            let update = RandomBatches.record(calls, using: &rng)
            let outcome = try #require(ReferenceBatch.apply(update, oldCounts: counts, freshRows: { $0 % 4 }))
            let crossExtent = reference.crossExtent
            let newSection = { (index: Int) in
                var inner = SeededRandomNumberGenerator(seed: UInt64(index) &+ seed)
                return ReferenceFlow.randomStyle(crossExtent: crossExtent, using: &inner)
            }
            try geometry.apply(update, newSectionCounts: outcome.counts, kind: .collection, newSection: newSection)
            reference = reference.applying(outcome, newSection: newSection)
            Self.expectMatches(geometry, reference, "seed \(seed) round \(round): \(calls) on \(counts)")
            geometry.checkInvariants()
        }
    }
}
