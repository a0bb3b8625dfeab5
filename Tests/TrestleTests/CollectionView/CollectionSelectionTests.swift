import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UICollectionView selection")
struct CollectionSelectionTests {
    /// The centre of item `item` in the 3-column, 10×2 `ColumnsLayout`.
    func point(_ item: Int) -> CGPoint {
        CGPoint(x: CGFloat(item % 3) * 10 + 5, y: CGFloat(item / 3) * 2 + 1)
    }

    @Test("a tap runs UIKit's collection order: shouldHighlight, didHighlight, shouldSelect, didUnhighlight, didSelect")
    func tapCallOrder() {
        // <doc:TrestleCore/UIKitBehavior#Collection-view-selection>
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        host.layout()
        host.tap(at: point(4))
        #expect(data.calls == ["shouldHighlight [0, 4]", "didHighlight [0, 4]", "shouldSelect [0, 4]", "didUnhighlight [0, 4]", "didSelect [0, 4]"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    @Test("a tap performs the item's primary action after selecting it, even when selection is refused, but not when extending a multiple selection")
    func primaryAction() {
        let data = CollectionData(items: 9)
        data.recordsPrimaryActions = true
        let (host, collection) = makeCollection(data)
        host.layout()
        host.tap(at: point(4))
        #expect(data.calls.suffix(2) == ["didSelect [0, 4]", "performPrimaryAction [0, 4]"])
        data.shouldSelect = { _ in false }
        data.calls.removeAll()
        host.tap(at: point(5))
        #expect(data.calls.last == "performPrimaryAction [0, 5]")
        collection.allowsMultipleSelection = true
        data.shouldSelect = { _ in true }
        data.calls.removeAll()
        host.tap(at: point(6))
        #expect(!data.calls.contains { $0.hasPrefix("performPrimaryAction") })
    }

    @Test("in single selection a tap on another item deselects the first without asking")
    func singleSelectionReplaces() {
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        host.layout()
        host.tap(at: point(1))
        data.calls.removeAll()
        host.tap(at: point(2))
        #expect(data.calls == ["shouldHighlight [0, 2]", "didHighlight [0, 2]", "shouldSelect [0, 2]", "didUnhighlight [0, 2]",
                               "didDeselect [0, 1]", "didSelect [0, 2]"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test("shouldHighlight returning false means no highlight and no selection at all")
    func noHighlightNoSelection() {
        let data = CollectionData(items: 9)
        data.shouldHighlight = { _ in false }
        let (host, collection) = makeCollection(data)
        host.layout()
        host.tap(at: point(0))
        #expect(data.calls == ["shouldHighlight [0, 0]"])
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test("shouldSelect returning false unhighlights and selects nothing")
    func shouldSelectFalse() {
        let data = CollectionData(items: 9)
        data.shouldSelect = { _ in false }
        let (host, collection) = makeCollection(data)
        host.layout()
        host.tap(at: point(0))
        #expect(data.calls == ["shouldHighlight [0, 0]", "didHighlight [0, 0]", "shouldSelect [0, 0]", "didUnhighlight [0, 0]"])
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test("with multiple selection taps add items and a second tap deselects, asking shouldDeselect")
    func multipleSelection() {
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        collection.allowsMultipleSelection = true
        host.layout()
        host.tap(at: point(0))
        host.tap(at: point(5))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)])
        data.calls.removeAll()
        host.tap(at: point(0))
        #expect(data.calls == ["shouldHighlight [0, 0]", "didHighlight [0, 0]", "shouldDeselect [0, 0]", "didUnhighlight [0, 0]", "didDeselect [0, 0]"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        data.shouldDeselect = { _ in false }
        host.tap(at: point(5))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    }

    @Test("programmatic selection calls no delegate methods and answers an empty array when nothing is selected")
    func programmaticSelection() {
        // <doc:TrestleCore/UIKitBehavior#Programmatic-selection>
        let data = CollectionData(items: 100)
        let (host, collection) = makeCollection(data)
        host.layout()
        #expect(collection.indexPathsForSelectedItems == [])
        collection.selectItem(at: IndexPath(item: 60, section: 0), animated: false, scrollPosition: .top)
        host.layout()
        #expect(data.calls.isEmpty)
        #expect(collection.contentOffset.y == 40)
        #expect(collection.cellForItem(at: IndexPath(item: 60, section: 0))?.isSelected == true)
        collection.selectItem(at: IndexPath(item: 61, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 61, section: 0)])
        collection.deselectItem(at: IndexPath(item: 61, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(data.calls.isEmpty)
    }

    @Test("with selection not allowed, selecting does nothing")
    func selectionNotAllowed() {
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        collection.allowsSelection = false
        host.layout()
        host.tap(at: point(0))
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(data.calls.isEmpty)
    }

    @Test("a cell that scrolls back into view shows its item's selection")
    func selectionSurvivesReuse() {
        let data = CollectionData(items: 300)
        let (host, collection) = makeCollection(data)
        host.layout()
        host.tap(at: point(1))
        collection.contentOffset.y = 200
        host.layout()
        #expect(collection.visibleCells.allSatisfy { !$0.isSelected })
        collection.contentOffset.y = 0
        host.layout()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(collection.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("reloadData clears the selection")
    func reloadClearsSelection() {
        // <doc:TrestleCore/UIKitBehavior#Selection-across-data-changes>
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        host.layout()
        host.tap(at: point(1))
        collection.reloadData()
        #expect(collection.indexPathsForSelectedItems == [])
    }
}
