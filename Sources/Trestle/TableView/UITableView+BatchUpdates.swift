import Foundation
import TrestleCore

/// Batch updates: inserting, deleting, reloading and moving rows and sections with UIKit's
/// semantics (UIKitBehavior § Batch updates).
///
/// - Deletes and reloads name rows in the **old** index space, inserts in the **new** one, moves go
///   old → new; the order of calls inside a block does not matter and nested blocks count as one.
///   Outside a block each call is its own batch.
/// - When the block ends, the data source's new counts are checked against the table's cached
///   counts and the operations, before anything changes. An inconsistent batch is reported with
///   UIKit's message (`TrestleDiagnostics`; strict mode traps) and the table recovers with a full
///   reload, so it stays consistent with its data source and loses nothing but animations.
/// - A valid batch maps every old row to its new place in O(k log k) for k operations: selection,
///   keyboard focus and measured heights follow their rows (reloaded rows lose them), visible
///   cells of surviving rows keep their cell objects, and the row under the top edge stays still
///   when rows change above it.
///
/// Changes animate on the host's clock (see `UITableView+RowAnimations.swift`); `completion`
/// runs when the animations end, or at once when the batch does not animate.
extension UITableView {
    /// Runs `updates` as one batch, then `completion` with `true` (or `false` when the batch was
    /// invalid and the table reloaded instead).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Begins a batch; calls until the matching ``endUpdates()`` form one update.
    public func beginUpdates() {
        beginBatch()
    }

    /// Ends a batch begun with ``beginUpdates()``; the outermost end applies it.
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    /// Whether a batch is being collected (between `beginUpdates` and `endUpdates`).
    public var hasUncommittedUpdates: Bool { coordinator.batchSession.isOpen }

