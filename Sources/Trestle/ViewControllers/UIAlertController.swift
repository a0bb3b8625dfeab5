import Foundation

/// A modal message with a title, a message and actions to choose from: an alert, or an action
/// sheet.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete photo?", message: "This can't be undone.", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.deletePhoto() })
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// present(alert, animated: true)
/// ```
///
/// Presented, it shows as a box over the screen — an ``Style/alert`` in the middle, an
/// ``Style/actionSheet`` at the bottom — with the title in bold, the message, then the actions
/// one per line: the cancel action last, set apart by a line; destructive actions in red;
/// disabled ones dimmed. The screen behind stays visible, and the alert takes every key and
/// click until it is dismissed:
///
/// | Input | Effect |
/// |---|---|
/// | ↑ ↓, k j, Tab, Shift-Tab | moves the highlight between the enabled actions |
/// | Return, Space | chooses the highlighted action |
/// | Esc | chooses the cancel action; an action sheet without one is dismissed without running a handler; an alert without one ignores Esc |
/// | a click on an action | chooses it |
/// | a click outside an action sheet | as Esc (an alert ignores it) |
///
/// The highlight starts on the ``preferredAction``, else the first enabled action of the
/// ``UIAlertAction/Style/default`` style, else the cancel action — never on a destructive
/// action unless it is preferred, so that Return is safe.
///
/// Choosing an action dismisses the alert first, then calls the action's handler, as in UIKit.
/// The presenter stays on screen: it gets no appearance calls.
///
/// - Note: UIKit's keyboard support for alerts is Return for the preferred action and Esc for
///   the cancel action; the highlight and the other keys are Trestle's, for terminals without a
///   pointer. UIKit dismisses an action sheet without a cancel action by a tap outside it on
///   iPad only; Trestle lets Esc and a click outside do it everywhere, since a terminal user has
///   no other way out. Text fields (`addTextField`) are not available yet.
@MainActor
open class UIAlertController: UIViewController {
    /// Where the alert shows.
    public enum Style: Int, Sendable {
        /// A sheet of actions at the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The style given at creation.
    public private(set) var preferredStyle = Style.actionSheet
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []

    /// The text under the title.
    open var message: String? { didSet { contentDidChange() } }

    /// The title, in bold at the top.
    open override var title: String? { didSet { contentDidChange() } }

    /// The action Return chooses and the highlight starts on; drawn bold. It must be one of
    /// ``actions``: another action is reported and ignored (UIKit raises).
    open var preferredAction: UIAlertAction? {
        get { _preferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                TrestleDiagnostics.report("The preferred action \(newValue.title ?? "(no title)") must be one of the actions of \(self): "
                    + "add it with addAction(_:) first")
                return
            }
            _preferredAction = newValue
            contentDidChange()
        }
    }
    private var _preferredAction: UIAlertAction?

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds an action. A second action with the ``UIAlertAction/Style/cancel`` style is
    /// reported and ignored (UIKit raises).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            TrestleDiagnostics.report("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        action.alertController = self
        actions.append(action)
        actionsDidChange()
    }

    /// Creates the alert's view: it fills the window and draws the box.
    open override func loadView() {
        view = AlertView(frame: .zero)
    }

    // MARK: Behaviour

    /// The actions as shown: the others in order, then the cancel action.
    var displayedActions: [UIAlertAction] {
        actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    }

    /// The action the highlight starts on (see the type's documentation).
    var initialHighlightedAction: UIAlertAction? {
        if let preferredAction, preferredAction.isEnabled { return preferredAction }
        return actions.first { $0.style == .default && $0.isEnabled }
            ?? actions.first { $0.style == .cancel && $0.isEnabled }
            ?? displayedActions.first { $0.isEnabled }
    }

    /// Chooses `action`, as a click does: dismisses the alert, then runs the handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, _presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }

    /// Esc, or a click outside an action sheet: the cancel action, or for an action sheet
    /// without one a dismissal with no handler.
    func cancelFromUser() {
        guard _presentingViewController != nil, !isBeingDismissed else { return }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            choose(cancel)
        } else if preferredStyle == .actionSheet {
            dismiss(animated: true)
        }
    }

    /// Alerts are shown over the presenter, which stays on screen.
    override var presentationStyleForPresenting: UIModalPresentationStyle { .overFullScreen }

    override func presentedViewDidInstall() {
        guard let alertView = viewIfLoaded as? AlertView else { return }
        alertView.highlightedAction = initialHighlightedAction
        alertView.becomeFirstResponder()
    }

    override func presentedViewWillUninstall() {
        viewIfLoaded?.resignFirstResponder()
    }

    func actionsDidChange() {
        (viewIfLoaded as? AlertView)?.actionsDidChange()
    }

    private func contentDidChange() {
        viewIfLoaded?.setNeedsDisplay()
    }
}
