import Foundation
import Testing
import Trestle
import TrestleTesting

/// A reload (or an invalid batch recovered by one) that shrinks the content while the list is
/// scrolled pulls the offset back into the content — and the rows at the offset it lands on have
/// their cells after that one layout pass, for app code that calls `layoutIfNeeded()` and then
/// reads `visibleCells`.
@MainActor
@Suite("Rows in view have cells after one layout pass, whatever moved the offset during it")
struct TableReloadWhileScrolledTests {
    /// 20 rows of 44 pt in a 528-pt window, scrolled to 352.
    private func scrolledTable() -> (HeadlessHost, UITableView, ListDataSource) {
        let data = ListDataSource([(0..<20).map { "row \($0)" }])
        let host = HeadlessHost(size: CGSize(width: 390, height: 528), metrics: .iOS)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.delegate = data
        host.rootView = table
        host.layout()
        table.contentOffset = CGPoint(x: 0, y: 352)
        table.layoutIfNeeded()
        return (host, table, data)
    }

    private func expectEveryRowInViewHasACell(_ table: UITableView, sourceLocation: SourceLocation = #_sourceLocation) {
        let inView = table.indexPathsForRows(in: table.bounds) ?? []
        #expect(inView == (0..<10).map { IndexPath(row: $0, section: 0) }, sourceLocation: sourceLocation)
        #expect(table.indexPathsForVisibleRows == inView, sourceLocation: sourceLocation)
        #expect(table.visibleCells.count == 10, sourceLocation: sourceLocation)
        for path in inView {
            #expect(table.cellForRow(at: path)?.textLabel?.text == "row \(path.row)", sourceLocation: sourceLocation)
        }
    }

    @Test("reloadData to fewer rows while scrolled: after one layout pass the rows at the clamped offset have cells")
    func reloadShrinkingWhileScrolled() {
        let (host, table, data) = scrolledTable()
        defer { withExtendedLifetime(host) {} }
        // iOS rows are 44 pt and a third (the separator): row 7 is the first under the top edge.
        #expect(table.indexPathsForRows(in: table.bounds)?.first == IndexPath(row: 7, section: 0))
        data.sections[0] = (0..<10).map { "row \($0)" }
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == 0)
        expectEveryRowInViewHasACell(table)
    }

    @Test("An invalid batch recovered by a reload while scrolled: after one layout pass the rows in view have cells")
    func invalidBatchRecoveredWhileScrolled() {
        let (host, table, data) = scrolledTable()
        defer { withExtendedLifetime(host) {} }
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            data.sections[0] = (0..<10).map { "row \($0)" }
            // Ten rows went, five deletes are told: UIKit's count message, then a reload.
            table.performBatchUpdates {
                table.deleteRows(at: (15..<20).map { IndexPath(row: $0, section: 0) }, with: .automatic)
            }
            table.layoutIfNeeded()
        }
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains("Invalid update: invalid number of rows in section 0") == true)
        #expect(table.contentOffset.y == 0)
        expectEveryRowInViewHasACell(table)
    }

    @Test("A resize that scrolls the focused row back into view: after one layout pass the rows there have cells")
    func resizeScrollingToTheFocusedRow() {
        let data = ListDataSource([(0..<100).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 20))
        host.layout()
        table.focusRow(at: IndexPath(row: 18, section: 0))
        host.layout()
        // Ten lines: row 18 would be below the edge; the table scrolls it into view.
        host.resize(to: CGSize(width: 20, height: 10))
        #expect(table.indexPathsForRows(in: table.bounds)?.contains(IndexPath(row: 18, section: 0)) == true)
        let inView = table.indexPathsForRows(in: table.bounds) ?? []
        #expect(inView.allSatisfy { table.cellForRow(at: $0)?.textLabel?.text == "row \($0.row)" }, "rows in view: \(inView)")
    }
}

/// The same for a collection view.
@MainActor
@Suite("Items in view have cells after one layout pass, whatever moved the offset during it")
struct CollectionReloadWhileScrolledTests {
    private func scrolledCollection() -> (HeadlessHost, UICollectionView, CollectionData) {
        let data = CollectionData([(0..<20).map { "item \($0)" }])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        let host = HeadlessHost(size: CGSize(width: 390, height: 528), metrics: .iOS)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = data
        collection.delegate = data
        host.rootView = collection
        host.layout()
        collection.contentOffset = CGPoint(x: 0, y: 352)
        collection.layoutIfNeeded()
        return (host, collection, data)
    }

    private func expectEveryItemInViewHasACell(_ collection: UICollectionView, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = (0..<10).map { IndexPath(item: $0, section: 0) }
        #expect(collection.indexPathsForVisibleItems.sorted() == expected, sourceLocation: sourceLocation)
        for path in expected {
            #expect((collection.cellForItem(at: path) as? LabelCell)?.label.text == "item \(path.item)", sourceLocation: sourceLocation)
        }
    }

    @Test("reloadData to fewer items while scrolled: after one layout pass the items at the clamped offset have cells")
    func reloadShrinkingWhileScrolled() {
        let (host, collection, data) = scrolledCollection()
        defer { withExtendedLifetime(host) {} }
        #expect(collection.indexPathsForVisibleItems.sorted().first == IndexPath(item: 8, section: 0))
        data.sections[0] = (0..<10).map { "item \($0)" }
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(collection.contentOffset.y == 0)
        expectEveryItemInViewHasACell(collection)
    }

    @Test("An invalid batch recovered by a reload while scrolled: after one layout pass the items in view have cells")
    func invalidBatchRecoveredWhileScrolled() {
        let (host, collection, data) = scrolledCollection()
        defer { withExtendedLifetime(host) {} }
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            data.sections[0] = (0..<10).map { "item \($0)" }
            collection.performBatchUpdates {
                collection.deleteItems(at: (15..<20).map { IndexPath(item: $0, section: 0) })
            }
            collection.layoutIfNeeded()
        }
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains("Invalid update: invalid number of items in section 0") == true)
        #expect(collection.contentOffset.y == 0)
        expectEveryItemInViewHasACell(collection)
    }

    @Test("A resize that scrolls the focused item back into view: after one layout pass the items there have cells")
    func resizeScrollingToTheFocusedItem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 2)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 1
        let data = CollectionData(items: 200)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 40, height: 10))
        host.layout()
        collection.focusItem(at: IndexPath(item: 40, section: 0))
        host.layout()
        // From 4 columns to 2: item 40 moves from line 10 to line 20, and the view follows it.
        host.resize(to: CGSize(width: 20, height: 10))
        let visible = Set(collection.indexPathsForVisibleItems)
        #expect(visible.contains(IndexPath(item: 40, section: 0)))
        // Every item whose frame overlaps the bounds (not only touches an edge) has its cell.
        let bounds = collection.bounds
        let inView = (0..<200).map { IndexPath(item: $0, section: 0) }.filter {
            guard let frame = collection.layoutAttributesForItem(at: $0)?.frame else { return false }
            return frame.maxY > bounds.minY && frame.minY < bounds.maxY && frame.maxX > bounds.minX && frame.minX < bounds.maxX
        }
        #expect(!inView.isEmpty && inView.allSatisfy(visible.contains), "in view \(inView), with cells \(visible.sorted())")
    }
}
