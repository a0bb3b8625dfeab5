import Foundation
import Testing
import TrestleCore
import TrestleTesting
import Trestle

@Suite("Visible items")
struct VisibleItemsTests {
    final class View {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    @Test("A shown view is found by its item and its item by the view; a hidden one by neither")
    func bothDirections() {
        var items = VisibleItems<View>()
        let a = View(1), b = View(2)
        items.show(a, at: ItemPath(section: 0, item: 0))
        items.assign(b, to: ItemPath(section: 0, item: 1))
        #expect(items.view(at: ItemPath(section: 0, item: 0)) === a)
        #expect(items.item(for: a) == ItemPath(section: 0, item: 0))
        #expect(items.item(for: b) == nil, "assigned but not shown")
        #expect(items.assignedItem(for: b) == ItemPath(section: 0, item: 1))
        items.checkInvariants(allowUnshownAssignments: true)
        items.release(b)
        items.checkInvariants()
        let hidden = items.hide(ItemPath(section: 0, item: 0))
        #expect(hidden === a)
        #expect(items.item(for: a) == nil)
        items.release(a)
        items.checkInvariants()
        #expect(items.isEmpty)
    }

    @Test("Reconciling with the items wanted: those without a view enter in order, views outside leave in order")
    func reconciliation() {
        var items = VisibleItems<View>()
        for item in [1, 2, 5, 9] { items.show(View(item), at: ItemPath(section: 0, item: item)) }
        let change = items.reconciliation(with: (2...6).map { ItemPath(section: 0, item: $0) })
        #expect(change.entering == [3, 4, 6].map { ItemPath(section: 0, item: $0) })
        #expect(change.leaving == [1, 9].map { ItemPath(section: 0, item: $0) })
    }

    @Test("Items owed a view are handed out once, in order, only when in range, without a view, and not entering already")
    func itemsNeedingViews() {
        var items = VisibleItems<View>()
        items.show(View(4), at: ItemPath(section: 0, item: 4))
        items.needingViews = Set([7, 1, 4, 3, 20].map { ItemPath(section: 0, item: $0) })
        let taken = items.takeItemsNeedingViews(isInRange: { $0.item < 10 }, excluding: [ItemPath(section: 0, item: 3)])
        #expect(taken == [1, 7].map { ItemPath(section: 0, item: $0) })
        #expect(items.needingViews.isEmpty)
        #expect(items.takeItemsNeedingViews(isInRange: { _ in true }, excluding: []).isEmpty)
    }

    @Test("Detaching a view leaves its item owed a new one; hiding everything forgets what was owed")
    func detachAndHideAll() {
        var items = VisibleItems<View>()
        let a = View(1), b = View(2)
        items.show(a, at: ItemPath(section: 0, item: 0))
        items.show(b, at: ItemPath(section: 0, item: 1))
        items.range = ItemRange(ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1))
        let detached = items.detach(ItemPath(section: 0, item: 1))
        #expect(detached === b && items.view(at: ItemPath(section: 0, item: 1)) == nil)
        #expect(items.needingViews == [ItemPath(section: 0, item: 1)])
        items.release(b)
        items.checkInvariants()
        let all = items.hideAll()
        #expect(all.map(\.item) == [ItemPath(section: 0, item: 0)])
        #expect(items.needingViews.isEmpty && items.range == nil)
    }

    @Test("Views follow their items through random valid batches, as a model of row identities says",
          arguments: [1, 2, 3, 4])
    func remapMatchesIdentityModel(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var factory = ModelFactory()
        var model = factory.model(sections: 1...4, rows: 0...8, using: &rng)
        for _ in 0..<30 {
            // Views for a random subset of rows, each remembering its row's identity.
            var items = VisibleItems<View>()
            for path in model.allPaths where Bool.random(using: &rng) {
                items.show(View(model[path].id), at: path.itemPath)
            }
            items.needingViews = Set(model.allPaths.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 }.map(\.itemPath))
            let batch = RandomModelBatches.batch(model, churn: 0.2, factory: &factory, using: &rng)
            let after = try #require(ModelReference.apply(batch, to: model))
            let plan = try Self.engineUpdate(batch).plan(oldSectionCounts: model.counts, newSectionCounts: after.counts, kind: .table)
            let dropped = batch.droppedRowIDs(in: model)
            let shownBefore = items.shown.mapValues(\.id)
            let removed = items.remap(through: plan.mapping)
            let newPaths = after.pathsByID
            // Every survivor is shown where its identity is now; every dropped row's view came back.
            for (old, id) in shownBefore {
                if dropped.contains(id) {
                    #expect(removed.contains { $0.old == old && $0.view.id == id })
                } else {
                    let new = try #require(newPaths[id]).itemPath
                    #expect(items.view(at: new)?.id == id)
                }
            }
            #expect(removed.count + items.count == shownBefore.count)
            #expect(items.range == nil)
            items.checkInvariants()
            model = after
        }
    }
}

extension VisibleItemsTests {
    /// The model batch as the engine records it.
    static func engineUpdate(_ batch: ModelBatch) -> BatchUpdate {
        var update = BatchUpdate()
        update.deleteSections(IndexSet(batch.deletedSections))
        update.insertSections(IndexSet(batch.insertedSections.keys))
        update.reloadSections(IndexSet(batch.reloadedSections.keys))
        for move in batch.movedSections { update.moveSection(move.from, to: move.to) }
        update.deleteItems(batch.deletedItems.map(\.itemPath))
        update.insertItems(batch.insertedItems.keys.map(\.itemPath))
        update.reloadItems(batch.reloadedItems.keys.map(\.itemPath))
        for move in batch.movedItems { update.moveItem(move.from.itemPath, to: move.to.itemPath) }
        update.reconfigureItems(batch.reconfiguredItems.keys.map(\.itemPath))
        return update
    }
}

extension IndexPath {
    /// The engine's position of a table index path.
    var itemPath: ItemPath { ItemPath(section: section, item: item) }
}
