import Benchmark
import Foundation
import Trestle
import TrestleCore
import TrestleTesting

/// A data source of `count` list rows in one section, each a list cell with its title and a
/// disclosure indicator: the modern list a UIKit app builds.
@MainActor
final class ListRows: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.item)"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }
}

/// A collection view with a plain compositional list of `items` self-sizing rows (estimated at
/// a line) in an 80 × 50 terminal-metrics window, laid out once: the table benchmarks' window.
@MainActor
final class ListFixture {
    let host = HeadlessHost(size: CGSize(width: 80, height: 50))
    let collection: UICollectionView
    let dataSource: ListRows

    init(items: Int) {
        collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        dataSource = ListRows(count: items)
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collection.dataSource = dataSource
        host.rootView = collection
        host.layout()
        precondition(collection.visibleCells.count >= 50, "ListFixture: the screen is not full")
    }

    /// One scroll frame, as the table benchmarks take one: the offset moves down a line (back to
    /// the top before it would pass the end), then the collection view lays out.
    func scrollFrame() -> Int {
        var next = collection.contentOffset.y + 1
        if next + collection.bounds.height > collection.contentSize.height { next = 0 }
        collection.contentOffset = CGPoint(x: 0, y: next)
        collection.layoutIfNeeded()
        return Int(next)
    }
}

/// Compositional lists: the figures are UITableView's — first layout of 10⁶ rows with
/// estimated heights ≤ 2 ms, a scroll frame ≤ 100 µs.
func compositionalBenchmarks() {
    // reloadData + first layout of 10⁶ self-sizing rows, scrolled mid-content: the layout
    // resolves its section again, forgets every measurement, and the 60 rows on screen are
    // dequeued, configured and measured again (target ≤ 2 ms).
    let reloadFixture = Box<ListFixture?>(nil)
    Benchmark("Compositional list reloadData + first layout, 1M rows, estimated heights") { benchmark in
        await MainActor.run {
            if reloadFixture.value == nil {
                let fixture = ListFixture(items: 1_000_000)
                fixture.collection.scrollToItem(at: IndexPath(item: 500_000, section: 0), at: .top, animated: false)
                fixture.host.layout()
                reloadFixture.value = fixture
            }
            let fixture = reloadFixture.value!
            benchmark.startMeasurement()
            fixture.collection.reloadData()
            fixture.host.layout()
            benchmark.stopMeasurement()
            blackHole(fixture.collection.visibleCells.count)
        }
    }

    // One scroll frame, a line down, as UITableView's scroll-frame benchmark takes one (target
    // ≤ 100 µs): at 10⁶ rows every frame configures and measures a row never seen before; at 10³
    // rows every row is measured after the first pass.
    for items in [1_000, 1_000_000] {
        let fixture = Box<ListFixture?>(nil)
        Benchmark("Compositional list scroll frame, estimated heights, \(items) rows") { benchmark in
            await MainActor.run {
                if fixture.value == nil { fixture.value = ListFixture(items: items) }
                let current = fixture.value!
                benchmark.startMeasurement()
                let offset = current.scrollFrame()
                benchmark.stopMeasurement()
                blackHole(offset)
            }
        }
    }
}
