import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// Random tables and edits, applied to both the geometry and the reference model.
enum RandomTables {
    static let extents: [Double] = [0, 0, 1, 2.5, 22]

    static func table(style: TableStyle, sections: ClosedRange<Int>, rows: ClosedRange<Int>,
                      using rng: inout SeededRandomNumberGenerator) -> ReferenceTable {
        var table = ReferenceTable(style: style, estimate: [1, 2, 44].randomElement(using: &rng)!, sections: [])
        table.tableHeader = [0, 0, 3].randomElement(using: &rng)!
        table.tableFooter = [0, 0, 2].randomElement(using: &rng)!
        for _ in 0..<Int.random(in: sections, using: &rng) {
            table.sections.append(section(rows: rows, using: &rng))
        }
        return table
    }

    static func section(rows: ClosedRange<Int>, using rng: inout SeededRandomNumberGenerator) -> ReferenceTable.Section {
        let extents = SectionExtents(topPadding: self.extents.randomElement(using: &rng)!,
                                     header: self.extents.randomElement(using: &rng)!,
                                     footer: self.extents.randomElement(using: &rng)!)
        let count = Int.random(in: rows, using: &rng)
        return ReferenceTable.Section(extents: extents, rows: (0..<count).map { _ in
            Bool.random(using: &rng) ? [0, 1, 3, 43.5].randomElement(using: &rng)! : nil
        })
    }

    /// Applies one random edit to both models.
    static func edit(_ geometry: inout TableGeometry, _ table: inout ReferenceTable,
                     using rng: inout SeededRandomNumberGenerator) -> String {
        let sectionCount = table.sections.count
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<3 where sectionCount > 0:
            let s = Int.random(in: 0..<sectionCount, using: &rng)
            guard !table.sections[s].rows.isEmpty else { return "nothing" }
            let r = Int.random(in: 0..<table.sections[s].rows.count, using: &rng)
            let value: Double = [0, 1, 5, 44].randomElement(using: &rng)!
            geometry.setRowExtent(value, at: ItemPath(section: s, item: r))
            table.sections[s].rows[r] = value
            return "measure [\(s), \(r)] = \(value)"
        case 3 where sectionCount > 0:
            let s = Int.random(in: 0..<sectionCount, using: &rng)
            let at = Int.random(in: 0...table.sections[s].rows.count, using: &rng)
            let count = Int.random(in: 1...4, using: &rng)
            geometry.insertItems(inSection: s, at: at, count: count)
            table.sections[s].rows.insert(contentsOf: repeatElement(nil, count: count), at: at)
            return "insert \(count) rows at [\(s), \(at)]"
        case 4 where sectionCount > 0:
            let s = Int.random(in: 0..<sectionCount, using: &rng)
            let rows = table.sections[s].rows.count
            guard rows > 0 else { return "nothing" }
            let lower = Int.random(in: 0..<rows, using: &rng)
            let upper = Int.random(in: (lower + 1)...rows, using: &rng)
            geometry.removeItems(inSection: s, lower..<upper)
            table.sections[s].rows.removeSubrange(lower..<upper)
            return "remove rows \(lower)..<\(upper) of section \(s)"
        case 5 where sectionCount > 0:
            let s = Int.random(in: 0..<sectionCount, using: &rng)
            let extents = section(rows: 0...0, using: &rng).extents
            geometry.setExtents(extents, ofSection: s)
            table.sections[s].extents = extents
            return "extents of section \(s) = \(extents)"
        case 6:
            let s = Int.random(in: 0...sectionCount, using: &rng)
            let new = section(rows: 0...3, using: &rng)
            geometry.insertSection(at: s, extents: new.extents, rowCount: new.rows.count, estimatedRowExtent: table.estimate)
            table.sections.insert(ReferenceTable.Section(extents: new.extents, rows: Array(repeating: nil, count: new.rows.count)), at: s)
            return "insert section \(s)"
        case 7 where sectionCount > 0:
            let s = Int.random(in: 0..<sectionCount, using: &rng)
            geometry.removeSection(at: s)
            table.sections.remove(at: s)
            return "remove section \(s)"
        case 8:
            let estimate: Double = [1, 2, 44].randomElement(using: &rng)!
            geometry.setEstimatedRowExtent(estimate)
            table.estimate = estimate
            return "estimate \(estimate)"
        default:
            let header: Double = [0, 3].randomElement(using: &rng)!
            geometry.setTableHeaderExtent(header)
            table.tableHeader = header
            return "table header \(header)"
        }
    }
}

