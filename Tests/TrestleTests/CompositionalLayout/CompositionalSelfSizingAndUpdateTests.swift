import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UICollectionViewCompositionalLayout self-sizing and updates")
struct CompositionalSelfSizingAndUpdateTests {
    func cards(_ data: CardsData, section: NSCollectionLayoutSection = listSection(height: .estimated(1)),
               size: CGSize = CGSize(width: 10, height: 10)) -> (HeadlessHost, UICollectionView, UICollectionViewCompositionalLayout) {
        let layout = UICollectionViewCompositionalLayout(section: section)
        let host = HeadlessHost(size: size)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.showsVerticalScrollIndicator = false
        collection.register(WrappingCell.self, forCellWithReuseIdentifier: "card")
        collection.dataSource = data
        host.rootView = collection
        return (host, collection, layout)
    }

    @Test("list rows with estimated heights take the heights their cells fit, at the list's width")
    func listRowsSelfSize() {
        let data = CardsData(count: 6) { $0 % 3 + 1 }
        let (host, collection, _) = cards(data)
        host.layout()
        let placed = frames(collection, 0..<4)
        #expect(placed.map(\.height) == [1, 2, 3, 1])
        #expect(placed.map(\.minY) == [0, 1, 3, 6])
        #expect(placed.allSatisfy { $0.width == 10 })
        // All six rows reach the 10-line screen (the sixth starts at line 9): 1 + 2 + 3 + 1 + 2 + 3.
        #expect(collection.contentSize.height == 12)
    }

    @Test("an item measured above the screen keeps what the user sees still")
    func measuringAboveKeepsOffset() {
        let data = CardsData(count: 100) { _ in 1 }
        let (host, collection, _) = cards(data)
        host.layout()
        collection.contentOffset = CGPoint(x: 0, y: 50)
        host.layout()
        let top = collection.cellForItem(at: IndexPath(item: 50, section: 0))
        #expect(top?.frame.minY == 50)
        data.lines = { $0 == 10 ? 4 : 1 }
        collection.reconfigureItems(at: [IndexPath(item: 10, section: 0)])
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        host.layout()
        #expect(collection.cellForItem(at: IndexPath(item: 10, section: 0))?.frame.height == 4)
        #expect(collection.contentSize.height == 103)
    }

    @Test("batch updates in a list keep measured rows with their items and lay out only the change")
    func batchUpdatesKeepMeasurements() {
        let data = CardsData(count: 5) { $0 == 2 ? 3 : 1 }
        let (host, collection, layout) = cards(data)
        host.layout()
        #expect(frames(collection, 2..<3).first?.height == 3)
        data.count = 6
        data.lines = { $0 == 3 ? 3 : 1 }
        collection.performBatchUpdates {
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        host.layout()
        // The 3-line item moved to index 3 and kept its height.
        #expect(frames(collection, 3..<4).first == CGRect(x: 0, y: 3, width: 10, height: 3))
        #expect(layout.geometry?.numberOfItems(inSection: 0) == 6)
        data.count = 4
        collection.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        host.layout()
        #expect(frames(collection, 1..<2).first == CGRect(x: 0, y: 1, width: 10, height: 3))
        #expect(collection.contentSize.height == 6)
    }

    @Test("a grid of self-sizing tiles grows each row to its tallest tile")
    func gridRowsGrowToTallest() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(1)), subitems: [item])
        let data = CardsData(count: 4) { $0 == 1 ? 3 : 1 }
        let (host, collection, _) = cards(data, section: NSCollectionLayoutSection(group: group), size: CGSize(width: 20, height: 10))
        host.layout()
        let placed = frames(collection, 0..<4)
        #expect(placed[0] == CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(placed[1] == CGRect(x: 10, y: 0, width: 10, height: 3))
        #expect(placed[2].minY == 3)
    }

    @Test("a diffable data source drives a compositional list: apply inserts and deletes rows")
    func diffableApply() {
        let layout = UICollectionViewCompositionalLayout(section: listSection(height: .absolute(1)))
        let host = HeadlessHost(size: CGSize(width: 10, height: 5))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.label.text = item }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        host.rootView = collection
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        host.layout()
        snapshot.insertItems(["x"], beforeItem: "b")
        snapshot.deleteItems(["c"])
        source.apply(snapshot, animatingDifferences: false)
        host.layout()
        #expect(host.screenText().split(separator: "\n", omittingEmptySubsequences: false).prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == ["a", "x", "b"])
        #expect(collection.contentSize.height == 3)
    }
}
