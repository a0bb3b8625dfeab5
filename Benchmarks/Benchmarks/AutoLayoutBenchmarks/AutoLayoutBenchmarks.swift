import Benchmark
import Foundation
import Trestle
import TrestleTesting

/// A typical constraint-based cell: a symbol image, a title that wraps, a subtitle under it and a
/// value at the trailing edge — twelve constraints, as UIKit cells are commonly built.
@MainActor
final class TypicalCell: UITableViewCell {
    let iconView = UIImageView(image: UIImage(systemName: "star"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let valueLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.numberOfLines = 0
        for view in [iconView, titleLabel, subtitleLabel, valueLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        valueLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 32),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: valueLabel.leadingAnchor, constant: -16),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: valueLabel.leadingAnchor, constant: -16),
            subtitleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            valueLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            valueLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(_ row: Int) {
        titleLabel.text = row % 3 == 0 ? "Item \(row), whose title is long enough to wrap onto a second line" : "Item \(row)"
        subtitleLabel.text = "Updated \(row % 60) minutes ago"
        valueLabel.text = "\(row * 7 % 1000)"
    }
}

/// Rows of ``TypicalCell``.
@MainActor
final class TypicalRows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "typical", for: indexPath) as! TypicalCell
        cell.show(indexPath.row)
        return cell
    }
}

/// A table of `rows` ``TypicalCell`` rows in an 80×50 terminal-metrics window, laid out.
@MainActor
func makeTypicalTable(rows: Int) -> (HeadlessHost, UITableView, TypicalRows) {
    let host = HeadlessHost(size: CGSize(width: 80, height: 50))
    let table = UITableView(frame: .zero, style: .plain)
    let data = TypicalRows(count: rows)
    table.register(TypicalCell.self, forCellReuseIdentifier: "typical")
    table.dataSource = data
    host.rootView = table
    host.layout()
    return (host, table, data)
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

    // Measuring a typical cell at a width it was measured at before (target ≤ 20 µs), and — the
    // cost a reused cell with new text pays — after its text changed, which solves again.
    for (label, changesText) in [("again at the same width", false), ("after its text changed", true)] {
        let state = Box<(HeadlessHost, TypicalCell, Int)?>(nil)
        Benchmark("Auto Layout: measure a typical cell \(label)") { benchmark in
            await MainActor.run {
                if state.value == nil {
                    let host = HeadlessHost(size: CGSize(width: 60, height: 20))
                    let cell = TypicalCell(style: .default, reuseIdentifier: nil)
                    host.rootView = cell
                    cell.show(0)
                    _ = cell.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude))
                    state.value = (host, cell, 0)
                }
                let (host, cell, row) = state.value!
                if changesText { cell.show(row + 1) }
                benchmark.startMeasurement()
                let size = cell.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude))
                benchmark.stopMeasurement()
                blackHole(size)
                state.value = (host, cell, changesText ? row + 1 : row)
            }
        }
    }

    // One scroll frame of a table of 10⁴ constraint-based self-sizing rows, end to end (target
    // ≤ 1 ms): each frame moves a line, measuring the rows that come into view the first time
    // round and laying out the cells on screen (their content views solve their constraints).
    let scroll = Box<(HeadlessHost, UITableView, TypicalRows)?>(nil)
    Benchmark("Auto Layout: scroll frame, 10k constraint-based self-sizing rows") { benchmark in
        await MainActor.run {
            if scroll.value == nil { scroll.value = makeTypicalTable(rows: 10_000) }
            let (host, table, _) = scroll.value!
            var next = table.contentOffset.y + 1
            if next + table.bounds.height > table.contentSize.height { next = 0 }
            benchmark.startMeasurement()
            table.contentOffset = CGPoint(x: 0, y: next)
            host.layout()
            benchmark.stopMeasurement()
            blackHole(table.visibleCells.count)
        }
    }

    // The whole table, end to end: from the top to the bottom of 10⁴ rows three lines a frame (a
    // wheel turn), in a fresh table, so every row is measured and solved on the way. The wall
    // clock is the whole trip; the custom metrics give the frames and the slowest of them.
    let frames = BenchmarkMetric.custom("frames", polarity: .prefersSmaller, useScalingFactor: false)
    let slowest = BenchmarkMetric.custom("slowest frame (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let meanFrame = BenchmarkMetric.custom("mean frame (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("Auto Layout: scroll 10k constraint-based self-sizing rows end to end, 3 lines a frame",
              configuration: .init(metrics: [.wallClock, frames, slowest, meanFrame], timeUnits: .milliseconds,
                                   maxDuration: .seconds(60), maxIterations: 3)) { benchmark in
        await MainActor.run {
            let (host, table, rows) = makeTypicalTable(rows: 10_000)
            var count = 0
            var worst: Duration = .zero
            let clock = ContinuousClock()
            benchmark.startMeasurement()
            let start = clock.now
            while table.contentOffset.y + table.bounds.height < table.contentSize.height {
                let frameStart = clock.now
                table.contentOffset = CGPoint(x: 0, y: min(table.contentOffset.y + 3, table.contentSize.height - table.bounds.height))
                host.layout()
                worst = max(worst, clock.now - frameStart)
                count += 1
            }
            let total = clock.now - start
            benchmark.stopMeasurement()
            benchmark.measurement(frames, count)
            benchmark.measurement(slowest, Int(worst / .microseconds(1)))
            benchmark.measurement(meanFrame, count > 0 ? Int(total / .microseconds(1)) / count : 0)
            blackHole(rows)
        }
    }
}
