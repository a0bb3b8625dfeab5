import Foundation
import TrestleCore

/// A list's section index: the column of titles at the trailing edge that jumps to a section
/// when touched or dragged along (UIKit's `UITableViewIndex`).
///
/// It lays its titles out with ``SectionIndexLayout`` — centred, squeezed with bullets when they
/// do not fit — and reports the title a touch picks as the finger moves, once per change.
/// ``UITableView/indexSearch`` shows as a magnifying glass. While touched, its background is the
/// tracking colour.
@MainActor
final class SectionIndexView: UIView {
    var titles: [String] = [] { didSet { if titles != oldValue { setNeedsDisplay() } } }
    /// The titles' colour; `nil` is the tint colour.
    var indexColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The background when not touched; `nil` is clear.
    var indexBackgroundColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The background while touched; `nil` is clear.
    var trackingBackgroundColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether a touch is on the index.
    private(set) var isTracking = false { didSet { if isTracking != oldValue { setNeedsDisplay() } } }
    /// Told the title a touch picked, by index.
    var onSelectTitle: ((Int) -> Void)?
    /// The title the touch going on picked last.
    private var pickedTitle: Int?

    /// The width the index needs for `titles`.
    static func width(for titles: [String], metrics: MetricsProfile) -> CGFloat {
        let index = metrics.sectionIndex
        let font = UIFont.boldSystemFont(ofSize: index.fontSize)
        let widest = titles.map { $0 == UITableView.indexSearch ? metrics.textWidth(of: "⌕", font: font) : metrics.textWidth(of: $0, font: font) }.max() ?? 0
        return max(index.minimumWidth, (index.leadingPadding + widest + index.trailingPadding).rounded(.up))
    }

    /// Where the titles are in the index's bounds.
    var titleLayout: SectionIndexLayout {
        SectionIndexLayout(titleCount: titles.count, lineHeight: Double(metrics.sectionIndex.lineHeight),
                           minY: Double(bounds.minY), height: Double(bounds.height))
    }

    override func draw(in context: inout DrawingContext) {
        if let background = isTracking ? trackingBackgroundColor : indexBackgroundColor {
            context.fill(bounds, color: background)
        }
        let index = metrics.sectionIndex
        let font = UIFont.boldSystemFont(ofSize: index.fontSize)
        let color = indexColor ?? tintColor
        let lineHeight = index.lineHeight
        let textHeight = metrics.lineHeight(of: font)
        let available = bounds.width - index.leadingPadding - index.trailingPadding
        for entry in titleLayout.entries {
            let title = entry.titleIndex.map { titles[$0] } ?? "•"
            let y = CGFloat(entry.minY) + ((lineHeight - textHeight) / 2).rounded(.down)
            if title == UITableView.indexSearch {
                let width = metrics.textWidth(of: "⌕", font: font)
                context.symbol("magnifyingglass", at: CGPoint(x: bounds.minX + index.leadingPadding + ((available - width) / 2).rounded(.down), y: y), color: color)
                continue
            }
            let width = metrics.textWidth(of: title, font: font)
            let x = bounds.minX + index.leadingPadding + max(0, ((available - width) / 2).rounded(.down))
            context.text(title, at: CGPoint(x: x, y: y), font: font, color: color, maxWidth: max(0, bounds.maxX - x))
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        touch.capturingResponder = self
        isTracking = true
        pickedTitle = nil
        pick(at: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        pick(at: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        pickedTitle = nil
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        pickedTitle = nil
    }

    private func pick(at point: CGPoint) {
        guard let title = titleLayout.titleIndex(atY: Double(point.y)), title != pickedTitle else { return }
        pickedTitle = title
        onSelectTitle?(title)
    }
}
