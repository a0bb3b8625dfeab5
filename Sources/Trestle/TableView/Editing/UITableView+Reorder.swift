import Foundation
import TrestleCore

/// Reordering (UIKitBehavior § Reordering): the delegate retargets each proposed slot; on drop the table
/// moves the row itself and then calls the data source's `moveRowAt` once.
extension UITableView {
    /// The slot a row dragged from `source` to `point` (table coordinates) goes to, after the
    /// delegate's `targetIndexPathForMoveFromRowAt`.
    func proposedMoveTarget(for source: ItemPath, at point: CGPoint) -> ItemPath {
        let y = min(max(point.y, 0), max(0, contentSize.height - 1))
        let proposed = geometry.rowPath(atY: Double(y))
            ?? (y <= 0 ? geometry.firstRow(endingAfter: -1) : geometry.lastRow(startingBefore: .greatestFiniteMagnitude))
            ?? source
        return retargetedMove(from: source, proposed: proposed)
    }

    /// The delegate's answer for a proposed destination; an answer outside the table is reported
    /// and the row stays where it is.
    func retargetedMove(from source: ItemPath, proposed: ItemPath) -> ItemPath {
        guard let delegate = tableDelegate else { return proposed }
        let answer = delegate.tableView(self, targetIndexPathForMoveFromRowAt: source.indexPath, toProposedIndexPath: proposed.indexPath)
        guard answer.count == 2, isValidMoveDestination(answer.itemPath, from: source) else {
            TrestleDiagnostics.report("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned \(answer), which is not a place the row can go; the row stays where it is")
            return source
        }
        return answer.itemPath
    }

    /// Whether a row moved from `source` can land at `destination` (new index space: the row's
    /// own section has one row fewer to insert among, others one more).
    private func isValidMoveDestination(_ destination: ItemPath, from source: ItemPath) -> Bool {
        guard destination.section >= 0, destination.section < geometry.numberOfSections, destination.item >= 0 else { return false }
        let count = geometry.numberOfItems(inSection: destination.section)
        return destination.section == source.section ? destination.item < count : destination.item <= count
    }

    /// Moves a row as the user asked: the table first, then the data source's `moveRowAt`.
    func moveRowByUser(from source: ItemPath, to destination: ItemPath) {
        guard source != destination, isValidRowPath(source), isValidMoveDestination(destination, from: source) else { return }
        var update = BatchUpdate()
        update.moveItem(source, to: destination)
        var counts = geometry.rowCountsBySection
        counts[source.section] -= 1
        counts[destination.section] += 1
        var requests = RowAnimationRequests()
        requests.record(.insertRows, animation: .none)
        guard applyBatch(update, requests: requests, newCounts: counts) else { return }
        // Told, not asked (no data-source bracket): the data source may update the table in turn.
        dataSource?.tableView(self, moveRowAt: source.indexPath, to: destination.indexPath)
        layoutIfNeeded()
    }

    /// Moves the focused row one place up or down (into the neighbouring section at a section's
    /// edge), as the delegate allows: Alt-↑/↓ while editing.
    func moveFocusedRow(_ path: ItemPath, down: Bool) {
        guard coordinator.visibleItems.view(at: path)?.showsReorderControl ?? (dataSourceImplementsMove && askDataSource({ $0.tableView(self, canMoveRowAt: path.indexPath) }) == true)
        else { return }
        guard let proposed = EditingSession.keyboardMoveDestination(from: path, down: down, numberOfSections: geometry.numberOfSections,
                                                                     itemCount: geometry.numberOfItems(inSection:)) else { return }
        let target = retargetedMove(from: path, proposed: proposed)
        guard target != path else { return }
        moveRowByUser(from: path, to: target)
        if let moved = indexPathForFocusedRow?.itemPath { scrollFocusIntoView(moved) }
    }

    /// The pointer of a drag by a grip moved to `point`: near an edge the content scrolls under
    /// the pointer, which stays where it is on screen, and the row's slot follows.
    package func followReorderDrag(to point: CGPoint) {
        guard case .reorder(let source, _, _) = editingSession.touch else { return }
        let scrolled = autoscrollForReorder(at: point)
        let pointer = CGPoint(x: point.x, y: point.y + scrolled)
        editingSession.touch = .reorder(from: source, to: proposedMoveTarget(for: source, at: pointer), pointer: pointer)
        setNeedsDisplay()
    }

