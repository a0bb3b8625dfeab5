import Foundation
import TrestleTesting
@testable import TrestleCore

/// A second ``ItemLayout``, to show the seam is not the table's shape in disguise: a vertically
/// scrolling grid of `columns` columns. Each section has a header across the grid (none when its
/// height is 0) and then its items, row-major; an item sits at the left of its cell, at its own
/// size (its measurement, or the estimate), and a line is as tall as its tallest item. Headers
/// can pin to the viewport's top, as a flow layout's `sectionHeadersPinToVisibleBounds` does.
///
/// Frames are recomputed from scratch after every change (naive on purpose); queries still find
/// the first section and line by binary search, so `placements(in:viewport:)` visits only the
/// lines it returns.
struct UniformGrid: ItemLayout {
    struct NewSection {
        var headerHeight: Double
    }

    /// The item under the pin line and its distance from the pin point on both axes. When the
    /// item goes away in an update the anchor is lost (`item == nil`) and the offset is kept.
    struct Anchor: LayoutAnchor {
        var item: ItemPath?
        var dx: Double
        var dy: Double

        func remapped(through mapping: UpdateMapping) -> Anchor {
            Anchor(item: item.flatMap(mapping.newPath(forOld:)), dx: dx, dy: dy)
        }
    }

    struct Section {
        var headerHeight: Double
        var sizes: [CGSize?]
    }

    var columns: Int
    var columnWidth: Double
    var estimatedSize: CGSize
    var pinsHeaders: Bool
    private(set) var sections: [Section] = []

    // Derived by `layOut()`.
    private var sectionTops: [Double] = []
    private var sectionBottoms: [Double] = []
    /// Per section, the top of each line and its height.
    private var lines: [[(top: Double, height: Double)]] = []
    private var totalHeight = 0.0

    init(columns: Int, columnWidth: Double, estimatedSize: CGSize, pinsHeaders: Bool, sections: [Section]) {
        precondition(columns > 0 && estimatedSize.width <= columnWidth)
        self.columns = columns
        self.columnWidth = columnWidth
        self.estimatedSize = estimatedSize
        self.pinsHeaders = pinsHeaders
        self.sections = sections
        layOut()
    }

    var width: Double { Double(columns) * columnWidth }

    mutating func setSize(_ size: CGSize?, at path: ItemPath) {
        precondition(size.map { Double($0.width) <= columnWidth } ?? true)
        sections[path.section].sizes[path.item] = size
        layOut()
    }

    private mutating func layOut() {
        sectionTops = []
        sectionBottoms = []
        lines = []
        var y = 0.0
        for section in sections {
            sectionTops.append(y)
            y += section.headerHeight
            var sectionLines: [(top: Double, height: Double)] = []
            for start in stride(from: 0, to: section.sizes.count, by: columns) {
                let end = min(start + columns, section.sizes.count)
                let height = (start..<end).map { Double((section.sizes[$0] ?? estimatedSize).height) }.max()!
                sectionLines.append((y, height))
                y += height
            }
            lines.append(sectionLines)
            sectionBottoms.append(y)
        }
        totalHeight = y
    }

    // MARK: ItemLayout

