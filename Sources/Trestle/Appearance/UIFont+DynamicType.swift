import Foundation

extension UIFont {
    /// The system font's family name, as UIKit reports it.
    static let systemFamilyName = ".AppleSystemUIFont"

    /// The system font's name for a weight and slant, as UIKit reports it (`.SFUI-Semibold`).
    static func systemFontName(weight: Weight, isItalic: Bool) -> String {
        let names: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                         (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
                                         (.black, "Black")]
        let name = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        return ".SFUI-" + name + (isItalic ? "Italic" : "")
    }

    /// Each text style's size in every content size category, smallest first (the order of
    /// ``UIContentSizeCategory``'s standard and accessibility sizes), and its weight: Apple's
    /// Dynamic Type sizes for iOS from the Human Interface Guidelines.
    static func dynamicTypeSizes(for style: TextStyle) -> (sizes: [CGFloat], weight: Weight) {
        dynamicTypeTable[style] ?? (dynamicTypeTable[.body]!.sizes, .regular)
    }

    /// The table behind ``dynamicTypeSizes(for:)``, made once: fonts are made on every cell
    /// configuration. Body's sizes serve a style Trestle does not know.
    private static let dynamicTypeTable: [TextStyle: (sizes: [CGFloat], weight: Weight)] = [
        .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], .regular),
        .title1: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], .regular),
        .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], .regular),
        .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], .regular),
        .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .semibold),
        .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .regular),
        .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], .regular),
        .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], .regular),
        .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], .regular),
        .caption1: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], .regular),
        .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], .regular),
    ]

    /// The content size category fonts follow for `traitCollection`: its own when it specifies
    /// one, otherwise ``UITraitCollection/current``'s, otherwise the default.
    static func contentSizeCategory(for traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traitCollection?.preferredContentSizeCategory, category != .unspecified { return category }
        let current = UITraitCollection.currentForResolution.preferredContentSizeCategory
        return current == .unspecified ? .large : current
    }

    /// Returns the system font for a Dynamic Type text style at the text size `traitCollection`
    /// asks for (``UITraitCollection/current``'s, then the default, when it specifies none).
    ///
    /// The sizes are Apple's for iOS. At the default size, ``UIContentSizeCategory/large``:
    /// largeTitle 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16,
    /// subheadline 15, footnote 13, caption1 12, caption2 11; body runs from 14 (extra small) to
    /// 23 (extra extra extra large) and 53 at the largest accessibility size. A style Trestle does
    /// not know gets body's sizes and keeps its text style.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let (sizes, weight) = dynamicTypeSizes(for: style)
        let size = sizes[contentSizeCategory(for: traitCollection).sizeIndex]
        return UIFont(pointSize: size, weight: weight, isItalic: false, textStyle: style, dynamicTypeBaseSize: sizes[3])
    }

    /// This font at the text size of `traitCollection`, if it follows Dynamic Type; itself otherwise.
    /// What views that adjust their fonts for the content size category set.
    func adjusted(to traitCollection: UITraitCollection) -> UIFont {
        guard let style = textStyle, let base = dynamicTypeBaseSize else { return self }
        let size = UIFontMetrics.scaled(base, style: style, category: UIFont.contentSizeCategory(for: traitCollection))
        guard size != pointSize else { return self }
        return UIFont(pointSize: size, weight: weight, isItalic: isItalic, textStyle: style, familyName: familyName,
                      fontName: fontName, dynamicTypeBaseSize: base)
    }

    /// Returns a regular system font at `fontSize` points whose digits all have the same width, for
    /// numbers that change in place (timers, counters).
    ///
    /// - Note: Trestle returns the system font: in the terminal every digit is one cell wide; the
    ///   pixel host draws its face's own figures.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font families iOS ships that Trestle answers by name, without spaces, lowercased.
    private static let knownFamilies: [String: String] = {
        let families = ["Academy Engraved LET", "American Typewriter", "Apple SD Gothic Neo", "Arial", "Arial Hebrew",
                        "Arial Rounded MT Bold", "Avenir", "Avenir Next", "Avenir Next Condensed", "Baskerville", "Bodoni 72",
                        "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate", "Courier",
                        "Courier New", "Didot", "Futura", "Georgia", "Gill Sans", "Helvetica", "Helvetica Neue",
                        "Hiragino Sans", "Hoefler Text", "Kailasa", "Marker Felt", "Menlo", "Noteworthy", "Optima",
                        "Palatino", "Papyrus", "Party LET", "PingFang SC", "PingFang TC", "Rockwell", "Savoye LET",
                        "Snell Roundhand", "Symbol", "Times New Roman", "Trebuchet MS", "Verdana", "Zapf Dingbats",
                        "Zapfino"]
        return Dictionary(uniqueKeysWithValues: families.map { ($0.replacingOccurrences(of: " ", with: "").lowercased(), $0) })
    }()

    /// Creates the font named `fontName` — a family (`"Avenir Next"`) or a face's PostScript
    /// name (`"AvenirNext-DemiBold"`, `"Helvetica-BoldOblique"`) among the families iOS ships — at
    /// `size` points; `nil` for a name iOS does not know, as UIKit answers.
    ///
    /// - Note: Trestle draws every family in its own system faces: the name keeps its family,
    ///   weight and slant (read from the face's name), not its letter shapes.
    public convenience init?(name fontName: String, size: CGFloat) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        guard let first = parts.first,
              let family = UIFont.knownFamilies[first.replacingOccurrences(of: " ", with: "").lowercased()] else { return nil }
        let face = (parts.count > 1 ? parts[1] : "").lowercased()
        let weights: [(String, Weight)] = [("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium),
                                           ("demibold", .semibold), ("semibold", .semibold), ("extrabold", .heavy),
                                           ("bold", .bold), ("heavy", .heavy), ("black", .black)]
        let weight = weights.first { face.contains($0.0) }?.1 ?? .regular
        let italic = face.contains("italic") || face.contains("oblique")
        self.init(pointSize: max(0, size), weight: weight, isItalic: italic, textStyle: nil, familyName: family, fontName: fontName)
    }
}

