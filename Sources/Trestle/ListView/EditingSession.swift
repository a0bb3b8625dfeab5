import Foundation
import TrestleCore

/// What a list view's editing chrome has open: the item showing its delete confirmation, the item
/// whose swipe actions are revealed (and their configuration), and what a touch that went down on
/// editing chrome is doing — tapping a control, swiping an item, dragging one by its reorder
/// control.
///
/// The view draws the chrome and talks to its data source and delegate; the session holds the
/// state and the rules for how it survives changes to the items.
@MainActor
package struct EditingSession {
    /// What a touch that went down on editing chrome is doing.
    package enum Touch: Equatable {
        /// On an item's minus or plus.
        case control(ItemPath)
        /// On the delete confirmation button.
        case confirmation(ItemPath)
        /// On a revealed swipe action.
        case swipeAction(ItemPath, Int)
        /// Elsewhere while a confirmation or swipe was open: the tap only closes it.
        case dismiss
        /// Possibly swiping an item: where the touch went down (window coordinates).
        case swipe(ItemPath, start: CGPoint, revealed: Bool)
        /// Dragging an item by its reorder control toward a (retargeted) destination.
        case reorder(from: ItemPath, to: ItemPath, pointer: CGPoint)
    }

    /// The item showing its delete confirmation button.
    package var deleteConfirmationItem: ItemPath?
    /// The item whose swipe actions are revealed, their configuration, the edge they are at and
    /// the one the keyboard points at. The item's row shows them — a new row for the item too.
    package var swipedItem: ItemPath?
    package var swipeConfiguration: UISwipeActionsConfiguration?
    package var swipeEdge = SwipeEdge.trailing
    package var selectedSwipeAction: Int?
    /// What the touch on editing chrome is doing.
    package var touch: Touch?
    /// How far below the top of a dragged item the pointer took hold of it.
    package var reorderGrabOffset: CGFloat = 0

    package init() {}

    /// Where a keyboard move takes an item one place down (or up): the next place in its
    /// section, else the first place of the next section (the last place of the previous one);
    /// `nil` at either end of the list. `itemCount` answers a section's number of items.
    package static func keyboardMoveDestination(from path: ItemPath, down: Bool, numberOfSections: Int,
                                                 itemCount: (Int) -> Int) -> ItemPath? {
        if down {
            if path.item + 1 < itemCount(path.section) { return ItemPath(section: path.section, item: path.item + 1) }
            return path.section + 1 < numberOfSections ? ItemPath(section: path.section + 1, item: 0) : nil
        }
        if path.item > 0 { return ItemPath(section: path.section, item: path.item - 1) }
        return path.section > 0 ? ItemPath(section: path.section - 1, item: itemCount(path.section - 1)) : nil
    }

    /// Whether an item is being dragged by its reorder control.
    package var isReordering: Bool {
        if case .reorder = touch { return true }
        return false
    }

    /// The items changed under a touch on editing chrome: it no longer acts on the items it went
    /// down on. A touch that might have become a swipe is forgotten (the content may scroll);
    /// any other only dismisses when it lifts.
    package mutating func makeTouchInert() {
        guard let touch else { return }
        if case .swipe = touch { self.touch = nil } else { self.touch = .dismiss }
    }
}
