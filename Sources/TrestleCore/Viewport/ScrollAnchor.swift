/// The row under the user's eye, and where it was, so that the content can be kept still when
/// extents above it change (<doc:TrestleCore/UIKitBehavior#Scroll-position-correction>).
///
/// The anchor is the element under the pin line — usually a row, but a header, footer or padding
/// when one is there — so that only changes *above* the viewport move the offset
/// (<doc:TrestleCore/UIKitBehavior#Scroll-position-correction>): a header shown at the top that turns
/// out taller than estimated pushes the rows below it down, as it would if it were measured anywhere
/// else on screen.
///
/// Capture an anchor before changing the geometry, keep it pointing at the same element through
/// insertions and removals (``adjustForInsertion(ofRows:inSection:at:)`` and friends), then ask the
/// changed geometry for ``TableGeometry/offsetY(keeping:in:)``. Measuring a row above the anchor
/// by Δ moves the offset by exactly Δ; measuring the anchor or anything below it moves nothing.
public struct ScrollAnchor: Sendable, Hashable {
    /// The anchored element: the row, header, footer or padding under the pin line.
    public var element: TableElement
    /// The element's top minus the pin line (`contentOffset.y + adjustedContentInset.top`) at
    /// capture; zero or negative, since the element is under the pin line.
    public var distanceFromPinTop: Double

    /// Anchors on `element`, whose top lies `distanceFromPinTop` from the pin line.
    public init(element: TableElement, distanceFromPinTop: Double) {
        self.element = element
        self.distanceFromPinTop = distanceFromPinTop
    }

    /// Anchors on a row.
    public init(row: ItemPath, distanceFromPinTop: Double) {
        self.init(element: .row(row), distanceFromPinTop: distanceFromPinTop)
    }

    /// The anchored row, when the anchor is a row.
    public var row: ItemPath? {
        if case .row(let path) = element { return path }
        return nil
    }

    /// The anchored element's section, if it belongs to one.
    var section: Int? {
        switch element {
        case .row(let path): path.section
        case .header(let section), .footer(let section), .topPadding(let section): section
        case .tableHeader, .tableFooter: nil
        }
    }

    private mutating func setSection(_ section: Int) {
        switch element {
        case .row(let path): element = .row(ItemPath(section: section, item: path.item))
        case .header: element = .header(section: section)
        case .footer: element = .footer(section: section)
        case .topPadding: element = .topPadding(section: section)
        case .tableHeader, .tableFooter: break
        }
    }

    /// Keeps the anchor on the same row after `count` rows are inserted at `position` in `section`.
    public mutating func adjustForInsertion(ofRows count: Int, inSection section: Int, at position: Int) {
        if case .row(var path) = element, path.section == section, position <= path.item {
            path.item += count
            element = .row(path)
        }
    }

    /// Keeps the anchor on the same row after `rows` are removed from `section`. When the anchored
    /// row itself is removed, the row that takes its place (the first after the removed range, or
    /// the new last row of the section) becomes the anchor at the same distance, so the content
    /// below stays still; returns `false` when the section has no row left to anchor to.
    @discardableResult
    public mutating func adjustForRemoval(ofRows rows: Range<Int>, inSection section: Int, remainingRows: Int) -> Bool {
        guard case .row(var path) = element, path.section == section else { return true }
        if path.item >= rows.upperBound {
            path.item -= rows.count
        } else if path.item >= rows.lowerBound {
            guard remainingRows > 0 else { return false }
            path.item = min(rows.lowerBound, remainingRows - 1)
        }
        element = .row(path)
        return true
    }

    /// Keeps the anchor on the same element after a section is inserted at `section`.
    public mutating func adjustForInsertion(ofSection section: Int) {
        if let current = self.section, section <= current { setSection(current + 1) }
    }

    /// Keeps the anchor on the same element after `section` is removed; returns `false` when the
    /// anchored element's own section was removed.
    @discardableResult
    public mutating func adjustForRemoval(ofSection section: Int) -> Bool {
        guard let current = self.section else { return true }
        if section == current { return false }
        if section < current { setSection(current - 1) }
        return true
    }
}

extension TableGeometry {
    /// The anchor for `viewport`: the element under the pin line, or `nil` when the pin line is at
    /// or above the top of the content (nothing is above the viewport to change) or below its end.
    ///
    /// - Complexity: O(log sections + log rows).
    public func scrollAnchor(for viewport: Viewport) -> ScrollAnchor? {
        let pin = viewport.pinTop
        guard pin > 0, let element = element(atY: pin) else { return nil }
        return ScrollAnchor(element: element, distanceFromPinTop: minY(of: element) - pin)
    }

    /// The top of an element in content coordinates.
    public func minY(of element: TableElement) -> Double {
        switch element {
        case .tableHeader: 0
        case .topPadding(let section): minY(ofSection: section)
        case .header(let section): Double(rectForHeader(inSection: section).minY)
        case .row(let path): Double(frameForItem(at: path).minY)
        case .footer(let section): Double(rectForFooter(inSection: section).minY)
        case .tableFooter: Double(rectForTableFooter.minY)
        }
    }

    /// The offset at which `anchor`'s element is again `distanceFromPinTop` from the pin line.
    /// Not clamped: clamp with ``offsetRange(viewportHeight:insetTop:insetBottom:)`` when the change
    /// was an insertion or removal (<doc:TrestleCore/UIKitBehavior#Updates-above-the-viewport>).
    ///
    /// - Complexity: O(log sections + log rows).
    public func offsetY(keeping anchor: ScrollAnchor, in viewport: Viewport) -> Double {
        minY(of: anchor.element) - anchor.distanceFromPinTop - viewport.insetTop
    }

    /// The change to `viewport.offsetY` that keeps `anchor` still: the scroll correction.
    public func anchorCorrection(for anchor: ScrollAnchor, in viewport: Viewport) -> Double {
        offsetY(keeping: anchor, in: viewport) - viewport.offsetY
    }
}
