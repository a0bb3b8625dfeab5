import Foundation

/// An object that manages a view hierarchy: it loads the view, hears when the view appears and
/// disappears, and takes part in containment (navigation stacks) and modal presentation.
///
/// ## Loading
///
/// ``view`` loads on first access: ``loadView()`` creates it (a plain `UIView` unless
/// overridden), then ``viewDidLoad()`` runs, once.
///
/// ## Appearance
///
/// The appearance methods run in UIKit's order for each transition (see
/// ``UINavigationController`` and ``present(_:animated:completion:)`` for the transitions):
///
/// | Transition | Calls, in order |
/// |---|---|
/// | `window.rootViewController = A` (window visible) | A.`viewDidLoad`, A.`viewWillAppear`, A.`viewDidAppear` |
/// | push B on A | B.`viewDidLoad`, A.`viewWillDisappear`, B.`viewWillAppear`, A.`viewDidDisappear`, B.`viewDidAppear` |
/// | pop B back to A | B.`viewWillDisappear`, A.`viewWillAppear`, B.`viewDidDisappear`, A.`viewDidAppear` |
/// | present B over A, full screen | B.`viewDidLoad`, A.`viewWillDisappear`, B.`viewWillAppear`, B.`viewDidAppear`, A.`viewDidDisappear` |
/// | dismiss B, full screen | B.`viewWillDisappear`, A.`viewWillAppear`, A.`viewDidAppear`, B.`viewDidDisappear` |
/// | present / dismiss B over A, other styles | only B's calls: A stays on screen |
///
/// A container's children hear the container's appearance after the container: a navigation
/// controller's `viewWillAppear` comes before its top controller's.
///
/// - Note: Trestle has no animations yet: a transition requested with `animated: true` completes
///   before the call returns, and the `animated` argument is passed on to the appearance methods
///   as given. Completion handlers still run, after the appearance methods.
///
/// - Note: Trestle has no storyboards or nibs: `nibName` and `nibBundle` are kept but not used,
///   and ``init(coder:)`` creates a controller with no title.
@MainActor
open class UIViewController: UIResponder, Hashable, CustomStringConvertible {
    /// Where a controller's view is in its appearance cycle.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    private var _view: UIView?
    private var isLoadingView = false
    var _navigationItem: UINavigationItem?
    private var _editButtonItem: UIBarButtonItem?
    private var _isEditing = false
    weak var _parent: UIViewController?

    /// Where the view is in its appearance cycle.
    var appearanceState = AppearanceState.disappeared
    private var appearanceAnimated = false

    /// The controller this one presented (held strongly, as UIKit's presenter holds it).
    var _presentedViewController: UIViewController?
    /// The controller that presented this one.
    weak var _presentingViewController: UIViewController?
    /// Whether the presentation that shows this controller keeps the presenter's view on screen.
    var presentationKeepsPresenterVisible = true

    /// The name of the nib the controller was created with (unused: Trestle has no nibs).
    public let nibName: String?
    /// The bundle of that nib (unused).
    public let nibBundle: Bundle?

    /// Creates a view controller. Trestle has no nibs: both arguments are kept and ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller without a nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive. Trestle has no archives; declared so that
    /// UIKit subclasses' `required init?(coder:)` compile unchanged.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    // MARK: View

