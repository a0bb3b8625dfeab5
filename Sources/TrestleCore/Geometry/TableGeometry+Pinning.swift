import Foundation

/// Where a section header or footer is drawn for one viewport.
public struct SupplementaryPlacement: Hashable, Sendable {
    /// Which of its section's supplementary elements a placement is.
    public enum Kind: Hashable, Sendable {
        /// The view above the section's rows.
        case header
        /// The view below the section's rows.
        case footer
    }

    /// Whether the placement is the section's header or its footer.
    public var kind: Kind
    /// The index of the section the header or footer belongs to.
    public var section: Int
    /// The frame to draw, in content coordinates.
    public var frame: CGRect
    /// Whether `frame` differs from the natural frame because the element floats.
    public var isPinned: Bool

    /// Creates a placement from its parts.
    public init(kind: Kind, section: Int, frame: CGRect, isPinned: Bool) {
        self.kind = kind
        self.section = section
        self.frame = frame
        self.isPinned = isPinned
    }
}

extension TableGeometry {
    /// The headers and footers of the sections intersecting `viewport`, placed where they are
    /// drawn: in plain style following UIKit's floating rules, in grouped styles at their natural
    /// frames. Zero-extent headers and footers are omitted.
    ///
    /// Plain style, for a section with natural header `hy, hh`, footer `fy, fh`, rows from
    /// `rowsTop` to `rowsEnd = fy` (<doc:TrestleCore/UIKitBehavior#Floating-headers-and-footers>):
    ///
    /// - header: `min(max(hy, pinTop), rowsEnd − hh)` — it sticks at the pin line and is pushed up
    ///   by its own section's end, never riding below its rows;
    /// - footer: `max(min(fy, pinBottom − fh), rowsTop)` — the mirror image at the bottom edge.
    ///
    /// Over-scroll needs no special case: past the top, `hy > pinTop`, so the first header moves
    /// down with the content instead of staying glued to the edge. An element is listed when its
    /// placed frame intersects the visible bounds. Placements come in section order, each section's
    /// header before its footer; floating elements draw above rows.
    ///
    /// - Complexity: O(log sections + visible sections).
    public func supplementaryPlacements(in viewport: Viewport) -> [SupplementaryPlacement] {
        guard viewport.height > 0 else { return [] }
        return supplementaryPlacements(intersectingMinY: viewport.minY, maxY: viewport.maxY,
                                       pinnedTo: style.floatsSectionHeadersAndFooters ? viewport : nil)
    }

    /// The headers and footers whose placed frames intersect `minY..<maxY`: floating against
    /// `viewport`'s pin lines when one is given (the rules above), at their natural frames
    /// otherwise. The one walk behind ``supplementaryPlacements(in:)`` and the item-layout
    /// placements.
    ///
    /// - Complexity: O(log sections + sections in the range).
    func supplementaryPlacements(intersectingMinY minY: Double, maxY: Double, pinnedTo viewport: Viewport?) -> [SupplementaryPlacement] {
        guard !sections.isEmpty, maxY > minY else { return [] }
        let localMin = minY - tableHeaderExtent
        var section = localMin < 0 ? 0 : sectionTree.index(endingAfter: localMin)
        var result: [SupplementaryPlacement] = []
        while section < sections.count {
            let sectionMinY = self.minY(ofSection: section)
            if sectionMinY >= maxY { break }
            let layout = sections[section]
            let headerY = sectionMinY + layout.extents.topPadding
            let rowsTop = headerY + layout.extents.header
            let rowsEnd = rowsTop + layout.rows.totalExtent
            let hh = layout.extents.header
            let fh = layout.extents.footer
            if hh > 0 {
                let y = viewport.map { min(max(headerY, $0.pinTop), rowsEnd - hh) } ?? headerY
                let frame = CGRect(x: 0, y: y, width: width, height: hh)
                if y < maxY && y + hh > minY {
                    result.append(SupplementaryPlacement(kind: .header, section: section, frame: frame, isPinned: y != headerY))
                }
            }
            if fh > 0 {
                let y = viewport.map { max(min(rowsEnd, $0.pinBottom - fh), rowsTop) } ?? rowsEnd
                let frame = CGRect(x: 0, y: y, width: width, height: fh)
                if y < maxY && y + fh > minY {
                    result.append(SupplementaryPlacement(kind: .footer, section: section, frame: frame, isPinned: y != rowsEnd))
                }
            }
            section += 1
        }
        return result
    }
}
