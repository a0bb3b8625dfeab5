import Foundation
import TrestleCore

/// How a list view makes and keeps its reusable views: cells and supplementary views (a table's
/// section headers and footers, a collection's supplementary kinds) go through one path, keyed by
/// their kind and reuse identifier.
///
/// A registration says how to make a view — a class's initializer or a factory closure (Trestle's
/// stand-in for a nib) — and a per-kind ``ReusePool`` keeps the views that left the screen,
/// handing back the most recently enqueued first (UIKit's LIFO reuse). The list view checks what
/// it is given (a cell class that is not a cell) before registering, with its own messages; the
/// registry only stores and makes.
@MainActor
package struct ReuseRegistry<View: AnyObject> {
    /// What kind of view: a cell, or a supplementary view of a named kind.
    package enum Kind: Hashable, Sendable {
        case cell
        case supplementary(String)
    }

    private struct Key: Hashable {
        var kind: Kind
        var identifier: String
    }

    private var makers: [Key: @MainActor () -> View] = [:]
    /// Cells are dequeued every time a row appears: their pool is a stored value, not a
    /// dictionary entry, so the hot path touches no extra hash table.
    private var cellPool = ReusePool<View>()
    private var supplementaryPools: [String: ReusePool<View>] = [:]

    package init() {}

    /// Registers how to make views of `kind` for `identifier`; `nil` removes the registration.
    package mutating func register(_ make: (@MainActor () -> View)?, kind: Kind, identifier: String) {
        makers[Key(kind: kind, identifier: identifier)] = make
    }

    /// Whether views of `kind` for `identifier` can be made.
    package func isRegistered(kind: Kind, identifier: String) -> Bool {
        makers[Key(kind: kind, identifier: identifier)] != nil
    }

    /// A view for `identifier`: the most recently enqueued one, else a new one from the
    /// registration; `nil` when the pool is empty and nothing is registered. Reports whether the
    /// view is new, so the caller knows whether to prepare it for reuse.
    ///
    /// - Complexity: O(1), plus the registration's initializer for a new view.
    package mutating func dequeue(kind: Kind, identifier: String) -> (view: View, isNew: Bool)? {
        switch kind {
        case .cell:
            if let pooled = cellPool.dequeue(identifier: identifier) { return (pooled, false) }
        case .supplementary(let name):
            if let pooled = supplementaryPools[name]?.dequeue(identifier: identifier) { return (pooled, false) }
        }
        guard let make = makers[Key(kind: kind, identifier: identifier)] else { return nil }
        switch kind {
        case .cell: cellPool.noteCreated(identifier: identifier)
        case .supplementary(let name): supplementaryPools[name, default: ReusePool()].noteCreated(identifier: identifier)
        }
        return (make(), true)
    }

    /// Puts a view that left the screen into its pool.
    package mutating func enqueue(_ view: View, kind: Kind, identifier: String) {
        switch kind {
        case .cell: cellPool.enqueue(view, identifier: identifier)
        case .supplementary(let name): supplementaryPools[name, default: ReusePool()].enqueue(view, identifier: identifier)
        }
    }

    /// What the pool of `kind` has done: views created, reused and enqueued.
    package func statistics(of kind: Kind) -> ReuseStatistics {
        pool(of: kind)?.statistics ?? ReuseStatistics()
    }

    /// The number of views of `kind` waiting in their pools.
    package func pooledCount(of kind: Kind) -> Int {
        pool(of: kind)?.pooledCount ?? 0
    }


    private func pool(of kind: Kind) -> ReusePool<View>? {
        switch kind {
        case .cell: cellPool
        case .supplementary(let name): supplementaryPools[name]
        }
    }
}

