import Foundation

/// A section's style read along the scroll axis (*main*) and across it (*cross*): the packer and
/// the queries work in these terms, so one implementation serves both scroll directions.
struct FlowMetrics {
    /// The header's and footer's extents along the scroll axis (0: none).
    var header: Double
    var footer: Double
    /// The insets before and after the lines along the scroll axis.
    var insetStart: Double
    var insetEnd: Double
    /// The inset before the items across the scroll axis (where a line starts).
    var crossStart: Double
    /// The line length: the cross extent less the section's two cross insets.
    var available: Double
    var lineSpacing: Double
    var interitemSpacing: Double
    /// The default item's extents along and across the scroll axis.
    var itemMain: Double
    var itemCross: Double
    var direction: FlowGeometry.ScrollDirection

    init(_ style: FlowGeometry.SectionStyle, direction: FlowGeometry.ScrollDirection, crossExtent: Double) {
        self.direction = direction
        let inset = style.inset
        switch direction {
        case .vertical:
            header = Double(style.headerSize.height)
            footer = Double(style.footerSize.height)
            insetStart = inset.top
            insetEnd = inset.bottom
            crossStart = inset.left
            available = crossExtent - inset.left - inset.right
        case .horizontal:
            header = Double(style.headerSize.width)
            footer = Double(style.footerSize.width)
            insetStart = inset.left
            insetEnd = inset.right
            crossStart = inset.top
            available = crossExtent - inset.top - inset.bottom
        }
        lineSpacing = style.minimumLineSpacing
        interitemSpacing = style.minimumInteritemSpacing
        itemMain = Self.main(of: style.itemSize, direction)
        itemCross = Self.cross(of: style.itemSize, direction)
    }

    static func main(of size: CGSize, _ direction: FlowGeometry.ScrollDirection) -> Double {
        direction == .vertical ? Double(size.height) : Double(size.width)
    }

    static func cross(of size: CGSize, _ direction: FlowGeometry.ScrollDirection) -> Double {
        direction == .vertical ? Double(size.width) : Double(size.height)
    }

    /// The slack allowed when deciding whether an item fits, so that sizes that add up to the line
    /// length exactly are not pushed out by rounding error.
    static let fitTolerance = 1e-9

    /// How many more items of cross extent `width` fit after a line already `used` long, each
    /// after the minimum interitem spacing: the largest `j ≤ limit` with
    /// `used + j·(spacing + width) ≤ available`.
    func fitting(after used: Double, width: Double, limit: Int) -> Int {
        let step = interitemSpacing + width
        let bound = available + Self.fitTolerance
        guard limit > 0, used + step <= bound else { return 0 }
        if step <= 0 { return limit }
        let estimate = (bound - used) / step
        var count = estimate >= Double(limit) ? limit : max(1, Int(estimate))
        while count > 1 && used + Double(count) * step > bound { count -= 1 }
        while count < limit && used + Double(count + 1) * step <= bound { count += 1 }
        return count
    }

    /// How many items of cross extent `width` a fresh line holds: at least one, however wide.
    func lineCapacity(width: Double) -> Int {
        1 + fitting(after: width, width: width, limit: Int.max / 4)
    }

    /// Where a line's items go across the scroll axis: the first item at `crossStart + lead`, each
    /// next one `gap` after the previous one's end.
    ///
    /// - A line that is not the last of several (a full line, or the section's only line) is
    ///   justified: the first item flush with the leading inset, the last with the trailing one;
    ///   a lone item is centred.
    /// - The last line of a section with several lines is spaced as if it were filled with more
    ///   items as wide as its widest one, so that with uniform sizes its items land on the columns
    ///   above: `k` such items fit, `gap = (available − k·widest) / (k − 1)`. The gap never exceeds
    ///   the justified one, so the line never overflows; when only one such item fits, a lone item
    ///   is centred as the one-item lines above it are, and several use the minimum spacing.
    func distribution(count: Int, crossSum: Double, widest: Double, isLastOfSeveral: Bool) -> (lead: Double, gap: Double) {
        let justified = count > 1 ? (available - crossSum) / Double(count - 1) : 0
        guard isLastOfSeveral else {
            return count == 1 ? ((available - crossSum) / 2, 0) : (0, justified)
        }
        let columns = lineCapacity(width: widest)
        if count == 1 && columns == 1 { return ((available - crossSum) / 2, 0) }
        var gap = columns > 1 && widest + interitemSpacing > 0
            ? (available - Double(columns) * widest) / Double(columns - 1)
            : interitemSpacing
        if count > 1 { gap = min(gap, justified) }
        return (0, gap)
    }
}

