import Testing
import TrestleCore

@Suite("README")
struct ReadmeExampleTests {
    @Test("The README's engine example runs and answers as described")
    func engineExample() {
        // Keep in step with README.md.
        var geometry = TableGeometry(style: .plain, width: 80,
                                     sections: [(SectionExtents(header: 1), 10_000_000)],
                                     estimatedRowExtent: 1)
        geometry.setRowExtent(3, at: ItemPath(section: 0, item: 42))      // a measured, taller row
        let viewport = Viewport(offsetY: 5_000_000, height: 24)
        let visible = geometry.visibleRows(in: viewport)                // the rows to make cells for
        let headers = geometry.supplementaryPlacements(in: viewport)    // the pinned header, per UIKit

        // Row r starts at 1 + r + 2 once row 42 is 2 lines taller, so row 4,999,997 starts at 5,000,000.
        #expect(visible?.lowerBound == ItemPath(section: 0, item: 4_999_996))
        #expect(visible?.upperBound == ItemPath(section: 0, item: 5_000_021))
        #expect(headers == [SupplementaryPlacement(kind: .header, section: 0,
                                                   frame: .init(x: 0, y: 5_000_000, width: 80, height: 1), isPinned: true)])
    }
}
