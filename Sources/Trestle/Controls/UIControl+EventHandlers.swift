import Foundation

extension UIControl {
    /// A handle for one target–action pair, returned by
    /// `UIControl/addTarget(_:action:for:)` and given back to
    /// ``UIControl/removeTarget(_:action:for:)``.
    ///
    /// - Note: UIKit names an action by its selector, so `removeTarget(_:action:for:)` can find
    ///   the pair it was given. Trestle's actions are closures, which Swift cannot compare; the
    ///   token stands in for the selector.
    public struct TargetActionToken: Hashable, Sendable {
        let id: UInt64
    }
}

/// The actions and target–action pairs a control runs, in the order they were registered, each
/// with the events it is registered for.
///
/// A control sends an event by running every handler registered for it. Targets are held weakly:
/// a pair whose target has been deallocated is skipped and dropped.
@MainActor
struct ControlEventHandlers {
    /// A target and the closure to call on it.
    struct TargetAction {
        weak var target: AnyObject?
        let token: UIControl.TargetActionToken
        let invoke: @MainActor (AnyObject, UIControl) -> Void
    }

    enum Handler {
        case action(UIAction)
        case targetAction(TargetAction)
    }

    struct Registration {
        var handler: Handler
        var events: UIControl.Event
    }

    private(set) var registrations: [Registration] = []
    private var nextToken: UInt64 = 0

    /// Every event something is registered for.
    var allEvents: UIControl.Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    // MARK: Actions

    /// Registers `action` for `events`. An action with the same identifier already registered is
    /// replaced by `action` wherever it was registered, and `events` are added to its events
    /// (UIKit: actions are uniqued by identifier).
    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        guard !events.isEmpty else { return }
        if let index = indexOfAction(identifiedBy: action.identifier) {
            registrations[index].handler = .action(action)
            registrations[index].events.formUnion(events)
        } else {
            registrations.append(Registration(handler: .action(action), events: events))
        }
    }

    /// Unregisters the action identified by `identifier` from `events`; it goes when it has no
    /// events left.
    mutating func removeAction(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        guard let index = indexOfAction(identifiedBy: identifier) else { return }
        registrations[index].events.subtract(events)
        if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }

    /// The action registered under `identifier`.
    func action(identifiedBy identifier: UIAction.Identifier) -> UIAction? {
        indexOfAction(identifiedBy: identifier).flatMap {
            if case .action(let action) = registrations[$0].handler { action } else { nil }
        }
    }

    private func indexOfAction(identifiedBy identifier: UIAction.Identifier) -> Int? {
        registrations.firstIndex {
            if case .action(let action) = $0.handler { action.identifier == identifier } else { false }
        }
    }

    // MARK: Targets

    /// Registers a new target–action pair for `events` and returns its token.
    mutating func addTarget(_ target: AnyObject, events: UIControl.Event,
                            invoke: @escaping @MainActor (AnyObject, UIControl) -> Void) -> UIControl.TargetActionToken {
        nextToken += 1
        let token = UIControl.TargetActionToken(id: nextToken)
        guard !events.isEmpty else { return token }
        registrations.append(Registration(handler: .targetAction(TargetAction(target: target, token: token, invoke: invoke)),
                                          events: events))
        return token
    }

    /// Unregisters from `events` the pairs of `target` (every target when `nil`) whose token is
    /// `token` (every pair when `nil`); pairs with no events left go, as do pairs whose target
    /// is gone.
    mutating func removeTarget(_ target: AnyObject?, token: UIControl.TargetActionToken?, for events: UIControl.Event) {
        registrations.removeAll { registration in
            guard case .targetAction(let pair) = registration.handler else { return false }
            return pair.target == nil
        }
        for index in registrations.indices.reversed() {
            guard case .targetAction(let pair) = registrations[index].handler else { continue }
            if let target, pair.target !== target { continue }
            if let token, pair.token != token { continue }
            registrations[index].events.subtract(events)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// Drops the pairs whose target has been deallocated.
    mutating func pruneReleasedTargets() {
        registrations.removeAll { registration in
            guard case .targetAction(let pair) = registration.handler else { return false }
            return pair.target == nil
        }
    }

    /// The live targets, each once, in registration order.
    var targets: [AnyObject] {
        var seen = Set<ObjectIdentifier>()
        var result: [AnyObject] = []
        for registration in registrations {
            guard case .targetAction(let pair) = registration.handler, let target = pair.target,
                  seen.insert(ObjectIdentifier(target)).inserted else { continue }
            result.append(target)
        }
        return result
    }

    /// The handlers registered for any of `events`, in registration order.
    func handlers(for events: UIControl.Event) -> [Handler] {
        registrations.compactMap { $0.events.isDisjoint(with: events) ? nil : $0.handler }
    }
}
