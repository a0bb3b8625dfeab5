import Foundation

/// The system clipboard: what Copy puts and Paste takes.
///
/// Trestle keeps the pasteboard's text in the process, and a host can pass it on: the terminal
/// host sends copied text to the terminal's clipboard with OSC 52, which most terminals
/// (xterm, kitty, iTerm2, WezTerm, tmux with `set-clipboard on`) honour. Only text is kept:
/// images, URLs and items from other apps are not.
@MainActor
public final class UIPasteboard {
    /// The general pasteboard, shared across the app.
    public static let general = UIPasteboard()

    /// The strings on the pasteboard, first one first.
    public var strings: [String]? {
        didSet {
            changeCount += 1
            if let string = strings?.first { Self.onCopy?(string) }
        }
    }

    /// The first string on the pasteboard; setting it replaces the contents.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { !(strings ?? []).isEmpty }

    /// Counts changes of the contents.
    public private(set) var changeCount = 0

    /// Told the text put on any pasteboard, so a host can hand it to the system's clipboard.
    package static var onCopy: (@MainActor (String) -> Void)?

    private init() {}
}
