import Foundation
import Testing
@testable import Trestle
import TrestleTesting

/// A table that counts its layout passes.
@MainActor
private final class PassCountingTable: UITableView {
    var passes = 0
    override func layoutSubviews() { passes += 1; super.layoutSubviews() }
}

/// A collection view that counts its layout passes.
@MainActor
private final class PassCountingCollection: UICollectionView {
    var passes = 0
    override func layoutSubviews() { passes += 1; super.layoutSubviews() }
}

/// 1,000 one-line rows, for a table or a collection view.
@MainActor
private final class ThousandRows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

/// What the user does, one event each.
enum HostUserEvent: String, CaseIterable, CustomTestStringConvertible {
    case downArrow, pageDown, end, wheel

    var testDescription: String { rawValue }

    @MainActor
    func send(to host: HeadlessHost) {
        switch self {
        case .downArrow: host.press(.down)
        case .pageDown: host.press(.pageDown)
        case .end: host.press(.end)
        case .wheel: host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: 3)
        }
    }
}

@MainActor
@Suite("Hosting: one layout pass and one frame per event")
struct LayoutPassesPerEventTests {
    /// Shows `list` (its data source `rows`) in a 40 × 12 headless host, sends `event` 30
    /// times with a frame after each, and expects each event to cost at most one layout pass and
    /// no frame to ask for another.
    private func expectOnePassAndOneFrame(_ event: HostUserEvent, list: UIScrollView, rows: ThousandRows,
                                          passes: () -> Int, reset: () -> Void) {
        let host = HeadlessHost(size: CGSize(width: 40, height: 12))
        host.rootView = list
        _ = host.screenLines()
        var most = 0
        var askedForAnotherFrame = false
        for _ in 0..<30 {
            reset()
            event.send(to: host)
            _ = host.screenLines()
            most = max(most, passes())
            askedForAnotherFrame = askedForAnotherFrame || host.needsFrame
        }
        #expect(most <= 1)
        #expect(!askedForAnotherFrame)
        withExtendedLifetime(rows) {}
    }

    @Test("A key press or a wheel step lays a table out at most once, and its frame asks for no other",
          arguments: HostUserEvent.allCases)
    func tableEvents(_ event: HostUserEvent) {
        let table = PassCountingTable(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = ThousandRows()
        table.dataSource = rows
        expectOnePassAndOneFrame(event, list: table, rows: rows, passes: { table.passes }, reset: { table.passes = 0 })
    }

    @Test("A key press or a wheel step lays a collection out at most once, and its frame asks for no other",
          arguments: HostUserEvent.allCases)
    func collectionEvents(_ event: HostUserEvent) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 1)
        let collection = PassCountingCollection(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let rows = ThousandRows()
        collection.dataSource = rows
        expectOnePassAndOneFrame(event, list: collection, rows: rows, passes: { collection.passes },
                                 reset: { collection.passes = 0 })
    }
}
