import Foundation
import TrestleCore

/// Geometry and content queries, as a table's (UIKitBehavior § Scrolling to a row). None of them asks the
/// data source for a cell: items without a cell on screen have none.
extension UICollectionView {
    /// The cells on screen, in item order.
    public var visibleCells: [UICollectionViewCell] {
        coordinator.visibleItems.sorted.map(\.view)
    }

    /// The index paths of the items on screen, in item order.
    public var indexPathsForVisibleItems: [IndexPath] {
        coordinator.visibleItems.sorted.map { $0.item.indexPath }
    }

    /// The cell of the item at `indexPath` when it is on screen; `nil` otherwise (the data
    /// source is not asked).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        coordinator.cell(at: indexPath)
    }

    /// The index path of the item `cell` shows; `nil` when it shows none.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        coordinator.indexPath(for: cell)
    }

    /// The item whose frame contains `point` (content coordinates); `nil` over space between
    /// items, over supplementary views only, or outside the content.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let candidates = layout.layoutAttributesForElements(in: probe) ?? []
        // The topmost item under the point, as a touch would find it.
        let hits = candidates.filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.indexPath.count == 2 && isValidItem($0.indexPath)
                && $0.frame.minX <= point.x && point.x < $0.frame.maxX && $0.frame.minY <= point.y && point.y < $0.frame.maxY
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`; `nil` for an item that does not exist.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        guard isValidItem(indexPath) else { return nil }
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        guard indexPath.count == 2 else { return nil }
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath` when it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard indexPath.count == 2 else { return nil }
        return coordinator.supplementaries.view(for: SupplementaryKey(category: .supplementaryView, kind: elementKind, path: indexPath.itemPath))
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownSupplementaries(ofKind: elementKind).map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownSupplementaries(ofKind: elementKind).map { $0.key.path.indexPath }
    }

    private func shownSupplementaries(ofKind kind: String) -> [(key: SupplementaryKey, value: UICollectionReusableView)] {
        coordinator.supplementaries.views.filter { $0.key.category == .supplementaryView && $0.key.kind == kind }.sorted { $0.key < $1.key }
    }
}
