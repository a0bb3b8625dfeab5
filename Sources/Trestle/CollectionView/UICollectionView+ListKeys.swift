import Foundation
import TrestleCore

/// Keys on list rows, as UIKit's lists take them on iPad and the Mac:
///
/// | Keys | On the focused row |
/// |---|---|
/// | → | expands it when it is a collapsed outline item; on an expanded one, moves to its first child |
/// | ← | collapses it when it is an expanded outline item; otherwise moves to its parent |
/// | Space | flips its switch (a `UISwitch` custom accessory), as a tap on it would |
///
/// Rows that are not outline items, or keys the row has no use for, go on to the focus keys.
extension UICollectionView {
    /// Handles `key` on the focused list row; `false` leaves it to the focus keys.
    func handleListRowKey(_ key: UIKey, focused: ItemPath) -> Bool {
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        guard modifiers.isEmpty else { return false }
        if key.characters == " ", let cell = coordinator.visibleItems.view(at: focused) as? UICollectionViewListCell,
           let toggle = cell.accessorySwitch, toggle.toggleFromKeyboard() {
            return true
        }
        guard key.keyCode == .keyboardRightArrow || key.keyCode == .keyboardLeftArrow,
              let outline = dataSource as? OutlineDataSource,
              let state = outline.outlineState(ofItemAt: focused.indexPath) else { return false }
        if key.keyCode == .keyboardRightArrow {
            guard state.hasChildren else { return false }
            if !state.isExpanded {
                outline.setExpanded(true, itemAt: focused.indexPath, animated: true)
                updateVisibleListCellOutlineStates()
                scrollFocusIntoView(focused)
            } else if focused.item + 1 < numberOfItems(inSection: focused.section) {
                moveFocus(to: ItemPath(section: focused.section, item: focused.item + 1))
            }
            return true
        }
        if state.isExpanded && state.hasChildren {
            outline.setExpanded(false, itemAt: focused.indexPath, animated: true)
            updateVisibleListCellOutlineStates()
            scrollFocusIntoView(focused)
            return true
        }
        guard let parent = state.parent, isValidItem(parent) else { return false }
        moveFocus(to: parent.itemPath)
        return true
    }
}

extension UICollectionViewListCell {
    /// The switch the cell shows as a custom accessory, if any.
    var accessorySwitch: UISwitch? {
        for accessory in accessories {
            if case .customView(let configuration) = accessory.kind, let toggle = configuration.customView as? UISwitch, !configuration.isHidden {
                return toggle
            }
        }
        return nil
    }
}
