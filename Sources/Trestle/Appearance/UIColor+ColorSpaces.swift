import Foundation

// MARK: - Display P3 and white

extension UIColor {
    /// Creates a colour from Display P3 components (the wide gamut of Apple's screens), each in
    /// `0...1`, and opacity.
    ///
    /// The colour is kept in extended sRGB, as UIKit converts it: P3 colours outside sRGB get
    /// components below 0 or above 1 (P3 red is about 1.093, −0.227, −0.150), which hosts clamp
    /// when they draw.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // sRGB and Display P3 share a transfer curve and the D65 white point; only the primaries differ.
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        self.init(red: Self.encoded(1.2249401 * r - 0.2249402 * g),
                  green: Self.encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: Self.encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                  alpha: alpha)
    }

    /// The sRGB transfer curve undone, extended to negative values by symmetry.
    private static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// The sRGB transfer curve, extended to negative values by symmetry.
    private static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }

    /// Writes the colour's brightness as a grey and its opacity to the non-nil pointers, when the
    /// colour is a grey (made with ``init(white:alpha:)``, or with equal red, green and blue).
    ///
    /// - Returns: whether the colour is a grey. UIKit answers `false` for colours in RGB spaces,
    ///   such as `systemBlue`, and leaves the pointers alone; so does Trestle.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, opacity: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &opacity)
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = opacity
        return true
    }
}

// MARK: - Named colours

extension UIColor {
    /// Creates the colour named `name` from the main bundle's colour sets; `nil` when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Creates the colour named `name` from `bundle`'s colour sets (`Bundle.main` when `nil`): a
    /// dynamic colour with the set's light and dark values. `nil` when the bundle has no such set
    /// or its `Contents.json` cannot be read.
    ///
    /// A colour set is Xcode's: a folder `name.colorset` holding `Contents.json`, at the top of
    /// the bundle's resources or inside a `.xcassets` folder there (a package copies the folder
    /// with `.copy("Colors.xcassets")`). Components may be written as fractions (`"0.200"`), 8-bit
    /// numbers (`"51"`) or hexadecimal (`"0x33"`), in the `srgb`, `extended-srgb`, `display-p3`
    /// or grey (`white`) spaces. With `traitCollection` the colour is returned resolved for it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = ColorSet(named: name, in: bundle ?? .main) else { return nil }
        if let traitCollection {
            let fixed = set.color(for: traitCollection)
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            fixed.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        } else {
            self.init(dynamicProvider: { set.color(for: $0) })
        }
    }
}

/// An Xcode colour set read from a bundle: its light (any) and dark colours.
private struct ColorSet: Sendable {
    var light: UIColor
    var dark: UIColor?

    func color(for traits: UITraitCollection) -> UIColor {
        traits.userInterfaceStyle == .dark ? dark ?? light : light
    }

    init?(named name: String, in bundle: Bundle) {
        guard let root = bundle.resourceURL else { return nil }
        var candidates = [root.appendingPathComponent("\(name).colorset")]
        let contents = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        candidates += contents.filter { $0.pathExtension == "xcassets" }.map { $0.appendingPathComponent("\(name).colorset") }
        guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
              let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: UIColor?
        var dark: UIColor?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(Self.color(from:)) else { continue }
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            if appearances.contains(where: { $0["appearance"] == "luminosity" && $0["value"] == "dark" }) {
                dark = color
            } else if appearances.isEmpty {
                light = color
            }
        }
        guard let light else { return nil }
        self.light = light
        self.dark = dark
    }

    /// A colour from an entry's `color`: its space and components.
    private static func color(from description: [String: Any]) -> UIColor? {
        guard let components = description["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            guard let number = Double(text) else { return nil }
            // Whole numbers above 1 are 8-bit values; fractions are used as written.
            return !text.contains(".") && number > 1 ? CGFloat(number / 255) : CGFloat(number)
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        if description["color-space"] as? String == "display-p3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
