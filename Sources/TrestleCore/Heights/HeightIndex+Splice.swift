extension HeightIndex {
    /// One row placed by ``splice(removing:placing:)``: its index after the splice and its measured
    /// extent (`nil` for unmeasured).
    struct PlacedRow {
        var row: Int
        var extent: Double?
    }

    /// Removes the rows `removed` (ascending, distinct, old indexes) and places new rows at the
    /// indexes `placed` gives (ascending, distinct, indexes after the splice); every other row
    /// keeps its order and its measurement.
    ///
    /// This is the bulk form of many `removeRows` and `insertRows` calls. Subtrees that no change
    /// reaches are kept whole; each touched leaf is rewritten once and each touched internal node
    /// regrouped once, so the cost is that of the touched part of the tree rather than k separate
    /// descents and rebalancings (about ten times faster for thousands of changes).
    ///
    /// - Complexity: O(min(k log n, leaves) + k) for k removed and placed rows.
    mutating func splice(removing removed: [Int], placing placed: [PlacedRow]) {
        guard !removed.isEmpty || !placed.isEmpty else { return }
        let newCount = count - removed.count + placed.count
        engineRequire(newCount >= 0, "HeightIndex.splice: removes \(removed.count) of \(count) rows")
        for row in placed {
            if let extent = row.extent {
                engineRequire(isValidExtent(extent), "HeightIndex.splice: extent must be finite and non-negative, got \(extent)")
            }
        }
        // From here every node is ours to change or to move into the new tree.
        makeUnique()
        var splicer = Splicer(removed: removed, placed: placed)
        let replacement = splicer.rebuild(root, oldStart: 0, isLast: true)
        engineRequire(splicer.nextRemoved == removed.count && splicer.nextPlaced == placed.count && splicer.newRow == newCount,
                      "HeightIndex.splice: removed or placed rows out of range or out of order")
        var newRoot = replacement.map { HeightNode.tree(over: $0) } ?? root
        while !newRoot.isLeaf && newRoot.children.count == 1 { newRoot = newRoot.children[0] }
        root = newRoot
        didMutate()
    }
}

/// The walk behind ``HeightIndex/splice(removing:placing:)``: a cursor over the removed and placed
/// rows, advanced in row order while the touched part of the tree is rebuilt bottom-up.
private struct Splicer {
    let removed: [Int]
    let placed: [HeightIndex.PlacedRow]
    var nextRemoved = 0
    var nextPlaced = 0
    /// The index, after the splice, of the next row to be emitted.
    var newRow = 0
    /// A touched measured block's new rows, reused from leaf to leaf.
    var scratch: [Double] = []

    init(removed: [Int], placed: [HeightIndex.PlacedRow]) {
        self.removed = removed
        self.placed = placed
        scratch.reserveCapacity(2 * HeightIndex.denseBlockCapacity)
    }

    /// Whether rows `oldStart ..< oldStart + rows` (old indexes) hold a removed row, or the new
    /// rows they will occupy hold a placed one (the last subtree also takes every placed row left).
    func touches(oldStart: Int, rows: Int, isLast: Bool) -> Bool {
        if nextRemoved < removed.count && removed[nextRemoved] < oldStart + rows { return true }
        return nextPlaced < placed.count && (isLast || placed[nextPlaced].row < newRow + rows)
    }

    /// Rebuilds `node` in place. Returns `nil` when it is still one node (changed or not), or
    /// the nodes at its level that replace it: none when all its rows went, several when it split.
    mutating func rebuild(_ node: HeightNode, oldStart: Int, isLast: Bool) -> [HeightNode]? {
        // A leaf also emits the placed rows that directly follow it, so the last leaf takes all
        // that are left.
        if node.isLeaf {
            return node.extents.isEmpty ? streamRun(node, oldStart: oldStart) : streamBlock(node, oldStart: oldStart)
        }
        // Where children were replaced, to tidy up around them afterwards.
        var replaced: [Range<Int>] = []
        var start = oldStart
        var index = 0
        while index < node.children.count {
            let rows = node.childSummaries[index].rows
            let childIsLast = isLast && index == node.children.count - 1
            if touches(oldStart: start, rows: rows, isLast: childIsLast) {
                if let replacement = rebuild(node.children[index], oldStart: start, isLast: childIsLast) {
                    node.children.replaceSubrange(index...index, with: replacement)
                    node.childSummaries.replaceSubrange(index...index, with: replacement.map(\.summary))
                    replaced.append(index..<(index + replacement.count))
                    index += replacement.count
                } else {
                    node.childSummaries[index] = node.children[index].summary
                    index += 1
                }
            } else {
                newRow += rows
                index += 1
            }
            start += rows
        }
        if replaced.isEmpty {
            node.recomputeSummary()
            return nil
        }
        if node.level == 1 {
            // Neighbouring runs, or blocks that fit together, become one leaf again.
            for range in replaced.reversed() {
                node.mergeLeavesKeepingSummaries(from: range.lowerBound - 1, through: range.upperBound)
            }
        } else {
            node.mergeSmallChildrenKeepingSummaries()
        }
        if node.children.isEmpty { return [] }
        var output: [HeightNode] = []
        regroup(node, into: &output)
        return output.count == 1 ? nil : output
    }

