import Foundation
import Testing
import Trestle
import TrestleTesting

/// A flow layout that records the batch updates it is told about, as `insert 0.2`,
/// `delete 0.1`, `move 0.3 0.0`.
@MainActor
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var updates: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        func path(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "-" }
            return indexPath.map(String.init).joined(separator: ".")
        }
        for item in updateItems {
            switch item.updateAction {
            case .insert: updates.append("insert \(path(item.indexPathAfterUpdate))")
            case .delete: updates.append("delete \(path(item.indexPathBeforeUpdate))")
            case .move: updates.append("move \(path(item.indexPathBeforeUpdate)) \(path(item.indexPathAfterUpdate))")
            case .reload: updates.append("reload \(path(item.indexPathBeforeUpdate))")
            case .none: break
            }
        }
    }
}

/// Runs `body`, returning what it reported.
@MainActor
private func reports(_ body: () -> Void) -> [String] {
    let recorder = DiagnosticsRecorder()
    TrestleDiagnostics.$handler.withValue(recorder.record) {
        TrestleDiagnostics.$isStrict.withValue(false, operation: body)
    }
    return recorder.messages
}

@MainActor
@Suite("Collection diffable data source: section snapshots and outlines")
struct CollectionOutlineTests {
    enum Section: Hashable, Sendable { case main, more }
    typealias Source = UICollectionViewDiffableDataSource<Section, String>
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// A one-column flow layout of one-line items in a 30 × 12 window.
    func makeSource() -> (HeadlessHost, UICollectionView, Source, RecordingFlowLayout) {
        let host = HeadlessHost(size: CGSize(width: 30, height: 12))
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 1)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.showsVerticalScrollIndicator = false
        let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.label.text = item }
        let source = Source(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        host.rootView = collection
        host.layout()
        return (host, collection, source, layout)
    }

    /// Fruit (Apple (Cox), Pear), Vegetables (Leek): nothing expanded.
    func outline() -> Outline {
        var outline = Outline()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Cox"], to: "Apple")
        outline.append(["Leek"], to: "Vegetables")
        return outline
    }

    func shown(_ collection: UICollectionView, section: Int = 0) -> [String] {
        (0..<collection.numberOfItems(inSection: section)).map {
            (collection.cellForItem(at: IndexPath(item: $0, section: section)) as? LabelCell)?.label.text ?? "?"
        }
    }

    @Test("Applying a section snapshot shows its visible items, appends the section, and keeps the section snapshot")
    func applyShowsVisibleItems() {
        let (host, collection, source, _) = makeSource()
        var outline = outline()
        outline.expand(["Fruit"])
        source.apply(outline, to: .main, animatingDifferences: false)
        host.layout()
        #expect(source.snapshot().sectionIdentifiers == [.main])
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(shown(collection) == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(source.snapshot(for: .main) == outline)
        #expect(source.snapshot(for: .main).items == ["Fruit", "Apple", "Cox", "Pear", "Vegetables", "Leek"])
    }

    @Test("Expanding a parent with apply(_:to:) inserts exactly its newly visible descendants; collapsing deletes them")
    func minimalUpdates() throws {
        let (host, collection, source, layout) = makeSource()
        var outline = outline()
        outline.expand(["Apple"])
        source.apply(outline, to: .main, animatingDifferences: false)
        host.layout()
        let vegetables = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        layout.updates = []
        outline.expand(["Fruit"])
        source.apply(outline, to: .main)
        host.finishAnimations()
        #expect(layout.updates.sorted() == ["insert 0.1", "insert 0.2", "insert 0.3"])
        #expect(shown(collection) == ["Fruit", "Apple", "Cox", "Pear", "Vegetables"])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === vegetables)
        layout.updates = []
        outline.collapse(["Apple"])
        source.apply(outline, to: .main)
        host.finishAnimations()
        #expect(layout.updates == ["delete 0.2"])
        #expect(shown(collection) == ["Fruit", "Apple", "Pear", "Vegetables"])
    }

    @Test("apply(_:to:) changes only its section; the other sections keep their items and section snapshots")
    func otherSectionsStay() {
        let (host, collection, source, layout) = makeSource()
        var more = Outline()
        more.append(["x", "y"])
        more.append(["y1"], to: "y")
        source.apply(more, to: .more, animatingDifferences: false)
        source.apply(outline(), to: .main, animatingDifferences: false)
        host.layout()
        #expect(source.snapshot().sectionIdentifiers == [.more, .main])
        layout.updates = []
        var expanded = outline()
        expanded.expand(["Vegetables"])
        source.apply(expanded, to: .main)
        host.finishAnimations()
        #expect(layout.updates == ["insert 1.2"])
        #expect(source.snapshot(for: .more) == more)
        #expect(shown(collection, section: 0) == ["x", "y"])
    }

    @Test("A section snapshot that takes an item from another section moves it, with UIKit's warning, and drops that section's section snapshot")
    func itemFromAnotherSection() {
        let (host, collection, source, _) = makeSource()
        var more = Outline()
        more.append(["x", "y"])
        source.apply(more, to: .more, animatingDifferences: false)
        source.apply(outline(), to: .main, animatingDifferences: false)
        host.layout()
        var taking = outline()
        taking.append(["y"], to: "Fruit")
        taking.expand(["Fruit"])
        let messages = reports { source.apply(taking, to: .main) }
        host.finishAnimations()
        #expect(messages.count == 1 && messages.first?.hasPrefix("Diffable data source detected an attempt to insert or append 1 item identifier that already exists") == true)
        #expect(source.snapshot().itemIdentifiers == ["x", "Fruit", "Apple", "Pear", "y", "Vegetables"])
        #expect(shown(collection, section: 1) == ["Fruit", "Apple", "Pear", "y", "Vegetables"])
        #expect(source.snapshot(for: .main) == taking)
        #expect(source.outlineState(ofItemAt: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("snapshot(for:) is flat for a section applied with a whole snapshot, and empty for an unknown section")
    func flatAndUnknownSections() {
        let (_, _, source, _) = makeSource()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot, animatingDifferences: false)
        var flat = Outline()
        flat.append(["a", "b"])
        var messages: [String] = []
        messages = reports {
            #expect(source.snapshot(for: .main) == flat)
            #expect(source.snapshot(for: .more).items.isEmpty)
        }
        #expect(messages.isEmpty)
        #expect(source.outlineState(ofItemAt: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("A whole snapshot keeps the section snapshots of sections whose items it leaves alone, and drops the others")
    func wholeSnapshotDropsChangedSections() {
        let (host, _, source, _) = makeSource()
        var more = Outline()
        more.append(["x"])
        more.append(["x1"], to: "x")
        more.expand(["x"])
        source.apply(outline(), to: .main, animatingDifferences: false)
        source.apply(more, to: .more, animatingDifferences: false)
        host.layout()
        var snapshot = source.snapshot()
        snapshot.reconfigureItems(["Fruit"])
        snapshot.appendItems(["x2"], toSection: .more)
        source.apply(snapshot)
        host.finishAnimations()
        #expect(source.snapshot(for: .main) == outline())
        #expect(source.snapshot(for: .more).items == ["x", "x1", "x2"])
        #expect(source.snapshot(for: .more).rootItems == ["x", "x1", "x2"])
        #expect(source.outlineState(ofItemAt: IndexPath(item: 0, section: 1)) == nil)
        #expect(source.outlineState(ofItemAt: IndexPath(item: 0, section: 0)) != nil)
        snapshot.deleteSections([.main])
        source.applySnapshotUsingReloadData(snapshot)
        #expect(source.snapshot(for: .main).items.isEmpty)
    }

    @Test("An update applied from another executor that changes an outline section drops its section snapshot")
    func backgroundApplyDropsChangedSections() async {
        let (_, _, source, _) = makeSource()
        source.apply(outline(), to: .main, animatingDifferences: false)
        var snapshot = source.snapshot()
        snapshot.appendItems(["Herbs"], toSection: .main)
        let sendable = snapshot
        await Task.detached { await source.apply(sendable, animatingDifferences: false) }.value
        #expect(source.snapshot(for: .main).items == ["Fruit", "Vegetables", "Herbs"])
        #expect(source.outlineState(ofItemAt: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("outlineState gives each item's level, children, expansion and its parent's index path")
    func outlineStates() {
        let (_, collection, source, _) = makeSource()
        var outline = outline()
        outline.expand(["Fruit"])
        source.apply(outline, to: .main, animatingDifferences: false)
        #expect(collection.outlineDataSource === source)
        let state = { (item: Int) in source.outlineState(ofItemAt: IndexPath(item: item, section: 0)) }
        #expect(state(0) == OutlineItemState(isExpanded: true, hasChildren: true, level: 0, parent: nil))
        #expect(state(1) == OutlineItemState(isExpanded: false, hasChildren: true, level: 1, parent: IndexPath(item: 0, section: 0)))
        #expect(state(2) == OutlineItemState(isExpanded: false, hasChildren: false, level: 1, parent: IndexPath(item: 0, section: 0)))
        #expect(state(3) == OutlineItemState(isExpanded: false, hasChildren: true, level: 0, parent: nil))
        #expect(state(4) == nil)
    }

    @Test("A collection view whose data source is not diffable has no outline data source")
    func plainDataSource() {
        let data = CollectionData(items: 3)
        let (_, collection) = makeCollection(data)
        #expect(collection.outlineDataSource == nil)
    }

    @Test("Expanding and collapsing from the collection view calls the handlers in UIKit's order and applies the change")
    func handlersInOrder() {
        let (host, collection, source, layout) = makeSource()
        source.apply(outline(), to: .main, animatingDifferences: false)
        host.layout()
        var calls: [String] = []
        source.sectionSnapshotHandlers.shouldExpandItem = { calls.append("shouldExpand \($0)"); return true }
        source.sectionSnapshotHandlers.willExpandItem = { calls.append("willExpand \($0)") }
        source.sectionSnapshotHandlers.shouldCollapseItem = { calls.append("shouldCollapse \($0)"); return true }
        source.sectionSnapshotHandlers.willCollapseItem = { calls.append("willCollapse \($0)") }
        source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            calls.append("snapshotForExpandingParent \(parent) \(children.items)")
            return children
        }
        layout.updates = []
        #expect(collection.outlineDataSource?.setExpanded(true, itemAt: IndexPath(item: 0, section: 0), animated: true) == true)
        host.finishAnimations()
        #expect(calls == ["shouldExpand Fruit", "willExpand Fruit", "snapshotForExpandingParent Fruit [\"Apple\", \"Cox\", \"Pear\"]"])
        #expect(layout.updates.sorted() == ["insert 0.1", "insert 0.2"])
        #expect(shown(collection) == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(source.snapshot(for: .main).isExpanded("Fruit"))
        calls = []
        #expect(source.setExpanded(true, itemAt: IndexPath(item: 0, section: 0), animated: false) == false)
        #expect(source.setExpanded(false, itemAt: IndexPath(item: 0, section: 0), animated: false))
        #expect(calls == ["shouldCollapse Fruit", "willCollapse Fruit"])
        #expect(shown(collection) == ["Fruit", "Vegetables"])
    }

    @Test("shouldExpandItem and shouldCollapseItem can refuse; nothing else is called and nothing changes")
    func handlersRefuse() {
        let (_, collection, source, _) = makeSource()
        var outline = outline()
        outline.expand(["Vegetables"])
        source.apply(outline, to: .main, animatingDifferences: false)
        var calls: [String] = []
        source.sectionSnapshotHandlers.shouldExpandItem = { _ in false }
        source.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        source.sectionSnapshotHandlers.willExpandItem = { calls.append("willExpand \($0)") }
        source.sectionSnapshotHandlers.willCollapseItem = { calls.append("willCollapse \($0)") }
        #expect(!source.setExpanded(true, itemAt: IndexPath(item: 0, section: 0), animated: false))
        #expect(!source.setExpanded(false, itemAt: IndexPath(item: 1, section: 0), animated: false))
        #expect(calls.isEmpty)
        #expect(source.snapshot(for: .main) == outline)
        #expect(collection.numberOfItems(inSection: 0) == 3)
    }

    @Test("snapshotForExpandingParent supplies the children of an item as it expands")
    func lazyChildren() {
        let (host, collection, source, _) = makeSource()
        var outline = Outline()
        outline.append(["Folder", "File"])
        source.apply(outline, to: .main, animatingDifferences: false)
        source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in
            var children = Outline()
            children.append(["\(parent)/a", "\(parent)/b"])
            return children
        }
        #expect(source.setExpanded(true, itemAt: IndexPath(item: 0, section: 0), animated: false))
        host.layout()
        #expect(shown(collection) == ["Folder", "Folder/a", "Folder/b", "File"])
        #expect(source.snapshot(for: .main).parent(of: "Folder/b") == "Folder")
    }

    /// Drags the item at `from` to the one-line slot at `to` and drops it.
    func drag(_ collection: UICollectionView, _ host: HeadlessHost, from: Int, to: Int) {
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: from, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 5, y: CGFloat(to) + 0.5))
        collection.endInteractiveMovement()
        host.finishAnimations()
    }

    @Test("Reordering in an outline section: the item joins the siblings of the item shown after it; handlers hear one transaction")
    func reorderInOutline() {
        let (host, collection, source, _) = makeSource()
        var outline = Outline()
        outline.append(["A", "B", "C"])
        outline.append(["a1", "a2"], to: "A")
        outline.expand(["A"])
        source.apply(outline, to: .main, animatingDifferences: false)
        host.layout()
        var calls: [String] = []
        var transactions: [NSDiffableDataSourceTransaction<Section, String>] = []
        source.reorderingHandlers.canReorderItem = { $0 != "B" }
        source.reorderingHandlers.willReorder = { transaction in
            calls.append("willReorder")
            #expect(source.snapshot() == transaction.initialSnapshot)
        }
        source.reorderingHandlers.didReorder = { transaction in
            calls.append("didReorder")
            transactions.append(transaction)
            #expect(source.snapshot() == transaction.finalSnapshot)
        }
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        drag(collection, host, from: 4, to: 1)  // C, dropped just below A
        #expect(calls == ["willReorder", "didReorder"])
        #expect(shown(collection) == ["A", "C", "a1", "a2", "B"])
        let final = source.snapshot(for: .main)
        #expect(final.items == ["A", "C", "a1", "a2", "B"] && final.parent(of: "C") == "A")
        let transaction = transactions[0]
        #expect(transaction.initialSnapshot.itemIdentifiers == ["A", "a1", "a2", "B", "C"])
        #expect(transaction.finalSnapshot.itemIdentifiers == ["A", "C", "a1", "a2", "B"])
        #expect(transaction.sectionTransactions.count == 1)
        #expect(transaction.sectionTransactions.first?.sectionIdentifier == .main)
        #expect(transaction.sectionTransactions.first?.initialSnapshot == outline)
        #expect(transaction.sectionTransactions.first?.finalSnapshot == final)
        #expect(transaction.sectionTransactions.first?.difference.count == 2)
    }

    @Test("Reordering an expanded parent moves its subtree; its visible children follow it in the collection view")
    func reorderParentWithChildren() {
        let (host, collection, source, _) = makeSource()
        var outline = Outline()
        outline.append(["A", "B", "C"])
        outline.append(["a1", "a2"], to: "A")
        outline.expand(["A"])
        source.apply(outline, to: .main, animatingDifferences: false)
        host.layout()
        source.reorderingHandlers.canReorderItem = { _ in true }
        drag(collection, host, from: 0, to: 4)  // A, dropped at the end
        host.layout()
        #expect(source.snapshot().itemIdentifiers == ["B", "C", "A", "a1", "a2"])
        #expect(shown(collection) == ["B", "C", "A", "a1", "a2"])
        #expect(source.snapshot(for: .main).rootItems == ["B", "C", "A"])
        #expect(source.outlineState(ofItemAt: IndexPath(item: 4, section: 0))?.parent == IndexPath(item: 2, section: 0))
    }

    @Test("Reordering in flat sections gives flat section transactions and keeps no section snapshot")
    func reorderFlat() {
        let (host, collection, source, _) = makeSource()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        host.layout()
        var transactions: [NSDiffableDataSourceTransaction<Section, String>] = []
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { transactions.append($0) }
        drag(collection, host, from: 0, to: 2)
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a"])
        #expect(transactions.first?.sectionTransactions.first?.finalSnapshot.items == ["b", "c", "a"])
        #expect(transactions.first?.sectionTransactions.first?.initialSnapshot.items == ["a", "b", "c"])
        #expect(source.outlineState(ofItemAt: IndexPath(item: 0, section: 0)) == nil)
    }
}

@MainActor
@Suite("Outline cells from a diffable data source")
struct OutlineCellLevelTests {
    @Test("an animated expansion's new child cells are indented at once, and the parent shows expanded")
    func childrenIndentedDuringAnimatedApply() throws {
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .sidebarPlain)))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        host.rootView = collection
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        source.apply(outline, to: 0, animatingDifferences: false)
        host.layout()
        outline.expand(["Fruit"])
        source.apply(outline, to: 0, animatingDifferences: true)
        host.layout()
        let apple = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(apple.indentationLevel == 1)
        let fruit = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(fruit.configurationState.isExpanded)
        withExtendedLifetime(source) {}
    }
}
