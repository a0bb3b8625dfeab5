import Foundation
import Testing
@testable import Trestle
import TrestleCore
import TrestleTesting

/// Where keyboard focus goes when a batch or a reload takes its item away: the rule is the list
/// coordinator's, so the table and the collection view follow it alike.
/// A six-item collection view on screen with keyboard focus on `item`.
@MainActor
private func collectionFocusing(item: Int) -> (CollectionData, HeadlessHost, UICollectionView) {
    let data = CollectionData(items: 6)
    let (host, collection) = makeCollection(data)
    host.layout()
    collection.focusItem(at: IndexPath(item: item, section: 0))
    return (data, host, collection)
}

@MainActor
@Suite("List focus through updates: a deleted focused item hands focus to its neighbour, in tables and collection views")
struct ListFocusThroughUpdatesTests {
    @Test("The nearest item to one that went away: the one at its place, else the section's last, else the nearest section above, else the first below")
    func nearestItem() {
        let coordinator = ListCoordinator<TableList>()
        let counts = [0, 3, 0, 2]
        func nearest(_ section: Int, _ item: Int) -> ItemPath? {
            coordinator.nearestItem(to: ItemPath(section: section, item: item), sections: counts.count, items: { counts[$0] })
        }
        #expect(nearest(1, 1) == ItemPath(section: 1, item: 1))
        #expect(nearest(1, 7) == ItemPath(section: 1, item: 2))
        #expect(nearest(2, 0) == ItemPath(section: 1, item: 2))
        #expect(nearest(9, 0) == ItemPath(section: 3, item: 1))
        #expect(nearest(0, 0) == ItemPath(section: 1, item: 0), "nothing above: the first item below")
        #expect(coordinator.nearestItem(to: ItemPath(section: 0, item: 0), sections: 0, items: { _ in 0 }) == nil)
        #expect(coordinator.nearestItem(to: ItemPath(section: 0, item: 0), sections: 2, items: { _ in 0 }) == nil)
    }

    @Test("Table: deleting the focused row focuses the row that took its place; deleting the last row focuses the new last")
    func tableDeletesFocusedRow() {
        let source = PlainDataSource(["a", "b", "c", "d"])
        let (host, table) = makeEditingTable(source)
        table.focusRow(at: IndexPath(row: 1, section: 0))
        source.rows.remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        host.layout()
        #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "c")
        table.focusRow(at: IndexPath(row: 2, section: 0))
        source.rows.remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
    }

    @Test("Collection view: deleting the focused item focuses the item that took its place; deleting the last item focuses the new last")
    func collectionDeletesFocusedItem() {
        let (data, host, collection) = collectionFocusing(item: 2)
        data.sections[0].remove(at: 2)
        collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
        host.layout()
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 2, section: 0))
        collection.focusItem(at: IndexPath(item: 4, section: 0))
        data.sections[0].remove(at: 4)
        collection.deleteItems(at: [IndexPath(item: 4, section: 0)])
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 3, section: 0))
        // A moved item carries the focus with it.
        collection.focusItem(at: IndexPath(item: 0, section: 0))
        data.sections[0].insert(data.sections[0].remove(at: 0), at: 3)
        collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 3, section: 0))
    }

    @Test("Both lists: a reload that removes the focused item focuses the nearest one, and without remembering the focus goes")
    func reloadRefocusesOrDrops() {
        let source = PlainDataSource(["a", "b", "c", "d"])
        let (tableHost, table) = makeEditingTable(source)
        table.focusRow(at: IndexPath(row: 3, section: 0))
        source.rows.removeLast(2)
        table.reloadData()
        #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))

        let (data, host, collection) = collectionFocusing(item: 5)
        data.sections[0].removeLast(3)
        collection.reloadData()
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 2, section: 0))

        // Without remembering, deleting the focused item drops the focus, even where another item
        // takes its place.
        collection.remembersLastFocusedIndexPath = false
        table.remembersLastFocusedIndexPath = false
        collection.focusItem(at: IndexPath(item: 0, section: 0))
        data.sections[0].removeFirst()
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        table.focusRow(at: IndexPath(row: 0, section: 0))
        source.rows.removeFirst()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(collection.indexPathForFocusedItem == nil)
        #expect(table.indexPathForFocusedRow == nil)
        withExtendedLifetime((tableHost, host)) {}
    }

    @Test("Collection view: the cell of the item that takes the deleted focused item's place shows the focus")
    func neighbourCellShowsFocus() {
        let (data, host, collection) = collectionFocusing(item: 2)
        let neighbour = collection.cellForItem(at: IndexPath(item: 3, section: 0))
        neighbour?.contentConfiguration = FocusProbe()
        #expect((neighbour?.contentConfiguration as? FocusProbe)?.isFocused == false)
        data.sections[0].remove(at: 2)
        collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === neighbour)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 2, section: 0))
        #expect((neighbour?.contentConfiguration as? FocusProbe)?.isFocused == true,
                "the cell's configuration was updated for its new, focused state")
        withExtendedLifetime(host) {}
    }
}

/// A content configuration that records whether the state it was last updated for is focused.
@MainActor
private struct FocusProbe: UIContentConfiguration {
    var isFocused = false
    func makeContentView() -> UIView & UIContentView { FocusProbeView(configuration: self) }
    func updated(for state: UIConfigurationState) -> FocusProbe {
        var updated = self
        updated.isFocused = (state as? UICellConfigurationState)?.isFocused ?? false
        return updated
    }
}

@MainActor
private final class FocusProbeView: UIView, UIContentView {
    var configuration: UIContentConfiguration
    init(configuration: UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    override init(frame: CGRect) {
        configuration = FocusProbe()
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
}
