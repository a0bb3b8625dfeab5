import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("Dynamic Type")
struct DynamicTypeTests {
    /// Runs `body` with ``UITraitCollection/current`` set to `category`, then restores it.
    func withCurrentCategory<T>(_ category: UIContentSizeCategory, _ body: () -> T) -> T {
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(traitsFrom: [saved, UITraitCollection(preferredContentSizeCategory: category)])
        defer { UITraitCollection.current = saved }
        return body()
    }

    @Test("Every text style has Apple's size in every category", arguments: [
        (UIFont.TextStyle.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [CGFloat]),
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ])
    func sizes(style: UIFont.TextStyle, expected: [CGFloat]) {
        let categories: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
                                                   .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
                                                   .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                                                   .accessibilityExtraExtraExtraLarge]
        let sizes = categories.map {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)).pointSize
        }
        #expect(sizes == expected)
        #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: nil).textStyle == style)
    }

    @Test("Headline is semibold and body regular at every size; an unspecified category is the default, Large")
    func weightsAndDefault() {
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: huge).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).weight == .regular)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
    }

    @Test("preferredFont(forTextStyle:) follows the current traits' category")
    func followsCurrentTraits() {
        #expect(withCurrentCategory(.extraExtraExtraLarge) { UIFont.preferredFont(forTextStyle: .body).pointSize } == 23)
        #expect(withCurrentCategory(.unspecified) { UIFont.preferredFont(forTextStyle: .body).pointSize } == 17)
    }

    @Test("Font metrics scale values and fonts along a style's curve, with a ceiling when asked")
    func fontMetrics() {
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax1) == 28)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 34, compatibleWith: ax1) == 56)
        #expect(UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small)) == 12)
        let custom = UIFont(name: "Avenir Next", size: 17)!
        let scaled = UIFontMetrics(forTextStyle: .headline).scaledFont(for: custom, compatibleWith: ax1)
        #expect(scaled.pointSize == 28)
        #expect(scaled.familyName == "Avenir Next", "the family is kept")
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 20, compatibleWith: ax1).pointSize == 20)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
    }

    @Test("UIFont(name:size:) knows iOS's families and faces, reading weight and slant from the face; an unknown name is nil")
    func namedFonts() throws {
        let helvetica = try #require(UIFont(name: "Helvetica", size: 14))
        #expect(helvetica.familyName == "Helvetica" && helvetica.fontName == "Helvetica" && helvetica.pointSize == 14)
        #expect(helvetica.weight == .regular && !helvetica.isItalic)
        let demi = try #require(UIFont(name: "AvenirNext-DemiBold", size: 20))
        #expect(demi.familyName == "Avenir Next" && demi.weight == .semibold)
        let oblique = try #require(UIFont(name: "Helvetica-BoldOblique", size: 12))
        #expect(oblique.weight == .bold && oblique.isItalic)
        #expect(UIFont(name: "Menlo-Regular", size: 11)?.familyName == "Menlo")
        #expect(UIFont(name: "NoSuchFont", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(helvetica != UIFont.systemFont(ofSize: 14), "another family")
        #expect(UIFont.systemFont(ofSize: 14).familyName == ".AppleSystemUIFont")
        #expect(UIFont.systemFont(ofSize: 14, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium) == UIFont.systemFont(ofSize: 15, weight: .medium))
    }

    @Test("Categories order by size; the five largest are the accessibility sizes; settings name them short or long")
    func categories() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory(settingName: "xl") == .extraLarge)
        #expect(UIContentSizeCategory(settingName: "AX3") == .accessibilityExtraLarge)
        #expect(UIContentSizeCategory(settingName: "extraSmall") == .extraSmall)
        #expect(UIContentSizeCategory(settingName: "UICTContentSizeCategoryXXL") == .extraExtraLarge)
        #expect(UIContentSizeCategory(settingName: "huge") == nil)
    }

    @Test("In the terminal, where text has one size, titles and headlines draw bold and footnotes and captions dim; pixels draw the sizes instead")
    func terminalShowsStylesAsEmphasis() {
        let styles: [(UIFont.TextStyle, String)] = [(.title2, "Title"), (.headline, "Head"), (.body, "Body"), (.caption1, "Caption"), (.footnote, "Note")]
        func attributes(metrics: MetricsProfile) -> [String: TextAttributes] {
            let host = HeadlessHost(size: CGSize(width: 200, height: 200), metrics: metrics)
            let root = UIView()
            host.rootView = root
            for (index, (style, text)) in styles.enumerated() {
                let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: 100, height: 30))
                label.font = .preferredFont(forTextStyle: style)
                label.text = text
                root.addSubview(label)
            }
            var found: [String: TextAttributes] = [:]
            for item in host.displayList().items {
                if case .text(let run) = item.primitive { found[run.string] = run.attributes }
            }
            return withExtendedLifetime(host) { found }
        }
        let cells = attributes(metrics: .terminal)
        #expect(cells["Title"]?.isBold == true && cells["Head"]?.isBold == true)
        #expect(cells["Body"]?.isBold == false && cells["Body"]?.isDim == false)
        #expect(cells["Caption"]?.isDim == true && cells["Note"]?.isDim == true)
        let pixels = attributes(metrics: .iOS)
        #expect(pixels["Title"]?.isBold == false, "a title is regular weight on iOS, drawn larger")
        #expect(pixels["Head"]?.isBold == true, "a headline is semibold")
        #expect(pixels["Caption"]?.isDim == false)
    }
}
