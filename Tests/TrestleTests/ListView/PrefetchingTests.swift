import Foundation
import Testing
import Trestle
import TrestleTesting

/// A prefetch data source that records each call with the rows that had cells at that moment.
@MainActor
final class PrefetchRecorder: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    enum Call: Equatable {
        case prefetch([IndexPath])
        case cancel([IndexPath])
    }
    var calls: [Call] = []
    /// Rows requested while they had a cell: must stay empty.
    var requestedWhileDisplayed: [IndexPath] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        let shown = Set(tableView.indexPathsForVisibleRows ?? [])
        requestedWhileDisplayed += indexPaths.filter { shown.contains($0) || tableView.cellForRow(at: $0) != nil }
        calls.append(.prefetch(indexPaths))
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        calls.append(.cancel(indexPaths))
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        requestedWhileDisplayed += indexPaths.filter { collectionView.cellForItem(at: $0) != nil }
        calls.append(.prefetch(indexPaths))
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        calls.append(.cancel(indexPaths))
    }

    /// The calls since the last look, and forgets them.
    func take() -> [Call] {
        defer { calls.removeAll() }
        return calls
    }
}

private func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: section) }
}

@MainActor
@Suite("Prefetching: UITableViewDataSourcePrefetching and UICollectionViewDataSourcePrefetching")
struct PrefetchingTests {
    /// 1,000 one-line rows in a 10-line window, with a recorder as the prefetch data source.
    /// The table's data source, held here for the test's length: tables hold theirs weakly.
    let data = ListDataSource([(0..<1_000).map { "row \($0)" }])

    func table() -> (HeadlessHost, UITableView, ListDataSource, PrefetchRecorder) {
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        let recorder = PrefetchRecorder()
        table.prefetchDataSource = recorder
        host.layout()
        return (host, table, data, recorder)
    }

