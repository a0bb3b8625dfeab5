import Foundation

/// A view controller whose view is a table view, and which is the table's data source and
/// delegate.
///
/// Subclass it and override the data source and delegate methods you need:
///
/// ```swift
/// final class FruitsViewController: UITableViewController {
///     let fruits = ["Apple", "Banana", "Cherry"]
///
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///         fruits.count
///     }
///
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
///         cell.textLabel?.text = fruits[indexPath.row]
///         return cell
///     }
/// }
/// ```
///
/// Each time the view is about to appear, the controller deselects the selected rows when
/// ``clearsSelectionOnViewWillAppear`` is `true` (the default) and the table is not in multiple
/// selection mode (UIKitBehavior § Table view controller), and loads the table's data
/// if it has not loaded yet.
///
/// - Note: UIKit's `UITableViewController` answers the data source and delegate methods through
///   the Objective-C runtime. In Swift, a method that only a protocol extension implements is not
///   dispatched to a subclass's version of it, so Trestle's controller implements every data
///   source and delegate method in the class itself, each behaving as UIKit does when the method
///   is not implemented. Override them as in UIKit (with `override`).
/// - Note: Keyboard avoidance is not available: a terminal has no on-screen keyboard.
///   ``setEditing(_:animated:)`` is forwarded to the table, as in UIKit.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    private var _tableView: UITableView?

    /// The table's refresh control (``UIScrollView/refreshControl``): pulling the rows down past
    /// their top starts a refresh.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Whether the selected rows are deselected each time the view is about to appear (not in
    /// multiple selection mode). Default: `true`.
    open var clearsSelectionOnViewWillAppear = true

    /// Enters or leaves editing mode, and the table with it.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// Creates a controller whose table view has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table view: the controller's view, created with the controller's style, with the
    /// controller as its data source and delegate. Accessing it loads the view.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return _tableView ?? viewIfLoaded as? UITableView
        }
        set {
            _tableView = newValue
            view = newValue
        }
    }

    /// Creates the table view.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        _tableView = table
        view = table
    }

    /// Loads the table's data the first time and clears the selection (see
    /// ``clearsSelectionOnViewWillAppear``). Subclasses call `super`, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = _tableView else { return }
        if !table.phase.hasLoadedData { table.reloadData() }
        if clearsSelectionOnViewWillAppear, !table.allowsMultipleSelection {
            for indexPath in table.indexPathsForSelectedRows ?? [] {
                table.deselectRow(at: indexPath, animated: animated)
            }
        }
    }

    /// Flashes the table's scroll indicators, as UIKit's table view controller does each time
    /// its table appears. Subclasses call `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _tableView?.flashScrollIndicators()
    }

    // MARK: UITableViewDataSource

    /// No rows (UIKit's answer when not overridden).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// An empty cell. Override it whenever ``tableView(_:numberOfRowsInSection:)`` returns rows.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: UITableViewDataSource — editing

    /// Every row is editable.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Reported as not implemented (no swipe-to-delete) until a subclass overrides it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.noteDefaultImplementation(.commitEditing)
    }
    /// Every row can move (when ``tableView(_:moveRowAt:to:)`` is overridden).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Reported as not implemented (no reorder controls) until a subclass overrides it.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.noteDefaultImplementation(.moveRow)
    }

    // MARK: UITableViewDelegate — editing

    /// `.delete`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// `true`.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// `nil`: the button says "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposed destination.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// `nil`: no leading actions.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// `nil`: UIKit's default (a Delete action when the row can be deleted).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    // MARK: UITableViewDelegate — heights and supplementary views

    /// The table's `rowHeight`, reported as not implemented (so `rowHeight` rules, as in UIKit).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultImplementation(.heightForRow)
        return tableView.rowHeight
    }

    /// The table's `estimatedRowHeight`, reported as not implemented.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultImplementation(.estimatedHeightForRow)
        return tableView.estimatedRowHeight
    }

    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// The table's `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }

    /// The table's `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }

    /// No header view, reported as not implemented (the title, if any, is shown).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.noteDefaultImplementation(.viewForHeader)
        return nil
    }

    /// No footer view, reported as not implemented.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.noteDefaultImplementation(.viewForFooter)
        return nil
    }

    // MARK: UITableViewDelegate — display

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    // MARK: UITableViewDelegate — highlight and selection

    /// `true`.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`: the row is selected.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `true` outside editing.
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { !tableView.isEditing }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// No context menu.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// `indexPath`: the row is deselected.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // MARK: UITableViewDelegate — keyboard focus

    /// `true`.
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

    /// The table's `selectionFollowsFocus`.
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }

    /// No type-select string, reported as not implemented (type-ahead then matches the cells on
    /// screen).
    open func tableView(_ tableView: UITableView, typeSelectStringForRowAt indexPath: IndexPath) -> String? {
        tableView.noteDefaultImplementation(.typeSelectString)
        return nil
    }

    // MARK: UIScrollViewDelegate
    //
    // Declared here so subclasses override them, as UIKit subclasses do (a protocol extension's
    // default would be called instead of a subclass's method otherwise).

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: the content comes to rest at `targetContentOffset`.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// `true`: a status-bar tap scrolls to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// `nil`: Trestle does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Never called: Trestle does not zoom.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Never called: Trestle does not zoom.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Never called: Trestle does not zoom.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
