import Foundation
import TrestleTesting
@testable import TrestleCore

/// The naive model ``CompositionalGeometry`` is compared against: every group of every section
/// walked in order, its extent worked out from its items' measurements with the rules written out
/// plainly — no index, no sums, no search.
struct ReferenceCompositional {
    struct Section {
        var spec: CompositionalGeometry.Section
        /// Each item's measured main extent, or `nil`.
        var measured: [Double?]
    }

    var axis: CompositionalGeometry.Axis = .vertical
    var crossExtent: Double
    var interSectionSpacing: Double
    var sections: [Section]

    /// The engine's geometry for the same input.
    func makeGeometry() -> CompositionalGeometry {
        var geometry = CompositionalGeometry(axis: axis, crossExtent: crossExtent,
                                             sections: sections.map { ($0.spec, itemCount: $0.measured.count) },
                                             interSectionSpacing: interSectionSpacing)
        var measurements: [(ItemPath, Double)] = []
        for (s, section) in sections.enumerated() {
            for (item, extent) in section.measured.enumerated() {
                if let extent { measurements.append((ItemPath(section: s, item: item), extent)) }
            }
        }
        geometry.setMeasuredExtents(measurements)
        return geometry
    }

    /// Every item's frame, in content coordinates.
    func itemFrames() -> [ItemPath: CGRect] {
        var result: [ItemPath: CGRect] = [:]
        var main = 0.0
        for (s, section) in sections.enumerated() {
            if s > 0 { main += interSectionSpacing }
            let spec = section.spec
            let header = spec.boundaryItems.filter { $0.edge == .leading && $0.extendsBoundary }.map(\.mainExtent).max() ?? 0
            let footer = spec.boundaryItems.filter { $0.edge == .trailing && $0.extendsBoundary }.map(\.mainExtent).max() ?? 0
            main += header + spec.insets.mainLeading
            let template = spec.group
            let capacity = max(1, template.items.count)
            var item = 0
            var group = 0
            while item < section.measured.count {
                let count = min(capacity, section.measured.count - item)
                var boxes = (0..<count).map { template.items[$0] }
                // Self-sizing: measured items take their extents; stacked items push the ones after.
                var push = 0.0
                for index in 0..<count {
                    boxes[index].main += push
                    if template.sizing != .fixed, let extent = section.measured[item + index] {
                        if template.sizing == .estimatedAlong { push += extent - boxes[index].mainExtent }
                        boxes[index].mainExtent = extent
                    }
                }
                let padding = template.mainExtent - (template.items.map { $0.main + $0.mainExtent }.max() ?? 0)
                var extent = template.mainExtent
                // An unmeasured group keeps its estimate, even when it is the last and not full.
                if template.sizing != .fixed, section.measured[item..<(item + count)].contains(where: { $0 != nil }) {
                    extent = (boxes.map { $0.main + $0.mainExtent }.max() ?? 0) + padding
                }
                for (index, box) in boxes.enumerated() {
                    let frame = CGRect(x: spec.insets.crossLeading + box.cross, y: main + box.main, width: box.crossExtent, height: box.mainExtent)
                    result[ItemPath(section: s, item: item + index)] = axis == .vertical
                        ? frame : CGRect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width)
                }
                main += extent
                item += count
                group += 1
                if item < section.measured.count { main += spec.interGroupSpacing }
            }
            main += spec.insets.mainTrailing + footer
        }
        return result
    }

    // MARK: Random layouts

    /// A random group: a list row, a row of tiles, a stack, or scattered custom items; fixed or
    /// self-sizing. Sizes are whole points.
    static func randomTemplate(crossExtent: Double, selfSizing: Bool?, using rng: inout SeededRandomNumberGenerator) -> CompositionalGeometry.GroupTemplate {
        let sizing: CompositionalGeometry.GroupSizing
        switch selfSizing {
        case true?: sizing = [.estimatedAlong, .estimatedAcross].randomElement(using: &rng)!
        case false?: sizing = .fixed
        case nil: sizing = [.fixed, .estimatedAlong, .estimatedAcross].randomElement(using: &rng)!
        }
        let count = [1, 1, 2, 3, 4].randomElement(using: &rng)!
        let width = max(1, (crossExtent / Double(count)).rounded(.down))
        let height = Double(Int.random(in: 1...6, using: &rng))
        var items: [CompositionalGeometry.Box] = []
        let pad = Double(Int.random(in: 0...1, using: &rng))
        if sizing == .estimatedAlong {
            for index in 0..<count {
                items.append(.init(main: pad + Double(index) * height, cross: 0, mainExtent: height, crossExtent: crossExtent))
            }
            return .init(mainExtent: 2 * pad + Double(count) * height, crossExtent: crossExtent, items: items, sizing: sizing)
        }
        for index in 0..<count {
            items.append(.init(main: pad, cross: Double(index) * width, mainExtent: height, crossExtent: width))
        }
        return .init(mainExtent: 2 * pad + height, crossExtent: crossExtent, items: items, sizing: sizing)
    }

    static func randomSection(crossExtent: Double, template: CompositionalGeometry.GroupTemplate? = nil,
                              using rng: inout SeededRandomNumberGenerator) -> CompositionalGeometry.Section {
        let group = template ?? randomTemplate(crossExtent: crossExtent, selfSizing: nil, using: &rng)
        var boundary: [CompositionalGeometry.BoundaryItem] = []
        if Bool.random(using: &rng) {
            boundary.append(.init(kind: .header, edge: .leading, mainExtent: Double(Int.random(in: 0...3, using: &rng)),
                                  crossExtent: crossExtent, cross: 0))
        }
        if Bool.random(using: &rng) {
            boundary.append(.init(kind: .footer, edge: .trailing, mainExtent: Double(Int.random(in: 0...2, using: &rng)),
                                  crossExtent: crossExtent, cross: 0))
        }
        return .init(group: group,
                     insets: .init(mainLeading: Double(Int.random(in: 0...2, using: &rng)), crossLeading: 0,
                                   mainTrailing: Double(Int.random(in: 0...2, using: &rng)), crossTrailing: 0),
                     interGroupSpacing: Double(Int.random(in: 0...2, using: &rng)), boundaryItems: boundary)
    }

    /// A random layout; with `template`, every section repeats it.
    static func random(maxSections: Int = 4, maxItems: Int = 40, template: CompositionalGeometry.GroupTemplate? = nil,
                       using rng: inout SeededRandomNumberGenerator) -> ReferenceCompositional {
        let crossExtent = 24.0
        let sections = (0..<Int.random(in: 0...maxSections, using: &rng)).map { _ in
            let spec = randomSection(crossExtent: crossExtent, template: template, using: &rng)
            let measured: [Double?] = (0..<Int.random(in: 0...maxItems, using: &rng)).map { _ in
                spec.isSelfSizing && Bool.random(using: &rng) ? Double(Int.random(in: 0...7, using: &rng)) : nil
            }
            return Section(spec: spec, measured: measured)
        }
        return ReferenceCompositional(crossExtent: crossExtent, interSectionSpacing: Double(Int.random(in: 0...3, using: &rng)), sections: sections)
    }
}
