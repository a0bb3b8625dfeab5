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

    /// Walks from the root to a leaf. At each node `goesRight` sees the end of the left half (the
    /// sum of everything before the right half) and the first index of the right half; the walk
    /// returns the leaf's index and the sum of the values before it. Every query adds the same
    /// numbers in the same order, so their answers agree exactly.
    @inline(__always)
    private func descend(_ goesRight: (_ leftEnd: Double, _ rightStart: Int) -> Bool) -> (index: Int, before: Double) {
        var node = 1
        var low = 0
        var width = leafCount
        var acc = 0.0
        while node < leafCount {
            width >>= 1
            let leftEnd = acc + nodes[2 * node]
            if goesRight(leftEnd, low + width) {
                acc = leftEnd
                low += width
                node = 2 * node + 1
            } else {
                node = 2 * node
            }
        }
        return (low, acc)
    }

    /// Sum of the values before `index`.
    func prefix(_ index: Int) -> Double {
        if index >= count { return total }
        return descend { _, rightStart in index >= rightStart }.before
    }

    /// The first index whose end (prefix + value) is beyond `offset`, or `count` when none is.
    func index(endingAfter offset: Double) -> Int {
        guard count > 0, offset < total else { return count }
        return min(descend { leftEnd, _ in leftEnd <= offset }.index, count)
    }

    /// The number of leading values whose start (prefix) is before `offset`.
    func count(startingBefore offset: Double) -> Int {
        guard count > 0 else { return 0 }
        // Every index in a right half starts at or after the left half's end; if that is still
        // before `offset`, the whole left half and at least the right half's first index qualify.
        let (index, before) = descend { leftEnd, _ in leftEnd < offset }
        return min(before < offset ? index + 1 : index, count)
    }

    /// Traps unless every parent holds the sum of its two children and padding leaves are zero.
    func checkInvariants() {
        for i in stride(from: leafCount - 1, through: 1, by: -1) {
            engineRequire(nodes[i] == nodes[2 * i] + nodes[2 * i + 1],
                          "SectionSumTree invariant: node \(i) holds \(nodes[i]), its children \(nodes[2 * i]) + \(nodes[2 * i + 1])")
        }
        for i in count..<leafCount {
            engineRequire(nodes[leafCount + i] == 0, "SectionSumTree invariant: padding leaf \(i) holds \(nodes[leafCount + i])")
        }
    }
}
