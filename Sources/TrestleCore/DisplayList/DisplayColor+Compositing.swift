import Foundation

extension DisplayColor {
    /// Opaque black, the colour a terminal's background is assumed to be when nothing better is known.
    package static let opaqueBlack = DisplayColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    package static let opaqueWhite = DisplayColor(red: 1, green: 1, blue: 1)

    /// This colour painted over `under` with its alpha ("source over"); the result is opaque when
    /// `under` is. Components are clamped to 0...1 first, NaN counting as 0.
    package func composited(over under: DisplayColor) -> DisplayColor {
        let alpha = Self.clamped(alpha)
        if alpha >= 1 { return DisplayColor(red: Self.clamped(red), green: Self.clamped(green), blue: Self.clamped(blue)) }
        let underAlpha = Self.clamped(under.alpha)
        func mix(_ top: Double, _ bottom: Double) -> Double {
            Self.clamped(top) * alpha + Self.clamped(bottom) * (1 - alpha)
        }
        return DisplayColor(red: mix(red, under.red), green: mix(green, under.green), blue: mix(blue, under.blue),
                            alpha: alpha + underAlpha * (1 - alpha))
    }

    /// This colour mixed with `other`: `fraction` 0 is this colour, 1 is `other`; opaque.
    package func mixed(with other: DisplayColor, fraction: Double) -> DisplayColor {
        DisplayColor(red: Self.clamped(red) * (1 - fraction) + Self.clamped(other.red) * fraction,
                     green: Self.clamped(green) * (1 - fraction) + Self.clamped(other.green) * fraction,
                     blue: Self.clamped(blue) * (1 - fraction) + Self.clamped(other.blue) * fraction)
    }

    /// Whether the colour covers what is under it completely.
    package var isOpaque: Bool { Self.clamped(alpha) >= 1 }

    /// The colour's components as 8-bit values, rounded to nearest.
    package var rgb8: (UInt8, UInt8, UInt8) {
        func byte(_ value: Double) -> UInt8 { UInt8((Self.clamped(value) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue))
    }

    /// The colour's relative luminance as WCAG 2 defines it, ignoring alpha: 0 for black, 1 for
    /// white, from the linearised sRGB components weighted 0.2126, 0.7152 and 0.0722.
    package var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            let component = Self.clamped(component)
            return component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio between this colour and `other`, from 1 (the same luminance) to
    /// 21 (black and white); both are taken as opaque.
    package func contrastRatio(with other: DisplayColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast text needs to be read: WCAG 2's 4.5:1 for body text (success criterion 1.4.3).
    package static let minimumTextContrast = 4.5

    /// This colour moved towards black or white just far enough to stand at least `ratio` against
    /// `background`, in steps of 1/32 of the way; the colour itself when it already does.
    ///
    /// It moves towards whichever of black and white contrasts more with `background`, so that
    /// the result always reaches 4.5:1 (one of the two does against any colour). `shown` maps each
    /// candidate to the colour the output can really show (a palette's nearest entry), and the
    /// ratio is judged on that; the candidate is returned. `background` is taken as shown already.
    package func readable(on background: DisplayColor, ratio: Double = minimumTextContrast,
                          shown: (DisplayColor) -> DisplayColor = { $0 }) -> DisplayColor {
        let backgroundLuminance = background.relativeLuminance
        func contrast(_ color: DisplayColor) -> Double {
            let luminance = color.relativeLuminance
            return (max(luminance, backgroundLuminance) + 0.05) / (min(luminance, backgroundLuminance) + 0.05)
        }
        if contrast(shown(self)) >= ratio { return self }
        let towards = contrast(Self.opaqueBlack) >= contrast(Self.opaqueWhite) ? Self.opaqueBlack : Self.opaqueWhite
        let opaque = DisplayColor(red: Self.clamped(red), green: Self.clamped(green), blue: Self.clamped(blue))
        let steps = 32
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let candidate = DisplayColor(red: towards.red * fraction + opaque.red * (1 - fraction),
                                         green: towards.green * fraction + opaque.green * (1 - fraction),
                                         blue: towards.blue * fraction + opaque.blue * (1 - fraction))
            if contrast(shown(candidate)) >= ratio { return candidate }
        }
        return towards
    }

    /// A component clamped to 0...1, NaN counting as 0.
    package static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
