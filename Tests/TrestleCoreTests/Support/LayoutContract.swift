import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// The promises every ``ItemLayout`` makes, checked against brute force over all of its
/// elements. Generic, so the table and the test grid are held to the same contract.
enum LayoutContract {
    /// Every element the layout has, at its natural frame: each item, and each section's header
    /// and footer where the layout has one.
    static func allElements<L: ItemLayout>(_ layout: L) -> [LayoutElement: CGRect] {
        var result: [LayoutElement: CGRect] = [:]
        for section in 0..<layout.numberOfSections {
            for item in 0..<layout.numberOfItems(inSection: section) {
                let path = ItemPath(section: section, item: item)
                result[.item(path)] = layout.frameForItem(at: path)
            }
            for kind in [SupplementaryKind.header, .footer] {
                let path = ItemPath(section: section, item: 0)
                if let frame = layout.frameForSupplementary(ofKind: kind, at: path) { result[.supplementary(kind, path)] = frame }
            }
        }
        return result
    }

    /// Strict overlap on both axes, spelled out here rather than borrowed from the engine.
    static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
    }

    /// A random rect around the content (partly or wholly outside it at times), of positive size.
    static func randomRect(around size: CGSize, using rng: inout SeededRandomNumberGenerator) -> CGRect {
        let width = Double(size.width), height = Double(size.height)
        let x = Double(Int.random(in: -12...Int(width) + 12, using: &rng)) + [0, 0.5].randomElement(using: &rng)!
        let y = Double(Int.random(in: -12...Int(height) + 12, using: &rng)) + [0, 0.5].randomElement(using: &rng)!
        return CGRect(x: x, y: y, width: Double(Int.random(in: 1...Int(width) + 20, using: &rng)),
                      height: Double(Int.random(in: 1...40, using: &rng)))
    }

    /// Checks `layout` against brute force: counts, content size, natural frames of placements,
    /// ordering, strict intersection, empty rects, and floating elements for random viewports.
    /// Returns the number of placements compared, so callers can tell the check was not vacuous.
    @discardableResult
    static func check<L: ItemLayout>(_ layout: L, rects: Int = 12, using rng: inout SeededRandomNumberGenerator,
                                     _ context: String) -> Int {
        let elements = allElements(layout)
        let size = layout.contentSize
        #expect(layout.itemCountsBySection.count == layout.numberOfSections, "\(context)")

        // The content size bounds every frame.
        for (element, frame) in elements {
            let inside = frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= size.width && frame.maxY <= size.height
            #expect(inside, "\(context): \(element) at \(frame) outside the content \(size)")
            #expect(layout.frame(of: element) == frame, "\(context): frame(of: \(element))")
        }
        #expect(layout.frameForSupplementary(ofKind: .header, at: ItemPath(section: layout.numberOfSections, item: 0)) == nil,
                "\(context): a header beyond the last section")
        #expect(layout.frameForSupplementary(ofKind: SupplementaryKind(rawValue: "badge"), at: ItemPath(section: 0, item: 0)) == nil,
                "\(context): a kind the layout does not use")

        var compared = 0
        for _ in 0..<rects {
            let rect = randomRect(around: size, using: &rng)
            let placements = layout.placements(in: rect, viewport: nil)
            compared += placements.count
            let expected = elements.filter { overlaps($0.value, rect) }
            var found: [LayoutElement: CGRect] = [:]
            for placement in placements {
                #expect(found[placement.element] == nil, "\(context): \(placement.element) placed twice in \(rect)")
                found[placement.element] = placement.frame
                #expect(!placement.isPinned, "\(context): \(placement.element) pinned without a viewport")
            }
            #expect(found == expected, "\(context): placements in \(rect)")
            #expect(zip(placements, placements.dropFirst()).allSatisfy { $0 < $1 }, "\(context): placements in \(rect) out of order")
            if found != expected { return compared }

            // A rect without area intersects nothing.
            let flat = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 0)
            #expect(layout.placements(in: flat, viewport: nil).isEmpty, "\(context): a zero-height rect")

            // With a viewport, items stay where they are; floating elements keep their size, and
            // unpinned ones their natural frame.
            let viewport = Viewport(offsetX: Double(rect.minX), offsetY: Double(rect.minY) + Double(Int.random(in: 0...8, using: &rng)),
                                    width: Double(rect.width), height: Double(rect.height),
                                    insetTop: [0, 0, 3].randomElement(using: &rng)!, insetBottom: [0, 2].randomElement(using: &rng)!)
            let floating = layout.placements(in: rect, viewport: viewport)
            #expect(zip(floating, floating.dropFirst()).allSatisfy { $0 < $1 }, "\(context): placements for \(viewport) out of order")
            #expect(floating.filter { if case .item = $0.element { true } else { false } }
                        == placements.filter { if case .item = $0.element { true } else { false } },
                    "\(context): items move with a viewport")
            for placement in floating {
                guard let natural = elements[placement.element] else {
                    Issue.record("\(context): \(placement.element) is not an element of the layout")
                    continue
                }
                #expect(overlaps(placement.frame, rect), "\(context): \(placement.element) at \(placement.frame) outside \(rect)")
                #expect(placement.frame.size == natural.size, "\(context): \(placement.element) changes size when it floats")
                #expect(placement.isPinned == (placement.frame != natural), "\(context): \(placement.element) isPinned")
            }
        }
        return compared
    }

    /// Applies `update` to `layout` and checks the result against the naive outcome: the new
    /// counts, sizes that follow their items, the placements contract, and the scroll anchor for
    /// `viewport` — an anchored item (or the item that takes its place) is where it was on screen
    /// at the corrected offset, and an item that stays put keeps the anchor.
    ///
    /// - Returns: The updated layout, and whether an anchored item was checked.
    static func checkUpdate<L: ItemLayout>(_ layout: L, _ update: BatchUpdate, outcome: ReferenceBatch.Outcome,
                                           viewport: Viewport, newSection: (Int) -> L.NewSection,
                                           using rng: inout SeededRandomNumberGenerator,
                                           _ context: String) throws -> (layout: L, checkedAnchor: Bool) {
        let before = layout
        var after = layout
        let anchor = before.scrollAnchor(for: viewport)
        let plan = try after.apply(update, newSectionCounts: outcome.counts, kind: .collection, newSection: newSection)
        #expect(after.itemCountsBySection == outcome.counts, "\(context): counts")
        guard after.itemCountsBySection == outcome.counts else { return (after, false) }

        // Measured sizes follow their items (the naive outcome says where each went).
        for (section, count) in before.itemCountsBySection.enumerated() {
            for item in 0..<count {
                let old = ItemPath(section: section, item: item)
                guard let new = outcome.newPath(forOld: old) else { continue }
                #expect(after.frameForItem(at: new).size == before.frameForItem(at: old).size,
                        "\(context): \(old) → \(new) changed size")
            }
        }
        check(after, rects: 4, using: &rng, context + " (after)")

        guard let anchor, let old = anchor.item else { return (after, false) }
        let remapped = anchor.remapped(through: plan.mapping)
        let moved = plan.movedItems.contains { $0.from == old } || plan.movedSections.contains { $0.from == old.section }
        if let target = outcome.newPath(forOld: old), !moved {
            #expect(remapped.item == target, "\(context): the anchored item \(old) stays, at \(target)")
        }
        guard let new = remapped.item else { return (after, false) }
        let offset = after.contentOffset(keeping: remapped, in: viewport)
        let was = before.frameForItem(at: old).origin
        let now = after.frameForItem(at: new).origin
        let onScreenBefore = (x: Double(was.x) - viewport.offsetX, y: Double(was.y) - viewport.offsetY)
        let onScreenAfter = (x: Double(now.x - offset.x), y: Double(now.y - offset.y))
        #expect(abs(onScreenAfter.x - onScreenBefore.x) < 1e-9 && abs(onScreenAfter.y - onScreenBefore.y) < 1e-9,
                "\(context): anchored \(old) → \(new) was at \(onScreenBefore) on screen, now at \(onScreenAfter)")
        let correction = after.offsetCorrection(for: remapped, in: viewport)
        #expect(correction.dx == Double(offset.x) - viewport.offsetX && correction.dy == Double(offset.y) - viewport.offsetY,
                "\(context): correction")
        return (after, true)
    }
}
