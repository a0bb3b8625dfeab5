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
}
