import Foundation
import TrestleCore

/// Selection by the user — a tap, a click, Return or Space on the focused row — with the delegate
/// calls in UIKit's order (UIKitBehavior § Selection).
extension UITableView {
    /// Whether the user can select rows now: ``UITableView/allowsSelection`` outside editing,
    /// ``UITableView/allowsSelectionDuringEditing`` inside (UIKitBehavior § Multiple selection).
    var allowsUserSelection: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }

    /// Whether a tap adds to the selection (and a second tap removes) rather than replacing it.
    var allowsUserMultipleSelection: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// A touch went down at `point` (table coordinates): highlight its row, if the delegate agrees.
    func beginTrackingRow(at point: CGPoint) {
        cancelTrackedTouch()
        trackedAccessoryRow = nil
        guard let path = indexPathForRow(at: point)?.itemPath else { return }
        if let cell = coordinator.visibleItems.view(at: path), let button = cell.detailButtonRect,
           button.contains(cell.convert(point, from: self)) {
            // A detail button takes the tap; the row is neither highlighted nor selected.
            trackedAccessoryRow = path
            return
        }
        guard allowsUserSelection else { return }
        if highlight(path) { coordinator.trackedTouchItem = path }
    }

    /// A tap on a row's detail button ended: tell the delegate (UIKitBehavior § Cell styles and accessories).
    func endTrackingAccessory() {
        guard let path = trackedAccessoryRow else { return }
        trackedAccessoryRow = nil
        if allowsFocus && isRowFocusable(path) { focusedRow = path }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path.indexPath)
    }

    /// The detail button of the focused row, from the keyboard (→): `true` when the row has one.
    func tapDetailButtonOfFocusedRow() -> Bool {
        guard let path = indexPathForFocusedRow?.itemPath, coordinator.visibleItems.view(at: path)?.detailButtonRect != nil else { return false }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path.indexPath)
        return true
    }


    /// The touch lifted on the row it went down on: select (or, with multiple selection, toggle) it.
    func endTrackingRow() {
        guard let path = coordinator.takeTrackedTouchItem() else { return }
        if allowsFocus && isRowFocusable(path) { focusedRow = path }
        completeUserSelection(of: path)
        performPrimaryActionIfAllowed(for: path)
    }

    /// Selects the row as a tap does, highlight included: what Return and Space do to the focused
    /// row (`performsPrimaryAction`), and what moving the focus does with `selectionFollowsFocus`
    /// (no primary action: a change of selection, not an act on the row).
    func userSelectRow(_ path: ItemPath, performsPrimaryAction: Bool = false) {
        guard allowsUserSelection, highlight(path) else { return }
        completeUserSelection(of: path)
        if performsPrimaryAction { performPrimaryActionIfAllowed(for: path) }
    }

    /// The user acted on the row — a tap or Return that does not extend a multiple selection:
    /// after the selection calls, `canPerformPrimaryActionForRowAt` then
    /// `performPrimaryActionForRowAt` (iOS 16), whether or not the selection changed.
    private func performPrimaryActionIfAllowed(for path: ItemPath) {
        guard !allowsUserMultipleSelection, let delegate = tableDelegate, isValidItem(path),
              delegate.tableView(self, canPerformPrimaryActionForRowAt: path.indexPath) else { return }
        delegate.tableView(self, performPrimaryActionForRowAt: path.indexPath)
    }

    /// Steps 1–2 of UIKitBehavior § Tap call order: asks `shouldHighlightRowAt`, then highlights the cell and tells the
    /// delegate. Returns whether the row was highlighted.
    func highlight(_ path: ItemPath) -> Bool {
        let indexPath = path.indexPath
        if let delegate = tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return false }
        coordinator.visibleItems.view(at: path)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    func unhighlight(_ path: ItemPath) {
        coordinator.visibleItems.view(at: path)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path.indexPath)
    }

    /// Steps 3–6 of UIKitBehavior § Tap call order (or the multiple-selection toggle, UIKitBehavior § Multiple selection) for a highlighted row.
    private func completeUserSelection(of path: ItemPath) {
        if allowsUserMultipleSelection && coordinator.selection.contains(path) {
            let target = askWillDeselect(path)
            unhighlight(path)
            if let target {
                deselectByUser(target)
                postSelectionDidChange()
            }
            return
        }
        guard let target = askWillSelect(path) else {
            unhighlight(path)
            return
        }
        if !allowsUserMultipleSelection {
            for old in coordinator.selection.paths where old != target {
                guard let deselected = askWillDeselect(old) else { continue }
                deselectByUser(deselected)
            }
        }
        coordinator.selection.select(target)
        coordinator.visibleItems.view(at: target)?.setSelected(true, animated: false)
        unhighlight(path)
        tableDelegate?.tableView(self, didSelectRowAt: target.indexPath)
        postSelectionDidChange()
    }

    /// `willSelectRowAt`: the row to select, `nil` to cancel. A redirect to a row that does not
    /// exist is reported and cancels the selection.
    private func askWillSelect(_ path: ItemPath) -> ItemPath? {
        guard let delegate = tableDelegate else { return path }
        guard let answer = delegate.tableView(self, willSelectRowAt: path.indexPath) else { return nil }
        guard checkRow(answer, "tableView(_:willSelectRowAt:) returned") else { return nil }
        return answer.itemPath
    }

    private func askWillDeselect(_ path: ItemPath) -> ItemPath? {
        guard let delegate = tableDelegate else { return path }
        guard let answer = delegate.tableView(self, willDeselectRowAt: path.indexPath) else { return nil }
        guard checkRow(answer, "tableView(_:willDeselectRowAt:) returned") else { return nil }
        return answer.itemPath
    }

    private func deselectByUser(_ path: ItemPath) {
        guard coordinator.selection.deselect(path) else { return }
        coordinator.visibleItems.view(at: path)?.setSelected(false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: path.indexPath)
    }

    private func postSelectionDidChange() {
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }
}
