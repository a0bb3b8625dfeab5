import Foundation

/// Block-based view animation, on the host's clock.
///
/// Inside the `animations` block, changes to a view's `frame`, `center` and `alpha` are recorded
/// with their starting values; the views take their final values at once (as UIKit's model layer
/// does) while what is drawn moves from the start to the end over `duration`, one host frame at a
/// time. `completion` runs when the animation ends — at once, with `true`, when animations are off
/// (``performWithoutAnimation(_:)``, ``setAnimationsEnabled(_:)``, reduce motion) or the view is
/// in no window.
extension UIView {
    /// Options for ``animate(withDuration:delay:options:animations:completion:)``.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lets the animating views take touches and clicks while the animation runs.
        ///
        /// - Note: Trestle never blocks events during an animation, so this option changes nothing.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen when a running animation of the same property is replaced.
        ///
        /// - Note: Trestle always starts from the drawn state, so this option changes nothing.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Starts slowly, speeds up through the middle and slows down at the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Starts slowly and speeds up until the end.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Starts quickly and slows down at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Moves at an even pace from start to end.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut }
    }

    /// Animates the changes `animations` makes.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let enabled = areAnimationsEnabled && !UIAccessibility.isReduceMotionEnabled && duration > 0
        guard enabled else {
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        let outer = AnimationRecording.current
        AnimationRecording.current = AnimationRecording()
        animations()
        let recording = AnimationRecording.current!
        AnimationRecording.current = outer
        recording.start(duration: duration, delay: delay, curve: options.curve, completion: completion)
    }

    /// Animates the changes `animations` makes, with the default curve.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actions` with animations off: changes happen at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let saved = (areAnimationsEnabled, AnimationRecording.current)
        areAnimationsEnabled = false
        AnimationRecording.current = nil
        actions()
        (areAnimationsEnabled, AnimationRecording.current) = saved
    }

    /// Whether animations run (default `true`).
    public private(set) static var areAnimationsEnabled = true

    /// Turns animations on or off.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// The duration of the animation block being recorded, 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationRecording.current == nil ? 0 : 0.25
    }

    // MARK: Recording (called by the animatable properties' setters)

    func recordAnimatedChange(of property: String, from start: some Any) {
        AnimationRecording.current?.note(self, property: property, from: start)
    }
}

/// The changes recorded inside one animation block.
@MainActor
final class AnimationRecording {
    static var current: AnimationRecording?

    private struct Change {
        unowned let view: UIView
        let property: String
        let start: Any
    }
    private var changes: [Change] = []
    private var seen = Set<ViewAnimator.AnimationKey>()

    func note(_ view: UIView, property: String, from start: Any) {
        let key = ViewAnimator.AnimationKey(view: ObjectIdentifier(view), property: property)
        guard seen.insert(key).inserted else { return }
        changes.append(Change(view: view, property: property, start: start))
    }

    /// Starts one animation per change in the views' windows; completion once all have ended.
    func start(duration: TimeInterval, delay: TimeInterval, curve: UIView.AnimationCurve, completion: ((Bool) -> Void)?) {
        var pending = 0
        var allFinished = true
        let finish: @MainActor (Bool) -> Void = { finished in
            allFinished = allFinished && finished
            pending -= 1
            if pending == 0 { completion?(allFinished) }
        }
        for change in changes {
            guard let window = change.view.window, let animation = makeAnimation(change) else { continue }
            pending += 1
            window.animator.add(ViewAnimator.Running(start: window.animator.now + delay, duration: duration, curve: curve,
                                                     apply: animation, completion: finish,
                                                     key: ViewAnimator.AnimationKey(view: ObjectIdentifier(change.view), property: change.property)))
            animation(0)
            window.hostNeedsFrame()
        }
        if pending == 0 { completion?(true) }
    }

    /// The function that shows a change at a progress, through the view's presentation values.
    private func makeAnimation(_ change: Change) -> (@MainActor (CGFloat) -> Void)? {
        let view = change.view
        switch change.property {
        case "frame":
            guard let start = change.start as? CGRect else { return nil }
            let end = view.untransformedFrame
            return { [weak view] t in
                guard let view else { return }
                view.presentationFrame = t >= 1 ? nil : CGRect(x: start.minX + (end.minX - start.minX) * t, y: start.minY + (end.minY - start.minY) * t,
                                                               width: start.width + (end.width - start.width) * t,
                                                               height: start.height + (end.height - start.height) * t)
                view.setNeedsDisplay()
            }
        case "alpha":
            guard let start = change.start as? CGFloat else { return nil }
            let end = view.alpha
            return { [weak view] t in
                guard let view else { return }
                view.presentationAlpha = t >= 1 ? nil : start + (end - start) * t
                view.setNeedsDisplay()
            }
        case "transform":
            guard let start = change.start as? CGAffineTransform else { return nil }
            let end = view.transform
            return { [weak view] t in
                guard let view else { return }
                view.presentationTransform = t >= 1 ? nil : start.interpolated(to: end, at: t)
                view.superview?.setNeedsDisplay()
                view.setNeedsDisplay()
            }
        default:
            return nil
        }
    }
}
