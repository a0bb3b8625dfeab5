import TrestleCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal has said it can do, learnt by a ``TerminalCapabilityProbe``.
///
/// Before probing, and for terminals that answer nothing, a host uses ``assumed``: nothing
/// optional is supported, and the appearance is unknown. Users can force each answer with
/// environment variables (see ``applyingEnvironmentOverrides(_:)``).
public struct TerminalCapabilities: Sendable, Equatable {
    /// A colour the terminal reported, each channel from 0 to 1 in the terminal's (sRGB) space.
    public struct Color: Sendable, Equatable {
        /// The red channel, 0…1.
        public var red: Double
        /// The green channel, 0…1.
        public var green: Double
        /// The blue channel, 0…1.
        public var blue: Double

        /// Creates a colour from channels in 0…1.
        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// The colour's relative luminance as WCAG defines it: 0 for black, 1 for white, from the
        /// linearised sRGB channels weighted 0.2126, 0.7152 and 0.0722.
        public var relativeLuminance: Double {
            displayColor.relativeLuminance
        }

        /// The same colour as a display list's, opaque.
        var displayColor: DisplayColor {
            DisplayColor(red: red, green: green, blue: blue)
        }

        /// Whether light text reads better than dark text on this colour: its luminance is below
        /// the point where white and black text have equal contrast against it (about 0.179,
        /// a mid grey of roughly `#767676`).
        public var isDark: Bool {
            relativeLuminance < Self.equalContrastLuminance
        }

        /// The luminance *L* at which (1.05) / (*L* + 0.05) = (*L* + 0.05) / 0.05.
        static let equalContrastLuminance = (1.05 * 0.05).squareRoot() - 0.05
    }

    /// A light or dark appearance, as forced by `TRESTLE_THEME`.
    public enum Appearance: Sendable, Equatable {
        /// Dark text on a light background.
        case light
        /// Light text on a dark background.
        case dark
    }

    /// Whether the terminal supports synchronized output (mode 2026), so frames can be bracketed
    /// with `CSI ? 2026 h` … `CSI ? 2026 l` (``TerminalFrameRenderer/synchronizedOutput``).
    public var synchronizedOutput: Bool

    /// Whether the terminal speaks the kitty keyboard protocol, so the host may push
    /// ``TerminalSession/pushKittyKeyboardSequence``.
    public var kittyKeyboard: Bool

    /// The terminal's default background colour, or `nil` when it didn't say.
    public var background: Color?

    /// An appearance forced by the user (`TRESTLE_THEME`), which wins over ``background``.
    public var appearanceOverride: Appearance?

    /// Whether the application should use a dark appearance: the forced appearance if there is
    /// one, else whether the terminal's background is dark (``Color/isDark``); `nil` when neither
    /// is known, and the application keeps its default.
    public var prefersDarkAppearance: Bool? {
        if let appearanceOverride { return appearanceOverride == .dark }
        return background?.isDark
    }

    /// The colour to assume behind everything the application leaves unfilled: the background
    /// the terminal reported; failing that, white for a forced light appearance and black
    /// otherwise (most terminals' default).
    public var assumedBackground: DisplayColor {
        if let background { return background.displayColor }
        return appearanceOverride == .light ? DisplayColor(red: 1, green: 1, blue: 1) : DisplayColor(red: 0, green: 0, blue: 0)
    }

    /// Creates a set of capabilities.
    public init(synchronizedOutput: Bool = false, kittyKeyboard: Bool = false, background: Color? = nil,
                appearanceOverride: Appearance? = nil) {
        self.synchronizedOutput = synchronizedOutput
        self.kittyKeyboard = kittyKeyboard
        self.background = background
        self.appearanceOverride = appearanceOverride
    }

    /// What a host assumes before probing, or without it: nothing optional supported, appearance
    /// unknown.
    public static let assumed = TerminalCapabilities()

    /// Whether a DECRPM reply's setting for mode 2026 means synchronized output can be used.
    ///
    /// 1 (set) and 2 (reset) mean the terminal recognises the mode and it can be switched, and 3
    /// (permanently set) means every update is already atomic, where bracketing frames is harmless:
    /// all three count as supported. 0 (not recognised) and 4 (permanently reset) do not.
    public static func synchronizedOutputSupported(setting: Int) -> Bool {
        (1...3).contains(setting)
    }

    // MARK: Environment overrides

    /// `TRESTLE_SYNC_OUTPUT`: `1` forces synchronized output on, `0` forces it off.
    public static let synchronizedOutputVariable = "TRESTLE_SYNC_OUTPUT"
    /// `TRESTLE_THEME`: `light` or `dark` forces the appearance.
    public static let themeVariable = "TRESTLE_THEME"
    /// `TRESTLE_KITTY_KEYBOARD`: `0` keeps the kitty keyboard protocol off.
    public static let kittyKeyboardVariable = "TRESTLE_KITTY_KEYBOARD"

