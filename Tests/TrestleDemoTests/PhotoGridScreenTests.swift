import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Photo grid screen")
struct PhotoGridScreenTests {
    func setUp(size: CGSize = demoScreenSize) -> (HeadlessHost, PhotoGridViewController) {
        let grid = PhotoGridViewController()
        let (host, _) = makeHost(showing: grid, size: size)
        return (host, grid)
    }

    /// The number of columns in the first month: the distinct left edges of its items.
    func columns(_ grid: PhotoGridViewController) -> Int {
        let collection = grid.collectionView!
        let edges = (0..<collection.numberOfItems(inSection: 0)).compactMap {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX
        }
        return Set(edges).count
    }

    /// The tiles' top edges drawn on screen line `line`.
    func tilesOnLine(_ host: HeadlessHost, _ line: Int) -> Int {
        host.screenLines()[line].filter { $0 == "╭" || $0 == "┏" }.count
    }

    @Test("The grid opens on January, its header at the top, the first photo focused")
    func firstFrame() {
        let (host, grid) = setUp()
        host.verifySnapshot(named: "grid-top")
        #expect(host.screenLines()[1].hasPrefix(" January 2025"))
        #expect(host.screenLines()[1].contains("14 photos"))
        #expect(grid.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        // The focused tile is framed in heavy lines.
        #expect(host.screenLines()[2].hasPrefix(" ┏━━━━━━━━━━┓"))
        #expect(grid.title == "Photos")
    }

    @Test("The number of columns follows the width: resizing re-packs the grid", arguments: [
        (CGFloat(30), 2), (CGFloat(60), 4), (CGFloat(80), 6), (CGFloat(100), 7),
    ])
    func columnsFollowWidth(width: CGFloat, expected: Int) {
        let (host, grid) = setUp()
        host.resize(to: CGSize(width: width, height: 30))
        #expect(columns(grid) == expected)
        #expect(tilesOnLine(host, 2) == expected)
        // Back to 60 columns: four again.
        host.resize(to: demoScreenSize)
        #expect(columns(grid) == 4)
        #expect(tilesOnLine(host, 2) == 4)
    }

    @Test("A month's header stays pinned at the top while its photos scroll under it, until the next month pushes it away")
    func pinnedHeaders() throws {
        let (host, grid) = setUp()
        let collection = try #require(grid.collectionView)
        host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: 7)
        #expect(collection.contentOffset.y == 7)
        #expect(host.screenLines()[1].hasPrefix(" January 2025"))
        // Photos scrolled under the header: the line below it is inside a tile, not its top.
        #expect(!host.screenLines()[2].contains("╭"))
        // February starts at line 22 of the content (1 header + 4 rows of 5 + 1 inset).
        let february = try #require(collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY)
        #expect(february == 22)
        host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: Int(february) - 7)
        #expect(host.screenLines()[1].hasPrefix(" February 2025"))
        host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: 3)
        #expect(host.screenLines()[1].hasPrefix(" February 2025"))
        #expect(host.screenText().components(separatedBy: "January 2025").count == 1)
    }

    @Test("Arrow keys move the focus across the grid: right along a row, down to the same column")
    func arrowKeys() throws {
        let (host, grid) = setUp()
        let collection = try #require(grid.collectionView)
        host.press(.right)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        host.press(.down)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 5, section: 0))
        host.press(.character("h"))
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 4, section: 0))
        // The heavy frame follows the focus: IMG_1005 is the first tile of the second row.
        let line = try #require(host.line(showing: "IMG_1005"))
        #expect(host.screenLines()[line].hasPrefix(" ┃ IMG_1005 ┃"))
        // Down past the last row of January goes on to February.
        for _ in 0..<3 { host.press(.down) }
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 1))
        #expect(host.location(of: "IMG_1015") != nil)
    }

    @Test("Several photos can be selected with Space, Return and clicks; the title counts them and each shows ✓")
    func multipleSelection() throws {
        let (host, grid) = setUp()
        let collection = try #require(grid.collectionView)
        host.press(.space)
        host.press(.right)
        host.press(.enter)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(grid.title == "Photos · 2 selected")
        #expect(host.screenLines()[0].contains("Photos · 2 selected"))
        host.tap("IMG_1003")
        #expect(collection.indexPathsForSelectedItems?.count == 3)
        // Selected tiles show ✓ in their frames.
        #expect(host.screenLines()[2].filter { $0 == "✓" }.count == 3)
        // A second click deselects.
        host.tap("IMG_1001")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(grid.title == "Photos · 2 selected")
        // Selection survives scrolling away and back.
        host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: 40)
        host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: -40)
        #expect(host.screenLines()[2].filter { $0 == "✓" }.count == 2)
    }

    @Test("a selects the focused month, c clears the selection")
    func selectMonthAndClear() {
        let (host, grid) = setUp()
        host.press(.character("a"))
        #expect(grid.collectionView.indexPathsForSelectedItems?.count == 14)
        #expect(grid.title == "Photos · 14 selected")
        host.press(.character("c"))
        #expect(grid.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(grid.title == "Photos")
    }
}
