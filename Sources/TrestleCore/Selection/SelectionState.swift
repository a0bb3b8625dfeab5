/// The selected items of a list or collection, with UIKit's rules: the engine's side of
/// `indexPathsForSelectedRows` / `indexPathsForSelectedItems`.
///
/// - With ``allowsMultipleSelection`` off, selecting an item replaces the selection (UIKit's
///   `selectRow(at:animated:scrollPosition:)` on a single-selection table deselects the old row).
/// - Turning multiple selection off keeps only the first selected item.
/// - Through a batch update (``remap(through:)``) the selection follows moved items; deleted and
///   reloaded items, and the items of deleted and reloaded sections, drop out (UIKit: reloaded
///   rows come back deselected); inserted items are not selected.
///
/// The view decides which flag applies — `allowsMultipleSelection` or, while editing,
/// `allowsMultipleSelectionDuringEditing` — and whether selection is allowed at all; this value
/// only keeps the set. Paths are kept sorted in table order, so ``paths`` and ``first`` need no
/// sorting and membership is a binary search.
///
/// - Note: UIKit does not promise an order for `indexPathsForSelectedRows`; Trestle answers in
///   table order, so the answer does not depend on the order items were selected in.
public struct SelectionState: Sendable, Hashable {
    /// The selected items, ascending (section, then item) and distinct.
    public internal(set) var paths: [ItemPath] = []

    /// Whether selecting an item adds it to the selection rather than replacing it. Turning it
    /// off keeps only the first selected item.
    public var allowsMultipleSelection: Bool {
        didSet {
            if !allowsMultipleSelection && paths.count > 1 { paths.removeSubrange(1...) }
            didMutate()
        }
    }

    /// An empty selection.
    public init(allowsMultipleSelection: Bool = false) {
        self.allowsMultipleSelection = allowsMultipleSelection
    }

    /// The number of selected items.
    public var count: Int { paths.count }

    /// Whether no item is selected.
    public var isEmpty: Bool { paths.isEmpty }

    /// The first selected item in table order (UIKit's `indexPathForSelectedRow`).
    ///
    /// - Complexity: O(1).
    public var first: ItemPath? { paths.first }

    /// Whether `path` is selected.
    ///
    /// - Complexity: O(log k) for k selected items.
    public func contains(_ path: ItemPath) -> Bool {
        let position = insertionPoint(of: path)
        return position < paths.count && paths[position] == path
    }

    /// Selects `path`: adds it with multiple selection, replaces the selection without.
    ///
    /// - Returns: The items that were deselected to make room (the old selection, in
    ///   single-selection mode, when it was another item), in table order.
    /// - Complexity: O(log k) when `path` comes after every selected item (selecting in order),
    ///   O(k) otherwise, for k selected items.
    @discardableResult
    public mutating func select(_ path: ItemPath) -> [ItemPath] {
        engineRequire(path.section >= 0 && path.item >= 0, "SelectionState.select(_:): invalid path \(path)")
        defer { didMutate() }
        guard allowsMultipleSelection else {
            if paths == [path] { return [] }
            let replaced = paths
            paths = [path]
            return replaced
        }
        let position = insertionPoint(of: path)
        if position == paths.count || paths[position] != path { paths.insert(path, at: position) }
        return []
    }

    /// Deselects `path`; returns whether it was selected.
    ///
    /// - Complexity: O(k) for k selected items (O(log k) for the last one).
    @discardableResult
    public mutating func deselect(_ path: ItemPath) -> Bool {
        let position = insertionPoint(of: path)
        guard position < paths.count, paths[position] == path else { return false }
        paths.remove(at: position)
        didMutate()
        return true
    }

    /// Deselects every item (what `reloadData` does to the selection).
    public mutating func removeAll() {
        paths.removeAll()
        didMutate()
    }

    /// The index of the first selected path not before `path`.
    private func insertionPoint(of path: ItemPath) -> Int {
        if let last = paths.last, last < path { return paths.count }
        var low = 0
        var high = paths.count
        while low < high {
            let mid = (low &+ high) >> 1
            if paths[mid] < path { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func didMutate() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}
