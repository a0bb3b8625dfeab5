import Foundation
import Testing
@testable import TrestleCore

/// The engine's answer to bad input is a trap with a message that says exactly what was wrong.
/// (The UIKit-shaped layer above recovers where UIKit's misuse policy asks it to.)
@Suite("Bad input to the engine")
struct BadInputTests {
    static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("Measuring a row past the end names the row and the valid range")
    func rowOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var index = HeightIndex(count: 10, estimate: 44)
            index.setExtent(20, forRow: 10)
        }
        #expect(Self.stderr(result).contains("HeightIndex.setExtent(_:forRow:): row 10 out of range 0..<10"))
    }

    @Test("A negative row is out of range too")
    func negativeRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HeightIndex(count: 10, estimate: 44).offset(ofRow: -1)
        }
        #expect(Self.stderr(result).contains("HeightIndex.offset(ofRow:): row -1 out of range 0...10"))
    }

    @Test("A NaN extent is refused")
    func nanExtent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var index = HeightIndex(count: 10, estimate: 44)
            index.setExtent(.nan, forRow: 3)
        }
        #expect(Self.stderr(result).contains("extent must be finite and non-negative, got nan for row 3"))
    }

    @Test("A negative extent is refused")
    func negativeExtent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var geometry = TableGeometry(style: .plain, width: 10, sections: [(SectionExtents(), 3)], estimatedRowExtent: 1)
            geometry.setRowExtent(-1, at: ItemPath(section: 0, item: 0))
        }
        #expect(Self.stderr(result).contains("TableGeometry.setRowExtent(_:at:): extent must be finite and non-negative, got -1.0 for row [0, 0]"))
    }

    @Test("An infinite estimate is refused")
    func infiniteEstimate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HeightIndex(count: 10, estimate: .infinity)
        }
        #expect(Self.stderr(result).contains("HeightIndex: estimate must be finite and non-negative, got inf"))
    }

    @Test("Removing more rows than exist names the range and the count")
    func removeTooMany() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var index = HeightIndex(count: 5, estimate: 44)
            index.removeRows(3..<8)
        }
        #expect(Self.stderr(result).contains("HeightIndex.removeRows(_:): range 3..<8 out of range 0..<5"))
    }

    @Test("A negative row count is refused")
    func negativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TableGeometry(style: .plain, width: 10, sections: [(SectionExtents(), -2)], estimatedRowExtent: 1)
        }
        #expect(Self.stderr(result).contains("TableGeometry: section 0 has a negative row count, -2"))
    }

    @Test("A section past the end names the section and the valid range")
    func sectionOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let geometry = TableGeometry(style: .plain, width: 10, sections: [(SectionExtents(), 3)], estimatedRowExtent: 1)
            _ = geometry.rectForHeader(inSection: 1)
        }
        #expect(Self.stderr(result).contains("TableGeometry.rectForHeader(inSection:): section 1 out of range 0..<1"))
    }

    @Test("A row past the end of its section names the row, the range and the section")
    func rowPastSectionEnd() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let geometry = TableGeometry(style: .plain, width: 10, sections: [(SectionExtents(), 3), (SectionExtents(), 1)], estimatedRowExtent: 1)
            _ = geometry.frameForItem(at: ItemPath(section: 1, item: 1))
        }
        #expect(Self.stderr(result).contains("TableGeometry.frameForItem(at:): row 1 out of range 0..<1 in section 1"))
    }

    @Test("A negative header extent is refused")
    func negativeHeader() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var geometry = TableGeometry(style: .plain, width: 10, sections: [(SectionExtents(), 3)], estimatedRowExtent: 1)
            geometry.setExtents(SectionExtents(header: -4), ofSection: 0)
        }
        #expect(Self.stderr(result).contains("TableGeometry.setExtents(_:ofSection:): header extent of section 0 must be finite and non-negative, got -4.0"))
    }

    @Test("A row range whose bounds are reversed is refused")
    func reversedRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ItemRange(ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 5))
        }
        #expect(Self.stderr(result).contains("ItemRange: lower bound [1, 0] is after upper bound [0, 5]"))
    }

    @Test("Queries at NaN, negative or far offsets answer nil instead of trapping")
    func offsetsOutsideContent() {
        let geometry = TableGeometry(style: .plain, width: 10, sections: [(SectionExtents(header: 1), 3)], estimatedRowExtent: 1)
        #expect(geometry.rowPath(atY: .nan) == nil)
        #expect(geometry.rowPath(atY: -1) == nil)
        #expect(geometry.rowPath(atY: 1e300) == nil)
        #expect(geometry.firstRow(endingAfter: .nan) == nil)
        #expect(geometry.visibleRows(in: Viewport(offsetY: .infinity, height: 10)) == nil)
        #expect(HeightIndex(count: 3, estimate: 1).row(atOffset: .nan) == nil)
    }
}