    /// The root view of the controller's hierarchy, loaded on first access with ``loadView()``
    /// followed by ``viewDidLoad()``.
    ///
    /// A view belongs to at most one controller: assigning a view that is another controller's
    /// root view is reported (UIKit raises `UIViewControllerHierarchyInconsistency`) and ignored.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set { setView(newValue) }
    }

    private func setView(_ newView: UIView?) {
        guard newView !== _view else { return }
        if let newView, let owner = newView.owningViewController, owner !== self {
            TrestleDiagnostics.report("A view can only be associated with at most one view controller at a time! View \(newView) "
                + "is associated with \(owner). Clear this association before associating this view with \(self).")
            return
        }
        _view?.owningViewController = nil
        if let old = _view, old.extras?.controllerOverrideStyle != nil { old.extras?.controllerOverrideStyle = .unspecified }
        _view = newView
        newView?.owningViewController = self
        if let newView, overrideStyle != .unspecified { newView.madeExtras.controllerOverrideStyle = overrideStyle }
    }

    /// ``overrideUserInterfaceStyle``'s value.
    private var overrideStyle = UIUserInterfaceStyle.unspecified
    /// ``registerForTraitChanges(_:handler:)``'s registrations.
    var traitRegistrations: [TraitChangeRegistration] = []

    /// The controller's traits: its view's (the window's, with the overrides above and its own).
    open var traitCollection: UITraitCollection {
        if let _view { return _view.traitCollection }
        return UIScreen.main.traitCollection.overriding(overrideStyle)
    }

    /// The light or dark style of the controller's view and the views and child controllers below
    /// it; ``UIUserInterfaceStyle/unspecified`` (the default) follows the presenting context.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideStyle }
        set {
            guard newValue != overrideStyle else { return }
            overrideStyle = newValue
            if let _view {
                _view.changeTraits { _view.madeExtras.controllerOverrideStyle = newValue }
            }
        }
    }

    /// Called when the controller's traits changed, with the traits before, just before its view's
    /// ``UIView/traitCollectionDidChange(_:)``. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Tells the controller, then its registrations, that its traits changed.
    func traitsDidChange(from before: UITraitCollection, to after: UITraitCollection) {
        traitCollectionDidChange(before)
        for registration in traitRegistrations where registration.isTriggered(from: before, to: after) {
            registration.handler(self, before)
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { _view != nil }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { _view }

    /// Creates the view. The default creates a plain `UIView` the size of the main screen that
    /// follows its container's size (flexible width and height), as UIKit's does — so frames
    /// worked out from `view.bounds` in ``viewDidLoad()`` start from a real size and autoresize
    /// when the view is placed. Override to create your own and assign it to ``view`` (without
    /// calling `super`).
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Loads the view now if it has not been loaded.
    open func loadViewIfNeeded() {
        guard _view == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if _view == nil {
            TrestleDiagnostics.report("\(type(of: self)).loadView() did not set the view; using a plain UIView")
            setView(UIView(frame: .zero))
        }
        viewDidLoad()
    }

    /// Called once, after the view has loaded.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// The view is about to be added to the visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was added to the visible hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews (called before its `layoutSubviews()`).
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews (called after its `layoutSubviews()`; its subviews' own
    /// layout may still be to come, as in UIKit).
    open func viewDidLayoutSubviews() {}

    // MARK: Size changes

    /// The window's size is about to change to `size` (the terminal or the window was resized):
    /// called before the views get the new size, with a coordinator whose blocks run once they
    /// have it and are laid out.
    ///
    /// The default forwards to the children, then to the controller this one presents, as UIKit's
    /// does: call `super` when overriding. (UIKit declares it in the `UIContentContainer`
    /// protocol; here it is a method of the class.)
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: size, with: coordinator)
        }
        _presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// Whether the appearance methods of children are called when this controller's are.
    /// Default: `true`. Containers that drive their children themselves return `false` and call
    /// ``beginAppearanceTransition(_:animated:)`` on them.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition: calls ``viewWillAppear(_:)`` (loading the view first) or
    /// ``viewWillDisappear(_:)``, then forwards to the children. Calls that would not change the
    /// state (appearing twice) are ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
            guard shouldAutomaticallyForwardAppearanceMethods else { return }
            for child in childrenForAppearanceForwarding() {
                child.beginAppearanceTransition(true, animated: animated)
            }
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
            guard shouldAutomaticallyForwardAppearanceMethods else { return }
            for child in children where child.appearanceState == .appeared || child.appearanceState == .appearing {
                child.beginAppearanceTransition(false, animated: animated)
            }
        }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` started: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then forwards to the children.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// The children that appear with this controller: those whose views are in its view.
    /// Containers override it to install the child that is shown.
    func childrenForAppearanceForwarding() -> [UIViewController] {
        guard let view = _view else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Whether the controller's view is on screen: its last appearance transition was to appear.
    var isAppearedOrAppearing: Bool { appearanceState == .appeared || appearanceState == .appearing }

    // MARK: Title and navigation

    /// The controller's title. Setting it sets the ``navigationItem``'s title too, as in UIKit.
    open var title: String? {
        didSet { _navigationItem?.title = title }
    }

    /// The item that represents the controller in a navigation bar, created on first access
    /// with the controller's ``title``.
    open var navigationItem: UINavigationItem {
        if let _navigationItem { return _navigationItem }
        let item = UINavigationItem()
        item.title = title
        _navigationItem = item
        return item
    }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: Containment

    /// The container controller this controller is a child of.
    public var parent: UIViewController? { _parent }

    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []

    /// Whether the controller is being added to a container right now (set during navigation
    /// transitions).
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from its container right now (set during
    /// navigation transitions).
    public internal(set) var isMovingFromParent = false

    /// Adds `childController` as a child: calls its ``willMove(toParent:)`` with this controller
    /// (removing it from another parent first). Adding a view controller to itself or to one of
    /// its own descendants is reported and ignored. The container adds the child's view and then
    /// calls ``didMove(toParent:)``.
    open func addChild(_ childController: UIViewController) {
        guard childController._parent !== self else { return }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === childController {
                TrestleDiagnostics.report("child view controller:\(childController) cannot be added to \(self), "
                    + "which is the child itself or one of its descendants")
                return
            }
            ancestor = current._parent
        }
        if childController._parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController._parent = self
    }

    /// Removes the controller from its parent and calls ``didMove(toParent:)`` with `nil`. Call
    /// ``willMove(toParent:)`` with `nil` (and remove the view) first.
    open func removeFromParent() {
        guard let parent = _parent else { return }
        parent.children.removeAll { $0 === self }
        _parent = nil
        didMove(toParent: nil)
    }

    /// The controller is about to be added to `parent` (or removed, with `nil`).
    open func willMove(toParent parent: UIViewController?) {}
    /// The controller was added to `parent` (or removed, with `nil`).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain

    /// A controller's next responder is the controller that presented it, when it is presented;
    /// otherwise its view's superview (the window, for a window's root view controller).
    open override var next: UIResponder? {
        if let presenting = _presentingViewController { return presenting }
        return _view?.superview
    }

    // MARK: Editing

    /// Whether the controller is in editing mode. Setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off and updates ``editButtonItem``. Subclasses override it to
    /// change their views, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _isEditing = editing
        _editButtonItem?.showEditingState(editing)
    }

    /// A bar button item that toggles editing mode: "Edit" outside editing, "Done" (bold) in it;
    /// a tap calls ``setEditing(_:animated:)`` with the opposite state, animated.
    public var editButtonItem: UIBarButtonItem {
        if let _editButtonItem { return _editButtonItem }
        let item = UIBarButtonItem(title: "Edit", style: .plain, primaryAction: nil)
        item.editingHandler = { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item.showEditingState(isEditing)
        _editButtonItem = item
        return item
    }

    // MARK: Presentation

    /// How the controller covers the screen when presented. Default: ``UIModalPresentationStyle/automatic``.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    /// Whether the controller is being presented right now (during its appearance methods).
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed right now (during its disappearance methods).
    public internal(set) var isBeingDismissed = false

    /// Presents `viewControllerToPresent` modally over the screen.
    ///
    /// The presentation is made by the root of this controller's containment hierarchy (a
    /// navigation controller presents for its children), as UIKit's does by default. The
    /// presented view fills the window, above everything in it; it and its content take the keys.
    /// Appearance methods run as described in ``UIModalPresentationStyle``, then `completion`.
    ///
    /// Reported and ignored, as UIKit logs or raises for them: presenting while already
    /// presenting ("Attempt to present … which is already presenting …"), presenting a controller
    /// that is already presented or has a parent, presenting a controller on itself, and
    /// presenting from a controller whose view is not in a window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (with everything it presented in turn) or,
    /// when this one presented nothing, this controller itself. `completion` runs after the
    /// appearance methods; with nothing to dismiss, nothing happens and `completion` does not run.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Shows `viewController` in the primary context: pushed on the navigation controller this
    /// controller is in, else presented.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// The style a presentation of this controller uses: ``modalPresentationStyle`` with
    /// `automatic` resolved (to `pageSheet`; alerts use their own).
    var presentationStyleForPresenting: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    /// Where the presented view goes in `window`: the whole window, except for controllers shown
    /// over part of it (a search controller's results).
    func presentedFrame(in window: UIWindow) -> CGRect { window.bounds }

    /// The presented view is in the window (before `viewDidAppear`).
    func presentedViewDidInstall() {}
    /// The presented view is about to leave the window (before `viewWillDisappear`).
    func presentedViewWillUninstall() {}

    /// Controllers are equal when they are the same object, as UIKit's (`NSObject`) are, so
    /// `viewControllers == [a, b]` and `contains(_:)` read as in UIKit.
    public nonisolated static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A description in UIKit's form: the class name and the object's address.
    public nonisolated var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>"
    }

    // MARK: Keyboard

    /// The controller whose view holds the keyboard's target: the last child shown on screen,
    /// followed down to its own children (a navigation controller's top controller), or this one.
    var keyboardContentController: UIViewController {
        let shown = children.last { child in
            guard let view = child.viewIfLoaded, !view.isHidden, view.window != nil else { return false }
            return true
        }
        return shown?.keyboardContentController ?? self
    }
}
