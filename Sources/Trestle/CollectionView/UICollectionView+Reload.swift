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
        coordinator.runFinishedBatchCompletions()
    }

    /// Loads counts if the collection view has not loaded since its data source changed, as
    /// UIKit does on first layout or first query.
    func loadDataIfNeeded() {
        if phase.needsReload && phase.canReloadNow { performReload() }
    }

    func performReload() {
        // A reload ends running animations where they were going and drops a movement under way.
        finishAnimations()
        cancelInteractiveMovementIfNeeded()
        // What was open on the old items closes: swipe actions, a drag by a reorder control.
        closeTransientEditingUI(rowsRemain: false)
        clearPartsForReload()
        itemCounts = dataSourceCounts()
        loadSectionIndexTitles()
        // Keyboard focus stays on its index path when the item still exists.
        revalidateFocus()
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
    }

    /// The data source's counts now; negative counts are reported and read as 0.
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return coordinator.readCounts(of: "UICollectionView", items: "items",
                                      sections: { dataSource.numberOfSections(in: self) },
                                      items: { dataSource.collectionView(self, numberOfItemsInSection: $0) })
    }
}
