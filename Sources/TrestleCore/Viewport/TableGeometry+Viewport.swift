/// The rows that start and stop being displayed when the visible range changes.
public struct ItemRangeChange: Hashable, Sendable {
    /// Rows in the new range but not the old one, in table order.
    public var entering: [ItemPath]
    /// Rows in the old range but not the new one, in table order.
    public var leaving: [ItemPath]

    /// A change from its lists, empty by default.
    public init(entering: [ItemPath] = [], leaving: [ItemPath] = []) {
        self.entering = entering
        self.leaving = leaving
    }
}

extension TableGeometry {
    /// The rows to display for `viewport`: those intersecting the visible bounds, plus
    /// `bufferRows` rows beyond each edge (UIKit keeps a few cells beyond the visible ones; the
    /// buffer makes the next row's cell ready before it appears).
    ///
    /// - Complexity: O(log sections + log rows + bufferRows), plus a step for each empty section
    ///   between the viewport's edges and the rows found (tables of many empty sections pay for
    ///   them; a per-section row-count tree would remove that cost).
    public func visibleRows(in viewport: Viewport, bufferRows: Int = 1) -> ItemRange? {
        engineRequire(bufferRows >= 0, "TableGeometry.visibleRows(in:bufferRows:): buffer must not be negative, got \(bufferRows)")
        guard viewport.height > 0,
              var range = rowRange(intersectingMinY: viewport.minY, maxY: viewport.maxY) else { return nil }
        for _ in 0..<bufferRows {
            guard let previous = row(before: range.lowerBound) else { break }
            range.lowerBound = previous
        }
        for _ in 0..<bufferRows {
            guard let next = row(after: range.upperBound) else { break }
            range.upperBound = next
        }
        return range
    }

    /// The rows entering and leaving when the displayed range goes from `old` to `new`.
    ///
    /// - Complexity: O(k) for k rows entering or leaving (not O(rows in the ranges)).
    public func change(from old: ItemRange?, to new: ItemRange?) -> ItemRangeChange {
        ItemRangeChange(entering: rows(of: new, notIn: old), leaving: rows(of: old, notIn: new))
    }

    /// The rows of `range` outside `excluded`, in order.
    func rows(of range: ItemRange?, notIn excluded: ItemRange?) -> [ItemPath] {
        guard let range else { return [] }
        guard let excluded,
              excluded.upperBound >= range.lowerBound, excluded.lowerBound <= range.upperBound else {
            return rowPaths(in: range)
        }
        var result: [ItemPath] = []
        if range.lowerBound < excluded.lowerBound, let end = row(before: excluded.lowerBound) {
            result += rowPaths(in: ItemRange(range.lowerBound, min(end, range.upperBound)))
        }
        if range.upperBound > excluded.upperBound, let start = row(after: excluded.upperBound) {
            result += rowPaths(in: ItemRange(max(start, range.lowerBound), range.upperBound))
        }
        return result
    }
}
