extension HeightIndex {
    /// Records the measured extent of `row`.
    ///
    /// Measuring a row inside an unmeasured run splits the run around a measured block aligned to
    /// ``denseBlockCapacity`` rows, so rows measured one after another (in either direction, as
    /// when scrolling) fill that block in place.
    ///
    /// - Complexity: O(log n).
    public mutating func setExtent(_ extent: Double, forRow row: Int) {
        engineRequire(row >= 0 && row < count, "HeightIndex.setExtent(_:forRow:): row \(row) out of range \(describeRange(count))")
        engineRequire(isValidExtent(extent), "HeightIndex.setExtent(_:forRow:): extent must be finite and non-negative, got \(extent) for row \(row)")
        makeUnique()
        replaceRoot(with: HeightNode.update(root, row: row, globalRow: row) { leaf, local, globalRow in
            HeightNode.store(extent, in: leaf, at: local, globalRow: globalRow)
        })
        didMutate()
    }

    /// Forgets the measurement of `row`, which takes the estimate again (a reconfigured or reloaded
    /// row whose content may have changed).
    ///
    /// - Complexity: O(log n).
    public mutating func invalidateMeasurement(ofRow row: Int) {
        engineRequire(row >= 0 && row < count, "HeightIndex.invalidateMeasurement(ofRow:): row \(row) out of range \(describeRange(count))")
        guard isMeasured(row: row) else { return }
        makeUnique()
        replaceRoot(with: HeightNode.update(root, row: row, globalRow: row) { leaf, local, _ in
            leaf.extents[local] = .nan
            leaf.recomputeSummary()
            return nil
        })
        didMutate()
    }

    /// Inserts `count` unmeasured rows so that the first of them becomes row `row`.
    ///
    /// - Complexity: O(log n), whatever `count` is.
    public mutating func insertRows(at row: Int, count inserted: Int) {
        engineRequire(row >= 0 && row <= count, "HeightIndex.insertRows(at:count:): position \(row) out of range 0...\(count)")
        engineRequire(inserted >= 0, "HeightIndex.insertRows(at:count:): count must not be negative, got \(inserted)")
        guard inserted > 0 else { return }
        makeUnique()
        replaceRoot(with: HeightNode.update(root, row: row, globalRow: row) { leaf, local, _ in
            HeightNode.insertUnmeasured(inserted, into: leaf, at: local)
        })
        didMutate()
    }

    /// Inserts rows whose extents are already known (for example rows moved from elsewhere, whose
    /// measured heights travel with them). `nil` entries are inserted unmeasured.
    ///
    /// - Complexity: O(k + log n) for k rows.
    public mutating func insertRows(at row: Int, extents: [Double?]) {
        engineRequire(row >= 0 && row <= count, "HeightIndex.insertRows(at:extents:): position \(row) out of range 0...\(count)")
        for value in extents {
            if let value {
                engineRequire(isValidExtent(value), "HeightIndex.insertRows(at:extents:): extent must be finite and non-negative, got \(value)")
            }
        }
        guard !extents.isEmpty else { return }
        insertRows(at: row, count: extents.count)
        for (offset, value) in extents.enumerated() {
            if let value { setExtent(value, forRow: row + offset) }
        }
    }

    /// Removes the rows in `rows`.
    ///
    /// - Complexity: O(log n) plus O(1) for each block removed whole.
    public mutating func removeRows(_ rows: Range<Int>) {
        engineRequire(rows.lowerBound >= 0 && rows.upperBound <= count,
                      "HeightIndex.removeRows(_:): range \(rows.lowerBound)..<\(rows.upperBound) out of range \(describeRange(count))")
        guard !rows.isEmpty else { return }
        makeUnique()
        HeightNode.remove(rows, from: root)
        var newRoot = root
        while !newRoot.isLeaf && newRoot.children.count == 1 {
            newRoot = newRoot.children[0]
        }
        if !newRoot.isLeaf && newRoot.children.isEmpty {
            newRoot = HeightNode(runOf: 0)
        }
        root = newRoot
        didMutate()
    }

