import Foundation
import Trestle

/// An album on the shelf: a framed cover with the title's initials, then the title and the
/// artist. The focused cover's frame is heavy (the shelf's selection follows the focus).
final class AlbumCoverCell: UICollectionViewCell {
    static let reuseIdentifier = "album"
    /// A cover's size: the cover (16 columns × 5 lines in the terminal; a square in points), the
    /// title and the artist.
    static func size(_ tile: TileMetrics) -> CGSize {
        let width = tile.tileWidth(characters: 12)
        return CGSize(width: width, height: coverHeight(tile, width: width) + tile.stackedGap / 2 + 2 * tile.line)
    }

    /// The height of the cover in a cell `width` wide.
    static func coverHeight(_ tile: TileMetrics, width: CGFloat) -> CGFloat {
        tile.framesAreCharacters ? tile.tileHeight(lines: 3) : width
    }

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
        let tile = TileMetrics(metrics)
        let x = tile.textInsets.left / 2
        cover.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 2 * tile.line - tile.stackedGap / 2))
        titleLabel.frame = CGRect(x: x, y: bounds.height - 2 * tile.line, width: max(0, bounds.width - x), height: tile.line)
        artistLabel.frame = CGRect(x: x, y: bounds.height - tile.line, width: max(0, bounds.width - x), height: tile.line)
    }
}

/// Draws a cover: a frame filled with the album's shade, its initials in the middle (in points: a
/// card in the album's colour).
final class AlbumCoverView: UIView {
    weak var cell: UICollectionViewCell?
    var album: AlbumShelf.Album? { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DrawingContext) {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let isFocused = cell?.drawsFocus ?? false
        let isSelected = cell?.isSelected ?? false
        let tile = TileMetrics(context.metrics)
        TileBorder(isHeavy: isFocused, fill: album?.color ?? .secondarySystemBackground)
            .draw(in: bounds, color: isSelected ? .systemBlue : isFocused ? .label : .secondaryLabel, font: font, into: &context)
        guard let album else { return }
        guard tile.framesAreCharacters else {
            let initials = UIFont.preferredFont(forTextStyle: .largeTitle)
            let width = context.metrics.textWidth(of: album.initials, font: initials)
            let height = context.metrics.lineHeight(of: initials)
            context.text(album.initials, at: CGPoint(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded()),
                         font: initials, color: .white)
            return
        }
        guard bounds.width > 4, bounds.height > 2 else { return }
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
