import Foundation
import TrestleCore

extension UITableView {
    /// `reloadData()`: see its documentation on the class.
    func reloadDataNow() {
        if !phase.canReloadNow {
            TrestleDiagnostics.report("reloadData() was called while the table view was laying out its rows (from a data source or delegate method); the reload is deferred until that layout pass ends")
            setNeedsReload()
            return
        }
        performReload()
        setNeedsLayout()
    }

    func isValidRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < geometry.numberOfSections
            && indexPath.row >= 0 && indexPath.row < geometry.numberOfItems(inSection: indexPath.section)
    }

    /// Loads counts and heights if the table has not loaded since its data source changed, as UIKit
    /// does on first layout or first query.
    func loadDataIfNeeded() {
        if phase.needsReload && phase.canReloadNow { performReload(keepingSelection: pendingReloadKeepsSelection) }
    }

    /// Loads counts and heights from the data source; `keepingSelection` keeps the selected rows
    /// that still exist (a reload because the layout's inputs changed, not the data).
    func performReload(keepingSelection: Bool = false) {
        pendingReloadKeepsSelection = false
        // A reload interrupts row animations (they end where they were going) and closes what
        // was open on the old rows: a delete confirmation, swipe actions, a drag.
        finishAnimations()
        closeTransientEditingUI(rowsRemain: false)
        coordinator.measuredMetrics.reset(to: metrics)
        // reloadData clears the selection (UIKitBehavior § Selection across data changes);
        // a new layout of the same data keeps the rows that still exist.
        let cleared = clearPartsForReload()
        let keptSelection = keepingSelection ? cleared : []
        defer {
            for path in keptSelection where isValidRowPath(path) { _ = coordinator.selection.select(path) }
        }
        // Keyboard focus stays on its index path when the row still exists.
        defer { revalidateFocus() }
        sizing.estimatedHeaderSections.removeAll()
        sizing.estimatedFooterSections.removeAll()

        guard let dataSource else {
            geometry = TableGeometry(style: style.engineStyle, width: Double(bounds.width))
            loadSectionIndexTitles()
            syncTableHeaderAndFooter()
            updateContentSize()
            return
        }
        phase.enter(.callingDataSource)
        defer { phase.leave(.callingDataSource) }

        let counts = coordinator.readCounts(of: "UITableView", items: "rows",
                                            sections: { dataSource.numberOfSections(in: self) },
                                            items: { dataSource.tableView(self, numberOfRowsInSection: $0) })
        let sectionCount = counts.count
        // The implemented-or-not probes ask about a real row only; an empty table asks nothing.
        let probe = counts.firstIndex(where: { $0 > 0 }).map { IndexPath(row: 0, section: $0) }
        resolveRowEstimate(probe: probe)
        let headerViews = sectionCount > 0 && delegateImplements(.viewForHeader)
        let footerViews = sectionCount > 0 && delegateImplements(.viewForFooter)
        sizing.delegateProvidesSupplementaryViews = (headerViews, footerViews)

        var specs: [(extents: SectionExtents, rowCount: Int)] = []
        specs.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            specs.append((sectionExtents(section, headerViews: headerViews, footerViews: footerViews, rowCount: counts[section]),
                          counts[section]))
        }
        geometry = TableGeometry(style: style.engineStyle, width: Double(bounds.width), sections: specs,
                                 estimatedRowExtent: Double(sizing.rowEstimate))
        loadSectionIndexTitles()
        syncTableHeaderAndFooter()
        if !isEstimatingRowHeights && !sizing.rowsHaveUniformHeight && !coordinator.defaultImplementationsSeen.contains(.heightForRow) && tableDelegate != nil {
            // Estimation off: UIKit asks every row's height at reload (UIKitBehavior § Row heights and estimation).
            for section in 0..<sectionCount {
                for row in 0..<counts[section] {
                    let path = ItemPath(section: section, item: row)
                    let height = validatedRowHeight(tableDelegate?.tableView(self, heightForRowAt: path.indexPath) ?? rowHeight)
                    if height >= 0 { geometry.setRowExtent(Double(height), at: path) }
                }
            }
        }
        updateContentSize()
    }

    /// After the table's width changed: text wraps differently, so self-sized rows and footer
    /// titles are measured again (O(sections)); the content under the pin line stays still.
    func remeasureForNewWidth() {
        let viewport = currentViewport
        let anchor = phase.hasLoadedData ? geometry.scrollAnchor(for: viewport) : nil
        syncTableHeaderAndFooter()
        guard phase.hasLoadedData, dataSource != nil else { return }
        sizing.estimatedHeaderSections.removeAll()
        sizing.estimatedFooterSections.removeAll()
        coordinator.during(.callingDataSource) {
            for section in 0..<geometry.numberOfSections {
                geometry.setExtents(sectionExtents(section, headerViews: sizing.delegateProvidesSupplementaryViews.header,
                                                   footerViews: sizing.delegateProvidesSupplementaryViews.footer,
                                                   rowCount: geometry.numberOfItems(inSection: section)), ofSection: section)
            }
        }
        if !sizing.rowsHaveUniformHeight && !askEveryRowHeight() { geometry.removeAllRowMeasurements() }
        removeAllSupplementaries()
        keepStill(anchor, capturedIn: viewport)
        // Every visible row is measured again at the new width by the layout pass.
        for (path, cell) in coordinator.visibleItems.sorted {
            coordinator.visibleItems.detach(path)
            endDisplaying(cell, at: path)
        }
        updateContentSize()
    }

    /// With estimation off and heights from the delegate, asks every row's height again (the
    /// content size is exact, so a row off screen whose height changed counts too) and returns
    /// `true`; otherwise does nothing and returns `false`. Callers keep the content still.
    func askEveryRowHeight() -> Bool {
        guard !sizing.rowsHaveUniformHeight, let delegate = exactRowHeightDelegate else { return false }
        coordinator.during(.callingDataSource) {
            for section in 0..<geometry.numberOfSections {
                for row in 0..<geometry.numberOfItems(inSection: section) { askRowHeight(at: ItemPath(section: section, item: row), of: delegate) }
            }
        }
        return true
    }

    /// The delegate whose `heightForRowAt` gives exact heights to ask again: with estimation off,
    /// when it implements that method; otherwise `nil`.
    var exactRowHeightDelegate: UITableViewDelegate? {
        guard !isEstimatingRowHeights, let delegate = tableDelegate, !coordinator.defaultImplementationsSeen.contains(.heightForRow) else { return nil }
        return delegate
    }

    /// Records the height `delegate` gives the row, unless it asks the row to size itself.
    func askRowHeight(at path: ItemPath, of delegate: UITableViewDelegate) {
        let height = validatedRowHeight(delegate.tableView(self, heightForRowAt: path.indexPath))
        if height >= 0 && height != UITableView.automaticDimension { geometry.setRowExtent(Double(height), at: path) }
    }

    /// Whether unmeasured rows are estimated (UIKit: unless `estimatedRowHeight` is 0 and the
    /// delegate does not estimate).
    var isEstimatingRowHeights: Bool {
        estimatedRowHeight != 0 || !coordinator.defaultImplementationsSeen.contains(.estimatedHeightForRow) && tableDelegate != nil
    }

    /// Works out the estimate for unmeasured rows and whether all rows share one known height.
    ///
    /// - Note: UIKit asks `estimatedHeightForRowAt` for every row; Trestle asks it for the first
    ///   row and uses the answer for every unmeasured row, so that a reload stays O(sections).
    private func resolveRowEstimate(probe: IndexPath?) {
        var estimate = estimatedRowHeight
        if let delegate = tableDelegate, let probe {
            var value: CGFloat = 0
            let usedDefault = coordinator.callsDefault(.estimatedHeightForRow) { value = delegate.tableView(self, estimatedHeightForRowAt: probe) }
            if !usedDefault { estimate = value }
        } else {
            coordinator.defaultImplementationsSeen.insert(.estimatedHeightForRow)
        }
        if estimate == UITableView.automaticDimension || !estimate.isFinite || estimate < 0 {
            estimate = metrics.automaticRowHeightEstimate
        }
        // Without a `heightForRowAt`, a fixed `rowHeight` is every row's exact height.
        let heightIsDefault: Bool
        if let delegate = tableDelegate, let probe {
            heightIsDefault = coordinator.callsDefault(.heightForRow) { _ = delegate.tableView(self, heightForRowAt: probe) }
        } else if tableDelegate != nil {
            heightIsDefault = false
        } else {
            heightIsDefault = true
        }
        sizing.rowsHaveUniformHeight = heightIsDefault && rowHeight >= 0 && rowHeight.isFinite
        if sizing.rowsHaveUniformHeight {
            estimate = rowHeight
        } else if estimate == 0 {
            estimate = rowHeight >= 0 && rowHeight.isFinite ? rowHeight : metrics.rowHeight
        }
        sizing.rowEstimate = estimate
    }

    /// Whether the delegate implements an optional method whose default reports itself, found by
    /// calling it once for section 0.
    private func delegateImplements(_ method: DefaultImplementation) -> Bool {
        guard let delegate = tableDelegate else { return false }
        var view: UIView?
        let usedDefault = coordinator.callsDefault(method) {
            view = method == .viewForHeader ? delegate.tableView(self, viewForHeaderInSection: 0)
                : delegate.tableView(self, viewForFooterInSection: 0)
        }
        if let headerFooter = view as? UITableViewHeaderFooterView, let identifier = headerFooter.reuseIdentifier {
            coordinator.reuse.enqueue(headerFooter, kind: Self.headerFooterKind, identifier: identifier)
        }
        return !usedDefault
    }

    /// The extents of a section a batch update inserts.
    func sectionExtentsForInsertedSection(_ section: Int, rowCount: Int) -> SectionExtents {
        sectionExtents(section, headerViews: sizing.delegateProvidesSupplementaryViews.header,
                       footerViews: sizing.delegateProvidesSupplementaryViews.footer, rowCount: rowCount)
    }

    /// Header and footer heights for a section (UIKitBehavior § Table styles and vertical composition): the delegate's height, else
    /// the table's, else from the title (the style's title height) or view (estimated until shown),
    /// else nothing in plain style and the grouped spacing above grouped sections.
    func sectionExtents(_ section: Int, headerViews: Bool, footerViews: Bool, rowCount: Int) -> SectionExtents {
        let delegate = tableDelegate
        var header = validatedSupplementaryHeight(delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight, kind: "header")
        if header == UITableView.automaticDimension {
            if (askDataSource { $0.tableView(self, titleForHeaderInSection: section) } ?? nil) != nil {
                header = style == .plain ? metrics.plainTitleHeaderHeight : metrics.groupedTitleHeaderHeight
            } else if headerViews {
                let estimate = delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
                header = estimate > 0 ? estimate : (style == .plain ? metrics.plainTitleHeaderHeight : metrics.groupedTitleHeaderHeight)
                sizing.estimatedHeaderSections.insert(section)
            } else if style == .plain {
                header = 0
            } else {
                header = section == 0 ? metrics.groupedFirstSectionSpacing : metrics.groupedSectionSpacing
            }
        }
        var footer = validatedSupplementaryHeight(delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight, kind: "footer")
        if footer == UITableView.automaticDimension {
            if let title = askDataSource({ $0.tableView(self, titleForFooterInSection: section) }) ?? nil {
                footer = titleFooterHeight(title)
            } else if footerViews {
                let estimate = delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
                footer = estimate > 0 ? estimate : (style == .plain ? metrics.plainTitleFooterHeight : metrics.groupedTitleFooterHeight)
                sizing.estimatedFooterSections.insert(section)
            } else {
                footer = 0
            }
        }
        var padding: CGFloat = 0
        if header > 0 {
            if sectionHeaderTopPadding == UITableView.automaticDimension {
                padding = style == .plain ? metrics.plainSectionHeaderTopPadding : 0
            } else if sectionHeaderTopPadding >= 0 && sectionHeaderTopPadding.isFinite {
                padding = sectionHeaderTopPadding
            }
        }
        if drawsSectionBoxes && rowCount > 0 {
            // The box's top and bottom lines sit between the header, the rows and the footer.
            header += 1
            footer += 1
        }
        return SectionExtents(topPadding: Double(padding), header: Double(header), footer: Double(footer))
    }

    /// A footer title's height: footers wrap at the table's width, as their label does (measured
    /// with this table's metrics, whether or not it is in a window yet). A plain footer is its
    /// standard height and a line more for each line it wraps onto.
    func titleFooterHeight(_ title: String) -> CGFloat {
        let inset = metrics.cellHorizontalMargin + (style == .insetGrouped ? metrics.insetGroupedMargin : 0)
        let font = UIFont.preferredFont(forTextStyle: .footnote)
        let lines = TextLayout.lines(title, width: max(1, bounds.width - 2 * inset), font: font,
                                     metrics: metrics, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let lineHeight = metrics.lineHeight(of: font)
        if style == .plain { return metrics.plainTitleFooterHeight + CGFloat(max(0, lines.count - 1)) * lineHeight }
        return max(metrics.groupedTitleFooterHeight, CGFloat(lines.count) * lineHeight + 2 * metrics.sectionTitleVerticalPadding)
    }

    /// A row height from the delegate, or the table's `rowHeight`: finite and at least 0, or
    /// ``automaticDimension``. Anything else is UIKit's assertion; Trestle reports it and self-sizes.
    func validatedRowHeight(_ height: CGFloat) -> CGFloat {
        if height == UITableView.automaticDimension { return height }
        if height.isFinite && height >= 0 { return height }
        TrestleDiagnostics.report("Invalid row height provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension. (got \(height))")
        return UITableView.automaticDimension
    }

    func validatedSupplementaryHeight(_ height: CGFloat, kind: String) -> CGFloat {
        if height == UITableView.automaticDimension { return height }
        if height.isFinite && height >= 0 { return height }
        TrestleDiagnostics.report("Invalid section \(kind) height provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension. (got \(height))")
        return UITableView.automaticDimension
    }

    func syncTableHeaderAndFooter() {
        phase.layoutWork.insert(.placeViews)
        let headerHeight = tableHeaderView.map { $0.frame.height } ?? 0
        let footerHeight = tableFooterView.map { $0.frame.height } ?? 0
        geometry.width = Double(bounds.width)
        geometry.setTableHeaderExtent(headerHeight.isFinite ? Double(max(0, headerHeight)) : 0)
        geometry.setTableFooterExtent(footerHeight.isFinite ? Double(max(0, footerHeight)) : 0)
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: CGFloat(geometry.tableHeaderExtent))
        tableFooterView?.frame = geometry.rectForTableFooter
        updateContentSize()
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(geometry.contentHeight))
        if contentSize != size { contentSize = size }
    }
}
