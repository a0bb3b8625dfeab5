import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// Batch updates and scroll anchors on a flow geometry.
@Suite("Flow geometry updates and scroll anchors")
struct FlowGeometryUpdateTests {
    typealias Style = FlowGeometry.SectionStyle

    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    /// 180 wide: three 50 × 50 items per line, lines 60 apart.
    func grid(_ counts: [Int], style: Style = Style()) -> FlowGeometry {
        FlowGeometry(crossExtent: 180, sections: counts.map { .init(style: style, itemCount: $0) })
    }

    // MARK: Own sizes through updates

    @Test("Deleting, inserting and moving items keeps own sizes with their items")
    func ownSizesFollowItems() throws {
        var geometry = grid([10])
        geometry.setItemSizes([(path(0, 2), CGSize(width: 30, height: 30)), (path(0, 5), CGSize(width: 20, height: 20)),
                               (path(0, 8), CGSize(width: 40, height: 10))])
        var update = BatchUpdate()
        update.deleteItems([path(0, 0)])
        update.insertItems([path(0, 3)])
        update.moveItem(path(0, 8), to: path(0, 0))
        try geometry.apply(update, newSectionCounts: [10], kind: .collection) { _ in Style() }
        // New order: old 8 (moved to 0), then old 1, 2, new, 3, 4, 5, 6, 7, 9.
        #expect(geometry.itemSize(at: path(0, 0)) == CGSize(width: 40, height: 10))
        #expect(geometry.itemSize(at: path(0, 2)) == CGSize(width: 30, height: 30))
        #expect(geometry.itemSize(at: path(0, 6)) == CGSize(width: 20, height: 20))
        #expect(!geometry.hasOwnSize(at: path(0, 3)))
        #expect(geometry.ownSizeCount == 3)
        geometry.checkInvariants()
    }

    @Test("Reloaded and deleted items lose their own sizes; an item moved to another section takes its size along")
    func reloadsAndCrossSectionMoves() throws {
        var geometry = grid([4, 4])
        geometry.setItemSizes([(path(0, 0), CGSize(width: 10, height: 10)), (path(0, 1), CGSize(width: 11, height: 11)),
                               (path(0, 2), CGSize(width: 12, height: 12)), (path(1, 3), CGSize(width: 13, height: 13))])
        var update = BatchUpdate()
        update.reloadItems([path(0, 0)])
        update.deleteItems([path(0, 1)])
        update.moveItem(path(0, 2), to: path(1, 0))
        try geometry.apply(update, newSectionCounts: [2, 5], kind: .collection) { _ in Style() }
        #expect(!geometry.hasOwnSize(at: path(0, 0)))
        #expect(!geometry.hasOwnSize(at: path(0, 1)))
        #expect(geometry.itemSize(at: path(1, 0)) == CGSize(width: 12, height: 12))
        #expect(geometry.itemSize(at: path(1, 4)) == CGSize(width: 13, height: 13))
        #expect(geometry.ownSizeCount == 2)
        geometry.checkInvariants()
    }

    @Test("Inserted sections take the style they are given; moved sections keep theirs and their own sizes")
    func sectionStyles() throws {
        let wide = Style(itemSize: CGSize(width: 80, height: 20))
        var geometry = FlowGeometry(crossExtent: 180, sections: [.init(itemCount: 3), .init(style: wide, itemCount: 2)])
        geometry.setItemSize(CGSize(width: 5, height: 5), at: path(1, 1))
        var update = BatchUpdate()
        update.insertSections([0])
        update.moveSection(1, to: 2)
        var asked: [Int] = []
        // New order: the inserted section, old section 0, old section 1 (moved to 2).
        try geometry.apply(update, newSectionCounts: [1, 3, 2], kind: .collection) { index in
            asked.append(index)
            return Style(minimumLineSpacing: 0, itemSize: CGSize(width: 7, height: 7))
        }
        #expect(asked == [0])
        #expect(geometry.style(ofSection: 0).itemSize == CGSize(width: 7, height: 7))
        #expect(geometry.style(ofSection: 1) == Style())
        #expect(geometry.style(ofSection: 2) == wide)
        #expect(geometry.itemSize(at: path(2, 1)) == CGSize(width: 5, height: 5))
        #expect(geometry.frameForItem(at: path(0, 0)) == CGRect(x: 86.5, y: 0, width: 7, height: 7))
        geometry.checkInvariants()
    }

