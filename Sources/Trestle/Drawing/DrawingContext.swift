import Foundation
import TrestleCore

/// Where a view draws: Trestle's counterpart of the Core Graphics context UIKit's `draw(_:)` uses.
///
/// A view draws in its own coordinates (its bounds); the context translates to the window's and
/// records display-list primitives that a host turns into terminal cells or pixels. Colours
/// resolve against the view's trait collection (light or dark).
///
/// - Note: UIKit's `draw(_ rect:)` draws into a bitmap through `UIGraphicsGetCurrentContext()`.
///   Trestle has no bitmap: views describe what to draw, which keeps the terminal host exact
///   (text stays text) and makes frames cheap to diff.
@MainActor
public struct DrawingContext {
    /// The list being recorded.
    public internal(set) var displayList: DisplayList
    /// The traits colours resolve against.
    public var traitCollection: UITraitCollection
    /// The metrics of the screen being drawn for.
    public var metrics: MetricsProfile
    /// The offset from the current view's coordinates to the window's.
    var origin: CGPoint = .zero
    /// The product of the alphas of the views being drawn: colours are drawn this opaque.
    var opacity: CGFloat = 1

    init(traitCollection: UITraitCollection, metrics: MetricsProfile) {
        displayList = DisplayList()
        self.traitCollection = traitCollection
        self.metrics = metrics
    }

    func toWindow(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: origin.x, dy: origin.y) }
    func toWindow(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + origin.x, y: point.y + origin.y) }

    /// Resolves a colour for the current traits.
    public func resolve(_ color: UIColor) -> DisplayColor {
        var resolved = color.displayColor(for: traitCollection)
        if opacity < 1 { resolved.alpha *= Double(opacity) }
        return resolved
    }

    /// Fills `rect` with `color`.
    public mutating func fill(_ rect: CGRect, color: UIColor) {
        displayList.append(.fill(toWindow(rect), resolve(color)))
    }

    /// Fills and/or strokes a rounded rectangle.
    public mutating func roundedRect(_ rect: CGRect, cornerRadius: CGFloat, fill: UIColor?, stroke: UIColor?) {
        displayList.append(.roundedRect(toWindow(rect), cornerRadius: Double(cornerRadius),
                                        fill: fill.map(resolve), stroke: stroke.map(resolve)))
    }

    /// An inset-grouped section's block behind `rows` (the frame of its rows): a rounded fill, and
    /// where the metrics box such sections (the terminal), a frame of box-drawing lines one cell
    /// outside the rows, on lines the section's header and footer leave for it. Tables and list
    /// sections draw it alike.
    public mutating func insetGroupedBlock(around rows: CGRect, metrics: MetricsProfile) {
        if metrics.drawsInsetGroupedSectionBoxes {
            roundedRect(rows.insetBy(dx: -1, dy: -1), cornerRadius: metrics.insetGroupedCornerRadius,
                        fill: .secondarySystemGroupedBackground, stroke: .separator)
        } else {
            roundedRect(rows, cornerRadius: metrics.insetGroupedCornerRadius, fill: .secondarySystemGroupedBackground, stroke: nil)
        }
    }

    /// Draws a straight line.
    public mutating func line(from: CGPoint, to: CGPoint, color: UIColor, thickness: CGFloat) {
        displayList.append(.line(from: toWindow(from), to: toWindow(to), color: resolve(color), thickness: Double(thickness)))
    }

    /// Draws one line of text starting at `origin`, cut at `maxWidth` when given.
    public mutating func text(_ string: String, at origin: CGPoint, font: UIFont, color: UIColor?,
                              maxWidth: CGFloat? = nil, underlined: Bool = false) {
        // Text in cells has one size: a text style shows as emphasis instead.
        let emphasis = metrics.measuresTextInCells ? font.textStyle?.emphasisInCells : nil
        let attributes = TextAttributes(foreground: color.map(resolve), isBold: font.isBold || emphasis == .bold,
                                        isItalic: font.isItalic, isUnderlined: underlined,
                                        isDim: metrics.dimsSecondaryText && (color?.isSecondaryTextColor == true || emphasis == .dim))
        displayList.append(.text(TextRun(origin: toWindow(origin), string: string, font: font.textFont, attributes: attributes,
                                         maxWidth: maxWidth.map { Double($0) })))
    }

    /// Draws one line of text starting at `origin`, fitted to `maxWidth` as `lineBreakMode` says:
    /// `.byTruncatingTail`, `.byTruncatingMiddle` and `.byTruncatingHead` put an ellipsis where
    /// text is left out, as a label does; other modes cut it at the width.
    public mutating func text(_ string: String, at origin: CGPoint, font: UIFont, color: UIColor?,
                              maxWidth: CGFloat, lineBreakMode: NSLineBreakMode) {
        let measure = { [metrics] (text: String) in metrics.textWidth(of: text, font: font) }
        let fitted = measure(string) <= maxWidth ? string : TextLayout.truncate(string, to: maxWidth, mode: lineBreakMode, measure: measure)
        text(fitted, at: origin, font: font, color: color, maxWidth: maxWidth)
    }

    /// Draws `string` in reverse video — foreground and background swapped — at `origin`: a text
    /// field's caret cell, which shows without colour too.
    package mutating func invertedText(_ string: String, at origin: CGPoint, font: UIFont, color: UIColor?) {
        let attributes = TextAttributes(foreground: color.map(resolve), isBold: font.isBold, isItalic: font.isItalic, isInverse: true)
        displayList.append(.text(TextRun(origin: toWindow(origin), string: string, font: font.textFont, attributes: attributes)))
    }

    /// Draws a named symbol with its top-left corner at `origin`.
    public mutating func symbol(_ name: String, at origin: CGPoint, color: UIColor?) {
        displayList.append(.symbol(SymbolRun(name: name, origin: toWindow(origin), color: color.map(resolve))))
    }

    /// Draws a named symbol fitted and centred in `rect` (an image view's bounds); the terminal
    /// draws its one cell on the rect's middle line.
    public mutating func symbol(_ name: String, in rect: CGRect, color: UIColor?) {
        displayList.append(.symbol(SymbolRun(name: name, in: toWindow(rect), color: color.map(resolve))))
    }

    /// Draws a bitmap image scaled to fill `rect`: in its own colours, or as a template (its shape
    /// in `tintColor`) when `tintColor` is given. Symbols and images without a picture draw
    /// nothing here; draw a symbol with ``symbol(_:in:color:)``.
    public mutating func image(_ image: UIImage, in rect: CGRect, tintColor: UIColor? = nil) {
        guard let bitmap = image.bitmap, rect.width > 0, rect.height > 0 else { return }
        displayList.append(.symbol(SymbolRun(image: bitmap, in: toWindow(rect), tint: tintColor.map(resolve))))
    }

    mutating func pushClip(_ rect: CGRect) { displayList.append(.pushClip(toWindow(rect))) }
    mutating func popClip() { displayList.append(.popClip) }
}
