extension HeightIndex {
    /// The offset of the top of `row`: the sum of the extents of all rows before it.
    /// `offset(ofRow: count)` is ``totalExtent``.
    ///
    /// - Complexity: O(log n).
    public func offset(ofRow row: Int) -> Double {
        engineRequire(row >= 0 && row <= count, "HeightIndex.offset(ofRow:): row \(row) out of range 0...\(count)")
        let estimate = self.estimate
        var node = root
        var local = row
        var measured = 0.0
        var unmeasuredRows = 0
        var acc = 0.0
        while !node.isLeaf {
            var index = 0
            node.childSummaries.withUnsafeBufferPointer { summaries in
                while index < summaries.count - 1 && local >= summaries[index].rows {
                    let child = summaries[index]
                    acc += child.extent(estimate)
                    local -= child.rows
                    index += 1
                }
            }
            node = node.children[index]
        }
        if node.extents.isEmpty {
            unmeasuredRows = local
        } else {
            for i in 0..<local {
                let value = node.extents[i]
                if value.isNaN { unmeasuredRows += 1 } else { measured += value }
            }
        }
        return acc + (measured + Double(unmeasuredRows) * estimate)
    }

    /// The extent of `row`: its measured extent, or the estimate.
    ///
    /// - Complexity: O(log n).
    public func extent(ofRow row: Int) -> Double {
        let value = storedExtent(ofRow: row, caller: "extent(ofRow:)")
        return value.isNaN ? estimate : value
    }

    /// Whether `row` has been measured.
    ///
    /// - Complexity: O(log n).
    public func isMeasured(row: Int) -> Bool {
        !storedExtent(ofRow: row, caller: "isMeasured(row:)").isNaN
    }

    /// The measured extent of `row`, or `nil` when it is still estimated.
    public func measuredExtent(ofRow row: Int) -> Double? {
        let value = storedExtent(ofRow: row, caller: "measuredExtent(ofRow:)")
        return value.isNaN ? nil : value
    }

    func storedExtent(ofRow row: Int, caller: String) -> Double {
        engineRequire(row >= 0 && row < count, "HeightIndex.\(caller): row \(row) out of range \(describeRange(count))")
        var node = root
        var local = row
        while !node.isLeaf {
            let (index, childLocal) = node.childIndex(containing: local)
            node = node.children[index]
            local = childLocal
        }
        return node.extents.isEmpty ? .nan : node.extents[local]
    }

    /// The row that contains `offset`: the first row whose end lies beyond `offset`.
    ///
    /// Rows of zero extent contain no offset. Returns `nil` when `offset` is negative, at or beyond
    /// ``totalExtent``, or not a number.
    ///
    /// - Complexity: O(log n).
    public func row(atOffset offset: Double) -> Int? {
        guard offset >= 0, offset < totalExtent else { return nil }
        let row = countRows(endingAtOrBefore: offset)
        return row < count ? row : nil
    }

    /// The first row whose end lies beyond `offset` (row 0 for negative offsets), or `nil` when no
    /// row ends beyond it. Used to find the first row intersecting a viewport.
    ///
    /// - Complexity: O(log n).
    public func firstRow(endingAfter offset: Double) -> Int? {
        guard !offset.isNaN else { return nil }
        let row = countRows(endingAtOrBefore: offset)
        return row < count ? row : nil
    }

    /// The last row whose top lies before `offset`, or `nil` when none does. Used to find the last
    /// row intersecting a viewport.
    ///
    /// - Complexity: O(log n).
    public func lastRow(startingBefore offset: Double) -> Int? {
        guard !offset.isNaN else { return nil }
        let rows = countRows(startingBefore: offset)
        return rows > 0 ? rows - 1 : nil
    }

    /// The number of rows whose end is at or before `offset`. Row ends never decrease, so these
    /// rows are a prefix.
    func countRows(endingAtOrBefore offset: Double) -> Int {
        countPrefix(skipsWhole: { end in end <= offset }, includesRow: { _, end in end <= offset }) { acc, estimate, rows in
            // k rows of the run end at or before offset when acc + k·estimate <= offset.
            guard estimate > 0 else { return acc <= offset ? rows : 0 }
            var k = Int(max(0, min(Double(rows), ((offset - acc) / estimate).rounded(.down))))
            while k > 0 && acc + Double(k) * estimate > offset { k -= 1 }
            while k < rows && acc + Double(k + 1) * estimate <= offset { k += 1 }
            return k
        }
    }