    // MARK: Anchors while measuring

    @Test("Measuring an item above the anchored line moves the offset by exactly the change in that line's position")
    func measuringAboveTheAnchor() throws {
        var geometry = grid([30])
        // Lines at 0, 60, 120, …: the pin line 130 is in line 2, whose first item is 6.
        let viewport = Viewport(offsetX: 7, offsetY: 130, width: 180, height: 100)
        let anchor = try #require(geometry.scrollAnchor(for: viewport))
        #expect(anchor.item == path(0, 6))
        #expect(anchor.lineDistance == -10 && anchor.distance == -10 && anchor.crossDistance == -7)
        geometry.setItemSize(CGSize(width: 50, height: 80), at: path(0, 1))    // line 0 grows by 30
        #expect(geometry.contentOffset(keeping: anchor, in: viewport) == CGPoint(x: 7, y: 160))
        let correction = geometry.offsetCorrection(for: anchor, in: viewport)
        #expect(correction.dx == 0 && correction.dy == 30)
    }

    @Test("Measuring the anchored line or anything after it moves nothing")
    func measuringAtOrBelowTheAnchor() throws {
        var geometry = grid([30])
        let viewport = Viewport(offsetX: 0, offsetY: 130, width: 180, height: 100)
        let anchor = try #require(geometry.scrollAnchor(for: viewport))
        geometry.setItemSize(CGSize(width: 50, height: 90), at: path(0, 7))    // the anchored line grows; item 6 re-centres
        geometry.setItemSize(CGSize(width: 50, height: 5), at: path(0, 6))
        geometry.setItemSize(CGSize(width: 50, height: 200), at: path(0, 20))
        #expect(geometry.frameForItem(at: path(0, 6)).minY != 120)
        #expect(geometry.contentOffset(keeping: anchor, in: viewport) == CGPoint(x: 0, y: 130))
    }

    @Test("With no content above the pin line, or the pin line past the end, nothing is anchored")
    func noAnchor() {
        let geometry = grid([6])
        #expect(geometry.scrollAnchor(for: Viewport(offsetY: 0, height: 50)) == nil)
        #expect(geometry.scrollAnchor(for: Viewport(offsetY: -20, height: 50)) == nil)
        #expect(geometry.scrollAnchor(for: Viewport(offsetY: 110, height: 50)) == nil)
        #expect(FlowGeometry(crossExtent: 10, sections: []).scrollAnchor(for: Viewport(offsetY: 5, height: 5)) == nil)
    }

    @Test("The anchor is the header or footer under the pin line when there is one, or the next line after a gap")
    func anchorOnSupplementary() throws {
        let style = Style(inset: .init(top: 8), headerSize: CGSize(width: 0, height: 10), footerSize: CGSize(width: 0, height: 4))
        var geometry = grid([3, 3], style: style)
        // Section 0: header 0 … 10, inset, line 18 … 68, footer 68 … 72; section 1 from 72.
        let header = try #require(geometry.scrollAnchor(for: Viewport(offsetY: 5, height: 50)))
        #expect(header.element == .supplementary(.header, path(0, 0)))
        #expect(header.distance == -5 && header.item == nil)
        let inInset = try #require(geometry.scrollAnchor(for: Viewport(offsetY: 12, height: 50)))
        #expect(inInset.element == .item(path(0, 0)) && inInset.lineDistance == 6)
        let footer = try #require(geometry.scrollAnchor(for: Viewport(offsetY: 70, height: 50)))
        #expect(footer.element == .supplementary(.footer, path(0, 0)))
        // A taller header above moves the footer down by as much; the offset follows.
        geometry.setStyle(Style(inset: .init(top: 8), headerSize: CGSize(width: 0, height: 25), footerSize: CGSize(width: 0, height: 4)),
                          ofSection: 0)
        #expect(geometry.contentOffset(keeping: footer, in: Viewport(offsetY: 70, height: 50)).y == 85)
    }