    /// These capabilities with the user's environment overrides applied.
    ///
    /// - `TRESTLE_SYNC_OUTPUT=1` forces synchronized output on (for terminals that support it but
    ///   don't answer DECRQM), `TRESTLE_SYNC_OUTPUT=0` forces it off.
    /// - `TRESTLE_THEME=light` or `TRESTLE_THEME=dark` forces ``prefersDarkAppearance``.
    /// - `TRESTLE_KITTY_KEYBOARD=0` keeps the kitty keyboard protocol off even when the terminal
    ///   supports it. It can't force the protocol on: a terminal that didn't answer the query
    ///   wouldn't send its keys.
    ///
    /// Values are case-insensitive, and `true`/`false`, `yes`/`no` and `on`/`off` work as `1` and
    /// `0`. Unset variables and values that mean nothing (such as `TRESTLE_THEME=auto`) leave the
    /// probed answer alone.
    public func applyingEnvironmentOverrides(_ environment: [String: String]) -> TerminalCapabilities {
        var result = self
        if let forced = environment[Self.synchronizedOutputVariable].flatMap(Self.boolean) {
            result.synchronizedOutput = forced
        }
        switch environment[Self.themeVariable].map(Self.normalized) {
        case "light": result.appearanceOverride = .light
        case "dark": result.appearanceOverride = .dark
        default: break
        }
        if environment[Self.kittyKeyboardVariable].flatMap(Self.boolean) == false {
            result.kittyKeyboard = false
        }
        return result
    }

    private static func boolean(_ value: String) -> Bool? {
        switch normalized(value) {
        case "1", "true", "yes", "on": true
        case "0", "false", "no", "off": false
        default: nil
        }
    }

    /// A variable's value without surrounding whitespace, in lower case.
    private static func normalized(_ value: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let start = value.firstIndex(where: { !isSpace($0) }) ?? value.endIndex
        let end = value.lastIndex(where: { !isSpace($0) }).map(value.index(after:)) ?? start
        return value[start..<end].lowercased()
    }
}


/// Asks the terminal what it supports and collects its answers, with no I/O of its own.
///
/// The host uses it like this:
/// 1. After ``TerminalSession/enter()``, write ``queryBytes``: a DECRQM query for synchronized
///    output (`CSI ? 2026 $ p`), the kitty keyboard flags query (`CSI ? u`), the OSC 11
///    background colour query (`ESC ] 11 ; ? ESC \`) and, last, the primary device attributes
///    query (`CSI c`), which practically every terminal answers.
/// 2. Pass every event the ``TerminalInputDecoder`` decodes to ``consume(_:)``. It returns `true`
///    for the terminal's replies, which are not input; everything else (keys typed while the
///    probe runs included) returns `false` and is handled as usual.
/// 3. Terminals answer in order, so once the device attributes reply arrives every other answer
///    has too, and ``isComplete`` becomes `true`. For terminals that answer nothing, the host calls
///    ``timeOut()`` after about 200 ms.
/// 4. Once complete, use ``capabilities`` (after
///    ``TerminalCapabilities/applyingEnvironmentOverrides(_:)``).
///
/// Answers arriving after completion (a slow terminal replying after the time-out) are still
/// consumed, so they never turn into input, but no longer change ``capabilities``: the host
/// decides once.
public struct TerminalCapabilityProbe: Sendable {
    /// The queries, in the order they must be written; the device attributes query comes last.
    public static let queries = Array((
        "\u{1B}[?2026$p" +     // DECRQM: synchronized output
        "\u{1B}[?u" +          // kitty keyboard protocol: current flags
        "\u{1B}]11;?\u{1B}\\" + // OSC 11: background colour
        "\u{1B}[c"             // primary device attributes: the sentinel
    ).utf8)

    /// The bytes the host writes to the terminal to start probing (``queries``).
    public var queryBytes: [UInt8] { Self.queries }

    /// What the terminal has said so far; final once ``isComplete``.
    public private(set) var capabilities = TerminalCapabilities.assumed

    /// Whether probing is over: the device attributes reply arrived, or ``timeOut()`` was called.
    public private(set) var isComplete = false

    /// Whether probing ended by ``timeOut()`` rather than with the terminal's last answer.
    public private(set) var didTimeOut = false

    /// Creates a probe that has heard nothing yet.
    public init() {}

    /// Takes in one decoded event. Returns `true` when it is a reply to a terminal query, which the
    /// host must not treat as input, and `false` for everything else.
    ///
    /// Every reply is consumed, including replies to queries the probe didn't send and replies
    /// arriving after ``isComplete``; only replies before completion change ``capabilities``.
    public mutating func consume(_ event: TerminalInputEvent) -> Bool {
        switch event {
        case .modeReport(let mode, let isPrivate, let setting):
            if !isComplete, isPrivate, mode == 2026 {
                capabilities.synchronizedOutput = TerminalCapabilities.synchronizedOutputSupported(setting: setting)
            }
        case .keyboardFlags:
            if !isComplete {
                capabilities.kittyKeyboard = true
            }
        case .backgroundColor(let red, let green, let blue):
            if !isComplete {
                capabilities.background = TerminalCapabilities.Color(red: red, green: green, blue: blue)
            }
        case .primaryDeviceAttributes:
            isComplete = true
        case .key, .mouse, .paste, .focusGained, .focusLost, .resize:
            return false
        }
        return true
    }

    /// Ends probing without the device attributes reply, for terminals that answer nothing.
    /// Whatever arrived before stays; nothing arriving later changes ``capabilities``.
    public mutating func timeOut() {
        guard !isComplete else { return }
        isComplete = true
        didTimeOut = true
    }
}
