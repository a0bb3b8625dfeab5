import Foundation
import TrestleTesting
@testable import TrestleCore

/// The naive model ``FlowGeometry`` is compared against: every item packed one at a time with the
/// rules of <doc:TrestleCore/UIKitBehavior#Flow-layout-packing>, written out as plainly as
/// possible — one loop over the items, one over the lines — with no blocks, runs or searches.
///
/// Formulas are written in the same algebraic form as the engine's (a justified gap as
/// `(W − Σwidths) / (n − 1)`, which is `minimumInteritemSpacing + leftover / (n − 1)`), so that
/// with the half-point sizes the tests use the two agree to the last bit and frames can be
/// compared exactly, rounding included.
struct ReferenceFlow {
    struct Section {
        var style: FlowGeometry.SectionStyle
        /// Each item's own size, or `nil` for the section's item size.
        var sizes: [CGSize?]
    }

    /// Every frame of the layout.
    struct Layout {
        var items: [ItemPath: CGRect] = [:]
        var headers: [Int: CGRect] = [:]
        var footers: [Int: CGRect] = [:]
        var contentSize: CGSize = .zero
        /// Per section: where its footer starts (the end of its content), along the scroll axis.
        var contentEnds: [Double] = []
        /// Per section: where its header ends, along the scroll axis.
        var headerEnds: [Double] = []
    }

    var direction: FlowGeometry.ScrollDirection = .vertical
    var crossExtent: Double
    var displayScale: Double?
    var sections: [Section]

    /// The engine's geometry for the same input: sections built with counts, then own sizes set.
    func makeGeometry(pinsHeaders: Bool = false, pinsFooters: Bool = false) -> FlowGeometry {
        var geometry = FlowGeometry(scrollDirection: direction, crossExtent: crossExtent,
                                    sections: sections.map { FlowGeometry.Section(style: $0.style, itemCount: $0.sizes.count) },
                                    displayScale: displayScale)
        geometry.pinsSectionHeaders = pinsHeaders
        geometry.pinsSectionFooters = pinsFooters
        var own: [(ItemPath, CGSize)] = []
        for (s, section) in sections.enumerated() {
            for (i, size) in section.sizes.enumerated() {
                if let size { own.append((ItemPath(section: s, item: i), size)) }
            }
        }
        geometry.setItemSizes(own)
        return geometry
    }

    private func round(_ value: Double) -> Double {
        guard let scale = displayScale else { return value }
        return (value * scale).rounded() / scale
    }

    /// A frame from extents along (main) and across (cross) the scroll axis, each edge rounded.
    private func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> CGRect {
        var (m0, m1, c0, c1) = (main, main + mainSize, cross, cross + crossSize)
        var (mainExtent, crossExtent) = (mainSize, crossSize)
        if displayScale != nil {
            (m0, m1, c0, c1) = (round(m0), round(m1), round(c0), round(c1))
            (mainExtent, crossExtent) = (m1 - m0, c1 - c0)
        }
        return direction == .vertical ? CGRect(x: c0, y: m0, width: crossExtent, height: mainExtent)
                                      : CGRect(x: m0, y: c0, width: mainExtent, height: crossExtent)
    }

    private func main(_ size: CGSize) -> Double { direction == .vertical ? Double(size.height) : Double(size.width) }
    private func cross(_ size: CGSize) -> Double { direction == .vertical ? Double(size.width) : Double(size.height) }

