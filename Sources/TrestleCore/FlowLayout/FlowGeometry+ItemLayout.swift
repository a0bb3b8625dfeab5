import Foundation

extension FlowGeometry: ItemLayout {
    /// The items, headers and footers whose placed frames intersect `rect` (strictly), in
    /// ``ElementPlacement`` order: items and unpinned headers and footers at z index 0, then pinned
    /// ones at ``pinnedZIndex``. Given a viewport, headers pin when ``pinsSectionHeaders`` is on and
    /// footers when ``pinsSectionFooters`` is (`headerPlacement(section:sectionStart:viewport:)`);
    /// without one, everything is at its natural frame.
    ///
    /// A pinned header or footer never leaves its section, so only the sections and lines that
    /// reach into `rect` along the scroll axis are visited. (Scrolling horizontally, pass a rect
    /// bounded along x: a viewport made with ``Viewport/init(offsetY:height:insetTop:insetBottom:)``
    /// has an infinite width, and its visible rect holds every column.)
    ///
    /// - Complexity: O(log sections + log blocks + k) for the k items in the lines that reach
    ///   into `rect`, plus a step for each empty section crossed.
    public func placements(in rect: CGRect, viewport: Viewport?) -> [ElementPlacement] {
        guard rect.hasPositiveArea, !sections.isEmpty else { return [] }
        let lo = mainMin(of: rect), hi = mainMax(of: rect)
        let pad = queryPadding(lo, hi)
        var items: [ElementPlacement] = []
        var natural: [ElementPlacement] = []
        var pinned: [ElementPlacement] = []
        forEachSection(from: lo - pad, through: hi + pad) { section, start in
            forEachLine(inSection: section, sectionStart: start, from: lo - pad, through: hi + pad) { line in
                forEachItem(in: line, positions: 0..<line.count) { item, frame in
                    if frame.overlapsStrictly(rect) {
                        items.append(ElementPlacement(element: .item(ItemPath(section: section, item: item)), frame: frame))
                    }
                }
                return true
            }
            // By kind name a section's footer sorts before its header.
            let supplementary = [footerPlacement(section: section, sectionStart: start, viewport: viewport),
                                 headerPlacement(section: section, sectionStart: start, viewport: viewport)]
            for case let placement? in supplementary where placement.frame.overlapsStrictly(rect) {
                if placement.isPinned { pinned.append(placement) } else { natural.append(placement) }
            }
        }
        return items + natural + pinned
    }
}
