import Foundation
import TrestleCore

/// A row that can show revealed swipe actions: a table cell, or a collection-view list cell.
@MainActor
protocol SwipeActionsRow: UIView {
    /// The swipe actions the row shows.
    var swipeChrome: SwipeActionsChrome { get }
    /// Changes the swipe actions the row shows (the row lays out and draws again).
    func updateSwipeChrome(_ change: (inout SwipeActionsChrome) -> Void)
}

extension SwipeActionsRow {
    /// The revealed actions' buttons, in the row's coordinates, nearest the edge first.
    var swipeButtonRects: [CGRect] {
        swipeChrome.buttonRects(width: bounds.width, height: bounds.height, metrics: metrics)
    }
}

/// A list view whose rows swipe (UIKitBehavior § Swipe actions): a table, or a
/// collection view in its list sections. The view says which rows swipe, what they reveal and
/// whom to tell; the rules — when a drag becomes a swipe, what a tap or a key does while actions
/// show, a full swipe, the handler's completion — are here, shared by both.
@MainActor
protocol SwipeActionsHost: UIView {
    /// The list view's editing state: the swiped item, its configuration, the touch.
    var editingSession: EditingSession { get set }
    /// The shown row of an item that can show swipe actions.
    func swipeRow(at path: ItemPath) -> (any SwipeActionsRow)?
    /// The actions a swipe from `edge` reveals on an item; `nil` or empty: it does not swipe.
    func swipeActionsConfiguration(for path: ItemPath, edge: SwipeEdge) -> UISwipeActionsConfiguration?
    /// Whether an item's swipe actions may show now.
    func canRevealSwipeActions(at path: ItemPath) -> Bool
    /// Whether an item exists.
    func isValidSwipeItem(_ path: ItemPath) -> Bool
    /// Closes whatever editing has open: before actions are revealed, on a tap that only
    /// closes.
    func closeOpenEditingUI()
    /// The item enters its own editing state as its actions show (a table's delegate hears it).
    func swipeWillBegin(at path: ItemPath)
    /// The item's actions closed; `path` is where it is now (`nil`: it no longer exists).
    func swipeDidEnd(at path: ItemPath?)
    /// Brings the focused item into view before the keyboard reveals its actions.
    func prepareKeyboardSwipe(at path: ItemPath)
    /// The pointer of a drag by a reorder control moved to `point` (the view's coordinates).
    func followReorderDrag(to point: CGPoint)
    /// A touch on the view's own editing chrome lifted: a control, a delete confirmation, a
    /// reorder drag.
    func finishEditingTouch(_ touch: EditingSession.Touch)
}

extension SwipeActionsHost {
    // MARK: Revealing and closing

    /// Reveals an item's swipe actions; `selecting` is the action the keyboard points at.
    /// Returns `false` when the item has none on that edge.
    @discardableResult
    func revealSwipeActions(for path: ItemPath, edge: SwipeEdge, selecting: Int?) -> Bool {
        closeOpenEditingUI()
        guard canRevealSwipeActions(at: path), let row = swipeRow(at: path),
              let configuration = swipeActionsConfiguration(for: path, edge: edge), !configuration.actions.isEmpty else { return false }
        swipeWillBegin(at: path)
        editingSession.swipedItem = path
        editingSession.swipeConfiguration = configuration
        editingSession.swipeEdge = edge
        editingSession.selectedSwipeAction = selecting
        showRevealedSwipeActions(on: row, at: path)
        return true
    }

    /// Gives a row handed out for an item the actions revealed on the item, or none: a row
    /// dequeued while they show (measured again, scrolled back in) shows them too.
    func showRevealedSwipeActions(on row: any SwipeActionsRow, at path: ItemPath) {
        guard path == editingSession.swipedItem, let configuration = editingSession.swipeConfiguration else {
            if row.swipeChrome.isShowing { row.updateSwipeChrome { $0.clear() } }
            return
        }
        let session = editingSession
        row.updateSwipeChrome { chrome in
            chrome.actions = configuration.actions
            chrome.edge = session.swipeEdge
            chrome.selected = session.selectedSwipeAction
        }
    }

    /// Closes revealed swipe actions and ends a drag by a reorder control, `endingReorder`
    /// saying how the list ends the drag. `rowsRemain` false: the rows are being replaced (a
    /// reload, a new data source), so the delegate hears that the swiped row's editing ended
    /// without a path, and any touch on the old rows is forgotten.
    func closeSwipeActionsAndReorder(rowsRemain: Bool, endingReorder: () -> Void) {
        if rowsRemain { closeSwipeActions() } else { closeSwipeActions(endingAt: nil) }
        if editingSession.isReordering {
            endingReorder()
            editingSession.touch = nil
        }
        if !rowsRemain { editingSession.touch = nil }
    }

    /// Hides the revealed swipe actions; the item's editing state ends where it is.
    func closeSwipeActions() {
        guard let path = editingSession.swipedItem else { return }
        closeSwipeActions(endingAt: isValidSwipeItem(path) ? path : nil)
    }

    /// Hides the revealed swipe actions; `ending` is the item's path now (`nil` when it no longer
    /// exists).
    func closeSwipeActions(endingAt ending: ItemPath?) {
        guard let path = editingSession.swipedItem else { return }
        editingSession.swipedItem = nil
        editingSession.swipeConfiguration = nil
        editingSession.selectedSwipeAction = nil
        swipeRow(at: path)?.updateSwipeChrome { $0.clear() }
        swipeDidEnd(at: ending)
    }