/// A stretch of a section's lines: a run of full lines of default-sized items placed by
/// arithmetic, or a single line listed on its own.
struct FlowBlock: Hashable, Sendable {
    /// The block's first item.
    var firstItem: Int
    /// The number of items in the block.
    var itemCount: Int
    /// The number of lines (1 for a single line).
    var lineCount: Int
    /// The leading edge of the block's first line: from the section's first line as read from a
    /// ``FlowBlockList`` (or packed), from its chunk's first line as stored in one.
    var top: Double
    /// The extent of each of its lines along the scroll axis: its tallest item.
    var lineExtent: Double
    /// The cross extents of one line's items, added up.
    var crossSum: Double
    /// The cross extent of the widest item of a line.
    var widest: Double
    /// Whether this is a run of full lines of `itemCount / lineCount` default-sized items each.
    var isRun: Bool
    /// Whether the line holds items with sizes of their own (a single line only).
    var hasOwnSizes: Bool

    var itemsPerLine: Int { itemCount / lineCount }
    var endItem: Int { firstItem + itemCount }

    /// The leading edge of line `line` of the block.
    func lineTop(_ line: Int, spacing: Double) -> Double {
        top + Double(line) * (lineExtent + spacing)
    }

    /// Where the next block's first line starts.
    func nextTop(spacing: Double) -> Double { lineTop(lineCount, spacing: spacing) }

    /// The trailing edge of the block's last line.
    func bottom(spacing: Double) -> Double { lineTop(lineCount - 1, spacing: spacing) + lineExtent }
}

/// One section's state.
struct FlowSection: Equatable, Sendable {
    var style: FlowGeometry.SectionStyle
    var itemCount: Int
    /// The items that have sizes of their own, ascending, and their sizes.
    var ownSizes = FlowOwnSizes()
    /// The packed lines, in order; empty when the section has no items.
    var blocks = FlowBlockList()

    init(style: FlowGeometry.SectionStyle, itemCount: Int) {
        self.style = style
        self.itemCount = itemCount
    }

    /// The extent of the lines from the first one's leading edge to the last one's trailing edge.
    func linesExtent(spacing: Double) -> Double {
        blocks.lastBlock?.bottom(spacing: spacing) ?? 0
    }

    /// Where re-packing starts for a change at `changedItem`: the block holding the item before
    /// it — lines that end earlier were each closed by an item before `changedItem` that did not
    /// fit, so they cannot change — or the run before that block, so that a run the change
    /// lengthens is rebuilt as one block. The blocks must cover the item before `changedItem`.
    func restartPosition(for changedItem: Int) -> FlowBlockList.Position {
        guard changedItem > 0, !blocks.isEmpty else { return blocks.startIndex }
        let position = blocks.position(containing: changedItem - 1)
        if !blocks.stored(position).isRun, let previous = blocks.position(before: position), blocks.stored(previous).isRun {
            return previous
        }
        return position
    }
}

/// Packs a section's items into blocks of lines: UIKit's greedy line filling, by arithmetic over
/// runs of default-sized items.
struct FlowPacker {
    var metrics: FlowMetrics

    /// A line being filled.
    private struct OpenLine {
        var firstItem: Int
        var count: Int
        /// The line's length so far: items and the minimum spacing between them.
        var used: Double
        var crossSum: Double
        var widest: Double
        var extent: Double
        var hasOwnSizes: Bool
    }