/// Scales fonts and lengths with the content size category along a text style's curve: what
/// custom fonts and spacings use to follow Dynamic Type.
///
/// A value scales by the ratio of the style's size at the category to its size at the default
/// (``UIContentSizeCategory/large``): body text's metrics turn 17-point spacing into 28 points at
/// the first accessibility size.
public final class UIFontMetrics: Sendable {
    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The style whose curve values follow.
    private let textStyle: UIFont.TextStyle

    /// Metrics following `textStyle`'s curve.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` at the default size, scaled to `category` along `style`'s curve.
    static func scaled(_ value: CGFloat, style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let sizes = UIFont.dynamicTypeSizes(for: style).sizes
        return value * sizes[category.sizeIndex] / sizes[3]
    }

    /// `font` scaled to ``UITraitCollection/current``'s text size; a view that adjusts its font
    /// for the content size category rescales it later.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled to the text size `traitCollection` asks for.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: .greatestFiniteMagnitude, compatibleWith: traitCollection)
    }

    /// `font` scaled to ``UITraitCollection/current``'s text size, never above `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled to the text size `traitCollection` asks for, never above `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.dynamicTypeBaseSize ?? font.pointSize
        let size = min(maximumPointSize, Self.scaled(base, style: textStyle, category: UIFont.contentSizeCategory(for: traitCollection)))
        return UIFont(pointSize: size, weight: font.weight, isItalic: font.isItalic, textStyle: textStyle,
                      familyName: font.familyName, fontName: font.fontName, dynamicTypeBaseSize: base)
    }

    /// `value` scaled to ``UITraitCollection/current``'s text size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to the text size `traitCollection` asks for.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        Self.scaled(value, style: textStyle, category: UIFont.contentSizeCategory(for: traitCollection))
    }
}

/// Views whose Dynamic Type fonts can follow the content size category: labels and text fields
/// (UIKit's protocol of the same name).
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view's Dynamic Type font follows the content size category of its traits.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}

extension UIContentSizeCategoryAdjusting where Self: UIView {
    /// `font` at the size for the view's traits, when the view adjusts its font and the size
    /// differs; `nil` when the font stays.
    func adjustedFont(_ font: UIFont?) -> UIFont? {
        guard adjustsFontForContentSizeCategory, let font else { return nil }
        let adjusted = font.adjusted(to: traitCollection)
        return adjusted == font ? nil : adjusted
    }
}

extension UIFont.TextStyle {
    /// How a host whose text has one size (the terminal) shows the style: titles and headlines
    /// bold, footnotes and captions dim, the rest plain.
    enum Emphasis: Hashable, Sendable {
        case bold, dim
    }

    /// The emphasis of the style with UIKit's string `rawValue`.
    static func emphasisInCells(of rawValue: String) -> Emphasis? {
        switch rawValue {
        case "UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2", "UICTFontTextStyleTitle3",
             "UICTFontTextStyleHeadline": .bold
        case "UICTFontTextStyleFootnote", "UICTFontTextStyleCaption1", "UICTFontTextStyleCaption2": .dim
        default: nil
        }
    }
}
