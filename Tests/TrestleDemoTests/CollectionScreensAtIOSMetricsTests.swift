import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

/// The collection screens take their sizes from the screen's metrics (``TileMetrics``): the same
/// screen that lays out in columns and lines in the terminal lays out in points at iOS metrics.
@MainActor
@Suite("Demo: collection screens at iOS metrics")
struct CollectionScreensAtIOSMetricsTests {
    /// The screen `name` at the top of a navigation controller on a 390 × 844-point phone.
    func cellFrames(of name: String, metrics: MetricsProfile, size: CGSize) throws -> [CGRect] {
        let screen = try #require(DemoScreen.all.first { $0.name == name })
        let host = HeadlessHost(size: size, metrics: metrics)
        host.rootViewController = UINavigationController(rootViewController: screen.makeViewController())
        host.layout()
        let collectionView = try #require(Self.firstCollectionView(in: host.window))
        let window = host.window.bounds
        // Cells of orthogonal strips live in scroll views of their own: compare them in the window.
        return collectionView.visibleCells.map { $0.convert($0.bounds, to: nil) }.filter { window.intersects($0) }
    }

    static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let collectionView = view as? UICollectionView { return collectionView }
        return view.subviews.lazy.compactMap { firstCollectionView(in: $0) }.first
    }

    @Test("Tiles, cards, bubbles and rows are sized in points and never overlap",
          arguments: ["grid", "pins", "cards", "shelf", "chat", "store"])
    func laidOutInPoints(_ name: String) throws {
        let frames = try cellFrames(of: name, metrics: .iOS, size: CGSize(width: 390, height: 844))
        #expect(frames.count >= 4)
        for frame in frames {
            // The terminal's sizes (a 12 × 5 tile, a 1-line row) would be a few points here.
            #expect(frame.width >= 60 && frame.height >= 40, "\(name): \(frame)")
        }
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] {
                #expect(frame.intersection(other).isNull || frame.intersection(other).isEmpty, "\(name): \(frame) overlaps \(other)")
            }
        }
    }

    @Test("The photo grid: three columns of tiles three lines of text tall, 8 points apart, inside 16-point margins")
    func photoGridInPoints() throws {
        let frames = try cellFrames(of: "grid", metrics: .iOS, size: CGSize(width: 390, height: 844))
        let tile = TileMetrics(.iOS)
        let columns = Set(frames.map(\.minX)).sorted()
        #expect(columns.count == 3)
        #expect(columns.first == tile.margin)
        for frame in frames {
            #expect(frame.height == tile.tileHeight(lines: 3))
            #expect(frame.maxX <= 390 - tile.margin)
        }
        let rows = Set(frames.map(\.minY)).sorted()
        #expect(rows.count >= 2 && rows[1] - rows[0] == tile.tileHeight(lines: 3) + tile.stackedGap)
    }

    @Test("In the terminal the same code keeps its cell sizes: a 12 × 5 photo tile, frames that touch down a column")
    func terminalSizesUnchanged() throws {
        let frames = try cellFrames(of: "grid", metrics: .terminal, size: CGSize(width: 60, height: 30))
        #expect(!frames.isEmpty)
        for frame in frames { #expect(frame.size == CGSize(width: 12, height: 5)) }
        let rows = Set(frames.map(\.minY)).sorted()
        #expect(rows.count >= 2 && rows[1] - rows[0] == 5)
    }
}

@MainActor
@Suite("Demo: key hints only where the keyboard is the only input")
struct DemoKeyHintTests {
    /// The text of screen `name` on a host with `metrics`, once laid out.
    func text(of name: String, metrics: MetricsProfile, size: CGSize) throws -> String {
        let screen = try #require(DemoScreen.all.first { $0.name == name })
        let host = HeadlessHost(size: size, metrics: metrics)
        host.rootViewController = UINavigationController(rootViewController: screen.makeViewController())
        host.layout()
        host.layout()
        return host.screenText()
    }

    @Test("The terminal spells out the keys; at iOS metrics the same screens do not", arguments: [
        ("live", "a add · d delete"), ("chat", "Return sends"), ("search", "Esc"),
    ])
    func hints(screen: String, hint: String) throws {
        #expect(MetricsProfile.terminal.showsKeyHints && !MetricsProfile.iOS.showsKeyHints)
        #expect(try text(of: screen, metrics: .terminal, size: CGSize(width: 60, height: 24)).contains(hint))
        #expect(try !text(of: screen, metrics: .iOS, size: CGSize(width: 390, height: 844)).contains(hint))
    }
}