    /// Packs `section`'s items from `start`, which must begin a line, whose leading edge is at
    /// `top`; hands each block to `emit` in order, until it returns `false`.
    ///
    /// A line's items depend only on the items from its first one on, so after each block the
    /// rest is exactly what packing from the block's end item gives: that is what lets re-packing
    /// stop once it reaches a line the old packing started at the same item.
    ///
    /// - Complexity: O(blocks emitted + own sizes they hold + log own sizes).
    func pack(_ section: FlowSection, from start: Int, top: Double, _ emit: (FlowBlock) -> Bool) {
        let m = metrics
        let count = section.itemCount
        let owned = section.ownSizes
        let capacity = m.lineCapacity(width: m.itemCross)
        var top = top
        var item = start
        var own = owned.lowerBound(start)
        var open: OpenLine?

        /// Emits `block`; whether to go on.
        func add(_ block: FlowBlock) -> Bool {
            top = block.nextTop(spacing: m.lineSpacing)
            return emit(block)
        }

        func close(_ line: OpenLine) -> Bool {
            add(FlowBlock(firstItem: line.firstItem, itemCount: line.count, lineCount: 1, top: top,
                          lineExtent: line.extent, crossSum: line.crossSum, widest: line.widest,
                          isRun: false, hasOwnSizes: line.hasOwnSizes))
        }

        while item < count {
            let nextOwn = own != owned.endIndex ? owned.item(at: own) : count
            var run = nextOwn - item
            if run > 0, var line = open {
                // Default-sized items finish the open line, as many as fit.
                let fitting = m.fitting(after: line.used, width: m.itemCross, limit: run)
                if fitting > 0 {
                    line.used += Double(fitting) * (m.interitemSpacing + m.itemCross)
                    line.crossSum += Double(fitting) * m.itemCross
                    line.widest = max(line.widest, m.itemCross)
                    line.extent = max(line.extent, m.itemMain)
                    line.count += fitting
                    item += fitting
                    run -= fitting
                }
                if run > 0 {
                    open = nil
                    guard close(line) else { return }
                } else {
                    open = line
                }
            }
            if run > 0 {
                // Then whole lines of `capacity`; the last line stays open for what follows.
                let lines = run <= capacity ? 1 : (run - 1) / capacity + 1
                if lines > 1 {
                    let block = FlowBlock(firstItem: item, itemCount: (lines - 1) * capacity, lineCount: lines - 1, top: top,
                                          lineExtent: m.itemMain, crossSum: Double(capacity) * m.itemCross, widest: m.itemCross,
                                          isRun: true, hasOwnSizes: false)
                    item = block.endItem
                    guard add(block) else { return }
                }
                let rest = nextOwn - item
                open = OpenLine(firstItem: item, count: rest,
                                used: m.itemCross + Double(rest - 1) * (m.interitemSpacing + m.itemCross),
                                crossSum: Double(rest) * m.itemCross, widest: m.itemCross, extent: m.itemMain, hasOwnSizes: false)
                item = nextOwn
            }
            if nextOwn < count {
                let size = owned.size(at: own)
                let cross = FlowMetrics.cross(of: size, m.direction)
                let main = FlowMetrics.main(of: size, m.direction)
                if var line = open, line.used + m.interitemSpacing + cross <= m.available + FlowMetrics.fitTolerance {
                    line.used += m.interitemSpacing + cross
                    line.crossSum += cross
                    line.widest = max(line.widest, cross)
                    line.extent = max(line.extent, main)
                    line.count += 1
                    line.hasOwnSizes = true
                    open = line
                } else {
                    if let line = open {
                        open = nil
                        guard close(line) else { return }
                    }
                    open = OpenLine(firstItem: nextOwn, count: 1, used: cross, crossSum: cross, widest: cross,
                                    extent: main, hasOwnSizes: true)
                }
                item = nextOwn + 1
                own = owned.index(after: own)
            }
        }
        if let line = open { _ = close(line) }
    }

    /// The blocks of `section` packed from scratch.
    func packAll(_ section: FlowSection) -> [FlowBlock] {
        var blocks: [FlowBlock] = []
        pack(section, from: 0, top: 0) { blocks.append($0); return true }
        return blocks
    }
}

extension FlowGeometry {
    /// A section's style read along and across this geometry's scroll axis.
    func metrics(of style: SectionStyle) -> FlowMetrics {
        FlowMetrics(style, direction: scrollDirection, crossExtent: crossExtent)
    }

    func packer(for style: SectionStyle) -> FlowPacker {
        FlowPacker(metrics: metrics(of: style))
    }

    /// The section's extent along the scroll axis: header, then (when it has items) the leading
    /// inset, its lines and the trailing inset, then footer. An empty section has no insets, as in
    /// UIKit.
    func extent(of section: FlowSection) -> Double {
        let m = metrics(of: section.style)
        return contentEnd(of: section, m) + m.footer
    }

    /// Where the section's footer starts, from the section's leading edge: the end of its trailing
    /// inset, or of its header when it has no items.
    func contentEnd(of section: FlowSection, _ m: FlowMetrics) -> Double {
        guard section.itemCount > 0 else { return m.header }
        return m.header + m.insetStart + section.linesExtent(spacing: m.lineSpacing) + m.insetEnd
    }
}
