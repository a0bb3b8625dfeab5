import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UICollectionView basics with a custom layout")
struct CollectionViewBasicsTests {
    @Test("cells are made only for the items in view, laid out where the layout puts them")
    func cellsOnlyForVisibleItems() {
        let data = CollectionData(items: 1000)
        let (host, collection) = makeCollection(data)
        host.layout()
        // 3 columns of 10×2 cells in a 30×10 view: 5 lines, 15 items.
        #expect(collection.indexPathsForVisibleItems.count == 15)
        #expect(data.cellRequests.count == 15)
        #expect(collection.numberOfItems(inSection: 0) == 1000)
        #expect(collection.contentSize == CGSize(width: 30, height: 334 * 2))
        let cell = collection.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell?.frame == CGRect(x: 10, y: 2, width: 10, height: 2))
        #expect((cell as? LabelCell)?.label.text == "0.4")
        #expect(host.screenLines()[2].hasPrefix("0.3       0.4       0.5"))
    }

    @Test("queries answer for items on screen only and never ask the data source")
    func queries() throws {
        let data = CollectionData(items: 100)
        let (host, collection) = makeCollection(data)
        host.layout()
        let requests = data.cellRequests.count
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 7, section: 0)))
        #expect(collection.indexPath(for: cell) == IndexPath(item: 7, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 90, section: 0)) == nil)
        #expect(collection.indexPathForItem(at: CGPoint(x: 25, y: 5)) == IndexPath(item: 8, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 25, y: 500)) == nil)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 90, section: 0))?.frame == CGRect(x: 0, y: 60, width: 10, height: 2))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 100, section: 0)) == nil)
        #expect(collection.visibleCells.count == 15)
        #expect(data.cellRequests.count == requests)
    }

    @Test("scrolling reuses cells: leaving items end displaying before their cells serve entering items")
    func scrollingReusesCells() {
        let data = CollectionData(items: 1000)
        let (host, collection) = makeCollection(data)
        host.layout()
        let created = collection.cellReuseStatistics.created
        data.recordsDisplay = true
        collection.contentOffset = CGPoint(x: 0, y: 2)
        host.layout()
        // As the table does: leaving cells end displaying (and go to the pool) before the entering
        // ones are announced — the entering cells were obtained first, so none is reused at once.
        #expect(data.calls == ["didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]",
                               "willDisplay [0, 15]", "willDisplay [0, 16]", "willDisplay [0, 17]"])
        for _ in 0..<50 {
            collection.contentOffset.y += 2
            host.layout()
        }
        // One line's worth of cells beyond the first screen at most, however far it scrolls.
        #expect(collection.cellReuseStatistics.created <= created + 3)
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 153, section: 0))
    }

    @Test("supplementary views come from the data source, are announced and reused")
    func supplementaryViews() throws {
        let data = CollectionData(sections: 3, items: 4)
        let layout = ColumnsLayout()
        layout.headerHeight = 1
        let (host, collection) = makeCollection(data, layout: layout)
        data.recordsDisplay = true
        host.layout()
        let headers = collection.indexPathsForVisibleSupplementaryElements(ofKind: layout.headerKind)
        // Headers at lines 0 and 5 are in the 10-line view; section 2's, at line 10, is not.
        #expect(headers == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let view = try #require(collection.supplementaryView(forElementKind: layout.headerKind, at: IndexPath(item: 0, section: 1)) as? LabelView)
        #expect(view.label.text == "Section 1")
        #expect(view.frame == CGRect(x: 0, y: 5, width: 30, height: 1))
        #expect(data.calls.contains("willDisplaySupplementary test-header [1, 0]"))
        #expect(host.screenLines()[5].hasPrefix("Section 1"))
        collection.contentOffset.y = 10
        host.layout()
        #expect(data.calls.contains("didEndDisplayingSupplementary test-header [0, 0]"))
        #expect(collection.visibleSupplementaryViews(ofKind: layout.headerKind).count == 1)
    }

    @Test("reloadData asks the counts again and gives visible items fresh cells from the pool")
    func reloadData() {
        let data = CollectionData(items: 10)
        let (host, collection) = makeCollection(data)
        host.layout()
        data.sections = [["a", "b"]]
        collection.reloadData()
        host.layout()
        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(host.screenLines()[0].hasPrefix("a         b"))
        #expect(collection.cellReuseStatistics.created == 10)
    }

    @Test("a data source that is not set shows nothing and counts nothing")
    func withoutDataSource() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout())
        host.rootView = collection
        host.layout()
        #expect(collection.numberOfSections == 0)
        #expect(collection.visibleCells.isEmpty)
    }

    @Test("the layout is prepared once per invalidation, not on every scroll")
    func prepareOncePerInvalidation() {
        let data = CollectionData(items: 200)
        let layout = ColumnsLayout()
        let (host, collection) = makeCollection(data, layout: layout)
        host.layout()
        let prepared = layout.prepareCount
        collection.contentOffset.y = 30
        host.layout()
        #expect(layout.prepareCount == prepared)
        layout.invalidateLayout()
        host.layout()
        #expect(layout.prepareCount == prepared + 1)
    }

    @Test("cell registrations dequeue and configure cells for items")
    func cellRegistration() {
        final class Source: NSObject, UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, indexPath, item in
                cell.label.text = "\(item)!"
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "item \(indexPath.item)")
            }
        }
        let host = HeadlessHost(size: CGSize(width: 30, height: 4))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout())
        let source = Source()
        collection.dataSource = source
        host.rootView = collection
        host.layout()
        #expect(host.screenLines()[0].hasPrefix("item 0!   item 1!   item 2!"))
        #expect(collection.visibleCells.allSatisfy { $0 is LabelCell })
    }
}
