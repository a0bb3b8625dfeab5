import Testing
import TrestleTesting
@testable import TrestleCore

/// One mutation, applied to both the index and the reference model.
enum HeightOperation: CustomStringConvertible {
    case set(row: Int, extent: Double)
    case invalidate(row: Int)
    case insert(at: Int, count: Int)
    case remove(Range<Int>)
    case estimate(Double)
    case reset

    func apply(to index: inout HeightIndex, _ reference: inout ReferenceHeights) {
        switch self {
        case let .set(row, extent):
            index.setExtent(extent, forRow: row)
            reference.values[row] = extent
        case let .invalidate(row):
            index.invalidateMeasurement(ofRow: row)
            reference.values[row] = nil
        case let .insert(at, count):
            index.insertRows(at: at, count: count)
            reference.values.insert(contentsOf: repeatElement(nil, count: count), at: at)
        case let .remove(range):
            index.removeRows(range)
            reference.values.removeSubrange(range)
        case let .estimate(value):
            index.setEstimate(value)
            reference.estimate = value
        case .reset:
            index.removeAllMeasurements()
            reference.values = Array(repeating: nil, count: reference.count)
        }
    }

    /// Every operation that is valid on `count` rows, with a small palette of values.
    static func all(count: Int) -> [HeightOperation] {
        var result: [HeightOperation] = [.estimate(0), .estimate(2.25), .reset]
        for row in 0..<count {
            result += [.set(row: row, extent: 0), .set(row: row, extent: 1.5), .set(row: row, extent: 7), .invalidate(row: row)]
        }
        for at in 0...count {
            result += [.insert(at: at, count: 1), .insert(at: at, count: 40)]
        }
        for lower in 0..<count {
            for upper in (lower + 1)...count { result.append(.remove(lower..<upper)) }
        }
        return result
    }

    var description: String {
        switch self {
        case let .set(row, extent): "set(\(row), \(extent))"
        case let .invalidate(row): "invalidate(\(row))"
        case let .insert(at, count): "insert(at: \(at), count: \(count))"
        case let .remove(range): "remove(\(range))"
        case let .estimate(value): "estimate(\(value))"
        case .reset: "reset"
        }
    }
}

@Suite("Height index")
struct HeightIndexTests {
    @Test("Every sequence of up to three operations on up to three rows matches the reference model",
          arguments: 0...3)
    func exhaustiveSmallSequences(initialCount: Int) {
        func explore(_ index: HeightIndex, _ reference: ReferenceHeights, _ history: [HeightOperation], depth: Int) {
            guard depth > 0 else { return }
            // Keep the branching manageable: after a 40-row insert only a few rows are explored.
            for operation in HeightOperation.all(count: min(reference.count, 4)) {
                if case .remove(let range) = operation, range.upperBound > reference.count { continue }
                var nextIndex = index
                var nextReference = reference
                operation.apply(to: &nextIndex, &nextReference)
                let steps = history + [operation]
                expectMatches(nextIndex, nextReference, "\(steps) from \(initialCount) rows")
                explore(nextIndex, nextReference, steps, depth: depth - 1)
            }
        }
        explore(HeightIndex(count: initialCount, estimate: 3), ReferenceHeights(count: initialCount, estimate: 3), [], depth: 3)
    }

    @Test("Thousands of random operations on 100,000 rows match the reference model", arguments: [1, 2, 3] as [UInt64])
    func randomizedLargeSequences(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var index = HeightIndex(count: 100_000, estimate: 44)
        var reference = ReferenceHeights(count: 100_000, estimate: 44)
        var history: [HeightOperation] = []
        for step in 0..<3_000 {
            let operation = Self.randomOperation(count: reference.count, using: &rng)
            operation.apply(to: &index, &reference)
            history.append(operation)
            // Probe a few random rows every step; compare everything now and then.
            for _ in 0..<4 where reference.count > 0 {
                let row = Int.random(in: 0..<reference.count, using: &rng)
                #expect(index.extent(ofRow: row) == reference.extent(row), "seed \(seed) step \(step)")
            }
            if step % 1_000 == 999 {
                expectFullMatch(index, reference, "seed \(seed) after \(step + 1) steps, last \(history.suffix(3))")
            }
        }
        let stats = index.statistics
        #expect(stats.depth >= 2, "the workload should build a tree several levels deep, got \(stats)")
    }

