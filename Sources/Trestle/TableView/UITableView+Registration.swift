import Foundation
import TrestleCore

extension UITableView {
    /// Registers a cell class to create when `identifier` is dequeued and the pool is empty.
    /// Passing `nil` removes the registration.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            coordinator.reuse.register(nil, kind: .cell, identifier: identifier)
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            TrestleDiagnostics.report("Registered class \(cellClass) for cell reuse identifier '\(identifier)' is not a UITableViewCell subclass; registration ignored")
            return
        }
        coordinator.reuse.register({ cellType.init(style: .default, reuseIdentifier: identifier) }, kind: .cell, identifier: identifier)
    }

    /// Registers a closure that creates cells for `identifier`: Trestle's replacement for
    /// registering a nib (`register(_:forCellReuseIdentifier:)` with a `UINib`).
    public func register(_ makeCell: @escaping @MainActor () -> UITableViewCell, forCellReuseIdentifier identifier: String) {
        coordinator.reuse.register(makeCell, kind: .cell, identifier: identifier)
    }

    /// Registers a header/footer view class for `identifier`; `nil` removes the registration.
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewClass else {
            coordinator.reuse.register(nil, kind: Self.headerFooterKind, identifier: identifier)
            return
        }
        guard let viewType = viewClass as? UITableViewHeaderFooterView.Type else {
            TrestleDiagnostics.report("Registered class \(viewClass) for header/footer reuse identifier '\(identifier)' is not a UITableViewHeaderFooterView subclass; registration ignored")
            return
        }
        coordinator.reuse.register({ viewType.init(reuseIdentifier: identifier) }, kind: Self.headerFooterKind, identifier: identifier)
    }

    /// Registers a closure that creates header/footer views for `identifier` (the nib replacement).
    public func register(_ makeView: @escaping @MainActor () -> UITableViewHeaderFooterView, forHeaderFooterViewReuseIdentifier identifier: String) {
        coordinator.reuse.register(makeView, kind: Self.headerFooterKind, identifier: identifier)
    }

    /// A reusable cell for `identifier` — from the pool (the most recently enqueued first), or
    /// created from the registration — or `nil` when the pool is empty and nothing is registered
    /// (UIKit's legacy behaviour; the caller creates the cell).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let cell: UITableViewCell? = dequeueReusable(kind: .cell, identifier: identifier)
        cell?.prepareForReuse()
        return cell
    }

    /// A reusable cell for `identifier`, sized for the row at `indexPath`.
    ///
    /// An identifier with neither a registration nor a pooled cell is a programmer error: UIKit
    /// raises "unable to dequeue a cell with identifier … - must register a nib or a class for the
    /// identifier or connect a prototype cell in a storyboard". Trestle reports that message (and
    /// traps in strict mode), then returns a default-style cell so the table keeps working.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        // reconfigureRows(at:): the row's own cell comes back.
        if let cell = coordinator.reconfiguringCell, cell.reuseIdentifier == identifier { return cell }
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            if geometry.numberOfSections > indexPath.section, indexPath.section >= 0,
               indexPath.row >= 0, indexPath.row < geometry.numberOfItems(inSection: indexPath.section) {
                let rect = geometry.frameForItem(at: indexPath.itemPath)
                cell.frame = CGRect(x: 0, y: 0, width: rowWidth, height: rect.height)
            }
            return cell
        }
        TrestleDiagnostics.report("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable header/footer view for `identifier`, or `nil` when none is pooled or registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view: UITableViewHeaderFooterView? = dequeueReusable(kind: Self.headerFooterKind, identifier: identifier)
        view?.prepareForReuse()
        return view
    }

    /// The one dequeuing path of cells and header/footer views: a pooled or new view of `kind`;
    /// `nil` when none is pooled or registered. The caller prepares it for reuse.
    private func dequeueReusable<View: UIView>(kind: ReuseRegistry<UIView>.Kind, identifier: String) -> View? {
        guard let (view, _) = coordinator.reuse.dequeue(kind: kind, identifier: identifier) else { return nil }
        guard let typed = view as? View else {
            TrestleDiagnostics.report("the view registered for reuse identifier '\(identifier)' is a \(type(of: view)), not a \(View.self); a new one is used")
            return nil
        }
        return typed
    }

    /// The reuse kind of header and footer views (a table registers them together).
    static let headerFooterKind = ReuseRegistry<UIView>.Kind.supplementary("UITableViewHeaderFooter")

    /// How many cells the table has created, reused and pooled, for diagnostics and tests.
    public var cellReuseStatistics: ReuseStatistics { coordinator.reuse.statistics(of: .cell) }

    /// The number of cells waiting in the reuse pools.
    public var pooledCellCount: Int { coordinator.reuse.pooledCount(of: .cell) }

    /// `cell` stopped showing the row at `path`: the delegate hears that it ended displaying, and
    /// the cell returns to its pool.
    func endDisplaying(_ cell: UITableViewCell, at path: ItemPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path.indexPath)
        enqueue(cell)
    }

    /// Returns a cell that left the screen to its pool (cells without an identifier are dropped).
    func enqueue(_ cell: UITableViewCell) {
        cancelAnimation(of: cell)
        coordinator.visibleItems.release(cell)
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        coordinator.reuse.enqueue(cell, kind: .cell, identifier: identifier)
    }

    /// The width rows are laid out at: the table's, less the section inset of inset-grouped tables.
    var rowWidth: CGFloat {
        style == .insetGrouped ? max(0, bounds.width - 2 * metrics.insetGroupedMargin) : bounds.width
    }

    var rowMinX: CGFloat {
        style == .insetGrouped ? metrics.insetGroupedMargin : 0
    }
}
