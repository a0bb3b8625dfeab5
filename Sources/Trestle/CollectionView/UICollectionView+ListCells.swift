import Foundation

/// List cells in outlines: the collection view tells each ``UICollectionViewListCell`` it hands
/// out where its item sits in the data source's outline (UIKit sets a list cell's expansion and
/// indentation from the diffable data source's section snapshot in the same way).
extension UICollectionView {
    /// Gives `cell`, when it is a list cell, its item's expansion and level from the data
    /// source's outline (see ``OutlineDataSource``). Called for every cell the data source
    /// returns from `cellForItemAt`.
    package func prepareListCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let listCell = cell as? UICollectionViewListCell else { return }
        applyListAppearance(to: listCell, at: indexPath)
        showRevealedSwipeActions(on: listCell, at: indexPath.itemPath)
        listCell.applyOutlineState((dataSource as? OutlineDataSource)?.outlineState(ofItemAt: indexPath))
    }

    /// Asks the data source again where `cell`'s item sits in its outline, when the cell shows
    /// an item.
    package func updateOutlineState(of cell: UICollectionViewListCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        prepareListCell(cell, at: indexPath)
    }

    /// Asks the data source again where the items of the visible list cells sit in their
    /// outlines: for a data source that expanded or collapsed items without handing their
    /// cells out again.
    package func updateVisibleListCellOutlineStates() {
        for case let cell as UICollectionViewListCell in visibleCells { updateOutlineState(of: cell) }
    }
}
