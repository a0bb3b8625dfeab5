import Foundation
import Trestle

/// A frame drawn with box-drawing characters around a tile, a card or a bubble: light lines with
/// rounded corners, or heavy lines for the tile with keyboard focus — so focus shows by shape,
/// not by colour alone.
@MainActor
struct TileBorder {
    /// Whether the lines are heavy (the focused tile).
    var isHeavy = false
    /// A short text set into the top line after its first corner ("╭─ Mina ───╮").
    var title: String?
    /// A mark set into the top line before its last corner (a selected photo's ✓).
    var mark: String?

    /// Draws the frame along the edges of `rect` (at least 2 × 2).
    func draw(in rect: CGRect, color: UIColor, font: UIFont, into context: inout DrawingContext) {
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