    func layout() -> Layout {
        var result = Layout()
        var y = 0.0   // along the scroll axis
        for (s, section) in sections.enumerated() {
            let style = section.style
            let header = main(style.headerSize), footer = main(style.footerSize)
            // Headers and footers span the whole cross extent: the section inset does not apply.
            if header > 0 { result.headers[s] = rect(main: y, cross: 0, mainSize: header, crossSize: crossExtent) }
            y += header
            result.headerEnds.append(y)
            // An empty section has no insets.
            if !section.sizes.isEmpty {
                let inset = style.inset
                let (before, after, crossBefore, crossAfter) = direction == .vertical
                    ? (inset.top, inset.bottom, inset.left, inset.right)
                    : (inset.left, inset.right, inset.top, inset.bottom)
                let width = crossExtent - crossBefore - crossAfter
                let spacing = style.minimumInteritemSpacing
                let sizes = section.sizes.map { $0 ?? style.itemSize }

                // Greedy filling, one item at a time.
                var lines: [[Int]] = []
                var used = 0.0
                for (i, size) in sizes.enumerated() {
                    let w = cross(size)
                    if let last = lines.indices.last, used + spacing + w <= width + 1e-9 {
                        lines[last].append(i)
                        used = used + spacing + w
                    } else {
                        lines.append([i])
                        used = w
                    }
                }

                y += before
                for (l, line) in lines.enumerated() {
                    let widths = line.map { cross(sizes[$0]) }
                    let height = line.map { main(sizes[$0]) }.max()!
                    var sum = 0.0
                    for w in widths { sum += w }
                    let n = line.count
                    var lead = 0.0, gap = 0.0
                    if l == lines.count - 1 && lines.count > 1 {
                        // The last of several lines: spaced as a full line of its widest item.
                        let widest = widths.max()!
                        var k = 1
                        var filled = widest
                        while k < 10_000 && filled + spacing + widest <= width + 1e-9 {
                            k += 1
                            filled = filled + spacing + widest
                        }
                        if n == 1 && k == 1 {
                            lead = (width - sum) / 2
                        } else {
                            gap = k > 1 && widest + spacing > 0 ? (width - Double(k) * widest) / Double(k - 1) : spacing
                            if n > 1 { gap = min(gap, (width - sum) / Double(n - 1)) }
                        }
                    } else if n == 1 {
                        lead = (width - sum) / 2          // a lone item is centred
                    } else {
                        gap = (width - sum) / Double(n - 1)  // justified
                    }
                    var before = 0.0
                    for (q, i) in line.enumerated() {
                        let size = sizes[i]
                        result.items[ItemPath(section: s, item: i)] = rect(
                            main: y + (height - main(size)) / 2, cross: crossBefore + lead + before + Double(q) * gap,
                            mainSize: main(size), crossSize: cross(size))
                        before += widths[q]
                    }
                    y += height
                    if l < lines.count - 1 { y += style.minimumLineSpacing }
                }
                y += after
            }
            result.contentEnds.append(y)
            if footer > 0 { result.footers[s] = rect(main: y, cross: 0, mainSize: footer, crossSize: crossExtent) }
            y += footer
        }
        let content = (round(y), round(crossExtent))
        result.contentSize = direction == .vertical ? CGSize(width: content.1, height: content.0)
                                                    : CGSize(width: content.0, height: content.1)
        return result
    }

    /// The model after a batch update with `outcome`: sizes follow their items, kept sections keep
    /// their styles, new ones get `newSection(index)`.
    func applying(_ outcome: ReferenceBatch.Outcome, newSection: (Int) -> FlowGeometry.SectionStyle) -> ReferenceFlow {
        var copy = self
        copy.sections = outcome.counts.enumerated().map { s, count in
            let style = outcome.oldSection(forNew: s).map { sections[$0].style } ?? newSection(s)
            return Section(style: style, sizes: (0..<count).map { i in
                outcome.oldPath(forNew: ItemPath(section: s, item: i)).flatMap { sections[$0.section].sizes[$0.item] }
            })
        }
        return copy
    }

    // MARK: Random flows

    /// A random section style whose item size fits `crossExtent` with room to spare (or is
    /// `itemSize`, when given).
    static func randomStyle(crossExtent: Double, itemSize: CGSize? = nil,
                            using rng: inout SeededRandomNumberGenerator) -> FlowGeometry.SectionStyle {
        let insets: [Double] = [0, 0, 3, 7.5]
        let inset = FlowGeometry.Insets(top: insets.randomElement(using: &rng)!, left: insets.randomElement(using: &rng)!,
                                        bottom: insets.randomElement(using: &rng)!, right: insets.randomElement(using: &rng)!)
        let extents: [Double] = [0, 0, 2.5, 6]
        let width = [0, 5, 10, 12.5, 20, 33].randomElement(using: &rng)!
        let height = [0, 1, 4, 7.5, 12].randomElement(using: &rng)!
        return FlowGeometry.SectionStyle(
            inset: inset,
            minimumLineSpacing: [0, 2, 10, 4.5].randomElement(using: &rng)!,
            minimumInteritemSpacing: [0, 2, 10, 4.5].randomElement(using: &rng)!,
            headerSize: CGSize(width: extents.randomElement(using: &rng)!, height: extents.randomElement(using: &rng)!),
            footerSize: CGSize(width: extents.randomElement(using: &rng)!, height: extents.randomElement(using: &rng)!),
            itemSize: itemSize ?? CGSize(width: min(width, crossExtent - 15), height: height))
    }

