import Foundation

/// The state and the order of list work that `UITableView` and `UICollectionView` share, held
/// once for both: each list view owns one and calls it, so a rule about *when* list work may run
/// is written in one place.
///
/// It holds the list's ``ListPhase`` — what is under way (a layout pass, a data-source call, a
/// batch) and what is owed — and which delegate or data-source defaults ran, the Swift stand-in
/// for UIKit asking the Objective-C runtime whether a method is implemented. `Method` is the
/// view's own `DefaultImplementation` enumeration.
///
/// This is the first part of the coordinator the list views are moving to (see the
/// ListMachinery article): the layout pass, batch application, focus and the invariants follow.
@MainActor
final class ListCoordinator<Method: Hashable> {
    /// What the list is doing and what it owes.
    var phase = ListPhase()
    /// The default implementations that ran since they were last cleared.
    var defaultImplementationsSeen = Set<Method>()

    /// Runs `body` as `activity`, so that work it must not overlap (a reload from inside a layout
    /// pass or a data-source call) is deferred instead.
    func during<T>(_ activity: ListPhase.Activity, _ body: () throws -> T) rethrows -> T {
        phase.enter(activity)
        defer { phase.leave(activity) }
        return try body()
    }

    /// Records that the default implementation of `method` ran: the delegate or data source does
    /// not implement it.
    func noteDefaultImplementation(_ method: Method) {
        defaultImplementationsSeen.insert(method)
    }

    /// Runs `call` and reports whether it ran the default implementation of `method`.
    func callsDefault(_ method: Method, _ call: () -> Void) -> Bool {
        defaultImplementationsSeen.remove(method)
        call()
        return defaultImplementationsSeen.contains(method)
    }
}
