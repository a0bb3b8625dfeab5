import Foundation
import Testing
import Trestle
import TrestleTesting

/// Reordering the rows of list sections by their reorder control, as a table's rows are
/// reordered (<doc:TrestleCore/UIKitBehavior#Reordering>), through the headless host.
@MainActor
@Suite("Reordering in list sections", .serialized)
struct ListReorderTests {
    /// An editing list whose rows show reorder grips.
    private func make(_ sections: [[String]] = [["a", "b", "c", "d"]], size: CGSize = CGSize(width: 24, height: 8))
        -> (HeadlessHost, UICollectionView, EditableListData) {
        let data = EditableListData(sections)
        data.accessories = { _ in [.reorder()] }
        let (host, collection) = makeEditableList(data, size: size)
        collection.isEditing = true
        host.layout()
        return (host, collection, data)
    }

    /// The column of the grips.
    private func gripX(_ collection: UICollectionView) -> CGFloat {
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        return cell?.reorderControlFrame?.midX.rounded(.down) ?? -1
    }

    private func rows(_ host: HeadlessHost, _ count: Int = 4) -> [String] {
        Array(host.screenLines().prefix(count))
    }

    @Test("Dragging a grip moves the item on release with one moveItemAt; on the way the rows make room")
    func dragMovesItem() {
        let (host, collection, data) = make()
        withExtendedLifetime(data) {
            let x = gripX(collection)
            #expect(rows(host) == [" a                    ≡", " b                    ≡", " c                    ≡", " d                    ≡"])
            var midDrag: [String] = []
            host.drag(from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: 2)) {
                host.finishAnimations()
                midDrag = rows(host)
            }
            #expect(midDrag.map { $0.prefix(2) } == [" b", " c", " a", " d"], "\(midDrag)")
            #expect(data.moves == ["move 0.0 → 0.2"])
            #expect(data.sections[0] == ["b", "c", "a", "d"])
            host.finishAnimations()
            #expect(rows(host).map { $0.prefix(2) } == [" b", " c", " a", " d"])
            #expect(!data.log.contains { $0.hasPrefix("didSelect") }, "a drag by the grip selects nothing")
        }
    }

    @Test("The delegate redirects each proposed place; an item the data source keeps in place does not move")
    func retargetAndCanMove() {
        let (host, collection, data) = make()
        data.notMovable = ["b"]
        data.retarget = { _, proposed in IndexPath(item: min(proposed.item, 1), section: proposed.section) }
        withExtendedLifetime(data) {
            let x = gripX(collection)
            host.drag(from: CGPoint(x: x, y: 1), to: CGPoint(x: x, y: 3))
            #expect(data.moves.isEmpty, "b cannot move: \(data.log)")
            host.drag(from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: 3))
            #expect(data.log.contains("target 0.1"))
            #expect(data.moves == ["move 0.0 → 0.1"], "the delegate kept it above the third row: \(data.log)")
            #expect(data.sections[0] == ["b", "a", "c", "d"])
        }
    }

    @Test("A drag that starts on the row, not its grip, does not move it; without grips nothing moves")
    func onlyTheGripMoves() {
        let (host, collection, data) = make()
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 5, y: 0), to: CGPoint(x: 5, y: 2))
            #expect(data.moves.isEmpty)
            collection.isEditing = false                        // the grips show while editing
            host.layout()
            host.drag(from: CGPoint(x: 22, y: 0), to: CGPoint(x: 22, y: 2))
            #expect(data.moves.isEmpty)
            #expect(data.sections[0] == ["a", "b", "c", "d"])
        }
    }

    @Test("Alt-↓ and Shift-↑ move the focused row one place, through moveItemAt; the focus follows it")
    func keyboardReorder() {
        let (host, collection, data) = make([["a", "b"], ["c"]])
        withExtendedLifetime(data) {
            host.press(.down)                                   // a
            host.press(.down, modifiers: .alternate)
            #expect(data.moves == ["move 0.0 → 0.1"])
            #expect(collection.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
            host.press(.down, modifiers: .alternate)            // into the next section, first place
            #expect(data.sections == [["b"], ["a", "c"]])
            #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 1))
            host.press(.up, modifiers: .shift)
            #expect(data.sections == [["b", "a"], ["c"]])
            host.finishAnimations()
            #expect(collection.numberOfItems(inSection: 0) == 2 && collection.numberOfItems(inSection: 1) == 1)
            collection.isEditing = false                        // no grip: Shift-↑ moves the focus only
            host.press(.up, modifiers: .shift)
            #expect(data.sections == [["b", "a"], ["c"]])
            #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        }
    }

    @Test("A row held at the bottom edge while dragged keeps the list scrolling; it lands where the pointer ends up")
    func autoscroll() {
        let (host, collection, data) = make([(0..<40).map { "r\($0)" }])
        withExtendedLifetime(data) {
            let x = gripX(collection)
            host.drag(from: CGPoint(x: x, y: 1), to: CGPoint(x: x, y: 7), hold: 1)
            #expect(collection.contentOffset.y >= 8, "about a line per 0.08 s while held: \(collection.contentOffset.y)")
            let moved = data.moves.first
            #expect(moved?.hasPrefix("move 0.1 → 0.") == true, "\(data.log)")
            let destination = Int(moved?.split(separator: ".").last ?? "") ?? 0
            #expect(destination >= 12, "the row went with the scrolling content: \(destination)")
            #expect(data.sections[0][destination] == "r1")
            host.finishAnimations()
            #expect(!host.isAnimating, "the autoscroll stopped with the drag")
        }
    }

    @Test("A batch update from the app during a drag ends it: nothing moves on release")
    func updateDuringDrag() {
        let (host, collection, data) = make()
        withExtendedLifetime(data) {
            let x = gripX(collection)
            host.drag(from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: 2)) {
                data.sections[0].append("e")
                collection.insertItems(at: [IndexPath(item: 4, section: 0)])
            }
            #expect(data.moves.isEmpty, "\(data.log)")
            host.finishAnimations()
            #expect(collection.numberOfItems(inSection: 0) == 5)
        }
    }

    @Test("A diffable data source takes the reorder through its reordering handlers")
    func diffableReorder() {
        let host = HeadlessHost(size: CGSize(width: 24, height: 8))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.showsVerticalScrollIndicator = false
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var transactions: [NSDiffableDataSourceTransaction<Int, String>] = []
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { transactions.append($0) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot, animatingDifferences: false)
        host.rootView = collection
        collection.isEditing = true
        host.layout()
        withExtendedLifetime(source) {
            let x = gripX(collection)
            host.drag(from: CGPoint(x: x, y: 3), to: CGPoint(x: x, y: 0))
            host.finishAnimations()
            #expect(source.snapshot().itemIdentifiers == ["d", "a", "b", "c"])
            #expect(transactions.count == 1)
            #expect(transactions.first?.finalSnapshot.itemIdentifiers == ["d", "a", "b", "c"])
            #expect(rows(host).map { $0.prefix(2) } == [" d", " a", " b", " c"])
        }
    }
}
