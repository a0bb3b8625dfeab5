import TrestleCore

extension NSDiffableDataSourceSectionSnapshot {
    // MARK: Items

    /// Appends items as the last children of `parent`, or as the last roots when `parent` is nil.
    ///
    /// Reported, changing nothing: an item already in the snapshot or repeated ("Identifiers in
    /// a section snapshot must be unique. Duplicate item identifiers: {(…)}"); an unknown parent.
    ///
    /// - Complexity: O(k + depth) for k items appended to the last item's ancestors or the roots;
    ///   otherwise O(n) more for the items after them.
    @inlinable
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard !items.isEmpty, requireNew(items) else { return }
        guard let destination = appendDestination(parent) else { return }
        insertForest(items, levels: Array(repeating: 0, count: items.count), expanded: Array(repeating: false, count: items.count),
                     at: destination.position, parent: destination.parent)
        checkInvariantsIfEnabled()
    }

    /// Inserts items as siblings just before `nextSiblingIdentifier`.
    ///
    /// Reported, changing nothing: a duplicate identifier; an unknown sibling.
    @inlinable
    public mutating func insert(_ items: [ItemIdentifierType], before nextSiblingIdentifier: ItemIdentifierType) {
        guard !items.isEmpty, requireNew(items) else { return }
        guard let destination = insertDestination(nextSiblingIdentifier, after: false) else { return }
        insertForest(items, levels: Array(repeating: 0, count: items.count), expanded: Array(repeating: false, count: items.count),
                     at: destination.position, parent: destination.parent)
        checkInvariantsIfEnabled()
    }

    /// Inserts items as siblings just after `previousSiblingIdentifier` and its descendants.
    ///
    /// Reported, changing nothing: a duplicate identifier; an unknown sibling.
    @inlinable
    public mutating func insert(_ items: [ItemIdentifierType], after previousSiblingIdentifier: ItemIdentifierType) {
        guard !items.isEmpty, requireNew(items) else { return }
        guard let destination = insertDestination(previousSiblingIdentifier, after: true) else { return }
        insertForest(items, levels: Array(repeating: 0, count: items.count), expanded: Array(repeating: false, count: items.count),
                     at: destination.position, parent: destination.parent)
        checkInvariantsIfEnabled()
    }

    // MARK: Child snapshots

    /// Appends the items of `snapshot`, keeping its tree and expansion states, as the last
    /// children of `parent` (its roots become `parent`'s children), or as the last roots when
    /// `parent` is nil.
    ///
    /// Reported, changing nothing: an item of `snapshot` already in this one; an unknown parent.
    @inlinable
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        guard !snapshot.order.isEmpty, requireNew(snapshot.order) else { return }
        guard let destination = appendDestination(parent) else { return }
        insertForest(snapshot.order, levels: snapshot.levels, expanded: snapshot.expandedFlags,
                     at: destination.position, parent: destination.parent)
        checkInvariantsIfEnabled()
    }

    /// Inserts the items of `snapshot`, keeping its tree and expansion states, just before
    /// `nextSiblingIdentifier`: its roots become that item's siblings.
    ///
    /// Reported, changing nothing: an item of `snapshot` already in this one; an unknown sibling.
    @inlinable
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before nextSiblingIdentifier: ItemIdentifierType) {
        guard !snapshot.order.isEmpty, requireNew(snapshot.order) else { return }
        guard let destination = insertDestination(nextSiblingIdentifier, after: false) else { return }
        insertForest(snapshot.order, levels: snapshot.levels, expanded: snapshot.expandedFlags,
                     at: destination.position, parent: destination.parent)
        checkInvariantsIfEnabled()
    }

    /// Inserts the items of `snapshot`, keeping its tree and expansion states, just after
    /// `previousSiblingIdentifier` and its descendants: its roots become that item's siblings.
    ///
    /// Reported, changing nothing: an item of `snapshot` already in this one; an unknown sibling.
    @inlinable
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after previousSiblingIdentifier: ItemIdentifierType) {
        guard !snapshot.order.isEmpty, requireNew(snapshot.order) else { return }
        guard let destination = insertDestination(previousSiblingIdentifier, after: true) else { return }
        insertForest(snapshot.order, levels: snapshot.levels, expanded: snapshot.expandedFlags,
                     at: destination.position, parent: destination.parent)
        checkInvariantsIfEnabled()
    }

    /// A section snapshot of `parent`'s descendants, with their tree and expansion states: its
    /// roots are `parent`'s children, or `parent` itself when `includingParent` is true.
    ///
    /// An unknown parent is reported and answers an empty snapshot.
    ///
    /// - Complexity: O(s) for the s items in `parent`'s subtree.
    @inlinable
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let position = position(of: parent) else {
            TrestleDiagnostics.report(SectionSnapshotMessages.parentNotFound(parent))
            return Self()
        }
        let start = includingParent ? position : position + 1
        let end = position + sizes[position]
        let base = levels[position] + (includingParent ? 0 : 1)
        var subtree = Self()
        subtree.insertForest(Array(order[start..<end]), levels: levels[start..<end].map { $0 - base },
                             expanded: Array(expandedFlags[start..<end]), at: 0, parent: -1)
        subtree.checkInvariantsIfEnabled()
        return subtree
    }

    /// Replaces `parent`'s descendants with the items of `snapshot`, keeping its tree and
    /// expansion states: its roots become `parent`'s children. `parent` keeps its own expansion
    /// state.
    ///
    /// `snapshot` may hold items that are `parent`'s descendants now. Reported, changing nothing:
    /// an unknown parent; an item of `snapshot` found elsewhere in this one (or `parent` itself).
    ///
    /// - Complexity: O(n).
    @inlinable
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let position = position(of: parent) else {
            TrestleDiagnostics.report(SectionSnapshotMessages.parentNotFound(parent))
            return
        }
        let end = position + sizes[position]
        guard requireNew(snapshot.order, isReplaced: { $0 > position && $0 < end }) else { return }
        var children: [Int] = []
        var child = position + 1
        while child < end {
            children.append(child)
            child += sizes[child]
        }
        removeSubtrees(at: children)
        insertForest(snapshot.order, levels: snapshot.levels, expanded: snapshot.expandedFlags, at: position + 1, parent: position)
        checkInvariantsIfEnabled()
    }

    // MARK: Deleting

    /// Deletes items with their descendants. An absent item is reported ("Failed to find index
    /// of item …") before anything is deleted; naming an item twice, or an item and one of its
    /// ancestors, is fine.
    ///
    /// - Complexity: O(n).
    @inlinable
    public mutating func delete(_ items: [ItemIdentifierType]) {
        guard !items.isEmpty else { return }
        var positions: [Int] = []
        positions.reserveCapacity(items.count)
        for item in items {
            guard let position = position(of: item) else {
                TrestleDiagnostics.report(SectionSnapshotMessages.deleteNotFound(item))
                return
            }
            positions.append(position)
        }
        removeSubtrees(at: positions)
        checkInvariantsIfEnabled()
    }

    /// Deletes every item.
    @inlinable
    public mutating func deleteAll() {
        self = Self()
    }

    // MARK: Expanding

    /// Expands items: their children are visible when they are. An item without children may be
    /// expanded too, and shows its children when it gets some.
    ///
    /// An item not in the snapshot is reported ("Item identifier does not exist in section
    /// snapshot: …") and nothing changes.
    ///
    /// - Complexity: O(k) for k items.
    @inlinable
    public mutating func expand(_ items: [ItemIdentifierType]) {
        setExpanded(true, items)
    }

    /// Collapses items: their descendants are hidden. An item not in the snapshot is reported and
    /// nothing changes.
    ///
    /// - Complexity: O(k) for k items.
    @inlinable
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        setExpanded(false, items)
    }

    // MARK: Internals

    @inlinable
    mutating func setExpanded(_ expanded: Bool, _ items: [ItemID]) {
        var positions: [Int] = []
        positions.reserveCapacity(items.count)
        for item in items {
            guard let position = require(item) else { return }
            positions.append(position)
        }
        for position in positions { expandedFlags[position] = expanded }
    }

    /// Where appending to `parent` inserts (after its last descendant, or after the last item),
    /// or nil after reporting an unknown parent.
    @inlinable
    func appendDestination(_ parent: ItemID?) -> (position: Int, parent: Int)? {
        guard let parent else { return (order.count, -1) }
        guard let position = position(of: parent) else {
            TrestleDiagnostics.report(SectionSnapshotMessages.parentNotFound(parent))
            return nil
        }
        return (position + sizes[position], position)
    }

    /// Where inserting next to `sibling` inserts, or nil after reporting an unknown sibling.
    @inlinable
    func insertDestination(_ sibling: ItemID, after: Bool) -> (position: Int, parent: Int)? {
        guard let position = position(of: sibling) else {
            TrestleDiagnostics.report(after ? SectionSnapshotMessages.insertAfterNotFound(sibling)
                                            : SectionSnapshotMessages.insertBeforeNotFound(sibling))
            return nil
        }
        return (after ? position + sizes[position] : position, parents[position])
    }
}
