import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UICollectionView batch updates")
struct CollectionBatchUpdateTests {
    @Test("inserted and deleted items shift the others; cells and selection follow their items")
    func insertDelete() throws {
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        host.layout()
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
        data.sections[0].remove(at: 0)
        data.sections[0].insert("new", at: 7)
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: 7, section: 0)])
        }
        host.finishAnimations()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(cell.isSelected)
        #expect(host.screenLines()[2].hasPrefix("0.4       0.5       0.6"))
        #expect(host.screenLines()[4].hasPrefix("0.7       new       0.8"))
    }

    @Test("an inconsistent batch reports UIKit's collection wording and recovers by reloading")
    func invalidBatch() {
        // <doc:TrestleCore/UIKitBehavior#Validation-messages>
        let data = CollectionData(items: 5)
        let (host, collection) = makeCollection(data)
        host.layout()
        data.sections[0].append("extra")
        let reports = DiagnosticsRecorder()
        var finished: Bool?
        TrestleDiagnostics.$handler.withValue(reports.record) {
            collection.performBatchUpdates({ }, completion: { finished = $0 })
            host.layout()
        }
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (5)") == true)
        #expect(finished == false)
        #expect(collection.numberOfItems(inSection: 0) == 6)
        #expect(collection.indexPathsForVisibleItems.count == 6)
    }

    @Test("reloadItems gives the item a new cell from the data source and deselects it")
    func reloadItems() {
        let data = CollectionData(items: 6)
        let (host, collection) = makeCollection(data)
        host.layout()
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        data.sections[0][2] = "changed"
        data.cellRequests.removeAll()
        collection.reloadItems(at: [IndexPath(item: 2, section: 0)])
        host.finishAnimations()
        #expect(data.cellRequests == [IndexPath(item: 2, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(host.screenLines()[0].contains("changed"))
    }

    @Test("reconfigureItems runs cellForItemAt on the same cell and keeps its selection")
    func reconfigureItems() throws {
        let data = CollectionData(items: 6)
        let (host, collection) = makeCollection(data)
        host.layout()
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        data.sections[0][2] = "again"
        collection.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        host.finishAnimations()
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        #expect((cell as? LabelCell)?.label.text == "again")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("section operations move whole sections with their selection")
    func sections() {
        let data = CollectionData(sections: 3, items: 2)
        let (host, collection) = makeCollection(data)
        host.layout()
        collection.selectItem(at: IndexPath(item: 1, section: 2), animated: false, scrollPosition: [])
        data.sections.remove(at: 0)
        data.sections.insert(["x"], at: 1)
        collection.performBatchUpdates {
            collection.deleteSections(IndexSet(integer: 0))
            collection.insertSections(IndexSet(integer: 1))
        }
        host.finishAnimations()
        #expect(collection.numberOfSections == 3)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 2)])
        // [s1, x, s2] → [x, s2, s1]: the selected item's section moves from 2 to 1.
        data.sections.insert(data.sections.remove(at: 0), at: 2)
        collection.moveSection(0, toSection: 2)
        host.finishAnimations()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
    }

    @Test("the offset stays put when items are inserted above it, as UIKit's collection view leaves it")
    func offsetStaysOnInsertAbove() {
        let data = CollectionData(items: 300)
        let (host, collection) = makeCollection(data)
        host.layout()
        collection.contentOffset.y = 100
        host.layout()
        data.sections[0].insert(contentsOf: ["a", "b", "c"], at: 0)
        collection.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        host.finishAnimations()
        #expect(collection.contentOffset.y == 100)
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 150, section: 0))
    }

    @Test("changes animate on the host clock and the completion runs when they end")
    func animationCompletion() {
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        host.layout()
        var finished: Bool?
        data.sections[0].remove(at: 0)
        collection.performBatchUpdates({ collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
        #expect(finished == nil)
        #expect(host.isAnimating)
        host.finishAnimations()
        #expect(finished == true)
        #expect(collection.visibleCells.count == 8)
    }

    @Test("a batch of an index path that is not [section, item] is reported with UIKit's message")
    func badIndexPath() {
        let data = CollectionData(items: 3)
        let (host, collection) = makeCollection(data)
        host.layout()
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            collection.deleteItems(at: [IndexPath(index: 0)])
        }
        #expect(reports.messages == ["deleteItems(at:): Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly two indices specifying the section and item."])
        #expect(collection.numberOfItems(inSection: 0) == 3)
    }
}