/// Compares the geometry's answers with the reference model's at every element and at the
/// offsets around every boundary.
func expectGeometryMatches(_ geometry: TableGeometry, _ table: ReferenceTable, _ context: @autoclosure () -> String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    geometry.checkInvariants()
    #expect(geometry.contentHeight == table.contentHeight, "\(context())", sourceLocation: sourceLocation)
    #expect(geometry.numberOfSections == table.sections.count, "\(context())", sourceLocation: sourceLocation)
    let layout = table.layout
    let frames = layout.frames
    for frame in frames {
        let rect: CGRect
        switch frame.element {
        case .tableHeader: rect = geometry.rectForTableHeader
        case .tableFooter: rect = geometry.rectForTableFooter
        case .topPadding(let s): rect = CGRect(x: 0, y: geometry.minY(ofSection: s), width: 0, height: geometry.extents(ofSection: s).topPadding)
        case .header(let s): rect = geometry.rectForHeader(inSection: s)
        case .footer(let s): rect = geometry.rectForFooter(inSection: s)
        case .row(let path): rect = geometry.frameForItem(at: path)
        }
        if Double(rect.minY) != frame.minY || Double(rect.height) != frame.height {
            Issue.record("\(frame.element): \(rect) ≠ y \(frame.minY) h \(frame.height) after \(context())", sourceLocation: sourceLocation)
            return
        }
    }
    for s in table.sections.indices {
        let top = layout.frame(of: .topPadding(section: s)).minY
        let bottom = layout.frame(of: .footer(section: s)).maxY
        #expect(geometry.rect(forSection: s) == CGRect(x: 0, y: top, width: table.width, height: bottom - top),
                "\(context())", sourceLocation: sourceLocation)
    }
    if let first = layout.rowFrames.first?.0, let last = layout.rowFrames.last?.0 {
        var walked: [String] = []
        geometry.forEachRowFrame(in: ItemRange(first, last)) { path, minY, height in walked.append("\(path) \(minY) \(height)") }
        let expected = layout.rowFrames.map { "\($0.0) \($0.1.minY) \($0.1.height)" }
        #expect(walked == expected, "forEachRowFrame after \(context())", sourceLocation: sourceLocation)
    }
    var probes: [Double] = [-5]
    for frame in frames { probes += [frame.minY, frame.minY + 0.5, frame.maxY - 0.25] }
    for y in probes {
        let expected = (layout.element(atY: y), layout.firstRow(endingAfter: y), layout.lastRow(startingBefore: y))
        let actual = (geometry.element(atY: y), geometry.firstRow(endingAfter: y), geometry.lastRow(startingBefore: y))
        if expected != actual {
            Issue.record("at y = \(y): \(actual) ≠ \(expected) after \(context())", sourceLocation: sourceLocation)
            return
        }
    }
}

@Suite("Table geometry")
struct TableGeometryTests {
    @Test("Random small tables and edits match the reference layout", arguments: TableStyle.allCases)
    func randomSmallTables(style: TableStyle) {
        for seed in 1...150 as ClosedRange<UInt64> {
            var rng = SeededRandomNumberGenerator(seed: seed)
            var table = RandomTables.table(style: style, sections: 0...5, rows: 0...6, using: &rng)
            var geometry = table.makeGeometry()
            expectGeometryMatches(geometry, table, "seed \(seed), initial")
            var history: [String] = []
            for _ in 0..<12 {
                history.append(RandomTables.edit(&geometry, &table, using: &rng))
                expectGeometryMatches(geometry, table, "seed \(seed): \(history)")
            }
        }
    }

