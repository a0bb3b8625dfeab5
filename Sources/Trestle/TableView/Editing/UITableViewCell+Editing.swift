import Foundation
import TrestleCore

/// A cell's editing chrome (UIKitBehavior § Editing): the editing control at the leading edge
/// (a minus for `.delete`, a plus for `.insert`, a check circle for multiple selection), the
/// reorder control at the trailing edge, the delete confirmation button, and the buttons of
/// swipe actions. The table sets what a row shows; the cell lays its content out around it and
/// draws it above its content.
extension UITableViewCell {
    /// The editing control a row shows while its table is editing.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A minus: tapping it shows the delete confirmation button.
        case delete
        /// A plus: tapping it asks the data source to insert.
        case insert
    }

    /// The cell's editing states, for ``UITableViewCell/willTransition(to:)`` and
    /// ``UITableViewCell/didTransition(to:)``.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell shows its editing control (the table is editing).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its delete confirmation button.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The row's editing control style, as its table set it.
    public var editingStyle: EditingStyle { chrome.editingStyle }

    /// Whether the delete confirmation button is showing.
    public var showingDeleteConfirmation: Bool { chrome.deleteConfirmationTitle != nil }

    /// What the table shows on the row besides its content.
    struct EditingChrome {
        var editingStyle: EditingStyle = .none
        /// Whether the content moves over for the editing control.
        var indentsForControl = true
        /// A check circle instead of the editing control (multiple selection while editing).
        var showsSelectionCircle = false
        /// The title of the delete confirmation button while it shows.
        var deleteConfirmationTitle: String?
        /// The swipe actions revealed, their edge, and the one the keyboard points at.
        var swipe = SwipeActionsChrome()
    }

    /// The state mask the cell shows now.
    var stateMask: StateMask {
        var mask: StateMask = []
        if isEditing && (editingStyle != .none || chrome.showsSelectionCircle) { mask.insert(.showingEditControl) }
        if showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
        return mask
    }

    /// Changes the chrome, telling the cell about a change of state mask.
    func updateChrome(_ change: (inout EditingChrome) -> Void) {
        let before = stateMask
        var chrome = self.chrome
        change(&chrome)
        let after = { () -> StateMask in
            var mask: StateMask = []
            if isEditing && (chrome.editingStyle != .none || chrome.showsSelectionCircle) { mask.insert(.showingEditControl) }
            if chrome.deleteConfirmationTitle != nil { mask.insert(.showingDeleteConfirmation) }
            return mask
        }()
        if after != before { willTransition(to: after) }
        self.chrome = chrome
        setNeedsLayout()
        setNeedsDisplay()
        if after != before { didTransition(to: after) }
    }

    // MARK: Geometry

    /// Whether the leading editing control (or check circle) shows.
    var showsEditingControl: Bool {
        isEditing && !chrome.swipe.isShowing && (chrome.editingStyle != .none || chrome.showsSelectionCircle)
    }

    /// Whether the reorder control shows.
    var showsReorderGrip: Bool {
        isEditing && showsReorderControl && !showingDeleteConfirmation && !chrome.swipe.isShowing
    }

    /// The width of the editing control's slot.
    var editingControlWidth: CGFloat { metrics.editing.controlWidth }

    /// The buttons revealed at the trailing edge: the delete confirmation or trailing swipe actions.
    var trailingButtonsWidth: CGFloat {
        if let title = chrome.deleteConfirmationTitle { return SwipeActionsChrome.buttonWidth(title: title, image: nil, metrics: metrics) }
        return chrome.swipe.trailingWidth(metrics: metrics)
    }

    var leadingButtonsWidth: CGFloat { chrome.swipe.leadingWidth(metrics: metrics) }

    /// How far the content starts from the leading edge for the chrome.
    var leadingEditingInset: CGFloat {
        leadingButtonsWidth + (showsEditingControl && chrome.indentsForControl ? editingControlWidth : 0)
    }

    /// How much of the trailing edge the chrome takes, and the table's section index.
    var trailingEditingInset: CGFloat {
        trailingButtonsWidth + (showsReorderGrip ? metrics.accessoryWidth : 0) + sectionIndexInset
    }

    /// Where the editing control is, in the cell's coordinates.
    var editingControlRect: CGRect? {
        guard showsEditingControl else { return nil }
        return CGRect(x: metrics.editing.controlHitMinX, y: 0, width: metrics.editing.controlHitWidth, height: bounds.height)
    }

    /// Where the reorder control is.
    var reorderControlRect: CGRect? {
        guard showsReorderGrip else { return nil }
        let slack = metrics.editing.reorderGripHitSlack
        return CGRect(x: bounds.width - metrics.accessoryWidth - slack, y: 0, width: metrics.accessoryWidth + slack, height: bounds.height)
    }

    /// Where the delete confirmation button is.
    var deleteConfirmationRect: CGRect? {
        guard let title = chrome.deleteConfirmationTitle else { return nil }
        let width = SwipeActionsChrome.buttonWidth(title: title, image: nil, metrics: metrics)
        return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
    }

    // MARK: Drawing

    /// Draws the chrome over the content.
    func drawEditingChrome(in context: inout DrawingContext) {
        // Most rows show no chrome: they draw nothing and read no metrics.
        guard isEditing || chrome.deleteConfirmationTitle != nil || chrome.swipe.isShowing else { return }
        let height = SwipeActionsChrome.buttonHeight(rowHeight: bounds.height, metrics: context.metrics)
        let lineY = SwipeActionsChrome.textY(buttonHeight: height, metrics: context.metrics)
        if editingControlRect != nil {
            let origin = CGPoint(x: context.metrics.editing.controlSymbolX, y: lineY)
            if chrome.showsSelectionCircle {
                context.cellSymbol(.selectionCircle(isSelected: isSelected), at: origin, tintColor: tintColor)
            } else if chrome.editingStyle == .delete {
                context.cellSymbol(.delete, at: origin, tintColor: tintColor)
            } else if chrome.editingStyle == .insert {
                context.cellSymbol(.insert, at: origin, tintColor: tintColor)
            }
        }
        if let rect = reorderControlRect {
            context.cellSymbol(.reorderGrip, at: CGPoint(x: rect.minX + context.metrics.editing.reorderGripHitSlack, y: lineY), tintColor: tintColor)
        }
        if let rect = deleteConfirmationRect, let title = chrome.deleteConfirmationTitle {
            context.chromeButton(title: title, image: nil, in: CGRect(x: rect.minX, y: 0, width: rect.width, height: height),
                                 color: .systemRed, isSelected: true, textY: lineY)
        }
        chrome.swipe.draw(in: &context, rowSize: bounds.size)
    }
}
