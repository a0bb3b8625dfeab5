/// The extents of a sequence of rows, with logarithmic prefix sums, offset search, point updates
/// and range insertion and removal.
///
/// A table with ten million rows must not cost ten million of anything until rows are actually
/// measured. `HeightIndex` therefore stores rows in *blocks* at the leaves of a balanced B-tree:
///
/// - an **unmeasured run** stores only a row count; each of its rows takes the index's current
///   ``estimate``;
/// - a **measured block** stores up to ``denseBlockCapacity`` extents, some of which may still be
///   unmeasured.
///
/// Every node caches its row count, its unmeasured-row count and the sum of its measured extents.
/// Because the estimate is applied only when a query runs (`measured + unmeasured × estimate`),
/// changing the estimate costs O(1), and an index that has measured nothing is a single leaf.
///
/// Sums are recomputed from children rather than updated by deltas, so the cached values never
/// drift: positions are exact whenever the extents are (integers, halves, quarters, … — e.g. 10⁷
/// rows of 44 pt or 43.5 pt).
///
/// `HeightIndex` is a value type with copy-on-write storage.
public struct HeightIndex: @unchecked Sendable {
    // `@unchecked` because the tree is built from classes; it is never mutated while shared
    // (every mutation first calls `makeUnique()`), which makes the value safe to send.

    /// The extent of every row that has not been measured.
    public private(set) var estimate: Double

    @usableFromInline
    var root: HeightNode

    /// The largest number of extents a measured block stores.
    public static let denseBlockCapacity = 32

    /// Creates an index of `count` unmeasured rows that each take `estimate`.
    ///
    /// - Complexity: O(1).
    public init(count: Int = 0, estimate: Double) {
        engineRequire(count >= 0, "HeightIndex: row count must not be negative, got \(count)")
        engineRequire(isValidExtent(estimate), "HeightIndex: estimate must be finite and non-negative, got \(estimate)")
        self.estimate = estimate
        self.root = HeightNode(runOf: count)
    }

    /// The number of rows.
    @inlinable
    public var count: Int { root.rows }

    /// The number of rows that have been measured.
    public var measuredCount: Int { root.rows - root.unmeasured }

    /// The sum of all rows' extents (measured extents plus estimates for the rest).
    ///
    /// - Complexity: O(1).
    @inlinable
    public var totalExtent: Double { root.extent(estimate) }

    /// Replaces the extent used for unmeasured rows. Measured rows keep their extents.
    ///
    /// - Complexity: O(1): nodes cache unmeasured-row counts, not estimated sums.
    public mutating func setEstimate(_ newEstimate: Double) {
        engineRequire(isValidExtent(newEstimate), "HeightIndex.setEstimate: estimate must be finite and non-negative, got \(newEstimate)")
        estimate = newEstimate
    }

    /// Forgets every measurement: all rows take the estimate again (what `reloadData` does).
    ///
    /// - Complexity: O(1) (the old tree is released).
    public mutating func removeAllMeasurements() {
        root = HeightNode(runOf: count)
    }

    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&root) {
            root = root.deepCopy()
        }
    }

    @inline(__always)
    func didMutate() {
        #if TRESTLE_INTERNAL_CHECKS
        // A full check is O(n); on trees of more than two levels (over ~1,000 blocks) only the
        // root's children are checked, so that tests building ten-million-row tables still finish.
        if root.level <= 2 { checkInvariants() } else { checkRootSummary() }
        #endif
    }
}

extension HeightIndex: Equatable {
    /// Two indexes are equal when they have the same estimate and every row has the same extent and
    /// measured state, however their trees are shaped.
    ///
    /// - Complexity: O(n) in the number of leaves and measured rows.
    public static func == (lhs: HeightIndex, rhs: HeightIndex) -> Bool {
        guard lhs.estimate == rhs.estimate, lhs.count == rhs.count,
              lhs.measuredCount == rhs.measuredCount else { return false }
        return lhs.rowStates() == rhs.rowStates()
    }

    /// Run-length description of the rows: `nil` for a run of unmeasured rows, a value otherwise.
    func rowStates() -> [RowState] {
        var states: [RowState] = []
        root.forEachLeaf { leaf in
            if leaf.extents.isEmpty {
                RowState.appendUnmeasured(leaf.rows, to: &states)
            } else {
                for value in leaf.extents {
                    if value.isNaN {
                        RowState.appendUnmeasured(1, to: &states)
                    } else {
                        states.append(.measured(value))
                    }
                }
            }
        }
        return states
    }

    enum RowState: Equatable {
        case unmeasured(Int)
        case measured(Double)

        static func appendUnmeasured(_ count: Int, to states: inout [RowState]) {
            guard count > 0 else { return }
            if case .unmeasured(let previous)? = states.last {
                states[states.count - 1] = .unmeasured(previous + count)
            } else {
                states.append(.unmeasured(count))
            }
        }
    }
}

extension HeightIndex: CustomStringConvertible {
    public var description: String {
        "HeightIndex(count: \(count), measured: \(measuredCount), estimate: \(estimate), total: \(totalExtent))"
    }
}
