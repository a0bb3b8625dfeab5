/// The items of one section as a tree — roots, children, and which items are expanded — for
/// sections that show an outline.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// outline.visibleItems   // ["Fruit", "Apple", "Pear", "Vegetables"]
/// ```
///
/// Items are stored in depth-first order with their levels, so ``items`` is O(1) and an item's
/// subtree is the run after it with deeper levels.
///
/// - Note: Trestle implements the core of UIKit's section snapshot: appending, inserting, deleting,
///   expanding and collapsing, and the queries. Child snapshots (`snapshot(of:includingParent:)`,
///   `replace(childrenOf:using:)`, `insert(_:before:)` of a snapshot) are not provided yet. The
///   messages for an unknown parent or destination follow UIKit's wording, which is only partly
///   recorded.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
    typealias ItemID = ItemIdentifierType

    /// Every item, depth first.
    public private(set) var items: [ItemIdentifierType] = []
    /// Each item's depth: 0 for roots.
    private var levels: [Int] = []
    private var lookup: [ItemID: Int] = [:]
    private var expandedItems: Set<ItemID> = []

    /// Creates an empty section snapshot.
    public init() {}

    /// The items with no parent, in order.
    public var rootItems: [ItemIdentifierType] {
        items.indices.filter { levels[$0] == 0 }.map { items[$0] }
    }

    /// The items whose ancestors are all expanded, depth first: what an outline shows.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [ItemID] = []
        var index = 0
        while index < items.count {
            visible.append(items[index])
            index = expandedItems.contains(items[index]) ? index + 1 : subtreeEnd(of: index)
        }
        return visible
    }

    /// Whether the snapshot contains `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        lookup[item] != nil
    }

    /// The index of `item` in ``items``, or nil if absent.
    public func index(of item: ItemIdentifierType) -> Int? {
        lookup[item]
    }

    /// The depth of `item`: 0 for a root. An absent item is reported and answers 0.
    public func level(of item: ItemIdentifierType) -> Int {
        guard let index = require(item) else { return 0 }
        return levels[index]
    }

    /// The parent of `item`, or nil for a root. An absent item is reported and answers nil.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
        guard let index = lookup[item] else {
            TrestleDiagnostics.report("Child item identifier does not exist in section snapshot: \(DiffableMessages.describe(item))")
            return nil
        }
        return parentIndex(of: index).map { items[$0] }
    }

    /// Whether `item` is expanded. An absent item is reported and answers false.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        require(item) != nil && expandedItems.contains(item)
    }

    /// Whether every ancestor of `item` is expanded. An absent item is reported and answers false.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var index = require(item) else { return false }
        while let parent = parentIndex(of: index) {
            if !expandedItems.contains(items[parent]) { return false }
            index = parent
        }
        return true
    }

    // MARK: Editing

    /// Appends items as the last children of `parent`, or as the last roots when nil.
    ///
    /// Reported, changing nothing: an item already in the snapshot or repeated ("Identifiers in a
    /// section snapshot must be unique. …"); an unknown parent.
    public mutating func append(_ newItems: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard !newItems.isEmpty, requireNew(newItems) else { return }
        guard let parent else {
            insert(newItems, at: items.count, level: 0)
            return
        }
        guard let index = lookup[parent] else {
            TrestleDiagnostics.report("Parent item identifier does not exist in section snapshot: \(DiffableMessages.describe(parent))")
            return
        }
        insert(newItems, at: subtreeEnd(of: index), level: levels[index] + 1)
    }

    /// Inserts items as siblings just before `item`.
    public mutating func insert(_ newItems: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard !newItems.isEmpty, requireNew(newItems) else { return }
        guard let index = lookup[item] else {
            TrestleDiagnostics.report("Item identifier to insert before does not exist in section snapshot: \(DiffableMessages.describe(item))")
            return
        }
        insert(newItems, at: index, level: levels[index])
    }

    /// Inserts items as siblings just after `item` and its children.
    public mutating func insert(_ newItems: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard !newItems.isEmpty, requireNew(newItems) else { return }
        guard let index = lookup[item] else {
            TrestleDiagnostics.report("Item identifier to insert after does not exist in section snapshot: \(DiffableMessages.describe(item))")
            return
        }
        insert(newItems, at: subtreeEnd(of: index), level: levels[index])
    }

    /// Deletes items with their children. An absent item is reported ("Failed to find index of
    /// item …") before anything is deleted; repeating an item is fine.
    public mutating func delete(_ doomed: [ItemIdentifierType]) {
        if let missing = doomed.first(where: { lookup[$0] == nil }) {
            TrestleDiagnostics.report("Failed to find index of item \(DiffableMessages.describe(missing))")
            return
        }
        var removed = [Bool](repeating: false, count: items.count)
        for item in doomed {
            let index = lookup[item]!
            for position in index..<subtreeEnd(of: index) { removed[position] = true }
        }
        var keptItems: [ItemID] = [], keptLevels: [Int] = []
        for index in items.indices where !removed[index] {
            keptItems.append(items[index])
            keptLevels.append(levels[index])
        }
        for index in items.indices where removed[index] { expandedItems.remove(items[index]) }
        items = keptItems
        levels = keptLevels
        rebuildLookup()
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands the items that are in the snapshot; others are ignored.
    public mutating func expand(_ toExpand: [ItemIdentifierType]) {
        for item in toExpand where lookup[item] != nil { expandedItems.insert(item) }
    }

    /// Collapses the items that are in the snapshot; others are ignored.
    public mutating func collapse(_ toCollapse: [ItemIdentifierType]) {
        for item in toCollapse { expandedItems.remove(item) }
    }

    // MARK: Internals

    private mutating func insert(_ newItems: [ItemID], at position: Int, level: Int) {
        items.insert(contentsOf: newItems, at: position)
        levels.insert(contentsOf: repeatElement(level, count: newItems.count), at: position)
        rebuildLookup()
    }

    /// Reports repeats of `newItems` among themselves or with the snapshot's items.
    private func requireNew(_ newItems: [ItemID]) -> Bool {
        var seen = Set<ItemID>()
        var duplicates: [ItemID] = []
        for item in newItems where (lookup[item] != nil || !seen.insert(item).inserted) && !duplicates.contains(item) {
            duplicates.append(item)
        }
        if duplicates.isEmpty { return true }
        TrestleDiagnostics.report("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\(DiffableMessages.list(duplicates)))}")
        return false
    }

    /// The index of `item`, or nil after reporting that it is absent.
    private func require(_ item: ItemID) -> Int? {
        guard let index = lookup[item] else {
            TrestleDiagnostics.report("Item identifier does not exist in section snapshot: \(DiffableMessages.describe(item))")
            return nil
        }
        return index
    }

    /// The index just past the subtree rooted at `index`.
    private func subtreeEnd(of index: Int) -> Int {
        var end = index + 1
        while end < items.count && levels[end] > levels[index] { end += 1 }
        return end
    }

    private func parentIndex(of index: Int) -> Int? {
        guard levels[index] > 0 else { return nil }
        var candidate = index - 1
        while levels[candidate] >= levels[index] { candidate -= 1 }
        return candidate
    }

    private mutating func rebuildLookup() {
        lookup.removeAll(keepingCapacity: true)
        for (index, item) in items.enumerated() { lookup[item] = index }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.items == rhs.items && lhs.levels == rhs.levels && lhs.expandedItems == rhs.expandedItems
    }
}
