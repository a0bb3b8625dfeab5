import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// Each rule of <doc:TrestleCore/UIKitBehavior#Flow-layout-packing>, on a layout small enough to
/// work out by hand. Every test would fail without the rule it names.
@Suite("Flow geometry packs lines as UIKit's flow layout does")
struct FlowGeometryPackingTests {
    typealias Style = FlowGeometry.SectionStyle

    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    func flow(_ crossExtent: Double, _ sections: [(Style, Int)], direction: FlowGeometry.ScrollDirection = .vertical,
              scale: Double? = nil) -> FlowGeometry {
        FlowGeometry(scrollDirection: direction, crossExtent: crossExtent,
                     sections: sections.map { FlowGeometry.Section(style: $0.0, itemCount: $0.1) }, displayScale: scale)
    }

    func xs(_ geometry: FlowGeometry, section: Int = 0, _ items: Range<Int>) -> [Double] {
        items.map { Double(geometry.frameForItem(at: path(section, $0)).minX) }
    }

    @Test("UIKit's defaults: 50 × 50 items, 10 points of line and interitem spacing, no insets, vertical, no pinning")
    func defaults() {
        let style = Style()
        #expect(style.itemSize == CGSize(width: 50, height: 50))
        #expect(style.minimumLineSpacing == 10 && style.minimumInteritemSpacing == 10)
        #expect(style.inset == .zero && style.inset == FlowGeometry.Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(style.headerSize == .zero && style.footerSize == .zero)
        #expect(FlowGeometry.Section(itemCount: 3).style == style)
        // Five 50-point items fit in 320 (5 · 50 + 4 · 10 = 290), a sixth does not (350).
        let geometry = FlowGeometry(crossExtent: 320, sections: [.init(itemCount: 7)])
        #expect(geometry.scrollDirection == .vertical)
        #expect(!geometry.pinsSectionHeaders && !geometry.pinsSectionFooters)
        #expect(geometry.displayScale == nil)
        #expect(geometry.frameForItem(at: path(0, 0)) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(geometry.frameForItem(at: path(0, 5)) == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(geometry.contentSize == CGSize(width: 320, height: 110))
        #expect(geometry.frameForSupplementary(ofKind: .header, at: path(0, 0)) == nil)
        #expect(geometry.frameForSupplementary(ofKind: .footer, at: path(0, 0)) == nil)
        geometry.checkInvariants()
    }

    @Test("A full line is justified: first item flush with the left inset, last with the right, the gaps equal")
    func justifiedFullLines() {
        let style = Style(inset: .init(left: 10, right: 20))
        // W = 300: five items take 290, so the leftover 10 widens each of the four gaps by 2.5.
        let geometry = flow(330, [(style, 12)])
        #expect(xs(geometry, 0..<5) == [10, 72.5, 135, 197.5, 260])
        #expect(geometry.frameForItem(at: path(0, 4)).maxX == 310)   // flush with the right inset
        #expect(xs(geometry, 5..<10) == [10, 72.5, 135, 197.5, 260])
    }

    @Test("A section's only line with one item centres it between the insets")
    func loneItemCentred() {
        let geometry = flow(320, [(Style(inset: .init(left: 10, right: 30)), 1)])
        // W = 280, leftover 230: x = 10 + 115.
        #expect(geometry.frameForItem(at: path(0, 0)) == CGRect(x: 125, y: 0, width: 50, height: 50))
    }

    @Test("Two items in a section's only line sit flush left and flush right")
    func twoItemsSpread() {
        let geometry = flow(320, [(Style(), 2)])
        #expect(xs(geometry, 0..<2) == [0, 270])
    }

    @Test("The last line lines up with the columns above: 7 items, 3 per line, item 6 under item 0 and a sixth under item 1")
    func lastLineAlignsWithColumns() {
        // 3 · 50 + 2 · 10 = 170 ≤ 180 < 4 · 50 + 3 · 10: columns at 0, 65, 130.
        let seven = flow(180, [(Style(), 7)])
        #expect(xs(seven, 0..<3) == [0, 65, 130])
        #expect(xs(seven, 6..<7) == [0])           // not centred (65), as a lone item would be
        let eight = flow(180, [(Style(), 8)])
        #expect(xs(eight, 6..<8) == [0, 65])       // not justified (0, 130), as a full line would be
        // With mixed widths the last line is spaced for its widest item: 40 wide, 3 fit in 150 → gap 15.
        var mixed = flow(150, [(Style(itemSize: CGSize(width: 40, height: 10)), 5)])
        mixed.setItemSize(CGSize(width: 20, height: 10), at: path(0, 4))
        #expect(xs(mixed, 3..<5) == [0, 55])
        mixed.checkInvariants()
    }

