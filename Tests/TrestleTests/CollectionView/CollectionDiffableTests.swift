import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UICollectionViewDiffableDataSource")
struct CollectionDiffableTests {
    enum Section: Hashable, Sendable { case main, more }

    func makeSource(size: CGSize = CGSize(width: 30, height: 10)) -> (HeadlessHost, UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let host = HeadlessHost(size: size)
        let layout = ColumnsLayout()
        layout.headerHeight = 1
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.label.text = item }
        let header = UICollectionView.SupplementaryRegistration<LabelView>(elementKind: layout.headerKind) { view, _, indexPath in
            view.label.text = "== \(indexPath.section)"
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        host.rootView = collection
        return (host, collection, source)
    }

    @Test("applying snapshots changes the collection view by their difference, keeping the cells of items that stay")
    func applyDifference() throws {
        let (host, collection, source) = makeSource()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot, animatingDifferences: false)
        host.layout()
        #expect(host.screenLines()[0].hasPrefix("== 0"))
        let cellD = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        snapshot.deleteItems(["a"])
        snapshot.appendSections([.more])
        snapshot.appendItems(["e"], toSection: .more)
        var completed = false
        source.apply(snapshot) { completed = true }
        host.finishAnimations()
        #expect(completed)
        #expect(collection.numberOfSections == 2)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cellD)
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "e")
        #expect(source.indexPath(for: "d") == IndexPath(item: 2, section: 0))
        #expect(host.screenLines()[1].hasPrefix("b         c         d"))
    }

    @Test("The data source's snapshot has no reload marks once applied, so reloading another item later leaves the first one's selection alone")
    func marksAreConsumed() throws {
        let (host, collection, source) = makeSource()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        host.layout()
        var reloading = source.snapshot()
        reloading.reloadItems(["a"])
        reloading.reconfigureItems(["c"])
        reloading.reloadSections([.main])
        source.apply(reloading)
        host.finishAnimations()
        let shown = source.snapshot()
        #expect(shown.reloadedItemIdentifiers.isEmpty && shown.reconfiguredItemIdentifiers.isEmpty && shown.reloadedSectionIdentifiers.isEmpty)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let cellA = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        var next = source.snapshot()
        next.reloadItems(["b"])
        source.apply(next)
        host.finishAnimations()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "a was not reloaded again")
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellA)
    }

    @Test("reordering handlers let the user move items and hear the transaction; the snapshot follows")
    func reordering() {
        let (host, collection, source) = makeSource()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot, animatingDifferences: false)
        host.layout()
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        var transactions: [NSDiffableDataSourceTransaction<Section, String>] = []
        source.reorderingHandlers.canReorderItem = { $0 != "d" }
        source.reorderingHandlers.didReorder = { transactions.append($0) }
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 2))
        collection.endInteractiveMovement()
        host.finishAnimations()
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(transactions.count == 1)
        #expect(transactions.first?.finalSnapshot.itemIdentifiers == ["b", "c", "a", "d"])
        #expect(transactions.first?.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"])
    }
}

@MainActor
@Suite("UICollectionView layouts")
struct CollectionLayoutChangeTests {
    /// A layout that shows a decoration view behind each section.
    final class DecoratedLayout: ColumnsLayout {
        override init() {
            super.init()
            register(LabelView.self, forDecorationViewOfKind: "backdrop")
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let backdrop = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "backdrop", with: IndexPath(item: 0, section: 0))
            backdrop.frame = CGRect(x: 0, y: 0, width: 30, height: 4)
            backdrop.zIndex = -1
            return [backdrop] + (super.layoutAttributesForElements(in: rect) ?? [])
        }
    }

    @Test("setCollectionViewLayout switches layouts, keeping cells with their items")
    func switchLayouts() throws {
        let data = CollectionData(items: 20)
        let (host, collection) = makeCollection(data)
        host.layout()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
        let wide = ColumnsLayout()
        wide.columns = 2
        wide.itemSize = CGSize(width: 15, height: 1)
        var done = false
        collection.setCollectionViewLayout(wide, animated: true) { _ in done = true }
        host.finishAnimations()
        #expect(done)
        #expect(collection.collectionViewLayout === wide)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
        #expect(cell.frame == CGRect(x: 0, y: 2, width: 15, height: 1))
    }

    @Test("decoration views come from the layout's registration and draw below the cells")
    func decorationViews() {
        let data = CollectionData(items: 6)
        let (host, collection) = makeCollection(data, layout: DecoratedLayout())
        host.layout()
        #expect(collection.subviews.contains { $0 is LabelView })
        #expect(host.screenLines()[0].hasPrefix("0.0       0.1       0.2"))
    }

    @Test("scrollToItem puts the item at each vertical position, clamped to the content")
    func scrollPositions() {
        let data = CollectionData(items: 300)
        let (host, collection) = makeCollection(data)
        host.layout()
        let item = IndexPath(item: 150, section: 0)  // lines 100–101
        collection.scrollToItem(at: item, at: .top, animated: false)
        #expect(collection.contentOffset.y == 100)
        collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 96)
        collection.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 92)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(collection.contentOffset.y == 0)
        collection.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 190)
        host.layout()
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 299, section: 0))
    }
}
