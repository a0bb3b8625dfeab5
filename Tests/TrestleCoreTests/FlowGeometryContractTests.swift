import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// ``FlowGeometry`` held to the same ``ItemLayout`` contract as the table and the test grid.
@Suite("Flow geometry keeps the item-layout contract")
struct FlowGeometryContractTests {
    static let directions: [FlowGeometry.ScrollDirection] = [.vertical, .horizontal]
    static let scales: [Double?] = [nil, 1]

    /// A viewport whose pin line along the scroll axis is inside the content, so that there is
    /// something to anchor.
    static func viewportInside(_ geometry: FlowGeometry, using rng: inout SeededRandomNumberGenerator) -> Viewport {
        let size = geometry.contentSize
        guard geometry.scrollDirection == .horizontal else { return ItemLayoutTests.viewportInside(size, using: &rng) }
        let insetLeft: Double = [0, 0, 4].randomElement(using: &rng)!
        let offsetX = Double(Int.random(in: 1...max(1, Int(size.width) - 1), using: &rng)) - insetLeft
        return Viewport(offsetX: offsetX, offsetY: [0, 0, -3, 6].randomElement(using: &rng)!,
                        width: 30, height: max(1, Double(size.height)),
                        insetTop: [0, 2].randomElement(using: &rng)!, insetLeft: insetLeft)
    }

    /// A random flow for the contract. With a display scale, item sizes are whole points, so that
    /// an item's rounded size does not depend on where it lands; for updates, every section has
    /// the same item size, so that an item moved to another section keeps its size.
    static func randomGeometry(_ direction: FlowGeometry.ScrollDirection, scale: Double?, uniformItemSize: Bool = false,
                               using rng: inout SeededRandomNumberGenerator) -> FlowGeometry {
        let reference = ReferenceFlow.random(maxSections: 5, maxItems: 40, direction: direction, displayScale: .some(scale),
                                             uniformItemSize: uniformItemSize, integral: scale != nil, using: &rng)
        return reference.makeGeometry(pinsHeaders: Bool.random(using: &rng), pinsFooters: Bool.random(using: &rng))
    }

    @Test("Placements equal the brute-force filter of the frames, in order, for random rects and viewports",
          arguments: directions, scales)
    func placements(direction: FlowGeometry.ScrollDirection, scale: Double?) {
        var rng = SeededRandomNumberGenerator(seed: direction == .vertical ? 7 : 8)
        var compared = 0
        for round in 0..<150 {
            let geometry = Self.randomGeometry(direction, scale: scale, using: &rng)
            compared += LayoutContract.check(geometry, using: &rng, "\(direction) scale \(String(describing: scale)) round \(round)")
        }
        #expect(compared > 2_000)
    }

    @Test("Random valid batches: own sizes follow items, placements stay exact, the anchored item stays on screen",
          arguments: directions, scales)
    func updates(direction: FlowGeometry.ScrollDirection, scale: Double?) throws {
        var rng = SeededRandomNumberGenerator(seed: direction == .vertical ? 61 : 62)
        var anchored = 0
        for round in 0..<150 {
            var geometry = Self.randomGeometry(direction, scale: scale, uniformItemSize: true, using: &rng)
            if geometry.numberOfSections == 0 {
                geometry = FlowGeometry(scrollDirection: direction, crossExtent: 100,
                                        sections: [.init(style: .init(itemSize: CGSize(width: 20, height: 20)), itemCount: 12)])
            }
            let counts = geometry.itemCountsBySection
            let calls = RandomBatches.batch(oldCounts: counts, churn: [0.05, 0.3].randomElement(using: &rng)!,
                                            maxInsertsPerSection: 4, using: &rng)
            let update = RandomBatches.record(calls, using: &rng)
            let outcome = try #require(ReferenceBatch.apply(update, oldCounts: counts, freshRows: { $0 % 4 }))
            let viewport = Self.viewportInside(geometry, using: &rng)
            let crossExtent = geometry.crossExtent
            let itemSize = geometry.style(ofSection: 0).itemSize
            let result = try LayoutContract.checkUpdate(
                geometry, update, outcome: outcome, viewport: viewport,
                newSection: { index in
                    var inner = SeededRandomNumberGenerator(seed: UInt64(index))
                    return ReferenceFlow.randomStyle(crossExtent: crossExtent, itemSize: itemSize, using: &inner)
                },
                using: &rng, "\(direction) scale \(String(describing: scale)) round \(round): \(calls) on \(counts)")
            result.layout.checkInvariants()
            if result.checkedAnchor { anchored += 1 }
        }
        #expect(anchored > 40)
    }

    @Test("Rects that only touch the content's edges, or lie beside it, hold nothing", arguments: directions)
    func touchingEdges(direction: FlowGeometry.ScrollDirection) {
        let geometry = FlowGeometry(scrollDirection: direction, crossExtent: 100, sections: [.init(itemCount: 7)])
        let size = geometry.contentSize
        let (width, height) = (Double(size.width), Double(size.height))
        #expect(geometry.placements(in: CGRect(x: width, y: 0, width: 10, height: height), viewport: nil).isEmpty)
        #expect(geometry.placements(in: CGRect(x: -10, y: 0, width: 10, height: height), viewport: nil).isEmpty)
        #expect(geometry.placements(in: CGRect(x: 0, y: height, width: width, height: 10), viewport: nil).isEmpty)
        #expect(geometry.placements(in: CGRect(x: 0, y: -5, width: width, height: 5), viewport: nil).isEmpty)
        #expect(geometry.placements(in: CGRect(x: 0, y: 0, width: width, height: 0), viewport: nil).isEmpty)
        #expect(geometry.placements(in: CGRect(x: 0, y: 0, width: width, height: height), viewport: nil).count == 7)
    }
}
