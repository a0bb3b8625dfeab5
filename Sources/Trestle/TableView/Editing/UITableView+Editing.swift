import Foundation
import TrestleCore

/// Editing: editing controls, the delete confirmation, inserting, swipe actions and reordering
/// (UIKitBehavior § Editing).
///
/// - While the table is editing, each row asks the data source `canEditRowAt` and the delegate
///   `editingStyleForRowAt` and `shouldIndentWhileEditingRowAt` for its editing control, and shows
///   a reorder control when the data source implements `moveRowAt` and `canMoveRowAt` allows it.
/// - Tapping a minus shows the delete confirmation (its title from
///   `titleForDeleteConfirmationButtonForRowAt`, default "Delete"); tapping that, or a plus,
///   calls the data source's `commit(_:forRowAt:)`. A tap anywhere else hides the confirmation.
/// - Swiping a row (a horizontal drag) reveals the delegate's swipe actions — by default a Delete
///   action when the row is editable with the `.delete` style and the data source implements
///   `commit` — bracketed by `willBeginEditingRowAt` and `didEndEditingRowAt`. Swiping all the
///   way across performs the first action.
/// - Dragging a reorder control moves the row: the delegate retargets every proposed slot, and on
///   drop the table moves the row, then calls the data source's `moveRowAt` once.
///
/// The keyboard does the same in the terminal: while editing, Delete (or −) on the focused row
/// shows its delete confirmation and Return confirms, + inserts, and Alt-↑/↓ (or Shift-↑/↓)
/// moves a row one place; outside editing, Delete (or ← and → on rows without a detail button)
/// reveals the swipe actions, ←/→ choose one and Return performs it. Esc closes what is open.
extension UITableView {
    // MARK: Implemented or not

    /// Whether the data source implements `commit(_:forRowAt:)` (see its documentation).
    var dataSourceImplementsCommit: Bool {
        probeImplementation(.commitEditing) { dataSource, indexPath in
            dataSource.tableView(self, commit: .none, forRowAt: indexPath)
        }
    }

    /// Whether the data source implements `moveRowAt` (see its documentation).
    var dataSourceImplementsMove: Bool {
        probeImplementation(.moveRow) { dataSource, indexPath in
            dataSource.tableView(self, moveRowAt: indexPath, to: indexPath)
        }
    }

    private func probeImplementation(_ method: DefaultImplementation,
                                     _ call: (UITableViewDataSource, IndexPath) -> Void) -> Bool {
        guard let dataSource else { return false }
        let source = ObjectIdentifier(dataSource)
        if let known = implementationProbes[method], known.source == source { return known.implemented }
        // The probe needs a row that exists; without rows nothing shows either way.
        guard let first = geometry.firstRow(endingAfter: -1) ?? firstRowOfAnySection() else { return false }
        // A probe is a question, not an action: the data source's answer must not reload the table.
        let implemented = !coordinator.during(.callingDataSource) { coordinator.callsDefault(method) { call(dataSource, first.indexPath) } }
        implementationProbes[method] = (source, implemented)
        return implemented
    }

    private func firstRowOfAnySection() -> ItemPath? {
        (0..<geometry.numberOfSections).first { geometry.numberOfItems(inSection: $0) > 0 }.map { ItemPath(section: $0, item: 0) }
    }

    // MARK: Editing controls

    /// Asks for a row's editing control and reorder control and shows them on its cell.
    func configureEditing(_ cell: UITableViewCell, at path: ItemPath) {
        let indexPath = path.indexPath
        let canEdit = askDataSource { $0.tableView(self, canEditRowAt: indexPath) } ?? false
        let multiple = allowsMultipleSelectionDuringEditing
        var style = UITableViewCell.EditingStyle.none
        if canEdit && !multiple { style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete }
        let indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        let moves = dataSourceImplementsMove && (askDataSource { $0.tableView(self, canMoveRowAt: indexPath) } ?? false)
        cell.showsReorderControl = moves
        cell.updateChrome { chrome in
            chrome.editingStyle = style
            chrome.indentsForControl = indents && cell.shouldIndentWhileEditing
            chrome.showsSelectionCircle = multiple && canEdit
        }
    }

    /// The editing style a row has now (`.none` outside editing or for rows that can't be edited).
    func editingStyle(of path: ItemPath) -> UITableViewCell.EditingStyle {
        guard isValidRowPath(path) else { return .none }
        let indexPath = path.indexPath
        guard askDataSource({ $0.tableView(self, canEditRowAt: indexPath) }) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    func isValidRowPath(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < geometry.numberOfSections && path.item >= 0 && path.item < geometry.numberOfItems(inSection: path.section)
    }

    // MARK: Delete confirmation and commit

    /// Shows the delete confirmation button on a row (hiding any other).
    func showDeleteConfirmation(for path: ItemPath) {
        closeTransientEditingUI()
        guard let cell = coordinator.visibleItems.view(at: path) else { return }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path.indexPath) ?? "Delete"
        editingSession.deleteConfirmationItem = path
        cell.updateChrome { $0.deleteConfirmationTitle = title }
    }

    func hideDeleteConfirmation() {
        guard let path = editingSession.deleteConfirmationItem else { return }
        editingSession.deleteConfirmationItem = nil
        coordinator.visibleItems.view(at: path)?.updateChrome { $0.deleteConfirmationTitle = nil }
    }

