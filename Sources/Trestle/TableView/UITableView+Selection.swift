import Foundation
import TrestleCore

extension UITableView {
    /// The selected row (the first one, in table order), or `nil`.
    public var indexPathForSelectedRow: IndexPath? {
        coordinator.selection.first.map(\.indexPath)
    }

    /// The selected rows in table order, or `nil` when none is selected (UIKitBehavior § Programmatic selection).
    public var indexPathsForSelectedRows: [IndexPath]? {
        coordinator.selection.isEmpty ? nil : coordinator.selection.paths.map(\.indexPath)
    }

    /// Selects a row without calling the delegate's selection methods or posting the selection
    /// notification, as UIKit's programmatic selection does, then scrolls per `scrollPosition`.
    /// A `nil` index path clears the selection. Unless multiple selection is allowed, the
    /// previously selected row is deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in coordinator.selection.paths { coordinator.visibleItems.view(at: path)?.setSelected(false, animated: animated) }
            coordinator.selection.removeAll()
            return
        }
        guard checkRow(indexPath, "selectRow(at:animated:scrollPosition:)") else { return }
        let path = indexPath.itemPath
        if !allowsUserMultipleSelection {
            for other in coordinator.selection.paths where other != path { coordinator.visibleItems.view(at: other)?.setSelected(false, animated: animated) }
            coordinator.selection.removeAll()
        }
        coordinator.selection.select(path)
        coordinator.visibleItems.view(at: path)?.setSelected(true, animated: animated)
        if scrollPosition != .none || !isRowFullyVisible(path) {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row without calling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPath.count == 2 else { return }
        let path = indexPath.itemPath
        guard coordinator.selection.deselect(path) else { return }
        coordinator.visibleItems.view(at: path)?.setSelected(false, animated: animated)
    }

    /// Scrolls the selected row nearest to the visible area to `scrollPosition` (UIKitBehavior § Scrolling to a row);
    /// does nothing without a selection.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard !coordinator.selection.isEmpty else { return }
        let top = Double(contentOffset.y)
        let bottom = top + Double(bounds.height)
        func distance(_ path: ItemPath) -> Double {
            let rect = geometry.frameForItem(at: path)
            if Double(rect.maxY) < top { return top - Double(rect.maxY) }
            if Double(rect.minY) > bottom { return Double(rect.minY) - bottom }
            return 0
        }
        guard let nearest = coordinator.selection.paths.min(by: { (distance($0), $0) < (distance($1), $1) }) else { return }
        scrollToRow(at: nearest.indexPath, at: scrollPosition, animated: animated)
    }

    func isRowFullyVisible(_ path: ItemPath) -> Bool {
        let rect = geometry.frameForItem(at: path)
        let inset = adjustedContentInset
        return rect.minY >= contentOffset.y + inset.top && rect.maxY <= contentOffset.y + bounds.height - inset.bottom
    }
}
