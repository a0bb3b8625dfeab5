import Foundation
import Trestle

/// A message: a bubble as wide as its text (three quarters of the line at most), at the left for
/// the other person's messages and at the right for the user's, with the sender and the time in
/// its frame. The cell spans the whole line; the bubble sits inside it.
final class MessageCell: UICollectionViewCell {
    static let reuseIdentifier = "message"

    /// The width a bubble adds around its text: the frame and a space on each side in the
    /// terminal; the card's insets in points.
    static func horizontalChrome(_ tile: TileMetrics) -> CGFloat {
        tile.textInsets.left + tile.textInsets.right
    }

    /// The height a bubble adds to its text: the frame's top and bottom lines in the terminal (the
    /// sender and time are set into the top one); the insets and the sender's line in points.
    static func verticalChrome(_ tile: TileMetrics) -> CGFloat {
        tile.textInsets.top + tile.tileTitleHeight + tile.textInsets.bottom
    }

    /// The widest the text of a bubble may be in a cell `width` wide.
    static func textWidthLimit(forCellWidth width: CGFloat, tile: TileMetrics) -> CGFloat {
        max(6 * tile.character, (width * 0.75).rounded(.down) - horizontalChrome(tile))
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
        let tile = TileMetrics(metrics)
        let limit = Self.textWidthLimit(forCellWidth: bounds.width, tile: tile)
        let text = textLabel.sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude))
        // Wide enough for the sender and the time too (in the terminal, with a frame character and
        // a space on each side of them).
        let titleWidth = metrics.textWidth(of: bubble.title ?? "", font: TileMetrics.titleFont) + (tile.framesAreCharacters ? 2 : 0)
        let width = min(bounds.width, max(text.width, titleWidth) + Self.horizontalChrome(tile))
        let x = (message?.isMine ?? false) ? bounds.width - width : 0
        bubble.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        textLabel.frame = CGRect(x: x + tile.textInsets.left, y: tile.textInsets.top + tile.tileTitleHeight,
                                 width: max(0, width - Self.horizontalChrome(tile)), height: max(0, bounds.height - Self.verticalChrome(tile)))
    }
}

/// A bubble's frame, the sender and the time set into its top line; the user's bubbles in the
/// tint colour.
final class BubbleView: UIView {
    var title: String? { didSet { setNeedsDisplay() } }
    var isMine = false { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DrawingContext) {
        TileBorder(title: title, fill: isMine ? .systemBlue.withAlphaComponent(0.12) : .secondarySystemBackground)
            .draw(in: bounds, color: isMine ? .systemBlue : .secondaryLabel,
                                      font: .preferredFont(forTextStyle: .body), into: &context)
    }
}
