import Foundation
import TrestleCore

extension UITableView {
    /// Registers a cell class to create when `identifier` is dequeued and the pool is empty.
    /// Passing `nil` removes the registration.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            TrestleDiagnostics.report("Registered class \(cellClass) for cell reuse identifier '\(identifier)' is not a UITableViewCell subclass; registration ignored")
            return
        }
        registrations[identifier] = .cellClass(cellType)
    }

    /// Registers a closure that creates cells for `identifier`: Trestle's replacement for
    /// registering a nib (`register(_:forCellReuseIdentifier:)` with a `UINib`).
    public func register(_ makeCell: @escaping @MainActor () -> UITableViewCell, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = .factory(makeCell)
    }

    /// Registers a header/footer view class for `identifier`; `nil` removes the registration.
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard let viewType = viewClass as? UITableViewHeaderFooterView.Type else {
            TrestleDiagnostics.report("Registered class \(viewClass) for header/footer reuse identifier '\(identifier)' is not a UITableViewHeaderFooterView subclass; registration ignored")
            return
        }
        headerFooterRegistrations[identifier] = .viewClass(viewType)
    }

    /// Registers a closure that creates header/footer views for `identifier` (the nib replacement).
    public func register(_ makeView: @escaping @MainActor () -> UITableViewHeaderFooterView, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = .factory(makeView)
    }

    /// A reusable cell for `identifier` — from the pool (the most recently enqueued first), or
    /// created from the registration — or `nil` when the pool is empty and nothing is registered
    /// (UIKit's legacy behaviour; the caller creates the cell).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let cell: UITableViewCell
        if let pooled = cellPool.dequeue(identifier: identifier) {
            cell = pooled
        } else if let registration = registrations[identifier] {
            cellPool.noteCreated(identifier: identifier)
            switch registration {
            case .cellClass(let type): cell = type.init(style: .default, reuseIdentifier: identifier)
            case .factory(let make): cell = make()
            }
        } else {
            return nil
        }
        cell.prepareForReuse()
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
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier { return cell }
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            if geometry.numberOfSections > indexPath.section, indexPath.section >= 0,
               indexPath.row >= 0, indexPath.row < geometry.numberOfRows(inSection: indexPath.section) {
                let rect = geometry.rectForRow(at: indexPath.itemPath)
                cell.frame = CGRect(x: 0, y: 0, width: rowWidth, height: rect.height)
            }
            return cell
        }
        TrestleDiagnostics.report("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable header/footer view for `identifier`, or `nil` when none is pooled or registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view: UITableViewHeaderFooterView
        if let pooled = headerFooterPool.dequeue(identifier: identifier) {
            view = pooled
        } else if let registration = headerFooterRegistrations[identifier] {
            headerFooterPool.noteCreated(identifier: identifier)
            switch registration {
            case .viewClass(let type): view = type.init(reuseIdentifier: identifier)
            case .factory(let make): view = make()
            }
        } else {
            return nil
        }
        view.prepareForReuse()
        return view
    }

    /// How many cells the table has created, reused and pooled, for diagnostics and tests.
    public var cellReuseStatistics: ReuseStatistics { cellPool.statistics }

    /// The number of cells waiting in the reuse pools.
    public var pooledCellCount: Int { cellPool.pooledCount }

    /// Returns a cell that left the screen to its pool (cells without an identifier are dropped).
    func enqueue(_ cell: UITableViewCell) {
        cancelRowAnimation(of: cell)
        rowsByCell[ObjectIdentifier(cell)] = nil
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool.enqueue(cell, identifier: identifier)
    }

    /// The width rows are laid out at: the table's, less the section inset of inset-grouped tables.
    var rowWidth: CGFloat {
        style == .insetGrouped ? max(0, bounds.width - 2 * metrics.insetGroupedMargin) : bounds.width
    }

    var rowMinX: CGFloat {
        style == .insetGrouped ? metrics.insetGroupedMargin : 0
    }
}
