import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Pinterest screen")
struct PinterestScreenTests {
    func setUp(size: CGSize = demoScreenSize) -> (HeadlessHost, PinterestViewController) {
        let pins = PinterestViewController()
        let (host, _) = makeHost(showing: pins, size: size)
        return (host, pins)
    }

    /// Every item's frame, in item order.
    func frames(_ pins: PinterestViewController) -> [CGRect] {
        let collection = pins.collectionView!
        return (0..<collection.numberOfItems(inSection: 0)).compactMap {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
    }

    func expectNoOverlap(_ frames: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] where frame.intersects(other) {
                Issue.record("\(frame) overlaps \(other)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("The first screen: two columns of cards as tall as their notes, the first focused")
    func firstFrame() {
        let (host, pins) = setUp()
        host.verifySnapshot(named: "pins-top")
        #expect(pins.pinterestLayout.numberOfColumns == 2)
        #expect(pins.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
    }

    @Test("Cards keep their heights, pack into the shortest column and never overlap, at every width", arguments: [
        (CGFloat(40), 2), (CGFloat(60), 2), (CGFloat(80), 3), (CGFloat(120), 5),
    ])
    func staggeredColumns(width: CGFloat, columns: Int) {
        let (host, pins) = setUp(size: CGSize(width: width, height: 30))
        let frames = frames(pins)
        #expect(frames.count == pins.board.pins.count)
        #expect(Set(frames.map(\.minX)).count == columns)
        #expect(Set(frames.map(\.height)).count > 3)
        // The frame's two lines, the title, the notes and the saves.
        for (frame, pin) in zip(frames, pins.board.pins) { #expect(frame.height == 4 + CGFloat(pin.lines.count)) }
        expectNoOverlap(frames)
        // Each card went where its column was shortest: no column's bottom, before it, was higher.
        var bottoms: [CGFloat: CGFloat] = [:]
        for frame in frames {
            let top = bottoms[frame.minX] ?? 0
            #expect(Set(frames.map(\.minX)).allSatisfy { (bottoms[$0] ?? 0) >= top })
            bottoms[frame.minX] = frame.maxY + 1
        }
        #expect(pins.collectionView.contentSize.height == frames.map(\.maxY).max())
        #expect(host.screenLines()[1].filter { $0 == "╭" || $0 == "┏" }.count == columns)
    }

    @Test("A title or note longer than its card ends in an ellipsis, as a label truncating its tail does")
    func longTextIsTruncatedWithAnEllipsis() {
        let long = "A note far too long for any card on a narrow screen to show in full"
        let board = PinBoard(pins: [PinBoard.Pin(title: "An equally long title that cannot fit either", lines: [long], saves: 3)])
        let pins = PinterestViewController(board: board)
        let (host, _) = makeHost(showing: pins, size: CGSize(width: 40, height: 20))
        host.layout()
        let text = host.screenText()
        #expect(text.contains("An equally lo…"))
        #expect(text.contains("· A note far…"))
        #expect(text.contains("…"), "\(text)")
        #expect(!text.contains("show in full"))
    }

    @Test("Resizing the terminal re-prepares the layout with the columns the new width holds")
    func resize() {
        let (host, pins) = setUp()
        #expect(Set(frames(pins).map(\.minX)).count == 2)
        host.resize(to: CGSize(width: 100, height: 30))
        #expect(pins.pinterestLayout.numberOfColumns == 4)
        #expect(Set(frames(pins).map(\.minX)).count == 4)
        #expect(host.screenLines()[1].filter { $0 == "╭" || $0 == "┏" }.count == 4)
        expectNoOverlap(frames(pins))
        host.resize(to: CGSize(width: 50, height: 30))
        #expect(Set(frames(pins).map(\.minX)).count == 2)
    }

    @Test("The arrows move the focus to the nearest card: right to the next column, down within a column")
    func focus() throws {
        let (host, pins) = setUp()
        let collection = try #require(pins.collectionView)
        host.press(.right)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        host.press(.down)
        // Below Balcony herbs, in the right-hand column, comes Weekend hike.
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 2, section: 0))
        host.press(.left)
        #expect(collection.indexPathForFocusedItem.map { frames(pins)[$0.item].minX } == frames(pins)[0].minX)
        // End reaches the last card and scrolls it into view.
        host.press(.end)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 59, section: 0))
        #expect(host.location(of: pins.board.pins[59].title) != nil)
    }

    @Test("Return selects the focused pin and the title names it; a click selects another")
    func selection() {
        let (host, pins) = setUp()
        host.press(.enter)
        #expect(pins.title == "Pins · Sourdough starter")
        #expect(host.screenLines()[1].contains("✓"))
        host.tap("Balcony herbs")
        #expect(pins.title == "Pins · Balcony herbs")
        #expect(pins.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }
}