    /// Asks the data source to commit a delete or insert of a row that still exists.
    func commitEditing(_ style: UITableViewCell.EditingStyle, at path: ItemPath) {
        guard isValidRowPath(path) else {
            TrestleDiagnostics.report("commit(_:forRowAt:) was not sent for row \(path.item) in section \(path.section): the row no longer exists")
            return
        }
        // Told, not asked (no data-source bracket): the data source answers with updates of its own.
        dataSource?.tableView(self, commit: style, forRowAt: path.indexPath)
    }

    /// Closes the delete confirmation and the revealed swipe actions, if any, and ends a drag.
    /// `rowsRemain` false: the rows are being replaced (a reload, a new data source), so the
    /// delegate hears that the swiped row's editing ended without a path, and any touch on the
    /// old rows is forgotten.
    func closeTransientEditingUI(rowsRemain: Bool = true) {
        hideDeleteConfirmation()
        closeSwipeActionsAndReorder(rowsRemain: rowsRemain) {
            stopReorderAutoscroll()
            setNeedsDisplay()
        }
    }

    // MARK: Touches

    /// A touch went down at `point` (table coordinates): returns `true` when editing chrome takes
    /// it (the row is then neither highlighted nor selected).
    func beginEditingTouch(at point: CGPoint, windowPoint: CGPoint) -> Bool {
        editingSession.touch = nil
        let path = indexPathForRow(at: point)?.itemPath
        let cell = path.flatMap { coordinator.visibleItems.view(at: $0) }
        let local = cell.map { $0.convert(point, from: self) }
        if let open = editingSession.deleteConfirmationItem {
            if path == open, let cell, let local, cell.deleteConfirmationRect?.contains(local) == true {
                editingSession.touch = .confirmation(open)
            } else {
                editingSession.touch = .dismiss
            }
            return true
        }
        if let touch = touchWhileSwipeActionsShow(on: path, rowPoint: local) {
            editingSession.touch = touch
            return true
        }
        guard let path, let cell, let local else { return false }
        if isEditing, cell.reorderControlRect?.contains(local) == true {
            editingSession.touch = .reorder(from: path, to: path, pointer: point)
            editingSession.reorderGrabOffset = point.y - geometry.frameForItem(at: path).minY
            setNeedsDisplay()
            return true
        }
        if isEditing, !cell.chrome.showsSelectionCircle, cell.editingControlRect?.contains(local) == true,
           cell.editingStyle != .none {
            editingSession.touch = .control(path)
            return true
        }
        if !isEditing { editingSession.touch = .swipe(path, start: windowPoint, revealed: false) }
        return false
    }

    /// A touch on a minus or plus, the delete confirmation or a reorder grip lifted: show the
    /// confirmation, commit, or move the row.
    package func finishEditingTouch(_ touch: EditingSession.Touch) {
        switch touch {
        case .control(let path):
            switch coordinator.visibleItems.view(at: path)?.editingStyle ?? .none {
            case .delete: showDeleteConfirmation(for: path)
            case .insert: commitEditing(.insert, at: path)
            case .none: break
            }
        case .confirmation(let path):
            hideDeleteConfirmation()
            commitEditing(.delete, at: path)
        case .reorder(let source, let target, _):
            stopReorderAutoscroll()
            setNeedsDisplay()
            if target != source { moveRowByUser(from: source, to: target) }
        case .swipeAction, .dismiss, .swipe:
            break
        }
    }

    func cancelEditingTouch() {
        if editingSession.isReordering { stopReorderAutoscroll(); setNeedsDisplay() }
        editingSession.touch = nil
    }

    // MARK: Keyboard

    /// Editing keys on the focused row. Returns `true` when the key was used.
    func handleEditingKey(_ key: UIKey) -> Bool {
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let isDelete = key.keyCode == .keyboardDeleteOrBackspace || key.keyCode == .keyboardDeleteForward
        let isReturn = key.keyCode == .keyboardReturnOrEnter || (key.characters == " " && modifiers.isEmpty)
        let isEscape = key.keyCode == .keyboardEscape
        if let path = editingSession.deleteConfirmationItem {
            if isReturn || isDelete {
                hideDeleteConfirmation()
                commitEditing(.delete, at: path)
                return true
            }
            hideDeleteConfirmation()
            return isEscape
        }
        if let handled = handleKeyWhileSwipeActionsShow(key) { return handled }
        guard let focused = indexPathForFocusedRow?.itemPath, isValidRowPath(focused) else { return false }
        if isEditing {
            let arrows = key.keyCode == .keyboardUpArrow || key.keyCode == .keyboardDownArrow
            if arrows && (modifiers == .alternate || modifiers == .shift) {
                moveFocusedRow(focused, down: key.keyCode == .keyboardDownArrow)
                return true
            }
            let style = editingStyle(of: focused)
            if style == .delete && (isDelete || key.characters == "-") && modifiers.subtracting(.shift).isEmpty {
                scrollFocusIntoView(focused)
                layoutIfNeeded()
                showDeleteConfirmation(for: focused)
                return true
            }
            if style == .insert && (key.characters == "+" || key.keyCode == .keyboardInsert) {
                commitEditing(.insert, at: focused)
                return true
            }
            return false
        }
        guard modifiers.isEmpty else { return false }
        if isDelete { return revealSwipeActionsFromKeyboard(focused, edge: .trailing) }
        if key.keyCode == .keyboardLeftArrow { return revealSwipeActionsFromKeyboard(focused, edge: .leading) }
        if key.keyCode == .keyboardRightArrow, coordinator.visibleItems.view(at: focused)?.detailButtonRect == nil {
            return revealSwipeActionsFromKeyboard(focused, edge: .trailing)
        }
        return false
    }
}
