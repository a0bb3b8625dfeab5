import Foundation
import Testing
import Trestle
import TrestleCore

@Suite("Appearance")
struct AppearanceTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    // MARK: Colours

    @Test("System and semantic colours resolve to Apple's light and dark values",
          arguments: [
            ("systemBlue", UIColor.systemBlue, DisplayColor(rgb8: 0x007AFF), DisplayColor(rgb8: 0x0A84FF)),
            ("systemRed", UIColor.systemRed, DisplayColor(rgb8: 0xFF3B30), DisplayColor(rgb8: 0xFF453A)),
            ("systemGray", UIColor.systemGray, DisplayColor(rgb8: 0x8E8E93), DisplayColor(rgb8: 0x8E8E93)),
            ("systemGray6", UIColor.systemGray6, DisplayColor(rgb8: 0xF2F2F7), DisplayColor(rgb8: 0x1C1C1E)),
            ("label", UIColor.label, DisplayColor(rgb8: 0x000000), DisplayColor(rgb8: 0xFFFFFF)),
            ("secondaryLabel", UIColor.secondaryLabel,
             DisplayColor(rgb8: 0x3C3C43, alpha: 0.6), DisplayColor(rgb8: 0xEBEBF5, alpha: 0.6)),
            ("separator", UIColor.separator,
             DisplayColor(rgb8: 0x3C3C43, alpha: 0.29), DisplayColor(rgb8: 0x545458, alpha: 0.6)),
            ("systemBackground", UIColor.systemBackground, DisplayColor(rgb8: 0xFFFFFF), DisplayColor(rgb8: 0x000000)),
            ("systemGroupedBackground", UIColor.systemGroupedBackground,
             DisplayColor(rgb8: 0xF2F2F7), DisplayColor(rgb8: 0x000000)),
            ("secondarySystemGroupedBackground", UIColor.secondarySystemGroupedBackground,
             DisplayColor(rgb8: 0xFFFFFF), DisplayColor(rgb8: 0x1C1C1E)),
            ("systemBrown", UIColor.systemBrown, DisplayColor(rgb8: 0xA2845E), DisplayColor(rgb8: 0xAC8E68)),
            ("systemMint", UIColor.systemMint, DisplayColor(rgb8: 0x00C7BE), DisplayColor(rgb8: 0x63E6E2)),
            ("systemCyan", UIColor.systemCyan, DisplayColor(rgb8: 0x32ADE6), DisplayColor(rgb8: 0x64D2FF)),
            ("tertiarySystemFill", UIColor.tertiarySystemFill,
             DisplayColor(rgb8: 0x767680, alpha: 0.12), DisplayColor(rgb8: 0x767680, alpha: 0.24)),
            ("quaternarySystemFill", UIColor.quaternarySystemFill,
             DisplayColor(rgb8: 0x747480, alpha: 0.08), DisplayColor(rgb8: 0x767680, alpha: 0.18)),
          ])
    func systemColourValues(name: String, color: UIColor, light: DisplayColor, dark: DisplayColor) {
        #expect(color.displayColor(for: Self.light) == light, "\(name) in light")
        #expect(color.displayColor(for: Self.dark) == dark, "\(name) in dark")
    }

    @Test("A dynamic colour resolves to different fixed colours in light and dark")
    func dynamicColourDiffersByStyle() {
        let lightLabel = UIColor.label.resolvedColor(with: Self.light)
        let darkLabel = UIColor.label.resolvedColor(with: Self.dark)
        #expect(lightLabel == .black)
        #expect(darkLabel == .white)
        #expect(lightLabel != darkLabel)
    }

    @Test("An unspecified style resolves system colours as light, as UIKit does")
    func unspecifiedResolvesAsLight() {
        let unspecified = UITraitCollection()
        #expect(UIColor.systemBlue.resolvedColor(with: unspecified) == UIColor.systemBlue.resolvedColor(with: Self.light))
        #expect(UIColor.systemBlue.displayColor(for: unspecified) == DisplayColor(rgb8: 0x007AFF))
    }

    @Test("init(dynamicProvider:) calls the provider with the trait collection being resolved")
    func dynamicProvider() {
        let color = UIColor { traits in
            traits.displayScale >= 2 ? .red : (traits.userInterfaceStyle == .dark ? .white : .black)
        }
        #expect(color.resolvedColor(with: Self.light) == .black)
        #expect(color.resolvedColor(with: Self.dark) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(displayScale: 3)) == .red)
    }

    @Test("A dynamic provider that returns a dynamic colour is resolved all the way")
    func nestedDynamicColours() {
        let color = UIColor { _ in .systemBlue }
        #expect(color.displayColor(for: Self.dark) == DisplayColor(rgb8: 0x0A84FF))
        #expect(color.resolvedColor(with: Self.dark) == UIColor.systemBlue.resolvedColor(with: Self.dark))
    }

    @Test("Resolving a fixed colour returns the same colour")
    func resolvingFixedColour() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(color.resolvedColor(with: Self.dark) === color)
    }

    @Test("withAlphaComponent replaces the opacity of a fixed colour and keeps its components")
    func alphaOfFixedColour() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).withAlphaComponent(0.25)
        #expect(color == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.25))
    }

    @Test("withAlphaComponent on a dynamic colour stays dynamic and applies to both styles")
    func alphaOfDynamicColour() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(faded.displayColor(for: Self.light) == DisplayColor(rgb8: 0x007AFF, alpha: 0.5))
        #expect(faded.displayColor(for: Self.dark) == DisplayColor(rgb8: 0x0A84FF, alpha: 0.5))
    }

    @Test("getRed writes each component to its pointer and skips nil pointers")
    func getRed() {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        let converted = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(converted)
        #expect([red, green, blue, alpha] == [0.1, 0.2, 0.3, 0.4])

        var onlyAlpha: CGFloat = -1
        #expect(UIColor.clear.getRed(nil, green: nil, blue: nil, alpha: &onlyAlpha))
        #expect(onlyAlpha == 0)
    }

    @Test("init(white:alpha:) makes a grey with equal red, green and blue")
    func whiteInitializer() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor(white: 0.5, alpha: 0.8).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha] == [0.5, 0.5, 0.5, 0.8])
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
    }

    @Test("Fixed colours are equal when their components are")
    func fixedColourEquality() {
        #expect(UIColor(red: 1, green: 1, blue: 1, alpha: 1) == UIColor.white)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5) != UIColor.red)
        #expect(Set([UIColor.black, UIColor(white: 0, alpha: 1), UIColor.clear]).count == 2)
    }

    @Test("Dynamic colours are equal when their light and dark resolutions are, and never equal fixed colours")
    func dynamicColourEquality() {
        let first = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let second = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor(white: 0, alpha: 1) }
        let lightOnly = UIColor { _ in .black }
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first == UIColor.label)
        #expect(first != lightOnly)
        #expect(lightOnly != UIColor.black)
        #expect(UIColor.systemBlue != UIColor.link)  // dark values differ: #0A84FF vs #0984FF
    }

    @Test("displayColor(for:) clamps extended-range components into 0...1")
    func displayColourClamps() {
        let color = UIColor(red: 1.5, green: -0.25, blue: 0.5, alpha: 2)
        #expect(color.displayColor(for: Self.light) == DisplayColor(red: 1, green: 0, blue: 0.5, alpha: 1))
        var red: CGFloat = 0
        color.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 1.5)
    }

    // MARK: Trait collections

    @Test("A new trait collection has unspecified style and reports scale 1")
    func defaultTraits() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.displayScale == 1)
        #expect(UITraitCollection(displayScale: 0) == traits)
    }

    @Test("init(traitsFrom:) takes each trait from the last collection that specifies it",
          arguments: [
            ([UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)], UIUserInterfaceStyle.dark, CGFloat(2)),
            ([UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)], .dark, 2),
            ([UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceStyle: .light)], .light, 1),
            ([UITraitCollection(userInterfaceStyle: .dark), UITraitCollection()], .dark, 1),
            ([UITraitCollection(displayScale: 3), UITraitCollection(displayScale: 2), UITraitCollection()], .unspecified, 2),
            ([], .unspecified, 1),
          ])
    func traitMerging(collections: [UITraitCollection], style: UIUserInterfaceStyle, scale: CGFloat) {
        let merged = UITraitCollection(traitsFrom: collections)
        #expect(merged.userInterfaceStyle == style)
        #expect(merged.displayScale == scale)
    }

    @Test("Trait collections are equal when they specify the same traits")
    func traitEquality() {
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        let same = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged == same)
        #expect(Set([merged, same]).count == 1)
        #expect(UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection(userInterfaceStyle: .light))
        // Scale 1 reads the same as an unspecified scale but is a specified trait.
        #expect(UITraitCollection(displayScale: 1) != UITraitCollection())
    }

    // `current` is process-wide and other suites' views may set it, so this test sets both styles
    // itself rather than asserting the starting value.
    @Test("getRed resolves dynamic colours against UITraitCollection.current")
    @MainActor
    func currentTraits() {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }

        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        UITraitCollection.current = Self.light
        UIColor.label.getRed(&red, green: &green, blue: &blue, alpha: nil)
        #expect([red, green, blue] == [0, 0, 0])

        UITraitCollection.current = Self.dark
        UIColor.label.getRed(&red, green: &green, blue: &blue, alpha: nil)
        #expect([red, green, blue] == [1, 1, 1])
    }

    // MARK: Fonts

    @Test("Preferred fonts use iOS's default text-style sizes and weights",
          arguments: [
            (UIFont.TextStyle.largeTitle, CGFloat(34), UIFont.Weight.regular),
            (.title1, 28, .regular),
            (.title2, 22, .regular),
            (.title3, 20, .regular),
            (.headline, 17, .semibold),
            (.subheadline, 15, .regular),
            (.body, 17, .regular),
            (.callout, 16, .regular),
            (.footnote, 13, .regular),
            (.caption1, 12, .regular),
            (.caption2, 11, .regular),
          ])
    func preferredFonts(style: UIFont.TextStyle, size: CGFloat, weight: UIFont.Weight) {
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size)
        #expect(font.weight == weight)
        #expect(font.textStyle == style)
        #expect(!font.isItalic)
        #expect(font.isBold == (style == .headline))
    }

    @Test("Font weights carry UIKit's raw values and are ordered by them")
    func fontWeights() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(weights.sorted() == weights)
        #expect(UIFont.Weight(rawValue: 0.3) == .semibold)
    }

    @Test("System font constructors set the size, weight and slant")
    func systemFonts() {
        let regular = UIFont.systemFont(ofSize: 14)
        #expect(regular.pointSize == 14 && regular.weight == .regular && !regular.isItalic && regular.textStyle == nil)
        #expect(!regular.isBold)

        let medium = UIFont.systemFont(ofSize: 14, weight: .medium)
        #expect(medium.weight == .medium && !medium.isBold)

        let bold = UIFont.boldSystemFont(ofSize: 12)
        #expect(bold.pointSize == 12 && bold.weight == .bold && bold.isBold)

        let italic = UIFont.italicSystemFont(ofSize: 13)
        #expect(italic.isItalic && italic.weight == .regular)
    }

    @Test("withSize changes only the size")
    func withSize() {
        let headline = UIFont.preferredFont(forTextStyle: .headline).withSize(30)
        #expect(headline.pointSize == 30)
        #expect(headline.weight == .semibold)
        #expect(headline.textStyle == .headline)
        #expect(UIFont.italicSystemFont(ofSize: 10).withSize(20) == UIFont.italicSystemFont(ofSize: 20))
        #expect(UIFont.systemFont(ofSize: 10).withSize(20) != UIFont.italicSystemFont(ofSize: 20))
    }

    @Test("Line height is about 1.193 × the point size")
    func lineHeight() {
        #expect(abs(UIFont.systemFont(ofSize: 17).lineHeight - 20.281) < 0.001)
        #expect(abs(UIFont.systemFont(ofSize: 100).lineHeight - 119.3) < 0.001)
    }

    // MARK: Insets

    @Test("inset(by:) moves the origin and shrinks the size, clamping at zero",
          arguments: [
            (UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), CGRect(x: 12, y: 21, width: 94, height: 46)),
            (.zero, CGRect(x: 10, y: 20, width: 100, height: 50)),
            (UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5), CGRect(x: 5, y: 15, width: 110, height: 60)),
            (UIEdgeInsets(top: 30, left: 60, bottom: 30, right: 60), CGRect(x: 70, y: 50, width: 0, height: 0)),
          ])
    func insetRect(insets: UIEdgeInsets, expected: CGRect) {
        #expect(CGRect(x: 10, y: 20, width: 100, height: 50).inset(by: insets) == expected)
    }

    @Test("Zero insets equal the empty initializer")
    func zeroInsets() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
    }

    // MARK: Images

    @Test("UIImage(systemName:) and UIImage(named:) are nil for an empty name")
    func emptyImageNames() {
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(named: "") == nil)
    }

    @Test("A symbol image carries its name, zero size and automatic rendering")
    func symbolImage() throws {
        let image = try #require(UIImage(systemName: "chevron.right"))
        #expect(image.symbolName == "chevron.right")
        #expect(image.isSymbolImage)
        #expect(image.size == .zero)
        #expect(image.renderingMode == .automatic)
        #expect(image.tintColor == nil)
        #expect(image == UIImage(systemName: "chevron.right"))
        #expect(image != UIImage(systemName: "checkmark"))

        let named = try #require(UIImage(named: "logo"))
        #expect(named.symbolName == nil && !named.isSymbolImage)
        #expect(named != image)
    }

    @Test("withRenderingMode and withTintColor return changed copies")
    func imageVariants() throws {
        let image = try #require(UIImage(systemName: "checkmark"))
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(image.renderingMode == .automatic)

        // UIKit: "The new image uses the same rendering mode as the original image."
        let tinted = template.withTintColor(.systemRed)
        #expect(tinted.tintColor == .systemRed)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(tinted.symbolName == "checkmark")

        let original = image.withTintColor(.systemGreen, renderingMode: .alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal && original.tintColor == .systemGreen)
        #expect(original != tinted)
    }
}

