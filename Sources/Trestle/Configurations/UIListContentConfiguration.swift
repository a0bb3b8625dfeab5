import Foundation

/// The standard content of a list cell, header or footer: an image, a text and a secondary text,
/// with their fonts, colours and spacing — UIKit's modern replacement for a cell's `textLabel`,
/// `detailTextLabel` and `imageView`.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Siri & Search"
/// content.image = UIImage(systemName: "magnifyingglass")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// The font the text is drawn in.
        public var font: UIFont
        /// The text's colour, before ``colorTransformer``.
        public var color: UIColor
        /// How the text is aligned horizontally. Default: `.natural`.
        public var alignment: NSTextAlignment = .natural
        /// The most lines the text wraps to; 0 (the default) is no limit.
        public var numberOfLines = 0
        /// How text that does not fit is wrapped or truncated. Default: `.byTruncatingTail`.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The colour used while the cell is highlighted or selected, when set.
        public var colorTransformer: ColorTransformer?
        /// Whether a Dynamic Type font follows the content size category when the traits change:
        /// `true` by default, as in UIKit.
        public var adjustsFontForContentSizeCategory = true

        /// Properties drawing the text in `font` and `color`, with the other defaults.
        public init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour after ``colorTransformer``.
        public func resolvedColor() -> UIColor { colorTransformer?.transform(color) ?? color }
    }

    /// A named colour change (UIKit's `UIConfigurationColorTransformer`).
    public struct ColorTransformer: Hashable, Sendable {
        public let name: String
        let transform: @Sendable (UIColor) -> UIColor

        /// A transformer applying `transform`; transformers with the same `name` are equal.
        public init(name: String = "custom", _ transform: @escaping @Sendable (UIColor) -> UIColor) {
            self.name = name
            self.transform = transform
        }

        /// Greys the colour out.
        public static let grayscale = ColorTransformer(name: "grayscale") { _ in .systemGray }

        /// `color` after the transform.
        public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The colour the image is drawn in; `nil` draws the image in its own colours.
        public var tintColor: UIColor?
        /// The largest size the image is drawn at; zero is no limit (accepted; Trestle sizes images to
        /// the metrics' image slot).
        public var maximumSize: CGSize = .zero
        /// The width reserved for the image, so texts of rows with different images line up
        /// (UIKit: `reservedLayoutSize`).
        public var reservedLayoutSize: CGSize = .zero

        public init() {}
    }

    /// The image at the leading edge.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// The secondary text, below the text or, with
    /// ``prefersSideBySideTextAndSecondaryText``, at the trailing edge.
    public var secondaryText: String?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// Space around the content; `nil` members use the metrics' cell margins.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets?
    /// Whether the margins follow the view's layout margins (accepted; Trestle uses the metrics).
    public var axesPreservingSuperviewLayoutMargins: Bool = true
    /// Whether the secondary text sits beside the text (value cells) instead of below it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Space between the image and the texts; `nil` uses the metrics'.
    public var imageToTextPadding: CGFloat?
    /// Space between the text and the secondary text.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// Space between the text and the secondary text when they sit side by side; Trestle keeps at
    /// least the metrics' image-to-text spacing.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0

    /// What the configuration is for: section headers and footers take the vertical margins
    /// of a table's section titles (UIKit gives each configuration its own margins).
    enum Role: Hashable, Sendable {
        case cell
        case plainHeader
        case plainFooter
        case groupedHeader
        case groupedFooter
    }

    var role: Role = .cell

    init(text: TextProperties, secondary: TextProperties, role: Role = .cell) {
        textProperties = text
        secondaryTextProperties = secondary
        self.role = role
    }

    // MARK: Standard configurations

    /// A cell: body text, no secondary text by default.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }

    /// A cell whose secondary text is below its text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return configuration
    }

    /// A cell whose secondary text is at the trailing edge (settings values).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        configuration.secondaryTextProperties.alignment = .right
        configuration.secondaryTextProperties.numberOfLines = 1
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain-style section header.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   role: .plainHeader)
    }

    /// A plain-style section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   role: .plainFooter)
    }

    /// A grouped-style section header.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   role: .groupedHeader)
    }

    /// A grouped-style section footer.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.role = .groupedFooter
        return configuration
    }

    /// A prominent inset-grouped header (large bold title).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .title3).bold, color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
    }

    /// A sidebar section's header row: a headline in the secondary colour, on one line as a row.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .secondaryLabel),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }

    /// A sidebar cell (accepted for source compatibility; drawn as ``cell()``).
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    // MARK: UIContentConfiguration

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: unchanged (UIKit's list configurations change only their
    /// colour transformers for states, which the cell's highlight already shows).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}

extension UIFont {
    /// The same font in bold.
    var bold: UIFont { isBold ? self : UIFont.boldSystemFont(ofSize: pointSize) }
}
