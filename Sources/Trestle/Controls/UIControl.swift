import Foundation
import TrestleCore

/// The base class of views that turn touches into events — buttons and switches — and run the
/// actions registered for those events.
///
/// A control tracks a touch as UIKit's does: touching down highlights it and sends
/// ``Event/touchDown``; moving sends ``Event/touchDragInside`` or ``Event/touchDragOutside``
/// (with ``Event/touchDragEnter`` and ``Event/touchDragExit`` as the touch crosses the edge) and
/// keeps it highlighted only while the touch is inside; lifting the finger sends
/// ``Event/touchUpInside`` or ``Event/touchUpOutside``; a cancelled touch sends
/// ``Event/touchCancel``. Subclasses follow the touch through ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and ``cancelTracking(with:)``.
///
/// Register what should happen with ``addAction(_:for:)`` (a ``UIAction``) or
/// `addTarget(_:action:for:)` (a target held weakly and a closure to call on it).
///
/// A control keeps its touches: it does not pass them on to its superview, so tapping a switch
/// in a table row toggles the switch without selecting the row
/// (UIKitBehavior § Cell styles and accessories).
///
/// - Note: UIKit considers a touch still inside a control until it is about 70 points beyond
///   its bounds. Trestle keeps that margin with the iOS metrics; in the terminal, where the
///   pointer is exact and 70 points would be 70 columns, inside means inside the bounds.
@MainActor
open class UIControl: UIView {
    override var defaultIsAccessibilityElement: Bool { true }
    /// The control's kind (``ownAccessibilityTraits``) with its state: selected, not enabled.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = ownAccessibilityTraits
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }
    /// The kind of control, as traits: none for a plain control.
    var ownAccessibilityTraits: UIAccessibilityTraits { [] }

    /// The states a control can be in; a control's ``state`` combines them (UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted: the empty set.
        public static let normal: State = []
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// ``UIControl/isEnabled`` is `false`.
        public static let disabled = State(rawValue: 1 << 1)
        /// ``UIControl/isSelected`` is `true`.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch went down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second (or later) tap of a quick succession went down inside the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved while inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved while outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved from outside the control to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved from inside the control to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through the user (a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button was tapped, a switch flipped).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen from the control's menu.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control because the user pressed Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How a control places its content horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred across the control's width.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched across the control, where the content can stretch.
        case fill = 3
        /// At the leading edge (the left, as Trestle lays out left to right).
        case leading = 4
        /// At the trailing edge (the right).
        case trailing = 5
    }

    /// How a control places its content vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred in the control's height.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched down the control, where the content can stretch.
        case fill = 3
    }

    // MARK: State

    /// Whether the control responds to touches. A disabled control draws dimmed and is passed
    /// over by hit testing, so a touch on it reaches the view behind it (a disabled switch in a
    /// table row: the row).
    ///
    /// - Note: UIKit documents that a disabled control ignores touch events. Trestle does that by
    ///   leaving the control out of hit testing, as if ``UIView/isUserInteractionEnabled`` were
    ///   `false`, so the touch goes to the view behind it rather than being swallowed.
    ///   ``sendActions(for:)`` still works on a disabled control, as in UIKit.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected; subclasses draw the selected state differently.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether a touch is down inside the control. Tracking sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The control's state: the combination of ``isHighlighted``, ``isEnabled`` (as
    /// ``State/disabled``), ``isSelected`` and focus.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// How the content (a button's title and image) is placed horizontally. Default: centred.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How the content is placed vertically. Default: centred.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// ``contentHorizontalAlignment`` with ``ContentHorizontalAlignment/leading`` and
    /// ``ContentHorizontalAlignment/trailing`` resolved to left and right.
    ///
    /// - Note: Trestle lays out left to right only, so leading is always left.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    /// Called after ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes; subclasses
    /// refresh what they show.
    func controlStateDidChange() {
        setNeedsDisplay()
    }

    // MARK: Tracking state

    /// Whether the control is following a touch: from a ``beginTracking(_:with:)`` that returned
    /// `true` until the touch ends or ``continueTracking(_:with:)`` returns `false`.
    open var isTracking: Bool { _isTracking }
    private var _isTracking = false

    /// Whether the touch being followed is inside the control (see the note on ``UIControl``
    /// about the margin).
    open var isTouchInside: Bool { _isTouchInside }
    private var _isTouchInside = false

    /// The touch the control is following, from touch-down to touch-up.
    private var trackedTouch: UITouch?

    /// The registered actions and target–action pairs.
    var eventHandlers = ControlEventHandlers()

    // MARK: Initialisers

    /// Creates a control with `frame` in its superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive. Trestle has no archives; the control starts with a
    /// zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control and registers `primaryAction` for ``Event/primaryActionTriggered``.
    /// A button also takes the action's title and image as its normal-state title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Registers `action` as the primary action; buttons override to show its title and image.
    func adoptPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: Actions

    /// Registers `action` to run when any of `controlEvents` happens.
    ///
    /// Actions are uniqued by ``UIAction/identifier``: adding an action whose identifier is
    /// already registered replaces the registered action and adds `controlEvents` to its events.
    /// Handlers run in the order they were registered.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        eventHandlers.add(action, for: controlEvents)
    }

    /// Unregisters `action` (matched by identifier) from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        eventHandlers.removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Unregisters the action with identifier `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        eventHandlers.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Registers `target` and a closure to call on it when any of `controlEvents` happens; the
    /// closure receives the target and the control.
    ///
    /// ```swift
    /// toggle.addTarget(self, action: { controller, sender in
    ///     controller.wifiChanged(sender)
    /// }, for: .valueChanged)
    /// ```
    ///
    /// The control holds `target` weakly, as UIKit does: once the target is deallocated its
    /// actions are skipped and dropped. Reach the target through the closure's first argument
    /// rather than capturing it, or the closure keeps it alive.
    ///
    /// - Returns: A token naming this pair, for ``removeTarget(_:action:for:)``.
    /// - Note: UIKit's `addTarget(_:action:for:)` takes an Objective-C selector, which needs the
    ///   Objective-C runtime. Trestle takes a closure instead, and returns a token because
    ///   closures cannot be compared. UIKit's `nil` target (send the action up the responder
    ///   chain) has no counterpart: the target is required.
    @discardableResult
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target, UIControl) -> Void,
                                           for controlEvents: Event) -> TargetActionToken {
        eventHandlers.addTarget(target, events: controlEvents) { object, control in
            action(unsafeDowncast(object, to: Target.self), control)
        }
    }

    /// Registers `target` and one of its methods taking the sender, named the way UIKit code
    /// names it with `#selector`: `addTarget(self, action: SettingsViewController.wifiChanged,
    /// for: .valueChanged)` for `func wifiChanged(_ sender: UISwitch)`.
    ///
    /// The target is held weakly. When the control is not a `Sender` (a switch's method
    /// registered on a button) the call is reported through ``TrestleDiagnostics`` and skipped;
    /// UIKit would call the method with the wrong sender.
    ///
    /// - Returns: A token naming this pair, for ``removeTarget(_:action:for:)``.
    @discardableResult
    open func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target,
                                                             action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
                                                             for controlEvents: Event) -> TargetActionToken {
        addTarget(target, action: { target, control in
            guard let sender = control as? Sender else {
                TrestleDiagnostics.report("-[\(type(of: control)) sendAction:]: the action registered for \(Target.self) expects a sender of type \(Sender.self)")
                return
            }
            action(target)(sender)
        }, for: controlEvents)
    }

    /// Registers `target` and one of its methods taking no argument, named the way UIKit code
    /// names it with `#selector`: `addTarget(self, action: EditorViewController.save,
    /// for: .touchUpInside)`. The target is held weakly.
    ///
    /// - Returns: A token naming this pair, for ``removeTarget(_:action:for:)``.
    @discardableResult
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
                                           for controlEvents: Event) -> TargetActionToken {
        addTarget(target, action: { target, _ in action(target)() }, for: controlEvents)
    }

    /// Unregisters target–action pairs from `controlEvents`.
    ///
    /// - Parameters:
    ///   - target: The target whose pairs to remove; `nil` for every target.
    ///   - action: The token `addTarget(_:action:for:)` returned for the pair to remove;
    ///     `nil` for every pair of `target`.
    ///   - controlEvents: The events to unregister them from; ``Event/allEvents`` for all.
    ///
    /// `removeTarget(nil, action: nil, for: .allEvents)` removes every target–action pair.
    /// Actions registered with ``addAction(_:for:)`` are not targets and stay; remove them with
    /// ``removeAction(_:for:)``.
    ///
    /// - Note: UIKit names the pair by its selector; Trestle by the token `addTarget(_:action:for:)`
    ///   returned.
    open func removeTarget(_ target: AnyObject?, action: TargetActionToken?, for controlEvents: Event) {
        eventHandlers.removeTarget(target, token: action, for: controlEvents)
    }

    /// The targets registered with `addTarget(_:action:for:)` that are still alive, each once.
    ///
    /// - Note: UIKit returns a `Set<AnyHashable>`; Trestle's targets need not be hashable, so
    ///   this is an array in registration order. UIKit's `actions(forTarget:forControlEvent:)`,
    ///   which returns selector names, has no counterpart.
    open var allTargets: [AnyObject] {
        eventHandlers.targets
    }

    /// Every event that has an action or a live target registered for it.
    open var allControlEvents: Event {
        eventHandlers.pruneReleasedTargets()
        return eventHandlers.allEvents
    }

    /// Calls `iterator` for each registered action and target–action pair and each single event
    /// it is registered for, in registration order; set the last argument to `true` to stop.
    ///
    /// - Note: UIKit passes a target–action pair as `(Any?, Selector)`; Trestle passes the
    ///   target and the pair's token.
    open func enumerateEventHandlers(_ iterator: (_ actionHandler: UIAction?,
                                                  _ targetAction: (target: AnyObject, action: TargetActionToken)?,
                                                  _ controlEvent: Event, _ stop: inout Bool) -> Void) {
        eventHandlers.pruneReleasedTargets()
        var stop = false
        for registration in eventHandlers.registrations {
            for bit in 0..<UInt.bitWidth where registration.events.contains(Event(rawValue: 1 << UInt(bit))) {
                let event = Event(rawValue: 1 << UInt(bit))
                switch registration.handler {
                case .action(let action):
                    iterator(action, nil, event, &stop)
                case .targetAction(let pair):
                    guard let target = pair.target else { continue }
                    iterator(nil, (target, pair.token), event, &stop)
                }
                if stop { return }
            }
        }
    }

    /// Runs every action and calls every live target registered for any of `controlEvents`,
    /// once each, in registration order. Works whether or not the control is enabled.
    open func sendActions(for controlEvents: Event) {
        eventHandlers.pruneReleasedTargets()
        for handler in eventHandlers.handlers(for: controlEvents) {
            switch handler {
            case .action(let action):
                sendAction(action)
            case .targetAction(let pair):
                // A handler that ran before may have released this target.
                guard let target = pair.target else { continue }
                pair.invoke(target, self)
            }
        }
    }

    /// Runs `action`'s handler with this control as its ``UIAction/sender``.
    open func sendAction(_ action: UIAction) {
        let previousSender = action.sender
        action.sender = self
        action.handler(action)
        action.sender = previousSender
    }

    /// Performs the control's primary action: sends ``Event/primaryActionTriggered``.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Tracking

    /// A touch went down in the control. Return whether to follow it with
    /// ``continueTracking(_:with:)`` and ``endTracking(_:with:)``. Default: `true`.
    ///
    /// - Note: Whatever this returns, the control still sends the touch's events (touch-down,
    ///   drags, touch-up); the return value decides only whether the tracking methods are called.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The followed touch moved. Return whether to keep following it. Default: `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The followed touch lifted (``isTouchInside`` says where). Default: nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The followed touch was cancelled. Default: nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// How far outside the bounds a touch still counts as inside.
    private var touchInsideMargin: CGFloat {
        metrics.controls.touchInsideMargin
    }

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -touchInsideMargin, dy: -touchInsideMargin).contains(touch.location(in: self))
    }

    /// The touch among `touches` that the control is following.
    private func followedTouch(in touches: Set<UITouch>) -> UITouch? {
        guard let trackedTouch, touches.contains(trackedTouch) else { return nil }
        return trackedTouch
    }

    /// Starts following the touch: highlights and sends ``Event/touchDown``. The touch does not
    /// travel up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, isEnabled, let touch = touches.first else { return }
        trackedTouch = touch
        _isTouchInside = true
        _isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    /// Follows the touch: highlighted while inside; sends the drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = followedTouch(in: touches) else { return }
        let wasInside = _isTouchInside
        _isTouchInside = isInside(touch)
        if _isTracking { _isTracking = continueTracking(touch, with: event) }
        isHighlighted = _isTouchInside
        if wasInside != _isTouchInside { sendActions(for: _isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: _isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    /// Ends following the touch: unhighlights and sends ``Event/touchUpInside`` (with the
    /// control's primary events) or ``Event/touchUpOutside``.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = followedTouch(in: touches) else { return }
        _isTouchInside = isInside(touch)
        if _isTracking { endTracking(touch, with: event) }
        let inside = _isTouchInside
        finishTouch()
        if inside {
            touchUpInside(with: event)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Abandons the touch: unhighlights and sends ``Event/touchCancel``.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard followedTouch(in: touches) != nil else { return }
        if _isTracking { cancelTracking(with: event) }
        finishTouch()
        sendActions(for: .touchCancel)
    }

    private func finishTouch() {
        trackedTouch = nil
        _isTracking = false
        _isTouchInside = false
        isHighlighted = false
    }

    /// A tap ended inside the control: sends ``Event/touchUpInside``. Buttons add
    /// ``Event/primaryActionTriggered``; switches flip and send ``Event/valueChanged``.
    func touchUpInside(with event: UIEvent?) {
        sendActions(for: .touchUpInside)
    }

    // MARK: Hit testing

    /// Like ``UIView/hitTest(_:with:)``, but a disabled control (and everything in it) is passed
    /// over, as if its user interaction were off.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }
}
