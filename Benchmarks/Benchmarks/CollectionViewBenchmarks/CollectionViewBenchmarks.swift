import Benchmark
import Foundation
import Trestle
import TrestleCore
import TrestleTesting

/// A cell showing its item's title in a label; with self-sizing it fits the label plus a
/// one-column, one-line margin on each side.
@MainActor
final class TitleCell: UICollectionViewCell {
    let label = UILabel()
    /// How many times a cell of this class was measured for self-sizing.
    static var measurements = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 1, dy: 1)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        TitleCell.measurements += 1
        let text = label.sizeThatFits(CGSize(width: max(0, size.width - 2), height: .greatestFiniteMagnitude))
        return CGSize(width: text.width + 2, height: text.height + 2)
    }
}

/// A data source of `count` items in one section, titled by their index; every fourth title
/// has a second line, so self-sized items differ in height as well as width.
@MainActor
final class CountingItems: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TitleCell
        cell.label.text = indexPath.item % 4 == 0 ? "Item \(indexPath.item)\nnote" : "Item \(indexPath.item)"
        return cell
    }
}

/// The item grid every benchmark uses: 24 × 3 items, 1 apart, in a 200 × 60 window — eight
/// items a line, a line every 4 rows, 15 lines (about 120 cells) on screen.
enum Grid {
    static let windowSize = CGSize(width: 200, height: 60)
    static let itemSize = CGSize(width: 24, height: 3)

    @MainActor
    static func flowLayout(selfSizing: Bool) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        if selfSizing { layout.estimatedItemSize = itemSize } else { layout.itemSize = itemSize }
        return layout
    }
}

/// A collection view with a flow layout over `items` counted items in a 200 × 60 terminal-metrics
/// window, laid out once.
@MainActor
final class GridFixture {
    let host = HeadlessHost(size: Grid.windowSize)
    let layout: UICollectionViewFlowLayout
    let collection: UICollectionView
    let dataSource: CountingItems

    init(items: Int, selfSizing: Bool = false) {
        layout = Grid.flowLayout(selfSizing: selfSizing)
        collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        dataSource = CountingItems(count: items)
        collection.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = dataSource
        host.rootView = collection
        host.layout()
        precondition(!collection.visibleCells.isEmpty, "GridFixture: nothing on screen")
    }

    /// One scroll frame: the offset moves down `rows` (back to the top before it would pass the
    /// end), then the host's layout pass.
    func scrollFrame(by rows: CGFloat = 3) -> Int {
        var next = collection.contentOffset.y + rows
        if next + collection.bounds.height > collection.contentSize.height { next = 0 }
        collection.contentOffset = CGPoint(x: 0, y: next)
        host.layout()
        return Int(next)
    }
}

final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )

    // reloadData + first layout of 10⁶ fixed-size items (target ≤ 2 ms), scrolled mid-content:
    // counts are asked again, every visible cell goes back to its pool and is dequeued again.
    let reloadFixture = Box<GridFixture?>(nil)
    Benchmark("UICollectionView reloadData + first layout, 1M items, fixed itemSize") { benchmark in
        await MainActor.run {
            if reloadFixture.value == nil {
                let fixture = GridFixture(items: 1_000_000)
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

    // One scroll frame, 3 rows down, fixed-size items (target ≤ 200 µs; 10⁶ / 10³ ≤ 2). The same
    // code at both sizes: about one line of eight cells enters and one leaves three frames in four.
    for items in [1_000, 1_000_000] {
        let fixture = Box<GridFixture?>(nil)
        Benchmark("UICollectionView scroll frame, fixed itemSize, \(items) items") { benchmark in
            await MainActor.run {
                if fixture.value == nil { fixture.value = GridFixture(items: items) }
                let current = fixture.value!
                benchmark.startMeasurement()
                let offset = current.scrollFrame()
                benchmark.stopMeasurement()
                blackHole(offset)
            }
        }
    }

    // One scroll frame of 10⁶ self-sizing items (estimatedItemSize): the items that appear were
    // never measured, so each frame fits their cells (about 9), records the sizes and asks the
    // layout again. A fixed number of frames from a fresh layout, so every run measures the same
    // items: the sizes recorded so far grow with the frames (to about 18,000 by the last), and a
    // cost that grows with them shows in the upper percentiles.
    let selfSizingFixture = Box<GridFixture?>(nil)
    let itemsMeasured = BenchmarkMetric.custom("items measured", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("UICollectionView scroll frame, estimatedItemSize, 1M items",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, itemsMeasured],
                                   maxDuration: .seconds(30), maxIterations: 2_000)) { benchmark in
        await MainActor.run {
            if selfSizingFixture.value == nil { selfSizingFixture.value = GridFixture(items: 1_000_000, selfSizing: true) }
            let fixture = selfSizingFixture.value!
            let measuredBefore = TitleCell.measurements
            benchmark.startMeasurement()
            let offset = fixture.scrollFrame()
            benchmark.stopMeasurement()
            benchmark.measurement(itemsMeasured, TitleCell.measurements - measuredBefore)
            blackHole(offset)
        }
    }

    // Memory after scrolling 100 screens of 10⁶ items, a screen at a time: the heap bytes the
    // scroll leaves allocated (`memoryLeakedBytes`) against the items it measured. The layout's
    // engine should keep one size per measured item and nothing per unmeasured one; the same
    // scroll over fixed-size items measures nothing and should keep nothing. One screen is
    // scrolled before measuring: the first jump fills the reuse pool with a screen of cells.
    for selfSizing in [true, false] {
        Benchmark("UICollectionView memory after scrolling 100 screens of 1M items, \(selfSizing ? "estimatedItemSize" : "fixed itemSize")",
                  configuration: .init(metrics: [.wallClock, .memoryLeakedBytes, .mallocFreeDelta, itemsMeasured],
                                       timeUnits: .milliseconds, maxDuration: .seconds(10), maxIterations: 5)) { benchmark in
            await MainActor.run {
                let fixture = GridFixture(items: 1_000_000, selfSizing: selfSizing)
                _ = fixture.scrollFrame(by: Grid.windowSize.height)
                let measuredBefore = TitleCell.measurements
                benchmark.startMeasurement()
                for _ in 0..<100 { _ = fixture.scrollFrame(by: Grid.windowSize.height) }
                benchmark.stopMeasurement()
                benchmark.measurement(itemsMeasured, TitleCell.measurements - measuredBefore)
                blackHole(fixture)
            }
        }
    }

    updateBenchmarks()
    compositionalBenchmarks()
    outlineBenchmarks()
}
