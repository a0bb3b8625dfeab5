import Foundation

// MARK: - Hue, saturation and brightness

extension UIColor {
    /// Creates a colour from hue, saturation and brightness (HSB, also called HSV), each in
    /// `0...1`, and opacity.
    ///
    /// A hue of 0 and of 1 are both red; the hue wraps, so 1.25 is the same as 0.25.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the colour's hue, saturation, brightness and opacity to the non-nil pointers.
    ///
    /// A dynamic colour is first resolved against ``UITraitCollection/current``. A grey has hue
    /// and saturation 0.
    ///
    /// - Returns: `true`; every Trestle colour converts.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, opacity: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &opacity)
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let range = maximum - minimum
        var h: CGFloat = 0
        if range > 0 {
            if maximum == red {
                h = (green - blue) / range
            } else if maximum == green {
                h = 2 + (blue - red) / range
            } else {
                h = 4 + (red - green) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = opacity
        return true
    }

    /// The red, green and blue of a hue, saturation and brightness.
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        guard s > 0 else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
