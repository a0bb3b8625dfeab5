import Foundation
import TrestleCore

extension UIView {
    /// Stacks the subviews that show items — `item(_:)` names a subview's item, `nil` for any
    /// other subview — in item order, whatever order they came on screen in, so content that
    /// overflows its cell draws the same way however the list got there. Cells travelling in an
    /// animation (`travel(_:)` > 0) are in front of the others, the farthest frontmost: a moved
    /// item passes over the items it crosses. Other subviews keep their places.
    ///
    /// - Parameter laterItemsInFront: a collection view adds cells in item order, so a later
    ///   item is in front of an earlier one; a table inserts each at the back, so an earlier row
    ///   is in front.
    /// - Complexity: O(n) for n subviews when the order holds; O(k log k) more for k cells otherwise.
    package func stackCellsInItemOrder(laterItemsInFront: Bool, item: (UIView) -> ItemPath?, travel: (UIView) -> CGFloat) {
        typealias Entry = (path: ItemPath, travel: CGFloat, view: UIView)
        // Back to front: travel ascending, then items in the list's order.
        func isBehind(_ a: Entry, _ b: Entry) -> Bool {
            if a.travel != b.travel { return a.travel < b.travel }
            return laterItemsInFront ? a.path < b.path : a.path > b.path
        }
        var cells: [Entry] = []
        var ordered = true
        for view in subviews {
            guard let path = item(view) else { continue }
            let entry = (path, travel(view), view)
            if let last = cells.last, isBehind(entry, last) { ordered = false }
            cells.append(entry)
        }
        guard !ordered else { return }
        restackSubviews(cells.sorted(by: isBehind).map(\.view))
    }
}
