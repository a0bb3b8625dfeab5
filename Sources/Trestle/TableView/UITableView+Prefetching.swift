import Foundation
import TrestleCore

extension UITableView {
    /// Moves the prefetch window after a layout pass and tells ``prefetchDataSource`` what
    /// entered and left it (see ``ListPrefetcher``). Costs nothing without a prefetch data source.
    func updatePrefetching() {
        let viewport = currentViewport
        coordinator.updatePrefetching(
            prefetchDataSource, enabled: isPrefetchingEnabled,
            move: { window in
                window.update(viewport: viewport, geometry: geometry, isDisplayed: { coordinator.visibleItems.view(at: $0) != nil })
            },
            prefetch: { source, paths in source.tableView(self, prefetchRowsAt: paths) },
            cancel: { source, paths in source.tableView(self, cancelPrefetchingForRowsAt: paths) })
    }
}
