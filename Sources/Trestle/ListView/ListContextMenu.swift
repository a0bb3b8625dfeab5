import Foundation

/// Context menus on a list's rows and items — the part tables and collection views share: the
/// delegate's configuration makes the menu, which opens at the click or at the focused row, and
/// the delegate hears it appear and go (UIKitBehavior § Context menus).
extension UIScrollView {
    /// Whether `key` opens a context menu: the Menu key, or Shift-F10 as on desktops.
    static func opensContextMenu(_ key: UIKey) -> Bool {
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        if key.keyCode == .keyboardApplication && modifiers.isEmpty { return true }
        return key.keyCode == .keyboardF(10) && modifiers == .shift
    }

    /// Opens the menu `configuration` makes at `point` (this view's coordinates): `willDisplay`
    /// first, `willEnd` when it goes. Returns whether a menu opened (a configuration whose
    /// provider gives no menu, or none with visible items, opens none).
    func presentListContextMenu(_ configuration: UIContextMenuConfiguration?, at point: CGPoint,
                                willDisplay: (UIContextMenuConfiguration) -> Void,
                                willEnd: @escaping (UIContextMenuConfiguration) -> Void) -> Bool {
        guard let configuration, let window, let menu = configuration.makeMenu() else { return false }
        willDisplay(configuration)
        window.presentContextMenu(menu, at: convert(point, to: window)) { willEnd(configuration) }
        return true
    }
}

extension UITableView {
    /// A right click at `point`: the row's context menu, from the delegate.
    func openRowContextMenu(at point: CGPoint) -> Bool {
        guard let indexPath = indexPathForRow(at: point) else { return false }
        return openContextMenu(forRow: indexPath, at: point)
    }

    /// The Menu key: the focused row's context menu, at the row's leading edge below its text.
    func openFocusedRowContextMenu() -> Bool {
        guard let indexPath = indexPathForFocusedRow else { return false }
        let rect = rectForRow(at: indexPath)
        return openContextMenu(forRow: indexPath, at: CGPoint(x: rect.minX + metrics.cellHorizontalMargin, y: rect.maxY))
    }

    private func openContextMenu(forRow indexPath: IndexPath, at point: CGPoint) -> Bool {
        guard let delegate = tableDelegate else { return false }
        // The menu acts on the row: the keyboard focus goes there, as a click's would.
        if allowsFocus, isRowFocusable(indexPath.itemPath) { focusedRow = indexPath.itemPath }
        let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        return presentListContextMenu(configuration, at: point,
                                      willDisplay: { delegate.tableView(self, willDisplayContextMenu: $0, animator: nil) },
                                      willEnd: { [weak self, weak delegate] in
                                          guard let self else { return }
                                          delegate?.tableView(self, willEndContextMenuInteraction: $0, animator: nil)
                                      })
    }
}

extension UICollectionView {
    /// A right click at `point`: the item's context menu, from the delegate.
    func openItemContextMenu(at point: CGPoint) -> Bool {
        guard let indexPath = indexPathForItem(at: point) else { return false }
        return openContextMenu(forItem: indexPath, at: point)
    }

    /// The Menu key: the focused item's context menu, at its bottom leading corner.
    func openFocusedItemContextMenu() -> Bool {
        guard let indexPath = indexPathForFocusedItem, let frame = layoutAttributesForItem(at: indexPath)?.frame else { return false }
        return openContextMenu(forItem: indexPath, at: CGPoint(x: frame.minX + 1, y: frame.maxY))
    }

    private func openContextMenu(forItem indexPath: IndexPath, at point: CGPoint) -> Bool {
        guard let delegate = collectionDelegate else { return false }
        let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        return presentListContextMenu(configuration, at: point,
                                      willDisplay: { delegate.collectionView(self, willDisplayContextMenu: $0, animator: nil) },
                                      willEnd: { [weak self, weak delegate] in
                                          guard let self else { return }
                                          delegate?.collectionView(self, willEndContextMenuInteraction: $0, animator: nil)
                                      })
    }
}