    @Test("Scrolling horizontally the anchor is the first item of the column under the left pin line")
    func horizontalAnchor() throws {
        var geometry = FlowGeometry(scrollDirection: .horizontal, crossExtent: 180, sections: [.init(itemCount: 30)])
        let viewport = Viewport(offsetX: 130, offsetY: 3, width: 100, height: 180, insetLeft: 2)
        let anchor = try #require(geometry.scrollAnchor(for: viewport))
        #expect(anchor.item == path(0, 6) && anchor.lineDistance == -12)
        geometry.setItemSize(CGSize(width: 70, height: 50), at: path(0, 0))
        #expect(geometry.contentOffset(keeping: anchor, in: viewport) == CGPoint(x: 150, y: 3))
    }

    // MARK: Anchors through batch updates

    @Test("After a batch update the anchored item is back where it was on screen, on both axes")
    func anchorThroughUpdate() throws {
        var geometry = grid([30])
        let viewport = Viewport(offsetX: 0, offsetY: 130, width: 180, height: 100)
        let anchor = try #require(geometry.scrollAnchor(for: viewport))
        let before = geometry.frameForItem(at: path(0, 6))
        var update = BatchUpdate()
        update.deleteItems([path(0, 0)])
        let plan = try geometry.apply(update, newSectionCounts: [29], kind: .collection) { _ in Style() }
        let remapped = anchor.remapped(through: plan.mapping)
        #expect(remapped.item == path(0, 5) && remapped.keepsFrame)
        // Item 6 became item 5, the last of line 1: a line up, two columns across.
        let after = geometry.frameForItem(at: path(0, 5))
        #expect(after.origin == CGPoint(x: 130, y: 60))
        let offset = geometry.contentOffset(keeping: remapped, in: viewport)
        #expect(offset == CGPoint(x: 130, y: 70))
        #expect(after.origin.x - offset.x == before.origin.x && after.origin.y - offset.y == before.origin.y - 130)
    }

    @Test("A deleted anchored item hands the anchor to the next item of its section that stays, or to nothing")
    func deletedAnchor() throws {
        let geometry = grid([9, 3])
        let viewport = Viewport(offsetX: 0, offsetY: 130, width: 180, height: 100)
        let anchor = try #require(geometry.scrollAnchor(for: viewport))
        #expect(anchor.item == path(0, 6))
        var update = BatchUpdate()
        update.deleteItems([path(0, 6), path(0, 7)])
        var next = geometry
        let plan = try next.apply(update, newSectionCounts: [7, 3], kind: .collection) { _ in Style() }
        #expect(anchor.remapped(through: plan.mapping).item == path(0, 6))   // old item 8

        var all = BatchUpdate()
        all.deleteItems([path(0, 6), path(0, 7), path(0, 8)])
        var emptied = geometry
        let lost = anchor.remapped(through: try emptied.apply(all, newSectionCounts: [6, 3], kind: .collection) { _ in Style() }.mapping)
        #expect(lost.element == nil)
        #expect(emptied.contentOffset(keeping: lost, in: viewport) == CGPoint(x: 0, y: 130))

        var sections = BatchUpdate()
        sections.deleteSections([0])
        var removed = geometry
        let gone = anchor.remapped(through: try removed.apply(sections, newSectionCounts: [3], kind: .collection) { _ in Style() }.mapping)
        #expect(gone.element == nil)
    }
}