    @Test("A one-column grid keeps its last item centred like the items above it")
    func oneColumnLastLine() {
        let geometry = flow(100, [(Style(itemSize: CGSize(width: 60, height: 10)), 3)])
        #expect(xs(geometry, 0..<3) == [20, 20, 20])
    }

    @Test("A line is as tall as its tallest item; shorter items are centred in it")
    func verticalCentring() {
        var geometry = flow(320, [(Style(), 7)])
        geometry.setItemSize(CGSize(width: 50, height: 80), at: path(0, 2))
        geometry.setItemSize(CGSize(width: 50, height: 20), at: path(0, 3))
        #expect(geometry.frameForItem(at: path(0, 0)) == CGRect(x: 0, y: 15, width: 50, height: 50))
        #expect(geometry.frameForItem(at: path(0, 2)) == CGRect(x: 135, y: 0, width: 50, height: 80))
        #expect(geometry.frameForItem(at: path(0, 3)) == CGRect(x: 202.5, y: 30, width: 50, height: 20))
        #expect(geometry.frameForItem(at: path(0, 5)).minY == 90)   // line 0 is 80 tall, then 10 of spacing
        geometry.checkInvariants()
    }

    @Test("An item wider than the line gets a line of its own, centred, and the next item starts a new line")
    func overwideItem() {
        var geometry = flow(100, [(Style(itemSize: CGSize(width: 25, height: 10)), 5)])
        geometry.setItemSize(CGSize(width: 120, height: 10), at: path(0, 1))
        // Item 0 is alone in its line (the next one does not fit), so it is centred.
        #expect(geometry.frameForItem(at: path(0, 0)) == CGRect(x: 37.5, y: 0, width: 25, height: 10))
        #expect(geometry.frameForItem(at: path(0, 1)) == CGRect(x: -10, y: 20, width: 120, height: 10))
        #expect(geometry.frameForItem(at: path(0, 2)).minY == 40)
        #expect(xs(geometry, 2..<5) == [0, 37.5, 75])
        geometry.checkInvariants()
    }

    @Test("Headers and footers span the whole width: the section inset does not apply to them")
    func headerNotInset() {
        let style = Style(inset: .init(top: 5, left: 10, bottom: 7, right: 20), headerSize: CGSize(width: 1, height: 12),
                          footerSize: CGSize(width: 1, height: 8))
        let geometry = flow(320, [(style, 3)])
        #expect(geometry.frameForSupplementary(ofKind: .header, at: path(0, 0)) == CGRect(x: 0, y: 0, width: 320, height: 12))
        #expect(geometry.frameForItem(at: path(0, 0)).origin == CGPoint(x: 10, y: 17))
        #expect(geometry.frameForSupplementary(ofKind: .footer, at: path(0, 0)) == CGRect(x: 0, y: 74, width: 320, height: 8))
        #expect(geometry.contentSize.height == 82)
        #expect(geometry.frameForSupplementary(ofKind: .header, at: path(0, 1)) == nil)
    }

    @Test("An empty section has its header and footer but no insets")
    func emptySectionHasNoInsets() {
        let style = Style(inset: .init(top: 20, bottom: 30), headerSize: CGSize(width: 0, height: 10),
                          footerSize: CGSize(width: 0, height: 5))
        let geometry = flow(320, [(style, 0), (style, 1)])
        #expect(geometry.frameForSupplementary(ofKind: .footer, at: path(0, 0))?.minY == 10)
        #expect(geometry.frameForSupplementary(ofKind: .header, at: path(1, 0))?.minY == 15)
        #expect(geometry.frameForItem(at: path(1, 0)).minY == 45)
        #expect(geometry.contentSize.height == 130)     // 15, then 10 + 20 + 50 + 30 + 5
    }

