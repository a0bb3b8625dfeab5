import Foundation
import TrestleCore

/// An immutable description of a system font: its size, weight, slant and, for Dynamic Type
/// fonts, its text style.
///
/// Trestle has no font files: a `UIFont` says *how* text should look and hosts decide how to show
/// it (a terminal host maps ``isBold`` and ``isItalic`` to cell attributes and ignores the size).
/// Sizes still matter for layout that measures in points.
///
/// - Note: UIKit describes a font's weight, slant and text style through `UIFontDescriptor`,
///   which Trestle does not have. Trestle exposes them directly as ``weight``, ``isItalic`` and
///   ``textStyle`` so hosts can read them. Fonts compare by these values, not by identity.
public final class UIFont: Sendable, Hashable {
    /// The weight of a font, from ultra-light to black.
    ///
    /// - Note: UIKit's `UIFont.Weight` is not `Comparable`; Trestle orders weights by raw value
    ///   so hosts can ask whether a weight is at least ``semibold``.
    public struct Weight: Hashable, Sendable, RawRepresentable, Comparable {
        /// The weight as UIKit's number: 0 is regular, negative is lighter, positive is heavier.
        public var rawValue: CGFloat

        /// Creates a weight from UIKit's number.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a weight from UIKit's number.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Returns whether `lhs` is lighter than `rhs`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        // Raw values are UIKit's `UIFontWeight…` constants.

        /// The ultra-light weight (−0.8).
        public static let ultraLight = Weight(-0.8)
        /// The thin weight (−0.6).
        public static let thin = Weight(-0.6)
        /// The light weight (−0.4).
        public static let light = Weight(-0.4)
        /// The regular weight (0).
        public static let regular = Weight(0)
        /// The medium weight (0.23).
        public static let medium = Weight(0.23)
        /// The semibold weight (0.3).
        public static let semibold = Weight(0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(0.4)
        /// The heavy weight (0.56).
        public static let heavy = Weight(0.56)
        /// The black, heaviest weight (0.62).
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, such as ``body`` or ``headline``.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// UIKit's string for the style, e.g. `UICTFontTextStyleBody`.
        public var rawValue: String {
            didSet { emphasisInCells = Self.emphasisInCells(of: rawValue) }
        }

        /// The emphasis the style takes in place of its size where text cannot change size,
        /// worked out once (text is drawn every frame, and styles compare by their strings).
        private(set) var emphasisInCells: Emphasis?

        /// Creates a text style from UIKit's string for it.
        public init(rawValue: String) {
            self.rawValue = rawValue
            emphasisInCells = Self.emphasisInCells(of: rawValue)
        }

        /// Creates a text style from UIKit's string for it.
        public init(_ rawValue: String) {
            self.init(rawValue: rawValue)
        }

        // Raw values are UIKit's `UIFontTextStyle…` strings.

        /// The style for large titles (34 pt at the default size).
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// The style for first-level titles (28 pt).
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// The style for second-level titles (22 pt).
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// The style for third-level titles (20 pt).
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// The style for headings (17 pt semibold).
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// The style for subheadings (15 pt).
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// The style for body text (17 pt).
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// The style for callouts (16 pt).
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// The style for footnotes (13 pt).
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// The style for standard captions (12 pt).
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// The style for alternate captions (11 pt).
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    /// The size of the font in points.
    public let pointSize: CGFloat

    /// The weight of the font.
    public let weight: Weight

    /// Whether the font is slanted.
    public let isItalic: Bool

    /// The Dynamic Type style the font was made for, or `nil` for a fixed-size font.
    public let textStyle: TextStyle?

    /// Whether hosts should draw the font bold: its weight is ``Weight/semibold`` or heavier.
    public var isBold: Bool { weight >= .semibold }

    /// The distance in points from one baseline to the next.
    ///
    /// - Note: UIKit measures this from the font file. Trestle has none and uses the ratio of the
    ///   San Francisco system font, about 1.193 × ``pointSize`` (17 pt text has lines of about
    ///   20.3 pt).
    public var lineHeight: CGFloat { pointSize * TextFont.lineHeightRatio }

    /// The font's family: `.AppleSystemUIFont` for the system font, as UIKit names it.
    public let familyName: String

    /// The font's full name: `.SFUI-Regular` and its siblings for the system font, the PostScript
    /// name for a named font.
    public var fontName: String { namedFontName ?? UIFont.systemFontName(weight: weight, isItalic: isItalic) }

    /// The name a named font was made with; `nil` for the system font, whose name is worked out
    /// only when asked (fonts are made on every cell configuration).
    private let namedFontName: String?

    /// For a font that follows Dynamic Type (``preferredFont(forTextStyle:)``, or scaled by
    /// ``UIFontMetrics``): its size at the default category, ``UIContentSizeCategory/large``,
    /// which ``textStyle``'s curve scales to other categories.
    let dynamicTypeBaseSize: CGFloat?

    init(pointSize: CGFloat, weight: Weight, isItalic: Bool, textStyle: TextStyle?, familyName: String = UIFont.systemFamilyName,
         fontName: String? = nil, dynamicTypeBaseSize: CGFloat? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
        self.familyName = familyName
        namedFontName = fontName
        self.dynamicTypeBaseSize = dynamicTypeBaseSize
    }

    /// Returns the regular system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// Returns the system font at `fontSize` points and the given weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isItalic: false, textStyle: nil)
    }

    /// Returns the bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// Returns the italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, isItalic: true, textStyle: nil)
    }

    /// Returns the system font for a Dynamic Type text style at the text size of
    /// ``UITraitCollection/current`` (the default, ``UIContentSizeCategory/large``, when it specifies
    /// none): see ``preferredFont(forTextStyle:compatibleWith:)`` for the sizes.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// Returns a font like this one at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isItalic: isItalic, textStyle: textStyle, familyName: familyName, fontName: namedFontName)
    }

    /// Returns whether two fonts have the same size, weight, slant, text style and family.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic && lhs.textStyle == rhs.textStyle && lhs.familyName == rhs.familyName
    }

    /// Hashes the size, weight, slant, text style and family.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(textStyle)
        hasher.combine(familyName)
    }
}

extension UIFont {
    /// The font as the display list carries it, for hosts that draw glyphs.
    package var textFont: TextFont {
        TextFont(pointSize: Double(pointSize), weight: Double(weight.rawValue), isItalic: isItalic)
    }
}
