import Foundation
import TrestleCore

extension UICollectionView {
    /// Moves the prefetch window after a layout pass and tells ``prefetchDataSource`` what
    /// entered and left it (see ``ListPrefetcher``): the layout is asked for the items in the
    /// window's rectangle, beyond the visible area along the scroll direction. Costs nothing
    /// without a prefetch data source.
    func updatePrefetching() {
        let visible = bounds
        let axis: PrefetchWindow.Axis = scrollDirectionIsHorizontal ? .horizontal : .vertical
        coordinator.updatePrefetching(
            prefetchDataSource, enabled: isPrefetchingEnabled,
            move: { window in
                window.update(visibleRect: visible, axis: axis, isDisplayed: { coordinator.visibleItems.view(at: $0) != nil }) { rect in
                    (layout.layoutAttributesForElements(in: rect) ?? []).compactMap { attributes in
                        guard attributes.representedElementCategory == .cell, !attributes.isHidden,
                              isValidItem(attributes.indexPath) else { return nil }
                        return PrefetchWindow.Item(path: attributes.indexPath.itemPath, frame: attributes.frame)
                    }
                }
            },
            prefetch: { source, paths in source.collectionView(self, prefetchItemsAt: paths) },
            cancel: { source, paths in source.collectionView(self, cancelPrefetchingForItemsAt: paths) })
    }
}