    /// Walks a leaf of `rows` rows that started at old row `oldStart`, in the new order: `place`
    /// gets each placed row that lands before, among or right after them (its extent, `nil` when
    /// unmeasured), `keep` each run of the leaf's rows that stay (as local rows); removed rows
    /// are skipped.
    @inline(__always)
    mutating func walkLeaf(rows: Int, oldStart: Int, place: (Double?) -> Void, keep: (Range<Int>) -> Void) {
        var local = 0
        while true {
            while nextPlaced < placed.count && placed[nextPlaced].row == newRow {
                place(placed[nextPlaced].extent)
                nextPlaced += 1
                newRow += 1
            }
            guard local < rows else { break }
            if nextRemoved < removed.count && removed[nextRemoved] == oldStart + local {
                nextRemoved += 1
                local += 1
                continue
            }
            var stop = rows
            if nextRemoved < removed.count { stop = min(stop, removed[nextRemoved] - oldStart) }
            if nextPlaced < placed.count { stop = min(stop, local + (placed[nextPlaced].row - newRow)) }
            keep(local..<stop)
            newRow += stop - local
            local = stop
        }
    }

    /// Rewrites a measured block with its removed rows left out and placed rows in, in place while
    /// the rows fit in one block (`nil`), otherwise as the blocks that replace it.
    mutating func streamBlock(_ leaf: HeightNode, oldStart: Int) -> [HeightNode]? {
        // Filled through a local, since the walk's closures can't touch the splicer.
        var buffer: [Double] = []
        swap(&buffer, &scratch)
        buffer.removeAll(keepingCapacity: true)
        walkLeaf(rows: leaf.rows, oldStart: oldStart,
                 place: { buffer.append($0 ?? .nan) },
                 keep: { buffer.append(contentsOf: leaf.extents[$0]) })
        swap(&buffer, &scratch)
        if scratch.isEmpty { return [] }
        let capacity = HeightIndex.denseBlockCapacity
        leaf.extents.removeAll(keepingCapacity: true)
        leaf.extents.append(contentsOf: scratch.prefix(capacity))
        leaf.recomputeSummary()
        guard scratch.count > capacity else { return nil }
        var result = [leaf]
        var start = capacity
        while start < scratch.count {
            let end = min(scratch.count, start + capacity)
            result.append(HeightNode(block: Array(scratch[start..<end])))
            start = end
        }
        return result
    }

    /// Rewrites an unmeasured run: in place when it only changes length (`nil`), otherwise as the
    /// leaves that replace it (none, or runs and blocks when measured rows are placed in it).
    mutating func streamRun(_ leaf: HeightNode, oldStart: Int) -> [HeightNode]? {
        var builder = LeafSequenceBuilder()
        walkLeaf(rows: leaf.rows, oldStart: oldStart,
                 place: { if let extent = $0 { builder.appendValue(extent) } else { builder.appendUnmeasured(1) } },
                 keep: { builder.appendUnmeasured($0.count) })
        if let length = builder.singleRunLength {
            leaf.rows = length
            leaf.recomputeSummary()
            return nil
        }
        return builder.finish()
    }

    /// Appends `node` (its children already set) to `output`, split into several nodes when it
    /// holds more than ``HeightNode/maximumFanout`` children.
    func regroup(_ node: HeightNode, into output: inout [HeightNode]) {
        guard node.children.count > HeightNode.maximumFanout else {
            // The child summaries were kept in step: only the node's own totals are stale.
            node.recomputeSummary()
            output.append(node)
            return
        }
        let all = node.children
        let groups = (all.count + HeightNode.maximumFanout - 1) / HeightNode.maximumFanout
        var start = 0
        for group in 0..<groups {
            let end = start + (all.count - start) / (groups - group)
            if group == 0 {
                node.children = Array(all[start..<end])
                node.rebuildChildSummaries()
                output.append(node)
            } else {
                output.append(HeightNode(children: Array(all[start..<end])))
            }
            start = end
        }
    }
}

extension HeightNode {
    /// In a node whose children are leaves: merges adjacent runs, and adjacent blocks that fit in
    /// one, among `children[first...last]` (clamped), updating `childSummaries` as it goes.
    func mergeLeavesKeepingSummaries(from first: Int, through last: Int) {
        var index = max(0, first)
        var end = min(children.count - 1, last)
        while index < end {
            let leaf = children[index]
            let next = children[index + 1]
            let bothRuns = leaf.extents.isEmpty && next.extents.isEmpty
            let blocksFit = !leaf.extents.isEmpty && !next.extents.isEmpty
                && leaf.rows + next.rows <= HeightIndex.denseBlockCapacity
            guard bothRuns || blocksFit else {
                index += 1
                continue
            }
            if bothRuns { leaf.rows += next.rows } else { leaf.extents += next.extents }
            leaf.recomputeSummary()
            children.remove(at: index + 1)
            childSummaries.remove(at: index + 1)
            childSummaries[index] = leaf.summary
            end -= 1
        }
    }

