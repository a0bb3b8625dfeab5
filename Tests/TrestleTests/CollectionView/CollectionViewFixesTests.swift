import Foundation
import Testing
import Trestle
import TrestleTesting

/// Problems found while writing the demo's collection-view screens, each checked here.
@MainActor
@Suite("UICollectionView fixes from the demo screens")
struct CollectionViewFixesTests {
    /// A flow layout of `itemSize` items, one section of `items`, shown by a controller the way
    /// a screen does: configured (and focused) in `viewDidLoad`, before it has a window or a size.
    final class GridController: UIViewController {
        let data: CollectionData
        let layout: UICollectionViewLayout
        let configure: (UICollectionView) -> Void
        var collection: UICollectionView { view as! UICollectionView }

        init(data: CollectionData, layout: UICollectionViewLayout, configure: @escaping (UICollectionView) -> Void) {
            self.data = data
            self.layout = layout
            self.configure = configure
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func loadView() {
            let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = data
            collection.delegate = data
            view = collection
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            configure(collection)
        }
    }

    func show(_ controller: UIViewController, size: CGSize = CGSize(width: 30, height: 10)) -> HeadlessHost {
        let host = HeadlessHost(size: size)
        host.rootViewController = controller
        host.layout()
        return host
    }

    func flowLayout(itemSize: CGSize) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 1
        return layout
    }

    @Test("focusing an item before the collection view is on screen does not scroll it: the first layout shows the start")
    func focusBeforeShown() {
        let controller = GridController(data: CollectionData(items: 100), layout: flowLayout(itemSize: CGSize(width: 8, height: 2))) {
            $0.focusItem(at: IndexPath(item: 0, section: 0))
        }
        let host = show(controller)
        #expect(controller.collection.contentOffset == .zero)
        #expect(controller.collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        // The first line shows the first item, its first column under the focus bar.
        #expect(host.screenLines()[0].hasPrefix("▌.0"))
    }
}

extension CollectionViewFixesTests {
    @Test("a layout a query prepared before the first layout pass is prepared again for the size the view is shown at")
    func preparedOffScreenThenShown() {
        // Asking for attributes in viewDidLoad (to scroll, say) prepares the layout at zero width.
        let controller = GridController(data: CollectionData(items: 20), layout: flowLayout(itemSize: CGSize(width: 8, height: 2))) {
            _ = $0.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        }
        let host = show(controller)
        // 30 columns: three items of 8 a line, 3 apart.
        #expect(controller.collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 11, y: 0, width: 8, height: 2))
        #expect(controller.collection.contentSize == CGSize(width: 30, height: 14))
        #expect(host.screenLines()[0].hasPrefix("0.0        0.1        0.2"))
    }
}

extension CollectionViewFixesTests {
    @Test("a flow layout first prepared off screen snaps its frames to the screen it is shown on")
    func displayScaleOfTheShowingScreen() throws {
        // Off screen a view measures with the main screen's metrics (three pixels a point); in
        // the terminal a point is a cell, so frames must land on whole points.
        let controller = GridController(data: CollectionData(items: 20), layout: flowLayout(itemSize: CGSize(width: 8, height: 2))) {
            _ = $0.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        }
        // 31 columns: three items of 8 and two gaps of 3.5.
        let host = show(controller, size: CGSize(width: 31, height: 10))
        let frame = try #require(controller.collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(frame.minX == frame.minX.rounded())
        #expect(frame.width == 8)
        #expect(host.screenLines()[0].hasPrefix("0.0"))
    }
}

/// A custom layout written as UIKit apps write one: items 10 wide in as many columns as the width
/// holds, computed once in `prepare()`, and a bounds change whose width differs from the
/// collection view's current one invalidates it.
@MainActor
final class WidthColumnsLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private(set) var prepareCount = 0
    private(set) var boundsAsked: [(current: CGRect, new: CGRect)] = []

    override func prepare() {
        guard let collectionView, cache.isEmpty else { return }
        prepareCount += 1
        let columns = max(1, Int(collectionView.bounds.width / 10))
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item % columns) * 10, y: CGFloat(item / columns), width: 10, height: 1)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: cache.map(\.frame.maxY).max() ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        boundsAsked.append((collectionView.bounds, newBounds))
        return newBounds.width != collectionView.bounds.width
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        cache.removeAll()
    }
}

