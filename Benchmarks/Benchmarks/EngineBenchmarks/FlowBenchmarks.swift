import Benchmark
import Foundation
import TrestleCore

/// A 320-point-wide flow of `items` default 50 × 50 items in one section: five per line, lines
/// 60 apart.
func uniformFlow(items: Int) -> FlowGeometry {
    FlowGeometry(crossExtent: 320, sections: [.init(itemCount: items)])
}

/// The flow layout engine: building, placing one screen, and measuring a screenful.
func registerFlowBenchmarks() {
    // MARK: Building 10⁶ uniform items (O(sections): no item is visited)

    Benchmark("Flow: build 10^6 uniform items",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { _ in
        blackHole(uniformFlow(items: 1_000_000).contentSize)
    }

    // MARK: One screen of placements (O(log n + k): 10⁶ / 10³ ≈ 1)

    for items in [1_000_000, 1_000] {
        let geometry = Box(uniformFlow(items: items))
        let middle = (Double(geometry.value.contentSize.height) / 2).rounded()
        let viewport = Viewport(offsetX: 0, offsetY: middle, width: 320, height: 568)
        Benchmark("Flow: placements 10^\(items == 1_000 ? 3 : 6) items",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { _ in
            blackHole(geometry.value.placements(in: viewport.visibleRect, viewport: viewport).count)
        }
    }

    // MARK: Measuring a screenful of 100 items in the middle of 10⁶

    let unmeasured = Box(uniformFlow(items: 1_000_000))
    let screenful = (0..<100).map { ItemPath(section: 0, item: 500_000 + $0) }
    let sizes = screenful.enumerated().map { ($0.element, CGSize(width: 50, height: Double(40 + $0.offset % 20))) }
    Benchmark("Flow: measure 100 items in 10^6 (setItemSizes)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { benchmark in
        var geometry = unmeasured.value
        benchmark.startMeasurement()
        geometry.setItemSizes(sizes)
        benchmark.stopMeasurement()
        blackHole(geometry.contentSize)
    }

    // MARK: Measuring 10 more items where 10⁵ are measured already (sublinear in measured items)

    // Every tenth item of 10⁶ is measured, as wide as the estimate (lines keep five items) and of
    // varied heights. Each iteration measures ten more items of one stretch, in place, at a place
    // that jumps through the section; the measured count grows by at most 1% over the run.
    let measured = Box<FlowGeometry?>(nil)
    let round = Box(0)
    Benchmark("Flow: measure 10 items in 10^6 with 10^5 already measured",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 100)) { benchmark in
        if measured.value == nil { measured.value = tenthMeasuredFlow() }
        // Stretch q holds items 10q + 1 ... 10q + 9; ten unmeasured items from stretches q and q + 1.
        let q = (round.value * 7_919) % 99_000 + 100
        round.value += 1
        let items = Array(10 * q + 1...10 * q + 9) + [10 * q + 11]
        let sizes = items.enumerated().map { (ItemPath(section: 0, item: $0.element), CGSize(width: 50, height: Double(41 + $0.offset))) }
        benchmark.startMeasurement()
        measured.value!.setItemSizes(sizes)
        benchmark.stopMeasurement()
        blackHole(measured.value!.contentSize)
    }
}

/// A 320-point-wide flow of 10⁶ items with every tenth item measured at 50 × (40 to 59).
func tenthMeasuredFlow() -> FlowGeometry {
    var geometry = uniformFlow(items: 1_000_000)
    geometry.setItemSizes((0..<100_000).map { (ItemPath(section: 0, item: 10 * $0), CGSize(width: 50, height: Double(40 + $0 % 20))) })
    return geometry
}
