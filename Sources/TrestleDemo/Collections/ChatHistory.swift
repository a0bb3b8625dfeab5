import Foundation

/// A conversation with Mina: the messages on screen and the older ones still to load, a page at a
/// time, as a chat app pages its history in from a server.
struct ChatHistory {
    struct Message: Hashable {
        /// Stable across loads: what sizes are cached under.
        var id: Int
        var sender: String
        var text: String
        /// Minutes since midnight.
        var minute: Int
        var isMine: Bool { sender == ChatHistory.me }
        var time: String { String(format: "%02d:%02d", (minute / 60) % 24, minute % 60) }
    }

    /// The name the user's own messages are sent under.
    static let me = "You"

    /// The messages loaded, oldest first.
    private(set) var messages: [Message]
    /// The messages not loaded yet, oldest first.
    private(set) var older: [Message]

    /// `total` messages, the last `loaded` of them loaded.
    init(total: Int = 150, loaded: Int = 30) {
        let lines = [
            "Morning! Are we still on for Saturday?",
            "Yes — the market opens at 8, so let's meet at the bridge at a quarter to.",
            "Perfect.",
            "Should I bring the big basket or the two small ones? The big one is heavier but it fits the bread.",
            "Big one.",
            "Did you finish the book?",
            "Almost. Two chapters left, and I already know I will be sad when it ends.",
            "Ha, same.",
            "The weather says rain after noon.",
            "Then we go early and have coffee at the corner place until it passes, like last time.",
            "👍",
            "Can you ask Jun whether he still has the spare keys to the garden shed?",
        ]
        var all: [Message] = []
        for id in 0..<total {
            let sender = (id * 7) % 5 < 2 ? ChatHistory.me : "Mina"
            all.append(Message(id: id, sender: sender, text: lines[(id * 5) % lines.count], minute: 7 * 60 + id * 3))
        }
        messages = Array(all.suffix(loaded))
        older = Array(all.prefix(total - loaded))
    }

    /// Whether older messages remain to be loaded.
    var hasOlder: Bool { !older.isEmpty }

    /// Loads up to `count` older messages at the front; returns how many came.
    mutating func loadOlder(_ count: Int = 20) -> Int {
        let page = older.suffix(count)
        older.removeLast(page.count)
        messages.insert(contentsOf: page, at: 0)
        return page.count
    }

    /// Adds the user's message at the end.
    mutating func send(_ text: String) {
        let last = messages.last
        messages.append(Message(id: (messages.map(\.id).max() ?? -1) + 1, sender: ChatHistory.me, text: text,
                                minute: (last?.minute ?? 9 * 60) + 1))
    }
}
