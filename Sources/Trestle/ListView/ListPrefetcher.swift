import Foundation
import TrestleCore

/// The prefetch requests a list sends its prefetch data source — the part of
/// `UITableViewDataSourcePrefetching` and `UICollectionViewDataSourcePrefetching` the two views
/// share. After each layout pass the engine's ``PrefetchWindow`` moves with the visible area, and
/// the rows entering it are requested, nearest first, after the requests that left it are
/// cancelled (UIKitBehavior § Prefetching).
///
/// Requests are outstanding with one data source: when the view gets another one, or
/// prefetching is turned off, the old one is told to cancel what it was asked for.
@MainActor
struct ListPrefetcher {
    private(set) var window = PrefetchWindow()
    /// The data source the outstanding requests went to.
    private weak var source: AnyObject?

    /// What to tell which data source after an update: cancellations first, then requests.
    struct Requests {
        var source: AnyObject
        var cancel: [IndexPath] = []
        var prefetch: [IndexPath] = []
    }

    /// Moves the window and returns what changed, for the view to send once this call has
    /// returned — the data source may update the view from its callbacks, which then reaches
    /// ``remap(through:)``. `source` is the view's prefetch data source (`nil` when there is
    /// none); `move` moves the window for the current visible area.
    mutating func update(source newSource: AnyObject?, enabled: Bool,
                         move: (inout PrefetchWindow) -> PrefetchWindow.Update) -> [Requests] {
        var requests: [Requests] = []
        let current = enabled ? newSource : nil
        if source !== current {
            if let source, !window.items.isEmpty { requests.append(Requests(source: source, cancel: window.items.sorted().map(\.indexPath))) }
            window.reset()
            source = current
        }
        guard let current else { return requests }
        let update = move(&window)
        if !update.isEmpty {
            requests.append(Requests(source: current, cancel: update.cancel.map(\.indexPath), prefetch: update.prefetch.map(\.indexPath)))
        }
        return requests
    }

    /// Sends `requests`: each source's cancellations, then its requests.
    static func send(_ requests: [Requests], prefetch: (AnyObject, [IndexPath]) -> Void, cancel: (AnyObject, [IndexPath]) -> Void) {
        for request in requests {
            if !request.cancel.isEmpty { cancel(request.source, request.cancel) }
            if !request.prefetch.isEmpty { prefetch(request.source, request.prefetch) }
        }
    }

    /// Follows a batch update (see ``PrefetchWindow/remap(through:)``).
    mutating func remap(through mapping: UpdateMapping) {
        window.remap(through: mapping)
    }

    /// Forgets the outstanding requests: after `reloadData` they name rows that no longer mean
    /// anything, and the next pass starts a new window.
    mutating func reset() {
        window.reset()
    }
}
