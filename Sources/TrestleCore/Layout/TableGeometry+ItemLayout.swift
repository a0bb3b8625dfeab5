import Foundation

extension TableGeometry: ItemLayout {
    /// A section that a batch update inserts, or that replaces a reloaded one: the extents of its
    /// padding, header and footer, and the extent its unmeasured rows take.
    public struct NewSection: Sendable, Hashable {
        /// The extents of the section's top padding, header and footer.
        public var extents: SectionExtents
        /// The extent each of the section's rows takes until it is measured.
        public var estimatedRowExtent: Double

        /// A new section's description.
        public init(extents: SectionExtents = SectionExtents(), estimatedRowExtent: Double) {
            self.extents = extents
            self.estimatedRowExtent = estimatedRowExtent
        }
    }

    /// The table's width by ``contentHeight``.
    ///
    /// - Complexity: O(1).
    public var contentSize: CGSize { CGSize(width: width, height: contentHeight) }



    /// The natural frame of a section's header (``SupplementaryKind/header``) or footer
    /// (``SupplementaryKind/footer``) at `ItemPath(section: s, item: 0)`; `nil` for a zero extent
    /// (the section has none), another kind or path, or a section out of range. The table's own
    /// header and footer views and the sections' top padding are not supplementary elements: the
    /// table view places them itself.
    ///
    /// - Complexity: O(log sections).
    public func frameForSupplementary(ofKind kind: SupplementaryKind, at path: ItemPath) -> CGRect? {
        guard path.item == 0, path.section >= 0, path.section < sections.count else { return nil }
        let extents = sections[path.section].extents
        switch kind {
        case .header where extents.header > 0: return rectForHeader(inSection: path.section)
        case .footer where extents.footer > 0: return rectForFooter(inSection: path.section)
        default: return nil
        }
    }

    /// The rows, headers and footers whose placed frames intersect `rect` (strictly), rows at z
    /// index 0 and headers and footers above them at z index 1. Given a viewport, a plain table's
    /// headers and footers float against its pin lines as in
    /// ``supplementaryPlacements(in:)``; grouped styles never float. Zero-extent headers and
    /// footers are omitted; zero-height rows strictly inside `rect` are listed.
    ///
    /// A floating header or footer never leaves its section's frame, so only the sections that
    /// intersect `rect` are visited.
    ///
    /// - Complexity: O(log sections + log rows + k) for k placements, plus a step for each empty
    ///   section crossed.
    public func placements(in rect: CGRect, viewport: Viewport?) -> [ElementPlacement] {
        guard rect.hasPositiveArea, !sections.isEmpty,
              Double(rect.minX) < width, rect.maxX > 0 else { return [] }
        let minY = Double(rect.minY)
        let maxY = Double(rect.maxY)
        var result: [ElementPlacement] = []
        if let rows = rowRange(intersectingMinY: minY, maxY: maxY) {
            forEachRowFrame(in: rows) { path, top, height in
                result.append(ElementPlacement(element: .item(path), frame: CGRect(x: 0, y: top, width: width, height: height)))
            }
        }
        let rowCount = result.count
        for placement in supplementaryPlacements(intersectingMinY: minY, maxY: maxY,
                                                 pinnedTo: style.floatsSectionHeadersAndFooters ? viewport : nil) {
            result.append(ElementPlacement(element: .supplementary(placement.kind == .header ? .header : .footer,
                                                                   ItemPath(section: placement.section, item: 0)),
                                           frame: placement.frame, isPinned: placement.isPinned, zIndex: 1))
        }
        // Rows came in order at z 0. The headers and footers (a few per screen) sort by section,
        // then by kind.
        result[rowCount...].sort()
        return result
    }

    /// The offset at which `anchor`'s element is again where it was: rows never move
    /// sideways, so x stays `viewport.offsetX` and y is ``offsetY(keeping:in:)``.
    ///
    /// - Complexity: O(log sections + log rows).
    public func contentOffset(keeping anchor: ScrollAnchor, in viewport: Viewport) -> CGPoint {
        CGPoint(x: viewport.offsetX, y: offsetY(keeping: anchor, in: viewport))
    }
}

extension ScrollAnchor: LayoutAnchor {
    /// The anchored row, when the anchor is a row (``row``).
    public var item: ItemPath? { row }
}
