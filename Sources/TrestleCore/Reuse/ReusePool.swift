/// Per-identifier pools of reusable items (cells, header/footer views), last in, first out.
///
/// UIKit hands back the most recently enqueued cell first (<doc:TrestleCore/UIKitBehavior#Cell-reuse>);
/// LIFO also keeps the cells that are reused warm. The pool counts what it does, so tests and
/// diagnostics can check that a table creates visible + a few cells and then only reuses them.
public struct ReusePool<Item> {
    private var pools: [String: [Item]] = [:]
    /// Counts of what the pool has done.
    public private(set) var statistics = ReuseStatistics()

    public init() {}

    /// Puts `item` into the pool for `identifier`.
    ///
    /// - Complexity: amortised O(1).
    public mutating func enqueue(_ item: Item, identifier: String) {
        pools[identifier, default: []].append(item)
        statistics.enqueued += 1
        didMutate()
    }

    /// Takes the most recently enqueued item for `identifier`, or `nil` when there is none (the
    /// caller then creates one and reports it with ``noteCreated(identifier:)``).
    ///
    /// - Complexity: O(1).
    public mutating func dequeue(identifier: String) -> Item? {
        guard let item = pools[identifier]?.popLast() else { return nil }
        statistics.reused += 1
        didMutate()
        return item
    }

    /// Records that a new item was created for `identifier` because the pool had none.
    public mutating func noteCreated(identifier: String) {
        statistics.created += 1
    }

    /// The number of items waiting in the pool for `identifier`.
    public func count(for identifier: String) -> Int {
        pools[identifier]?.count ?? 0
    }

    /// The number of items waiting in all pools.
    public var pooledCount: Int {
        pools.values.reduce(0) { $0 + $1.count }
    }

    /// Empties every pool (UIKit flushes reuse queues on a memory warning) and returns the items.
    @discardableResult
    public mutating func removeAll() -> [Item] {
        let items = pools.values.flatMap { $0 }
        pools.removeAll()
        didMutate()
        return items
    }

    /// Traps unless the counts are consistent: every pooled item was enqueued and not taken back out.
    public func checkInvariants() {
        engineRequire(statistics.enqueued >= statistics.reused,
                      "ReusePool invariant: \(statistics.reused) reused but only \(statistics.enqueued) enqueued")
        engineRequire(pooledCount <= statistics.enqueued - statistics.reused,
                      "ReusePool invariant: \(pooledCount) pooled, but \(statistics.enqueued) enqueued − \(statistics.reused) reused")
    }

    private func didMutate() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}

extension ReusePool: Sendable where Item: Sendable {}

/// What a ``ReusePool`` has done.
public struct ReuseStatistics: Hashable, Sendable {
    /// Items created because the pool was empty.
    public var created = 0
    /// Items handed back out of the pool.
    public var reused = 0
    /// Items put into the pool.
    public var enqueued = 0

    public init() {}
}
