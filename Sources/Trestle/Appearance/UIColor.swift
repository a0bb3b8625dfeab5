import Foundation
import TrestleCore

/// An immutable colour: either fixed sRGB components with alpha, or a dynamic colour that picks a
/// colour for each trait collection.
///
/// The system colours (`systemBlue`, `systemGray`…) and the semantic colours (`label`,
/// `separator`, `systemGroupedBackground`…) are dynamic, with Apple's published light and dark
/// values, so a table drawn in the dark style uses the dark palette. Call
/// ``resolvedColor(with:)`` to get the fixed colour for a trait collection, and
/// ``displayColor(for:)`` to hand it to a host.
///
/// Components are extended-range sRGB and never clamped, as in UIKit since iOS 10.
///
/// - Note: UIKit compares most colours by identity or colour-space details. Trestle compares by
///   value: two fixed colours are equal when their components are equal, and two dynamic colours
///   are equal when they resolve to equal colours in both the light and the dark style. A fixed
///   colour never equals a dynamic one. Trestle's colours are value-like so tests and diffable
///   snapshots can compare them.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    /// Extended sRGB components with alpha.
    private struct Components: Hashable, Sendable {
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat
    }

    private enum Storage: Sendable {
        case components(Components)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let storage: Storage

    /// The UIKit name of a system colour, shown in ``description``.
    private let name: String?

    /// Whether this is one of UIKit's de-emphasised text colours (secondary, tertiary and
    /// quaternary label, placeholder text): the terminal also draws such text dim, so the
    /// difference shows without colour (`NO_COLOR`).
    package var isSecondaryTextColor: Bool {
        guard let name else { return false }
        return ["secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText"].contains(name)
    }

    private init(storage: Storage, name: String?) {
        self.storage = storage
        self.name = name
    }

    /// Creates a colour from red, green, blue and opacity components.
    ///
    /// Values outside `0...1` are kept (extended sRGB), as in UIKit.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: .components(Components(red: red, green: green, blue: blue, alpha: alpha)), name: nil)
    }

    /// Creates a grey from a brightness (0 is black, 1 is white) and an opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a dynamic colour that asks `dynamicProvider` for the colour to use in each trait
    /// collection.
    ///
    /// The provider is called whenever the colour is resolved, not when it is created.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(storage: .dynamic(dynamicProvider), name: nil)
    }

    /// Returns the fixed colour this colour stands for in `traitCollection`.
    ///
    /// A fixed colour returns itself. A dynamic colour calls its provider, and resolves the
    /// provider's answer again if that is dynamic too.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components:
            return self
        case .dynamic(let provider):
            return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// Returns a colour with the same components and the given opacity.
    ///
    /// For a dynamic colour the result is dynamic: each resolution takes the new opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .components(var components):
            components.alpha = alpha
            return UIColor(storage: .components(components), name: nil)
        case .dynamic:
            return UIColor { [self] traits in
                resolvedColor(with: traits).withAlphaComponent(alpha)
            }
        }
    }

    /// Writes the colour's red, green, blue and opacity components to the non-nil pointers.
    ///
    /// A dynamic colour is first resolved against ``UITraitCollection/current``.
    ///
    /// - Returns: `true`; every Trestle colour converts to sRGB. UIKit returns `false` for colours
    ///   that do not (pattern colours), which Trestle does not have.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = resolvedComponents(with: UITraitCollection.currentForResolution)
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Returns the colour a host should draw for this colour in `traitCollection`.
    ///
    /// This is Trestle's bridge from UIKit colours to hosts: it resolves a dynamic colour and
    /// converts the result to the engine's `DisplayColor`.
    ///
    /// - Note: Not in UIKit, where views hand colours to Core Animation instead. Components
    ///   outside `0...1` (extended sRGB) are clamped into it, because hosts draw in plain sRGB.
    public func displayColor(for traitCollection: UITraitCollection) -> DisplayColor {
        let components = resolvedComponents(with: traitCollection)
        func clamped(_ value: CGFloat) -> Double { Double(min(max(value, 0), 1)) }
        return DisplayColor(red: clamped(components.red), green: clamped(components.green),
                            blue: clamped(components.blue), alpha: clamped(components.alpha))
    }

    private func resolvedComponents(with traitCollection: UITraitCollection) -> Components {
        switch storage {
        case .components(let components):
            return components
        case .dynamic(let provider):
            return provider(traitCollection).resolvedComponents(with: traitCollection)
        }
    }

    /// A text description: the components of a fixed colour, or the name of a system colour.
    public var description: String {
        switch storage {
        case .components(let c):
            return "UIColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
        case .dynamic:
            return name.map { "UIColor.\($0) (dynamic)" } ?? "UIColor(dynamicProvider:)"
        }
    }

    /// Returns whether two colours are equal by value (see the type's discussion).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        switch (lhs.storage, rhs.storage) {
        case let (.components(left), .components(right)):
            return left == right
        case (.dynamic, .dynamic):
            return lhs.resolvedComponents(with: .lightAppearance) == rhs.resolvedComponents(with: .lightAppearance)
                && lhs.resolvedComponents(with: .darkAppearance) == rhs.resolvedComponents(with: .darkAppearance)
        default:
            return false
        }
    }

    /// Hashes the components, or for a dynamic colour its light and dark resolutions.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .components(let components):
            hasher.combine(false)
            hasher.combine(components)
        case .dynamic:
            hasher.combine(true)
            hasher.combine(resolvedComponents(with: .lightAppearance))
            hasher.combine(resolvedComponents(with: .darkAppearance))
        }
    }
}

