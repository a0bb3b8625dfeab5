import TrestleCore

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
/// Apply one to a section of a ``UICollectionViewDiffableDataSource`` with
/// ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``: the
/// section shows the snapshot's ``visibleItems``.
///
/// Identifiers are unique within a section snapshot. Misuse is reported with UIKit's messages
/// through ``TrestleDiagnostics`` and the call changes nothing: an identifier added twice
/// ("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(…)}"), a
/// parent, destination or item that is not in the snapshot.
///
/// ## Storage
///
/// Items are stored depth first, each with its level, its parent's position, the size of its
/// subtree and whether it is expanded, and a hash index (a `PositionIndex`, as
/// ``NSDiffableDataSourceSnapshot`` uses) maps identifiers to positions. So an item's subtree is
/// the run of `size` items starting at it, and:
///
/// - lookups, ``level(of:)``, ``parent(of:)``, ``isExpanded(_:)``, ``expand(_:)`` and
///   ``collapse(_:)`` are O(1) per item (``isVisible(_:)`` is O(depth));
/// - ``visibleItems`` is one pass that copies runs of visible items and jumps over collapsed
///   subtrees;
/// - appending after the last item is O(k + depth) for k items; inserting or deleting elsewhere
///   shifts the items after the change, O(n), as in UIKit's ordered sets.
///
/// - Note: Trestle's section snapshot is `Equatable`: two are equal when they hold the same items,
///   in the same tree, expanded alike.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias ItemID = ItemIdentifierType

    /// Every item, depth first.
    @usableFromInline var order: [ItemID] = []
    /// Each item's depth: 0 for roots.
    @usableFromInline var levels: [Int] = []
    /// Each item's parent's position, or -1 for a root.
    @usableFromInline var parents: [Int] = []
    /// The number of items in each item's subtree, itself included: the subtree of the item at
    /// `p` is `p..<(p + sizes[p])`.
    @usableFromInline var sizes: [Int] = []
    /// Whether each item is expanded (an item without children may be marked expanded too).
    @usableFromInline var expandedFlags: [Bool] = []
    /// Each item's position in `order`.
    @usableFromInline var itemIndex = PositionIndex()

    /// Creates an empty section snapshot.
    @inlinable
    public init() {}

    // MARK: Items

    /// Every item, depth first: each parent followed by its children.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var items: [ItemIdentifierType] { order }

    /// The items with no parent, in order.
    ///
    /// - Complexity: O(r) for r roots.
    @inlinable
    public var rootItems: [ItemIdentifierType] {
        var roots: [ItemID] = []
        var position = 0
        while position < order.count {
            roots.append(order[position])
            position += sizes[position]
        }
        return roots
    }

    /// The items whose ancestors are all expanded, depth first: what an outline shows.
    ///
    /// - Complexity: O(v + c) for v visible items and c collapsed parents among them: runs of
    ///   visible items are copied at once, and each collapsed subtree is skipped in one step.
    @inlinable
    public var visibleItems: [ItemIdentifierType] {
        let count = order.count
        var visible: [ItemID] = []
        var runStart = 0
        var position = 0
        order.withUnsafeBufferPointer { order in
            sizes.withUnsafeBufferPointer { sizes in
                expandedFlags.withUnsafeBufferPointer { expanded in
                    while position < count {
                        let size = sizes[position]
                        position += 1
                        if size > 1 && !expanded[position - 1] {
                            // A collapsed parent: show it, skip its descendants.
                            visible.append(contentsOf: order[runStart..<position])
                            position += size - 1
                            runStart = position
                        }
                    }
                    if runStart < count { visible.append(contentsOf: order[runStart..<count]) }
                }
            }
        }
        return visible
    }

    // MARK: Queries

    /// Whether the snapshot contains `item`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func contains(_ item: ItemIdentifierType) -> Bool {
        position(of: item) != nil
    }

    /// The index of `item` in ``items``, or nil if the snapshot does not contain it.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func index(of item: ItemIdentifierType) -> Int? {
        position(of: item)
    }

    /// The depth of `item`: 0 for a root. An absent item is reported and answers 0.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func level(of item: ItemIdentifierType) -> Int {
        guard let position = require(item) else { return 0 }
        return levels[position]
    }

    /// The parent of `child`, or nil for a root. An absent item is reported ("Child item
    /// identifier does not exist in section snapshot: …") and answers nil.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let position = position(of: child) else {
            TrestleDiagnostics.report(SectionSnapshotMessages.childNotFound(child))
            return nil
        }
        let parent = parents[position]
        return parent >= 0 ? order[parent] : nil
    }

    /// Whether `item` is expanded. An absent item is reported and answers false.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        guard let position = require(item) else { return false }
        return expandedFlags[position]
    }

    /// Whether every ancestor of `item` is expanded, so that it is among ``visibleItems``. An
    /// absent item is reported and answers false.
    ///
    /// - Complexity: O(depth).
    @inlinable
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard let position = require(item) else { return false }
        var parent = parents[position]
        while parent >= 0 {
            if !expandedFlags[parent] { return false }
            parent = parents[parent]
        }
        return true
    }

    // MARK: Internals

    /// The position of `item` in `order`, or nil.
    @inlinable
    func position(of item: ItemID) -> Int? {
        let order = order
        return itemIndex.find(hash: item.hashValue) { order[$0] == item }
    }

    /// The position of `item`, or nil after reporting that it is absent.
    @inlinable
    func require(_ item: ItemID) -> Int? {
        guard let position = position(of: item) else {
            TrestleDiagnostics.report(SectionSnapshotMessages.itemNotFound(item))
            return nil
        }
        return position
    }

    /// Whether the item at `position` has children.
    @inlinable
    func hasChildren(at position: Int) -> Bool { sizes[position] > 1 }
}

extension NSDiffableDataSourceSectionSnapshot: Equatable {
    /// Whether both hold the same items in the same tree, with the same items expanded.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.order == rhs.order && lhs.levels == rhs.levels && lhs.expandedFlags == rhs.expandedFlags
    }
}

/// UIKit's section snapshot messages (UIKitBehavior § Diffable errors).
///
/// - Note: Only the message for repeated identifiers is recorded from UIKit; the others follow
///   its wording for section snapshots and name the identifier as UIKit writes it.
@usableFromInline
enum SectionSnapshotMessages {
    @usableFromInline static func duplicates<ID>(_ duplicates: [ID]) -> String {
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\(DiffableMessages.list(duplicates)))}"
    }

    @usableFromInline static func itemNotFound<ID>(_ item: ID) -> String {
        "Item identifier does not exist in section snapshot: \(DiffableMessages.describe(item))"
    }

    @usableFromInline static func childNotFound<ID>(_ item: ID) -> String {
        "Child item identifier does not exist in section snapshot: \(DiffableMessages.describe(item))"
    }

    @usableFromInline static func parentNotFound<ID>(_ item: ID) -> String {
        "Parent item identifier does not exist in section snapshot: \(DiffableMessages.describe(item))"
    }

    @usableFromInline static func insertBeforeNotFound<ID>(_ item: ID) -> String {
        "Item identifier to insert before does not exist in section snapshot: \(DiffableMessages.describe(item))"
    }

    @usableFromInline static func insertAfterNotFound<ID>(_ item: ID) -> String {
        "Item identifier to insert after does not exist in section snapshot: \(DiffableMessages.describe(item))"
    }

    @usableFromInline static func deleteNotFound<ID>(_ item: ID) -> String {
        "Failed to find index of item \(DiffableMessages.describe(item))"
    }
}
