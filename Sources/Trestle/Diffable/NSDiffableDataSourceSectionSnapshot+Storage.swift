import TrestleCore

/// The primitive edits every section snapshot operation is built from. Each keeps the items,
/// levels, parents, subtree sizes, expansion flags and the index in step; none reports anything.
extension NSDiffableDataSourceSectionSnapshot {
    /// Inserts a forest of new items at `position`, as children of the item at `parent` (or as
    /// roots when `parent` is -1).
    ///
    /// `newLevels` are the forest's own levels (its roots at 0, each item at most one deeper than
    /// the one before it), `newExpanded` its expansion flags. `position` must lie between two of
    /// `parent`'s children, or just after its last descendant; the items must not be in the
    /// snapshot and must not repeat.
    ///
    /// - Complexity: O(k + depth) for k items inserted after the last item; otherwise O(n) more
    ///   for the items after `position`.
    @inlinable
    mutating func insertForest(_ newItems: [ItemID], levels newLevels: [Int], expanded newExpanded: [Bool],
                               at position: Int, parent: Int) {
        let inserted = newItems.count
        guard inserted > 0 else { return }
        let oldCount = order.count
        if position < oldCount {
            shiftPositions(from: position, by: inserted)
            // Only items after the insertion point can have a parent after it.
            for index in position..<oldCount where parents[index] >= position { parents[index] += inserted }
        }
        var ancestor = parent
        while ancestor >= 0 {
            sizes[ancestor] += inserted
            ancestor = parents[ancestor]
        }
        // The forest's own parents (the nearest shallower item before each) and subtree sizes.
        var newParents = [Int](repeating: parent, count: inserted)
        var newSizes = [Int](repeating: 1, count: inserted)
        var open: [Int] = []
        for offset in 0..<inserted {
            while let last = open.last, newLevels[last] >= newLevels[offset] { open.removeLast() }
            if let last = open.last { newParents[offset] = position + last }
            open.append(offset)
        }
        for offset in (0..<inserted).reversed() where newParents[offset] >= position {
            newSizes[newParents[offset] - position] += newSizes[offset]
        }
        let baseLevel = parent >= 0 ? levels[parent] + 1 : 0
        order.insert(contentsOf: newItems, at: position)
        levels.insert(contentsOf: newLevels.lazy.map { $0 + baseLevel }, at: position)
        parents.insert(contentsOf: newParents, at: position)
        sizes.insert(contentsOf: newSizes, at: position)
        expandedFlags.insert(contentsOf: newExpanded, at: position)
        itemIndex.reserveCapacity(order.count)
        let order = order
        for offset in 0..<inserted {
            let item = newItems[offset]
            let existing = itemIndex.insert(hash: item.hashValue, position: position + offset) { order[$0] == item }
            assert(existing == nil, "section snapshot: an item inserted twice")
        }
    }

    /// Removes the subtrees of the items at `tops` (any order; repeats and items inside another's
    /// subtree are fine).
    ///
    /// - Complexity: O(n) plus O(r) hashes for r items removed.
    @inlinable
    mutating func removeSubtrees(at tops: [Int]) {
        guard !tops.isEmpty else { return }
        let oldCount = order.count
        var removed = [Bool](repeating: false, count: oldCount)
        var coveredUntil = 0
        for top in tops.sorted() where top >= coveredUntil {
            // Sorted, so an ancestor comes before its descendants, which it covers.
            let size = sizes[top]
            for position in top..<(top + size) { removed[position] = true }
            coveredUntil = top + size
            var ancestor = parents[top]
            while ancestor >= 0 {
                sizes[ancestor] -= size
                ancestor = parents[ancestor]
            }
        }
        // Where each kept item goes.
        var newPositions = [Int](repeating: -1, count: oldCount)
        var kept = 0
        for position in 0..<oldCount {
            if removed[position] {
                itemIndex.remove(hash: order[position].hashValue, position: position)
            } else {
                newPositions[position] = kept
                kept += 1
            }
        }
        itemIndex.movePositions { newPositions[$0] }
        var write = 0
        for read in 0..<oldCount where !removed[read] {
            order[write] = order[read]
            levels[write] = levels[read]
            // A kept item's parent is kept: removal takes whole subtrees.
            parents[write] = parents[read] >= 0 ? newPositions[parents[read]] : -1
            sizes[write] = sizes[read]
            expandedFlags[write] = expandedFlags[read]
            write += 1
        }
        let excess = oldCount - kept
        order.removeLast(excess)
        levels.removeLast(excess)
        parents.removeLast(excess)
        sizes.removeLast(excess)
        expandedFlags.removeLast(excess)
    }