    var contentSize: CGSize { CGSize(width: width, height: totalHeight) }
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].sizes.count }

    func frameForItem(at path: ItemPath) -> CGRect {
        let size = sections[path.section].sizes[path.item] ?? estimatedSize
        let top = lines[path.section][path.item / columns].top
        return CGRect(x: Double(path.item % columns) * columnWidth, y: top, width: Double(size.width), height: Double(size.height))
    }

    func frameForSupplementary(ofKind kind: SupplementaryKind, at path: ItemPath) -> CGRect? {
        guard kind == .header, path.item == 0, path.section >= 0, path.section < sections.count,
              sections[path.section].headerHeight > 0 else { return nil }
        return CGRect(x: 0, y: sectionTops[path.section], width: width, height: sections[path.section].headerHeight)
    }

    func placements(in rect: CGRect, viewport: Viewport?) -> [ElementPlacement] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let minY = Double(rect.minY), maxY = Double(rect.maxY)
        func overlaps(_ frame: CGRect) -> Bool {
            frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
        }
        var result: [ElementPlacement] = []
        var section = Self.first(in: sectionBottoms.indices) { sectionBottoms[$0] > minY }
        while section < sections.count && sectionTops[section] < maxY {
            if let natural = frameForSupplementary(ofKind: .header, at: ItemPath(section: section, item: 0)) {
                var frame = natural
                if pinsHeaders, let viewport {
                    frame.origin.y = min(max(natural.minY, viewport.pinTop), sectionBottoms[section] - natural.height)
                }
                if overlaps(frame) {
                    result.append(ElementPlacement(element: .supplementary(.header, ItemPath(section: section, item: 0)),
                                                   frame: frame, isPinned: frame != natural, zIndex: 1))
                }
            }
            let sectionLines = lines[section]
            var line = Self.first(in: sectionLines.indices) { sectionLines[$0].top + sectionLines[$0].height > minY }
            while line < sectionLines.count && sectionLines[line].top < maxY {
                for item in (line * columns)..<min((line + 1) * columns, sections[section].sizes.count) {
                    let path = ItemPath(section: section, item: item)
                    let frame = frameForItem(at: path)
                    if overlaps(frame) { result.append(ElementPlacement(element: .item(path), frame: frame)) }
                }
                line += 1
            }
            section += 1
        }
        return result.sorted()
    }

    mutating func apply(_ plan: UpdatePlan, newSection: (Int) -> NewSection) {
        let mapping = plan.mapping
        sections = plan.newSectionCounts.enumerated().map { index, count in
            guard let old = mapping.oldSection(forNew: index) else {
                return Section(headerHeight: newSection(index).headerHeight, sizes: Array(repeating: nil, count: count))
            }
            return Section(headerHeight: sections[old].headerHeight, sizes: (0..<count).map { item in
                mapping.oldPath(forNew: ItemPath(section: index, item: item)).flatMap { sections[$0.section].sizes[$0.item] }
            })
        }
        layOut()
    }

    func scrollAnchor(for viewport: Viewport) -> Anchor? {
        let pin = viewport.pinTop
        guard pin > 0 else { return nil }
        var section = Self.first(in: sectionBottoms.indices) { sectionBottoms[$0] > pin }
        while section < sections.count {
            let sectionLines = lines[section]
            let line = Self.first(in: sectionLines.indices) { sectionLines[$0].top + sectionLines[$0].height > pin }
            if line < sectionLines.count {
                let frame = frameForItem(at: ItemPath(section: section, item: line * columns))
                return Anchor(item: ItemPath(section: section, item: line * columns),
                              dx: Double(frame.minX) - viewport.pinLeft, dy: Double(frame.minY) - pin)
            }
            section += 1
        }
        return nil
    }

    func contentOffset(keeping anchor: Anchor, in viewport: Viewport) -> CGPoint {
        guard let item = anchor.item else { return CGPoint(x: viewport.offsetX, y: viewport.offsetY) }
        let frame = frameForItem(at: item)
        return CGPoint(x: Double(frame.minX) - anchor.dx - viewport.insetLeft, y: Double(frame.minY) - anchor.dy - viewport.insetTop)
    }

    /// The first index of `indices` for which `isAfter` holds, which must be false then true.
    private static func first(in indices: Range<Int>, where isAfter: (Int) -> Bool) -> Int {
        var low = indices.lowerBound, high = indices.upperBound
        while low < high {
            let mid = (low + high) / 2
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    // MARK: Random grids

    static func random(using rng: inout SeededRandomNumberGenerator) -> UniformGrid {
        let columnWidth = 10.0
        let estimate = CGSize(width: [4, 10].randomElement(using: &rng)!, height: [0, 2, 5].randomElement(using: &rng)!)
        let sections = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            Section(headerHeight: [0, 0, 3, 7.5].randomElement(using: &rng)!,
                    sizes: (0..<Int.random(in: 0...25, using: &rng)).map { _ in randomSize(using: &rng) })
        }
        return UniformGrid(columns: Int.random(in: 1...4, using: &rng), columnWidth: columnWidth, estimatedSize: estimate,
                           pinsHeaders: Bool.random(using: &rng), sections: sections)
    }

    static func randomSize(using rng: inout SeededRandomNumberGenerator) -> CGSize? {
        Bool.random(using: &rng) ? nil : CGSize(width: [0, 2.5, 10].randomElement(using: &rng)!,
                                                height: [0, 1, 4.5, 12].randomElement(using: &rng)!)
    }
}
