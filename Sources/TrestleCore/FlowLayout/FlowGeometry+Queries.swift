import Foundation

/// One line of a section, located and distributed: what the queries need to place its items.
struct FlowLine {
    var section: Int
    var firstItem: Int
    var count: Int
    /// The line's leading edge along the scroll axis, in content coordinates (before rounding).
    var top: Double
    /// The line's extent along the scroll axis: its tallest item.
    var extent: Double
    /// Where the first item starts across the scroll axis, and the space after each item.
    var origin: Double
    var gap: Double
    var hasOwnSizes: Bool
    var metrics: FlowMetrics
}

extension FlowGeometry {
    // MARK: Frames

    /// The size of all the content: ``crossExtent`` across the scroll axis, the sections' extents
    /// added up along it; each rounded to the display scale when there is one.
    ///
    /// - Complexity: O(1).
    public var contentSize: CGSize {
        oriented(main: 0, cross: 0, mainSize: snap(sectionTree.total), crossSize: snap(crossExtent)).size
    }

    /// The frame of the item at `path`, which must exist (UIKit's `layoutAttributesForItem(at:)`).
    /// Items never pin, so this is also where it is drawn.
    ///
    /// - Complexity: O(log sections + log blocks), plus the items before it in its line when that
    ///   line holds items with sizes of their own.
    public func frameForItem(at path: ItemPath) -> CGRect {
        requireItem(path, "frameForItem(at:)")
        let (line, position) = locate(path)
        var frame = CGRect.zero
        forEachItem(in: line, positions: position..<(position + 1)) { _, itemFrame in frame = itemFrame }
        return frame
    }

    /// The natural frame of a section's header (``SupplementaryKind/header``) or footer
    /// (``SupplementaryKind/footer``) at `ItemPath(section: s, item: 0)`: as long as
    /// ``crossExtent`` across the scroll axis (section insets do not apply to them), its style's
    /// extent along it. `nil` when the section has none (a zero extent), for another kind or path,
    /// or for a section out of range.
    ///
    /// - Complexity: O(log sections).
    public func frameForSupplementary(ofKind kind: SupplementaryKind, at path: ItemPath) -> CGRect? {
        guard path.item == 0, path.section >= 0, path.section < sections.count else { return nil }
        let start = sectionStart(path.section)
        switch kind {
        case .header: return headerFrame(section: path.section, sectionStart: start)
        case .footer: return footerFrame(section: path.section, sectionStart: start)
        default: return nil
        }
    }

    /// The item whose frame contains `point` (UIKit's `indexPathForItem(at:)`), or `nil` when the
    /// point is in no item: a frame contains the points on its leading edges, not those on its
    /// trailing edges, so neighbours never both claim a point.
    ///
    /// - Complexity: O(log sections + log blocks + items in the lines at the point).
    public func item(at point: CGPoint) -> ItemPath? {
        let main = scrollDirection == .vertical ? Double(point.y) : Double(point.x)
        guard main.isFinite, !sections.isEmpty else { return nil }
        let pad = queryPadding(main, main)
        var found: ItemPath?
        forEachSection(from: main - pad, through: main + pad) { section, start in
            guard found == nil else { return }
            forEachLine(inSection: section, sectionStart: start, from: main - pad, through: main + pad) { line in
                forEachItem(in: line, positions: 0..<line.count) { item, frame in
                    if found == nil, frame.minX <= point.x, point.x < frame.maxX, frame.minY <= point.y, point.y < frame.maxY {
                        found = ItemPath(section: section, item: item)
                    }
                }
                return found == nil
            }
        }
        return found
    }

    // MARK: Headers and footers

    /// The header's natural frame, when the section has one.
    func headerFrame(section: Int, sectionStart: Double) -> CGRect? {
        let m = metrics(of: sections[section].style)
        guard m.header > 0 else { return nil }
        return reportedFrame(main: sectionStart, cross: 0, mainSize: m.header, crossSize: crossExtent)
    }

