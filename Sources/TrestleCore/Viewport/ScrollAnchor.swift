/// The row under the user's eye, and where it was, so that the content can be kept still when
/// extents above it change (UIKIT_BEHAVIOR §4.2).
///
/// Capture an anchor before changing the geometry, keep its row pointing at the same row through
/// insertions and removals (``adjustForInsertion(ofRows:inSection:at:)`` and friends), then ask the
/// changed geometry for ``TableGeometry/offsetY(keeping:in:)``. Measuring a row above the anchor
/// by Δ moves the offset by exactly Δ; measuring the anchor row or rows below it moves nothing.
public struct ScrollAnchor: Sendable, Hashable {
    /// The anchored row: the first row whose frame ends below the pin line.
    public var row: RowPath
    /// The row's top minus the pin line (`contentOffset.y + adjustedContentInset.top`) at capture;
    /// negative when the row is partly scrolled under the pin line.
    public var distanceFromPinTop: Double

    public init(row: RowPath, distanceFromPinTop: Double) {
        self.row = row
        self.distanceFromPinTop = distanceFromPinTop
    }

    /// Keeps the anchor on the same row after `count` rows are inserted at `position` in `section`.
    public mutating func adjustForInsertion(ofRows count: Int, inSection section: Int, at position: Int) {
        if section == row.section && position <= row.row { row.row += count }
    }

    /// Keeps the anchor on the same row after `rows` are removed from `section`. When the anchored
    /// row itself is removed, the row that takes its place (the first after the removed range, or
    /// the new last row of the section) becomes the anchor at the same distance, so the content
    /// below stays still; returns `false` when the section has no row left to anchor to.
    @discardableResult
    public mutating func adjustForRemoval(ofRows rows: Range<Int>, inSection section: Int, remainingRows: Int) -> Bool {
        guard section == row.section else { return true }
        if row.row >= rows.upperBound {
            row.row -= rows.count
        } else if row.row >= rows.lowerBound {
            guard remainingRows > 0 else { return false }
            row.row = min(rows.lowerBound, remainingRows - 1)
        }
        return true
    }

    /// Keeps the anchor on the same row after a section is inserted at `section`.
    public mutating func adjustForInsertion(ofSection section: Int) {
        if section <= row.section { row.section += 1 }
    }

    /// Keeps the anchor on the same row after `section` is removed; returns `false` when the
    /// anchored row's own section was removed.
    @discardableResult
    public mutating func adjustForRemoval(ofSection section: Int) -> Bool {
        if section == row.section { return false }
        if section < row.section { row.section -= 1 }
        return true
    }
}

extension TableGeometry {
    /// The anchor for `viewport`: the first row whose frame ends below the pin line, or `nil` when
    /// no row does.
    ///
    /// - Complexity: O(log sections + log rows).
    public func scrollAnchor(for viewport: Viewport) -> ScrollAnchor? {
        guard let row = firstRow(endingAfter: viewport.pinTop) else { return nil }
        return ScrollAnchor(row: row, distanceFromPinTop: rectForRow(at: row).minY - viewport.pinTop)
    }

    /// The offset at which `anchor`'s row is again `distanceFromPinTop` from the pin line.
    /// Not clamped: clamp with ``offsetRange(viewportHeight:insetTop:insetBottom:)`` when the change
    /// was an insertion or removal (UIKIT_BEHAVIOR §4.2 rule 6).
    ///
    /// - Complexity: O(log sections + log rows).
    public func offsetY(keeping anchor: ScrollAnchor, in viewport: Viewport) -> Double {
        rectForRow(at: anchor.row).minY - anchor.distanceFromPinTop - viewport.insetTop
    }

    /// The change to `viewport.offsetY` that keeps `anchor` still: the scroll correction.
    public func anchorCorrection(for anchor: ScrollAnchor, in viewport: Viewport) -> Double {
        offsetY(keeping: anchor, in: viewport) - viewport.offsetY
    }
}
