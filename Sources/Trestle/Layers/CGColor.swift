import Foundation
import TrestleCore

/// A fixed colour as Core Graphics holds it: what layers take for their background, border and
/// shadow colours.
///
/// Core Graphics does not exist on Linux; this is its colour type with the same initialisers and
/// properties, in the sRGB and grey spaces. A `CGColor` never changes with the appearance: a
/// dynamic ``UIColor`` becomes one through ``UIColor/cgColor``, resolved against
/// ``UITraitCollection/current`` at that moment, as in UIKit.
///
/// - Note: Core Graphics compares colours by colour space and components; so does Trestle, by
///   value (a grey and the equal RGB colour are different colours, as there).
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// Whether the colour is a grey (components: white, alpha) rather than RGB.
    private let isGray: Bool
    /// The components: white and alpha for a grey, red, green, blue and alpha otherwise.
    private let values: [CGFloat]

    private init(isGray: Bool, values: [CGFloat]) {
        self.isGray = isGray
        self.values = values
    }

    /// An sRGB colour from its components, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(isGray: false, values: [red, green, blue, alpha])
    }

    /// An sRGB colour from its components, each from 0 to 1 (the same as
    /// ``init(red:green:blue:alpha:)``: Trestle's colours are all sRGB).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey from its brightness (0 black, 1 white) and opacity.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(isGray: true, values: [gray, alpha])
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components, alpha last: two for a grey, four for an RGB colour.
    public var components: [CGFloat]? { values }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { values.count }

    /// The opacity, from 0 to 1.
    public var alpha: CGFloat { values[values.count - 1] }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        var values = self.values
        values[values.count - 1] = alpha
        return CGColor(isGray: isGray, values: values)
    }

    /// The colour as red, green, blue and alpha.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        isGray ? (values[0], values[0], values[0], values[1]) : (values[0], values[1], values[2], values[3])
    }

    /// The colour as hosts draw it, each component clamped to 0...1.
    package var displayColor: DisplayColor {
        func clamped(_ value: CGFloat) -> Double { Double(min(max(value, 0), 1)) }
        let rgba = self.rgba
        return DisplayColor(red: clamped(rgba.red), green: clamped(rgba.green), blue: clamped(rgba.blue),
                            alpha: clamped(rgba.alpha))
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.isGray == rhs.isGray && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isGray)
        hasher.combine(values)
    }

    /// The colour space and components.
    public var description: String {
        (isGray ? "CGColor(gray: " : "CGColor(sRGB: ") + values.map { "\($0)" }.joined(separator: ", ") + ")"
    }
}

extension UIColor {
    /// The colour as a Core Graphics colour, for layers: a dynamic colour resolved against
    /// ``UITraitCollection/current``.
    public var cgColor: CGColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A fixed colour with a Core Graphics colour's components.
    public convenience init(cgColor: CGColor) {
        let rgba = cgColor.rgba
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}