    @Test("Lines are exactly the minimum line spacing apart, with none after the header or before the footer")
    func lineSpacingExact() {
        var style = Style(minimumLineSpacing: 7, headerSize: CGSize(width: 0, height: 4), footerSize: CGSize(width: 0, height: 3))
        style.itemSize = CGSize(width: 100, height: 10)
        var geometry = flow(210, [(style, 6)])
        geometry.setItemSize(CGSize(width: 100, height: 25), at: path(0, 3))
        let tops = (0..<6).map { Double(geometry.frameForItem(at: path(0, $0)).minY) }
        // Lines: 4 (header) … 14, 21 … 46 (the 25-tall item; its neighbour centred at 28.5), 53 … 63.
        #expect(tops == [4, 4, 28.5, 21, 53, 53])
        #expect(geometry.frameForSupplementary(ofKind: .footer, at: path(0, 0))?.minY == 63)
    }

    @Test("Scrolling horizontally is the exact transpose: lines become columns", arguments: [1, 2, 3] as [UInt64])
    func horizontalTransposition(seed: UInt64) {
        func transposed(_ rect: CGRect) -> CGRect { CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) }
        func transposed(_ size: CGSize) -> CGSize { CGSize(width: size.height, height: size.width) }
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<60 {
            let vertical = ReferenceFlow.random(maxSections: 4, maxItems: 30, overwide: true, direction: .vertical, using: &rng)
            var horizontal = vertical
            horizontal.direction = .horizontal
            for index in horizontal.sections.indices {
                var style = horizontal.sections[index].style
                style.inset = .init(top: style.inset.left, left: style.inset.top, bottom: style.inset.right, right: style.inset.bottom)
                style.headerSize = transposed(style.headerSize)
                style.footerSize = transposed(style.footerSize)
                style.itemSize = transposed(style.itemSize)
                horizontal.sections[index].style = style
                horizontal.sections[index].sizes = horizontal.sections[index].sizes.map { $0.map(transposed) }
            }
            let a = vertical.makeGeometry(), b = horizontal.makeGeometry()
            #expect(transposed(a.contentSize) == b.contentSize, "round \(round)")
            for (section, content) in vertical.sections.enumerated() {
                for item in content.sizes.indices {
                    #expect(transposed(a.frameForItem(at: path(section, item))) == b.frameForItem(at: path(section, item)),
                            "round \(round) item \(path(section, item))")
                }
                for kind in [SupplementaryKind.header, .footer] {
                    #expect(a.frameForSupplementary(ofKind: kind, at: path(section, 0)).map(transposed)
                                == b.frameForSupplementary(ofKind: kind, at: path(section, 0)), "round \(round) \(kind) \(section)")
                }
            }
        }
    }

    @Test("A horizontal example: columns fill top to bottom, the header is a column of its own")
    func horizontalExample() {
        let style = Style(inset: .init(top: 5, left: 3, bottom: 5, right: 4), headerSize: CGSize(width: 6, height: 999))
        let geometry = flow(130, [(style, 5)], direction: .horizontal)
        // H = 120: two 50-point items per column (110), justified: y 5 and 75.
        #expect(geometry.frameForSupplementary(ofKind: .header, at: path(0, 0)) == CGRect(x: 0, y: 0, width: 6, height: 130))
        #expect(geometry.frameForItem(at: path(0, 0)) == CGRect(x: 9, y: 5, width: 50, height: 50))
        #expect(geometry.frameForItem(at: path(0, 1)) == CGRect(x: 9, y: 75, width: 50, height: 50))
        #expect(geometry.frameForItem(at: path(0, 2)) == CGRect(x: 69, y: 5, width: 50, height: 50))
        #expect(geometry.frameForItem(at: path(0, 4)) == CGRect(x: 129, y: 5, width: 50, height: 50))
        #expect(geometry.contentSize == CGSize(width: 183, height: 130))
    }

    @Test("With display scale 1 every edge is rounded to a whole point, so neighbours never overlap")
    func roundingToWholePoints() {
        // Four 20-point items in 100: gaps of 20/3, so items at 0, 26.67, 53.33, 80.
        let style = Style(minimumLineSpacing: 0, minimumInteritemSpacing: 2, itemSize: CGSize(width: 20, height: 11))
        var exact = flow(100, [(style, 4)])
        exact.setItemSize(CGSize(width: 20, height: 4), at: path(0, 1))
        #expect(abs(Double(exact.frameForItem(at: path(0, 1)).minX) - 80.0 / 3) < 1e-9)
        #expect(exact.frameForItem(at: path(0, 1)).minY == 3.5)
        var rounded = exact
        rounded.displayScale = 1
        #expect(rounded.frameForItem(at: path(0, 1)) == CGRect(x: 27, y: 4, width: 20, height: 4))
        #expect(rounded.frameForItem(at: path(0, 2)) == CGRect(x: 53, y: 0, width: 20, height: 11))
        // A 10.5-point item at 0.25 spans 0 … 11 (10.75 rounds up), not 0 … 10.5.
        let odd = flow(11, [(Style(inset: .init(left: 0.25, right: 0.25), itemSize: CGSize(width: 10.5, height: 1.5)), 1)], scale: 1)
        #expect(odd.frameForItem(at: path(0, 0)) == CGRect(x: 0, y: 0, width: 11, height: 2))
        #expect(odd.contentSize == CGSize(width: 11, height: 2))
        let halves = flow(11, [(Style(inset: .init(left: 0.25, right: 0.25), itemSize: CGSize(width: 10.5, height: 1.5)), 1)], scale: 2)
        #expect(halves.frameForItem(at: path(0, 0)) == CGRect(x: 0.5, y: 0, width: 10.5, height: 1.5))
    }

    @Test("Changing the width re-packs every section: the column count follows it, own sizes stay")
    func crossExtentRepacks() {
        var geometry = flow(180, [(Style(), 10), (Style(), 4)])
        geometry.setItemSize(CGSize(width: 50, height: 30), at: path(1, 3))
        #expect(geometry.frameForItem(at: path(0, 3)).minY == 60)        // 3 per line
        geometry.setCrossExtent(230)
        #expect(geometry.crossExtent == 230)
        #expect(geometry.frameForItem(at: path(0, 3)) == CGRect(x: 180, y: 0, width: 50, height: 50))  // 4 per line
        #expect(geometry.frameForItem(at: path(0, 4)).minY == 60)
        #expect(geometry.itemSize(at: path(1, 3)) == CGSize(width: 50, height: 30))
        #expect(geometry.hasOwnSize(at: path(1, 3)) && !geometry.hasOwnSize(at: path(1, 2)))
        #expect(geometry.ownSizeCount == 1)
        geometry.setCrossExtent(50)
        #expect(geometry.frameForItem(at: path(0, 9)).minY == 540)        // one per line: 9 lines of 60 above
        geometry.checkInvariants()
    }

    @Test("A section's style can change on its own; the other sections keep theirs")
    func styleChange() {
        var geometry = flow(320, [(Style(), 6), (Style(), 6)])
        geometry.setStyle(Style(minimumLineSpacing: 0, itemSize: CGSize(width: 100, height: 20)), ofSection: 0)
        #expect(geometry.style(ofSection: 0).itemSize == CGSize(width: 100, height: 20))
        #expect(geometry.style(ofSection: 1) == Style())
        #expect(geometry.frameForItem(at: path(0, 3)) == CGRect(x: 0, y: 20, width: 100, height: 20))
        #expect(geometry.frameForItem(at: path(1, 0)).minY == 40)
        geometry.checkInvariants()
    }

    @Test("item(at:) finds the item whose frame holds the point, and nothing in the gaps")
    func itemAtPoint() {
        var geometry = flow(180, [(Style(headerSize: CGSize(width: 0, height: 10)), 7)])
        geometry.setItemSize(CGSize(width: 50, height: 20), at: path(0, 4))
        #expect(geometry.item(at: CGPoint(x: 0, y: 10)) == path(0, 0))
        #expect(geometry.item(at: CGPoint(x: 49.9, y: 59.9)) == path(0, 0))
        #expect(geometry.item(at: CGPoint(x: 50, y: 30)) == nil)           // a trailing edge belongs to no item
        #expect(geometry.item(at: CGPoint(x: 65, y: 59.9)) == path(0, 1))
        #expect(geometry.item(at: CGPoint(x: 60, y: 30)) == nil)           // between two columns
        #expect(geometry.item(at: CGPoint(x: 10, y: 5)) == nil)            // in the header
        #expect(geometry.item(at: CGPoint(x: 70, y: 75)) == nil)           // above the short item, centred in its line
        #expect(geometry.item(at: CGPoint(x: 70, y: 86)) == path(0, 4))
        #expect(geometry.item(at: CGPoint(x: 10, y: 130)) == path(0, 6))
        #expect(geometry.item(at: CGPoint(x: 10, y: 180)) == nil)          // past the end
        #expect(FlowGeometry(crossExtent: 10, sections: []).item(at: .zero) == nil)
    }
}