    /// The number of rows whose top is before `offset`. Row tops never decrease, so these rows are
    /// a prefix.
    func countRows(startingBefore offset: Double) -> Int {
        // A child whose end is before `offset` has all its rows starting before it; a child ending
        // at or after `offset` holds the boundary, since every later row starts at or after it.
        countPrefix(skipsWhole: { end in end < offset }, includesRow: { start, _ in start < offset }) { acc, estimate, rows in
            // Row k of the run starts at acc + k·estimate.
            guard rows > 0, acc < offset else { return 0 }
            guard estimate > 0 else { return rows }
            var k = Int(max(1, min(Double(rows), ((offset - acc) / estimate).rounded(.up))))
            while k > 1 && acc + Double(k - 1) * estimate >= offset { k -= 1 }
            while k < rows && acc + Double(k) * estimate < offset { k += 1 }
            return k
        }
    }

    /// Counts the longest prefix of rows satisfying a monotone predicate (true for a prefix, then
    /// false). `skipsWhole` decides from a child's end whether all its rows are in the prefix;
    /// `includesRow` decides for one row from its start and end; `leafRun` answers for a run of
    /// unmeasured rows.
    @inline(__always)
    private func countPrefix(
        skipsWhole: (_ end: Double) -> Bool,
        includesRow: (_ start: Double, _ end: Double) -> Bool,
        leafRun: (_ start: Double, _ estimate: Double, _ rows: Int) -> Int
    ) -> Int {
        let estimate = self.estimate
        var node = root
        var base = 0
        var acc = 0.0
        while !node.isLeaf {
            var index = 0
            node.childSummaries.withUnsafeBufferPointer { summaries in
                // The last child takes whatever is left.
                while index < summaries.count - 1 {
                    let child = summaries[index]
                    let end = acc + child.extent(estimate)
                    if !skipsWhole(end) { break }
                    acc = end
                    base += child.rows
                    index += 1
                }
            }
            node = node.children[index]
        }
        if node.extents.isEmpty {
            return base + leafRun(acc, estimate, node.rows)
        }
        var measured = 0.0
        var unmeasuredRows = 0
        var start = acc
        for (i, value) in node.extents.enumerated() {
            if value.isNaN { unmeasuredRows += 1 } else { measured += value }
            // Computed exactly as `offset(ofRow:)` computes it, so the two always agree.
            let end = acc + (measured + Double(unmeasuredRows) * estimate)
            if !includesRow(start, end) { return base + i }
            start = end
        }
        return base + node.rows
    }
}

extension HeightIndex {
    /// Calls `body` with each row of `rows` in order, its offset and its extent — the same values
    /// ``offset(ofRow:)`` and ``extent(ofRow:)`` give, found in one walk.
    ///
    /// - Complexity: O(log n + k) for k rows, instead of O(k log n) for k separate lookups.
    public func forEachRow(in rows: Range<Int>, _ body: (_ row: Int, _ offset: Double, _ extent: Double) -> Void) {
        engineRequire(rows.lowerBound >= 0 && rows.upperBound <= count,
                      "HeightIndex.forEachRow(in:_:): range \(rows.lowerBound)..<\(rows.upperBound) out of range \(describeRange(count))")
        guard !rows.isEmpty else { return }
        Self.visit(root, base: 0, acc: 0, rows: rows, estimate: estimate, body)
    }

    private static func visit(_ node: HeightNode, base: Int, acc: Double, rows: Range<Int>, estimate: Double,
                              _ body: (Int, Double, Double) -> Void) {
        if node.isLeaf {
            let first = max(rows.lowerBound - base, 0)
            let last = min(rows.upperBound - base, node.rows)
            guard first < last else { return }
            if node.extents.isEmpty {
                for local in first..<last {
                    body(base + local, acc + Double(local) * estimate, estimate)
                }
                return
            }
            // Offsets accumulate as offset(ofRow:) computes them: measured and unmeasured apart.
            var measured = 0.0
            var unmeasured = 0
            for local in 0..<last {
                let value = node.extents[local]
                if local >= first {
                    body(base + local, acc + (measured + Double(unmeasured) * estimate), value.isNaN ? estimate : value)
                }
                if value.isNaN { unmeasured += 1 } else { measured += value }
            }
            return
        }
        var childBase = base
        var childAcc = acc
        for (index, summary) in node.childSummaries.enumerated() {
            if childBase >= rows.upperBound { return }
            if childBase + summary.rows > rows.lowerBound {
                visit(node.children[index], base: childBase, acc: childAcc, rows: rows, estimate: estimate, body)
            }
            childBase += summary.rows
            childAcc += summary.extent(estimate)
        }
    }
}
