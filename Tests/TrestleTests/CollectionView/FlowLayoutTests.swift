import Foundation
import Testing
import Trestle
import TrestleTesting

/// A flow-layout delegate with per-item sizes and per-section values.
@MainActor
final class FlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var sizes: (IndexPath) -> CGSize = { _ in CGSize(width: 5, height: 1) }
    var sizeRequests = 0

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeRequests += 1
        return sizes(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: CGFloat(section), bottom: 1, right: 0)
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout")
struct FlowLayoutTests {
    func grid(items: Int, sections: Int = 1, size: CGSize = CGSize(width: 30, height: 10),
              configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (HeadlessHost, UICollectionView, UICollectionViewFlowLayout, CollectionData) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 2)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 0
        configure(layout)
        let data = CollectionData(sections: sections, items: items)
        let (host, collection) = makeCollection(data, layout: layout, size: size)
        collection.register(LabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        return (host, collection, layout, data)
    }

    @Test("UIKit's defaults: 50 × 50 items, 10 points of spacing, no insets, vertical, no self-sizing")
    func defaults() {
        // <doc:TrestleCore/UIKitBehavior#Default-dimensions>
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
    }

    @Test("a grid packs whole lines justified, and the last line lines up with the columns above")
    func gridPacking() {
        // <doc:TrestleCore/UIKitBehavior#Flow-layout-packing>: 3 items of 8 fit in 30 with
        // spacing ≥ 1; the 3 leftover points go to the two gaps.
        let (host, collection, _, data) = grid(items: 7)
        defer { withExtendedLifetime(data) {} }
        host.layout()
        let frames = (0..<7).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames[0].minX == 0)
        #expect(frames[2].maxX == 30)
        #expect(frames[6].minX == frames[0].minX)
        #expect(frames[6].minY == 4)
        #expect(collection.contentSize == CGSize(width: 30, height: 6))
    }

    @Test("the number of columns follows the width: a resize re-packs the lines")
    func columnsFollowWidth() {
        let (host, collection, _, data) = grid(items: 12)
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 2)
        host.window.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        collection.frame = host.window.bounds
        host.layout()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 0)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 2)
        #expect(collection.indexPathsForVisibleItems.count == 12)
    }

    @Test("section headers pinned to the visible bounds stay at the top while their items scroll, and are pushed up by the next section")
    func pinnedHeaders() throws {
        let (host, collection, layout, data) = grid(items: 9, sections: 3) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 1)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        _ = layout
        data.recordsDisplay = false
        host.layout()
        collection.contentOffset.y = 3
        host.layout()
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 3)
        #expect(host.screenLines()[0].hasPrefix("Section 0"))
        // Section 0 ends at line 7 (header 1 + 3 lines of 2): at offset 6.5 its header is pushed up.
        collection.contentOffset.y = 7
        host.layout()
        #expect(host.screenLines()[0].hasPrefix("Section 1"))
    }

    @Test("the delegate's sizeForItemAt and insetForSectionAt override the layout's values")
    func delegateSizes() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let data = CollectionData(sections: 2, items: 4)
        let (host, collection) = makeCollection(data, layout: layout)
        let delegate = FlowDelegate()
        delegate.sizes = { CGSize(width: $0.item == 0 ? 30 : 10, height: 1) }
        collection.delegate = delegate
        host.layout()
        // Item 0 fills a line; items 1–3 share the next. Section 1 is inset 1 from the left.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 30, height: 1))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 20, y: 1, width: 10, height: 1))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 3)
        // Section 1 is inset 1: item 0 (30) needs a line of its own, then 1–2 share one and 3 has one.
        #expect(collection.contentSize.height == 7)
    }

    @Test("a million fixed-size items lay out without visiting them, and scroll to the end")
    func millionItems() {
        let (host, collection, _, data) = grid(items: 1_000_000)
        host.layout()
        #expect(collection.contentSize.height == CGFloat(2 * 333_334))
        collection.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
        host.layout()
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
        #expect(data.cellRequests.count < 40)
    }

    @Test("a batch update on a flow layout follows the change without asking every size again")
    func batchFollowsWithoutRebuild() {
        let layout = UICollectionViewFlowLayout()
        let data = CollectionData(items: 1000)
        let (host, collection) = makeCollection(data, layout: layout)
        let delegate = FlowDelegate()
        collection.delegate = delegate
        host.layout()
        #expect(delegate.sizeRequests >= 1000)
        delegate.sizeRequests = 0
        data.sections[0].insert("new", at: 3)
        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        host.finishAnimations()
        #expect(delegate.sizeRequests == 1)
        #expect(collection.numberOfItems(inSection: 0) == 1001)
    }

    @Test("a horizontal flow layout packs columns and scrolls sideways")
    func horizontal() {
        let (host, collection, _, data) = grid(items: 30, size: CGSize(width: 30, height: 5)) { layout in
            layout.scrollDirection = .horizontal
        }
        defer { withExtendedLifetime(data) {} }
        host.layout()
        // Columns of two items of height 2, 1 apart (2 + 1 + 2 = 5 lines); columns of width 8
        // touch (line spacing 0).
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 3, width: 8, height: 2))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 8)
        #expect(collection.contentSize == CGSize(width: 120, height: 5))
        collection.scrollToItem(at: IndexPath(item: 29, section: 0), at: .right, animated: false)
        host.layout()
        // The content's end (15 columns of 8) at the view's right edge (30).
        #expect(collection.contentOffset.x == 90)
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 29, section: 0)))
    }
}
