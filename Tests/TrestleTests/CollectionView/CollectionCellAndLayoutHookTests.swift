import Foundation
import Testing
import Trestle
import TrestleTesting

/// A `ColumnsLayout` that records the update hooks and says where items come from and go to.
@MainActor
final class RecordingLayout: ColumnsLayout {
    var hooks: [String] = []
    var proposedOffset: CGPoint?
    var proposals: [CGPoint] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        hooks.append("prepare(forCollectionViewUpdates:) " + updateItems.map { item in
            let action = switch item.updateAction {
            case .insert: "insert"
            case .delete: "delete"
            case .move: "move"
            case .reload: "reload"
            case .none: "none"
            }
            return "\(action) \(item.indexPathBeforeUpdate.map { "\($0)" } ?? "-")→\(item.indexPathAfterUpdate.map { "\($0)" } ?? "-")"
        }.joined(separator: ", "))
    }

    override func finalizeCollectionViewUpdates() {
        hooks.append("finalizeCollectionViewUpdates")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.frame.origin.x -= 30
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        hooks.append("targetContentOffset")
        proposals.append(proposedContentOffset)
        return proposedOffset ?? proposedContentOffset
    }
}

@MainActor
@Suite("UICollectionView cells and layout hooks")
struct CollectionCellAndLayoutHookTests {
    @Test("a batch hands the layout its changes in UIKit's order: deletes descending, moves, inserts ascending, then finalizes")
    func updateHooksOrder() {
        let data = CollectionData(items: 9)
        let layout = RecordingLayout()
        let (host, collection) = makeCollection(data, layout: layout)
        host.layout()
        data.sections[0].remove(at: 5)
        data.sections[0].remove(at: 1)
        data.sections[0].insert("x", at: 0)
        data.sections[0].insert("y", at: 3)
        collection.performBatchUpdates {
            collection.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)])
            collection.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 5, section: 0)])
        }
        host.finishAnimations()
        #expect(layout.hooks.first == "prepare(forCollectionViewUpdates:) delete [0, 5]→-, delete [0, 1]→-, insert -→[0, 0], insert -→[0, 3]")
        #expect(layout.hooks.dropFirst() == ["targetContentOffset", "finalizeCollectionViewUpdates"])
    }

    @Test("after a batch the layout may propose where the content rests")
    func targetContentOffsetAfterUpdate() {
        let data = CollectionData(items: 300)
        let layout = RecordingLayout()
        let (host, collection) = makeCollection(data, layout: layout)
        host.layout()
        layout.proposedOffset = CGPoint(x: 0, y: 50)
        data.sections[0].append("new")
        collection.insertItems(at: [IndexPath(item: 300, section: 0)])
        host.finishAnimations()
        #expect(layout.proposals == [.zero])
        #expect(collection.contentOffset.y == 50)
    }

    @Test("an inserted item starts from the layout's initial attributes and travels to its place")
    func initialAttributesAnimate() throws {
        let data = CollectionData(items: 3)
        let layout = RecordingLayout()
        let (host, collection) = makeCollection(data, layout: layout)
        host.layout()
        data.sections[0].append("new")
        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 2, width: 10, height: 2))
        #expect(cell.presentationFrame?.minX == -30)
        host.finishAnimations()
        #expect(cell.presentationFrame == nil)
    }

    @Test("the background view stays behind the content as it scrolls; a selected cell shows its selected background view")
    func backgroundViews() {
        final class BackgroundCell: UICollectionViewCell {
            required init(frame: CGRect) {
                super.init(frame: frame)
                let selected = UIView()
                selected.backgroundColor = .systemBlue
                selectedBackgroundView = selected
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 30, height: 6))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout())
        collection.register(BackgroundCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        let background = UILabel()
        background.text = "backdrop"
        collection.backgroundView = background
        host.rootView = collection
        host.layout()
        collection.contentOffset.y = 10
        host.layout()
        #expect(background.frame == CGRect(x: 0, y: 10, width: 30, height: 6))
        collection.selectItem(at: IndexPath(item: 16, section: 0), animated: false, scrollPosition: [])
        let cell = collection.cellForItem(at: IndexPath(item: 16, section: 0))
        #expect(cell?.selectedBackgroundView?.superview === cell)
        collection.deselectItem(at: IndexPath(item: 16, section: 0), animated: false)
        #expect(cell?.selectedBackgroundView?.superview == nil)
    }

    @Test("a cell's content configuration is updated for its state as it is selected")
    func contentConfigurationFollowsState() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = "item \(indexPath.item)"
                cell.contentConfiguration = content
                return cell
            }
        }
        let host = HeadlessHost(size: CGSize(width: 30, height: 6))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        host.rootView = collection
        host.layout()
        #expect(host.screenLines()[0].contains("item 0"))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        host.tap(at: CGPoint(x: 15, y: 1))
        #expect(cell.isSelected)
        #expect(cell.configurationState.isSelected)
    }

    @Test("scrollToItem places an item of a horizontal layout left, centred or right")
    func horizontalScrollPositions() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 10, height: 4)
        layout.minimumLineSpacing = 0
        let data = CollectionData(items: 50)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 30, height: 4))
        host.layout()
        let item = IndexPath(item: 20, section: 0)  // x 200–210
        collection.scrollToItem(at: item, at: .left, animated: false)
        #expect(collection.contentOffset.x == 200)
        collection.scrollToItem(at: item, at: .centeredHorizontally, animated: false)
        #expect(collection.contentOffset.x == 190)
        collection.scrollToItem(at: item, at: .right, animated: false)
        #expect(collection.contentOffset.x == 180)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(collection.contentOffset.x == 0)
    }

    @Test("with sectionInsetReference .fromLayoutMargins the section inset adds the collection view's margins")
    func insetFromLayoutMargins() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 6, height: 1)
        layout.sectionInsetReference = .fromLayoutMargins
        let data = CollectionData(items: 1)
        let (host, collection) = makeCollection(data, layout: layout)
        collection.layoutMargins = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3)
        host.layout()
        // One item alone on its line is centred between the margins: (30 − 6 − 6) / 2 + 3.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 12)
    }
}
