import Foundation
import Trestle

/// A message: a bubble as wide as its text (three quarters of the line at most), at the left for
/// the other person's messages and at the right for the user's, with the sender and the time in
/// its frame. The cell spans the whole line; the bubble sits inside it.
final class MessageCell: UICollectionViewCell {
    static let reuseIdentifier = "message"

    /// The columns a bubble adds around its text: the frame and a space on each side.
    static let horizontalChrome: CGFloat = 4
    /// The lines a bubble adds to its text: the frame's top and bottom.
    static let verticalChrome: CGFloat = 2

    /// The widest the text of a bubble may be in a cell `width` wide.
    static func textWidthLimit(forCellWidth width: CGFloat) -> CGFloat {
        max(6, (width * 0.75).rounded(.down) - horizontalChrome)
    }

    let textLabel = UILabel()
    private let bubble = BubbleView()

    var message: ChatHistory.Message? {
        didSet {
            textLabel.text = message?.text
            bubble.title = message.map { "\($0.sender) · \($0.time)" }
            bubble.isMine = message?.isMine ?? false
            setNeedsLayout()
        }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        contentView.addSubview(bubble)
        contentView.addSubview(textLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let limit = Self.textWidthLimit(forCellWidth: bounds.width)
        let text = textLabel.sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude))
        // Wide enough for the sender and the time in the frame too.
        let titleWidth = CGFloat(bubble.title?.count ?? 0) + 2
        let width = min(bounds.width, max(text.width, titleWidth) + Self.horizontalChrome)
        let x = (message?.isMine ?? false) ? bounds.width - width : 0
        bubble.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        textLabel.frame = CGRect(x: x + 2, y: 1, width: max(0, width - Self.horizontalChrome),
                                 height: max(0, bounds.height - Self.verticalChrome))
    }
}

/// A bubble's frame, the sender and the time set into its top line; the user's bubbles in the
/// tint colour.
final class BubbleView: UIView {
    var title: String? { didSet { setNeedsDisplay() } }
    var isMine = false { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DrawingContext) {
        TileBorder(title: title).draw(in: bounds, color: isMine ? .systemBlue : .secondaryLabel,
                                      font: .preferredFont(forTextStyle: .body), into: &context)
    }
}