    /// The measured extents of `rows` (`nil` for unmeasured rows), to carry them elsewhere.
    ///
    /// - Complexity: O(k log n) for k rows.
    public func measuredExtents(ofRows rows: Range<Int>) -> [Double?] {
        engineRequire(rows.lowerBound >= 0 && rows.upperBound <= count,
                      "HeightIndex.measuredExtents(ofRows:): range \(rows.lowerBound)..<\(rows.upperBound) out of range \(describeRange(count))")
        return rows.map { measuredExtent(ofRow: $0) }
    }

    /// Installs the result of an update: `nil` when the root was changed in place, otherwise the
    /// nodes that replace it (the root split, or a root leaf became several leaves).
    private mutating func replaceRoot(with nodes: [HeightNode]?) {
        guard let nodes else { return }
        root = nodes.count == 1 ? nodes[0] : HeightNode(children: nodes)
    }
}

extension HeightNode {
    /// Descends to the leaf holding `row` (or the end position) and lets `transform` change it:
    /// in place (returning `nil`) or by returning the leaves that replace it. Rebuilds the path's
    /// cached summaries; a node that overflows splits in two. Returns `nil` when `node` stays as it
    /// is in its parent, otherwise the nodes that replace it.
    ///
    /// Nothing is allocated unless the tree's structure changes.
    static func update(
        _ node: HeightNode, row: Int, globalRow: Int,
        _ transform: (HeightNode, Int, Int) -> [HeightNode]?
    ) -> [HeightNode]? {
        if node.isLeaf {
            return transform(node, row, globalRow)
        }
        let (index, local) = node.childIndex(containing: row)
        guard let replacement = update(node.children[index], row: local, globalRow: globalRow, transform) else {
            node.refreshChild(at: index)
            return nil
        }
        node.children.replaceSubrange(index...index, with: replacement)
        if node.level == 1 { node.coalesceLeaves(around: index, span: replacement.count) }
        return node.splitIfNeeded()
    }

    /// Splits an overfull internal node into two halves; returns `nil` when it fits.
    func splitIfNeeded() -> [HeightNode]? {
        guard children.count > HeightNode.maximumFanout else {
            rebuildChildSummaries()
            return nil
        }
        let half = children.count / 2
        let right = HeightNode(children: Array(children[half...]))
        children.removeSubrange(half...)
        rebuildChildSummaries()
        return [self, right]
    }

    /// Stores a measured extent in a leaf, splitting an unmeasured run around an aligned measured
    /// block when needed.
    static func store(_ extent: Double, in leaf: HeightNode, at local: Int, globalRow: Int) -> [HeightNode]? {
        if !leaf.extents.isEmpty {
            leaf.extents[local] = extent
            leaf.recomputeSummary()
            return nil
        }
        // Align the new block to the global grid of `denseBlockCapacity` rows, clipped to the run,
        // so that neighbours measured next land in the same block.
        let capacity = HeightIndex.denseBlockCapacity
        let blockStartGlobal = globalRow - globalRow % capacity
        let start = max(0, local - (globalRow - blockStartGlobal))
        let end = min(leaf.rows, start + capacity)
        var block = [Double](repeating: .nan, count: end - start)
        block[local - start] = extent
        if start == 0 && end == leaf.rows {
            // The whole run becomes the block: reuse the leaf object.
            leaf.extents = block
            leaf.recomputeSummary()
            return nil
        }
        var result: [HeightNode] = []
        if start > 0 { result.append(HeightNode(runOf: start)) }
        result.append(HeightNode(block: block))
        if end < leaf.rows { result.append(HeightNode(runOf: leaf.rows - end)) }
        return result
    }

    /// Inserts unmeasured rows into a leaf: a run grows; a measured block takes them in place while
    /// it has room, and otherwise splits around a new run.
    static func insertUnmeasured(_ inserted: Int, into leaf: HeightNode, at local: Int) -> [HeightNode]? {
        if leaf.extents.isEmpty {
            leaf.rows += inserted
            leaf.recomputeSummary()
            return nil
        }
        if leaf.rows + inserted <= HeightIndex.denseBlockCapacity {
            leaf.extents.insert(contentsOf: repeatElement(.nan, count: inserted), at: local)
            leaf.recomputeSummary()
            return nil
        }
        var result: [HeightNode] = []
        if local > 0 { result.append(HeightNode(block: Array(leaf.extents[..<local]))) }
        result.append(HeightNode(runOf: inserted))
        if local < leaf.rows { result.append(HeightNode(block: Array(leaf.extents[local...]))) }
        return result
    }

