import Foundation

/// Where an item sits in an outline: what a collection view needs to draw an outline row (its
/// indentation, its disclosure's direction) and to move through the outline with the keyboard.
package struct OutlineItemState: Hashable, Sendable {
    /// Whether the item's children are shown.
    package var isExpanded: Bool
    /// Whether the item has children (an outline disclosure has something to show).
    package var hasChildren: Bool
    /// The item's depth: 0 for a root.
    package var level: Int
    /// The index path of the item's parent, or `nil` for a root (or a parent not shown).
    package var parent: IndexPath?

    package init(isExpanded: Bool, hasChildren: Bool, level: Int, parent: IndexPath?) {
        self.isExpanded = isExpanded
        self.hasChildren = hasChildren
        self.level = level
        self.parent = parent
    }
}

/// A collection view data source whose sections can be outlines (UIKit's diffable data source
/// with section snapshots): the collection view asks it where items sit in their outline, and
/// tells it to expand or collapse one when the user asks — an outline disclosure accessory
/// tapped, or ← and → on a focused row.
///
/// UIKit wires these through private calls between the collection view, its list cells and the
/// diffable data source; this protocol is Trestle's seam for the same conversation.
@MainActor
package protocol OutlineDataSource: AnyObject {
    /// Where the item at `indexPath` sits in its section's outline, or `nil` when its section is
    /// not an outline or the item does not exist.
    func outlineState(ofItemAt indexPath: IndexPath) -> OutlineItemState?

    /// Expands or collapses the item at `indexPath`, consulting the data source's section
    /// snapshot handlers as UIKit does, and applies the change to the collection view.
    ///
    /// - Returns: Whether the item's state changed.
    @discardableResult
    func setExpanded(_ expanded: Bool, itemAt indexPath: IndexPath, animated: Bool) -> Bool
}
