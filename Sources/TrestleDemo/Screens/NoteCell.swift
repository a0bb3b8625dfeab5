import Foundation
import Trestle

/// A custom cell built with Auto Layout, as most UIKit cells are: a note that wraps onto as many
/// lines as it needs, and a badge at the trailing edge. The constraints place the labels, and the
/// table sizes the row from them while `rowHeight` is `automaticDimension`.
///
/// The constants are iOS points; in a terminal Trestle turns them into columns and lines (16
/// points a column), so the same cell fits both.
final class NoteCell: UITableViewCell {
    let noteLabel = UILabel()
    let badgeLabel = BadgeLabel()
    /// The gap between the note and the badge: none when there is no badge.
    private var badgeGap: NSLayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        noteLabel.numberOfLines = 0
        badgeLabel.font = .preferredFont(forTextStyle: .footnote)
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.textAlignment = .center
        for label in [noteLabel, badgeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        // The badge keeps its size; the note wraps instead.
        badgeLabel.setContentHuggingPriority(.required, for: .horizontal)
        badgeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        let margins = contentView.layoutMarginsGuide
        badgeGap = badgeLabel.leadingAnchor.constraint(equalTo: noteLabel.trailingAnchor, constant: 16)
        NSLayoutConstraint.activate([
            noteLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            noteLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            noteLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            badgeGap,
            badgeLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            badgeLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            badgeLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The badge's text; no badge leaves the note the whole width.
    var badge: String? {
        get { badgeLabel.text }
        set {
            badgeLabel.text = newValue
            setNeedsUpdateConstraints()
        }
    }

    override func updateConstraints() {
        badgeGap.constant = badgeLabel.text?.isEmpty == false ? 16 : 0
        super.updateConstraints()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        noteLabel.text = nil
        badge = nil
    }
}

/// A label whose intrinsic size has a space either side of its text, so its background reads as
/// a badge: an empty badge takes no room.
final class BadgeLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        guard text?.isEmpty == false else { return .zero }
        let size = super.intrinsicContentSize
        let space = metrics.textWidth(of: " ", font: font)
        return CGSize(width: size.width + 2 * space, height: size.height)
    }
}
