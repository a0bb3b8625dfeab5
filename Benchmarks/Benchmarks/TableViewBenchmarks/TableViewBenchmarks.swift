import Benchmark
import Foundation
import Trestle
import TrestleCore
import TrestleTerminal
import TrestleTesting

/// A data source of `count` rows whose cells show a short label.
@MainActor
final class CountingDataSource: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A table in an 80×50 terminal-metrics window.
@MainActor
final class Fixture {
    let host: HeadlessHost
    let table = UITableView(frame: .zero, style: .plain)
    let dataSource: CountingDataSource

    init(rows: Int, rowHeight: CGFloat = UITableView.automaticDimension, size: CGSize = CGSize(width: 80, height: 50)) {
        host = HeadlessHost(size: size)
        dataSource = CountingDataSource(count: rows)
        table.rowHeight = rowHeight
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = dataSource
        host.rootView = table
        host.layout()
    }

    /// One scroll frame: move the offset by a line (wrapping at the end) and lay out.
    func scrollFrame() -> Int {
        var next = table.contentOffset.y + 1
        if next + table.bounds.height > table.contentSize.height { next = 0 }
        table.contentOffset = CGPoint(x: 0, y: next)
        table.layoutIfNeeded()
        return Int(next)
    }
}


/// 41 sections (the Korean collation's ㄱ … ㅎ, A … Z, #) of about 24,400 rows each — a million
/// rows — with the section index.
@MainActor
final class IndexedDataSource: UITableViewDataSource {
    let titles = UILocalizedIndexedCollation(locale: Locale(identifier: "ko_KR")).sectionIndexTitles
    let rowsPerSection = 24_400
    func numberOfSections(in tableView: UITableView) -> Int { titles.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(titles[indexPath.section]) \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
}

/// A prefetch data source that only counts what it is asked: the cost measured is the table's.
@MainActor
final class CountingPrefetcher: UITableViewDataSourcePrefetching {
    var requested = 0
    var cancelled = 0
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { requested += indexPaths.count }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths.count }
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
        maxIterations: 100_000
    )

    // reloadData + first layout of a 10⁷-row table (target ≤ 1 ms)
    let reloadFixture = Box<Fixture?>(nil)
    Benchmark("UITableView reloadData + first layout, 10M rows") { benchmark in
        await MainActor.run {
            if reloadFixture.value == nil { reloadFixture.value = Fixture(rows: 10_000_000) }
            let fixture = reloadFixture.value!
            benchmark.startMeasurement()
            fixture.table.reloadData()
            fixture.table.layoutIfNeeded()
            benchmark.stopMeasurement()
            blackHole(fixture.table.visibleCells.count)
        }
    }

    // One scroll frame (target ≤ 100 µs; 10⁷ / 10³ ≤ 2). Self-sizing rows: at 10⁷ rows every frame
    // measures a row never seen before, while 10³ rows are all measured after the first pass;
    // fixed-height rows compare the same work at both sizes.
    for (label, rowHeight) in [("self-sizing", UITableView.automaticDimension), ("fixed height", CGFloat(1))] {
        for rows in [1_000, 10_000_000] {
            let fixture = Box<Fixture?>(nil)
            Benchmark("UITableView scroll frame, \(label), \(rows) rows") { benchmark in
                await MainActor.run {
                    if fixture.value == nil { fixture.value = Fixture(rows: rows, rowHeight: rowHeight) }
                    let current = fixture.value!
                    benchmark.startMeasurement()
                    let offset = current.scrollFrame()
                    benchmark.stopMeasurement()
                    blackHole(offset)
                }
            }
        }
    }

    // The same scroll frame with a prefetch data source: the prefetch window's cost per frame
    // (compare with the fixed-height frames above).
    for rows in [1_000, 10_000_000] {
        let fixture = Box<(Fixture, CountingPrefetcher)?>(nil)
        Benchmark("UITableView scroll frame, fixed height, prefetching, \(rows) rows") { benchmark in
            await MainActor.run {
                if fixture.value == nil {
                    let made = Fixture(rows: rows, rowHeight: 1)
                    let prefetcher = CountingPrefetcher()
                    made.table.prefetchDataSource = prefetcher
                    fixture.value = (made, prefetcher)
                }
                let (current, prefetcher) = fixture.value!
                benchmark.startMeasurement()
                let offset = current.scrollFrame()
                benchmark.stopMeasurement()
                blackHole(offset + prefetcher.requested)
            }
        }
    }

    // A click on the section index: the section's header scrolls to the top and the frame is
    // laid out and drawn (target ≤ 5 ms), in an 80×50 window where all 41 titles fit.
    let indexFixture = Box<(HeadlessHost, IndexedDataSource, Int)?>(nil)
    Benchmark("Section index jump, 41 sections, 1M rows") { benchmark in
        await MainActor.run {
            if indexFixture.value == nil {
                let host = HeadlessHost(size: CGSize(width: 80, height: 50))
                let table = UITableView(frame: .zero, style: .plain)
                let data = IndexedDataSource()
                table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                table.dataSource = data
                host.rootView = table
                host.layout()
                indexFixture.value = (host, data, 0)
            }
            let (host, data, next) = indexFixture.value!
            // The titles stand centred in the 50 lines: title i on line 4 + i.
            let line = CGFloat(4 + next)
            benchmark.startMeasurement()
            host.tap(at: CGPoint(x: 79, y: line), duration: 0)
            blackHole(host.displayList().items.count)
            benchmark.stopMeasurement()
            indexFixture.value = (host, data, (next + 7) % data.titles.count)
        }
    }

    // Memory after scrolling through 10⁴ rows of a 10⁷-row table (target ≤ 20 MB growth,
    // live cells ≤ visible + 4).
    let liveCells = BenchmarkMetric.custom("live cells", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("UITableView memory after scrolling 10k of 10M rows",
              configuration: .init(metrics: [.wallClock, .memoryLeakedBytes, .peakMemoryResidentDelta, liveCells],
                                   timeUnits: .milliseconds, maxDuration: .seconds(10), maxIterations: 3)) { benchmark in
        await MainActor.run {
            let fixture = Fixture(rows: 10_000_000)
            for _ in 0..<(10_000 / 50) {
                fixture.table.contentOffset.y += 50
                fixture.table.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            benchmark.measurement(liveCells, fixture.table.subviews.count)
            blackHole(fixture)
        }
    }

    // Terminal output: a 200×60 screen of the 10⁷-row table, rasterised and diffed. A full repaint
    // (target ≤ 1 ms) and a one-line scroll, with the bytes each writes.
    let bytesWritten = BenchmarkMetric.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false)
    for (label, scrolls) in [("full repaint", false), ("one-line scroll", true)] {
        let state = Box<(Fixture, TerminalFrameRenderer)?>(nil)
        Benchmark("Terminal frame 200x60, \(label)",
                  configuration: .init(metrics: [.wallClock, bytesWritten])) { benchmark in
            await MainActor.run {
                if state.value == nil {
                    let fixture = Fixture(rows: 10_000_000, size: CGSize(width: 200, height: 60))
                    state.value = (fixture, TerminalFrameRenderer())
                }
                var (fixture, renderer) = state.value!
                benchmark.startMeasurement()
                if scrolls { _ = fixture.scrollFrame() } else { renderer.invalidate() }
                let rasterizer = TerminalFrame.rasterizer
                let bytes = renderer.render(TerminalFrame.rasterize(fixture.host.displayList(), with: rasterizer), colorMode: .trueColor)
                benchmark.stopMeasurement()
                benchmark.measurement(bytesWritten, bytes.count)
                state.value = (fixture, renderer)
            }
        }
    }

    // The stages of that frame one by one, on prepared inputs: the window's display list (layout
    // already clean), rasterising a prepared display list, and rendering prepared cell grids (a full
    // repaint, and alternating between two frames one line apart, the scroll's diff).
    let displayListState = Box<Fixture?>(nil)
    Benchmark("Terminal frame 200x60, displayList only") { benchmark in
        await MainActor.run {
            if displayListState.value == nil {
                displayListState.value = Fixture(rows: 10_000_000, size: CGSize(width: 200, height: 60))
            }
            let fixture = displayListState.value!
            benchmark.startMeasurement()
            let list = fixture.host.displayList()
            benchmark.stopMeasurement()
            blackHole(list.items.count)
        }
    }

    let rasterizeState = Box<DisplayList?>(nil)
    Benchmark("Terminal frame 200x60, rasterize only") { benchmark in
        await MainActor.run {
            if rasterizeState.value == nil { rasterizeState.value = TerminalFrame.displayLists().first }
            let list = rasterizeState.value!
            benchmark.startMeasurement()
            let grid = TerminalFrame.rasterize(list, with: TerminalFrame.rasterizer)
            benchmark.stopMeasurement()
            blackHole(grid)
        }
    }

    for (label, scrolls) in [("full repaint", false), ("one-line scroll", true)] {
        let state = Box<(frames: [TerminalFrame.Grid], renderer: TerminalFrameRenderer, next: Int)?>(nil)
        Benchmark("Terminal frame 200x60, render only, \(label)",
                  configuration: .init(metrics: [.wallClock, bytesWritten])) { benchmark in
            await MainActor.run {
                if state.value == nil {
                    let frames = TerminalFrame.displayLists().map { TerminalFrame.rasterize($0, with: TerminalFrame.rasterizer) }
                    var renderer = TerminalFrameRenderer()
                    _ = renderer.render(frames[0], colorMode: .trueColor)
                    state.value = (frames, renderer, 1)
                }
                var (frames, renderer, next) = state.value!
                benchmark.startMeasurement()
                if !scrolls { renderer.invalidate() }
                let bytes = renderer.render(frames[scrolls ? next : 0], colorMode: .trueColor)
                benchmark.stopMeasurement()
                benchmark.measurement(bytesWritten, bytes.count)
                state.value = (frames, renderer, 1 - next)
            }
        }
    }

    keyToFrameBenchmarks()
    updateBenchmarks()
}

/// The terminal frame's inputs, prepared outside the measured region.
@MainActor
enum TerminalFrame {
    typealias Grid = CellGrid

    static var rasterizer: TextRasterizer {
        TextRasterizer(columns: 200, rows: 60, characterWidth: { CharacterWidth.terminalColumns(of: $0) })
    }

    static func rasterize(_ list: DisplayList, with rasterizer: TextRasterizer) -> Grid {
        rasterizer.cellGrid(for: list)
    }

    /// The display lists of two consecutive frames of the 10⁷-row table, one line apart.
    static func displayLists() -> [DisplayList] {
        let fixture = Fixture(rows: 10_000_000, size: CGSize(width: 200, height: 60))
        let first = fixture.host.displayList()
        _ = fixture.scrollFrame()
        return [first, fixture.host.displayList()]
    }
}