    /// The footer's natural frame, when the section has one: after the trailing inset, or right
    /// after the header when the section is empty.
    func footerFrame(section: Int, sectionStart: Double) -> CGRect? {
        let m = metrics(of: sections[section].style)
        guard m.footer > 0 else { return nil }
        return reportedFrame(main: sectionStart + contentEnd(of: sections[section], m), cross: 0,
                             mainSize: m.footer, crossSize: crossExtent)
    }

    // MARK: Lines

    /// Where a section's first line starts along the scroll axis.
    func linesStart(sectionStart: Double, _ m: FlowMetrics) -> Double {
        sectionStart + m.header + m.insetStart
    }

    /// Line `line` of `block` (placed: its top measured from the section's first line) of
    /// `section`, distributed; `isLast` says whether the block is the section's last.
    func makeLine(section index: Int, block: FlowBlock, isLast: Bool, line: Int, linesStart: Double, _ m: FlowMetrics) -> FlowLine {
        let count = block.isRun ? block.itemsPerLine : block.itemCount
        let isLastOfSeveral = !block.isRun && isLast && sections[index].blocks.count > 1
        let (lead, gap) = m.distribution(count: count, crossSum: block.crossSum, widest: block.widest,
                                         isLastOfSeveral: isLastOfSeveral)
        return FlowLine(section: index, firstItem: block.firstItem + line * count, count: count,
                        top: linesStart + block.lineTop(line, spacing: m.lineSpacing), extent: block.lineExtent,
                        origin: m.crossStart + lead, gap: gap, hasOwnSizes: block.hasOwnSizes, metrics: m)
    }

    /// The line holding the item at `path`, which must exist, and the item's position in it.
    func locate(_ path: ItemPath) -> (line: FlowLine, position: Int) {
        let section = sections[path.section]
        let m = metrics(of: section.style)
        let position = section.blocks.position(containing: path.item)
        let block = section.blocks[position]
        let lineIndex = block.isRun ? (path.item - block.firstItem) / block.itemsPerLine : 0
        let line = makeLine(section: path.section, block: block, isLast: section.blocks.isLast(position), line: lineIndex,
                            linesStart: linesStart(sectionStart: sectionStart(path.section), m), m)
        return (line, path.item - line.firstItem)
    }

    /// Calls `body` with the item index and reported frame of the items at `positions` of `line`.
    ///
    /// Items are placed at `origin + (the widths before it) + position · gap` across the scroll
    /// axis and centred in the line along it.
    func forEachItem(in line: FlowLine, positions: Range<Int>, _ body: (Int, CGRect) -> Void) {
        let m = line.metrics
        guard line.hasOwnSizes else {
            for position in positions {
                let cross = line.origin + Double(position) * m.itemCross + Double(position) * line.gap
                body(line.firstItem + position,
                     reportedFrame(main: line.top + (line.extent - m.itemMain) / 2, cross: cross,
                                   mainSize: m.itemMain, crossSize: m.itemCross))
            }
            return
        }
        // The widths before an item are added up from the line's start.
        let owned = sections[line.section].ownSizes
        var own = owned.lowerBound(line.firstItem)
        var before = 0.0
        for position in 0..<positions.upperBound {
            let item = line.firstItem + position
            var main = m.itemMain, cross = m.itemCross
            if own != owned.endIndex && owned.item(at: own) == item {
                let size = owned.size(at: own)
                main = FlowMetrics.main(of: size, m.direction)
                cross = FlowMetrics.cross(of: size, m.direction)
                own = owned.index(after: own)
            }
            if position >= positions.lowerBound {
                body(item, reportedFrame(main: line.top + (line.extent - main) / 2,
                                         cross: line.origin + before + Double(position) * line.gap,
                                         mainSize: main, crossSize: cross))
            }
            before += cross
        }
    }

    /// Calls `body` with each section whose extent reaches into `lo...hi` along the scroll axis,
    /// and its start, in order.
    func forEachSection(from lo: Double, through hi: Double, _ body: (Int, Double) -> Void) {
        guard !sections.isEmpty else { return }
        var section = sectionTree.index(endingAfter: lo)
        while section < sections.count {
            let start = sectionStart(section)
            if start > hi { break }
            body(section, start)
            section += 1
        }
    }

