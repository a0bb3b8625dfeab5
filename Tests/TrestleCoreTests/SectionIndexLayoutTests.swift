import Foundation
import Testing
@testable import TrestleCore

@Suite("Section index layout")
struct SectionIndexLayoutTests {
    @Test("Titles that fit stand one per line, centred in the height")
    func fits() {
        let layout = SectionIndexLayout(titleCount: 4, lineHeight: 1, minY: 2, height: 10)
        #expect(layout.entries.map(\.titleIndex) == [0, 1, 2, 3])
        #expect(layout.entries.map(\.minY) == [5, 6, 7, 8])
        #expect(!layout.isSqueezed)
        #expect((5...8).map { layout.titleIndex(atY: Double($0)) } == [0, 1, 2, 3])
        #expect(layout.titleIndex(atY: 7.9) == 2)
        #expect(layout.titleIndex(atY: 0) == 0 && layout.titleIndex(atY: 20) == 3, "a drag beyond the ends stays on the first or last title")
    }

    @Test("More titles than lines: first and last titles with evenly spread titles between, a bullet between each two")
    func squeezed() {
        // 27 titles (A…Z, #) in 9 lines: 5 titles and 4 bullets.
        let layout = SectionIndexLayout(titleCount: 27, lineHeight: 1, minY: 0, height: 9)
        #expect(layout.entries.map(\.titleIndex) == [0, nil, 7, nil, 13, nil, 20, nil, 26])
        #expect(layout.isSqueezed)
        // Dragging along reaches every title, in proportion.
        let reached = Set(stride(from: 0.0, to: 9, by: 0.05).compactMap { layout.titleIndex(atY: $0) })
        #expect(reached == Set(0..<27))
        #expect(layout.titleIndex(atY: 4.5) == 13)
    }

    @Test("An even number of lines leaves the last one free, so the index still ends on a title")
    func evenLines() {
        let layout = SectionIndexLayout(titleCount: 27, lineHeight: 1, minY: 0, height: 10)
        #expect(layout.entries.count == 9)
        #expect(layout.entries.first?.titleIndex == 0 && layout.entries.last?.titleIndex == 26)
        #expect(layout.minY == 0, "the spare line is split down to whole lines")
    }

    @Test("One or two lines show the first title, or the first and last; no lines or titles show nothing")
    func tiny() {
        #expect(SectionIndexLayout(titleCount: 5, lineHeight: 1, minY: 0, height: 1).entries.map(\.titleIndex) == [0])
        #expect(SectionIndexLayout(titleCount: 5, lineHeight: 1, minY: 0, height: 2).entries.map(\.titleIndex) == [0, 4])
        #expect(SectionIndexLayout(titleCount: 5, lineHeight: 1, minY: 0, height: 0).entries.isEmpty)
        let empty = SectionIndexLayout(titleCount: 0, lineHeight: 1, minY: 0, height: 10)
        #expect(empty.entries.isEmpty && empty.titleIndex(atY: 1) == nil)
    }

    @Test("Point-sized lines (the iOS profile) centre on whole lines too")
    func pointLines() {
        let layout = SectionIndexLayout(titleCount: 3, lineHeight: 14, minY: 0, height: 100)
        // 7 lines fit; 4 spare lines → 2 above.
        #expect(layout.entries.map(\.minY) == [28, 42, 56])
        #expect(layout.titleIndex(atY: 50) == 1)
    }
}
