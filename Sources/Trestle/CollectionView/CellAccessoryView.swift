import Foundation

/// The view of one system accessory of a ``UICollectionViewListCell``: it draws the accessory's
/// symbol (or label) centred in its frame, and, for accessories with an action, takes the taps
/// on it so they do not reach the row.
@MainActor
final class CellAccessoryView: UIView {
    /// The accessory shown.
    var accessory: UICellAccessory {
        didSet {
            updateInteraction()
            setNeedsDisplay()
        }
    }
    /// Run when a tap on the view ends inside it.
    var onTap: (() -> Void)?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        updateInteraction()
    }

    required init?(coder: NSCoder) {
        accessory = .disclosureIndicator()
        super.init(coder: coder)
    }

    /// Accessories without an action let taps through to the row, which selects it, as UIKit's do.
    private func updateInteraction() {
        isUserInteractionEnabled = accessory.tapAction != nil
    }

    /// The cell the accessory belongs to.
    private var cell: UICollectionViewListCell? { superview as? UICollectionViewListCell }

    override func draw(in context: inout DrawingContext) {
        let cell = self.cell
        if case .label(let text, let font) = accessory.kind {
            let width = context.metrics.textWidth(of: text, font: font)
            let y = ((bounds.height - context.metrics.lineHeight(of: font)) / 2).rounded(.down)
            context.text(text, at: CGPoint(x: max(0, ((bounds.width - width) / 2).rounded(.down)), y: y), font: font,
                         color: accessory.tintColor ?? .secondaryLabel, maxWidth: bounds.width)
            return
        }
        guard let symbol = accessory.symbol(isSelected: cell?.isSelected ?? false, isExpanded: cell?.isExpandedInOutline ?? false) else {
            return
        }
        let width = accessory.actualWidth(metrics: context.metrics, containerSize: bounds.size)
        let origin = CGPoint(x: max(0, ((bounds.width - width) / 2).rounded(.down)),
                             y: ((bounds.height - context.metrics.rowSymbolHeight) / 2).rounded(.down))
        context.cellSymbol(symbol, at: origin, tintColor: tintColor, color: accessory.colorOverride)
    }

    // MARK: Touches

    // A tap on an accessory with an action is the accessory's: the touches do not travel up the
    // responder chain, so the collection view neither highlights nor selects the row.

    /// The view a touch must end in to count as a tap: the accessory, or the whole row when the
    /// cell sent a touch elsewhere on it here (a header-style outline disclosure).
    private weak var tapArea: UIView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        tapArea = bounds.contains(touch.location(in: self)) ? self : superview
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let area = tapArea, let touch = touches.first else { return }
        tapArea = nil
        guard area.bounds.contains(touch.location(in: area)) else { return }
        onTap?()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapArea = nil
    }
}
