import Foundation

/// A part of a table's content.
public enum TableElement: Hashable, Sendable {
    /// The table header view, above every section.
    case tableHeader
    /// The space above a section's header (`sectionHeaderTopPadding`).
    case topPadding(section: Int)
    /// A section's header, below its top padding and above its rows.
    case header(section: Int)
    /// The row at a path.
    case row(ItemPath)
    /// A section's footer, below its rows.
    case footer(section: Int)
    /// The table footer view, below every section.
    case tableFooter
}

extension TableGeometry {
    /// The top of `section` (its padding) in content coordinates.
    ///
    /// - Complexity: O(log sections).
    public func minY(ofSection section: Int) -> Double {
        requireSection(section, "minY(ofSection:)")
        return tableHeaderExtent + sectionTree.prefix(section)
    }

    /// The top of `section`'s first row (the bottom of its header).
    public func rowsMinY(ofSection section: Int) -> Double {
        minY(ofSection: section) + sections[section].rowsStart
    }

    /// The natural frame of a row.
    ///
    /// - Complexity: O(log sections + log rows).
    public func frameForItem(at path: ItemPath) -> CGRect {
        requireRow(path, "frameForItem(at:)")
        let rows = sections[path.section].rows
        let y = rowsMinY(ofSection: path.section) + rows.offset(ofRow: path.item)
        return CGRect(x: 0, y: y, width: width, height: rows.extent(ofRow: path.item))
    }

    /// The natural (unpinned) frame of a section's header.
    public func rectForHeader(inSection section: Int) -> CGRect {
        requireSection(section, "rectForHeader(inSection:)")
        let layout = sections[section]
        return CGRect(x: 0, y: minY(ofSection: section) + layout.extents.topPadding, width: width, height: layout.extents.header)
    }

