import Foundation
import TrestleCore

/// Drawing the text with its caret, scrolling long text sideways, and finding the character
/// under a click.
extension UITextField {
    /// Where each part of the text goes at the field's current size.
    struct TextPlacement {
        /// The rect the text is drawn in.
        var rect: CGRect
        /// The top of the line of text.
        var y: CGFloat
        /// Where the first shown character starts.
        var x: CGFloat
        /// The characters, and the width of each.
        var characters: [Character]
        var widths: [CGFloat]
        /// The characters shown.
        var shown: Range<Int>
        /// The width of the caret's cell at the end of the text (a space).
        var caretWidth: CGFloat

        /// Where character `offset` starts (the caret's place before it).
        func position(of offset: Int) -> CGFloat {
            var position = x
            var index = shown.lowerBound
            while index < min(offset, shown.upperBound) {
                position += widths[index]
                index += 1
            }
            return position
        }
    }

    var textFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }

    /// Lays the text out in the text (or editing) rect, scrolled so that the caret shows.
    func textPlacement(metrics: MetricsProfile) -> TextPlacement {
        let font = textFont
        let rect = _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let lineHeight = metrics.lineHeight(of: font)
        let y = rect.minY + max(0, ((rect.height - lineHeight) / 2).rounded(.down))
        let characters = Array(editor.text)
        let widths = characters.map { metrics.textWidth(of: String($0), font: font) }
        let caretWidth = metrics.textWidth(of: " ", font: font)
        if _isEditing {
            firstVisibleCharacter = Self.firstVisibleCharacter(from: firstVisibleCharacter, widths: widths, caret: editor.head,
                                                               caretWidth: caretWidth, room: rect.width)
        } else {
            // A field that is not editing shows the start of its text, as UIKit's does.
            firstVisibleCharacter = 0
        }
        let first = min(firstVisibleCharacter, characters.count)
        var end = first
        var used: CGFloat = 0
        while end < characters.count, used + widths[end] <= rect.width {
            used += widths[end]
            end += 1
        }
        var x = rect.minX
        if first == 0, end == characters.count {
            let total = used + (_isEditing && editor.head == characters.count ? caretWidth : 0)
            switch textAlignment {
            case .center: x += max(0, ((rect.width - total) / 2).rounded(.down))
            case .right: x += max(0, rect.width - total)
            default: break
            }
        }
        return TextPlacement(rect: rect, y: y, x: x, characters: characters, widths: widths, shown: first..<end, caretWidth: caretWidth)
    }

    /// The first character to show so that the caret (at character `caret`) is in view: the
    /// text scrolls left just far enough when the caret would pass the right edge, right when it
    /// passes the left edge, and back as far as the text allows when it gets shorter.
    static func firstVisibleCharacter(from current: Int, widths: [CGFloat], caret: Int, caretWidth: CGFloat, room: CGFloat) -> Int {
        var first = min(current, caret)
        let caretCell = caret < widths.count ? max(widths[caret], caretWidth) : caretWidth
        func width(_ range: Range<Int>) -> CGFloat { widths[range].reduce(0, +) }
        while first < caret, width(first..<caret) + caretCell > room { first += 1 }
        let tail = caret == widths.count ? caretCell : 0
        while first > 0, width((first - 1)..<widths.count) + tail <= room { first -= 1 }
        return first
    }

    /// Where the caret is, in the field's coordinates.
    var caretPoint: CGPoint {
        let placement = textPlacement(metrics: metrics)
        return CGPoint(x: placement.position(of: editor.head), y: placement.y)
    }

    /// The caret offset a click at `point` (field coordinates) puts the caret at: before the
    /// character under it, or after the last one.
    func characterOffset(at point: CGPoint) -> Int {
        let placement = textPlacement(metrics: metrics)
        var x = placement.x
        for index in placement.shown {
            if point.x < x + placement.widths[index] { return index }
            x += placement.widths[index]
        }
        return placement.shown.upperBound
    }

    // MARK: Drawing

    func drawField(in context: inout DrawingContext) {
        let metrics = context.metrics
        let font = textFont
        if showsClearButton {
            let button = clearButtonRect(forBounds: bounds)
            let y = button.minY + max(0, ((button.height - metrics.lineHeight(of: font)) / 2).rounded(.down))
            context.symbol("xmark.circle.fill", at: CGPoint(x: button.minX, y: y), color: .secondaryLabel)
        }
        let placement = textPlacement(metrics: metrics)
        let rect = placement.rect
        guard rect.width > 0 else { return }
        var color: UIColor = textColor ?? .label
        if !isEnabled { color = color.withAlphaComponent(0.35) }

        if placement.characters.isEmpty {
            var x = placement.x
            if _isEditing {
                context.invertedText(" ", at: CGPoint(x: x, y: placement.y), font: font, color: color)
                x += placement.caretWidth
            }
            if let placeholder, !placeholder.isEmpty, x < rect.maxX {
                let placeholderRect = placeholderRect(forBounds: bounds)
                let start = max(x, placeholderRect.minX)
                context.text(placeholder, at: CGPoint(x: start, y: placement.y), font: font, color: .placeholderText,
                             maxWidth: max(0, placeholderRect.maxX - start))
            }
            return
        }

        let shown = placement.shown
        context.text(String(placement.characters[shown]), at: CGPoint(x: placement.x, y: placement.y), font: font, color: color)
        guard _isEditing else { return }
        let selection = editor.selection
        if !selection.isEmpty {
            let lower = max(selection.lowerBound, shown.lowerBound)
            let upper = min(selection.upperBound, shown.upperBound)
            if lower < upper {
                context.invertedText(String(placement.characters[lower..<upper]), at: CGPoint(x: placement.position(of: lower), y: placement.y),
                                     font: font, color: color)
            }
            return
        }
        let head = editor.head
        let caretX = placement.position(of: head)
        // The caret shows the character under it in reverse video, or a space after the text.
        let glyph = head < placement.characters.count && placement.widths[head] > 0 ? String(placement.characters[head]) : " "
        let width = head < placement.characters.count ? max(placement.widths[head], placement.caretWidth) : placement.caretWidth
        if caretX + width <= rect.maxX {
            context.invertedText(glyph, at: CGPoint(x: caretX, y: placement.y), font: font, color: color)
        }
    }
}