    /// Records in the index that every item from `first` on moves `distance` later, before the
    /// arrays change.
    ///
    /// A few moves rehash their items; many are done in one pass over the index's slots.
    @inlinable
    mutating func shiftPositions(from first: Int, by distance: Int) {
        if (order.count - first) * 32 < itemIndex.slotCount {
            // From the last, so no position is recorded twice on the way.
            for old in (first..<order.count).reversed() {
                itemIndex.move(hash: order[old].hashValue, from: old, to: old + distance)
            }
        } else {
            itemIndex.movePositions { $0 < first ? $0 : $0 + distance }
        }
    }

    /// The identifiers among `newItems` that are already in the snapshot (except those for
    /// which `isReplaced` holds) or repeat among themselves, each once, in the order found.
    @inlinable
    func duplicates(among newItems: [ItemID], isReplaced: (Int) -> Bool = { _ in false }) -> [ItemID] {
        var seen = Set<ItemID>(minimumCapacity: newItems.count)
        var duplicates: [ItemID] = []
        var reported = Set<ItemID>()
        for item in newItems {
            let present = position(of: item).map { !isReplaced($0) } ?? false
            if (present || !seen.insert(item).inserted) && reported.insert(item).inserted {
                duplicates.append(item)
            }
        }
        return duplicates
    }

    /// Reports UIKit's message unless `newItems` are all new and unique; returns whether they are.
    @inlinable
    func requireNew(_ newItems: [ItemID], isReplaced: (Int) -> Bool = { _ in false }) -> Bool {
        let duplicates = duplicates(among: newItems, isReplaced: isReplaced)
        if duplicates.isEmpty { return true }
        TrestleDiagnostics.report(SectionSnapshotMessages.duplicates(duplicates))
        return false
    }

    // MARK: Invariants

    /// Checks that levels, parents and subtree sizes describe one depth-first tree, and that the
    /// index describes the items.
    ///
    /// - Complexity: O(n).
    public func checkInvariants() {
        let count = order.count
        precondition(levels.count == count && parents.count == count && sizes.count == count && expandedFlags.count == count,
                     "section snapshot: the arrays differ in length")
        var open: [Int] = []
        for position in 0..<count {
            while let last = open.last, last + sizes[last] <= position { open.removeLast() }
            let parent = open.last ?? -1
            precondition(parents[position] == parent, "section snapshot: item \(position)'s parent is \(parents[position]), not \(parent)")
            precondition(levels[position] == open.count, "section snapshot: item \(position)'s level is \(levels[position]), not \(open.count)")
            precondition(sizes[position] >= 1 && position + sizes[position] <= (parent >= 0 ? parent + sizes[parent] : count),
                         "section snapshot: item \(position)'s subtree leaves its parent's")
            open.append(position)
        }
        itemIndex.checkInvariants()
        precondition(itemIndex.count == count && order.indices.allSatisfy { position(of: order[$0]) == $0 },
                     "section snapshot: the item index is out of step")
    }

    /// Runs ``checkInvariants()`` when Trestle is built with `TRESTLE_INTERNAL_CHECKS` (decided
    /// here, not in the inlining client).
    @usableFromInline
    func checkInvariantsIfEnabled() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}
