import Foundation
import TrestleCore

/// Swipe actions (UIKitBehavior § Swipe actions): revealing a row's actions, performing one, closing.
extension UITableView {
    /// The actions a swipe from `edge` shows on a row: the delegate's, or UIKit's default — a
    /// Delete action when the row is editable with the `.delete` style and the data source
    /// implements `commit` (trailing edge only). `nil` or empty: the row does not swipe.
    package func swipeActionsConfiguration(for path: ItemPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
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

}

/// The table's side of the swipe rules shared with collection-view lists (``SwipeActionsHost``):
/// rows swipe outside editing, and the delegate hears `willBeginEditingRowAt` and
/// `didEndEditingRowAt` around each swipe.
extension UITableView: SwipeActionsHost {
    func swipeRow(at path: ItemPath) -> (any SwipeActionsRow)? {
        coordinator.visibleItems.view(at: path)
    }

    package func canRevealSwipeActions(at path: ItemPath) -> Bool {
        !isEditing && isValidRowPath(path)
    }

    package func isValidSwipeItem(_ path: ItemPath) -> Bool {
        isValidRowPath(path)
    }

    package func closeOpenEditingUI() {
        closeTransientEditingUI()
    }

    package func swipeWillBegin(at path: ItemPath) {
        // The row enters its own editing state (UIKitBehavior § Swipe actions).
        tableDelegate?.tableView(self, willBeginEditingRowAt: path.indexPath)
    }

    package func swipeDidEnd(at path: ItemPath?) {
        tableDelegate?.tableView(self, didEndEditingRowAt: path?.indexPath)
    }

    package func prepareKeyboardSwipe(at path: ItemPath) {
        scrollFocusIntoView(path)
        layoutIfNeeded()
    }
}

extension UITableViewCell: SwipeActionsRow {
    package var swipeChrome: SwipeActionsChrome { chrome.swipe }

    package func updateSwipeChrome(_ change: (inout SwipeActionsChrome) -> Void) {
        updateChrome { change(&$0.swipe) }
    }
}
