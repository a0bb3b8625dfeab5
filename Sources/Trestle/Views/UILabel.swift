import Foundation
import TrestleCore

/// A view that displays one or more lines of read-only text.
///
/// Its size comes from the screen's metrics profile (``MetricsProfile/textWidth(of:font:)`` and
/// ``MetricsProfile/lineHeight(of:)``): columns and lines in the terminal, an approximation of the
/// system font elsewhere. Text is drawn at the top of the label's bounds, line after line.
///
/// - Note: UIKit centres text vertically in a label taller than its text. Trestle does the same.
@MainActor
open class UILabel: UIView {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    /// The text shown; `nil` shows nothing.
    open var text: String? { didSet { if text != oldValue { invalidateText() } } }
    /// The font (UIKit's default: the body text style).
    open var font: UIFont! = .preferredFont(forTextStyle: .body) { didSet { invalidateText() } }
    /// Whether the label's Dynamic Type font (``UIFont/preferredFont(forTextStyle:)`` or scaled by
    /// ``UIFontMetrics``) follows the content size category of its traits when they change:
    /// `false` by default, as in UIKit. A fixed-size font stays as it is.
    open var adjustsFontForContentSizeCategory = false { didSet { if adjustsFontForContentSizeCategory { adjustFontToTraits() } } }
    /// The text colour (default: `label`).
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    /// The colour used while highlighted, when set.
    open var highlightedTextColor: UIColor?
    /// Whether the label draws in its highlighted state (cells set it while selected).
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// Whether the label draws as enabled; disabled text is dimmed.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// How lines align.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 means no limit. UIKit's default is 1.
    open var numberOfLines = 1 { didSet { invalidateText() } }
    /// How text that does not fit is cut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateText() } }
    /// The width a multi-line label wraps at for its ``intrinsicContentSize``; 0 (the default)
    /// lets Auto Layout wrap it at the width its constraints give it.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateText() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Sets the font to its size for the label's text size, when the label adjusts it.
    private func adjustFontToTraits() {
        if let adjusted = adjustedFont(font) { font = adjusted }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontToTraits()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { adjustFontToTraits() }
    }

    private func invalidateText() {
        superview?.setNeedsLayout()
        setNeedsDisplay()
        intrinsicContentSizeDidChange()
    }

    /// The lines the text occupies at `width`.
    func lines(forWidth width: CGFloat) -> [String] {
        lines(forWidth: width, metrics: metrics)
    }

    /// What the last layout was for, and its lines: drawing a label whose text, font and width
    /// did not change reuses them (a table redraws every visible label each frame).
    private var layoutCache: (key: LayoutKey, lines: [String])?

    private struct LayoutKey: Equatable {
        var text: String
        var font: UIFont
        var width: CGFloat
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
        var measurement: MetricsProfile.TextMeasurement
    }

    func lines(forWidth width: CGFloat, metrics: MetricsProfile) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let key = LayoutKey(text: text, font: font, width: width, numberOfLines: numberOfLines,
                            lineBreakMode: lineBreakMode, measurement: metrics.textMeasurement)
        if let layoutCache, layoutCache.key == key { return layoutCache.lines }
        let lines = TextLayout.lines(text, width: width, font: font, metrics: metrics,
                                     numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        layoutCache = (key, lines)
        return lines
    }

    /// The size of the text laid out in at most `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lines = self.lines(forWidth: size.width)
        guard !lines.isEmpty else { return .zero }
        let width = lines.map { metrics.textWidth(of: $0, font: font) }.max() ?? 0
        return CGSize(width: min(width, size.width), height: CGFloat(lines.count) * metrics.lineHeight(of: font))
    }

    /// The size of the text on one line (or as many lines as ``numberOfLines`` allows, unwrapped),
    /// or wrapped at ``preferredMaxLayoutWidth`` when that is set for a multi-line label.
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
        return sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
    }

    open override func draw(in context: inout DrawingContext) {
        // The context's metrics: the same as the window's, without walking up to the window.
        let metrics = context.metrics
        let lines = self.lines(forWidth: bounds.width, metrics: metrics)
        guard !lines.isEmpty else { return }
        let lineHeight = metrics.lineHeight(of: font)
        let textHeight = CGFloat(lines.count) * lineHeight
        var y = bounds.minY + max(0, ((bounds.height - textHeight) / 2).rounded(.down))
        var color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        if !isEnabled { color = color.withAlphaComponent(0.35) }
        for line in lines {
            let width = metrics.textWidth(of: line, font: font)
            let x: CGFloat = switch textAlignment {
            case .center: bounds.minX + ((bounds.width - width) / 2).rounded(.down)
            case .right: bounds.maxX - width
            default: bounds.minX
            }
            context.text(line, at: CGPoint(x: max(bounds.minX, x), y: y), font: font, color: color, maxWidth: bounds.width)
            y += lineHeight
        }
    }
}
