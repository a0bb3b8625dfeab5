import Benchmark
import Foundation
import TrestleCore

/// Mutable state a benchmark keeps between iterations (the closures are `@Sendable`; each
/// benchmark runs on one thread, so the box is never shared concurrently).
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A 10⁷-row index shaped like a table after some use: every 997th row of the first 10⁷ measured
/// (10,000 scattered blocks, the worst case for the tree's size).
func usedIndex(rows: Int = 10_000_000, measured: Int = 10_000) -> HeightIndex {
    var index = HeightIndex(count: rows, estimate: 44)
    let step = rows / measured
    for i in 0..<measured { index.setExtent(Double(40 + i % 9), forRow: i * step) }
    return index
}

/// Random probes, fixed by a seed so every run asks the same questions.
func probes(count: Int, below bound: Int) -> [Int] {
    var state: UInt64 = 0x5EED
    return (0..<count).map { _ in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 11) % UInt64(bound))
    }
}

/// One scroll step: move a screen, compute the visible range, the rows entering and leaving, the
/// prefetch window and the scroll anchor's correction.
struct ScrollSimulation {
    var geometry: TableGeometry
    var viewport: Viewport
    var visible: ItemRange?
    var prefetch = PrefetchWindow()

    init(rows: Int, viewportRows: Int) {
        geometry = TableGeometry(style: .plain, width: 320, sections: [(SectionExtents(), rows)], estimatedRowExtent: 44)
        viewport = Viewport(offsetY: 0, height: Double(viewportRows) * 44)
        visible = geometry.visibleRows(in: viewport)
    }

    /// A step that also measures every row entering the viewport, as a table does when their
    /// cells appear (estimates replaced by slightly different measured heights, or re-measured).
    mutating func measuringStep() -> Int {
        let old = visible
        let moved = step()
        for path in geometry.change(from: old, to: visible).entering {
            geometry.setRowExtent(43.5, at: path)
        }
        return moved
    }

    mutating func step() -> Int {
        var next = viewport.offsetY + viewport.height
        if next + viewport.height > geometry.contentHeight { next = 0 }
        let anchor = geometry.scrollAnchor(for: viewport)
        viewport.offsetY = next
        let newVisible = geometry.visibleRows(in: viewport)
        let change = geometry.change(from: visible, to: newVisible)
        visible = newVisible
        let update = prefetch.update(viewport: viewport, geometry: geometry, isDisplayed: { newVisible?.contains($0) == true })
        let correction = anchor.map { geometry.anchorCorrection(for: $0, in: viewport) } ?? 0
        return change.entering.count + change.leaving.count + update.prefetch.count + Int(correction)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    // MARK: Height index queries on 10⁷ rows (target ≤ 1 µs each)

    let queryIndex = Box(usedIndex())
    let rowProbes = probes(count: 1_000, below: 10_000_000)
    let offsetProbes = rowProbes.map { queryIndex.value.offset(ofRow: $0) + 1 }

    Benchmark("HeightIndex.offset(ofRow:) ×1000, 10M rows",
              configuration: .init(metrics: [.wallClock])) { benchmark in
        let index = queryIndex.value
        benchmark.startMeasurement()
        for row in rowProbes { blackHole(index.offset(ofRow: row)) }
    }

    Benchmark("HeightIndex.row(atOffset:) ×1000, 10M rows",
              configuration: .init(metrics: [.wallClock])) { benchmark in
        let index = queryIndex.value
        benchmark.startMeasurement()
        for offset in offsetProbes { blackHole(index.row(atOffset: offset)) }
    }

    // MARK: Scrolling one screen at a time (target ≤ 20 µs per step; 10⁷ / 10³ ≤ 2)

    for rows in [1_000, 10_000_000] {
        let simulation = Box(ScrollSimulation(rows: rows, viewportRows: 50))
        Benchmark("Scroll step, 50-row viewport, \(rows) rows",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { _ in
            blackHole(simulation.value.step())
        }
    }

    for rows in [1_000, 10_000_000] {
        let simulation = Box(ScrollSimulation(rows: rows, viewportRows: 50))
        Benchmark("Scroll step measuring entering rows, 50-row viewport, \(rows) rows",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { _ in
            blackHole(simulation.value.measuringStep())
        }
    }

    // MARK: Measuring 10⁶ estimated rows one by one (target ≤ 1 s)

    Benchmark("Measure 1M estimated rows one by one, 10M rows",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
                                   maxDuration: .seconds(10), maxIterations: 10)) { benchmark in
        var index = HeightIndex(count: 10_000_000, estimate: 44)
        benchmark.startMeasurement()
        for row in 0..<1_000_000 { index.setExtent(43.5, forRow: row) }
        benchmark.stopMeasurement()
        blackHole(index.totalExtent)
    }

    // MARK: Inserting 1,000 rows at the top of 10⁷ rows (target ≤ 1 ms)

    let insertIndex = Box(usedIndex())
    Benchmark("Insert 1000 rows at the top one by one, 10M rows",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds)) { _ in
        for _ in 0..<1_000 { insertIndex.value.insertRows(at: 0, count: 1) }
    }

    let rangeInsertIndex = Box(usedIndex())
    Benchmark("Insert a 1000-row range at the top, 10M rows",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { _ in
        rangeInsertIndex.value.insertRows(at: 0, count: 1_000)
    }

    // MARK: Memory of a 10⁷-row index with 10⁴ measured rows (target ≤ 8 MB)

    // `memoryLeakedBytes` is the heap still held when measurement stops: the index itself.
    let indexBytes = BenchmarkMetric.custom("index bytes (estimated)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("Index memory, 10M rows with 10k measured",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, .memoryLeakedBytes, indexBytes],
                                   timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 5)) { benchmark in
        let index = usedIndex()
        benchmark.stopMeasurement()
        benchmark.measurement(indexBytes, index.statistics.approximateBytes)
        blackHole(index)
    }

    registerFlowBenchmarks()
}
