import Foundation
import TrestleCore

/// The items a list view has laid out and the views showing them: view by item and item by view,
/// the range laid out, items in range still owed a view, and the views of removed items that are
/// still animating out.
///
/// Two maps are kept as inverses — `view(at:)` and `item(for:)` — so both directions are O(1);
/// ``checkInvariants(itemsInRange:)`` states how they relate. A view may be *assigned* an item
/// before it is *shown* (a layout pass obtains views for items it measures, then decides which it
/// keeps): an assigned view that is not shown belongs to the pass under way and is released
/// before the pass ends.
package struct VisibleItems<View: AnyObject> {
    private var viewsByItem: [ItemPath: View] = [:]
    private var itemsByView: [ObjectIdentifier: ItemPath] = [:]
    /// Views of deleted and reloaded items, animating out, by the items they showed.
    private var leaving: [ObjectIdentifier: ItemPath] = [:]

    /// The items laid out by the last layout pass (`nil`: none, or a batch update remapped the
    /// views and the next pass must reconcile them).
    package var range: ItemRange?
    /// Items inside the range whose views were taken away (reloaded items, a new width): the next
    /// layout pass gives them new views.
    package var needingViews = Set<ItemPath>()

    package init() {}

    // MARK: Queries

    /// The view showing `item`, or `nil`.
    ///
    /// - Complexity: O(1).
    package func view(at item: ItemPath) -> View? { viewsByItem[item] }

    /// The item `view` shows, or `nil` when it is not showing one.
    ///
    /// - Complexity: O(1).
    package func item(for view: View) -> ItemPath? {
        guard let item = itemsByView[ObjectIdentifier(view)], viewsByItem[item] === view else { return nil }
        return item
    }

    /// The item `view` was obtained for in this layout pass or shows, shown or not.
    package func assignedItem(for view: View) -> ItemPath? { itemsByView[ObjectIdentifier(view)] }

    /// The shown items and their views, in no order.
    package var shown: [ItemPath: View] { viewsByItem }

    /// The shown items and their views in item order.
    ///
    /// - Complexity: O(k log k) for k shown items.
    package var sorted: [(item: ItemPath, view: View)] {
        viewsByItem.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    package var isEmpty: Bool { viewsByItem.isEmpty }
    package var count: Int { viewsByItem.count }

    // MARK: Changes

    /// Notes that `view` was obtained for `item` (not yet shown).
    package mutating func assign(_ view: View, to item: ItemPath) {
        itemsByView[ObjectIdentifier(view)] = item
    }

    /// Shows `view` at `item`.
    package mutating func show(_ view: View, at item: ItemPath) {
        viewsByItem[item] = view
        itemsByView[ObjectIdentifier(view)] = item
    }

    /// Stops showing the view at `item` and returns it; it stays assigned until ``release(_:)``.
    @discardableResult
    package mutating func hide(_ item: ItemPath) -> View? {
        viewsByItem.removeValue(forKey: item)
    }

    /// Stops showing the view at `item` and notes that the item, which stays in range, is owed a
    /// new view (a reloaded row, a new width); returns the view, which stays assigned until
    /// released.
    @discardableResult
    package mutating func detach(_ item: ItemPath) -> View? {
        needingViews.insert(item)
        return viewsByItem.removeValue(forKey: item)
    }

    /// Forgets everything about `view` (it is going back to the reuse pool).
    package mutating func release(_ view: View) {
        itemsByView[ObjectIdentifier(view)] = nil
    }

    /// Stops showing every view and returns them with their items, in item order; the range and
    /// the items owed views are forgotten. The views stay assigned until released.
    package mutating func hideAll() -> [(item: ItemPath, view: View)] {
        let all = sorted
        viewsByItem.removeAll()
        range = nil
        needingViews.removeAll()
        return all
    }

    /// Moves every shown view to its item's new path through a batch update's mapping. Views of
    /// items the update removed (deleted or reloaded) are returned with their old paths; they are
    /// neither shown nor assigned any more. Items still owed a view move too. The range is
    /// forgotten: the next layout pass reconciles the views with the items in range.
    ///
    /// - Complexity: O(k log u) for k shown items and u operations in the update.
    package mutating func remap(through mapping: UpdateMapping) -> [(old: ItemPath, view: View)] {
        var remapped: [ItemPath: View] = [:]
        var removed: [(old: ItemPath, view: View)] = []
        for (old, view) in viewsByItem {
            if let new = mapping.newPath(forOld: old) {
                remapped[new] = view
                itemsByView[ObjectIdentifier(view)] = new
            } else {
                itemsByView[ObjectIdentifier(view)] = nil
                removed.append((old, view))
            }
        }
        viewsByItem = remapped
        range = nil
        needingViews = Set(needingViews.compactMap { mapping.newPath(forOld: $0) })
        return removed.sorted { $0.old < $1.old }
    }

    // MARK: Entering and leaving

    /// The items that enter and leave when `wanted` (in item order) is what the next layout pass
    /// shows, comparing with the views actually shown — what a pass does after ``remap(through:)``
    /// moved the views, when the previous range no longer says which items have views.
    ///
    /// - Complexity: O(w + k log k) for w wanted and k shown items.
    package func reconciliation(with wanted: [ItemPath]) -> ItemRangeChange {
        let wantedSet = Set(wanted)
        return ItemRangeChange(entering: wanted.filter { viewsByItem[$0] == nil },
                               leaving: viewsByItem.keys.filter { !wantedSet.contains($0) }.sorted())
    }

    /// Takes the items owed a view (their views were taken away while they stayed in range) that
    /// `isInRange` keeps and that have none, in item order, leaving out those in `entering`
    /// already. The rest are forgotten: out of range, they get views when they enter.
    package mutating func takeItemsNeedingViews(isInRange: (ItemPath) -> Bool, excluding entering: [ItemPath]) -> [ItemPath] {
        guard !needingViews.isEmpty else { return [] }
        defer { needingViews.removeAll() }
        let excluded = Set(entering)
        return needingViews.sorted().filter { isInRange($0) && viewsByItem[$0] == nil && !excluded.contains($0) }
    }

    // MARK: Leaving views

    /// Notes that `view`, which showed `old`, is animating out.
    package mutating func beginLeaving(_ view: View, from old: ItemPath) {
        leaving[ObjectIdentifier(view)] = old
    }

    /// Whether `view` is animating out.
    package func isLeaving(_ view: View) -> Bool { leaving[ObjectIdentifier(view)] != nil }

    /// `view` has finished leaving: returns the item it showed, or `nil` when it was not leaving.
    package mutating func endLeaving(_ view: View) -> ItemPath? {
        leaving.removeValue(forKey: ObjectIdentifier(view))
    }

    // MARK: Invariants

    /// Traps unless the two maps are inverses and every shown item lies in the laid-out range
    /// (when there is one): each shown view is assigned its item; each assigned view is shown at
    /// that item (outside a layout pass); no view is both shown and leaving.
    package func checkInvariants(allowUnshownAssignments: Bool = false) {
        for (item, view) in viewsByItem {
            let id = ObjectIdentifier(view)
            internalCheck(itemsByView[id] == item, "VisibleItems invariant: the view shown at \(item) is assigned \(String(describing: itemsByView[id]))")
            internalCheck(leaving[id] == nil, "VisibleItems invariant: the view shown at \(item) is also leaving")
            if let range {
                internalCheck(range.contains(item), "VisibleItems invariant: \(item) is shown but outside the laid-out range \(range)")
            }
        }
        if !allowUnshownAssignments {
            internalCheck(itemsByView.count == viewsByItem.count,
                         "VisibleItems invariant: \(itemsByView.count) views assigned but \(viewsByItem.count) shown")
        }
    }
}

/// The supplementary views a list view shows (a table's headers and footers, a collection's
/// supplementary elements), by a key of the view's choosing, and which of them the delegate has
/// been told about (`willDisplay…` sent, so `didEndDisplaying…` is owed).
package struct VisibleSupplementaries<Key: Hashable, View: AnyObject> {
    package private(set) var views: [Key: View] = [:]
    private var announced = Set<Key>()

    package init() {}

    package func view(for key: Key) -> View? { views[key] }

    package mutating func show(_ view: View, for key: Key) { views[key] = view }

    /// Notes that the delegate is being told `key`'s view appears; `false` when it was told already.
    package mutating func announce(_ key: Key) -> Bool { announced.insert(key).inserted }

    /// Stops showing `key`'s view; returns whether its appearance had been announced (and so
    /// `didEndDisplaying…` is owed).
    package mutating func remove(_ key: Key) -> Bool {
        views[key] = nil
        return announced.remove(key) != nil
    }

    /// Traps unless every announced key has a view.
    package func checkInvariants() {
        for key in announced {
            internalCheck(views[key] != nil, "VisibleSupplementaries invariant: \(key) was announced but has no view")
        }
    }
}
