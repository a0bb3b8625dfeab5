import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// Pinned headers and footers: UIKit's `sectionHeadersPinToVisibleBounds` and
/// `sectionFootersPinToVisibleBounds` (<doc:TrestleCore/UIKitBehavior#Flow-layout-packing>).
@Suite("Flow geometry pins headers and footers to the viewport")
struct FlowGeometryPinningTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    /// Three sections, each: header 10, inset 5, five lines of two 40 × 20 items (140), inset 5,
    /// footer 6 — 166 long. Section 0's header is at 0, its lines 15 … 155, its footer 160 … 166.
    func sections(_ direction: FlowGeometry.ScrollDirection = .vertical, scale: Double? = nil,
                  headers: Bool = true, footers: Bool = false) -> FlowGeometry {
        let vertical = direction == .vertical
        let style = FlowGeometry.SectionStyle(
            inset: vertical ? .init(top: 5, bottom: 5) : .init(left: 5, right: 5),
            headerSize: vertical ? CGSize(width: 0, height: 10) : CGSize(width: 10, height: 0),
            footerSize: vertical ? CGSize(width: 0, height: 6) : CGSize(width: 6, height: 0),
            itemSize: vertical ? CGSize(width: 40, height: 20) : CGSize(width: 20, height: 40))
        var geometry = FlowGeometry(scrollDirection: direction, crossExtent: 100,
                                    sections: Array(repeating: .init(style: style, itemCount: 10), count: 3), displayScale: scale)
        geometry.pinsSectionHeaders = headers
        geometry.pinsSectionFooters = footers
        return geometry
    }

    func placement(_ geometry: FlowGeometry, _ kind: SupplementaryKind, _ section: Int, _ viewport: Viewport) -> ElementPlacement? {
        geometry.placements(in: viewport.visibleRect, viewport: viewport).first { $0.element == .supplementary(kind, path(section, 0)) }
    }

    @Test("A header sticks at the pin line once its section scrolls under it, above the items")
    func headerPins() {
        let viewport = Viewport(offsetX: 0, offsetY: 50, width: 100, height: 100)
        let placements = sections().placements(in: viewport.visibleRect, viewport: viewport)
        #expect(placements.last == ElementPlacement(element: .supplementary(.header, path(0, 0)),
                                                    frame: CGRect(x: 0, y: 50, width: 100, height: 10),
                                                    isPinned: true, zIndex: FlowGeometry.pinnedZIndex))
        #expect(FlowGeometry.pinnedZIndex == 1024)
        #expect(placements.dropLast().allSatisfy { $0.zIndex == 0 && !$0.isPinned })
    }

    @Test("The section's end pushes its header up: it never rides below the last line's inset")
    func headerPushedBySectionEnd() {
        let viewport = Viewport(offsetX: 0, offsetY: 155, width: 100, height: 100)
        let geometry = sections()
        // Section 0's content ends at 160: its 10-point header can sit no lower than 150.
        #expect(placement(geometry, .header, 0, viewport)?.frame.minY == 150)
        #expect(placement(geometry, .header, 0, viewport)?.isPinned == true)
        // Section 1's header, at 166, is below the pin line: natural, at z 0.
        #expect(placement(geometry, .header, 1, viewport) == ElementPlacement(
            element: .supplementary(.header, path(1, 0)), frame: CGRect(x: 0, y: 166, width: 100, height: 10)))
        // Pushed wholly above the bounds, it is not listed.
        #expect(placement(geometry, .header, 0, Viewport(offsetX: 0, offsetY: 161, width: 100, height: 100)) == nil)
    }

    @Test("The pin line is the offset plus the top inset; pulling past the top moves the first header with the content")
    func pinLineAndOverscroll() {
        let geometry = sections()
        let inset = Viewport(offsetX: 0, offsetY: 40, width: 100, height: 80, insetTop: 15)
        #expect(placement(geometry, .header, 0, inset)?.frame.minY == 55)
        let pulled = Viewport(offsetX: 0, offsetY: -20, width: 100, height: 80)
        #expect(placement(geometry, .header, 0, pulled)?.frame.minY == 0)
        #expect(placement(geometry, .header, 0, pulled)?.isPinned == false)
    }

    @Test("Without pinning, or without a viewport, headers stay at their natural frames")
    func noPinning() {
        let viewport = Viewport(offsetX: 0, offsetY: 50, width: 100, height: 100)
        #expect(placement(sections(headers: false), .header, 0, viewport) == nil)
        #expect(!sections().placements(in: viewport.visibleRect, viewport: nil).contains { $0.isPinned })
    }

    @Test("Footers stick to the bottom pin line while their section continues below, never above their header")
    func footersPin() {
        let geometry = sections(headers: false, footers: true)
        let top = Viewport(offsetX: 0, offsetY: 0, width: 100, height: 100, insetBottom: 4)
        // Pin line 96: section 0's footer (natural 160) floats up to 90.
        #expect(placement(geometry, .footer, 0, top) == ElementPlacement(
            element: .supplementary(.footer, path(0, 0)), frame: CGRect(x: 0, y: 90, width: 100, height: 6),
            isPinned: true, zIndex: 1024))
        // Once the section's end is on screen the footer is at its natural place.
        let end = Viewport(offsetX: 0, offsetY: 100, width: 100, height: 100)
        #expect(placement(geometry, .footer, 0, end)?.isPinned == false)
        #expect(placement(geometry, .footer, 0, end)?.frame.minY == 160)
        // Pulled far down (pin line 15), it stops right under its header (10), not at 9.
        let pulled = Viewport(offsetX: 0, offsetY: -85, width: 100, height: 100)
        #expect(placement(geometry, .footer, 0, pulled)?.frame.minY == 10)
    }

    @Test("An empty section's header and footer never move: there is nothing for them to float over")
    func emptySectionDoesNotPin() {
        var geometry = FlowGeometry(crossExtent: 100, sections: [
            .init(style: .init(headerSize: CGSize(width: 0, height: 10), footerSize: CGSize(width: 0, height: 5)), itemCount: 0),
            .init(itemCount: 40),
        ])
        geometry.pinsSectionHeaders = true
        geometry.pinsSectionFooters = true
        let viewport = Viewport(offsetX: 0, offsetY: 2, width: 100, height: 100)
        #expect(placement(geometry, .header, 0, viewport)?.frame.minY == 0)
        #expect(placement(geometry, .footer, 0, viewport)?.frame.minY == 10)
    }

    @Test("Scrolling horizontally, headers pin to the left edge and footers to the right")
    func horizontalPinning() {
        let geometry = sections(.horizontal, footers: true)
        let viewport = Viewport(offsetX: 50, offsetY: 0, width: 80, height: 100)
        #expect(placement(geometry, .header, 0, viewport)?.frame == CGRect(x: 50, y: 0, width: 10, height: 100))
        #expect(placement(geometry, .footer, 0, viewport)?.frame == CGRect(x: 124, y: 0, width: 6, height: 100))
        #expect(placement(geometry, .header, 0, viewport.offset(to: CGPoint(x: 155, y: 0)))?.frame.minX == 150)
    }

    @Test("With display scale 1 a pinned header sits on a whole point and keeps its rounded size")
    func roundedPinning() {
        let viewport = Viewport(offsetX: 0, offsetY: 50.5, width: 100, height: 100)
        let header = placement(sections(scale: 1), .header, 0, viewport)
        #expect(header?.frame == CGRect(x: 0, y: 51, width: 100, height: 10))
    }

    @Test("Placements come as items, then unpinned headers and footers, then pinned ones, each group in order")
    func placementOrder() {
        let geometry = sections(footers: true)
        let viewport = Viewport(offsetX: 0, offsetY: 120, width: 100, height: 80)
        let placements = geometry.placements(in: viewport.visibleRect, viewport: viewport)
        #expect(zip(placements, placements.dropFirst()).allSatisfy { $0 < $1 })
        let kinds = placements.compactMap { placement -> String? in
            guard case .supplementary(let kind, let path) = placement.element else { return nil }
            return "\(kind) \(path.section)\(placement.isPinned ? " pinned" : "")"
        }
        // Section 0's footer (160) is in view, its header pinned at 120; section 1's header (166)
        // is in view and its footer floats up to the bottom edge.
        #expect(kinds == ["footer 0", "header 1", "header 0 pinned", "footer 1 pinned"])
    }
}
