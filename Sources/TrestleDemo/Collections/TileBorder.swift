import Foundation
import Trestle

/// The frame around a tile, a card or a bubble. The tile with keyboard focus has a heavier frame,
/// so focus shows by shape, not by colour alone.
///
/// Where ``TileMetrics/framesAreCharacters`` (the terminal), the frame is box-drawing characters:
/// light lines with rounded corners, heavy lines for focus, a title and a mark set into the top
/// line. In points it is a rounded card: filled, edged with a hairline (a 3-point ring for focus),
/// the title in small type at the top of the text area (``TileMetrics/tileTitleHeight`` is the
/// room it takes there) and the mark a filled check-mark circle in the top corner.
@MainActor
struct TileBorder {
    /// Whether the lines are heavy (the focused tile).
    var isHeavy = false
    /// A short text set into the top line after its first corner ("╭─ Mina ───╮").
    var title: String?
    /// A mark set into the top line before its last corner (a selected photo's ✓).
    var mark: String?
    /// What a card drawn in points is filled with.
    var fill: UIColor = .secondarySystemBackground

    /// Draws the frame along the edges of `rect` (at least 2 × 2).
    func draw(in rect: CGRect, color: UIColor, font: UIFont, into context: inout DrawingContext) {
        let tile = TileMetrics(context.metrics)
        guard tile.framesAreCharacters else { return drawCard(in: rect, color: color, tile: tile, into: &context) }
        let width = Int(rect.width), height = Int(rect.height)
        guard width >= 2, height >= 2 else { return }
        let (horizontal, vertical) = isHeavy ? ("━", "┃") : ("─", "│")
        let corners = isHeavy ? ("┏", "┓", "┗", "┛") : ("╭", "╮", "╰", "╯")
        var top = Array(repeating: horizontal, count: width - 2)
        if let title, width > 6 {
            let room = width - 6
            let shown = title.count > room ? String(title.prefix(room - 1)) + "…" : title
            for (index, character) in " \(shown) ".enumerated() where index + 1 < top.count { top[index + 1] = String(character) }
        }
        if let mark, width > 4 { top[top.count - 2] = mark }
        context.text(corners.0 + top.joined() + corners.1, at: rect.origin, font: font, color: color)
        for line in 1..<(height - 1) {
            context.text(vertical, at: CGPoint(x: rect.minX, y: rect.minY + CGFloat(line)), font: font, color: color)
            context.text(vertical, at: CGPoint(x: rect.maxX - 1, y: rect.minY + CGFloat(line)), font: font, color: color)
        }
        let bottom = corners.2 + String(repeating: horizontal, count: width - 2) + corners.3
        context.text(bottom, at: CGPoint(x: rect.minX, y: rect.maxY - 1), font: font, color: color)
    }
}

extension TileBorder {
    /// The frame in points: a rounded card.
    private func drawCard(in rect: CGRect, color: UIColor, tile: TileMetrics, into context: inout DrawingContext) {
        let radius = tile.cornerRadius
        if isHeavy {
            let ring: CGFloat = 3
            context.roundedRect(rect, cornerRadius: radius, fill: color, stroke: nil)
            context.roundedRect(rect.insetBy(dx: ring, dy: ring), cornerRadius: max(0, radius - ring), fill: fill, stroke: nil)
        } else {
            context.roundedRect(rect, cornerRadius: radius, fill: fill, stroke: color)
        }
        if let title {
            context.text(title, at: CGPoint(x: rect.minX + tile.textInsets.left, y: rect.minY + tile.textInsets.top),
                         font: TileMetrics.titleFont, color: color, maxWidth: max(0, rect.width - tile.textInsets.left - tile.textInsets.right))
        }
        if mark != nil {
            let side: CGFloat = 22
            let box = CGRect(x: rect.maxX - tile.textInsets.right / 2 - side, y: rect.minY + tile.textInsets.right / 2, width: side, height: side)
            context.symbol("checkmark.circle.fill", in: box, color: color)
        }
    }
}

extension UICollectionViewCell {
    /// Whether the cell draws itself focused: it has keyboard focus and its window shows it (a
    /// pixel window hides focus until a key is pressed, as iPadOS does).
    var drawsFocus: Bool {
        isFocused && (window?.showsKeyboardFocus ?? true)
    }
}
