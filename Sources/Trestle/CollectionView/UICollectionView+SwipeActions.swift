import Foundation
import TrestleCore

/// Swipe actions in list sections (UIKitBehavior § Swipe actions): the rows of a
/// list section swipe as a table's rows do, with the same rules (``SwipeActionsHost``).
///
/// - A horizontal drag on a ``UICollectionViewListCell`` in a list section reveals the actions
///   the section's ``UICollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``
///   (drag toward the leading edge) or ``UICollectionLayoutListConfiguration/leadingSwipeActionsConfigurationProvider``
///   returns for the item. `nil` or an empty configuration: the row does not swipe. Rows of other
///   sections, and cells that are not list cells, never do (UIKit's swipe actions are list cells').
/// - While actions show, a tap on one runs its handler, whose completion closes them; a tap
///   anywhere else only closes them. Dragging across most of the row performs the first action
///   when ``UISwipeActionsConfiguration/performsFirstActionWithFullSwipe``.
/// - A ``UICellAccessory/delete(displayed:options:actionHandler:)`` accessory without a handler
///   reveals the trailing actions when tapped, as in UIKit.
/// - Changing ``isEditing``, a batch update that changes the items, a reload and a new data
///   source close the actions.
///
/// The keys are the table's: Delete (or → ) on the focused row reveals its trailing actions and
/// ← its leading ones — only on rows that have them, so elsewhere the arrows move focus as usual;
/// ←/→ choose, Return performs, Esc closes. While the collection view is editing, Delete (or −)
/// on a row with a delete accessory acts as a tap on it.
extension UICollectionView: SwipeActionsHost {
    /// The actions a list section's provider returns for an item; `nil` outside list sections.
    package func swipeActionsConfiguration(for path: ItemPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard let configuration = layout.listConfiguration(forSection: path.section) else { return nil }
        let provider = edge == .trailing ? configuration.trailingSwipeActionsConfigurationProvider
            : configuration.leadingSwipeActionsConfigurationProvider
        return provider?(path.indexPath)
    }

    /// The list cell shown for an item of a list section.
    func swipeRow(at path: ItemPath) -> (any SwipeActionsRow)? {
        guard layout.listConfiguration(forSection: path.section) != nil else { return nil }
        return coordinator.visibleItems.view(at: path) as? UICollectionViewListCell
    }

    package func canRevealSwipeActions(at path: ItemPath) -> Bool {
        isValidItem(path) && layout.listConfiguration(forSection: path.section) != nil
    }

    package func isValidSwipeItem(_ path: ItemPath) -> Bool {
        isValidItem(path)
    }

    package func closeOpenEditingUI() {
        closeTransientEditingUI()
    }

    // UIKit's collection-view delegate has no editing brackets around a swipe.
    package func swipeWillBegin(at path: ItemPath) {}
    package func swipeDidEnd(at path: ItemPath?) {}

    package func prepareKeyboardSwipe(at path: ItemPath) {
        scrollFocusIntoView(path)
        layoutIfNeeded()
    }

    /// Closes revealed swipe actions and ends a drag by a reorder control. `rowsRemain` false:
    /// the items are being replaced (a reload, a new data source), so any touch on the old ones
    /// is forgotten.
    func closeTransientEditingUI(rowsRemain: Bool = true) {
        closeSwipeActionsAndReorder(rowsRemain: rowsRemain) {
            stopDragAutoscroll()
            cancelInteractiveMovement()
        }
    }

    /// A tap on a list cell's delete accessory that has no handler: the cell's trailing swipe
    /// actions show (the first one pointed at when the keyboard asked).
    func revealSwipeActionsForDeleteAccessory(of cell: UICollectionViewListCell, fromKeyboard: Bool = false) {
        guard let path = indexPath(for: cell)?.itemPath else { return }
        revealSwipeActions(for: path, edge: .trailing, selecting: fromKeyboard ? 0 : nil)
    }

    // MARK: Touches

    /// A touch went down at `point` (content coordinates): returns `true` when list rows'
    /// editing takes it (no item is then highlighted or selected).
    func beginEditingTouch(at point: CGPoint, windowPoint: CGPoint) -> Bool {
        editingSession.touch = nil
        let path = indexPathForItem(at: point)?.itemPath
        let row = path.flatMap { swipeRow(at: $0) }
        let local = row.map { $0.convert(point, from: self) }
        if let touch = touchWhileSwipeActionsShow(on: path, rowPoint: local) {
            editingSession.touch = touch
            return true
        }
        guard let path, let cell = row as? UICollectionViewListCell, let local else { return false }
        if cell.reorderControlFrame?.contains(local) == true, beginReorderDrag(of: path, at: point) { return true }
        // A table that is editing does not swipe; nor does a list (its delete accessories reveal
        // the actions instead).
        if !isEditing { editingSession.touch = .swipe(path, start: windowPoint, revealed: false) }
        return false
    }

    /// A drag by a reorder control ends: the item stays where it is shown, and the data source
    /// hears the move.
    package func finishEditingTouch(_ touch: EditingSession.Touch) {
        guard case .reorder = touch else { return }
        stopDragAutoscroll()
        endInteractiveMovement()
    }

    func cancelEditingTouch() {
        if editingSession.isReordering {
            stopDragAutoscroll()
            cancelInteractiveMovement()
        }
        editingSession.touch = nil
    }

    // MARK: Keyboard

    /// Editing keys on the focused row of a list section. Returns `true` when the key was used.
    func handleEditingKey(_ key: UIKey) -> Bool {
        if let handled = handleKeyWhileSwipeActionsShow(key) { return handled }
        guard let focused = indexPathForFocusedItem?.itemPath, let cell = swipeRow(at: focused) as? UICollectionViewListCell else {
            return false
        }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let isDelete = key.keyCode == .keyboardDeleteOrBackspace || key.keyCode == .keyboardDeleteForward
        let arrows = key.keyCode == .keyboardUpArrow || key.keyCode == .keyboardDownArrow
        // Alt-↑/↓ (or Shift-↑/↓) moves a row whose reorder control shows, as in a table.
        if arrows && (modifiers == .alternate || modifiers == .shift), cell.reorderControlFrame != nil {
            moveFocusedItem(focused, down: key.keyCode == .keyboardDownArrow)
            return true
        }
        if isEditing {
            guard (isDelete || key.characters == "-") && modifiers.subtracting(.shift).isEmpty,
                  cell.frame(ofAccessory: .delete) != nil else { return false }
            prepareKeyboardSwipe(at: focused)
            cell.tapDeleteAccessoryFromKeyboard()
            return true
        }
        guard modifiers.isEmpty else { return false }
        if isDelete { return revealSwipeActionsFromKeyboard(focused, edge: .trailing) }
        if key.keyCode == .keyboardLeftArrow { return revealSwipeActionsFromKeyboard(focused, edge: .leading) }
        if key.keyCode == .keyboardRightArrow { return revealSwipeActionsFromKeyboard(focused, edge: .trailing) }
        return false
    }
}
