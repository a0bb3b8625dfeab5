import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Self-sizing cards screen")
struct SelfSizingCardsScreenTests {
    func setUp(size: CGSize = demoScreenSize) -> (HeadlessHost, SelfSizingCardsViewController) {
        let cards = SelfSizingCardsViewController()
        let (host, _) = makeHost(showing: cards, size: size)
        return (host, cards)
    }

    /// The screen lines on which each note's title is drawn, by note number.
    func titleRows(_ host: HeadlessHost) -> [Int: Int] {
        var rows: [Int: Int] = [:]
        for (row, line) in host.screenLines().enumerated() {
            let words = line.split(whereSeparator: { " │┃".contains($0) })
            if words.count == 2, words[0] == "Note", let number = Int(words[1]) { rows[number] = row }
        }
        return rows
    }

    /// The height a note's card should have at `width`: the frame's two lines, the title and the
    /// text wrapped inside the frame, measured by a label on the same screen.
    func expectedHeight(of note: CardNotes.Note, width: CGFloat, in host: HeadlessHost) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.text = note.text
        host.window.addSubview(label)
        defer { label.removeFromSuperview() }
        return 3 + label.sizeThatFits(CGSize(width: width - 4, height: .greatestFiniteMagnitude)).height
    }

    @Test("The first screen: cards as tall as their text, the first focused")
    func firstFrame() {
        let (host, _) = setUp()
        host.verifySnapshot(named: "cards-top")
    }

    @Test("Every card that appears is measured: its frame is as tall as its wrapped text, and its frame lines enclose it")
    func measuredHeights() throws {
        let (host, cards) = setUp()
        let collection = try #require(cards.collectionView)
        #expect(cards.flowLayout.estimatedItemSize == CGSize(width: 58, height: 3))
        for _ in 0..<6 {
            for cell in collection.visibleCells {
                let item = try #require(collection.indexPath(for: cell)).item
                let expected = expectedHeight(of: cards.notes.notes[item], width: 58, in: host)
                #expect(cell.frame.height == expected, "note \(item + 1)")
                #expect(collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.height == expected)
            }
            host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: 23)
        }
        // The heights differ: 4 lines for one sentence up to 9 for a paragraph.
        let heights = Set((0..<20).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height })
        #expect(heights.count >= 3)
    }

    @Test("Scrolling down and back up never jumps: each wheel step moves the cards by exactly its lines, and the top comes back as it was")
    func scrollingDoesNotJump() {
        let (host, _) = setUp()
        let top = host.screenLines()
        let point = CGPoint(x: 10, y: 10)
        for direction in [7, -7] {
            for _ in 0..<40 {
                let before = titleRows(host)
                host.scrollWheel(at: point, lines: direction)
                let after = titleRows(host)
                for (note, row) in after {
                    guard let old = before[note] else { continue }
                    #expect(row == old - direction, "note \(note) moved from line \(old) to \(row) on a \(direction)-line step")
                }
            }
        }
        host.scrollWheel(at: point, lines: -10_000)
        #expect(host.screenLines() == top)
    }

    @Test("End reaches the 400th card and Home comes back to the first, exactly where it was")
    func endAndHome() throws {
        let (host, cards) = setUp()
        let top = host.screenLines()
        host.press(.end)
        #expect(cards.collectionView.indexPathForFocusedItem == IndexPath(item: 399, section: 0))
        #expect(titleRows(host)[400] != nil)
        host.press(.home)
        #expect(cards.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        #expect(host.screenLines() == top)
    }

    @Test("A narrower terminal wraps the text again: cards are measured again at the new width")
    func resize() throws {
        let (host, cards) = setUp()
        let collection = try #require(cards.collectionView)
        let wide = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height)
        host.resize(to: CGSize(width: 30, height: 30))
        #expect(cards.flowLayout.estimatedItemSize.width == 28)
        let narrow = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(narrow.width == 28)
        #expect(narrow.height == expectedHeight(of: cards.notes.notes[0], width: 28, in: host))
        #expect(narrow.height > wide)
        #expect(titleRows(host)[1] == 2)
    }
}