    @Test("Sections of 10,000 rows and many sections answer like the reference")
    func largeTable() {
        var rng = SeededRandomNumberGenerator(seed: 99)
        var table = RandomTables.table(style: .plain, sections: 40...40, rows: 0...2_500, using: &rng)
        var geometry = table.makeGeometry()
        for _ in 0..<300 { _ = RandomTables.edit(&geometry, &table, using: &rng) }
        geometry.checkInvariants()
        #expect(geometry.contentHeight == table.contentHeight)
        let rows = table.rowFrames
        for (path, frame) in rows where path.item % 37 == 0 {
            #expect(Double(geometry.frameForItem(at: path).minY) == frame.minY)
            #expect(geometry.rowPath(atY: frame.minY) == (frame.height > 0 ? path : table.element(atY: frame.minY).flatMap {
                if case .row(let p) = $0 { return p } else { return nil }
            }))
        }
    }

    @Test("The vertical composition follows the reference order: table header, padding, header, rows, footer, table footer")
    func compositionOrder() {
        var geometry = TableGeometry(style: .plain, width: 320, sections: [
            (SectionExtents(topPadding: 22, header: 28, footer: 10), 3),
            (SectionExtents(topPadding: 22, header: 28, footer: 0), 0),
        ], estimatedRowExtent: 44)
        geometry.setTableHeaderExtent(100)
        geometry.setTableFooterExtent(50)
        #expect(geometry.rectForHeader(inSection: 0) == CGRect(x: 0, y: 122, width: 320, height: 28))
        #expect(geometry.frameForItem(at: ItemPath(section: 0, item: 2)) == CGRect(x: 0, y: 150 + 88, width: 320, height: 44))
        #expect(geometry.rectForFooter(inSection: 0) == CGRect(x: 0, y: 282, width: 320, height: 10))
        #expect(geometry.rect(forSection: 1) == CGRect(x: 0, y: 292, width: 320, height: 50))
        #expect(geometry.rectForTableFooter == CGRect(x: 0, y: 342, width: 320, height: 50))
        #expect(geometry.contentHeight == 392)
        #expect(geometry.element(atY: 300) == .topPadding(section: 1))
        #expect(geometry.rowPath(atY: 130) == nil, "points over a header hold no row")
        #expect(geometry.rowPath(at: CGPoint(x: 10, y: 160)) == ItemPath(section: 0, item: 0))
        #expect(geometry.rowPath(at: CGPoint(x: 320, y: 160)) == nil, "points right of the table hold no row")
        #expect(geometry.rowPath(at: CGPoint(x: -1, y: 160)) == nil)
        #expect(geometry.rowPaths(in: CGRect(x: 0, y: 150, width: 1, height: 50)) == [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])
    }

    @Test("Ten million rows in one section, and 100,000 sections, answer in any position")
    func scaleLimits() {
        var geometry = TableGeometry(style: .plain, width: 80, sections: [(SectionExtents(header: 1), 10_000_000)], estimatedRowExtent: 1)
        #expect(geometry.contentHeight == 10_000_001)
        #expect(geometry.rowPath(atY: 9_999_999.5) == ItemPath(section: 0, item: 9_999_998))
        geometry.setRowExtent(3, at: ItemPath(section: 0, item: 5))
        #expect(geometry.frameForItem(at: ItemPath(section: 0, item: 9_999_999)).minY == 10_000_002)

        let many = TableGeometry(style: .grouped, width: 80,
                                 sections: Array(repeating: (SectionExtents(header: 2, footer: 1), 10), count: 100_000),
                                 estimatedRowExtent: 1)
        #expect(many.contentHeight == 1_300_000)
        #expect(many.rowPath(atY: 13 * 54_321 + 2 + 4) == ItemPath(section: 54_321, item: 4))
        #expect(many.section(atY: 1_299_999) == 99_999)
    }
}
