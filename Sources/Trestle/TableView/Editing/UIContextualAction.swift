import Foundation

/// An action a swipe reveals on a table row: a titled button with a handler.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, completion in
///     model.remove(at: indexPath.row)
///     tableView.deleteRows(at: [indexPath], with: .automatic)
///     completion(true)
/// }
/// ```
///
/// The handler must call its completion: `true` when the action was performed. A destructive
/// action whose handler reports success leaves the row to the app's `deleteRows`; the swipe
/// closes either way.
@MainActor
open class UIContextualAction: NSObject {
    /// How an action looks and what its success means.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button for an action that removes the row.
        case destructive
    }

    /// What runs when the user chooses the action: the action, the view that showed it, and the
    /// completion to call (`true` when the action was performed).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image (shown before the title in the terminal).
    open var image: UIImage?
    /// The button's colour. Default: grey for `.normal`, red for `.destructive`.
    open var backgroundColor: UIColor!
    /// What runs when the action is chosen.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe on a table row reveals, nearest the swiped edge first.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions; the first is nearest the edge and is the one a full swipe performs.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action. Default: `true`.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration; an empty one turns swiping off for the row.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
