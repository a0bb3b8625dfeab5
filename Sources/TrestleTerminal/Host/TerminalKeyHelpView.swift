import Foundation
import Trestle

/// The key help the terminal host shows over the screen when `?` (or F1) is pressed: a box
/// listing the keys, closed by any key or click.
///
/// It becomes first responder while shown, so it takes every key before the table does.
@MainActor
public final class TerminalKeyHelpView: UIView {
    /// The lines of help: keys on the left, what they do on the right.
    public var entries: [(keys: String, action: String)] { didSet { setNeedsLayout() } }
    /// Called when the view closes itself.
    var onClose: (() -> Void)?

    /// The keys every Trestle terminal app has.
    public static let standardEntries: [(keys: String, action: String)] = [
        ("↑ ↓  k j", "move the focus"),
        ("PgUp PgDn  Ctrl-B Ctrl-F", "a screen up or down"),
        ("Home End  g G", "first or last row"),
        ("Return  Space", "select the focused row"),
        ("Del  ← →", "swipe actions of the row (Return runs one)"),
        ("editing: Del then Return", "delete the focused row"),
        ("editing: Alt-↑ Alt-↓", "move the focused row"),
        ("letters, / then any text", "jump to the row starting with them"),
        ("wheel, drag the scroll bar", "scroll"),
        ("← →  h l, Shift-wheel", "scroll sideways (wide content)"),
        ("click", "select a row"),
        ("Ctrl-T", "mouse on/off (off: select text)"),
        ("Ctrl-L", "redraw the screen"),
        ("Ctrl-Z", "suspend (the shell's fg resumes)"),
        ("?  F1", "this help"),
        ("q  Ctrl-C", "quit"),
    ]

    /// Creates a help view listing `entries`; by default, the keys every Trestle terminal app has.
    public init(entries: [(keys: String, action: String)] = TerminalKeyHelpView.standardEntries) {
        self.entries = entries
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        entries = Self.standardEntries
        super.init(coder: coder)
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// The box's size for the entries, at most `size`.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let keysWidth = entries.map { metrics.textWidth(of: $0.keys, font: .preferredFont(forTextStyle: .body)) }.max() ?? 0
        let actionWidth = entries.map { metrics.textWidth(of: $0.action, font: .preferredFont(forTextStyle: .body)) }.max() ?? 0
        let width = min(size.width, keysWidth + actionWidth + 7)
        let height = min(size.height, CGFloat(entries.count) + 4)
        return CGSize(width: width, height: height)
    }

    /// Centres the box in its superview.
    func center(in bounds: CGRect) {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(.down), y: ((bounds.height - size.height) / 2).rounded(.down),
                       width: size.width, height: size.height)
    }

    public override func draw(in context: inout DrawingContext) {
        let body = UIFont.preferredFont(forTextStyle: .body)
        context.roundedRect(bounds, cornerRadius: 1, fill: .secondarySystemBackground, stroke: .label)
        let title = " Keys "
        context.text(title, at: CGPoint(x: 2, y: 0), font: .boldSystemFont(ofSize: 17), color: .label)
        let keysWidth = entries.map { metrics.textWidth(of: $0.keys, font: body) }.max() ?? 0
        for (index, entry) in entries.enumerated() {
            let y = CGFloat(index) + 1
            guard y < bounds.height - 2 else { break }
            context.text(entry.keys, at: CGPoint(x: 2, y: y), font: .boldSystemFont(ofSize: 17), color: .label,
                         maxWidth: max(0, bounds.width - 4))
            context.text(entry.action, at: CGPoint(x: 2 + keysWidth + 2, y: y), font: body, color: .secondaryLabel,
                         maxWidth: max(0, bounds.width - keysWidth - 6))
        }
        context.text("any key closes", at: CGPoint(x: 2, y: bounds.height - 2), font: body, color: .tertiaryLabel,
                     maxWidth: max(0, bounds.width - 4))
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        close()
    }

    public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        close()
    }

    func close() {
        resignFirstResponder()
        removeFromSuperview()
        onClose?()
    }
}