/// The classic fixed colours UIKit code names, and hue-saturation-brightness.
@Suite("Appearance: more of UIColor")
struct MoreColourTests {
    @Test("The classic fixed colours have UIKit's components",
          arguments: [
            (UIColor.lightGray, 2.0 / 3.0, 2.0 / 3.0, 2.0 / 3.0, 1.0),
            (UIColor.darkGray, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 1.0),
            (UIColor.cyan, 0, 1, 1, 1),
            (UIColor.yellow, 1, 1, 0, 1),
            (UIColor.magenta, 1, 0, 1, 1),
            (UIColor.orange, 1, 0.5, 0, 1),
            (UIColor.purple, 0.5, 0, 0.5, 1),
            (UIColor.brown, 0.6, 0.4, 0.2, 1),
            (UIColor.lightText, 1, 1, 1, 0.6),
            (UIColor.darkText, 0, 0, 0, 1),
          ] as [(UIColor, Double, Double, Double, Double)])
    func classicColours(color: UIColor, red: Double, green: Double, blue: Double, alpha: Double) {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(Double(r) - red) < 1e-9 && abs(Double(g) - green) < 1e-9 && abs(Double(b) - blue) < 1e-9)
        #expect(abs(Double(a) - alpha) < 1e-9)
    }

    @Test("init(hue:saturation:brightness:alpha:) lands on the primaries and secondaries, and wraps the hue",
          arguments: [
            (0.0, 1.0, 0.0, 0.0), (1.0 / 6.0, 1.0, 1.0, 0.0), (2.0 / 6.0, 0.0, 1.0, 0.0),
            (3.0 / 6.0, 0.0, 1.0, 1.0), (4.0 / 6.0, 0.0, 0.0, 1.0), (5.0 / 6.0, 1.0, 0.0, 1.0),
            (1.0, 1.0, 0.0, 0.0), (1.5, 0.0, 1.0, 1.0),
          ])
    func hueWheel(hue: Double, red: Double, green: Double, blue: Double) {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(Double(r) - red) < 1e-9 && abs(Double(g) - green) < 1e-9 && abs(Double(b) - blue) < 1e-9, "hue \(hue)")
        #expect(a == 0.5)
    }

    @Test("Saturation pulls towards white and brightness towards black; getHue reads back what init made")
    func hueRoundTrip() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        UIColor(hue: 0, saturation: 0.5, brightness: 0.8, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(abs(r - 0.8) < 1e-9 && abs(g - 0.4) < 1e-9 && abs(b - 0.4) < 1e-9)
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(hue: 0.6, saturation: 0.25, brightness: 0.7, alpha: 0.3).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.25) < 1e-9 && abs(v - 0.7) < 1e-9 && abs(a - 0.3) < 1e-9)
        UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(h == 0 && s == 0 && v == 0.5, "a grey has no hue or saturation")
    }
}