    /// Inserts rows at `indexPaths` (new index space), which come in as `animation` says.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordRows("insertRows(at:with:)", .insertRows, indexPaths, animation) { $0.insertItems($1) }
    }

    /// Deletes the rows at `indexPaths` (old index space), which go out as `animation` says.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordRows("deleteRows(at:with:)", .deleteRows, indexPaths, animation) { $0.deleteItems($1) }
    }

    /// Moves a row; it animates straight from its old place to its new one.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate("moveRow(at:to:)") { update, _ in
            // Path by path, without arrays: a diffable apply records one call per moved item.
            update.moveItem(try updatePath(indexPath), to: try updatePath(newIndexPath))
        }
    }

    /// Re-runs `cellForRowAt` on the rows' existing cells (the data source dequeues and gets the
    /// same cell back), keeping selection and the cell; the row is measured again.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        recordUpdate("reconfigureRows(at:)") { update, _ in update.reconfigureItems(try updatePaths(indexPaths)) }
    }

    /// Inserts sections at `sections` (new index space); their rows come in as `animation` says.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections("insertSections(_:with:)", .insertSections, sections, animation) { $0.insertSections($1) }
    }

    /// Deletes the sections at `sections` (old index space); their rows go out as `animation` says.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections("deleteSections(_:with:)", .deleteSections, sections, animation) { $0.deleteSections($1) }
    }

    /// Moves a section and its rows from `section` (old index space) to `newSection` (new index space).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate("moveSection(_:toSection:)") { update, _ in update.moveSection(section, to: newSection) }
    }

    // MARK: Collecting

    /// Records a row operation and the animation it asked for.
    func recordRows(_ caller: String, _ kind: RowAnimationRequests.Kind, _ indexPaths: [IndexPath], _ animation: RowAnimation,
                    _ apply: (inout BatchUpdate, [ItemPath]) -> Void) {
        recordUpdate(caller) { update, requests in
            let rows = try updatePaths(indexPaths)
            apply(&update, rows)
            requests.record(kind, rows: rows, animation: animation)
        }
    }

    /// Records row inserts or deletes a diffable data source worked out, as engine paths: the
    /// same record as ``insertRows(at:with:)`` and ``deleteRows(at:with:)`` without making an
    /// `IndexPath` for each row and reading it back.
    func recordDiffRows(_ kind: RowAnimationRequests.Kind, _ rows: [ItemPath], animation: RowAnimation) {
        recordUpdate(kind == .insertRows ? "insertRows(at:with:)" : "deleteRows(at:with:)") { update, requests in
            if kind == .insertRows { update.insertItems(rows) } else { update.deleteItems(rows) }
            requests.record(kind, rows: rows, animation: animation)
        }
    }

    /// Records a section operation and the animation it asked for.
    func recordSections(_ caller: String, _ kind: RowAnimationRequests.Kind, _ sections: IndexSet, _ animation: RowAnimation,
                        _ apply: (inout BatchUpdate, IndexSet) -> Void) {
        recordUpdate(caller) { update, requests in
            apply(&update, sections)
            requests.record(kind, sections: sections, animation: animation)
        }
    }

    func endUpdates(completion: ((Bool) -> Void)?) {
        endBatch(completion: completion, unmatched: "endUpdates() was called without a matching beginUpdates(); ignored")
    }

    static var invalidUpdatePathMessage: String { invalidIndexPathMessage }


    // MARK: Applying

    /// The data source's counts now.
    func dataSourceCounts() -> [Int] {
        askDataSource { dataSource in
            let sections = max(0, dataSource.numberOfSections(in: self))
            return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        } ?? []
    }

    /// Validates and applies a batch; returns whether it was applied (`false`: reported and
    /// reloaded instead).
    /// `newCounts` are the counts after the batch when the table itself makes the change (a row
    /// the user moved); otherwise the data source is asked.
    func applyBatch(_ update: BatchUpdate, requests animations: RowAnimationRequests, newCounts knownCounts: [Int]?) -> Bool {
        let animates = animatesBatchUpdates
        phase.enter(.applyingBatch)
        defer { phase.leave(.applyingBatch) }
        // A delete confirmation closes when the rows change, and a touch on editing chrome
        // (a drag by a grip, a tap on a control) no longer acts on the rows it went down on.
        if !update.isEmpty {
            hideDeleteConfirmation()
            if editingSession.touch != nil {
                stopReorderAutoscroll()
                editingSession.makeTouchInert()
                setNeedsDisplay()
            }
        }
        let plan: UpdatePlan
        switch planBatch(update, oldCounts: { geometry.rowCountsBySection }, newCounts: knownCounts, kind: .table) {
        case .plan(let planned): plan = planned
        case .reloaded(let applied): return applied
        }
        // An empty batch still checks the counts (above); then it is the `beginUpdates()` /
        // `endUpdates()` idiom for rows whose height changed: every row's height is asked again
        // with estimation off, and the rows on screen are measured again
        // (UIKitBehavior § Row heights and estimation).
        guard !update.isEmpty else {
            remeasureVisibleRows(askingEveryExactHeight: true)
            return true
        }
        let viewport = currentViewport
        let anchor = geometry.scrollAnchor(for: viewport)
        let mapping = plan.mapping
        // An open swipe ends; the delegate hears where its row went (`nil`: deleted).
        if let swiped = editingSession.swipedItem { closeSwipeActions(endingAt: mapping.newPath(forOld: swiped)) }
        // Where things are on screen now (mid-flight when an earlier batch still animates), then
        // that earlier batch's animations end.
        let pending = animates ? captureRowAnimationStart(mapping: mapping, requests: animations, viewport: viewport) : nil
        finishAnimations()

        // Cells of rows that survive follow their rows; the others leave (animating out first).
        moveParts(through: mapping, animating: pending != nil)
        if let pending { animator.schedule(pending) }

        if let focused = focusedRow { focusedRow = coordinator.focus(focused, through: mapping, keepingDeleted: remembersLastFocusedIndexPath) }

        // Headers and footers are placed again from the new geometry.
        removeAllSupplementaries()
        coordinator.during(.callingDataSource) {
            geometry.apply(plan, estimatedRowExtent: Double(sizing.rowEstimate)) { [unowned self] section in
                sectionExtentsForInsertedSection(section, rowCount: plan.newSectionCounts[section])
            }
        }
        applyExactHeights(for: plan)
        updateSectionBoxLines(for: plan)
        // The data source's sections may have changed: its index titles are asked again, as the
        // collection view does (a diffable data source's index follows its snapshots).
        loadSectionIndexTitles()
        revalidateFocus()
        if let anchor { keepStill(anchor.remapped(through: mapping), capturedIn: viewport) }
        updateContentSize()
        contentOffset = CGPoint(x: contentOffset.x, y: clampedContentOffsetY(contentOffset.y))

        reconfigure(plan.reconfiguredItems)
        setNeedsLayout()
        setNeedsDisplay()
        return true
    }

    /// Runs `cellForRowAt` again on the visible cells of `rows` (new index space), expecting the
    /// same cells back, and measures them again.
    private func reconfigure(_ rows: [ItemPath]) {
        guard let dataSource, !rows.isEmpty else { return }
        for path in rows {
            guard let cell = coordinator.visibleItems.view(at: path) else {
                // Off screen there is no cell to run again; the row's height may have changed.
                if !sizing.rowsHaveUniformHeight { refreshHeightOfRowWithoutCell(path) }
                continue
            }
            coordinator.reconfiguringCell = cell
            let returned = coordinator.during(.callingDataSource) { dataSource.tableView(self, cellForRowAt: path.indexPath) }
            coordinator.reconfiguringCell = nil
            if returned !== cell {
                TrestleDiagnostics.report("reconfigureRows(at:): the data source returned a different cell for row \(path.item) in section \(path.section); the row shows the new cell")
                endDisplaying(cell, at: path)
                coordinator.visibleItems.detach(path)
                enqueue(returned)
            }
            if !sizing.rowsHaveUniformHeight {
                // Measured again now, with the cell that shows the row, keeping the content still.
                if let shown = coordinator.visibleItems.view(at: path) {
                    let viewport = currentViewport
                    let anchor = geometry.scrollAnchor(for: viewport)
                    shown.setNeedsLayout()
                    measure(path, with: shown)
                    shown.untransformedFrame = frameForCell(at: path)
                    keepStill(anchor, capturedIn: viewport)
                } else {
                    refreshHeightOfRowWithoutCell(path)
                }
            }
        }
        phase.layoutWork.insert(.placeViews)
    }

    /// A reconfigured row without a cell: with estimation off its exact height is asked again
    /// (UIKitBehavior § Row heights and estimation); otherwise it keeps the height it was measured at, as UIKit's cached height stays.
    private func refreshHeightOfRowWithoutCell(_ path: ItemPath) {
        guard let delegate = exactRowHeightDelegate else { return }
        askRowHeight(at: path, of: delegate)
    }

    /// Measures the visible rows again with their cells (their heights may have changed),
    /// keeping the content under the top edge still. `askingEveryExactHeight`: with estimation
    /// off, every other row's height is asked again too (with it on, rows off screen keep the
    /// height they were measured at, as UIKit's cached heights stay).
    private func remeasureVisibleRows(askingEveryExactHeight: Bool = false) {
        guard !sizing.rowsHaveUniformHeight, askingEveryExactHeight || !coordinator.visibleItems.isEmpty else { return }
        let viewport = currentViewport
        let anchor = geometry.scrollAnchor(for: viewport)
        if askingEveryExactHeight { _ = askEveryRowHeight() }
        for (path, cell) in coordinator.visibleItems.sorted {
            cell.setNeedsLayout()
            measure(path, with: cell)
        }
        keepStill(anchor, capturedIn: viewport)
        updateContentSize()
        phase.layoutWork.insert(.placeViews)
        setNeedsLayout()
    }

    /// With estimation off, rows a batch inserts or reloads get their exact heights at once, as
    /// every row does at reload (UIKitBehavior § Row heights and estimation).
    private func applyExactHeights(for plan: UpdatePlan) {
        guard !isEstimatingRowHeights, !sizing.rowsHaveUniformHeight, let delegate = tableDelegate,
              !coordinator.defaultImplementationsSeen.contains(.heightForRow) else { return }
        var rows = plan.insertedItems + plan.reloadedItems.map(\.to)
        for section in plan.insertedSections + plan.reloadedSections.map(\.to) {
            rows += (0..<geometry.numberOfItems(inSection: section)).map { ItemPath(section: section, item: $0) }
        }
        coordinator.during(.callingDataSource) {
            for path in rows {
                let height = validatedRowHeight(delegate.tableView(self, heightForRowAt: path.indexPath))
                if height >= 0 && height != UITableView.automaticDimension { geometry.setRowExtent(Double(height), at: path) }
            }
        }
    }

    /// Inset-grouped sections in the terminal give their box a line above and below their rows
    /// only while they have rows: sections a batch emptied or filled get their extents again.
    private func updateSectionBoxLines(for plan: UpdatePlan) {
        guard drawsSectionBoxes else { return }
        for section in 0..<geometry.numberOfSections {
            guard let old = plan.mapping.oldSection(forNew: section) else { continue }
            let wasEmpty = plan.oldSectionCounts[old] == 0, isEmpty = geometry.numberOfItems(inSection: section) == 0
            guard wasEmpty != isEmpty else { continue }
            let extents = coordinator.during(.callingDataSource) {
                sectionExtents(section, headerViews: sizing.delegateProvidesSupplementaryViews.header,
                               footerViews: sizing.delegateProvidesSupplementaryViews.footer,
                               rowCount: geometry.numberOfItems(inSection: section))
            }
            geometry.setExtents(extents, ofSection: section)
        }
    }
}
