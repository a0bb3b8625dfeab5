import Foundation

/// Supplies a table view's sections, rows, cells and titles.
///
/// UIKit's optional methods are requirements here with default implementations in a protocol
/// extension; each default behaves exactly as UIKit behaves when the method is not implemented,
/// as its documentation says.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`. Asked at reload; the table caches the answer.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually dequeued with `dequeueReusableCell(withIdentifier:for:)`.
    /// Asked once per row as it appears, and again only after it left and re-entered.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default: 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of a section's header. Default: `nil` (no title header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer. Default: `nil` (no title footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    // MARK: Section index

    /// The titles of the section index at the trailing edge — often the sections' initials, as
    /// ``UILocalizedIndexedCollation`` gives them; ``UITableView/indexSearch`` shows a magnifying
    /// glass. Asked at reload and by ``UITableView/reloadSectionIndexTitles()``. Default: `nil`
    /// (no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section to show when the user touches the index title `title`, at `index` in the
    /// titles: the table scrolls it to the top. Return `NSNotFound` to scroll nowhere (after
    /// scrolling somewhere yourself, as to a search bar for ``UITableView/indexSearch``).
    /// Default: `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    // MARK: Editing

    /// Whether the row can be edited: show an editing control, be swiped, be deleted or inserted.
    /// Default: `true`.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed a delete (`.delete`) or tapped an insert control (`.insert`) on the row:
    /// update the model, then call `deleteRows(at:with:)` or `insertRows(at:with:)`.
    ///
    /// Whether this is implemented matters, as in UIKit: without it rows have no swipe-to-delete.
    /// UIKit asks the Objective-C runtime; Trestle asks once by calling it with `.none`, a style
    /// UIKit never sends (implementations that act only on `.delete` and `.insert`, as Apple's
    /// templates do, ignore it), and the default implementation reports itself.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control while editing. Default: `true` — when
    /// ``tableView(_:moveRowAt:to:)`` is implemented.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: the table has moved it already; update the model only (do not call
    /// `moveRow(at:to:)`).
    ///
    /// Whether this is implemented matters, as in UIKit: without it no row shows a reorder
    /// control. Trestle asks once by calling it with a row moved to where it is — a move that must
    /// leave the model as it is, which UIKit sends too when a row is dropped where it started —
    /// and the default implementation reports itself.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section, as when UIKit's data source does not implement the method.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title, as when not implemented.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title, as when not implemented.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index, as when not implemented.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's index, as when not implemented.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Every row is editable, as when not implemented.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Reports that the data source does not implement it (no swipe-to-delete).
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.noteDefaultImplementation(.commitEditing)
    }
    /// Every row can move (when ``tableView(_:moveRowAt:to:)`` is implemented).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Reports that the data source does not implement it (no reorder controls).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.noteDefaultImplementation(.moveRow)
    }
}

/// Tells a table view about heights and supplementary views, and hears what it displays.
///
/// A table view's ``UIScrollView/delegate`` is used as this protocol's delegate when it conforms.
/// Every method has a default implementation that behaves as UIKit does when the method is not
/// implemented.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A row's height. Default: the table's `rowHeight` — so `rowHeight` applies unless this is
    /// implemented, as in UIKit. Return `UITableView.automaticDimension` to self-size the row.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A row's estimated height. Default: the table's `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height. Default: the table's `sectionHeaderHeight` (automatic: from the
    /// title or view, per style).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height. Default: the table's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section header's estimated height. Default: the table's `estimatedSectionHeaderHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's estimated height. Default: the table's `estimatedSectionFooterHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// A custom header view. Default: `nil` (the title, if any, is shown in a standard header).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom footer view. Default: `nil`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// A cell is about to be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A header view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// A footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// A cell left the screen (or its row was removed).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A header view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// A footer view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    // MARK: Highlight and selection (UIKitBehavior § Tap call order)

    /// Whether a touch (or the keyboard) may highlight the row; `false` stops the selection too.
    /// Default: `true`.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The user is about to select a row: return it, another row to select instead, or `nil` to
    /// select nothing. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Whether a tap (or Return) on the row performs its primary action. Default: `true` outside
    /// editing, `false` while editing.
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// The user acted on the row — a tap or Return that does not extend a multiple selection —
    /// after `willSelectRowAt`/`didSelectRowAt`, whether or not the selection changed (iOS 16):
    /// what tells an action apart from a selection that followed focus.
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

    // MARK: Context menus

    /// The context menu for the row, opened by a right click at `point` (table coordinates) or
    /// the Menu key on the focused row; `nil` for none. Default: `nil`.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    /// A context menu is about to show. `animator` is `nil`: Trestle's menus appear at once.
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// The context menu went, chosen from or dismissed. `animator` is `nil`.
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// The user's action is about to deselect a row: return it, another row, or `nil` to keep it
    /// selected. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user's action deselected a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// The user tapped the detail (ⓘ) button of a row whose accessory is `.detailButton` or
    /// `.detailDisclosureButton`. The row is not selected.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Keyboard focus

    /// Whether the row can take keyboard focus. Default: `true`.
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Whether moving keyboard focus to the row selects it. Default: the table's
    /// ``UITableView/selectionFollowsFocus``.
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    /// The text type-ahead matches against for a row (Trestle; modelled on AppKit's
    /// `NSTableView` type select). Default: not implemented — type-ahead then matches the text of
    /// the cells on screen only, since asking for cells of rows off screen would create them.
    /// Implement it to let type-ahead find any row.
    func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String?

    // MARK: Editing

    /// The row's editing control: `.delete` (a minus), `.insert` (a plus) or `.none`. Default:
    /// `.delete` for editable rows.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// Whether the row's content moves over to make room for the editing control. Default: `true`.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The title of the row's delete confirmation button. Default: "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// A swipe is about to show the row's actions (the row enters its own editing state).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's swipe actions closed; `indexPath` is `nil` when the row no longer exists.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a row being moved goes when the user proposes `proposedDestinationIndexPath`.
    /// Default: the proposed path.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// The actions a swipe from the leading edge shows. Default: `nil` (none).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge shows. Default: `nil` — UIKit's default, a
    /// Delete action when the row is editable with the `.delete` style and the data source
    /// implements `commit`. Return an empty configuration to turn swiping off.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultImplementation(.heightForRow)
        return tableView.rowHeight
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultImplementation(.estimatedHeightForRow)
        return tableView.estimatedRowHeight
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.noteDefaultImplementation(.viewForHeader)
        return nil
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.noteDefaultImplementation(.viewForFooter)
        return nil
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { !tableView.isEditing }
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    public func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        tableView.noteDefaultImplementation(.typeSelectString)
        return nil
    }
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}