    /// A random own size: across the scroll axis up to `maxCross` (the narrowest line length when
    /// sizes must fit, so every frame stays inside the content), or beyond it; whole points only
    /// when `integral`.
    static func randomSize(maxCross: Double, overwide: Bool, integral: Bool = false, direction: FlowGeometry.ScrollDirection,
                           using rng: inout SeededRandomNumberGenerator) -> CGSize {
        var crossChoices = [0, 1.5, 8, 15, 25, maxCross].filter { $0 <= maxCross }
        if overwide { crossChoices += [maxCross + 10, maxCross + 0.5] }
        var cross = crossChoices.randomElement(using: &rng)!
        var main = [0, 2, 5.5, 9, 20].randomElement(using: &rng)!
        if integral { (cross, main) = (cross.rounded(.down), main.rounded(.down)) }
        return direction == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    /// A random flow: up to `maxSections` sections of up to `maxItems` items, some of them sized on
    /// their own (each section picks how many), in either direction, with or without rounding.
    /// With `uniformItemSize` every section has the same item size; with `integral` every item
    /// size is whole points.
    static func random(maxSections: Int = 5, maxItems: Int = 30, overwide: Bool = false,
                       direction: FlowGeometry.ScrollDirection? = nil, displayScale: Double?? = nil,
                       uniformItemSize: Bool = false, integral: Bool = false,
                       using rng: inout SeededRandomNumberGenerator) -> ReferenceFlow {
        let direction = direction ?? [.vertical, .horizontal].randomElement(using: &rng)!
        let crossExtent = [48.0, 57, 100, 123.5].randomElement(using: &rng)!
        let scale: Double? = displayScale ?? [nil, 1, 2].randomElement(using: &rng)!
        let itemSize = uniformItemSize || integral ? randomItemSize(crossExtent: crossExtent, integral: integral, using: &rng) : nil
        let sections = (0..<Int.random(in: 0...maxSections, using: &rng)).map { _ in
            let style = randomStyle(crossExtent: crossExtent,
                                    itemSize: uniformItemSize ? itemSize
                                        : integral ? randomItemSize(crossExtent: crossExtent, integral: true, using: &rng) : nil,
                                    using: &rng)
            let available = crossExtent - 15   // both cross insets are at most 7.5
            let ownShare = [0, 0.1, 0.5, 1].randomElement(using: &rng)!
            let sizes: [CGSize?] = (0..<Int.random(in: 0...maxItems, using: &rng)).map { _ in
                Double.random(in: 0..<1, using: &rng) < ownShare
                    ? randomSize(maxCross: available, overwide: overwide, integral: integral, direction: direction, using: &rng)
                    : nil
            }
            return Section(style: style, sizes: sizes)
        }
        return ReferenceFlow(direction: direction, crossExtent: crossExtent, displayScale: scale, sections: sections)
    }

    /// A random default item size that fits every line of a `crossExtent`-wide flow.
    static func randomItemSize(crossExtent: Double, integral: Bool, using rng: inout SeededRandomNumberGenerator) -> CGSize {
        let width = min([0, 5, 10, 12.5, 20, 33].randomElement(using: &rng)!, crossExtent - 15)
        let height = [0, 1, 4, 7.5, 12].randomElement(using: &rng)!
        return integral ? CGSize(width: width.rounded(.down), height: height.rounded(.down)) : CGSize(width: width, height: height)
    }
}
