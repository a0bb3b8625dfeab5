import Foundation
import Trestle

/// A pin's card: a frame with the title, one line per note and the number of saves. The
/// focused card's frame is heavy; the selected card shows ✓.
final class PinCell: UICollectionViewCell {
    static let reuseIdentifier = "pin"

    /// The height of a card with `notes` lines of notes, besides its title and saves.
    static func height(notes: Int, tile: TileMetrics) -> CGFloat {
        tile.tileHeight(lines: notes + 2)
    }

    private let card = PinCardView()

    var pin: PinBoard.Pin? {
        get { card.pin }
        set { card.pin = newValue }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        // The cell draws its own focus (heavy frame lines).
        focusEffect = nil
        card.cell = self
        contentView.addSubview(card)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = contentView.bounds
    }
}

/// Draws a pin's card from its cell's state at drawing time.
final class PinCardView: UIView {
    weak var cell: UICollectionViewCell?
    var pin: PinBoard.Pin? { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DrawingContext) {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let isSelected = cell?.isSelected ?? false
        let isFocused = cell?.drawsFocus ?? false
        let color: UIColor = isSelected ? .systemRed : isFocused ? .label : .secondaryLabel
        TileBorder(isHeavy: isFocused, mark: isSelected ? "✓" : nil).draw(in: bounds, color: color, font: body, into: &context)
        guard let pin else { return }
        let tile = TileMetrics(context.metrics)
        let x = tile.textInsets.left
        let inner = max(0, bounds.width - tile.textInsets.left - tile.textInsets.right)
        let savesY = bounds.height - tile.textInsets.bottom - tile.line
        var y = tile.textInsets.top
        context.text(pin.title, at: CGPoint(x: x, y: y), font: .preferredFont(forTextStyle: .headline), color: .label, maxWidth: inner,
                     lineBreakMode: .byTruncatingTail)
        for line in pin.lines where y + 2 * tile.line <= savesY {
            y += tile.line
            context.text("· " + line, at: CGPoint(x: x, y: y), font: body, color: .secondaryLabel, maxWidth: inner,
                         lineBreakMode: .byTruncatingTail)
        }
        context.text("♥ \(pin.saves)", at: CGPoint(x: x, y: savesY), font: body, color: .systemRed, maxWidth: inner)
    }
}