    /// The natural (unpinned) frame of a section's footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        requireSection(section, "rectForFooter(inSection:)")
        let layout = sections[section]
        return CGRect(x: 0, y: rowsMinY(ofSection: section) + layout.rows.totalExtent, width: width, height: layout.extents.footer)
    }

    /// The frame of a whole section: padding, header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        requireSection(section, "rect(forSection:)")
        return CGRect(x: 0, y: minY(ofSection: section), width: width, height: sections[section].total)
    }

    /// The frame of the table header view.
    public var rectForTableHeader: CGRect { CGRect(x: 0, y: 0, width: width, height: tableHeaderExtent) }

    /// The frame of the table footer view.
    public var rectForTableFooter: CGRect {
        CGRect(x: 0, y: tableHeaderExtent + sectionTree.total, width: width, height: tableFooterExtent)
    }

    /// The section whose frame contains `y`, or `nil` outside every section.
    ///
    /// - Complexity: O(log sections).
    public func section(atY y: Double) -> Int? {
        let local = y - tableHeaderExtent
        guard local >= 0, local < sectionTree.total else { return nil }
        let section = sectionTree.index(endingAfter: local)
        return section < sections.count ? section : nil
    }

    /// The element whose frame contains `y`, or `nil` outside the content. Zero-extent elements
    /// contain nothing.
    ///
    /// - Complexity: O(log sections + log rows).
    public func element(atY y: Double) -> TableElement? {
        guard y >= 0, y < contentHeight else { return nil }
        if y < tableHeaderExtent { return .tableHeader }
        guard let section = section(atY: y) else { return .tableFooter }
        let layout = sections[section]
        var local = y - minY(ofSection: section)
        if local < layout.extents.topPadding { return .topPadding(section: section) }
        local -= layout.extents.topPadding
        if local < layout.extents.header { return .header(section: section) }
        local -= layout.extents.header
        if let row = layout.rows.row(atOffset: local) { return .row(ItemPath(section: section, item: row)) }
        return .footer(section: section)
    }

    /// The row whose frame contains `y` (UIKit's `indexPathForRow(at:)`); `nil` over headers, footers,
    /// padding and outside the content.
    public func rowPath(atY y: Double) -> ItemPath? {
        if case .row(let path)? = element(atY: y) { return path }
        return nil
    }

    /// The row whose frame contains `point` (UIKit's `indexPathForRow(at:)`): `nil` when the point
    /// is left or right of the table's width, or over anything but a row.
    public func rowPath(at point: CGPoint) -> ItemPath? {
        guard point.x >= 0, Double(point.x) < width else { return nil }
        return rowPath(atY: Double(point.y))
    }

    /// The first row whose frame ends below `y`, in any section at or after the one holding `y`.
    ///
    /// - Complexity: O(log sections + log rows), plus a step per empty section skipped.
    public func firstRow(endingAfter y: Double) -> ItemPath? {
        guard !sections.isEmpty, !y.isNaN else { return nil }
        var section = y < tableHeaderExtent ? 0 : sectionTree.index(endingAfter: y - tableHeaderExtent)
        guard section < sections.count else { return nil }
        let local = y - rowsMinY(ofSection: section)
        if let row = sections[section].rows.firstRow(endingAfter: local) {
            return ItemPath(section: section, item: row)
        }
        section += 1
        while section < sections.count {
            if sections[section].rows.count > 0 { return ItemPath(section: section, item: 0) }
            section += 1
        }
        return nil
    }

    /// The last row whose frame starts above `y`, in any section at or before the one holding `y`.
    ///
    /// - Complexity: O(log sections + log rows), plus a step per empty section skipped.
    public func lastRow(startingBefore y: Double) -> ItemPath? {
        guard !sections.isEmpty, !y.isNaN else { return nil }
        var section = sectionTree.count(startingBefore: y - tableHeaderExtent) - 1
        guard section >= 0 else { return nil }
        let local = y - rowsMinY(ofSection: section)
        if let row = sections[section].rows.lastRow(startingBefore: local) {
            return ItemPath(section: section, item: row)
        }
        section -= 1
        while section >= 0 {
            let rows = sections[section].rows.count
            if rows > 0 { return ItemPath(section: section, item: rows - 1) }
            section -= 1
        }
        return nil
    }

    /// The rows whose frames intersect `[minY, maxY)` as a closed range of row paths, or `nil`.
    ///
    /// - Complexity: O(log sections + log rows).
    public func rowRange(intersectingMinY minY: Double, maxY: Double) -> ItemRange? {
        guard maxY > minY,
              let first = firstRow(endingAfter: minY),
              let last = lastRow(startingBefore: maxY),
              first <= last else { return nil }
        return ItemRange(first, last)
    }

    /// The rows whose frames intersect `rect`, in order (UIKit's `indexPathsForRows(in:)`).
    ///
    /// - Complexity: O(log sections + log rows + k) for k rows returned.
    public func rowPaths(in rect: CGRect) -> [ItemPath] {
        guard let range = rowRange(intersectingMinY: Double(rect.minY), maxY: Double(rect.maxY)) else { return [] }
        return rowPaths(in: range)
    }

    /// The row after `path` in table order, skipping empty sections, or `nil` after the last row.
    public func row(after path: ItemPath) -> ItemPath? {
        if path.item + 1 < sections[path.section].rows.count { return ItemPath(section: path.section, item: path.item + 1) }
        var section = path.section + 1
        while section < sections.count {
            if sections[section].rows.count > 0 { return ItemPath(section: section, item: 0) }
            section += 1
        }
        return nil
    }

    /// The row before `path` in table order, skipping empty sections, or `nil` before the first row.
    public func row(before path: ItemPath) -> ItemPath? {
        if path.item > 0 { return ItemPath(section: path.section, item: path.item - 1) }
        var section = path.section - 1
        while section >= 0 {
            let rows = sections[section].rows.count
            if rows > 0 { return ItemPath(section: section, item: rows - 1) }
            section -= 1
        }
        return nil
    }

    /// Every row of `range`, in order.
    ///
    /// - Complexity: O(k) for k rows, plus a step per empty section crossed.
    public func rowPaths(in range: ItemRange) -> [ItemPath] {
        var result: [ItemPath] = []
        var section = range.lowerBound.section
        var row = range.lowerBound.item
        while section <= range.upperBound.section && section < sections.count {
            let end = section == range.upperBound.section ? range.upperBound.item + 1 : sections[section].rows.count
            while row < end {
                result.append(ItemPath(section: section, item: row))
                row += 1
            }
            section += 1
            row = 0
        }
        return result
    }

    /// Calls `body` with each row of `range` and its frame's top and height, in order: the values
    /// ``frameForItem(at:)`` gives, found in one walk per section.
    ///
    /// - Complexity: O(log sections + log rows + k) per section crossed, for k rows.
    public func forEachRowFrame(in range: ItemRange, _ body: (_ row: ItemPath, _ minY: Double, _ height: Double) -> Void) {
        var section = range.lowerBound.section
        while section <= range.upperBound.section && section < sections.count {
            let rows = sections[section].rows
            let start = section == range.lowerBound.section ? range.lowerBound.item : 0
            let end = section == range.upperBound.section ? min(range.upperBound.item + 1, rows.count) : rows.count
            if start < end {
                let top = rowsMinY(ofSection: section)
                rows.forEachRow(in: start..<end) { row, offset, extent in
                    body(ItemPath(section: section, item: row), top + offset, extent)
                }
            }
            section += 1
        }
    }

    /// The valid vertical offsets for a viewport: from `−insetTop` to the larger of that and
    /// `contentHeight + insetBottom − height`
    /// (<doc:TrestleCore/UIKitBehavior#Content-insets-and-scroll-limits>).
    public func offsetRange(viewportHeight: Double, insetTop: Double, insetBottom: Double) -> ClosedRange<Double> {
        let minimum = -insetTop
        return minimum...max(minimum, contentHeight + insetBottom - viewportHeight)
    }
}

/// A closed range of rows in table order, possibly spanning sections.
public struct ItemRange: Hashable, Sendable, CustomStringConvertible {
    /// The first row of the range.
    public var lowerBound: ItemPath
    /// The last row of the range, which the range includes.
    public var upperBound: ItemPath

    /// The rows from `lowerBound` through `upperBound`; `lowerBound` must not come after `upperBound`.
    public init(_ lowerBound: ItemPath, _ upperBound: ItemPath) {
        engineRequire(lowerBound <= upperBound, "ItemRange: lower bound \(lowerBound) is after upper bound \(upperBound)")
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// Whether `path` lies between the bounds, both included.
    public func contains(_ path: ItemPath) -> Bool { lowerBound <= path && path <= upperBound }

    public var description: String { "\(lowerBound)...\(upperBound)" }
}
