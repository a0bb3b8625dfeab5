import Foundation
import TrestleCore

/// How a touch moves a collection view's items: whether a held touch may start an interactive
/// movement (a collection view controller's standard gesture), the press that may become one, and
/// whether the movement under way follows the touch.
struct TouchMovement {
    /// Whether a held touch moves items.
    var movesItemsOnLongPress = false
    /// The item a touch went down on and when, while it may become a long press.
    var press: (item: ItemPath, start: TimeInterval)?
    /// Whether the interactive movement under way follows a touch.
    var isMovingByTouch = false
}
