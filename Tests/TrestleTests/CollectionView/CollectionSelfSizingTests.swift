import Foundation
import Testing
import Trestle
import TrestleTesting

/// A cell whose height is its wrapped text's.
@MainActor
final class WrappingCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: label.sizeThatFits(size).height)
    }
}

/// Items whose text wraps to `lines(item)` lines in a 10-wide cell: the item's name, then a
/// word too long to share a line.
@MainActor
final class CardsData: NSObject, UICollectionViewDataSource {
    var count: Int
    var lines: (Int) -> Int
    var requests = 0

    init(count: Int, lines: @escaping (Int) -> Int) {
        self.count = count
        self.lines = lines
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        requests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! WrappingCell
        cell.label.text = (0..<lines(indexPath.item)).map { $0 == 0 ? "card\(indexPath.item)" : "wordword" }.joined(separator: " ")
        return cell
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout self-sizing")
struct CollectionSelfSizingTests {
    func cards(_ data: CardsData, size: CGSize = CGSize(width: 10, height: 10)) -> (HeadlessHost, UICollectionView, UICollectionViewFlowLayout) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 10, height: 1)
        layout.minimumLineSpacing = 0
        let host = HeadlessHost(size: size)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.showsVerticalScrollIndicator = false
        collection.register(WrappingCell.self, forCellWithReuseIdentifier: "card")
        collection.dataSource = data
        host.rootView = collection
        return (host, collection, layout)
    }

    @Test("items appearing are measured by their cells; the rest keep the estimate")
    func measuredAsTheyAppear() {
        // <doc:TrestleCore/UIKitBehavior#Collection-view-self-sizing>
        let data = CardsData(count: 1000) { $0 % 3 + 1 }
        let (host, collection, _) = cards(data)
        host.layout()
        // Items 0, 1, 2 are 1, 2 and 3 lines tall.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 1, width: 10, height: 2))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 3)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 900, section: 0))?.frame.height == 1)
        #expect(host.screenLines()[1].hasPrefix("card1"))
        // Far fewer cells than items were asked for.
        #expect(data.requests < 20)
    }

    @Test("scrolling down through unmeasured items then back up leaves the screen exactly as it was")
    func noJumpScrollingBack() {
        let data = CardsData(count: 500) { $0 % 4 + 1 }
        let (host, collection, _) = cards(data)
        host.layout()
        collection.contentOffset.y = 40
        host.layout()
        let before = host.screenLines()
        let offset = collection.contentOffset.y
        for _ in 0..<20 {
            collection.contentOffset.y += 5
            host.layout()
        }
        for _ in 0..<20 {
            collection.contentOffset.y -= 5
            host.layout()
        }
        #expect(collection.contentOffset.y == offset)
        #expect(host.screenLines() == before)
    }

    @Test("jumping far into unmeasured items keeps the first visible item where it lands while items above it stay estimated")
    func jumpKeepsAnchor() {
        let data = CardsData(count: 10_000) { $0 % 4 + 1 }
        let (host, collection, _) = cards(data)
        host.layout()
        collection.scrollToItem(at: IndexPath(item: 5000, section: 0), at: .top, animated: false)
        host.layout()
        let top = collection.indexPathsForVisibleItems.first
        #expect(top == IndexPath(item: 5000, section: 0))
        #expect(host.screenLines()[0].hasPrefix("card5000"))
    }

    @Test("with a million estimated items, the layout holds sizes only for the items that appeared")
    func memoryFollowsMeasuredItems() throws {
        let data = CardsData(count: 1_000_000) { $0 % 3 + 1 }
        let (host, collection, layout) = cards(data)
        host.layout()
        var appeared = Set<IndexPath>(collection.indexPathsForVisibleItems)
        for _ in 0..<50 {
            collection.contentOffset.y += 10
            host.layout()
            appeared.formUnion(collection.indexPathsForVisibleItems)
        }
        let geometry = try #require(layout.geometry)
        #expect(geometry.ownSizeCount > 0)
        // Cells measured ahead of the screen are few: at most a screenful more than were shown.
        #expect(geometry.ownSizeCount <= appeared.count + 10)
        #expect(collection.numberOfItems(inSection: 0) == 1_000_000)
    }

    @Test("a measured item keeps its size through a batch update that moves it")
    func measuredSizeFollowsItem() {
        let data = CardsData(count: 10) { $0 == 2 ? 3 : 1 }
        let (host, collection, _) = cards(data)
        host.layout()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 3)
        data.count = 11
        let lines = data.lines
        data.lines = { $0 == 0 ? 1 : lines($0 - 1) }
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        host.finishAnimations()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.height == 3)
        #expect(host.screenLines()[3].hasPrefix("card2"))
    }

    /// A plain list of `count` one-line rows in a terminal host.
    private func makeList(count: Int) -> (HeadlessHost, UICollectionView) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (host, collection) = makeListCollection(ListCellData((0..<count).map { "row \($0)" }), size: CGSize(width: 30, height: 10), layout: layout)
        host.layout()
        return (host, collection)
    }

    @Test("items measured out of a window (a covered screen that selects an item) are measured again when the view is back in its window")
    func itemsMeasuredOffWindowAreRemeasured() {
        let (host, collection) = makeList(count: 30)
        let item = IndexPath(item: 20, section: 0)
        #expect(collection.layoutAttributesForItem(at: item)?.frame.height == 1)
        // Out of the window a view measures with the main screen's (iOS) metrics.
        host.rootView = nil
        collection.selectItem(at: item, animated: false, scrollPosition: .centeredVertically)
        collection.layoutIfNeeded()
        host.rootView = collection
        host.layout()
        for row in 0..<30 {
            collection.scrollToItem(at: IndexPath(item: row, section: 0), at: .centeredVertically, animated: false)
            host.layout()
        }
        for row in 0..<30 { #expect(collection.layoutAttributesForItem(at: IndexPath(item: row, section: 0))?.frame.height == 1, "row \(row)") }
        #expect(collection.contentSize.height == 30)
        #expect(collection.indexPathsForSelectedItems == [item])
        collection.scrollToItem(at: item, at: .top, animated: false)
        host.layout()
        #expect(host.screenLines().first?.contains("row 20") == true)
    }

    @Test("moving to a window of the same size on a screen with other metrics measures the items again with that screen's")
    func metricsChangeRemeasures() {
        let (terminal, collection) = makeList(count: 5)
        let iOS = HeadlessHost(size: CGSize(width: 30, height: 10), metrics: .iOS)
        terminal.rootView = nil
        iOS.rootView = collection
        iOS.layout()
        let iOSHeight = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height ?? 0
        #expect(iOSHeight > 40)
        iOS.rootView = nil
        terminal.rootView = collection
        terminal.layout()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 1)
        #expect(collection.contentSize.height == 5)
    }
}