    /// In a node whose children are internal: merges each child that has fewer than
    /// ``minimumFanout`` children into its left neighbour when the two fit in one node, updating
    /// `childSummaries` as it goes.
    func mergeSmallChildrenKeepingSummaries() {
        var index = 1
        while index < children.count {
            let left = children[index - 1]
            let right = children[index]
            if (left.children.count < HeightNode.minimumFanout || right.children.count < HeightNode.minimumFanout)
                && left.children.count + right.children.count <= HeightNode.maximumFanout {
                left.children += right.children
                left.childSummaries += right.childSummaries
                left.recomputeSummary()
                children.remove(at: index)
                childSummaries.remove(at: index)
                childSummaries[index - 1] = left.summary
            } else {
                index += 1
            }
        }
    }
}

extension HeightIndex {
    /// The measured extents of `rows` (ascending), `nil` for unmeasured rows, found in one descent
    /// that visits only the subtrees holding them.
    ///
    /// - Complexity: O(min(k log n, nodes)) for k rows.
    func measuredExtents(ofSortedRows rows: [Int]) -> [Double?] {
        guard let first = rows.first, let last = rows.last else { return [] }
        engineRequire(first >= 0 && last < count, "HeightIndex.measuredExtents(ofSortedRows:): rows out of range \(describeRange(count))")
        var result: [Double?] = []
        result.reserveCapacity(rows.count)
        func visit(_ node: HeightNode, base: Int) {
            if node.isLeaf {
                while result.count < rows.count && rows[result.count] < base + node.rows {
                    let value = node.extents.isEmpty ? Double.nan : node.extents[rows[result.count] - base]
                    result.append(value.isNaN ? nil : value)
                }
                return
            }
            var childBase = base
            for (index, summary) in node.childSummaries.enumerated() {
                guard result.count < rows.count else { return }
                let childEnd = childBase + summary.rows
                if rows[result.count] < childEnd { visit(node.children[index], base: childBase) }
                childBase = childEnd
            }
        }
        visit(root, base: 0)
        return result
    }
}

extension HeightNode {
    /// The root of a balanced tree over `nodes` (in order, all at one level), built bottom-up
    /// with nodes as full as possible.
    ///
    /// - Complexity: O(nodes).
    static func tree(over nodes: [HeightNode]) -> HeightNode {
        guard !nodes.isEmpty else { return HeightNode(runOf: 0) }
        var level = nodes
        while level.count > 1 {
            // The fewest parents of at most `maximumFanout` children, sizes as even as possible
            // (so every parent but a lone root holds at least `minimumFanout`).
            let groups = (level.count + maximumFanout - 1) / maximumFanout
            var parents: [HeightNode] = []
            parents.reserveCapacity(groups)
            var start = 0
            for group in 0..<groups {
                let end = start + (level.count - start) / (groups - group)
                parents.append(HeightNode(children: Array(level[start..<end])))
                start = end
            }
            level = parents
        }
        return level[0]
    }
}

/// Collects a sequence of rows into leaves: unmeasured runs and measured blocks of at most
/// ``HeightIndex/denseBlockCapacity`` extents, merging neighbours as it goes.
private struct LeafSequenceBuilder {
    private(set) var leaves: [HeightNode] = []
    /// The leaf being filled: a run (`pendingRun > 0`) or a block (`pendingBlock` not empty), never
    /// both.
    private var pendingRun = 0
    private var pendingBlock: [Double] = []

    private static let capacity = HeightIndex.denseBlockCapacity

    mutating func appendUnmeasured(_ count: Int) {
        guard count > 0 else { return }
        // A short gap after measured rows stays in their block, as `insertRows` would keep it.
        if !pendingBlock.isEmpty && pendingBlock.count + count <= Self.capacity {
            pendingBlock.append(contentsOf: repeatElement(.nan, count: count))
            return
        }
        flushBlock()
        pendingRun += count
    }

    mutating func appendValue(_ value: Double) {
        flushRun()
        if pendingBlock.count == Self.capacity { flushBlock() }
        pendingBlock.append(value)
    }

    private mutating func flushRun() {
        guard pendingRun > 0 else { return }
        leaves.append(HeightNode(runOf: pendingRun))
        pendingRun = 0
    }

    private mutating func flushBlock() {
        guard !pendingBlock.isEmpty else { return }
        leaves.append(HeightNode(block: pendingBlock))
        pendingBlock = []
    }

    /// The length of the sequence when it is one unmeasured run (nothing flushed yet), else `nil`.
    var singleRunLength: Int? {
        leaves.isEmpty && pendingBlock.isEmpty && pendingRun > 0 ? pendingRun : nil
    }

    mutating func finish() -> [HeightNode] {
        flushRun()
        flushBlock()
        return leaves
    }
}
