import Foundation
import TrestleCore

extension UITableView {
    /// Moves the prefetch window after a layout pass and tells ``prefetchDataSource`` what
    /// entered and left it (see ``ListPrefetcher``). Costs nothing without a prefetch data source.
    func updatePrefetching() {
        let viewport = currentViewport
        let requests = prefetcher.update(
            source: prefetchDataSource, enabled: isPrefetchingEnabled && !phase.needsReload,
            move: { window in
                window.update(viewport: viewport, geometry: geometry, isDisplayed: { visibleItems.view(at: $0) != nil })
            })
        // Sent after the window moved: the data source may update the view from its callbacks.
        ListPrefetcher.send(
            requests,
            prefetch: { [unowned self] source, paths in
                (source as? UITableViewDataSourcePrefetching)?.tableView(self, prefetchRowsAt: paths)
            },
            cancel: { [unowned self] source, paths in
                (source as? UITableViewDataSourcePrefetching)?.tableView(self, cancelPrefetchingForRowsAt: paths)
            })
    }
}
