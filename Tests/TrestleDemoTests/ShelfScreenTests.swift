import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Album shelf screen")
struct ShelfScreenTests {
    func setUp(size: CGSize = demoScreenSize) -> (HeadlessHost, ShelfViewController) {
        let shelf = ShelfViewController()
        let (host, _) = makeHost(showing: shelf, size: size)
        return (host, shelf)
    }

    func focused(_ shelf: ShelfViewController) -> Int? {
        shelf.collectionView.indexPathForFocusedItem?.item
    }

    /// Whether the focused cover is entirely on screen.
    func focusIsVisible(_ shelf: ShelfViewController) -> Bool {
        let collection = shelf.collectionView!
        guard let path = collection.indexPathForFocusedItem, let frame = collection.layoutAttributesForItem(at: path)?.frame else { return false }
        return frame.minX >= collection.contentOffset.x && frame.maxX <= collection.contentOffset.x + collection.bounds.width
    }

    @Test("The shelf opens on the first album, two rows of covers, its details below")
    func firstFrame() {
        let (host, shelf) = setUp()
        host.verifySnapshot(named: "shelf-top")
        #expect(shelf.layout.scrollDirection == .horizontal)
        #expect(focused(shelf) == 0)
        #expect(shelf.titleLabel.text == "Blue Hours — The Lanterns")
        #expect(host.screenText().contains("Paper Moons"))
    }

    @Test("A short terminal shows one row of covers")
    func oneRow() {
        let (host, shelf) = setUp(size: CGSize(width: 60, height: 14))
        #expect(shelf.collectionView.frame.height == 8)
        #expect(host.screenLines().filter { $0.contains("╭") || $0.contains("┏") }.count == 1)
        // Covers follow each other along the row: the second album is next to the first.
        #expect(host.screenLines()[6].contains("Blue Hours"))
        #expect(host.screenLines()[6].contains("Paper Moons"))
    }

    @Test("→ moves the focus along the row and scrolls the shelf sideways to keep it in view; ← comes back")
    func arrowKeys() {
        let (host, shelf) = setUp()
        let collection = shelf.collectionView!
        host.press(.right)
        // Item 1 is below item 0; the next cover on the top row is item 2.
        #expect(focused(shelf) == 2)
        #expect(shelf.titleLabel.text == "Harbour Lights — Static Bloom")
        #expect(collection.contentOffset.x == 0)
        for _ in 0..<3 { host.press(.right) }
        #expect(focused(shelf) == 8)
        #expect(collection.contentOffset.x > 0)
        #expect(focusIsVisible(shelf))
        #expect(host.screenText().contains(shelf.shelf.albums[8].title))
        host.press(.down)
        #expect(focused(shelf) == 9)
        for _ in 0..<4 { host.press(.left) }
        #expect(focused(shelf) == 1)
        // Back at the start (the first cover at the left edge, past the section inset).
        #expect(collection.contentOffset.x <= 1)
        #expect(focusIsVisible(shelf))
    }

    @Test("The wheel, Shift-wheel and a sideways swipe scroll the shelf sideways")
    func wheel() {
        let (host, shelf) = setUp()
        let collection = shelf.collectionView!
        let point = CGPoint(x: 10, y: 5)
        host.scrollWheel(at: point, lines: 2)
        let afterWheel = collection.contentOffset.x
        #expect(afterWheel > 0)
        #expect(collection.contentOffset.y == 0)
        host.scrollWheel(at: point, lines: 2, modifiers: .shift)
        #expect(collection.contentOffset.x > afterWheel)
        host.scrollWheel(at: point, columns: -100)
        #expect(collection.contentOffset.x == 0)
        #expect(host.screenLines()[1].hasPrefix(" ┏"))
    }

    @Test("Page Down moves a screen of covers along, Page Up comes back; End and Home reach either end")
    func pagesAndEnds() throws {
        let (host, shelf) = setUp()
        let collection = shelf.collectionView!
        host.press(.pageDown)
        let page = try #require(focused(shelf))
        let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: page, section: 0))?.frame)
        #expect(frame.minX >= collection.bounds.width - AlbumCoverCell.size(TileMetrics(collection.metrics)).width)
        #expect(focusIsVisible(shelf))
        host.press(.pageUp)
        #expect(focused(shelf).map { $0 < 2 } == true)
        host.press(.end)
        #expect(focused(shelf) == 35)
        #expect(focusIsVisible(shelf))
        #expect(collection.contentOffset.x >= collection.contentSize.width - collection.bounds.width - 1)
        #expect(host.screenText().contains(shelf.shelf.albums[35].title))
        host.press(.home)
        #expect(focused(shelf) == 0)
        #expect(collection.contentOffset.x <= 1)
    }

    @Test("A click on a cover focuses and selects it")
    func click() {
        let (host, shelf) = setUp()
        host.tap("Low Tide")
        #expect(focused(shelf) == 3)
        #expect(shelf.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(shelf.titleLabel.text?.hasPrefix("Low Tide") == true)
    }
}
