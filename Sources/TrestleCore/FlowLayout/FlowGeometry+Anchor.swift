import Foundation

extension FlowGeometry {
    /// What keeps the content under the user's eye still: the element under the pin line along the
    /// scroll axis — the first item of the line there, or a header or footer — and where it was.
    ///
    /// The anchor remembers two things, and keeps one or the other:
    ///
    /// - **Its line** while items are measured: ``contentOffset(keeping:in:)`` puts the anchored
    ///   item's line back at ``lineDistance`` from the pin line and leaves the offset across the
    ///   scroll axis alone. Measuring an item in an earlier line by Δ moves the offset by exactly
    ///   the change in the anchored line's position; measuring an item in the anchored line or
    ///   after it moves nothing (the line grows away from the pin line, and its shorter items
    ///   re-centre in it).
    /// - **Its frame** once ``remapped(through:)`` a batch update, which can carry an item to
    ///   another line or column: the item's own frame goes back to where it was on screen, on both
    ///   axes (the view then clamps the offset, which pins the axis that does not scroll).
    public struct Anchor: LayoutAnchor {
        /// The anchored element: an item, or a section's header or footer (at
        /// `ItemPath(section: s, item: 0)`); `nil` once an update removed it and no element nearby
        /// took its place, which keeps the offset.
        public var element: LayoutElement?
        /// The leading edge of the element's line (a header's or footer's own leading edge) minus
        /// the pin line, along the scroll axis, at capture.
        public var lineDistance: Double
        /// The element frame's leading edge minus the pin line, along the scroll axis, at capture.
        public var distance: Double
        /// The element frame's leading edge minus the viewport's leading pin line across the
        /// scroll axis (its left edge plus inset scrolling vertically), at capture.
        public var crossDistance: Double
        /// Whether ``contentOffset(keeping:in:)`` puts the element's frame back on both axes
        /// (after an update) rather than its line along the scroll axis (while measuring).
        public var keepsFrame: Bool

        /// An anchor on `element`.
        public init(element: LayoutElement?, lineDistance: Double, distance: Double, crossDistance: Double,
                    keepsFrame: Bool = false) {
            self.element = element
            self.lineDistance = lineDistance
            self.distance = distance
            self.crossDistance = crossDistance
            self.keepsFrame = keepsFrame
        }

        /// The anchored item, when the anchor is on an item.
        public var item: ItemPath? {
            if case .item(let path)? = element { return path }
            return nil
        }

        /// The anchor after a batch update, keeping the element's frame where it was on screen:
        ///
        /// - an item that stays (in a section that stays) is followed to its new path; a reloaded
        ///   item hands the anchor to its replacement;
        /// - a deleted or moved item hands it to the next item of its section that stays (following
        ///   a moved item would scroll to wherever it went), or to nothing when none does;
        /// - a header or footer follows its section when the section stays or is reloaded;
        /// - an element of a deleted or moved section, or an item of a reloaded one, hands it to
        ///   nothing: the offset is kept.
        ///
        /// - Complexity: O(log k) for k changes.
        public func remapped(through mapping: UpdateMapping) -> Anchor {
            var result = self
            result.keepsFrame = true
            result.element = element.flatMap { remappedElement($0, mapping) }
            return result
        }

        private func remappedElement(_ element: LayoutElement, _ mapping: UpdateMapping) -> LayoutElement? {
            switch element {
            case .supplementary(let kind, let path):
                if mapping.sectionStays(path.section) {
                    return .supplementary(kind, ItemPath(section: mapping.staysSectionTarget(path.section), item: 0))
                }
                return mapping.newSection(forReloaded: path.section).map { .supplementary(kind, ItemPath(section: $0, item: 0)) }
            case .item(let path):
                if let target = mapping.newPath(forReloaded: path) { return .item(target) }
                guard mapping.sectionStays(path.section) else { return nil }
                let section = mapping.staysSectionTarget(path.section)
                let removed = mapping.removedRows[path.section] ?? .empty
                // The item itself when it stays, otherwise the next item of its section that stays.
                let item = removed.nextGap(atOrAfter: path.item)
                guard item < mapping.oldSectionCounts[path.section] else { return nil }
                return .item(ItemPath(section: section, item: mapping.stayingRowTarget(item - removed.rank(item), inNewSection: section)))
            }
        }
    }

