/// A segment tree of section extents: O(log s) point updates, prefix sums and offset search over
/// up to hundreds of thousands of sections.
///
/// Parents are recomputed from their children on every update (never adjusted by deltas), so the
/// sums are deterministic and never drift.
struct SectionSumTree: Sendable, Equatable {
    /// Number of leaves (a power of two, at least 1).
    private var leafCount: Int
    /// `nodes[1]` is the root; leaves start at `leafCount`.
    private var nodes: [Double]
    private(set) var count: Int

    init(_ values: [Double]) {
        count = values.count
        var leaves = 1
        while leaves < values.count { leaves <<= 1 }
        leafCount = leaves
        nodes = [Double](repeating: 0, count: 2 * leaves)
        for (i, value) in values.enumerated() { nodes[leaves + i] = value }
        var i = leaves - 1
        while i >= 1 {
            nodes[i] = nodes[2 * i] + nodes[2 * i + 1]
            i -= 1
        }
    }

    var total: Double { nodes[1] }

    subscript(index: Int) -> Double { nodes[leafCount + index] }

    mutating func set(_ value: Double, at index: Int) {
        var i = leafCount + index
        nodes[i] = value
        i >>= 1
        while i >= 1 {
            nodes[i] = nodes[2 * i] + nodes[2 * i + 1]
            i >>= 1
        }
    }

    /// Sum of the values before `index`, accumulated top-down so that `prefix` and `index(endingAfter:)`
    /// add the same numbers in the same order.
    func prefix(_ index: Int) -> Double {
        if index >= count { return total }
        var node = 1
        var low = 0
        var width = leafCount
        var acc = 0.0
        while node < leafCount {
            width >>= 1
            if index >= low + width {
                acc += nodes[2 * node]
                low += width
                node = 2 * node + 1
            } else {
                node = 2 * node
            }
        }
        return acc
    }

    /// The first index whose end (prefix + value) is beyond `offset`, or `count` when none is.
    func index(endingAfter offset: Double) -> Int {
        guard count > 0, offset < total else { return count }
        var node = 1
        var low = 0
        var width = leafCount
        var acc = 0.0
        while node < leafCount {
            width >>= 1
            let leftEnd = acc + nodes[2 * node]
            if leftEnd <= offset {
                acc = leftEnd
                low += width
                node = 2 * node + 1
            } else {
                node = 2 * node
            }
        }
        return min(low, count)
    }

    /// The number of leading values whose start (prefix) is before `offset`.
    func count(startingBefore offset: Double) -> Int {
        guard count > 0 else { return 0 }
        var node = 1
        var low = 0
        var width = leafCount
        var acc = 0.0
        while node < leafCount {
            width >>= 1
            let leftEnd = acc + nodes[2 * node]
            // Every index in the right half starts at or after `leftEnd`; if that is still before
            // `offset`, the whole left half and at least the right half's first index qualify.
            if leftEnd < offset {
                acc = leftEnd
                low += width
                node = 2 * node + 1
            } else {
                node = 2 * node
            }
        }
        return min(acc < offset ? low + 1 : low, count)
    }
}
