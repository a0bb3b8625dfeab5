import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

@Suite("Floating headers and footers")
struct PinnedSupplementaryTests {
    /// Three plain sections: header 10, five rows of 20, footer 0 (the seeds' list shape), after a
    /// table header of 30. Section 0's header is at 30, its rows 40..<140; section 1's header at 140.
    func plainTable(footer: Double = 0) -> TableGeometry {
        var geometry = TableGeometry(style: .plain, width: 100,
                                     sections: Array(repeating: (SectionExtents(header: 10, footer: footer), 5), count: 3),
                                     estimatedRowExtent: 20)
        geometry.setTableHeaderExtent(30)
        return geometry
    }

    func header(_ placements: [SupplementaryPlacement], _ section: Int) -> SupplementaryPlacement? {
        placements.first { $0.kind == .header && $0.section == section }
    }

    @Test("A header sticks at the pin line once its section scrolls under it")
    func headerPins() {
        let placements = plainTable().supplementaryPlacements(in: Viewport(offsetY: 60, height: 50))
        let pinned = header(placements, 0)
        #expect(pinned?.frame.minY == 60)
        #expect(pinned?.isPinned == true)
    }

    @Test("The next section's end pushes the header up instead of letting it ride over the next header")
    func headerPushedBySectionEnd() {
        // Section 0's rows end at 140; its 10-point header can sit no lower than 130.
        let placements = plainTable().supplementaryPlacements(in: Viewport(offsetY: 135, height: 50))
        #expect(header(placements, 0)?.frame.minY == 130)
        #expect(header(placements, 1)?.frame.minY == 140)
        #expect(header(placements, 1)?.isPinned == false)
    }

    @Test("A header pushed wholly above the bounds is not listed")
    func pushedOutHeaderHidden() {
        let placements = plainTable().supplementaryPlacements(in: Viewport(offsetY: 145, height: 50))
        #expect(header(placements, 0) == nil)
        #expect(header(placements, 1)?.frame.minY == 145)
    }

    @Test("With a content inset the pin line is offset + adjusted top inset")
    func pinLineFollowsInset() {
        let viewport = Viewport(offsetY: 40, height: 80, insetTop: 15)
        #expect(header(plainTable().supplementaryPlacements(in: viewport), 0)?.frame.minY == 55)
    }

    @Test("Pulling past the top moves the first header down with the content")
    func noPinningDuringTopOverscroll() {
        let placements = plainTable().supplementaryPlacements(in: Viewport(offsetY: -25, height: 80))
        #expect(header(placements, 0)?.frame.minY == 30)
        #expect(header(placements, 0)?.isPinned == false)
    }

    @Test("Footers stick to the bottom edge while their rows continue below, and never rise above their first row")
    func footersPin() {
        let geometry = plainTable(footer: 8)
        // Section 0: header 30..<40, rows 40..<140, footer 140..<148.
        let middle = geometry.supplementaryPlacements(in: Viewport(offsetY: 0, height: 100))
        let footer = middle.first { $0.kind == .footer && $0.section == 0 }
        #expect(footer?.frame.minY == 92)
        #expect(footer?.isPinned == true)
        // A viewport ending at 45: the footer would pin at 37, above the first row (40), so it stays at 40.
        let short = geometry.supplementaryPlacements(in: Viewport(offsetY: 0, height: 45))
        #expect(short.first { $0.kind == .footer && $0.section == 0 }?.frame.minY == 40)
    }

    @Test("A bottom inset moves the footer pin line up")
    func footerPinLineFollowsInset() {
        let placements = plainTable(footer: 8).supplementaryPlacements(in: Viewport(offsetY: 0, height: 100, insetBottom: 12))
        #expect(placements.first { $0.kind == .footer && $0.section == 0 }?.frame.minY == 80)
    }

    @Test("A section without rows never pins its header")
    func emptySectionHeaderStaysNatural() {
        let geometry = TableGeometry(style: .plain, width: 100, sections: [
            (SectionExtents(header: 10), 0), (SectionExtents(header: 10), 10),
        ], estimatedRowExtent: 20)
        let placements = geometry.supplementaryPlacements(in: Viewport(offsetY: 5, height: 50))
        #expect(header(placements, 0)?.frame.minY == 0)
        #expect(header(placements, 1)?.frame.minY == 10)
    }

    @Test("Zero-height headers and footers are never listed")
    func zeroHeightOmitted() {
        let geometry = TableGeometry(style: .plain, width: 100, sections: [(SectionExtents(), 10)], estimatedRowExtent: 20)
        #expect(geometry.supplementaryPlacements(in: Viewport(offsetY: 50, height: 50)).isEmpty)
    }

    @Test("Grouped and inset-grouped headers and footers scroll with the content", arguments: [TableStyle.grouped, .insetGrouped])
    func groupedNeverFloats(style: TableStyle) {
        var geometry = TableGeometry(style: style, width: 100,
                                     sections: Array(repeating: (SectionExtents(header: 10, footer: 8), 5), count: 3),
                                     estimatedRowExtent: 20)
        geometry.setTableHeaderExtent(30)
        let placements = geometry.supplementaryPlacements(in: Viewport(offsetY: 60, height: 100))
        #expect(placements.allSatisfy { !$0.isPinned })
        #expect(header(placements, 0) == nil, "section 0's header (30..<40) is above the bounds")
        #expect(placements.first { $0.kind == .footer && $0.section == 0 }?.frame.minY == 140)
    }

    @Test("Placements match the rules evaluated naively over every section, for random tables and offsets",
          arguments: TableStyle.allCases)
    func randomTablesMatchReference(style: TableStyle) {
        for seed in 1...200 as ClosedRange<UInt64> {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let table = RandomTables.table(style: style, sections: 0...6, rows: 0...5, using: &rng)
            let geometry = table.makeGeometry()
            let content = table.contentHeight
            for _ in 0..<15 {
                let viewport = Viewport(offsetY: Double(Int.random(in: -30...Int(content) + 10, using: &rng)),
                                        height: Double(Int.random(in: 0...60, using: &rng)),
                                        insetTop: [0, 0, 7].randomElement(using: &rng)!,
                                        insetBottom: [0, 5].randomElement(using: &rng)!)
                #expect(geometry.supplementaryPlacements(in: viewport) == table.placements(viewport),
                        "seed \(seed), viewport \(viewport)")
            }
        }
    }
}
