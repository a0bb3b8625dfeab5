import Foundation

/// The cell's place in an outline: whether its item is expanded, its level, and the outline
/// disclosure's default action.
extension UICollectionViewListCell {
    /// Shows the item's place in its outline, as the collection view's data source reports it
    /// when it hands the cell out: ``UICellConfigurationState/isExpanded`` follows the item's
    /// expansion and ``indentationLevel`` its level. For an item outside an outline (`nil`) the
    /// cell is not expanded, and an indentation the outline set goes back to 0; one the app set
    /// stays.
    package func applyOutlineState(_ state: OutlineItemState?) {
        let expanded = state?.isExpanded ?? false
        if let level = state?.level {
            indentationLevel = level
            indentationFromOutline = true
        } else if indentationFromOutline {
            indentationLevel = 0
            indentationFromOutline = false
        }
        // Which accessories show depends on the collection view's editing state, which may have
        // changed while the cell waited in the reuse pool.
        setNeedsLayout()
        guard expanded != isExpandedInOutline else { return }
        isExpandedInOutline = expanded
        // The configurations and the disclosure's chevron follow the new state.
        stateDidChange()
    }

    /// The outline disclosure's default action (it has no handler): asks the collection view's
    /// data source to expand the item when it is collapsed, or collapse it when expanded, then
    /// shows the item's new state. Does nothing outside a collection view whose data source
    /// keeps outlines (UIKit's default acts on a diffable data source's section snapshot), or
    /// for an item outside an outline.
    func toggleExpansionThroughDataSource() {
        guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self),
              let outline = collectionView.dataSource as? OutlineDataSource,
              let state = outline.outlineState(ofItemAt: indexPath) else { return }
        outline.setExpanded(!state.isExpanded, itemAt: indexPath, animated: true)
        // The cell may show another item now (the data source applied a snapshot): it asks for
        // its own item's state again.
        collectionView.updateOutlineState(of: self)
    }
}
