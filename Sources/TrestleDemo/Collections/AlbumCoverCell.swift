import Foundation
import Trestle

/// An album on the shelf: a framed cover with the title's initials, then the title and the
/// artist. The focused cover's frame is heavy (the shelf's selection follows the focus).
final class AlbumCoverCell: UICollectionViewCell {
    static let reuseIdentifier = "album"
    /// A cover's size: a 5-line cover, the title and the artist.
    static let size = CGSize(width: 16, height: 7)

    private let cover = AlbumCoverView()
    let titleLabel = UILabel()
    let artistLabel = UILabel()

    var album: AlbumShelf.Album? {
        didSet {
            cover.album = album
            titleLabel.text = album?.title
            artistLabel.text = album?.artist
        }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        // The cell draws its own focus (heavy frame lines).
        focusEffect = nil
        cover.cell = self
        artistLabel.textColor = .secondaryLabel
        contentView.addSubview(cover)
        contentView.addSubview(titleLabel)
        contentView.addSubview(artistLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        cover.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 2))
        titleLabel.frame = CGRect(x: 1, y: bounds.height - 2, width: max(0, bounds.width - 1), height: 1)
        artistLabel.frame = CGRect(x: 1, y: bounds.height - 1, width: max(0, bounds.width - 1), height: 1)
    }
}

/// Draws a cover: a frame filled with the album's shade, its initials in the middle.
final class AlbumCoverView: UIView {
    weak var cell: UICollectionViewCell?
    var album: AlbumShelf.Album? { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DrawingContext) {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let isFocused = cell?.isFocused ?? false
        let isSelected = cell?.isSelected ?? false
        TileBorder(isHeavy: isFocused).draw(in: bounds, color: isSelected ? .systemBlue : isFocused ? .label : .secondaryLabel,
                                            font: font, into: &context)
        guard let album, bounds.width > 4, bounds.height > 2 else { return }
        let inner = Int(bounds.width) - 4
        let middle = Int(bounds.height) / 2
        for line in 1..<(Int(bounds.height) - 1) {
            var text = String(repeating: album.shade, count: inner)
            if line == middle {
                let label = " \(album.initials) "
                let start = max(0, (inner - label.count) / 2)
                var characters = Array(text)
                for (offset, character) in label.enumerated() where start + offset < characters.count { characters[start + offset] = character }
                text = String(characters)
            }
            context.text(text, at: CGPoint(x: 2, y: CGFloat(line)), font: font, color: line == middle ? .label : .tertiaryLabel)
        }
    }
}
