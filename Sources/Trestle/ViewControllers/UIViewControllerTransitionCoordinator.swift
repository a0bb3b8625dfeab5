import Foundation

/// What a transition is doing, as the blocks given to a coordinator see it.
///
/// Trestle's hosts resize without animation (a terminal or window is resized by its user, not by a
/// rotation), so a size transition is not animated, not interactive, never cancelled and lasts no
/// time; the members say so rather than pretend.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated. Trestle's size transitions: `false`.
    var isAnimated: Bool { get }
    /// Whether the transition began interactively. `false`.
    var initiallyInteractive: Bool { get }
    /// Whether the transition is driven by the user now. `false`.
    var isInteractive: Bool { get }
    /// Whether the transition can be interrupted. `false`.
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled. `false`: a resize always completes.
    var isCancelled: Bool { get }
    /// How long the transition lasts, in seconds. `0`.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has come: `0` before the alongside blocks run, `1` from then on.
    var percentComplete: CGFloat { get }
    /// The view the transition happens in: the window.
    var containerView: UIView { get }
}

/// Runs code alongside a transition and after it: passed to
/// ``UIViewController/viewWillTransition(to:with:)``.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` once the views have their new size and have been laid out, and
    /// `completion` when the transition is over. Returns `true`: the blocks will run.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// As ``animate(alongsideTransition:completion:)``; `view` (a view outside the transition's
    /// container, in UIKit) changes nothing here.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition and `completion` after it (see the requirement).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a window's size change: collects the blocks view controllers give it while
/// they hear `viewWillTransition(to:with:)`, runs the alongside blocks once the window has its new
/// size and has been laid out, then the completions.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    var isAnimated: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    private(set) var percentComplete: CGFloat = 0

    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) {
        self.containerView = containerView
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Runs the alongside blocks, then the completions, each once, in the order given (blocks
    /// added while these run are run too).
    func finish() {
        percentComplete = 1
        while !animations.isEmpty { animations.removeFirst()(self) }
        while !completions.isEmpty { completions.removeFirst()(self) }
    }
}
