import Foundation
import TrestleCore

/// The collection view's side of outline sections: where an item sits, and expanding or
/// collapsing one when the user asks (an outline disclosure, or ← and → on a focused item).
extension UICollectionViewDiffableDataSource: OutlineDataSource {
    /// Where the item at `indexPath` sits in its section's section snapshot; `nil` when the
    /// section is not shown from one, or there is no such item.
    ///
    /// - Complexity: O(log s) for s sections.
    package func outlineState(ofItemAt indexPath: IndexPath) -> OutlineItemState? {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              let outline = outline(of: section), let position = outline.index(of: item) else { return nil }
        let parent = outline.parents[position]
        return OutlineItemState(isExpanded: outline.expandedFlags[position], hasChildren: outline.hasChildren(at: position),
                                level: outline.levels[position],
                                parent: parent >= 0 ? self.indexPath(for: outline.order[parent]) : nil)
    }

    /// Expands or collapses the item at `indexPath` as UIKit does when the user asks: expanding
    /// asks `shouldExpandItem`, calls `willExpandItem`, takes the children
    /// `snapshotForExpandingParent` gives, then applies the section snapshot with the item
    /// expanded; collapsing asks `shouldCollapseItem`, calls `willCollapseItem` and applies.
    ///
    /// - Returns: Whether the item's state changed: `false` when its section is not an outline,
    ///   it is already so, or a handler said no.
    @discardableResult
    package func setExpanded(_ expanded: Bool, itemAt indexPath: IndexPath, animated: Bool) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              let outline = outline(of: section), let position = outline.index(of: item),
              outline.expandedFlags[position] != expanded else { return false }
        let handlers = sectionSnapshotHandlers
        if expanded {
            if let shouldExpand = handlers.shouldExpandItem, !shouldExpand(item) { return false }
            handlers.willExpandItem?(item)
        } else {
            if let shouldCollapse = handlers.shouldCollapseItem, !shouldCollapse(item) { return false }
            handlers.willCollapseItem?(item)
        }
        // The handler may have changed the data source: start from what it shows now.
        guard var changed = self.outline(of: section), changed.contains(item) else { return false }
        if expanded {
            if let children = handlers.snapshotForExpandingParent {
                changed.replace(childrenOf: item, using: children(item, changed.snapshot(of: item)))
            }
            changed.expand([item])
        } else {
            changed.collapse([item])
        }
        applySectionSnapshot(changed, to: section, animatingDifferences: animated, completion: nil)
        return true
    }
}
