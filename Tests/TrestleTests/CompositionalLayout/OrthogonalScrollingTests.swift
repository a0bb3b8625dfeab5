import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("Orthogonal sections")
struct OrthogonalScrollingTests {
    /// Section 0: a strip of 8-wide tiles, 3 high; section 1: a list below it.
    func shelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, items: Int = 10)
        -> (HeadlessHost, UICollectionView, UICollectionViewCompositionalLayout, CollectionData) {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index == 0 else { return listSection(height: .absolute(1)) }
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(8), .absolute(3)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 2
            section.orthogonalScrollingBehavior = behavior
            return section
        }
        let data = CollectionData([(0..<items).map { "t\($0)" }, (0..<20).map { "row \($0)" }])
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 25, height: 8))
        host.layout()
        return (host, collection, layout, data)
    }

    @Test("the strip lays its groups out sideways; the section below follows the strip's height")
    func stripPlacement() {
        let (_, collection, _, data) = shelf(.continuous)
        defer { withExtendedLifetime(data) {} }
        #expect(frames(collection, 0..<3) == [CGRect(x: 0, y: 0, width: 8, height: 3), CGRect(x: 10, y: 0, width: 8, height: 3),
                                              CGRect(x: 20, y: 0, width: 8, height: 3)])
        #expect(frames(collection, section: 1, 0..<1) == [CGRect(x: 0, y: 3, width: 25, height: 1)])
        #expect(collection.contentSize.width == 25)
        // Tiles 0-2 reach the 25-wide view; tile 3 starts at 30.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted() == [0, 1, 2])
    }

    @Test("a sideways wheel over the strip scrolls the strip only; the vertical wheel scrolls the page")
    func wheelScrollsStrip() {
        let (host, collection, layout, data) = shelf(.continuous)
        defer { withExtendedLifetime(data) {} }
        host.scrollWheel(at: CGPoint(x: 5, y: 1), columns: 2)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 6)
        #expect(collection.contentOffset == .zero)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == -6)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 24)
        // Shift turns the vertical wheel sideways over the strip.
        host.scrollWheel(at: CGPoint(x: 5, y: 1), lines: 1, modifiers: .shift)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 9)
        // Over the list below, the wheel scrolls the collection view.
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: 2)
        #expect(collection.contentOffset.y == 2)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 9)
        // The strip stops at its end: 10 tiles of 8 with 2 between is 98 wide; 73 in a 25-wide view.
        host.scrollWheel(at: CGPoint(x: 5, y: 0), columns: 100)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 73)
    }

    @Test("group paging moves a group at a time; paging a page; centred paging centres the group")
    func pagingBehaviours() {
        let (host, _, layout, data) = shelf(.groupPaging)
        defer { withExtendedLifetime(data) {} }
        host.scrollWheel(at: CGPoint(x: 5, y: 1), columns: 1)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 10)
        host.scrollWheel(at: CGPoint(x: 5, y: 1), columns: 1)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 20)
        host.scrollWheel(at: CGPoint(x: 5, y: 1), columns: -1)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 10)

        let (pagedHost, _, paged, pagedData) = shelf(.paging)
        defer { withExtendedLifetime(pagedData) {} }
        pagedHost.scrollWheel(at: CGPoint(x: 5, y: 1), columns: 1)
        #expect(paged.orthogonalScrollOffset(ofSection: 0) == 25)

        let (centredHost, _, centred, centredData) = shelf(.groupPagingCentered)
        defer { withExtendedLifetime(centredData) {} }
        // The first group starts centred: 4 - 12.5.
        #expect(centred.orthogonalScrollOffset(ofSection: 0) == -8.5)
        centredHost.scrollWheel(at: CGPoint(x: 5, y: 1), columns: 1)
        // Group 1 spans 10-18 in the strip; centred in 25 columns: 14 - 12.5.
        #expect(centred.orthogonalScrollOffset(ofSection: 0) == 1.5)
    }

    @Test("moving the keyboard focus along the strip scrolls it to keep the focused tile in view")
    func focusScrollsStrip() {
        let (host, collection, layout, data) = shelf(.continuous)
        defer { withExtendedLifetime(data) {} }
        collection.focusItem(at: IndexPath(item: 2, section: 0))
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 3)
        host.press(.right)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 3, section: 0))
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 13)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.maxX == 25)
        host.press(.down)
        #expect(collection.indexPathForFocusedItem?.section == 1)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 13)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 0)
    }

    @Test("a strip keeps its offset across reloads of other sections and a resize clamps it")
    func offsetSurvivesUpdates() {
        let (host, collection, layout, data) = shelf(.continuous)
        defer { withExtendedLifetime(data) {} }
        layout.setOrthogonalScrollOffset(40, forSection: 0)
        host.layout()
        data.sections[1].append("new")
        collection.insertItems(at: [IndexPath(item: 20, section: 1)])
        host.layout()
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 40)
        host.window.frame = CGRect(x: 0, y: 0, width: 90, height: 8)
        collection.frame = host.window.bounds
        host.layout()
        // 98 wide in a 90-wide view: at most 8.
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 8)
    }

    @Test("a sideways drag on a strip moves the strip with the finger; group paging then rests on a group; an up-and-down drag scrolls the page")
    func dragScrollsStrip() {
        let (host, collection, layout, data) = shelf(.groupPaging)
        defer { withExtendedLifetime(data) {} }
        host.drag(from: CGPoint(x: 20, y: 1), to: CGPoint(x: 6, y: 1))
        // Dragged 14 columns left: the strip rests on the nearest group boundary, 10.
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 10)
        #expect(collection.contentOffset.y == 0)
        host.drag(from: CGPoint(x: 5, y: 6), to: CGPoint(x: 5, y: 3))
        #expect(collection.contentOffset.y > 0)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 10)

        let (freeHost, _, free, freeData) = shelf(.continuous)
        defer { withExtendedLifetime(freeData) {} }
        freeHost.drag(from: CGPoint(x: 20, y: 1), to: CGPoint(x: 13, y: 1))
        #expect(free.orthogonalScrollOffset(ofSection: 0) == 7)
    }

    @Test("deleting tiles from a strip scrolled to its end holds the strip within what is left")
    func deletionClampsStrip() {
        let (host, collection, layout, data) = shelf(.continuous)
        defer { withExtendedLifetime(data) {} }
        layout.setOrthogonalScrollOffset(73, forSection: 0)
        host.layout()
        data.sections[0].removeLast(5)
        collection.deleteItems(at: (5..<10).map { IndexPath(item: $0, section: 0) })
        host.layout()
        // Five tiles: 48 wide, 23 beyond the 25-wide view.
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 23)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.maxX == 25)
    }
}
