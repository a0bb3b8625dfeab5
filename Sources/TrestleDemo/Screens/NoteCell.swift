import Foundation
import Trestle

/// A custom cell: a note that wraps onto as many lines as it needs, and a badge at the trailing
/// edge. It adds its own labels to the content view, places them in `layoutSubviews`, and tells
/// the table its height through `sizeThatFits(_:)` (the table sizes rows to their cells while
/// `rowHeight` is `automaticDimension`).
final class NoteCell: UITableViewCell {
    let noteLabel = UILabel()
    let badgeLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        noteLabel.numberOfLines = 0
        badgeLabel.font = .preferredFont(forTextStyle: .footnote)
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.textAlignment = .center
        contentView.addSubview(noteLabel)
        contentView.addSubview(badgeLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        noteLabel.text = nil
        badgeLabel.text = nil
    }

    // Trestle measures in points on iOS and in columns and lines in a terminal; the screen's
    // metrics give the cell margins of the right size for either.

    /// Space around the content: the cell's standard horizontal margin, the content view's
    /// vertical layout margins.
    private var padding: UIEdgeInsets {
        let margins = contentView.layoutMargins
        return UIEdgeInsets(top: margins.top, left: metrics.cellHorizontalMargin, bottom: margins.bottom, right: metrics.cellHorizontalMargin)
    }

    /// The badge's size: its text with a space on either side.
    private var badgeSize: CGSize {
        guard badgeLabel.text?.isEmpty == false else { return .zero }
        let text = badgeLabel.intrinsicContentSize
        let space = metrics.textWidth(of: " ", font: badgeLabel.font)
        return CGSize(width: text.width + 2 * space, height: text.height)
    }

    /// The gap between the note and the badge.
    private var spacing: CGFloat {
        badgeSize.width > 0 ? metrics.cellImageSpacing : 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = contentView.bounds.inset(by: padding)
        let badge = badgeSize
        badgeLabel.frame = CGRect(x: area.maxX - badge.width, y: area.minY, width: badge.width, height: badge.height)
        noteLabel.frame = CGRect(x: area.minX, y: area.minY, width: max(0, area.width - badge.width - spacing), height: area.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let padding = self.padding
        let noteWidth = max(0, size.width - padding.left - padding.right - badgeSize.width - spacing)
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: noteWidth, height: .greatestFiniteMagnitude)).height
        let height = max(metrics.rowHeight, padding.top + max(noteHeight, badgeSize.height) + padding.bottom)
        return CGSize(width: size.width, height: height)
    }
}
