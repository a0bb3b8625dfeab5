import Foundation

/// A button of an alert or action sheet: a title, a style, and what happens when it is chosen.
///
/// Choosing an action dismisses its ``UIAlertController`` first, then calls the handler, as in
/// UIKit.
@MainActor
open class UIAlertAction {
    /// How an action looks and behaves.
    public enum Style: Int, Sendable {
        /// A regular action.
        case `default` = 0
        /// Cancels: shown last (separated from the others); Esc chooses it. At most one per alert.
        case cancel = 1
        /// Changes or deletes data: shown in red.
        case destructive = 2
    }

    /// The title shown.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the action can be chosen; a disabled action is dimmed and skipped by the keys.
    open var isEnabled = true { didSet { alertController?.actionsDidChange() } }

    /// What runs when the action is chosen, after the alert is dismissed.
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert showing the action.
    weak var alertController: UIAlertController?

    /// Creates an action.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