    /// Runs the handler of action `index` of the revealed actions; its completion closes them,
    /// whether or not the action was performed (UIKit's `UIContextualAction.Handler`).
    func performSwipeAction(at index: Int, on path: ItemPath) {
        guard let configuration = editingSession.swipeConfiguration, configuration.actions.indices.contains(index),
              let row = swipeRow(at: path) else { return }
        let action = configuration.actions[index]
        var completed = false
        action.handler(action, row) { [weak self] _ in
            guard !completed else { return }
            completed = true
            // A deleted item is gone already: its actions closed with the update.
            if let self, self.editingSession.swipedItem == path || self.editingSession.swipedItem == nil { self.closeSwipeActions() }
        }
    }

    // MARK: Touches

    /// What a touch going down on `path` (`point` in the row's coordinates) does while actions
    /// show: a tap on one of them, or a tap that only closes them. `nil` while none show.
    func touchWhileSwipeActionsShow(on path: ItemPath?, rowPoint point: CGPoint?) -> EditingSession.Touch? {
        guard let open = editingSession.swipedItem else { return nil }
        if path == open, let point, let row = swipeRow(at: open),
           let index = row.swipeButtonRects.firstIndex(where: { $0.contains(point) }) {
            return .swipeAction(open, index)
        }
        return .dismiss
    }

    /// A touch on editing chrome moved: a reorder drag follows it; a horizontal drag swipes the
    /// row. Returns `true` when editing took the move (the view does not scroll).
    func moveEditingTouch(to point: CGPoint, windowPoint: CGPoint) -> Bool {
        switch editingSession.touch {
        case .reorder:
            followReorderDrag(to: point)
            return true
        case .swipe:
            return followSwipeTouch(to: windowPoint)
        case .control, .confirmation, .swipeAction, .dismiss:
            return true
        case nil:
            return false
        }
    }

    /// The touch lifted at `windowPoint`: perform what it was on. Returns `true` when editing
    /// took the touch (no item is selected).
    func endEditingTouch(at windowPoint: CGPoint?) -> Bool {
        guard let touch = editingSession.touch else { return false }
        editingSession.touch = nil
        switch touch {
        case .swipeAction(let path, let index):
            performSwipeAction(at: index, on: path)
        case .dismiss:
            closeOpenEditingUI()
        case .swipe(let path, let start, let revealed):
            return finishSwipeTouch(path, start: start, revealed: revealed, at: windowPoint)
        case .control, .confirmation, .reorder:
            finishEditingTouch(touch)
        }
        return true
    }

    /// A touch that may swipe moved to `windowPoint`: past the threshold sideways (and mostly
    /// sideways) it reveals the actions at the edge it moves away from; up or down first, it is
    /// no swipe. Returns `true` while the touch is a swipe (the view does not scroll).
    func followSwipeTouch(to windowPoint: CGPoint) -> Bool {
        guard case .swipe(let path, let start, let revealed) = editingSession.touch else { return false }
        let dx = windowPoint.x - start.x, dy = windowPoint.y - start.y
        let threshold = metrics.editing.swipeThreshold
        guard revealed || (abs(dx) >= threshold && abs(dx) > abs(dy) * 2) else {
            if abs(dy) >= threshold { editingSession.touch = nil }
            return false
        }
        if !revealed {
            guard revealSwipeActions(for: path, edge: dx < 0 ? .trailing : .leading, selecting: nil) else {
                editingSession.touch = nil
                return false
            }
            editingSession.touch = .swipe(path, start: start, revealed: true)
        }
        return true
    }

    /// A swipe lifted at `windowPoint`: dragged across most of the row, it performs the first
    /// action when the configuration allows it. Returns `false` for a touch that never swiped.
    func finishSwipeTouch(_ path: ItemPath, start: CGPoint, revealed: Bool, at windowPoint: CGPoint?) -> Bool {
        guard revealed, let windowPoint else { return false }
        let across = abs(windowPoint.x - start.x) >= bounds.width * 0.6
        if across, editingSession.swipeConfiguration?.performsFirstActionWithFullSwipe == true {
            performSwipeAction(at: 0, on: path)
        }
        return true
    }

    // MARK: Keyboard

    /// A key while actions show: ←/→ choose one, Return (or Space) performs it, any other key
    /// closes them — Esc only closing, others going on to their usual use. `nil` while none show.
    func handleKeyWhileSwipeActionsShow(_ key: UIKey) -> Bool? {
        guard let path = editingSession.swipedItem else { return nil }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let count = editingSession.swipeConfiguration?.actions.count ?? 0
        let selected = editingSession.selectedSwipeAction ?? 0
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            // Farther from the swiped edge is toward the middle of the row.
            let outward = (key.keyCode == .keyboardLeftArrow) == (editingSession.swipeEdge == .trailing)
            let next = max(0, min(count - 1, selected + (outward ? 1 : -1)))
            editingSession.selectedSwipeAction = next
            swipeRow(at: path)?.updateSwipeChrome { $0.selected = next }
            return true
        default:
            if key.keyCode == .keyboardReturnOrEnter || (key.characters == " " && modifiers.isEmpty) {
                performSwipeAction(at: selected, on: path)
                return true
            }
            closeSwipeActions()
            return key.keyCode == .keyboardEscape
        }
    }

    /// Reveals the focused item's actions from the keyboard, the first one pointed at.
    func revealSwipeActionsFromKeyboard(_ path: ItemPath, edge: SwipeEdge) -> Bool {
        prepareKeyboardSwipe(at: path)
        return revealSwipeActions(for: path, edge: edge, selecting: 0)
    }
}
