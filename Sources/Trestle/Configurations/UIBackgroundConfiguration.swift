import Foundation

/// A description of a cell's or header's background: a colour (or a view), a corner radius,
/// insets and a stroke, updated for the cell's state — iOS 14's `UIBackgroundConfiguration`.
///
/// Setting a cell's ``UICollectionViewCell/backgroundConfiguration`` (or a table cell's, or a
/// header/footer view's) makes the configuration draw the background: it replaces the view's own
/// selection fill, and with ``UICollectionViewCell/automaticallyUpdatesBackgroundConfiguration``
/// (the default) it is ``updated(for:)`` each time the state changes, so list backgrounds turn
/// grey while selected or highlighted, as UIKit's do.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// What the background was made for; decides how ``updated(for:)`` reacts to state.
    enum Style: Hashable, Sendable {
        case clear
        case listCell
        case listHeaderFooter
    }

    var style: Style
    /// Whether the state the configuration was last updated for is selected or highlighted.
    var isSelectedOrHighlighted = false

    /// A view shown as the background, behind the colour's fill (sized to the background's rect).
    public var customView: UIView?
    /// The fill colour. `nil` (the default of the list styles) fills with the style's own colour
    /// for the state: a list cell's background, grey while selected or highlighted; a colour set
    /// here is kept in every state, as in UIKit.
    public var backgroundColor: UIColor?
    /// A change applied to ``backgroundColor`` when the background is drawn.
    public var backgroundColorTransformer: UIListContentConfiguration.ColorTransformer?
    /// The corner radius of the fill and stroke.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The stroke colour; `nil` draws no stroke.
    public var strokeColor: UIColor?
    /// The stroke width; a stroke shows only when it is above 0.
    public var strokeWidth: CGFloat = 0

    /// The colour the style fills with when ``backgroundColor`` is `nil`.
    let styleColor: UIColor?

    init(style: Style, styleColor: UIColor?) {
        self.style = style
        self.styleColor = styleColor
    }

    /// No background at all.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, styleColor: nil) }
    /// The background of a cell in a plain list.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listCell, styleColor: .systemBackground) }
    /// The background of a cell in a grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listCell, styleColor: .secondarySystemGroupedBackground)
    }
    /// The background of a header or footer in a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listHeaderFooter, styleColor: .secondarySystemBackground)
    }
    /// The background of a header or footer in a grouped list (none: it sits on the list's).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listHeaderFooter, styleColor: nil) }

    /// The configuration for `state`: a list cell's background turns grey while selected or
    /// highlighted, as UIKit's list backgrounds do, and back when the state clears; other styles
    /// do not change.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard style == .listCell, let cellState = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.isSelectedOrHighlighted = cellState.isSelected || cellState.isHighlighted
        return updated
    }

    /// The colour the background fills with for a view of `tintColor`: ``backgroundColor`` (or
    /// the style's colour for the state) after its transformer; `nil` when nothing is filled.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor? {
        guard let color = backgroundColor ?? (isSelectedOrHighlighted ? .systemGray4 : styleColor) else { return nil }
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// Where the background is drawn in a view of `bounds`.
    func rect(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + backgroundInsets.leading, y: bounds.minY + backgroundInsets.top,
               width: max(0, bounds.width - backgroundInsets.leading - backgroundInsets.trailing),
               height: max(0, bounds.height - backgroundInsets.top - backgroundInsets.bottom))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs.isSelectedOrHighlighted == rhs.isSelectedOrHighlighted && lhs.styleColor == rhs.styleColor
            && lhs.customView === rhs.customView && lhs.backgroundColor == rhs.backgroundColor
            && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(customView.map(ObjectIdentifier.init))
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
    }
}

extension UIView {
    /// Draws `configuration` in `bounds`: the custom view, then the fill and the stroke.
    func drawBackground(_ configuration: UIBackgroundConfiguration, in bounds: CGRect, context: inout DrawingContext) {
        let rect = configuration.rect(in: bounds)
        if let customView = configuration.customView {
            customView.frame = rect
            customView.render(into: &context)
        }
        let fill = configuration.resolvedBackgroundColor(for: tintColor)
        let stroke = configuration.strokeWidth > 0 ? configuration.strokeColor : nil
        guard fill != nil || stroke != nil else { return }
        if configuration.cornerRadius > 0 || stroke != nil {
            context.roundedRect(rect, cornerRadius: configuration.cornerRadius, fill: fill, stroke: stroke)
        } else if let fill {
            context.fill(rect, color: fill)
        }
    }
}