    /// Removes `rows` (relative to `node`) from the subtree, dropping emptied children and merging
    /// underfull ones with a neighbour.
    static func remove(_ rows: Range<Int>, from node: HeightNode) {
        if node.isLeaf {
            if node.extents.isEmpty {
                node.rows -= rows.count
            } else {
                node.extents.removeSubrange(rows)
                // Set explicitly: an emptied block must not be read as a run of its old length.
                node.rows = node.extents.count
            }
            node.recomputeSummary()
            return
        }
        var start = 0
        var index = 0
        var touched: [Int] = []
        while index < node.children.count {
            let child = node.children[index]
            let childRange = start..<(start + child.rows)
            start += child.rows
            let overlap = childRange.clamped(to: rows)
            if overlap.isEmpty || child.rows == 0 {
                if childRange.lowerBound >= rows.upperBound { break }
                index += 1
                continue
            }
            if overlap == childRange {
                node.children.remove(at: index)
                touched.append(index)
                continue
            }
            remove((overlap.lowerBound - childRange.lowerBound)..<(overlap.upperBound - childRange.lowerBound), from: child)
            touched.append(index)
            index += 1
        }
        if node.level == 1, let first = touched.first, let last = touched.last {
            node.coalesceLeaves(around: max(0, first - 1), span: last - first + 2)
        } else {
            node.mergeUnderfullChildren()
        }
        node.rebuildChildSummaries()
    }

    /// Merges internal children that fell below the minimum fanout into a neighbour (splitting
    /// the result evenly when it would overflow), so every leaf stays at the same depth and the tree
    /// stays balanced.
    func mergeUnderfullChildren() {
        var index = 0
        while index < children.count {
            let child = children[index]
            if child.children.count >= HeightNode.minimumFanout || children.count == 1 {
                index += 1
                continue
            }
            if child.children.isEmpty {
                children.remove(at: index)
                continue
            }
            let neighbour = index + 1 < children.count ? index + 1 : index - 1
            let (left, right) = neighbour > index ? (index, neighbour) : (neighbour, index)
            let combined = children[left].children + children[right].children
            if combined.count <= HeightNode.maximumFanout {
                children.replaceSubrange(left...right, with: [HeightNode(children: combined)])
            } else {
                let half = combined.count / 2
                children.replaceSubrange(left...right, with: [
                    HeightNode(children: Array(combined[..<half])),
                    HeightNode(children: Array(combined[half...])),
                ])
            }
            index = left + 1
        }
    }

    /// In a node whose children are leaves: drops empty leaves and merges adjacent leaves in the
    /// window `[start, start + span)` when they are both unmeasured runs, or both measured blocks
    /// that fit in one block. Keeps the number of leaves proportional to what was measured.
    /// The caller rebuilds the child summaries.
    func coalesceLeaves(around start: Int, span: Int) {
        var index = max(0, start)
        var end = min(children.count, start + span + 1)
        while index < end && index < children.count {
            let leaf = children[index]
            if leaf.rows == 0 && children.count > 1 {
                children.remove(at: index)
                end -= 1
                continue
            }
            if index + 1 < children.count {
                let next = children[index + 1]
                if next.rows == 0 && children.count > 1 {
                    children.remove(at: index + 1)
                    end -= 1
                    continue
                }
                if leaf.extents.isEmpty && next.extents.isEmpty {
                    leaf.rows += next.rows
                    leaf.recomputeSummary()
                    children.remove(at: index + 1)
                    end -= 1
                    continue
                }
                if !leaf.extents.isEmpty && !next.extents.isEmpty
                    && leaf.rows + next.rows <= HeightIndex.denseBlockCapacity {
                    leaf.extents += next.extents
                    leaf.recomputeSummary()
                    children.remove(at: index + 1)
                    end -= 1
                    continue
                }
            }
            index += 1
        }
    }
}
