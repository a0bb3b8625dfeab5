import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Chat screen")
struct ChatScreenTests {
    func setUp(size: CGSize = demoScreenSize) -> (HeadlessHost, ChatViewController) {
        let chat = ChatViewController()
        let (host, _) = makeHost(showing: chat, size: size)
        return (host, chat)
    }

    /// The lines showing the conversation: below the navigation bar, above the hint and compose
    /// lines, without the last column (the scroll indicator, which follows the content's size).
    func transcript(_ host: HeadlessHost) -> [String] {
        let lines = host.screenLines()
        let width = Int(host.window.bounds.width)
        return lines[1..<(lines.count - 2)].map { line in
            // Emoji take two columns.
            let columns = line.reduce(0) { $0 + ($1.unicodeScalars.first?.properties.isEmojiPresentation == true ? 2 : 1) }
            guard columns == width, let last = line.last, "│┃".contains(last) else { return line }
            return String(line.dropLast().reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The transcript line showing `text`, counted from the bottom (0: the last line).
    func linesFromBottom(of text: String, in host: HeadlessHost) -> Int? {
        let lines = transcript(host)
        return lines.lastIndex { $0.contains(text) }.map { lines.count - 1 - $0 }
    }

    @Test("The conversation opens on its newest message, at the bottom above the compose line")
    func opensAtTheBottom() throws {
        let (host, chat) = setUp()
        host.verifySnapshot(named: "chat-bottom")
        let collection = try #require(chat.collectionView)
        #expect(collection.contentOffset.y == collection.validContentOffsetYRange.upperBound)
        #expect(collection.contentOffset.y > 0)
        let newest = try #require(chat.history.messages.last)
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: chat.history.messages.count - 1, section: 0))
        // Its bubble's last text line, then the bubble's bottom and the section inset.
        #expect(linesFromBottom(of: String(newest.text.suffix(8)), in: host) == 2)
        #expect(chat.composeField.isFirstResponder)
        #expect(host.screenLines().last?.hasPrefix(" › ▏Message") == true)
    }

    @Test("Bubbles sit left for Mina and right for the user, as wide as their text, as tall as it wraps")
    func bubbles() throws {
        let (host, chat) = setUp()
        let lines = transcript(host)
        let mine = try #require(lines.first { $0.contains("╭─ You ·") })
        let hers = try #require(lines.first { $0.contains("╭─ Mina ·") })
        #expect(hers.hasPrefix(" ╭─ Mina"))
        #expect(!mine.hasPrefix(" ╭"))
        #expect(mine.hasSuffix("╮"))
        #expect(mine.count == 58)
        // The widest bubble takes three quarters of the line at most: text wraps inside it.
        let widths = lines.filter { $0.contains("╭─") }.map { line in
            line.distance(from: line.firstIndex(of: "╭")!, to: line.firstIndex(of: "╮")!) + 1
        }
        #expect(widths.allSatisfy { $0 <= 43 })
        #expect(Set(widths).count > 2)
        for cell in chat.collectionView.visibleCells {
            let item = try #require(chat.collectionView.indexPath(for: cell)).item
            #expect(cell.frame.width == 57)
            #expect(cell.frame.height >= 3, "message \(item)")
        }
    }

    @Test("Typing and Return send a message: at the bottom the view follows it")
    func sendAtTheBottom() throws {
        let (host, chat) = setUp()
        let count = chat.history.messages.count
        host.type("See you at the bridge!")
        #expect(host.screenLines().last?.contains("See you at the bridge!▏") == true)
        host.press(.enter)
        host.finishAnimations()
        #expect(chat.history.messages.count == count + 1)
        #expect(chat.composeField.text.isEmpty)
        #expect(chat.isAtBottom)
        let line = try #require(transcript(host).last { $0.contains("See you at the bridge!") })
        #expect(linesFromBottom(of: "See you at the bridge!", in: host) == 2)
        // The user's bubble, on the right.
        #expect(line.hasSuffix("│") && !line.hasPrefix(" │") && line.count == 58)
        // Return with nothing typed sends nothing.
        host.press(.enter)
        #expect(chat.history.messages.count == count + 1)
    }

    @Test("A message sent while scrolled up leaves the view where it is; End shows it")
    func sendWhileScrolledUp() throws {
        let (host, chat) = setUp()
        for _ in 0..<8 { host.press(.up) }
        let offset = chat.collectionView.contentOffset.y
        let before = transcript(host)
        host.type("Scrolled up")
        host.press(.enter)
        host.finishAnimations()
        #expect(chat.collectionView.contentOffset.y == offset)
        #expect(transcript(host) == before)
        #expect(!host.screenText().contains("│ Scrolled up"))
        host.press(.end)
        #expect(linesFromBottom(of: "Scrolled up", in: host) == 2)
    }

    @Test("Page Up at the top loads older messages above and leaves the screen exactly as it was")
    func loadOlderKeepsTheScreen() throws {
        let (host, chat) = setUp()
        let collection = try #require(chat.collectionView)
        host.press(.home)
        #expect(chat.isAtTop)
        #expect(host.screenText().contains("PgUp loads 120 earlier messages"))
        let before = transcript(host)
        let firstShown = try #require(collection.indexPathsForVisibleItems.first?.item)
        let height = collection.contentSize.height
        host.press(.pageUp)
        #expect(chat.history.messages.count == 50)
        #expect(transcript(host) == before)
        #expect(collection.contentOffset.y == collection.contentSize.height - height)
        #expect(collection.indexPathsForVisibleItems.first?.item == firstShown + 20)
        #expect(host.screenText().contains("100 earlier messages"))
        // Not at the top any more: Page Up scrolls up through what was loaded.
        host.press(.pageUp)
        #expect(chat.history.messages.count == 50)
        #expect(collection.contentOffset.y < collection.contentSize.height - height)
        // ↑ at the top loads too, until the conversation's beginning.
        for _ in 0..<20 {
            host.press(.home)
            host.press(.up)
        }
        #expect(!chat.history.hasOlder)
        #expect(chat.history.messages.count == 150)
        #expect(host.screenText().contains("The beginning of your conversation with Mina"))
        host.press(.home)
        host.press(.pageUp)
        #expect(chat.isAtTop)
    }

    @Test("The wheel scrolls the conversation; at the top, Page Up loads without moving what is shown")
    func wheelThenLoad() {
        let (host, chat) = setUp()
        host.scrollWheel(at: CGPoint(x: 10, y: 5), lines: -10_000)
        #expect(chat.isAtTop)
        let before = transcript(host)
        host.press(.pageUp)
        #expect(transcript(host) == before)
        #expect(chat.history.messages.count == 50)
    }

    @Test("Resizing keeps the newest message at the bottom and wraps the messages again")
    func resize() throws {
        let (host, chat) = setUp()
        host.resize(to: CGSize(width: 40, height: 24))
        #expect(chat.isAtBottom)
        // The newest bubble's bottom, then the section inset.
        #expect(transcript(host).suffix(2).first?.hasPrefix(" ╰") == true)
        #expect(chat.collectionView.indexPathsForVisibleItems.last?.item == chat.history.messages.count - 1)
        #expect(chat.collectionView.visibleCells.allSatisfy { $0.frame.width == 37 })
        for line in transcript(host) { #expect(line.count <= 40) }
    }

    @Test("Letters, digits and q type into the message; Backspace, Ctrl-W and Ctrl-U delete; Esc clears it, then goes back")
    func typing() {
        let (host, navigation) = makeHost(showing: DemoCatalogViewController())
        let chat = ChatViewController()
        navigation.pushViewController(chat, animated: false)
        host.layout()
        host.type("q1 j")
        #expect(chat.composeField.text == "q1 j")
        host.press(.backspace)
        #expect(chat.composeField.text == "q1 ")
        host.type("two words")
        host.press(.character("w"), modifiers: .control)
        #expect(chat.composeField.text == "q1 two ")
        host.press(.character("u"), modifiers: .control)
        #expect(chat.composeField.text.isEmpty)
        host.type("draft")
        host.press(.escape)
        #expect(chat.composeField.text.isEmpty)
        #expect(navigation.topViewController === chat)
        host.press(.escape)
        #expect(navigation.viewControllers.count == 1)
    }
}