    /// Calls `body` with each line of `section` that reaches into `lo...hi` along the scroll axis
    /// (edges included), in order, until it returns `false`: a binary search for the first block,
    /// arithmetic for the first line of a run.
    func forEachLine(inSection index: Int, sectionStart: Double, from lo: Double, through hi: Double,
                     _ body: (FlowLine) -> Bool) {
        let section = sections[index]
        guard section.itemCount > 0 else { return }
        let m = metrics(of: section.style)
        let start = linesStart(sectionStart: sectionStart, m)
        let localLo = lo - start, localHi = hi - start
        let spacing = m.lineSpacing
        let blocks = section.blocks
        blocks.forEach(from: blocks.position(endingAtOrAfter: localLo, spacing: spacing)) { position, block in
            if block.top > localHi { return false }
            let pitch = block.lineExtent + spacing
            var line = 0
            if block.lineCount > 1 {
                // Lines of a run stand `pitch` apart; with no pitch they all share one place.
                if pitch <= 0 {
                    if block.top + block.lineExtent < localLo { return true }
                } else {
                    let estimate = (localLo - block.top - block.lineExtent) / pitch
                    line = estimate <= 0 ? 0 : estimate >= Double(block.lineCount) ? block.lineCount - 1 : Int(estimate)
                }
            }
            let isLast = blocks.isLast(position)
            while line < block.lineCount {
                let top = block.lineTop(line, spacing: spacing)
                if top > localHi { return false }
                if top + block.lineExtent >= localLo,
                   !body(makeLine(section: index, block: block, isLast: isLast, line: line, linesStart: start, m)) {
                    return false
                }
                line += 1
            }
            return true
        }
    }

    /// How far beyond a queried range along the scroll axis to look: half a grid step can move a
    /// rounded edge, and a tolerance covers the difference between local and content coordinates.
    func queryPadding(_ lo: Double, _ hi: Double) -> Double {
        let magnitude = max(1, abs(lo), abs(hi))
        return (displayScale.map { 1 / $0 } ?? 0) + (magnitude.isFinite ? magnitude * 1e-9 : 0)
    }

    // MARK: Axes and rounding

    /// `value` rounded to the nearest `1 / displayScale`, or unchanged without a display scale.
    func snap(_ value: Double) -> Double {
        guard let scale = displayScale else { return value }
        return (value * scale).rounded() / scale
    }

    /// A rect from extents along (main) and across (cross) the scroll axis.
    func oriented(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> CGRect {
        scrollDirection == .vertical
            ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
            : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
    }

    /// The frame the geometry reports: each edge rounded to the display scale, when it has one.
    func reportedFrame(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> CGRect {
        guard displayScale != nil else { return oriented(main: main, cross: cross, mainSize: mainSize, crossSize: crossSize) }
        let mainMin = snap(main), crossMin = snap(cross)
        return oriented(main: mainMin, cross: crossMin, mainSize: snap(main + mainSize) - mainMin,
                        crossSize: snap(cross + crossSize) - crossMin)
    }

    /// A rect's leading edge along the scroll axis.
    func mainMin(of rect: CGRect) -> Double { scrollDirection == .vertical ? Double(rect.minY) : Double(rect.minX) }
    /// A rect's trailing edge along the scroll axis.
    func mainMax(of rect: CGRect) -> Double { scrollDirection == .vertical ? Double(rect.maxY) : Double(rect.maxX) }
    /// A rect's extent along the scroll axis.
    func mainSize(of rect: CGRect) -> Double { scrollDirection == .vertical ? Double(rect.height) : Double(rect.width) }
    /// A rect's leading edge across the scroll axis.
    func crossMin(of rect: CGRect) -> Double { scrollDirection == .vertical ? Double(rect.minX) : Double(rect.minY) }

    /// `rect` moved along the scroll axis so that its leading edge is at `main`.
    func moved(_ rect: CGRect, toMain main: Double) -> CGRect {
        var moved = rect
        if scrollDirection == .vertical { moved.origin.y = CGFloat(main) } else { moved.origin.x = CGFloat(main) }
        return moved
    }
}
