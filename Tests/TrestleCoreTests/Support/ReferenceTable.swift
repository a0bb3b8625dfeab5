import Foundation
@testable import TrestleCore

/// The naive model `TableGeometry` is checked against: every frame computed by one pass from the
/// top, kept in plain arrays.
struct ReferenceTable {
    struct Section {
        var extents: SectionExtents
        var rows: [Double?]
    }

    var style: TableStyle
    var width: Double = 100
    var tableHeader: Double = 0
    var tableFooter: Double = 0
    var estimate: Double
    var sections: [Section]

    struct Frame: Equatable {
        var element: TableElement
        var minY: Double
        var height: Double
        var maxY: Double { minY + height }
    }

    /// Every element's frame in order, computed with a running sum.
    var frames: [Frame] {
        var result: [Frame] = []
        var y = 0.0
        func add(_ element: TableElement, _ height: Double) {
            result.append(Frame(element: element, minY: y, height: height))
            y += height
        }
        add(.tableHeader, tableHeader)
        for (s, section) in sections.enumerated() {
            add(.topPadding(section: s), section.extents.topPadding)
            add(.header(section: s), section.extents.header)
            for (r, value) in section.rows.enumerated() { add(.row(ItemPath(section: s, item: r)), value ?? estimate) }
            add(.footer(section: s), section.extents.footer)
        }
        add(.tableFooter, tableFooter)
        return result
    }

    var contentHeight: Double { frames.last!.maxY }

    /// The frames computed once, for the queries below.
    var layout: Layout { Layout(table: self) }

    struct Layout {
        let frames: [Frame]
        let byElement: [TableElement: Frame]
        let rowFrames: [(ItemPath, Frame)]

        init(table: ReferenceTable) {
            frames = table.frames
            byElement = Dictionary(frames.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
            rowFrames = frames.compactMap { frame in
                if case .row(let path) = frame.element { return (path, frame) }
                return nil
            }
        }

        func frame(of element: TableElement) -> Frame { byElement[element]! }

        func element(atY y: Double) -> TableElement? {
            frames.first { $0.height > 0 && $0.minY <= y && y < $0.maxY }?.element
        }

        func firstRow(endingAfter y: Double) -> ItemPath? { rowFrames.first { $0.1.maxY > y }?.0 }

        func lastRow(startingBefore y: Double) -> ItemPath? { rowFrames.last { $0.1.minY < y }?.0 }
    }

    func frame(of element: TableElement) -> Frame { layout.frame(of: element) }

    var rowFrames: [(ItemPath, Frame)] { layout.rowFrames }

    func element(atY y: Double) -> TableElement? { layout.element(atY: y) }

    /// Rows intersecting [minY, maxY), extended by `buffer` rows each side.
    func visibleRows(_ viewport: Viewport, buffer: Int) -> [ItemPath] {
        let rows = rowFrames
        guard viewport.height > 0,
              let first = rows.firstIndex(where: { $0.1.maxY > viewport.minY }),
              let last = rows.lastIndex(where: { $0.1.minY < viewport.maxY }),
              first <= last else { return [] }
        return rows[max(0, first - buffer)...min(rows.count - 1, last + buffer)].map(\.0)
    }

    /// Header and footer placements by UIKit's rules, evaluated for every section.
    func placements(_ viewport: Viewport) -> [SupplementaryPlacement] {
        var result: [SupplementaryPlacement] = []
        guard viewport.height > 0 else { return result }  // an empty viewport shows nothing
        let layout = self.layout
        for (s, section) in sections.enumerated() {
            _ = section
            let header = layout.frame(of: .header(section: s))
            let footer = layout.frame(of: .footer(section: s))
            let rowsTop = header.maxY
            let rowsEnd = footer.minY
            if header.height > 0 {
                var y = header.minY
                if style == .plain { y = min(max(header.minY, viewport.pinTop), rowsEnd - header.height) }
                if y < viewport.maxY && y + header.height > viewport.minY {
                    result.append(SupplementaryPlacement(kind: .header, section: s,
                                                         frame: CGRect(x: 0, y: y, width: width, height: header.height),
                                                         isPinned: y != header.minY))
                }
            }
            if footer.height > 0 {
                var y = footer.minY
                if style == .plain { y = max(min(footer.minY, viewport.pinBottom - footer.height), rowsTop) }
                if y < viewport.maxY && y + footer.height > viewport.minY {
                    result.append(SupplementaryPlacement(kind: .footer, section: s,
                                                         frame: CGRect(x: 0, y: y, width: width, height: footer.height),
                                                         isPinned: y != footer.minY))
                }
            }
        }
        return result
    }

    /// The same table as a `TableGeometry`, built through its public API.
    func makeGeometry() -> TableGeometry {
        var geometry = TableGeometry(style: style, width: width,
                                     sections: sections.map { ($0.extents, $0.rows.count) },
                                     estimatedRowExtent: estimate)
        geometry.setTableHeaderExtent(tableHeader)
        geometry.setTableFooterExtent(tableFooter)
        for (s, section) in sections.enumerated() {
            for (r, value) in section.rows.enumerated() {
                if let value { geometry.setRowExtent(value, at: ItemPath(section: s, item: r)) }
            }
        }
        return geometry
    }
}
