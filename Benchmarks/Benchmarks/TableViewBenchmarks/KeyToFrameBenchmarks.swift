import Benchmark
import Foundation
import Trestle
import TrestleCore
import TrestleTerminal
import TrestleTesting

/// Key to frame on the ten-million-row table in a 200×60 terminal: a key press delivered to the
/// table (focus moves; the table scrolls when the focus reaches an edge), then layout, the display
/// list, rasterising and the diff's bytes — everything the terminal host does for a key except
/// decoding the bytes and the `write` itself. Target ≤ 2 ms.
func keyToFrameBenchmarks() {
    let bytesWritten = BenchmarkMetric.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false)
    for (label, key) in [("↓ focus", HeadlessHost.Key.down), ("PgDn", .pageDown)] {
        let state = Box<(Fixture, TerminalFrameRenderer)?>(nil)
        Benchmark("Key to frame 200x60, 10M rows, \(label)",
                  configuration: .init(metrics: [.wallClock, bytesWritten])) { benchmark in
            await MainActor.run {
                if state.value == nil {
                    let fixture = Fixture(rows: 10_000_000, size: CGSize(width: 200, height: 60))
                    var renderer = TerminalFrameRenderer()
                    let rasterizer = TextRasterizer(columns: 200, rows: 60, characterWidth: { CharacterWidth.terminalColumns(of: $0) })
                    _ = renderer.render(rasterizer.cellGrid(for: fixture.host.displayList()), colorMode: .trueColor)
                    state.value = (fixture, renderer)
                }
                var (fixture, renderer) = state.value!
                // Wrap before the end so every iteration measures the same kind of frame.
                if fixture.table.contentOffset.y > 9_000_000 { fixture.host.press(.home) }
                benchmark.startMeasurement()
                fixture.host.press(key)
                let rasterizer = TextRasterizer(columns: 200, rows: 60, characterWidth: { CharacterWidth.terminalColumns(of: $0) })
                let bytes = renderer.render(rasterizer.cellGrid(for: fixture.host.displayList()), colorMode: .trueColor)
                benchmark.stopMeasurement()
                benchmark.measurement(bytesWritten, bytes.count)
                state.value = (fixture, renderer)
            }
        }
    }
}