// MARK: - Fixed colours

extension UIColor {
    /// Black (grey 0, opaque).
    public static let black = UIColor(white: 0, alpha: 1)
    /// White (grey 1, opaque).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Mid grey (grey 0.5, opaque).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Light grey (grey ⅔, opaque).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Dark grey (grey ⅓, opaque).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text for dark backgrounds: white at 60% opacity, in every style.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text for light backgrounds: opaque black, in every style.
    public static let darkText = UIColor(white: 0, alpha: 1)
}

// MARK: - System colours

// Light and dark values are Apple's published iOS 13–18 system palette (the Human Interface
// Guidelines colour tables, matching what `resolvedColor(with:)` returns on iOS). iOS 26 retunes
// some of these; Trestle keeps the long-standing values.

extension UIColor {
    /// A colour from a 24-bit `0xRRGGBB` value.
    private convenience init(rgb8 value: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

    /// A named dynamic colour: `dark` in the dark style, `light` otherwise (including unspecified,
    /// which UIKit resolves as light).
    private static func system(_ name: String, light: UIColor, dark: UIColor) -> UIColor {
        UIColor(storage: .dynamic { $0.userInterfaceStyle == .dark ? dark : light }, name: name)
    }

    /// The system red: #FF3B30 in light, #FF453A in dark.
    public static let systemRed = system("systemRed", light: UIColor(rgb8: 0xFF3B30), dark: UIColor(rgb8: 0xFF453A))
    /// The system green: #34C759 in light, #30D158 in dark.
    public static let systemGreen = system("systemGreen", light: UIColor(rgb8: 0x34C759), dark: UIColor(rgb8: 0x30D158))
    /// The system blue, iOS's default tint: #007AFF in light, #0A84FF in dark.
    public static let systemBlue = system("systemBlue", light: UIColor(rgb8: 0x007AFF), dark: UIColor(rgb8: 0x0A84FF))
    /// The system orange: #FF9500 in light, #FF9F0A in dark.
    public static let systemOrange = system("systemOrange", light: UIColor(rgb8: 0xFF9500), dark: UIColor(rgb8: 0xFF9F0A))
    /// The system yellow: #FFCC00 in light, #FFD60A in dark.
    public static let systemYellow = system("systemYellow", light: UIColor(rgb8: 0xFFCC00), dark: UIColor(rgb8: 0xFFD60A))
    /// The system pink: #FF2D55 in light, #FF375F in dark.
    public static let systemPink = system("systemPink", light: UIColor(rgb8: 0xFF2D55), dark: UIColor(rgb8: 0xFF375F))
    /// The system purple: #AF52DE in light, #BF5AF2 in dark.
    public static let systemPurple = system("systemPurple", light: UIColor(rgb8: 0xAF52DE), dark: UIColor(rgb8: 0xBF5AF2))
    /// The system teal: #30B0C7 in light, #40C8E0 in dark.
    ///
    /// - Note: These are the values since iOS 15; iOS 13 and 14 used #5AC8FA and #64D2FF, which
    ///   iOS 15 moved to the new `systemCyan`.
    public static let systemTeal = system("systemTeal", light: UIColor(rgb8: 0x30B0C7), dark: UIColor(rgb8: 0x40C8E0))
    /// The system indigo: #5856D6 in light, #5E5CE6 in dark.
    public static let systemIndigo = system("systemIndigo", light: UIColor(rgb8: 0x5856D6), dark: UIColor(rgb8: 0x5E5CE6))
    /// The system brown: #A2845E in light, #AC8E68 in dark.
    public static let systemBrown = system("systemBrown", light: UIColor(rgb8: 0xA2845E), dark: UIColor(rgb8: 0xAC8E68))
    /// The system mint (iOS 15): #00C7BE in light, #63E6E2 in dark.
    public static let systemMint = system("systemMint", light: UIColor(rgb8: 0x00C7BE), dark: UIColor(rgb8: 0x63E6E2))
    /// The system cyan (iOS 15): #32ADE6 in light, #64D2FF in dark.
    public static let systemCyan = system("systemCyan", light: UIColor(rgb8: 0x32ADE6), dark: UIColor(rgb8: 0x64D2FF))

    /// The base system grey, #8E8E93 in both styles.
    public static let systemGray = system("systemGray", light: UIColor(rgb8: 0x8E8E93), dark: UIColor(rgb8: 0x8E8E93))
    /// The second system grey: #AEAEB2 in light, #636366 in dark.
    public static let systemGray2 = system("systemGray2", light: UIColor(rgb8: 0xAEAEB2), dark: UIColor(rgb8: 0x636366))
    /// The third system grey: #C7C7CC in light, #48484A in dark.
    public static let systemGray3 = system("systemGray3", light: UIColor(rgb8: 0xC7C7CC), dark: UIColor(rgb8: 0x48484A))
    /// The fourth system grey: #D1D1D6 in light, #3A3A3C in dark.
    public static let systemGray4 = system("systemGray4", light: UIColor(rgb8: 0xD1D1D6), dark: UIColor(rgb8: 0x3A3A3C))
    /// The fifth system grey: #E5E5EA in light, #2C2C2E in dark.
    public static let systemGray5 = system("systemGray5", light: UIColor(rgb8: 0xE5E5EA), dark: UIColor(rgb8: 0x2C2C2E))
    /// The sixth, lightest system grey: #F2F2F7 in light, #1C1C1E in dark.
    public static let systemGray6 = system("systemGray6", light: UIColor(rgb8: 0xF2F2F7), dark: UIColor(rgb8: 0x1C1C1E))
}

// MARK: - Semantic colours

extension UIColor {
    /// The colour for primary text: black in light, white in dark.
    public static let label = system("label", light: UIColor(rgb8: 0x000000), dark: UIColor(rgb8: 0xFFFFFF))
    /// The colour for secondary text: #3C3C43 at 60% in light, #EBEBF5 at 60% in dark.
    public static let secondaryLabel = system("secondaryLabel",
                                              light: UIColor(rgb8: 0x3C3C43, alpha: 0.6),
                                              dark: UIColor(rgb8: 0xEBEBF5, alpha: 0.6))
    /// The colour for tertiary text: #3C3C43 at 30% in light, #EBEBF5 at 30% in dark.
    public static let tertiaryLabel = system("tertiaryLabel",
                                             light: UIColor(rgb8: 0x3C3C43, alpha: 0.3),
                                             dark: UIColor(rgb8: 0xEBEBF5, alpha: 0.3))
    /// The colour for quaternary text: #3C3C43 at 18% in light, #EBEBF5 at 16% in dark.
    public static let quaternaryLabel = system("quaternaryLabel",
                                               light: UIColor(rgb8: 0x3C3C43, alpha: 0.18),
                                               dark: UIColor(rgb8: 0xEBEBF5, alpha: 0.16))
    /// The colour for links: #007AFF in light, #0984FF in dark.
    public static let link = system("link", light: UIColor(rgb8: 0x007AFF), dark: UIColor(rgb8: 0x0984FF))
    /// The colour for placeholder text: #3C3C43 at 30% in light, #EBEBF5 at 30% in dark.
    public static let placeholderText = system("placeholderText",
                                               light: UIColor(rgb8: 0x3C3C43, alpha: 0.3),
                                               dark: UIColor(rgb8: 0xEBEBF5, alpha: 0.3))
    /// The colour for thin separators that let content show through: #3C3C43 at 29% in light,
    /// #545458 at 60% in dark.
    public static let separator = system("separator",
                                         light: UIColor(rgb8: 0x3C3C43, alpha: 0.29),
                                         dark: UIColor(rgb8: 0x545458, alpha: 0.6))
    /// The colour for opaque separators: #C6C6C8 in light, #38383A in dark.
    public static let opaqueSeparator = system("opaqueSeparator", light: UIColor(rgb8: 0xC6C6C8), dark: UIColor(rgb8: 0x38383A))

