import Foundation
import Trestle

/// A pin's card: a frame with the title, one line per note and the number of saves. The
/// focused card's frame is heavy; the selected card shows ✓.
final class PinCell: UICollectionViewCell {
    static let reuseIdentifier = "pin"

    /// The lines a card takes besides its notes: the frame's two, the title and the saves.
    static let chromeHeight: CGFloat = 4

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
        let isFocused = cell?.isFocused ?? false
        let color: UIColor = isSelected ? .systemRed : isFocused ? .label : .secondaryLabel
        TileBorder(isHeavy: isFocused, mark: isSelected ? "✓" : nil).draw(in: bounds, color: color, font: body, into: &context)
        guard let pin else { return }
        let inner = max(0, bounds.width - 4)
        var y: CGFloat = 1
        context.text(pin.title, at: CGPoint(x: 2, y: y), font: .preferredFont(forTextStyle: .headline), color: .label, maxWidth: inner)
        for line in pin.lines where y + 1 < bounds.height - 2 {
            y += 1
            context.text("· " + line, at: CGPoint(x: 2, y: y), font: body, color: .secondaryLabel, maxWidth: inner)
        }
        context.text("♥ \(pin.saves)", at: CGPoint(x: 2, y: bounds.height - 2), font: body, color: .systemRed, maxWidth: inner)
    }
}
