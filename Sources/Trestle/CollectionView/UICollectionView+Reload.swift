import Foundation
import TrestleCore

extension UICollectionView {
    /// Reloads everything: counts are asked again, the layout is invalidated, and visible cells
    /// and supplementary views return to their pools to be dequeued by the next layout pass.
    /// Revealed swipe actions close.
    /// The selection is cleared (UIKitBehavior § Selection across data changes).
    ///
    /// Asks the data source for counts now — O(sections) — and for cells in the next layout pass,
    /// only for the items on screen. Called from inside a data source or delegate call during a
    /// layout pass, it is reported and performed after the pass.
    public func reloadData() {
        if !phase.canReloadNow {
            TrestleDiagnostics.report("reloadData() was called while the collection view was laying out its items (from a data source or delegate method); the reload is deferred until that layout pass ends")
            setNeedsReload()
            return
        }
        performReload()
        setNeedsLayout()
        didChangeParts()
        runFinishedBatchCompletions()
    }

    /// Loads counts if the collection view has not loaded since its data source changed, as
    /// UIKit does on first layout or first query.
    func loadDataIfNeeded() {
        if phase.needsReload && phase.canReloadNow { performReload() }
    }

    func performReload() {
        // A reload ends running animations where they were going and drops a movement under way.
        finishItemAnimations()
        cancelInteractiveMovementIfNeeded()
        // What was open on the old items closes: swipe actions, a drag by a reorder control.
        closeTransientEditingUI(rowsRemain: false)
        phase.didLoadData()
        for (path, cell) in visibleItems.hideAll() {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path.indexPath)
            enqueue(cell)
        }
        removeAllSupplementaries()
        selection.removeAll()
        prefetcher.reset()
        trackedTouchItem = nil
        itemCounts = dataSourceCounts()
        loadSectionIndexTitles()
        if let focused = focusedItem, !isValidItem(focused) { focusedItem = nil }
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
    }

    /// The data source's counts now; negative counts are reported and read as 0.
    func dataSourceCounts() -> [Int] {
        askDataSource { dataSource in
            var sections = dataSource.numberOfSections(in: self)
            if sections < 0 {
                TrestleDiagnostics.report("UICollectionView data source returned a negative number of sections (\(sections)); treating it as 0")
                sections = 0
            }
            var counts = [Int](repeating: 0, count: sections)
            for section in 0..<sections {
                let items = dataSource.collectionView(self, numberOfItemsInSection: section)
                if items < 0 {
                    TrestleDiagnostics.report("UICollectionView data source returned a negative number of items (\(items)) for section \(section); treating it as 0")
                }
                counts[section] = max(0, items)
            }
            return counts
        } ?? []
    }
}
