import Foundation
import TrestleCore

/// Scrolling to an item (UIKitBehavior § Scrolling to an item).
extension UICollectionView {
    /// Scrolls so that the item at `indexPath` is at `scrollPosition`: `.top`,
    /// `.centeredVertically` or `.bottom` on the vertical axis, `.left`, `.centeredHorizontally`
    /// or `.right` on the horizontal one; an axis without a position keeps its offset, and `[]`
    /// scrolls the least that shows the whole item. The offset is clamped to the content. An item
    /// that does not exist is reported and nothing scrolls.
    ///
    /// A section header the layout pins is accounted for: `.top` puts the item below it, where it
    /// can be seen (UIKit leaves it under the header; Trestle does as its table does).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard isValidItem(indexPath) else {
            TrestleDiagnostics.report("scrollToItem(at:at:animated:): attempt to scroll to invalid index path: \(indexPath) (\(itemCounts.count) sections); ignored")
            return
        }
        prepareLayoutIfNeeded()
        // A section that scrolls on its own (an orthogonal section) brings the item in first.
        layout.revealItemInNestedContent(at: indexPath, at: scrollPosition)
        prepareLayoutIfNeeded()
        guard let rect = layout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        setContentOffset(clampedContentOffset(targetOffset(showing: rect, at: scrollPosition, section: indexPath.section)), animated: animated)
    }

    /// The content offset that shows `rect` at `position`, before clamping.
    func targetOffset(showing rect: CGRect, at position: ScrollPosition, section: Int) -> CGPoint {
        let inset = adjustedContentInset
        let pin = layout.pinnedHeaderExtent(inSection: section)
        var offset = contentOffset
        let visibleTop = offset.y + inset.top + pin.height, visibleBottom = offset.y + bounds.height - inset.bottom
        let visibleLeft = offset.x + inset.left + pin.width, visibleRight = offset.x + bounds.width - inset.right
        let minimal = position.isEmpty
        if position.contains(.top) {
            offset.y = rect.minY - inset.top - pin.height
        } else if position.contains(.centeredVertically) {
            offset.y = rect.midY - inset.top - (bounds.height - inset.top - inset.bottom) / 2
        } else if position.contains(.bottom) {
            offset.y = rect.maxY - bounds.height + inset.bottom
        } else if minimal {
            if rect.minY < visibleTop {
                offset.y = rect.minY - inset.top - pin.height
            } else if rect.maxY > visibleBottom {
                offset.y = rect.maxY - bounds.height + inset.bottom
            }
        }
        if position.contains(.left) {
            offset.x = rect.minX - inset.left - pin.width
        } else if position.contains(.centeredHorizontally) {
            offset.x = rect.midX - inset.left - (bounds.width - inset.left - inset.right) / 2
        } else if position.contains(.right) {
            offset.x = rect.maxX - bounds.width + inset.right
        } else if minimal {
            if rect.minX < visibleLeft {
                offset.x = rect.minX - inset.left - pin.width
            } else if rect.maxX > visibleRight {
                offset.x = rect.maxX - bounds.width + inset.right
            }
        }
        return offset
    }

    /// Whether the whole of the item's frame is in the visible area.
    func isItemFullyVisible(_ path: ItemPath) -> Bool {
        guard let rect = layout.layoutAttributesForItem(at: path.indexPath)?.frame else { return false }
        let inset = adjustedContentInset
        return rect.minY >= contentOffset.y + inset.top && rect.maxY <= contentOffset.y + bounds.height - inset.bottom
            && rect.minX >= contentOffset.x + inset.left && rect.maxX <= contentOffset.x + bounds.width - inset.right
    }
}
