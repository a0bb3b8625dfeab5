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
        let requests = prefetcher.update(
            source: prefetchDataSource, enabled: isPrefetchingEnabled && !phase.needsReload,
            move: { window in
                window.update(visibleRect: visible, axis: axis, isDisplayed: { visibleItems.view(at: $0) != nil }) { rect in
                    (layout.layoutAttributesForElements(in: rect) ?? []).compactMap { attributes in
                        guard attributes.representedElementCategory == .cell, !attributes.isHidden,
                              isValidItem(attributes.indexPath) else { return nil }
                        return PrefetchWindow.Item(path: attributes.indexPath.itemPath, frame: attributes.frame)
                    }
                }
            })
        // Sent after the window moved: the data source may update the view from its callbacks.
        ListPrefetcher.send(
            requests,
            prefetch: { [unowned self] source, paths in
                (source as? UICollectionViewDataSourcePrefetching)?.collectionView(self, prefetchItemsAt: paths)
            },
            cancel: { [unowned self] source, paths in
                (source as? UICollectionViewDataSourcePrefetching)?.collectionView(self, cancelPrefetchingForItemsAt: paths)
            })
    }
}
