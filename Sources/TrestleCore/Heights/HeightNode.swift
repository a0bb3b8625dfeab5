/// A node of ``HeightIndex``'s B-tree.
///
/// Leaves (`level == 0`) are blocks of rows: an empty `extents` array means an unmeasured run of
/// `rows` rows; otherwise `extents.count == rows` and `NaN` marks a row still unmeasured. Internal
/// nodes hold between ``minimumFanout`` and ``maximumFanout`` children (the root may hold fewer),
/// all at the same level.
@usableFromInline
final class HeightNode {
    @usableFromInline var rows: Int
    @usableFromInline var unmeasured: Int
    @usableFromInline var measuredSum: Double
    @usableFromInline var level: Int
    @usableFromInline var children: [HeightNode]
    /// Each child's counts and sum, stored contiguously so that a descent scans one small array
    /// instead of touching every child object.
    @usableFromInline var childSummaries: [HeightSummary]
    @usableFromInline var extents: [Double]

    static let maximumFanout = 32
    static let minimumFanout = 8

    /// An unmeasured run of `count` rows.
    init(runOf count: Int) {
        rows = count
        unmeasured = count
        measuredSum = 0
        level = 0
        children = []
        childSummaries = []
        extents = []
    }

    /// A measured block.
    init(block: [Double]) {
        rows = block.count
        unmeasured = 0
        measuredSum = 0
        level = 0
        children = []
        childSummaries = []
        extents = block
        recomputeSummary()
    }

    /// An internal node over `children`.
    init(children: [HeightNode]) {
        rows = 0
        unmeasured = 0
        measuredSum = 0
        level = children[0].level + 1
        self.children = children
        childSummaries = []
        extents = []
        rebuildChildSummaries()
    }

    @inlinable
    var isLeaf: Bool { level == 0 }

    @inlinable
    var isRun: Bool { level == 0 && extents.isEmpty }

    @inlinable
    func extent(_ estimate: Double) -> Double {
        measuredSum + Double(unmeasured) * estimate
    }

    @inlinable
    var summary: HeightSummary { HeightSummary(rows: rows, unmeasured: unmeasured, measuredSum: measuredSum) }

    /// Re-reads every child's summary (after the set of children changed) and recomputes this
    /// node's.
    func rebuildChildSummaries() {
        childSummaries.removeAll(keepingCapacity: true)
        for child in children { childSummaries.append(child.summary) }
        recomputeSummary()
    }

    /// Re-reads one child's summary (after that child's contents changed) and recomputes this
    /// node's.
    ///
    /// Counts are integers, so they are adjusted by the difference. The measured sum is recomputed
    /// from all the children's sums, but only when the child's sum changed: the same inputs added
    /// in the same order give the same result, so skipping it is exact.
    @inline(__always)
    func refreshChild(at index: Int) {
        let old = childSummaries[index]
        let new = children[index].summary
        childSummaries[index] = new
        rows += new.rows - old.rows
        unmeasured += new.unmeasured - old.unmeasured
        if new.measuredSum != old.measuredSum {
            var sum = 0.0
            for child in childSummaries { sum += child.measuredSum }
            measuredSum = sum
        }
    }

    /// Recomputes the cached counts and sums from the node's own contents (never by deltas, so the
    /// cached sums cannot drift).
    func recomputeSummary() {
        if level == 0 {
            if extents.isEmpty {
                unmeasured = rows
                measuredSum = 0
            } else {
                var sum = 0.0
                var missing = 0
                for value in extents {
                    if value.isNaN { missing += 1 } else { sum += value }
                }
                rows = extents.count
                unmeasured = missing
                measuredSum = sum
            }
        } else {
            var total = 0
            var missing = 0
            var sum = 0.0
            for child in childSummaries {
                total += child.rows
                missing += child.unmeasured
                sum += child.measuredSum
            }
            rows = total
            unmeasured = missing
            measuredSum = sum
        }
    }

    func deepCopy() -> HeightNode {
        if level == 0 {
            let copy = HeightNode(runOf: rows)
            copy.extents = extents
            copy.unmeasured = unmeasured
            copy.measuredSum = measuredSum
            return copy
        }
        return HeightNode(children: children.map { $0.deepCopy() })
    }

    func forEachLeaf(_ body: (HeightNode) -> Void) {
        if level == 0 {
            body(self)
        } else {
            for child in children { child.forEachLeaf(body) }
        }
    }

    /// The index of the child holding row `row` (relative to this node) and the row relative to that
    /// child. A row equal to `rows` (the end position) resolves to the last child.
    @inline(__always)
    func childIndex(containing row: Int) -> (index: Int, local: Int) {
        var local = row
        let last = childSummaries.count - 1
        for index in 0..<last {
            let childRows = childSummaries[index].rows
            if local < childRows { return (index, local) }
            local -= childRows
        }
        return (last, local)
    }
}

/// The cached counts and sum of a subtree.
@usableFromInline
struct HeightSummary: Equatable {
    @usableFromInline var rows: Int
    @usableFromInline var unmeasured: Int
    @usableFromInline var measuredSum: Double

    @inlinable
    init(rows: Int, unmeasured: Int, measuredSum: Double) {
        self.rows = rows
        self.unmeasured = unmeasured
        self.measuredSum = measuredSum
    }

    @inlinable
    func extent(_ estimate: Double) -> Double {
        measuredSum + Double(unmeasured) * estimate
    }
}
