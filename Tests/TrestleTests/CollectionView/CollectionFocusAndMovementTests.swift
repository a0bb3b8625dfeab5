import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UICollectionView keyboard focus and interactive movement")
struct CollectionFocusAndMovementTests {
    @Test("arrow keys move focus across items and lines, Return selects the focused item")
    func arrowsInTwoDimensions() {
        let data = CollectionData(items: 100)
        let (host, collection) = makeCollection(data)
        host.layout()
        host.press(.down)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        host.press(.right)
        host.press(.down)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 4, section: 0))
        host.press(.left)
        host.press(.up)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        // → at the end of a line wraps to the next item.
        host.press(.right)
        host.press(.right)
        host.press(.right)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 3, section: 0))
        host.press(.enter)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(data.calls.suffix(2) == ["didUnhighlight [0, 3]", "didSelect [0, 3]"])
    }

    @Test("the focused item shows a bar down its leading edge, on every line of the cell")
    func focusIsVisible() {
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        host.layout()
        collection.focusItem(at: IndexPath(item: 4, section: 0))
        host.layout()
        let lines = host.screenLines()
        #expect(lines[2].hasPrefix("0.3       ▌.4       0.5"))
        #expect(lines[3].hasPrefix("          ▌"))
        #expect(lines[0].hasPrefix("0.0       0.1       0.2"))
        // A cell that draws its own focus turns the effect off.
        collection.cellForItem(at: IndexPath(item: 4, section: 0))?.focusEffect = nil
        #expect(host.screenLines()[2].hasPrefix("0.3       0.4       0.5"))
    }

    @Test("moving focus below the screen scrolls it into view; End goes to the last item")
    func focusScrolls() {
        let data = CollectionData(items: 100)
        let (host, collection) = makeCollection(data)
        host.layout()
        host.press(.down)
        for _ in 0..<6 { host.press(.down) }
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 18, section: 0))
        #expect(collection.contentOffset.y == 4)
        host.press(.end)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 99, section: 0))
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 99, section: 0)))
        host.press(.pageUp)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 84, section: 0))
    }

    @Test("Page Down moves the content a whole screen and the focus with it, as the table does; Page Up comes back")
    func pageDownMovesAScreen() {
        let data = CollectionData(items: 300)
        let (host, collection) = makeCollection(data)
        host.layout()
        host.press(.down)
        let page = collection.bounds.height - collection.adjustedContentInset.top - collection.adjustedContentInset.bottom
        let focusedRect = { collection.layoutAttributesForItem(at: collection.indexPathForFocusedItem!)!.frame }
        let onScreen = focusedRect().minY - collection.contentOffset.y
        host.press(.pageDown)
        #expect(collection.contentOffset.y == page)
        #expect(focusedRect().minY - collection.contentOffset.y == onScreen, "the focus keeps its place on screen")
        host.press(.pageDown)
        #expect(collection.contentOffset.y == 2 * page)
        host.press(.pageUp)
        #expect(collection.contentOffset.y == page)
        #expect(focusedRect().minY - collection.contentOffset.y == onScreen)
    }

    @Test("a resize keeps the focused item in view")
    func resizeKeepsFocus() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 2)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 1
        let data = CollectionData(items: 200)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 40, height: 10))
        host.layout()
        collection.focusItem(at: IndexPath(item: 40, section: 0))
        host.layout()
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 40, section: 0)))
        // From 4 columns to 2: item 40 moves from line 10 to line 20.
        host.window.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        collection.frame = host.window.bounds
        host.layout()
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 40, section: 0)))
    }

    @Test("an interactive movement moves the item as the target changes and tells the data source at the end")
    func interactiveMovement() {
        let data = CollectionData(items: 9)
        data.movesItems = true
        let (host, collection) = makeCollection(data)
        host.layout()
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 3))
        host.finishAnimations()
        #expect((collection.cellForItem(at: IndexPath(item: 5, section: 0)) as? LabelCell)?.label.text == "0.0")
        #expect(data.calls.isEmpty)
        collection.endInteractiveMovement()
        host.finishAnimations()
        #expect(data.calls == ["moveItemAt [0, 0] [0, 5]"])
        #expect(data.sections[0].prefix(6) == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.0"])
        #expect(host.screenLines()[2].hasPrefix("0.4       0.5       0.0"))
    }

    @Test("a cancelled movement puts the item back and the data source hears nothing")
    func cancelledMovement() {
        let data = CollectionData(items: 9)
        data.movesItems = true
        let (host, collection) = makeCollection(data)
        host.layout()
        collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 5, y: 5))
        host.finishAnimations()
        collection.cancelInteractiveMovement()
        host.finishAnimations()
        #expect(data.calls.isEmpty)
        #expect(host.screenLines()[0].hasPrefix("0.0       0.1       0.2"))
    }

    @Test("without moveItemAt no movement begins")
    func movementNeedsMoveItemAt() {
        let data = CollectionData(items: 9)
        let (host, collection) = makeCollection(data)
        host.layout()
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    }

    @Test("a collection view controller's long press then drag moves an item")
    func longPressDrag() {
        final class Controller: UICollectionViewController {
            var items = (0..<9).map { "item\($0)" }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
                cell.label.text = items[indexPath.item]
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let controller = Controller(collectionViewLayout: ColumnsLayout())
        host.rootViewController = controller
        host.layout()
        host.drag(from: CGPoint(x: 5, y: 1), to: CGPoint(x: 25, y: 3), duration: 0.3, pressFirst: 0.6)
        host.finishAnimations()
        #expect(controller.items.prefix(6) == ["item1", "item2", "item3", "item4", "item5", "item0"])
        #expect(host.screenLines()[2].hasPrefix("item4     item5     item0"))
    }

    @Test("a UICollectionViewController loads its data on appearing and clears the selection when it appears again")
    func controllerClearsSelection() {
        final class Controller: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        }
        let controller = Controller(collectionViewLayout: ColumnsLayout())
        let navigation = UINavigationController(rootViewController: controller)
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        host.rootViewController = navigation
        host.layout()
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 4)
        controller.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        navigation.pushViewController(UIViewController(), animated: false)
        host.layout()
        navigation.popViewController(animated: false)
        host.layout()
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }
}
