import Foundation
import TrestleCore

extension UITableView {
    /// Reports an index path outside the cached counts, UIKit-style, and answers `false`.
    func checkRow(_ indexPath: IndexPath, _ caller: String) -> Bool {
        loadDataIfNeeded()
        if isValidRow(indexPath) { return true }
        if indexPath.count != 2 {
            TrestleDiagnostics.report(invalidIndexPathMessage)
        } else {
            TrestleDiagnostics.report("\(caller): row (\(indexPath.row)) beyond bounds (\(numberOfRows(inSection: indexPath.section))) for section (\(indexPath.section)).")
        }
        return false
    }

    func checkSection(_ section: Int, _ caller: String) -> Bool {
        loadDataIfNeeded()
        if section >= 0 && section < geometry.numberOfSections { return true }
        TrestleDiagnostics.report("\(caller): section (\(section)) beyond bounds (\(geometry.numberOfSections)).")
        return false
    }

    /// The natural frame of a row, in the table's content coordinates, even when off screen. An
    /// index path outside the table is reported and answered with `.zero`.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard checkRow(indexPath, "rectForRow(at:)") else { return .zero }
        return geometry.frameForItem(at: indexPath.itemPath)
    }

    /// The frame of a whole section: padding, header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        guard checkSection(section, "rect(forSection:)") else { return .zero }
        return geometry.rect(forSection: section)
    }

    /// The natural (unpinned) frame of a section's header.
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard checkSection(section, "rectForHeader(inSection:)") else { return .zero }
        return geometry.rectForHeader(inSection: section)
    }

    /// The natural (unpinned) frame of a section's footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard checkSection(section, "rectForFooter(inSection:)") else { return .zero }
        return geometry.rectForFooter(inSection: section)
    }

    /// The row at `point` (content coordinates); `nil` over headers, footers and empty space.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        return geometry.rowPath(at: point)?.indexPath
    }

    /// The rows whose frames intersect `rect`, in order; works off screen too.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        return geometry.rowPaths(in: rect).map(\.indexPath)
    }

    /// The rows whose cells intersect the visible bounds, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleRowPaths.map(\.indexPath)
    }

    /// The cells of the rows intersecting the visible bounds, top to bottom.
    public var visibleCells: [UITableViewCell] {
        visibleRowPaths.compactMap { coordinator.visibleItems.view(at: $0) }
    }

    var visibleRowPaths: [ItemPath] {
        guard let range = geometry.rowRange(intersectingMinY: Double(bounds.minY), maxY: Double(bounds.maxY)) else { return [] }
        return geometry.rowPaths(in: range).filter { coordinator.visibleItems.view(at: $0) != nil }
    }

    /// The cell showing `indexPath`, or `nil` when the row is not laid out. Never asks the data
    /// source.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        coordinator.cell(at: indexPath)
    }

    /// The row `cell` shows, or `nil` when it is not in use.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        coordinator.indexPath(for: cell)
    }

    /// The header view shown for `section`, if it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        coordinator.supplementaries.view(for: SupplementaryKey(kind: .header, section: section)) as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        coordinator.supplementaries.view(for: SupplementaryKey(kind: .footer, section: section)) as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so that the row sits at `scrollPosition` (UIKitBehavior § Scrolling to a row): `.top` puts its top
    /// under the pinned header, `.middle` centres it in the visible area, `.bottom` puts its bottom
    /// at the visible bottom, `.none` scrolls the least that shows it whole. The result is clamped
    /// to the valid offsets. Rows above the target are measured first so estimates cannot make it
    /// miss.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard checkRow(indexPath, "scrollToRow(at:at:animated:)") else { return }
        let path = indexPath.itemPath
        measureRows(endingAt: path, span: Double(bounds.height))
        let row = geometry.frameForItem(at: path)
        let inset = adjustedContentInset
        let height = Double(bounds.height)
        let visibleHeight = height - Double(inset.top) - Double(inset.bottom)
        let pin = style == .plain ? geometry.extents(ofSection: path.section).header : 0
        let top = Double(row.minY) - Double(inset.top) - pin
        let bottom = Double(row.maxY) - height + Double(inset.bottom)
        var target: Double
        switch scrollPosition {
        case .top:
            target = top
        case .middle:
            target = Double(row.midY) - Double(inset.top) - visibleHeight / 2
        case .bottom:
            target = bottom
        case .none:
            let visibleTop = Double(contentOffset.y) + Double(inset.top) + pin
            let visibleBottom = Double(contentOffset.y) + height - Double(inset.bottom)
            if Double(row.minY) >= visibleTop && Double(row.maxY) <= visibleBottom { return }
            target = Double(row.minY) < visibleTop ? top : bottom
        }
        updateContentSize()
        setContentOffset(CGPoint(x: contentOffset.x, y: clampedContentOffsetY(CGFloat(target))), animated: animated)
    }

    /// Measures the rows within `span` points above `path` and `path` itself, and the screen
    /// below it, so a scroll to it lands where the measured layout puts it.
    func measureRows(endingAt path: ItemPath, span: Double) {
        guard !sizing.rowsHaveUniformHeight, dataSource != nil else { return }
        // Measuring rows above the viewport must not move what is on screen (UIKitBehavior § Scroll position correction).
        let viewport = currentViewport
        let anchor = geometry.scrollAnchor(for: viewport)
        defer { keepStill(anchor, capturedIn: viewport) }
        var current: ItemPath? = path
        var covered = 0.0
        var toMeasure: [ItemPath] = []
        while let row = current, covered <= span {
            toMeasure.append(row)
            covered += geometry.frameForItem(at: row).height
            current = geometry.row(before: row)
        }
        current = geometry.row(after: path)
        covered = 0
        while let row = current, covered <= span {
            toMeasure.append(row)
            covered += geometry.frameForItem(at: row).height
            current = geometry.row(after: row)
        }
        var measuredAny = false
        for row in toMeasure where needsMeasuring(row) {
            let cell = coordinator.visibleItems.view(at: row) ?? obtainCell(for: row)
            measure(row, with: cell)
            measuredAny = true
            if coordinator.visibleItems.view(at: row) == nil { enqueue(cell) }
        }
        // Rows measured here move the rows after them, whether or not a scroll follows (a row
        // already in view is not scrolled to): the content size follows now, and the next pass
        // places the cells — or, when the rows in view moved, hands cells to the rows now in view.
        guard measuredAny else { return }
        updateContentSize()
        phase.layoutWork.insert(.placeViews)
        setNeedsLayout()
    }
}
