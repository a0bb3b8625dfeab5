import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// The chunked stores behind a flow section — its own sizes and its blocks — against plain
/// sorted arrays, through enough changes to split, merge and rebuild their chunks.
@Suite("Flow geometry's chunked stores")
struct FlowGeometryStorageTests {
    @Test("Own sizes set one at a time or merged in batches read as a sorted array of them", arguments: [51, 52] as [UInt64])
    func ownSizes(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var store = FlowOwnSizes()
        var model: [Int: CGSize] = [:]
        for step in 0..<300 {
            let bound = [600, 5_000].randomElement(using: &rng)!
            if Bool.random(using: &rng) {
                let item = Int.random(in: 0..<bound, using: &rng)
                let size = CGSize(width: Double(Int.random(in: 0...3, using: &rng)), height: 1)
                let (change, _) = store.set(size, for: item)
                let expected: FlowOwnSizes.Change = model[item] == nil ? .inserted : model[item] == size ? .unchanged : .updated
                #expect(change == expected, "step \(step)")
                model[item] = size
            } else {
                // Small batches go in one at a time, large ones by a merge.
                let items = Set((0..<[3, 40, 900].randomElement(using: &rng)!).map { _ in Int.random(in: 0..<bound, using: &rng) }).sorted()
                let updates = items.map { (item: $0, size: CGSize(width: Double(Int.random(in: 0...3, using: &rng)), height: 1)) }
                let (changed, inserted, _) = store.merge(updates)
                #expect(changed == updates.filter { model[$0.item] != $0.size }.map(\.item), "step \(step)")
                #expect(inserted == updates.filter { model[$0.item] == nil }.count, "step \(step)")
                for update in updates { model[update.item] = update.size }
            }
            store.checkInvariants("step \(step)")
            let sorted = model.keys.sorted()
            #expect(store.map(\.item) == sorted, "step \(step)")
            #expect(store.map(\.size) == sorted.map { model[$0]! }, "step \(step)")
            for probe in (0..<20).map({ _ in Int.random(in: -1...bound, using: &rng) }) {
                #expect(store.size(of: probe) == model[probe])
                let index = store.lowerBound(probe)
                let expected = sorted.firstIndex { $0 >= probe } ?? sorted.count
                #expect(store.distance(from: store.startIndex, to: index) == expected)
            }
        }
        #expect(store.chunks.count > 5)
        // However it is chunked, a store equals one built from the same entries.
        let sorted = model.keys.sorted()
        #expect(store == FlowOwnSizes(items: sorted, sizes: sorted.map { model[$0]! }))
    }

    /// `items` items cut into random single-line blocks of 1 to 5 items, starting at `first`.
    func randomBlocks(from first: Int, items: Int, using rng: inout SeededRandomNumberGenerator) -> [FlowBlock] {
        var blocks: [FlowBlock] = []
        var item = first
        while item < first + items {
            let count = min(Int.random(in: 1...5, using: &rng), first + items - item)
            let lines = Int.random(in: 0..<4, using: &rng) == 0 ? 3 : 1
            blocks.append(FlowBlock(firstItem: item, itemCount: count * lines, lineCount: lines, top: -1,
                                    lineExtent: [0, 2.5, 10, 44].randomElement(using: &rng)!, crossSum: 0, widest: 0,
                                    isRun: lines > 1, hasOwnSizes: false))
            item += count * lines
        }
        return blocks
    }

    @Test("Blocks replaced in stretches of every length read as the array of blocks, at running-sum places", arguments: [61, 62] as [UInt64])
    func blocks(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        // With no spacing, chunks end exactly where the next one starts.
        let spacing = seed == 61 ? 4.5 : 0
        var list = FlowBlockList()
        var model = randomBlocks(from: 0, items: 6_000, using: &rng)
        list.replace(from: list.startIndex, to: list.endIndex, with: model, spacing: spacing)
        for step in 0..<300 {
            // A stretch of old blocks, from none to all of them, replaced by new blocks over the
            // same items.
            let length = min(model.count, [1, 2, 10, 100, 700, model.count].randomElement(using: &rng)!)
            let lower = Int.random(in: 0...(model.count - length), using: &rng)
            let upper = lower + length
            let first = model[lower].firstItem
            let end = upper == model.count ? model[model.count - 1].endItem : model[upper].firstItem
            let blocks = randomBlocks(from: first, items: end - first, using: &rng)
            let start = list.index(list.startIndex, offsetBy: lower)
            let stop = list.index(list.startIndex, offsetBy: upper)
            list.replace(from: start, to: stop, with: blocks, spacing: spacing)
            model.replaceSubrange(lower..<upper, with: blocks)

            list.checkInvariants(spacing: spacing, "step \(step)")
            var top = 0.0
            for i in model.indices {
                model[i].top = top
                top = model[i].nextTop(spacing: spacing)
            }
            #expect(Array(list) == model, "step \(step)")
            #expect(list.count == model.count && list.lastBlock == model.last, "step \(step)")
            for item in (0..<10).map({ _ in Int.random(in: 0..<6_000, using: &rng) }) {
                let index = model.firstIndex { $0.endItem > item }!
                #expect(list[list.position(containing: item)] == model[index], "step \(step), item \(item)")
            }
            for offset in (0..<10).map({ _ in Double(Int.random(in: -10...Int(top) + 10, using: &rng)) }) {
                let index = model.firstIndex { $0.bottom(spacing: spacing) >= offset }
                let position = list.position(endingAtOrAfter: offset, spacing: spacing)
                #expect((position == list.endIndex ? nil : list[position]) == index.map { model[$0] }, "step \(step), offset \(offset)")
            }
        }
        #expect(list.chunks.count > 5)
    }
}
