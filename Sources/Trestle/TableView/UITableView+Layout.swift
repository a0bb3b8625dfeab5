import Foundation
import TrestleCore

extension UITableView {
    /// The engine's view of the scroll position.
    var currentViewport: Viewport {
        let inset = adjustedContentInset
        return Viewport(offsetY: Double(contentOffset.y), height: Double(bounds.height),
                        insetTop: Double(inset.top), insetBottom: Double(inset.bottom))
    }

    /// One layout pass: measure the rows coming into view (keeping the content under the user's
    /// eye still while estimates above it are replaced), then hand cells to rows entering the
    /// visible range and take them back from rows leaving it, then place headers and footers.
    ///
    /// Cells leaving are enqueued after the entering rows got theirs, as UIKit does, so a jump of
    /// a whole screen creates a second screenful of cells that then stays pooled.
    ///
    /// Whatever moves the rows during the pass is placed again within it (see
    /// `layOutInRounds(place:afterPlacing:hasMoreWork:)`), so that after one pass every row in
    /// view has its cell.
    func layoutRows() {
        layOutInRounds(place: placeRowsMovingOffset)
    }

    /// Measures, hands out and places the cells of the rows in view, and the headers and footers;
    /// returns whether it then moved the offset because the content shrank under it.
    private func placeRowsMovingOffset() -> Bool {
        if geometry.width != Double(bounds.width) { remeasureForNewWidth() }
        updateSectionIndexInset()

        var obtained: [ItemPath: UITableViewCell] = [:]
        let contentHeightAtStart = contentSize.height
        // Content that shrank since the last pass (a reload) is clamped before cells are handed
        // out, so no cell is made for a row that is then scrolled away within the same pass.
        updateContentSize()
        if contentShrank(since: contentHeightAtStart) { clampContentOffset(afterShrinkingAlong: .vertical) }
        let layoutBefore = geometry.contentHeight
        let measuredBefore = sizing.geometryChanges
        let newRange = measureRowsComingIntoView(obtained: &obtained)
        // Cells already on screen move only when something above them changed size.
        let rowsMoved = phase.take(.placeViews) || sizing.geometryChanges != measuredBefore || geometry.contentHeight != layoutBefore

        let viewport = currentViewport
        var change = geometry.change(from: coordinator.visibleItems.range, to: newRange)
        let reconciling = phase.take(.reconcileViews)
        if reconciling {
            // After a batch update the cells were remapped to their rows' new paths: rows in range
            // without a cell enter, cells outside the range leave.
            change = coordinator.visibleItems.reconciliation(with: newRange.map { geometry.rowPaths(in: $0) } ?? [])
        }
        var entering: [(ItemPath, UITableViewCell)] = []
        // Rows whose cells were reloaded get new ones even though they never left the range.
        var enteringPaths = change.entering
        enteringPaths += coordinator.visibleItems.takeItemsNeedingViews(isInRange: { newRange?.contains($0) == true }, excluding: enteringPaths)
        var remeasured = false
        for path in enteringPaths {
            let cell = obtained.removeValue(forKey: path) ?? obtainCell(for: path)
            coordinator.visibleItems.show(cell, at: path)
            entering.append((path, cell))
            // Measuring gave up (the range kept moving) before this row: measure it now.
            if needsMeasuring(path) {
                measure(path, with: cell)
                remeasured = true
            }
        }
        for cell in obtained.values { enqueue(cell) }
        for path in change.leaving {
            guard let cell = coordinator.visibleItems.hide(path) else { continue }
            endDisplaying(cell, at: path)
        }
        coordinator.visibleItems.range = newRange
        for (path, cell) in entering {
            if cell.superview !== self { insertSubview(cell, at: 0) }
            // A cell shows its row's selection state when it appears.
            if cell.isSelected != coordinator.selection.contains(path) { cell.setSelected(coordinator.selection.contains(path), animated: false) }
            cell.untransformedFrame = frameForCell(at: path)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path.indexPath)
        }
        // Moved rows keep their cells: a batch can leave them out of order too.
        if !entering.isEmpty || reconciling { stackCellsInItemOrder() }
        if (rowsMoved || remeasured), let range = coordinator.visibleItems.range {
            // One walk over the visible rows instead of a lookup per cell.
            geometry.forEachRowFrame(in: range) { path, minY, height in
                coordinator.visibleItems.view(at: path)?.untransformedFrame = CGRect(x: rowMinX, y: CGFloat(minY), width: rowWidth, height: CGFloat(height))
            }
        }
        layoutSupplementaries(in: viewport)
        updateContentSize()
        // Content that shrank since the last pass (a reload, rows measured shorter than
        // estimated) leaves no blank space past its end, unless the user is holding the content —
        // as UIKit adjusts the offset when the content size changes. An offset set beyond the end
        // by the app stays until then.
        let shrank = contentShrank(since: contentHeightAtStart)
        coordinator.contentSizeAtLastLayout = contentSize
        // The table's content is as wide as the table: only its height shrinks.
        return shrank && clampContentOffset(afterShrinkingAlong: .vertical)
    }

    /// Stacks the cells showing rows in row order, each in front of the rows after it — the
    /// order a table built afresh has — with rows travelling in a row animation in front
    /// (see ``UIView/stackCellsInItemOrder(laterItemsInFront:item:travel:)``).
    func stackCellsInItemOrder() {
        stackCellsInItemOrder(laterItemsInFront: false,
                              item: { ($0 as? UITableViewCell).flatMap(coordinator.visibleItems.item(for:)) },
                              travel: animator.travel(of:))
    }

    /// Whether the content is shorter than at `heightAtStart` or than at the end of the last pass.
    private func contentShrank(since heightAtStart: CGFloat) -> Bool {
        contentSize.height < heightAtStart || coordinator.contentSizeAtLastLayout.map { contentSize.height < $0.height } ?? false
    }

    /// Moves the content offset so that `anchor`, captured in `viewport` before the geometry
    /// changed, is where it was on screen (UIKitBehavior § Scroll position correction). The one place every height change
    /// — measuring, reloading rows, a new width — keeps the visible content still.
    func keepStill(_ anchor: ScrollAnchor?, capturedIn viewport: Viewport) {
        guard let anchor else { return }
        let correction = geometry.anchorCorrection(for: anchor, in: viewport)
        guard correction != 0 else { return }
        updateContentSize()
        contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + CGFloat(correction))
    }

    func frameForCell(at path: ItemPath) -> CGRect {
        let rect = geometry.frameForItem(at: path)
        return CGRect(x: rowMinX, y: rect.minY, width: rowWidth, height: rect.height)
    }

    /// Measures every unmeasured row (and estimated header or footer) in the range about to be
    /// displayed, correcting the offset so the first visible row stays where it was
    /// (UIKitBehavior § Scroll position correction). Repeats while measuring moves the range (bounded by ``SelfSizingRounds``).
    ///
    /// Returns the range to display: the one measuring stopped moving.
    private func measureRowsComingIntoView(obtained: inout [ItemPath: UITableViewCell]) -> ItemRange? {
        for _ in 0..<SelfSizingRounds.limit(forViewportExtent: bounds.height) {
            let viewport = currentViewport
            let range = geometry.visibleRows(in: viewport, bufferRows: 1)
            let heightBefore = geometry.contentHeight
            // The anchor is captured before the first change, and only when there is one to make.
            var anchor: ScrollAnchor?
            var anchorCaptured = false
            func captureAnchor() {
                if !anchorCaptured { anchor = geometry.scrollAnchor(for: viewport); anchorCaptured = true }
            }
            var changed = false
            if !sizing.rowsHaveUniformHeight, let range {
                // Rows that already have cells were measured when they appeared.
                for path in geometry.rowPaths(in: range) where coordinator.visibleItems.view(at: path) == nil && needsMeasuring(path) {
                    captureAnchor()
                    let cell = obtained[path] ?? obtainCell(for: path)
                    obtained[path] = cell
                    if measure(path, with: cell) { changed = true }
                }
            }
            if !sizing.estimatedHeaderSections.isEmpty || !sizing.estimatedFooterSections.isEmpty {
                captureAnchor()
                if measureEstimatedSupplementaries(in: viewport) {
                    changed = true
                    sizing.geometryChanges += 1
                }
            }
            guard changed else { return range }
            keepStill(anchor, capturedIn: viewport)
            // Rows measured shorter near the end leave blank space past it: the offset comes
            // back now, so the next round measures the rows that then come into view.
            if geometry.contentHeight < heightBefore {
                updateContentSize()
                _ = clampContentOffset(afterShrinkingAlong: .vertical)
            }
        }
        return geometry.visibleRows(in: currentViewport, bufferRows: 1)
    }

    /// Whether a row's height is still an estimate.
    func needsMeasuring(_ path: ItemPath) -> Bool {
        !sizing.rowsHaveUniformHeight && !geometry.rows(inSection: path.section).isMeasured(row: path.item)
    }

    /// Measures a row with its cell and records the height; returns whether the row's extent
    /// changed (the estimate was wrong).
    @discardableResult
    func measure(_ path: ItemPath, with cell: UITableViewCell) -> Bool {
        let height = Double(measuredHeight(of: cell, at: path))
        coordinator.measuredMetrics.noteMeasurement(with: metrics)
        let changed = height != geometry.rows(inSection: path.section).extent(ofRow: path.item)
        geometry.setRowExtent(height, at: path)
        sizing.geometryChanges += 1
        return changed
    }

    /// A row's height: the delegate's (or `rowHeight`), or the cell's own fitted height when that is
    /// ``automaticDimension`` — sized at the row width, as UIKit sizes self-sizing cells.
    func measuredHeight(of cell: UITableViewCell, at path: ItemPath) -> CGFloat {
        let height = validatedRowHeight(tableDelegate?.tableView(self, heightForRowAt: path.indexPath) ?? rowHeight)
        if height != UITableView.automaticDimension { return height }
        cell.untransformedFrame = CGRect(x: 0, y: 0, width: rowWidth, height: sizing.rowEstimate)
        let fitted = cell.sizeThatFits(CGSize(width: rowWidth, height: .greatestFiniteMagnitude)).height
        return fitted.isFinite && fitted >= 0 ? fitted : metrics.rowHeight
    }

    /// Asks the data source for a row's cell.
    func obtainCell(for path: ItemPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        var cell = coordinator.during(.callingDataSource) { dataSource.tableView(self, cellForRowAt: path.indexPath) }
        if let owner = cell.superview as? UITableView, owner !== self {
            TrestleDiagnostics.report("UITableView data source returned a cell for row \(path.item) in section \(path.section) that is displayed by another table view; a cell belongs to one table at a time, so a new cell is used")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        } else if let other = coordinator.visibleItems.assignedItem(for: cell), other != path {
            TrestleDiagnostics.report("UITableView data source returned a cell for row \(path.item) in section \(path.section) that is already displayed at row \(other.item) in section \(other.section); a cell can show one row at a time, so a new cell is used")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        // In the table (and so its window) from the start: the cell measures with the screen's
        // metrics and resolves colours with its traits.
        if cell.superview !== self { insertSubview(cell, at: 0) }
        coordinator.visibleItems.assign(cell, to: path)
        if isEditing { configureEditing(cell, at: path) }
        showRevealedSwipeActions(on: cell, at: path)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        if cell.sectionIndexInset != coordinator.sectionIndex.width { cell.sectionIndexInset = coordinator.sectionIndex.width }
        if cell.bounds.width != rowWidth {
            cell.untransformedFrame = CGRect(x: rowMinX, y: cell.untransformedFrame.minY, width: rowWidth,
                                             height: max(cell.bounds.height, sizing.rowEstimate))
        }
        return cell
    }

    // MARK: Headers and footers

    /// Places the headers and footers of the visible sections (floating in plain style), creating
    /// the ones that appear and returning the ones that leave to the reuse pool.
    func layoutSupplementaries(in viewport: Viewport) {
        let placements = geometry.supplementaryPlacements(in: viewport)
        var shown = Set<SupplementaryKey>()
        for placement in placements {
            let key = SupplementaryKey(kind: placement.kind, section: placement.section)
            guard let view = coordinator.supplementaries.view(for: key) ?? makeSupplementary(key) else { continue }
            shown.insert(key)
            if view.superview !== self {
                addSubview(view)
                coordinator.supplementaries.show(view, for: key)
            }
            // Announced once per appearance (views measured ahead of time were added unannounced).
            if coordinator.supplementaries.announce(key) {
                if key.kind == .header {
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
                } else {
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
                }
            }
            var frame = placement.frame
            if drawsSectionBoxes && geometry.numberOfItems(inSection: key.section) > 0 {
                // The line next to the rows belongs to the section's box.
                frame.size.height = max(0, frame.height - 1)
                if key.kind == .footer { frame.origin.y += 1 }
            }
            view.frame = frame
        }
        for (key, view) in coordinator.supplementaries.views where !shown.contains(key) {
            removeSupplementary(key, view)
        }
        // Floating headers draw above everything else.
        for placement in placements where placement.isPinned {
            if let view = coordinator.supplementaries.view(for: SupplementaryKey(kind: placement.kind, section: placement.section)) {
                bringSubviewToFront(view)
            }
        }
    }

    private func removeSupplementary(_ key: SupplementaryKey, _ view: UIView) {
        cancelAnimation(of: view)
        let wasAnnounced = coordinator.supplementaries.remove(key)
        view.removeFromSuperview()
        guard wasAnnounced else {
            returnToPool(view)
            return
        }
        if key.kind == .header {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
        }
        returnToPool(view)
    }

    private func returnToPool(_ view: UIView) {
        if let headerFooter = view as? UITableViewHeaderFooterView, let identifier = headerFooter.reuseIdentifier {
            coordinator.reuse.enqueue(headerFooter, kind: Self.headerFooterKind, identifier: identifier)
        }
    }

    /// Ends every header and footer view in order, as the collection view ends its own: section
    /// by section, a header before its footer.
    func removeAllSupplementaries() {
        func order(_ key: SupplementaryKey) -> (Int, Int) { (key.section, key.kind == .header ? 0 : 1) }
        for (key, view) in coordinator.supplementaries.views.sorted(by: { order($0.key) < order($1.key) }) { removeSupplementary(key, view) }
    }

    static let titleHeaderIdentifier = "Trestle.TitleHeader"
    static let titleFooterIdentifier = "Trestle.TitleFooter"

    /// Registers the standard views that show section titles, so they are made and reused through
    /// the same path as the app's own header/footer views.
    func registerTitleViews() {
        for identifier in [Self.titleHeaderIdentifier, Self.titleFooterIdentifier] {
            coordinator.reuse.register({ UITableViewHeaderFooterView(reuseIdentifier: identifier) }, kind: Self.headerFooterKind, identifier: identifier)
        }
    }

    /// The delegate's view for a header or footer, or a standard view showing the title.
    func makeSupplementary(_ key: SupplementaryKey) -> UIView? {
        let delegate = tableDelegate
        let custom = key.kind == .header ? delegate?.tableView(self, viewForHeaderInSection: key.section)
            : delegate?.tableView(self, viewForFooterInSection: key.section)
        if let custom {
            // Registered header/footer views take the table's standard look for their title.
            if let headerFooter = custom as? UITableViewHeaderFooterView {
                headerFooter.isFooter = key.kind == .footer
                headerFooter.tableStyle = style
                headerFooter.applyStandardAppearance()
            }
            return custom
        }
        let title = askDataSource { dataSource in
            key.kind == .header ? dataSource.tableView(self, titleForHeaderInSection: key.section)
                : dataSource.tableView(self, titleForFooterInSection: key.section)
        } ?? nil
        guard let title else { return nil }
        let identifier = key.kind == .header ? Self.titleHeaderIdentifier : Self.titleFooterIdentifier
        // The standard title views are registered by the table itself (see `registerTitleViews()`).
        let view = dequeueReusableHeaderFooterView(withIdentifier: identifier) ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        view.isFooter = key.kind == .footer
        view.tableStyle = style
        view.textLabel?.text = title
        view.applyStandardAppearance()
        // Plain headers and footers float over the rows: they need a background of their own.
        if style == .plain { view.backgroundColor = .secondarySystemBackground }
        view.setNeedsLayout()
        return view
    }

    /// Measures headers and footers that come from delegate views and were estimated.
    private func measureEstimatedSupplementaries(in viewport: Viewport) -> Bool {
        guard !sizing.estimatedHeaderSections.isEmpty || !sizing.estimatedFooterSections.isEmpty,
              let first = geometry.section(atY: max(0, viewport.minY - Double(viewport.height))) ?? (geometry.numberOfSections > 0 ? 0 : nil)
        else { return false }
        var changed = false
        var section = first
        while section < geometry.numberOfSections && geometry.minY(ofSection: section) < viewport.maxY + viewport.height {
            for kind in [SupplementaryPlacement.Kind.header, .footer] {
                let isEstimated = kind == .header ? sizing.estimatedHeaderSections.contains(section) : sizing.estimatedFooterSections.contains(section)
                guard isEstimated else { continue }
                let key = SupplementaryKey(kind: kind, section: section)
                let view = coordinator.supplementaries.view(for: key) ?? makeSupplementary(key)
                if let view, view.superview !== self {
                    // Measured in the table, so it measures with the table's screen metrics.
                    addSubview(view)
                    coordinator.supplementaries.show(view, for: key)
                }
                var extents = geometry.extents(ofSection: section)
                let height = view.map { Double($0.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height) } ?? 0
                coordinator.measuredMetrics.noteMeasurement(with: metrics)
                if kind == .header {
                    sizing.estimatedHeaderSections.remove(section)
                    if extents.header != height { changed = true }
                    extents.header = height
                    if height == 0 { extents.topPadding = 0 }
                } else {
                    sizing.estimatedFooterSections.remove(section)
                    if extents.footer != height { changed = true }
                    extents.footer = height
                }
                geometry.setExtents(extents, ofSection: section)
            }
            section += 1
        }
        return changed
    }

    // MARK: Drawing

    /// The background view, then cells, then separators over their bottom edges, then headers
    /// and footers above both.
    func renderTableSubviews(into context: inout DrawingContext) {
        let headerViews = Set(coordinator.supplementaries.views.values.map(ObjectIdentifier.init))
        backgroundView?.render(into: &context)
        drawSectionBackgrounds(into: &context)
        let makingRoom = showRowsMakingRoomForDraggedRow()
        // UIKit's cells are opaque (a plain cell on the system background, a grouped one on the
        // grouped cell colour); Trestle's draw on the table's fill. Over a background view they
        // fill their rows first, so it shows only where there are no rows.
        let opaqueCells: UIColor? = backgroundView == nil ? nil : style == .plain ? (backgroundColor ?? .systemBackground) : .secondarySystemGroupedBackground
        for subview in subviews where subview !== backgroundView && subview !== coordinator.sectionIndex.view && !headerViews.contains(ObjectIdentifier(subview)) {
            if let opaqueCells, let cell = subview as? UITableViewCell, !cell.isHidden {
                let frame = cell.presentationFrame ?? cell.untransformedFrame
                context.fill(frame, color: cell.backgroundColor ?? opaqueCells)
            }
            subview.render(into: &context)
        }
        drawSeparators(into: &context)
        makingRoom.restore()
        for subview in subviews where headerViews.contains(ObjectIdentifier(subview)) {
            subview.render(into: &context)
        }
        drawReorderFeedback(into: &context)
        if let index = coordinator.sectionIndex.view, index.superview === self { index.render(into: &context) }
    }

    /// Whether inset-grouped sections are drawn as boxes around their rows: in the terminal, where
    /// a filled block alone would not show without colour, each section gets a rounded frame of
    /// box-drawing characters, on lines its header and footer make room for.
    var drawsSectionBoxes: Bool { style == .insetGrouped && metrics.drawsInsetGroupedSectionBoxes }

    /// Inset-grouped sections draw as rounded blocks behind their rows (boxed in the terminal).
    private func drawSectionBackgrounds(into context: inout DrawingContext) {
        guard style == .insetGrouped, geometry.numberOfSections > 0,
              let firstSection = geometry.section(atY: Double(max(0, contentOffset.y))) ?? (contentOffset.y < 0 ? 0 : nil) else { return }
        let lastSection = geometry.section(atY: Double(contentOffset.y + bounds.height)) ?? geometry.numberOfSections - 1
        guard firstSection <= lastSection else { return }
        for section in firstSection...lastSection where geometry.numberOfItems(inSection: section) > 0 {
            let first = geometry.frameForItem(at: ItemPath(section: section, item: 0))
            let last = geometry.frameForItem(at: ItemPath(section: section, item: geometry.numberOfItems(inSection: section) - 1))
            context.insetGroupedBlock(around: CGRect(x: rowMinX, y: first.minY, width: rowWidth, height: last.maxY - first.minY),
                                      metrics: metrics)
        }
    }

    /// Separators at the bottom of each visible row, inset per the cell's or table's
    /// `separatorInset` (UIKitBehavior § Separators): grouped sections draw the last row's separator
    /// edge to edge, inset-grouped sections draw none under their last row.
    private func drawSeparators(into context: inout DrawingContext) {
        guard separatorStyle != .none, let color = separatorColor else { return }
        let thickness = metrics.separatorThickness
        for (path, cell) in coordinator.visibleItems.shown {
            // Laid out at its row's frame already (shown elsewhere while a row animation runs).
            let frame = cell.presentationFrame ?? cell.untransformedFrame
            let isLast = path.item == geometry.numberOfItems(inSection: path.section) - 1
            if isLast && style == .insetGrouped { continue }
            var inset = cell.customSeparatorInset ?? separatorInset
            if separatorInsetReference == .fromAutomaticInsets && cell.customSeparatorInset != nil {
                inset.left += separatorInset.left
            }
            if isLast && style == .grouped { inset = .zero }
            let left = frame.minX + max(0, inset.left)
            let right = frame.maxX - max(0, inset.right)
            guard right > left else { continue }
            let y = frame.maxY - thickness
            context.line(from: CGPoint(x: left, y: y), to: CGPoint(x: right, y: y), color: color, thickness: thickness)
        }
    }
}