    /// Scrolls toward an edge while a dragged row is near it (see
    /// ``UIScrollView/autoscrollForDrag(at:pointer:follow:)``); the row's slot follows the
    /// content. Returns how far the content scrolled now.
    func autoscrollForReorder(at point: CGPoint) -> CGFloat {
        autoscrollForDrag(at: point, pointer: { [weak self] in
            guard case .reorder(_, _, let pointer) = self?.editingSession.touch else { return nil }
            return pointer
        }, follow: { [weak self] moved in
            guard let self, case .reorder(let source, _, _) = self.editingSession.touch else { return }
            self.editingSession.touch = .reorder(from: source, to: self.proposedMoveTarget(for: source, at: moved), pointer: moved)
            self.setNeedsDisplay()
        })
    }

    /// Ends the repeating autoscroll of a drag.
    func stopReorderAutoscroll() {
        stopDragAutoscroll()
    }

    /// What a frame shows differently while a row is dragged, and how to put it back.
    @MainActor
    struct ReorderPresentation {
        var saved: [(view: UIView, frame: CGRect?, alpha: CGFloat?)] = []

        /// Puts the views back as they were before the frame was drawn.
        func restore() {
            for (view, frame, alpha) in saved {
                view.presentationFrame = frame
                view.presentationAlpha = alpha
            }
        }
    }

    /// While a row is dragged within its section, the rows between its place and the slot it
    /// would land in move over to make room, as in UIKit, and its own cell leaves its place (the
    /// row is drawn under the pointer). Only for the frame being drawn: nothing in the layout
    /// changes until the drop.
    func showRowsMakingRoomForDraggedRow() -> ReorderPresentation {
        var presentation = ReorderPresentation()
        guard case .reorder(let source, let target, _) = editingSession.touch, target.section == source.section,
              isValidRowPath(source), !animator.isRunning else { return presentation }
        let height = geometry.frameForItem(at: source).height
        for (path, cell) in coordinator.visibleItems.shown where path.section == source.section {
            let shift: CGFloat
            if path == source {
                shift = 0
            } else if target.item > source.item && path.item > source.item && path.item <= target.item {
                shift = -height
            } else if target.item < source.item && path.item >= target.item && path.item < source.item {
                shift = height
            } else {
                continue
            }
            presentation.saved.append((cell, cell.presentationFrame, cell.presentationAlpha))
            if path == source {
                cell.presentationAlpha = 0
            } else {
                cell.presentationFrame = cell.untransformedFrame.offsetBy(dx: 0, dy: shift)
            }
        }
        return presentation
    }

    /// While a row is dragged: the row follows the pointer; across sections a line marks where it
    /// will land.
    func drawReorderFeedback(into context: inout DrawingContext) {
        guard case .reorder(let source, let target, let pointer) = editingSession.touch, isValidRowPath(source) else { return }
        defer { drawDraggedRow(source, at: pointer, into: &context) }
        // Within a section the rows make room instead (`showRowsMakingRoomForDraggedRow()`).
        guard target.section != source.section || animator.isRunning else { return }
        var targetRect = geometry.frameForItem(at: ItemPath(section: target.section, item: min(target.item, max(0, geometry.numberOfItems(inSection: target.section) - 1))))
        // Moving down lands below the target row; moving up, above it.
        let below = target.section > source.section || (target.section == source.section && target.item > source.item)
            || target.item >= geometry.numberOfItems(inSection: target.section)
        if geometry.numberOfItems(inSection: target.section) == 0 { targetRect = CGRect(x: 0, y: geometry.minY(ofSection: target.section), width: 0, height: 0) }
        let y = below ? targetRect.maxY : targetRect.minY
        // A thickness of 0 draws the marker as an attribute of the cells it crosses, as separators are.
        let thickness = metrics.editing.dropMarkerThickness
        if thickness == 0 {
            context.line(from: CGPoint(x: rowMinX, y: y), to: CGPoint(x: rowMinX + rowWidth, y: y), color: tintColor, thickness: 0)
        } else {
            context.fill(CGRect(x: rowMinX, y: y, width: rowWidth, height: thickness), color: tintColor)
        }
    }

    /// The dragged row, drawn again where the pointer holds it.
    private func drawDraggedRow(_ source: ItemPath, at pointer: CGPoint, into context: inout DrawingContext) {
        guard let cell = coordinator.visibleItems.view(at: source) else { return }
        let sourceRect = geometry.frameForItem(at: source)
        let saved = cell.presentationFrame
        // It keeps the place where the pointer took hold of it.
        let offset = min(max(0, editingSession.reorderGrabOffset), sourceRect.height)
        cell.presentationFrame = CGRect(x: rowMinX, y: pointer.y - offset, width: rowWidth, height: sourceRect.height)
        cell.render(into: &context)
        cell.presentationFrame = saved
    }
}
