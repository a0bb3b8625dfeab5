import Benchmark
import Foundation
import Trestle
import TrestlePixel
import TrestleTesting

/// Rows like the Photos settings' and a product list's: a title, a subtitle, an accessory.
@MainActor
final class SettingsRows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Setting \(indexPath.row)"
        content.secondaryText = "Explained in a sentence, set in the secondary colour"
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.row % 3 == 0 ? .checkmark : .disclosureIndicator
        return cell
    }
}

/// An inset-grouped table of `rows` rows in a phone-sized window, laid out with the renderer's metrics.
@MainActor
func makeTable(rows: Int, renderer: PixelRenderer) -> (HeadlessHost, UITableView, SettingsRows) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), metrics: renderer.metrics)
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let source = SettingsRows(count: rows)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    let controller = UIViewController()
    controller.view = table
    host.rootViewController = UINavigationController(rootViewController: controller)
    host.layout()
    return (host, table, source)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 1_000)

    // Drawing only: the display list of a full screen (navigation bar, 14 rows of two lines,
    // separators, accessories) drawn at 3× into a new 1170 × 2532 image.
    Benchmark("Full 390×844 pt frame at 3× (draw only)") { benchmark in
        await MainActor.run {
            let renderer = try! PixelRenderer(scale: 3)
            let (host, _, source) = makeTable(rows: 1_000, renderer: renderer)
            let list = host.displayList()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(renderer.image(of: list, size: CGSize(width: 390, height: 844)))
            }
            benchmark.stopMeasurement()
            blackHole(source)
        }
    }

    // The window's scroll frame: the table moves one row, and the window's picture is brought up
    // to date by drawing what changed (the whole table: every row moved), as the X11 host does.
    Benchmark("Window frame at 3×, one-row scroll (layout, display list, damage, draw)") { benchmark in
        await MainActor.run {
            let renderer = try! PixelRenderer(scale: 3)
            let (host, table, source) = makeTable(rows: 100_000, renderer: renderer)
            var shown = host.displayList()
            let picture = renderer.image(of: shown, size: CGSize(width: 390, height: 844))
            var offset = table.contentOffset.y
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                offset += 44
                table.contentOffset.y = offset
                host.layout()
                let list = host.displayList()
                blackHole(renderer.update(picture, from: shown, to: list))
                shown = list
            }
            benchmark.stopMeasurement()
            blackHole(source)
        }
    }

    // A switch flips: the window draws the switch again, not the screen.
    Benchmark("Window frame at 3×, a row's accessory changes (layout, display list, damage, draw)") { benchmark in
        await MainActor.run {
            let renderer = try! PixelRenderer(scale: 3)
            let (host, table, source) = makeTable(rows: 1_000, renderer: renderer)
            var shown = host.displayList()
            let picture = renderer.image(of: shown, size: CGSize(width: 390, height: 844))
            var flip = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                flip.toggle()
                table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = flip ? .checkmark : .disclosureIndicator
                host.layout()
                let list = host.displayList()
                blackHole(renderer.update(picture, from: shown, to: list))
                shown = list
            }
            benchmark.stopMeasurement()
            blackHole(source)
        }
    }

    // A scroll frame: the table moves one row (44 points) and the whole window is laid out,
    // recorded and drawn at 3×.
    Benchmark("One-row scroll frame at 3× (layout, display list, draw)") { benchmark in
        await MainActor.run {
            let renderer = try! PixelRenderer(scale: 3)
            let (host, table, source) = makeTable(rows: 100_000, renderer: renderer)
            var offset = table.contentOffset.y
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                offset += 44
                table.contentOffset.y = offset
                host.layout()
                blackHole(renderer.image(of: host.displayList(), size: CGSize(width: 390, height: 844)))
            }
            benchmark.stopMeasurement()
            blackHole(source)
        }
    }
}
