import Foundation

/// The swipe actions its collection view reveals on a list row: the buttons at the swiped edge,
/// drawn by the same ``SwipeActionsChrome`` a table row uses, with the accessories and content
/// laid out beside them.
extension UICollectionViewListCell: SwipeActionsRow {
    package var swipeChrome: SwipeActionsChrome { swipeActions }

    package func updateSwipeChrome(_ change: (inout SwipeActionsChrome) -> Void) {
        change(&swipeActions)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The part of the bounds the accessories and content take: all of it, less the revealed
    /// buttons.
    var boundsBesideSwipeActions: CGRect {
        guard swipeActions.isShowing else { return bounds }
        let leading = swipeActions.leadingWidth(metrics: metrics), trailing = swipeActions.trailingWidth(metrics: metrics)
        return CGRect(x: bounds.minX + leading, y: bounds.minY, width: max(0, bounds.width - leading - trailing), height: bounds.height)
    }
}
