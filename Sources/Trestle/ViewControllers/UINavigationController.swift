import Foundation

/// A container that shows a stack of view controllers one at a time, with a navigation bar that
/// leads back through the stack.
///
/// The top controller's view fills the area below the ``navigationBar``. Push a controller to
/// show it; pop to return to the one below. In the terminal, **Esc** and **Backspace** pop (when
/// the back button is shown and no responder nearer the focus used the key — a table's
/// type-ahead search takes Esc and Backspace first), and a click on the back button pops.
///
/// ## Transitions
///
/// Each transition calls the appearance methods of the controller leaving and the one arriving,
/// in UIKit's order, and tells the ``delegate``:
///
/// - **Push B on A**: B.`willMove(toParent:)`, B.`viewDidLoad` (first time), `willShow` B,
///   A.`viewWillDisappear`, B.`viewWillAppear`, A.`viewDidDisappear`, B.`viewDidAppear`,
///   B.`didMove(toParent:)`, `didShow` B.
/// - **Pop B back to A**: B.`willMove(toParent: nil)`, `willShow` A, B.`viewWillDisappear`,
///   A.`viewWillAppear`, B.`viewDidDisappear`, A.`viewDidAppear`,
///   B.`didMove(toParent: nil)`, `didShow` A.
/// - **Pop to the root, or to a controller**, and **setViewControllers** work the same way
///   between the old top and the new top; the other controllers removed or added only get
///   `willMove`/`didMove(toParent:)`.
///
/// While the navigation controller is not on screen (before it appears, or under a full-screen
/// presentation) the stack changes without appearance calls, as in UIKit; the new top appears
/// when the navigation controller does. During a transition `viewControllers` already holds the
/// new stack, and a popped controller is still the navigation controller's child until its
/// `viewDidDisappear`.
///
/// - Note: Transitions complete before the call returns (Trestle has no animations yet). A push,
///   pop or `setViewControllers` requested from an appearance method during a transition runs
///   right after that transition ends; a pop requested that way returns `nil`, since what it
///   pops is not known yet.
/// - Note: UIKit lays the top controller's view out under a translucent bar and reports the bar
///   through the safe area; Trestle has no safe area yet and places the view below the bar.
/// ## Search
///
/// When the top controller's ``UINavigationItem/searchController`` is set, its search bar shows
/// under the navigation bar — hidden while the content is scrolled away from its top when
/// ``UINavigationItem/hidesSearchBarWhenScrolling`` — and the keys reach it from the content:
/// `/` begins editing in the search field (`/` then no longer opens a table's type-ahead), and
/// Esc while the search is active cancels it, as the Cancel button does, before Esc pops.
///
/// - Note: Toolbars, the interactive pop gesture and `hidesBarsOnSwipe` are not available.
@MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top, managed by the navigation controller.
    public let navigationBar: UINavigationBar
    /// Told when a controller is about to be shown and has been shown.
    open weak var delegate: UINavigationControllerDelegate?

    var stack: [UIViewController] = []
    private var _isNavigationBarHidden = false
    /// The search bar shown under the bar, for the top item's search controller.
    weak var installedSearchBar: UISearchBar?
    /// Whether the top controller's content was at its top at the last layout.
    var searchedContentWasAtTop = true
    private var isTransitioning = false
    private var pendingOperations: [() -> Void] = []
    /// The controller whose view is in the navigation controller's view.
    weak var installedViewController: UIViewController?

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        pushViewController(rootViewController, animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(coder: coder)
        navigationBar.navigationController = self
    }

    // MARK: The stack

    /// The stack, root first. Setting it calls ``setViewControllers(_:animated:)`` without
    /// animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller the user sees: the last controller presented over the navigation
    /// controller, if any, otherwise the top controller.
    open var visibleViewController: UIViewController? {
        var visible = presentedViewController
        while let next = visible?._presentedViewController { visible = next }
        return visible ?? topViewController
    }

    /// Pushes `viewController` on the stack and shows it.
    ///
    /// Pushing a controller that is already in the stack, a navigation controller, an ancestor
    /// of this one, or a controller that is presented is reported (UIKit raises) and ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if isTransitioning {
            pendingOperations.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            TrestleDiagnostics.report("Pushing the same view controller instance more than once is not supported (\(viewController))")
            return
        }
        guard isAcceptable(viewController) else { return }
        let previous = stack.last
        viewController.isMovingToParent = true
        addChild(viewController)
        stack.append(viewController)
        performTransition(from: previous, to: viewController, animated: animated, added: [viewController], removed: [])
    }

    /// Pops the top controller and shows the one below; returns the popped controller.
    ///
    /// Popping the root controller does nothing and returns `nil`, as in UIKit.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if isTransitioning {
            pendingOperations.append { [weak self] in self?.popViewController(animated: animated) }
            return nil
        }
        guard stack.count > 1, let popped = stack.popLast() else { return nil }
        popped.isMovingFromParent = true
        popped.willMove(toParent: nil)
        performTransition(from: popped, to: stack.last, animated: animated, added: [], removed: [popped])
        return popped
    }

    /// Pops every controller above the root; returns them (root side first), or `nil` when the
    /// stack is empty.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them in stack order.
    ///
    /// A controller that is not in the stack is reported (UIKit raises) and `nil` returned.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if isTransitioning {
            pendingOperations.append { [weak self] in self?.popToViewController(viewController, animated: animated) }
            return nil
        }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            TrestleDiagnostics.report("Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard let oldTop = popped.last else { return [] }
        stack.removeSubrange((index + 1)...)
        for controller in popped {
            controller.isMovingFromParent = true
            controller.willMove(toParent: nil)
        }
        performTransition(from: oldTop, to: viewController, animated: animated, added: [], removed: popped)
        return popped
    }

    /// Replaces the stack. When the top controller changes, the old top disappears and the new
    /// top appears as in a push or pop; controllers no longer in the stack are removed and new
    /// ones added.
    ///
    /// A stack with the same controller twice, a navigation controller, an ancestor of this
    /// one, or a presented controller is reported (UIKit raises) and ignored.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if isTransitioning {
            pendingOperations.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
            return
        }
        for (index, controller) in viewControllers.enumerated() where viewControllers[..<index].contains(where: { $0 === controller }) {
            TrestleDiagnostics.report("All view controllers in a navigation controller must be distinct (\(controller))")
            return
        }
        for controller in viewControllers where !stack.contains(where: { $0 === controller }) {
            guard isAcceptable(controller) else { return }
        }
        let oldTop = stack.last
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !stack.contains { $0 === new } }
        for controller in removed {
            controller.isMovingFromParent = true
            controller.willMove(toParent: nil)
        }
        for controller in added {
            controller.isMovingToParent = true
            addChild(controller)
        }
        stack = viewControllers
        performTransition(from: oldTop, to: stack.last, animated: animated, added: added, removed: removed)
    }

    /// Whether `controller` may join the stack; reports why not.
    private func isAcceptable(_ controller: UIViewController) -> Bool {
        if controller is UINavigationController {
            TrestleDiagnostics.report("Pushing a navigation controller is not supported (\(controller))")
            return false
        }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === controller {
                TrestleDiagnostics.report("Pushing \(controller), an ancestor of the navigation controller \(self), is not supported")
                return false
            }
            ancestor = current.parent
        }
        if controller._presentingViewController != nil {
            TrestleDiagnostics.report("Pushing \(controller), which is presented by \(controller._presentingViewController!), is not supported")
            return false
        }
        return true
    }

    /// Moves from the old top to the new one: appearance calls when on screen, the view swapped,
    /// containment finished, the delegate told; then any operation requested meanwhile. A search
    /// active on the old top ends first, as UIKit dismisses it with the controller it covers.
    private func performTransition(from old: UIViewController?, to new: UIViewController?, animated: Bool,
                                   added: [UIViewController], removed: [UIViewController]) {
        if old !== new, let search = old?._navigationItem?.searchController, search.isActive { search.isActive = false }
        isTransitioning = true
        let onScreen = appearanceState == .appeared && old !== new
        if onScreen {
            new?.loadViewIfNeeded()
            if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
            installTopView()
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        } else {
            installTopView()
        }
        for controller in added {
            controller.isMovingToParent = false
            controller.didMove(toParent: self)
        }
        for controller in removed {
            controller.isMovingFromParent = false
            controller.removeFromParent()
        }
        children = stack
        if onScreen, let new { delegate?.navigationController(self, didShow: new, animated: animated) }
        isTransitioning = false
        let pending = pendingOperations
        pendingOperations.removeAll()
        for operation in pending { operation() }
    }

    // MARK: The bar

    /// Whether the navigation bar is hidden (the top controller's view then fills the whole view).
    open var isNavigationBarHidden: Bool {
        get { _isNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (Trestle does not animate).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        _isNavigationBarHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// The back button was clicked.
    func popFromBackButton() {
        guard showsBackButton else { return }
        popViewController(animated: true)
    }

    /// Whether the bar shows a back button: there is a controller to go back to and the top
    /// item neither hides it nor replaces it with left items.
    var showsBackButton: Bool {
        guard stack.count > 1, let top = stack.last?.navigationItem else { return false }
        return !top.hidesBackButton && ((top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton)
    }

    // MARK: Views

    /// Creates the view that holds the bar and the top controller's view.
    open override func loadView() {
        view = NavigationControllerView(frame: .zero)
    }

    /// Puts the top controller's view (loading it) in the navigation controller's view, removes
    /// the previous one, and gives the bar the stack's items.
    private func installTopView() {
        guard let container = viewIfLoaded else { return }
        let top = stack.last
        if installedViewController !== top {
            if let installed = installedViewController, let installedView = installed.viewIfLoaded, installedView.superview === container {
                installedView.removeFromSuperview()
            }
            if let top { container.insertSubview(top.view, at: 0) }
            installedViewController = top
        }
        navigationBar.replaceItems(stack.map(\.navigationItem))
        layoutContainer()
    }

    /// The top controller is shown with the navigation controller: it installs the top view
    /// before the top controller's `viewWillAppear`.
    override func childrenForAppearanceForwarding() -> [UIViewController] {
        installTopView()
        return stack.last.map { [$0] } ?? []
    }

    /// Lays out the bar at the top and the top controller's view below it.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        if navigationBar.superview !== container { container.addSubview(navigationBar) }
        if installedViewController !== stack.last {
            installTopView()
            return
        }
        let bounds = container.bounds
        let searchController = stack.last?._navigationItem?.searchController
        let hidesBar = _isNavigationBarHidden || searchController.map { $0.isActive && $0.hidesNavigationBarDuringPresentation } == true
        navigationBar.isHidden = hidesBar
        let barHeight = hidesBar ? 0 : navigationBar.sizeThatFits(bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
        let searchHeight = layoutSearchBar(of: searchController, below: barHeight, in: container)
        let top = barHeight + searchHeight
        installedViewController?.viewIfLoaded?.frame = CGRect(x: 0, y: top, width: bounds.width,
                                                              height: max(0, bounds.height - top))
        searchController?.updateOverlay()
    }

    // MARK: Keys

    /// Esc and Backspace pop, as the back button does, when no responder before the navigation
    /// controller used them and nothing is presented over it. Other keys travel on.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.count == 1, let key = presses.first?.key, cancelsSearch(with: key) { return }
        if presses.count == 1, let key = presses.first?.key, Self.isBackKey(key),
           showsBackButton, presentedViewController == nil, appearanceState == .appeared {
            popViewController(animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// `/` begins a search when the top item has a search controller whose field is not editing.
    open override var keyCommands: [UIKeyCommand]? {
        searchKeyCommands
    }

    private static func isBackKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        return key.keyCode == .keyboardEscape || key.keyCode == .keyboardDeleteOrBackspace
    }
}

/// A navigation controller's view: it lays out the bar and the top controller's view.
final class NavigationControllerView: UIView {
    override func layoutSubviews() {
        (owningViewController as? UINavigationController)?.layoutContainer()
    }
}
