import Foundation
import Trestle

/// A photo in the grid: a framed tile with the file name, the subject and a picture in shade
/// characters. Selected, it shows ✓ in its frame over a tinted background; with keyboard focus
/// its frame is drawn in heavy lines.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "photo"

    private let tile = PhotoTileView()

    var photo: PhotoLibrary.Photo? {
        get { tile.photo }
        set { tile.photo = newValue }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        // The cell draws its own focus (heavy frame lines).
        focusEffect = nil
        let selected = UIView()
        selected.backgroundColor = .systemGray5
        selectedBackgroundView = selected
        tile.cell = self
        contentView.addSubview(tile)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        tile.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photo = nil
    }
}

/// Draws a photo cell's tile from the cell's state at drawing time (selection and focus change
/// without the tile being told).
final class PhotoTileView: UIView {
    weak var cell: UICollectionViewCell?
    var photo: PhotoLibrary.Photo? { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DrawingContext) {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let isSelected = cell?.isSelected ?? false
        let isFocused = cell?.drawsFocus ?? false
        let frameColor: UIColor = isSelected ? .systemBlue : isFocused ? .label : .secondaryLabel
        TileBorder(isHeavy: isFocused, mark: isSelected ? "✓" : nil, fill: isSelected ? .systemGray5 : .secondarySystemBackground)
            .draw(in: bounds, color: frameColor, font: font, into: &context)
        guard let photo else { return }
        let tile = TileMetrics(context.metrics)
        let inner = bounds.width - tile.textInsets.left - tile.textInsets.right
        let lines: [(String, UIColor)] = [(photo.name, .label), (photo.subject, .secondaryLabel), (photo.picture, .tertiaryLabel)]
        for (index, (text, color)) in lines.enumerated() {
            let y = tile.textInsets.top + CGFloat(index) * tile.line
            guard y + tile.line <= bounds.height - tile.textInsets.bottom else { break }
            context.text(text, at: CGPoint(x: tile.textInsets.left, y: y), font: font, color: color, maxWidth: inner)
        }
    }
}

/// A month's header: its title and how many photos it has, on an opaque line so that photos
/// scrolling under the pinned header do not show through.
final class PhotoSectionHeader: UICollectionReusableView {
    static let reuseIdentifier = "month"

    let titleLabel = UILabel()
    let countLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        countLabel.textColor = .secondaryLabel
        countLabel.textAlignment = .right
        addSubview(titleLabel)
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let tile = TileMetrics(metrics)
        let countWidth = min(bounds.width / 2, countLabel.sizeThatFits(bounds.size).width)
        // The count ends a column (a system spacing) before the margin, clear of the scroll indicator.
        let trailing = tile.margin + tile.gap
        titleLabel.frame = CGRect(x: tile.margin, y: 0, width: max(0, bounds.width - countWidth - trailing - tile.margin), height: bounds.height)
        countLabel.frame = CGRect(x: bounds.width - countWidth - trailing, y: 0, width: countWidth, height: bounds.height)
    }
}