    /// A cheaper full comparison for large indexes: every offset, plus row lookups at every
    /// 97th boundary.
    func expectFullMatch(_ index: HeightIndex, _ reference: ReferenceHeights, _ context: String) {
        index.checkInvariants()
        let offsets = reference.offsets
        #expect(index.count == reference.count, "\(context)")
        #expect(index.totalExtent == reference.total, "\(context)")
        var mismatches = 0
        for row in stride(from: 0, through: reference.count, by: 1) where index.offset(ofRow: row) != offsets[row] {
            mismatches += 1
        }
        #expect(mismatches == 0, "\(mismatches) offsets differ, \(context)")
        var walkMismatches = 0
        let start = reference.count / 2
        index.forEachRow(in: start..<min(reference.count, start + 5_000)) { row, offset, extent in
            if offset != offsets[row] || extent != reference.extent(row) { walkMismatches += 1 }
        }
        #expect(walkMismatches == 0, "forEachRow differs from the reference, \(context)")
        for row in stride(from: 0, to: reference.count, by: 97) {
            let y = offsets[row]
            let expected = reference.row(atOffset: y, offsets: offsets)
            #expect(index.row(atOffset: y) == expected, "\(context)")
        }
    }

    static func randomOperation(count: Int, using rng: inout SeededRandomNumberGenerator) -> HeightOperation {
        let extents: [Double] = [0, 20, 43.5, 44, 44.25, 88, 120.75]
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<45 where count > 0:
            return .set(row: Int.random(in: 0..<count, using: &rng), extent: extents.randomElement(using: &rng)!)
        case 45..<55 where count > 0:
            return .invalidate(row: Int.random(in: 0..<count, using: &rng))
        case 55..<75:
            return .insert(at: Int.random(in: 0...count, using: &rng), count: [1, 3, 31, 33, 1_000].randomElement(using: &rng)!)
        case 75..<95 where count > 0:
            let lower = Int.random(in: 0..<count, using: &rng)
            let length = [1, 2, 32, 33, 700].randomElement(using: &rng)!
            return .remove(lower..<min(count, lower + length))
        case 95..<97:
            return .estimate([40, 44, 50.5].randomElement(using: &rng)!)
        default:
            return .insert(at: count, count: 10)
        }
    }

    @Test("Rows measured one after another in either direction fill shared blocks")
    func sequentialMeasurementFillsBlocks() {
        var down = HeightIndex(count: 10_000_000, estimate: 44)
        for row in 5_000..<6_000 { down.setExtent(50, forRow: row) }
        var up = HeightIndex(count: 10_000_000, estimate: 44)
        for row in (5_000..<6_000).reversed() { up.setExtent(50, forRow: row) }
        for index in [down, up] {
            index.checkInvariants()
            #expect(index.measuredCount == 1_000)
            #expect(index.totalExtent == 10_000_000 * 44 + 1_000 * 6)
            // 1,000 rows aligned to 32-row blocks touch 32 blocks (plus the runs around them).
            #expect(index.statistics.blocks <= 33)
        }
    }

    @Test("Changing the estimate moves every unmeasured row and no measured one")
    func estimateChangeAffectsOnlyUnmeasuredRows() {
        var index = HeightIndex(count: 10, estimate: 10)
        index.setExtent(3, forRow: 4)
        index.setEstimate(20)
        #expect(index.totalExtent == 9 * 20 + 3)
        #expect(index.offset(ofRow: 5) == 4 * 20 + 3)
        #expect(index.extent(ofRow: 4) == 3)
        #expect(index.isMeasured(row: 4))
        #expect(!index.isMeasured(row: 3))
    }

    @Test("Positions stay exact at ten million rows of 44 and 43.5 points")
    func positionsAreExactAtTenMillionRows() {
        var index = HeightIndex(count: 10_000_000, estimate: 44)
        #expect(index.offset(ofRow: 9_999_999) == 9_999_999 * 44)
        #expect(index.row(atOffset: 9_999_999 * 44) == 9_999_999)
        #expect(index.row(atOffset: 9_999_999 * 44 - 0.5) == 9_999_998)
        for row in stride(from: 0, to: 10_000_000, by: 10_007) { index.setExtent(43.5, forRow: row) }
        let measured = index.measuredCount
        #expect(index.totalExtent == Double(10_000_000 - measured) * 44 + Double(measured) * 43.5)
        let row = 9_000_000
        let measuredBefore = (0..<row).count { $0 % 10_007 == 0 }
        #expect(index.offset(ofRow: row) == Double(row - measuredBefore) * 44 + Double(measuredBefore) * 43.5)
        #expect(index.row(atOffset: index.offset(ofRow: row)) == row)
    }

    @Test("Extents that are not exact in binary stay within rounding of the reference")
    func inexactExtentsStayClose() {
        var index = HeightIndex(count: 5_000, estimate: 1.0 / 3.0)
        var reference = ReferenceHeights(count: 5_000, estimate: 1.0 / 3.0)
        var rng = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<2_000 {
            let row = Int.random(in: 0..<5_000, using: &rng)
            let value = Double.random(in: 0.1...3, using: &rng)
            index.setExtent(value, forRow: row)
            reference.values[row] = value
        }
        let offsets = reference.offsets
        for row in stride(from: 0, through: 5_000, by: 13) {
            #expect(abs(index.offset(ofRow: row) - offsets[row]) < 1e-9)
        }
        // Lookups are consistent with the index's own offsets, whatever the rounding.
        for row in stride(from: 0, to: 5_000, by: 13) {
            #expect(index.row(atOffset: index.offset(ofRow: row)) == row)
        }
    }

    @Test("Copies are independent values")
    func copiesAreIndependent() {
        var original = HeightIndex(count: 1_000, estimate: 10)
        for row in 0..<100 { original.setExtent(5, forRow: row) }
        var copy = original
        copy.setExtent(99, forRow: 50)
        copy.removeRows(0..<10)
        #expect(original.extent(ofRow: 50) == 5)
        #expect(original.count == 1_000)
        #expect(copy.extent(ofRow: 40) == 99)
        #expect(original != copy)
    }

    @Test("Equality compares rows, not tree shapes")
    func equalityIgnoresTreeShape() {
        var a = HeightIndex(count: 100, estimate: 10)
        var b = HeightIndex(count: 60, estimate: 10)
        b.insertRows(at: 30, count: 40)
        #expect(a == b)
        a.setExtent(4, forRow: 70)
        b.setExtent(4, forRow: 70)
        #expect(a == b)
        b.setExtent(5, forRow: 71)
        #expect(a != b)
    }

    @Test("An index of ten million rows with ten thousand measured rows holds well under 8 MB")
    func memoryOfTenMillionRows() {
        var index = HeightIndex(count: 10_000_000, estimate: 44)
        // Scattered measurements are the worst case: each opens its own block.
        for i in 0..<10_000 { index.setExtent(40, forRow: i * 997) }
        let stats = index.statistics
        #expect(index.measuredCount == 10_000)
        #expect(stats.approximateBytes < 8_000_000, "\(stats)")
    }

    @Test("Removing every row leaves an empty index that accepts new rows")
    func removeEverything() {
        var index = HeightIndex(count: 500, estimate: 10)
        for row in 0..<500 where row % 3 == 0 { index.setExtent(1, forRow: row) }
        index.removeRows(0..<500)
        #expect(index.count == 0)
        #expect(index.totalExtent == 0)
        #expect(index.row(atOffset: 0) == nil)
        index.insertRows(at: 0, count: 3)
        #expect(index.totalExtent == 30)
        index.checkInvariants()
    }
}
