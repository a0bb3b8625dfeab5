extension HeightIndex {
    /// Traps with a description of the first broken rule, if any:
    /// every node's cached counts and sums equal those of its contents; internal nodes hold
    /// 1...32 children (at least 8 except for the root and its path after insertions), all one
    /// level below them; measured blocks hold at most ``denseBlockCapacity`` extents, each finite
    /// and non-negative or `NaN` (unmeasured); only the root may be an empty leaf.
    ///
    /// Runs after every mutation when `TRESTLE_INTERNAL_CHECKS` is defined.
    ///
    /// - Complexity: O(n) in the number of nodes and stored extents.
    public func checkInvariants() {
        engineRequire(isValidExtent(estimate), "HeightIndex invariant: estimate \(estimate) is not a valid extent")
        Self.check(root, isRoot: true)
    }

    /// Checks only that the root's cached counts and sums equal its children's.
    func checkRootSummary() {
        guard !root.isLeaf else { return Self.check(root, isRoot: true) }
        for (index, child) in root.children.enumerated() {
            engineRequire(root.childSummaries[index] == child.summary,
                          "HeightIndex invariant: root's cached summary of child \(index) is \(root.childSummaries[index]), child holds \(child.summary)")
        }
        let rows = root.childSummaries.reduce(0) { $0 + $1.rows }
        let missing = root.childSummaries.reduce(0) { $0 + $1.unmeasured }
        let sum = root.childSummaries.reduce(0.0) { $0 + $1.measuredSum }
        engineRequire(root.rows == rows && root.unmeasured == missing && root.measuredSum == sum,
                      "HeightIndex invariant: root caches rows \(root.rows), unmeasured \(root.unmeasured), sum \(root.measuredSum); children hold \(rows), \(missing), \(sum)")
    }

    private static func check(_ node: HeightNode, isRoot: Bool) {
        if node.isLeaf {
            engineRequire(node.children.isEmpty, "HeightIndex invariant: a leaf has children")
            engineRequire(isRoot || node.rows > 0, "HeightIndex invariant: an empty leaf below the root")
            if node.extents.isEmpty {
                engineRequire(node.unmeasured == node.rows && node.measuredSum == 0,
                              "HeightIndex invariant: run of \(node.rows) rows caches unmeasured \(node.unmeasured), sum \(node.measuredSum)")
            } else {
                engineRequire(node.extents.count <= HeightIndex.denseBlockCapacity,
                              "HeightIndex invariant: measured block holds \(node.extents.count) extents")
                var sum = 0.0
                var missing = 0
                for value in node.extents {
                    if value.isNaN { missing += 1 } else {
                        engineRequire(isValidExtent(value), "HeightIndex invariant: stored extent \(value)")
                        sum += value
                    }
                }
                engineRequire(node.rows == node.extents.count && node.unmeasured == missing && node.measuredSum == sum,
                              "HeightIndex invariant: block caches rows \(node.rows), unmeasured \(node.unmeasured), sum \(node.measuredSum); holds \(node.extents.count), \(missing), \(sum)")
            }
            return
        }
        engineRequire(node.extents.isEmpty, "HeightIndex invariant: an internal node stores extents")
        engineRequire(!node.children.isEmpty && node.children.count <= HeightNode.maximumFanout,
                      "HeightIndex invariant: internal node has \(node.children.count) children")
        var rows = 0
        var missing = 0
        var sum = 0.0
        engineRequire(node.childSummaries.count == node.children.count,
                      "HeightIndex invariant: \(node.childSummaries.count) child summaries for \(node.children.count) children")
        for (index, child) in node.children.enumerated() {
            engineRequire(node.childSummaries[index] == child.summary,
                          "HeightIndex invariant: cached summary of child \(index) is \(node.childSummaries[index]), child holds \(child.summary)")
            engineRequire(child.level == node.level - 1,
                          "HeightIndex invariant: child at level \(child.level) under a node at level \(node.level)")
            check(child, isRoot: false)
            rows += child.rows
            missing += child.unmeasured
            sum += child.measuredSum
        }
        engineRequire(node.rows == rows && node.unmeasured == missing && node.measuredSum == sum,
                      "HeightIndex invariant: node caches rows \(node.rows), unmeasured \(node.unmeasured), sum \(node.measuredSum); children hold \(rows), \(missing), \(sum)")
    }

    /// Statistics about the tree, for diagnostics, tests and benchmarks.
    public struct Statistics: Sendable, Equatable {
        /// Leaves that are unmeasured runs.
        public var runs: Int
        /// Leaves that are measured blocks.
        public var blocks: Int
        /// Internal nodes.
        public var internalNodes: Int
        /// Levels above the leaves.
        public var depth: Int
        /// Bytes held by the tree's nodes and extent buffers (an estimate of the heap it owns).
        public var approximateBytes: Int
    }

    /// Counts the tree's nodes and estimates the memory it holds.
    ///
    /// - Complexity: O(number of nodes).
    public var statistics: Statistics {
        var stats = Statistics(runs: 0, blocks: 0, internalNodes: 0, depth: root.level, approximateBytes: 0)
        // An object header (16 bytes) plus seven stored words; array buffers add a 32-byte header.
        let nodeBytes = 16 + 7 * 8
        func visit(_ node: HeightNode) {
            stats.approximateBytes += nodeBytes
            if node.isLeaf {
                if node.extents.isEmpty { stats.runs += 1 } else {
                    stats.blocks += 1
                    stats.approximateBytes += 32 + node.extents.capacity * 8
                }
            } else {
                stats.internalNodes += 1
                stats.approximateBytes += 64 + node.children.capacity * 8 + node.childSummaries.capacity * MemoryLayout<HeightSummary>.stride
                for child in node.children { visit(child) }
            }
        }
        visit(root)
        return stats
    }
}
