import Foundation
import TrestleCore

/// Swipe actions (<doc:TrestleCore/UIKitBehavior#Swipe-actions>): revealing a row's actions, performing one, closing.
extension UITableView {
    /// The actions a swipe from `edge` shows on a row: the delegate's, or UIKit's default — a
    /// Delete action when the row is editable with the `.delete` style and the data source
    /// implements `commit` (trailing edge only). `nil` or empty: the row does not swipe.
    func swipeActionsConfiguration(for path: ItemPath, edge: UITableViewCell.SwipeEdge) -> UISwipeActionsConfiguration? {
        let indexPath = path.indexPath
        if let delegate = tableDelegate {
            let configuration = edge == .trailing ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            if let configuration { return configuration }
        }
        guard edge == .trailing, editingStyle(of: path) == .delete, dataSourceImplementsCommit else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let row = self.editingSession.swipedItem else { completion(false); return }
            self.commitEditing(.delete, at: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Reveals a row's swipe actions; `selecting` is the action the keyboard points at. Returns
    /// `false` when the row has none on that edge.
    @discardableResult
    func revealSwipeActions(for path: ItemPath, edge: UITableViewCell.SwipeEdge, selecting: Int?) -> Bool {
        closeTransientEditingUI()
        guard !isEditing, isValidRowPath(path), let cell = visibleItems.view(at: path),
              let configuration = swipeActionsConfiguration(for: path, edge: edge), !configuration.actions.isEmpty else { return false }
        // The row enters its own editing state (<doc:TrestleCore/UIKitBehavior#Swipe-actions>).
        tableDelegate?.tableView(self, willBeginEditingRowAt: path.indexPath)
        editingSession.swipedItem = path
        editingSession.swipeConfiguration = configuration
        cell.updateChrome { chrome in
            chrome.swipeActions = configuration.actions
            chrome.swipeEdge = edge
            chrome.selectedSwipeAction = selecting
        }
        return true
    }

    /// Hides the revealed swipe actions and ends the row's editing state.
    func closeSwipeActions() {
        guard let path = editingSession.swipedItem else { return }
        closeSwipeActions(endingAt: isValidRowPath(path) ? path : nil)
    }

    /// Hides the revealed swipe actions; the delegate hears `endingAt` (the row's path now, `nil`
    /// when it no longer exists).
    func closeSwipeActions(endingAt ending: ItemPath?) {
        guard let path = editingSession.swipedItem else { return }
        editingSession.swipedItem = nil
        editingSession.swipeConfiguration = nil
        if let cell = visibleItems.view(at: path) {
            cell.updateChrome { chrome in
                chrome.swipeActions = []
                chrome.selectedSwipeAction = nil
            }
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: ending?.indexPath)
    }

    /// Runs the handler of action `index` of the revealed actions; its completion closes them.
    func performSwipeAction(at index: Int, on path: ItemPath) {
        guard let configuration = editingSession.swipeConfiguration, configuration.actions.indices.contains(index),
              let cell = visibleItems.view(at: path) else { return }
        let action = configuration.actions[index]
        var completed = false
        action.handler(action, cell) { [weak self] _ in
            guard !completed else { return }
            completed = true
            // Whether or not it was performed, the swipe closes (a deleted row is gone already).
            if let self, self.editingSession.swipedItem == path || self.editingSession.swipedItem == nil { self.closeSwipeActions() }
        }
    }
}