    /// The anchor for `viewport`: the first element in scroll order whose trailing edge is past
    /// the pin line (``Viewport/pinTop``, or ``Viewport/pinLeft`` scrolling horizontally) — a
    /// header, the first item of a line, or a footer — or `nil` when the pin line is at or before
    /// the start of the content (nothing above can change) or past its end.
    ///
    /// - Complexity: O(log sections + log blocks), plus a step for each section crossed that has
    ///   nothing past the pin line.
    public func scrollAnchor(for viewport: Viewport) -> Anchor? {
        let vertical = scrollDirection == .vertical
        let pin = vertical ? viewport.pinTop : viewport.pinLeft
        let crossPin = vertical ? viewport.pinLeft : viewport.pinTop
        guard pin > 0, !sections.isEmpty else { return nil }
        var section = sectionTree.index(endingAfter: pin)
        while section < sections.count {
            let start = sectionStart(section)
            if let (element, frame, lineTop) = element(inSection: section, sectionStart: start, endingAfter: pin) {
                return Anchor(element: element, lineDistance: lineTop - pin, distance: mainMin(of: frame) - pin,
                              crossDistance: crossMin(of: frame) - crossPin)
            }
            section += 1
        }
        return nil
    }

    /// The first element of `section` whose trailing edge is past `pin`, its reported frame, and
    /// the reported leading edge of its line.
    private func element(inSection index: Int, sectionStart: Double, endingAfter pin: Double)
        -> (LayoutElement, CGRect, Double)? {
        let path = ItemPath(section: index, item: 0)
        if let header = headerFrame(section: index, sectionStart: sectionStart), mainMax(of: header) > pin {
            return (.supplementary(.header, path), header, mainMin(of: header))
        }
        var first: FlowLine?
        let pad = queryPadding(pin, pin)
        forEachLine(inSection: index, sectionStart: sectionStart, from: pin - pad, through: .infinity) { line in
            if snap(line.top + line.extent) > pin { first = line }
            return first == nil
        }
        if let line = first {
            let path = ItemPath(section: index, item: line.firstItem)
            return (.item(path), frameForItem(at: path), snap(line.top))
        }
        if let footer = footerFrame(section: index, sectionStart: sectionStart), mainMax(of: footer) > pin {
            return (.supplementary(.footer, path), footer, mainMin(of: footer))
        }
        return nil
    }

    /// The content offset at which `anchor`'s element is again where it was: its line at the same
    /// distance from the pin line while items are measured, its frame on both axes after an update
    /// (``Anchor``). An anchor on nothing, or on an element the geometry no longer has, keeps
    /// `viewport`'s offset. Not clamped.
    ///
    /// - Complexity: O(log sections + log blocks), plus the items before the anchored one in its
    ///   line when that line holds own sizes.
    public func contentOffset(keeping anchor: Anchor, in viewport: Viewport) -> CGPoint {
        let vertical = scrollDirection == .vertical
        let current = CGPoint(x: viewport.offsetX, y: viewport.offsetY)
        let insetMain = vertical ? viewport.insetTop : viewport.insetLeft
        let insetCross = vertical ? viewport.insetLeft : viewport.insetTop
        let frame: CGRect
        let lineTop: Double
        switch anchor.element {
        case .item(let path)?:
            guard path.section >= 0, path.section < sections.count,
                  path.item >= 0, path.item < sections[path.section].itemCount else { return current }
            frame = frameForItem(at: path)
            lineTop = snap(locate(path).line.top)
        case .supplementary(let kind, let path)?:
            guard let supplementary = frameForSupplementary(ofKind: kind, at: path) else { return current }
            frame = supplementary
            lineTop = mainMin(of: frame)
        case nil:
            return current
        }
        let main: Double
        let cross: Double
        if anchor.keepsFrame {
            main = mainMin(of: frame) - anchor.distance - insetMain
            cross = crossMin(of: frame) - anchor.crossDistance - insetCross
        } else {
            main = lineTop - anchor.lineDistance - insetMain
            cross = vertical ? viewport.offsetX : viewport.offsetY
        }
        return vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }
}
