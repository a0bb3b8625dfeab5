import TrestleCore

/// How many colours a terminal can show, and so how the renderer writes colours to it.
///
/// Colours in a display list are sRGB with alpha. A terminal shows them as 24-bit colour, as an
/// entry of the xterm 256-colour palette, as one of the 16 ANSI colours, or not at all; this type
/// names those four capabilities, detects the right one from the environment and downsamples
/// colours to it (see ``terminalColor(for:over:)``).
public enum TerminalColorMode: Sendable, Hashable {
    /// 24-bit colour: `SGR 38;2;r;g;b` and `48;2;r;g;b`.
    case trueColor
    /// The xterm 256-colour palette: `SGR 38;5;n` and `48;5;n`, using only the 6×6×6 cube and the
    /// grey ramp (entries 16–255), whose values every terminal agrees on.
    case palette256
    /// The 16 ANSI colours: `SGR 30–37`, `90–97` and `40–47`, `100–107`.
    case palette16
    /// No colour at all (`NO_COLOR`): text attributes such as bold and underline still show.
    case none

    /// The colour mode the environment asks for.
    ///
    /// The rules, first match wins:
    /// 1. `NO_COLOR` set to a non-empty value (see no-color.org) → ``none``.
    /// 2. `COLORTERM` is `truecolor` or `24bit` → ``trueColor``.
    /// 3. `TERM` ends in `-direct` (the terminfo convention for 24-bit colour, e.g. `xterm-direct`)
    ///    → ``trueColor``.
    /// 4. `TERM` contains `256color` → ``palette256``.
    /// 5. Otherwise → ``palette16``.
    ///
    /// - Parameter environment: The process environment, usually
    ///   `ProcessInfo.processInfo.environment`.
    public static func detect(environment: [String: String]) -> TerminalColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .palette16
    }

    /// The terminal colour that shows `color` in this mode, or `nil` in ``none``.
    ///
    /// A translucent `color` is first composited over `background` (itself composited over black
    /// if translucent), or over black when no background is given; the opaque result is then
    /// rounded to 8-bit components (``trueColor``) or mapped to the nearest palette entry by
    /// Euclidean distance in sRGB (``palette256``, ``palette16``).
    public func terminalColor(for color: DisplayColor, over background: DisplayColor? = nil) -> TerminalColor? {
        if self == .none { return nil }
        let base = (background ?? .opaqueBlack).composited(over: .opaqueBlack)
        let (red, green, blue) = color.composited(over: base).rgb8
        switch self {
        case .trueColor: return .rgb(red: red, green: green, blue: blue)
        case .palette256: return .palette256(Self.palette256Index(red: red, green: green, blue: blue))
        case .palette16: return .ansi16(Self.ansi16Index(red: red, green: green, blue: blue))
        case .none: return nil
        }
    }

    /// The colour the terminal shows for `color` in this mode: `color` itself in ``trueColor``
    /// (rounded to 8 bits), the palette entry's value in ``palette256`` and ``palette16`` (xterm's
    /// defaults for the 16 ANSI colours, which terminals may theme), `nil` in ``none``.
    ///
    /// The renderer judges the contrast of text on what the terminal will show, not on the
    /// colour asked for (``TerminalFrameRenderer``).
    public func shownColor(for color: DisplayColor) -> DisplayColor? {
        guard let terminalColor = terminalColor(for: color) else { return nil }
        return terminalColor.shownValue
    }

    /// The entry of the xterm 256-colour palette nearest to an 8-bit sRGB colour, among the
    /// 6×6×6 colour cube (16–231) and the 24-step grey ramp (232–255).
    ///
    /// Entries 0–15 are left out because terminals theme them freely, so their appearance is not
    /// known. Pure red (255, 0, 0) is 196; black is 16; white is 231.
    ///
    /// - Complexity: O(1): the nearest cube entry is found per channel and compared with the
    ///   nearest grey.
    public static func palette256Index(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let r = Int(red), g = Int(green), b = Int(blue)
        let (ri, gi, bi) = (cubeIndex(r), cubeIndex(g), cubeIndex(b))
        let cubeDistance = distance(r, g, b, cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        // The grey nearest in Euclidean distance is the one nearest the mean of the components.
        let mean = Double(r + g + b) / 3
        let greyIndex = min(23, max(0, Int(((mean - 8) / 10).rounded())))
        let grey = 8 + 10 * greyIndex
        let greyDistance = distance(r, g, b, grey, grey, grey)
        if greyDistance < cubeDistance { return UInt8(232 + greyIndex) }
        return UInt8(16 + 36 * ri + 6 * gi + bi)
    }

    /// The ANSI colour (0–15) nearest to an 8-bit sRGB colour, by Euclidean distance to xterm's
    /// default values for the 16 colours (ties go to the lower index).
    ///
    /// Pure red (255, 0, 0) is 9, bright red, which xterm defines as exactly that colour; xterm's
    /// red (1) is (205, 0, 0).
    public static func ansi16Index(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in ansi16Values.enumerated() {
            let d = distance(Int(red), Int(green), Int(blue), entry.0, entry.1, entry.2)
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return UInt8(best)
    }

    /// xterm's default RGB values for the 16 ANSI colours.
    static let ansi16Values: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six component values of the xterm colour cube.
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The nearest cube level to one 8-bit component (the midpoints are 47.5, 115, 155, 195, 235).
    static func cubeIndex(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (value - 35) / 40)
    }

    static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        return dr * dr + dg * dg + db * db
    }
}

/// A colour as a terminal is told to show it: what one SGR colour parameter encodes.
public enum TerminalColor: Sendable, Hashable {
    /// A 24-bit colour (`38;2;r;g;b`).
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// An entry of the xterm 256-colour palette (`38;5;n`).
    case palette256(UInt8)
    /// One of the 16 ANSI colours, 0–7 normal and 8–15 bright (`30–37`, `90–97`).
    case ansi16(UInt8)
}

extension TerminalColor {
    /// The sRGB colour a terminal shows for this colour: exact for 24-bit colour and for the
    /// 256-colour cube and grey ramp, xterm's defaults for the 16 ANSI colours (and palette
    /// entries 0–15), which terminals may theme.
    public var shownValue: DisplayColor {
        func color(_ r: Int, _ g: Int, _ b: Int) -> DisplayColor {
            DisplayColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
        }
        let ansi16Values = TerminalColorMode.ansi16Values, cubeLevels = TerminalColorMode.cubeLevels
        switch self {
        case .rgb(let red, let green, let blue):
            return color(Int(red), Int(green), Int(blue))
        case .ansi16(let index):
            let entry = ansi16Values[Int(index) & 15]
            return color(entry.0, entry.1, entry.2)
        case .palette256(let index):
            let index = Int(index)
            if index < 16 {
                let entry = ansi16Values[index]
                return color(entry.0, entry.1, entry.2)
            }
            if index >= 232 {
                let grey = 8 + 10 * (index - 232)
                return color(grey, grey, grey)
            }
            let cube = index - 16
            return color(cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        }
    }
}