    /// The background of a plain interface, such as a plain table: white in light, black in dark.
    public static let systemBackground = system("systemBackground", light: UIColor(rgb8: 0xFFFFFF), dark: UIColor(rgb8: 0x000000))
    /// The background for content layered on ``systemBackground``: #F2F2F7 in light, #1C1C1E in
    /// dark.
    public static let secondarySystemBackground = system("secondarySystemBackground",
                                                         light: UIColor(rgb8: 0xF2F2F7), dark: UIColor(rgb8: 0x1C1C1E))
    /// The background for content layered on ``secondarySystemBackground``: white in light,
    /// #2C2C2E in dark.
    public static let tertiarySystemBackground = system("tertiarySystemBackground",
                                                        light: UIColor(rgb8: 0xFFFFFF), dark: UIColor(rgb8: 0x2C2C2E))
    /// The background of a grouped interface, such as a grouped table: #F2F2F7 in light, black in
    /// dark.
    public static let systemGroupedBackground = system("systemGroupedBackground",
                                                       light: UIColor(rgb8: 0xF2F2F7), dark: UIColor(rgb8: 0x000000))
    /// The background of content in a grouped interface, such as a grouped table's cells: white in
    /// light, #1C1C1E in dark.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground",
                                                                light: UIColor(rgb8: 0xFFFFFF), dark: UIColor(rgb8: 0x1C1C1E))
    /// The background for content layered on ``secondarySystemGroupedBackground``: #F2F2F7 in
    /// light, #2C2C2E in dark.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground",
                                                               light: UIColor(rgb8: 0xF2F2F7), dark: UIColor(rgb8: 0x2C2C2E))

    /// The fill for thin and small shapes: #787880 at 20% in light, at 36% in dark.
    public static let systemFill = system("systemFill",
                                          light: UIColor(rgb8: 0x787880, alpha: 0.2),
                                          dark: UIColor(rgb8: 0x787880, alpha: 0.36))
    /// The fill for medium-size shapes: #787880 at 16% in light, at 32% in dark.
    public static let secondarySystemFill = system("secondarySystemFill",
                                                   light: UIColor(rgb8: 0x787880, alpha: 0.16),
                                                   dark: UIColor(rgb8: 0x787880, alpha: 0.32))
    /// The fill for large shapes (input fields, search bars): #767680 at 12% in light, at 24% in
    /// dark.
    public static let tertiarySystemFill = system("tertiarySystemFill",
                                                  light: UIColor(rgb8: 0x767680, alpha: 0.12),
                                                  dark: UIColor(rgb8: 0x767680, alpha: 0.24))
    /// The fill for large areas holding complex content: #747480 at 8% in light, #767680 at 18%
    /// in dark.
    public static let quaternarySystemFill = system("quaternarySystemFill",
                                                    light: UIColor(rgb8: 0x747480, alpha: 0.08),
                                                    dark: UIColor(rgb8: 0x767680, alpha: 0.18))

    /// The tint colour of the view a colour is drawn in.
    ///
    /// - Note: In UIKit this colour resolves to the tint of the view that uses it. On its own it
    ///   resolves to the default tint, ``systemBlue``; views can recognise this exact instance
    ///   (`===`) and substitute their own tint. By value it equals ``systemBlue``.
    public static let tintColor = system("tintColor", light: UIColor(rgb8: 0x007AFF), dark: UIColor(rgb8: 0x0A84FF))
}