extension CollectionViewFixesTests {
    @Test("shouldInvalidateLayout(forBoundsChange:) is asked while the collection view still has its old bounds, so a resize reaches a custom layout")
    func boundsChangeAskedBeforeTheChange() {
        let layout = WidthColumnsLayout()
        let data = CollectionData(items: 12)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 30, height: 10))
        host.layout()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 0, y: 1))
        host.resize(to: CGSize(width: 40, height: 10))
        // As in UIKit, the layout compares the new bounds with the current ones.
        #expect(layout.boundsAsked.last.map { $0.current.width == 30 && $0.new.width == 40 } == true)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 30, y: 0))
        #expect(host.screenLines()[0].hasPrefix("0.0       0.1       0.2       0.3"))
        // A scroll keeps the width: the layout is not invalidated.
        let prepared = layout.prepareCount
        collection.contentOffset.y = 1
        host.layout()
        #expect(layout.prepareCount == prepared)
    }
}

/// A cell that sizes itself to `height(item)` lines at any width.
@MainActor
final class FittingCell: UICollectionViewCell {
    var height: CGFloat = 1

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height)
    }
}

/// Items whose cells fit to 2 lines, 3 for every third item.
@MainActor
final class FittingData: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fit", for: indexPath) as! FittingCell
        cell.height = indexPath.item % 3 == 2 ? 3 : 2
        return cell
    }
}

extension CollectionViewFixesTests {
    func selfSizingList(items: Int = 100, estimate: CGSize?) -> (HeadlessHost, UICollectionView, UICollectionViewFlowLayout, FittingData) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        if let estimate { layout.estimatedItemSize = estimate }
        let data = FittingData(count: items)
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(FittingCell.self, forCellWithReuseIdentifier: "fit")
        collection.dataSource = data
        host.rootView = collection
        host.layout()
        return (host, collection, layout, data)
    }

    func heights(_ collection: UICollectionView, _ items: Range<Int>) -> [CGFloat] {
        items.map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height ?? -1 }
    }

    @Test("setting a flow layout property to the value it has keeps the layout: measured sizes stay")
    func settingTheSameValueKeepsMeasuredSizes() {
        let (host, collection, layout, data) = selfSizingList(estimate: CGSize(width: 30, height: 1))
        defer { withExtendedLifetime(data) {} }
        #expect(heights(collection, 0..<4) == [2, 2, 3, 2])
        let contentHeight = collection.contentSize.height
        // What an app does in viewDidLayoutSubviews on every pass.
        layout.estimatedItemSize = CGSize(width: 30, height: 1)
        layout.minimumLineSpacing = 0
        host.layout()
        #expect(heights(collection, 0..<4) == [2, 2, 3, 2])
        #expect(collection.contentSize.height == contentHeight)
    }
}

extension CollectionViewFixesTests {
    @Test("cells on screen are measured when self-sizing starts after the first layout pass (estimatedItemSize set in viewDidLayoutSubviews)")
    func selfSizingTurnedOnWithCellsOnScreen() {
        let (host, collection, layout, data) = selfSizingList(estimate: nil)
        defer { withExtendedLifetime(data) {} }
        layout.itemSize = CGSize(width: 30, height: 1)
        host.layout()
        #expect(heights(collection, 0..<4) == [1, 1, 1, 1])
        layout.estimatedItemSize = CGSize(width: 30, height: 1)
        host.layout()
        #expect(heights(collection, 0..<4) == [2, 2, 3, 2])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 4, width: 30, height: 3))
        // An invalidated layout measures the cells on screen again too.
        layout.invalidateLayout()
        host.layout()
        #expect(heights(collection, 0..<4) == [2, 2, 3, 2])
    }
}

extension CollectionViewFixesTests {
    @Test("End shows the whole last item when self-sizing items turn out taller than their estimates on the way")
    func focusSettlesOnSelfSizedItems() throws {
        let (host, collection, _, data) = selfSizingList(estimate: CGSize(width: 30, height: 1))
        defer { withExtendedLifetime(data) {} }
        host.press(.end)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 99, section: 0))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 99, section: 0)))
        #expect(cell.frame.height == 2)
        #expect(cell.frame.maxY <= collection.contentOffset.y + collection.bounds.height)
        #expect(cell.frame.minY >= collection.contentOffset.y)
        host.press(.home)
        #expect(collection.contentOffset.y == 0)
    }
}
