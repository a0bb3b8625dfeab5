import Foundation

/// The text size a person chose in Settings (Display & Text Size, or Accessibility's Larger
/// Text): what Dynamic Type fonts follow.
///
/// The seven standard sizes run from ``extraSmall`` to ``extraExtraExtraLarge`` around the
/// default, ``large``; the five accessibility sizes follow. Categories compare by size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No category specified; fonts use ``large``.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// A small size.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A medium size.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A large size.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// A larger size.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size (AX5).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest, ``unspecified`` excluded.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in ``ordered``: ``large`` for ``unspecified`` and unknown names.
    var sizeIndex: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { sizeIndex >= 7 }

    /// Whether `lhs` is a smaller text size than `rhs` (``unspecified`` counts as ``large``).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.sizeIndex < rhs.sizeIndex
    }

    /// The category a setting names: the short names `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`,
    /// `ax1`…`ax5`, the Swift names (`extraLarge`, `accessibilityMedium`) or UIKit's raw values, in
    /// any case; `nil` for anything else.
    public init?(settingName name: String) {
        let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
        let swift = ["extrasmall", "small", "medium", "large", "extralarge", "extraextralarge", "extraextraextralarge",
                     "accessibilitymedium", "accessibilitylarge", "accessibilityextralarge", "accessibilityextraextralarge",
                     "accessibilityextraextraextralarge"]
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let index = short.firstIndex(of: key) ?? swift.firstIndex(of: key) {
            self = Self.ordered[index]
        } else if let match = Self.ordered.first(where: { $0.rawValue.lowercased() == key }) {
            self = match
        } else {
            return nil
        }
    }

    /// The environment variable that sets the text size of the screens hosts make:
    /// `TRESTLE_TEXT_SIZE=xl`, for instance (see ``init(settingName:)``).
    public static let environmentVariable = "TRESTLE_TEXT_SIZE"

    /// The category `TRESTLE_TEXT_SIZE` names, or ``large``.
    static var fromEnvironment: UIContentSizeCategory {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap(UIContentSizeCategory.init(settingName:)) ?? .large
    }

    /// Posted when the preferred content size category changes; the new category is in the
    /// notification's `userInfo` under ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The `userInfo` key of ``didChangeNotification``'s new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