    @Test("After the first layout the table asks for about one screen of rows below the ones with cells, nearest first")
    func firstLayout() {
        let (_, table, _, recorder) = table()
        // Rows 0…9 are on screen and row 10 has its cell ready (one buffer row): 11…19 remain.
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) != nil)
        #expect(recorder.take() == [.prefetch(rows(11...19))])
    }

    @Test("Scrolling down asks only for the rows newly in the window; rows that came on screen are not cancelled")
    func scrollingDown() {
        let (host, table, _, recorder) = table()
        _ = recorder.take()
        table.contentOffset = CGPoint(x: 0, y: 3)
        host.layout()
        #expect(recorder.take() == [.prefetch(rows(20...22))])
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: 3)
        #expect(table.contentOffset.y == 6)
        #expect(recorder.take() == [.prefetch(rows(23...25))])
        #expect(recorder.requestedWhileDisplayed.isEmpty)
    }

    @Test("Reversing direction cancels the rows ahead, then asks for the rows above, nearest first")
    func reversal() {
        let (host, table, _, recorder) = table()
        table.contentOffset = CGPoint(x: 0, y: 100)
        host.layout()
        #expect(recorder.take().last == .prefetch(rows(111...119)))
        table.contentOffset = CGPoint(x: 0, y: 99)
        host.layout()
        // Visible 99…108, cells for 98…109: the window above is 89…98 less row 98.
        #expect(recorder.take() == [.cancel(rows(111...119)), .prefetch(Array(rows(89...97).reversed()))])
    }

    @Test("Requests never name a row that has a cell, over a long random scroll")
    func neverDisplayedRows() {
        let (host, table, _, recorder) = table()
        var rng = SeededRandomNumberGenerator(seed: 11)
        var outstanding = Set<IndexPath>()
        for _ in 0..<300 {
            let y = min(990, max(0, table.contentOffset.y + CGFloat(Int.random(in: -12...12, using: &rng))))
            table.contentOffset = CGPoint(x: 0, y: y)
            host.layout()
            for call in recorder.take() {
                switch call {
                case .prefetch(let paths):
                    #expect(outstanding.isDisjoint(with: paths), "a row is not asked for twice while outstanding")
                    outstanding.formUnion(paths)
                case .cancel(let paths):
                    #expect(Set(paths).isSubset(of: outstanding), "only outstanding rows are cancelled")
                    outstanding.subtract(paths)
                }
            }
            // A requested row that got its cell was reached: it is no longer outstanding.
            outstanding = outstanding.filter { table.cellForRow(at: $0) == nil }
            // What is outstanding lies within a screen of the visible rows.
            let top = table.contentOffset.y
            for path in outstanding {
                let rect = table.rectForRow(at: path)
                #expect(rect.maxY > top - 10 && rect.minY < top + 20, "row \(path.row) at offset \(top)")
            }
        }
        #expect(recorder.requestedWhileDisplayed.isEmpty)
    }

    @Test("Turning prefetching off cancels the outstanding requests and stops further ones; turning it on starts again")
    func disabling() {
        let (host, table, _, recorder) = table()
        _ = recorder.take()
        table.isPrefetchingEnabled = false
        host.layout()
        #expect(recorder.take() == [.cancel(rows(11...19))])
        table.contentOffset = CGPoint(x: 0, y: 50)
        host.layout()
        #expect(recorder.take().isEmpty)
        table.isPrefetchingEnabled = true
        host.layout()
        #expect(recorder.take() == [.prefetch(rows(61...69))])
    }

    @Test("A new prefetch data source starts afresh; the old one is told to cancel")
    func replacingTheSource() {
        let (host, table, _, first) = table()
        _ = first.take()
        let second = PrefetchRecorder()
        table.prefetchDataSource = second
        host.layout()
        #expect(first.take() == [.cancel(rows(11...19))])
        #expect(second.take() == [.prefetch(rows(11...19))])
    }

    @Test("reloadData starts a new window: the rows ahead are asked for again")
    func reload() {
        let (host, table, _, recorder) = table()
        _ = recorder.take()
        table.reloadData()
        host.layout()
        #expect(recorder.take() == [.prefetch(rows(11...19))])
    }

    @Test("A batch update keeps requests under their rows' new paths, and asks for the rows it brings into the window")
    func batchUpdate() {
        let (host, table, data, recorder) = table()
        _ = recorder.take()
        data.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        host.advance(by: 1)
        host.layout()
        // Rows 11…18 slid to 12…19 and stay requested; 19 slid to 20, out of the window, and is
        // cancelled. Row 10 had its cell (the buffer row) and slid to 11, which has none now: it
        // is asked for.
        #expect(recorder.take() == [.cancel([IndexPath(row: 20, section: 0)]), .prefetch([IndexPath(row: 11, section: 0)])])
    }

    @Test("A prefetch data source may update the table from its callbacks (reconfigure, batch updates)")
    func updatingFromCallbacks() {
        final class Updating: NSObject, UITableViewDataSourcePrefetching {
            var calls = 0
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                calls += 1
                // Data arrived for the rows on screen: show it, as apps filling caches do.
                tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
                tableView.performBatchUpdates { tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none) }
            }
            func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
            }
        }
        let (host, table, _, _) = table()
        let updating = Updating()
        table.prefetchDataSource = updating
        host.layout()
        // The row the callback reloaded has its new cell after that one pass.
        #expect(updating.calls == 1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "row 1")
        #expect(table.visibleCells.count == table.indexPathsForRows(in: table.bounds)?.count)
        table.contentOffset = CGPoint(x: 0, y: 50)
        host.layout()
        table.contentOffset = CGPoint(x: 0, y: 49)
        host.layout()
        host.finishAnimations()
        #expect(updating.calls >= 2)
        #expect(host.screenLines()[0] == " row 49")
    }

    @Test("A collection view asks for the lines below its visible area, in reading order, and for nothing already displayed")
    func collectionGrid() {
        let data = CollectionData([(0..<300).map { "item \($0)" }])
        let layout = ColumnsLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 30, height: 4))
        let recorder = PrefetchRecorder()
        collection.prefetchDataSource = recorder
        host.layout()
        // Lines 0…3 are visible (items 0…11); the window is the next 4 lines: items 12…23.
        #expect(recorder.take() == [.prefetch(rows(12...23).map { IndexPath(item: $0.row, section: 0) })])
        collection.contentOffset = CGPoint(x: 0, y: 40)
        host.layout()
        collection.contentOffset = CGPoint(x: 0, y: 39)
        host.layout()
        let calls = recorder.take()
        #expect(calls.last == .prefetch([116, 115, 114, 113, 112, 111, 110, 109, 108, 107, 106, 105].map { IndexPath(item: $0, section: 0) }),
                "scrolling up: the nearest line first, right to left")
        #expect(recorder.requestedWhileDisplayed.isEmpty)
    }

    @Test("A horizontal flow layout prefetches the columns to the right of the visible area")
    func collectionHorizontal() {
        let data = CollectionData([(0..<100).map { "\($0)" }])
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 5, height: 2)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 20, height: 4))
        let recorder = PrefetchRecorder()
        collection.prefetchDataSource = recorder
        host.layout()
        // Two items per column, four columns visible (items 0…7): the next four columns are 8…15.
        #expect(recorder.take() == [.prefetch((8...15).map { IndexPath(item: $0, section: 0) })])
    }
}
