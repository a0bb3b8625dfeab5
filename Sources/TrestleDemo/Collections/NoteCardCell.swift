import Foundation
import Trestle

/// A note's card: a frame around a bold title and the note's text, wrapped to the card's width.
/// The card sizes itself: its height is the frame's two lines, the title's and as many as the
/// text wraps to.
final class NoteCardCell: UICollectionViewCell {
    static let reuseIdentifier = "note"

    let titleLabel = UILabel()
    let textLabel = UILabel()
    private let frameView = CardFrameView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        // The cell draws its own focus (heavy frame lines).
        focusEffect = nil
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        frameView.cell = self
        contentView.addSubview(frameView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(textLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let tile = TileMetrics(metrics)
        let insets = tile.textInsets
        let width = max(0, bounds.width - insets.left - insets.right)
        frameView.frame = contentView.bounds
        titleLabel.frame = CGRect(x: insets.left, y: insets.top, width: width, height: tile.headlineLine)
        textLabel.frame = CGRect(x: insets.left, y: insets.top + tile.headlineLine, width: width,
                                 height: max(0, bounds.height - insets.top - tile.headlineLine - insets.bottom))
    }

    /// The frame, the title line and the text wrapped at `size.width`.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let tile = TileMetrics(metrics)
        let insets = tile.textInsets
        let textWidth = max(1, size.width - insets.left - insets.right)
        let text = textLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: insets.top + tile.headlineLine + text.height + insets.bottom)
    }

    /// Fits the card to its width, as self-sizing cells do: the width stays the layout's, the
    /// height is the content's.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutIfNeeded()
        let size = sizeThatFits(CGSize(width: layoutAttributes.size.width, height: .greatestFiniteMagnitude))
        var frame = layoutAttributes.frame
        frame.size.height = size.height.rounded(.up)
        layoutAttributes.frame = frame
        return layoutAttributes
    }
}

/// Draws a card's frame: heavy while the card has keyboard focus.
final class CardFrameView: UIView {
    weak var cell: UICollectionViewCell?

    override func draw(in context: inout DrawingContext) {
        let isFocused = cell?.drawsFocus ?? false
        let isSelected = cell?.isSelected ?? false
        TileBorder(isHeavy: isFocused, mark: isSelected ? "✓" : nil)
            .draw(in: bounds, color: isFocused ? .label : .secondaryLabel, font: .preferredFont(forTextStyle: .body), into: &context)
    }
}
