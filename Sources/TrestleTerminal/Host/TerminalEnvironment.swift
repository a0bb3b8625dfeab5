/// The environment variables the terminal host reads, for an application's `--help`.
public enum TerminalEnvironment {
    /// Each variable with what it does, in the order a help text lists them.
    public static let variables: [(name: String, meaning: String)] = [
        ("NO_COLOR", "any value: no colour, only bold, dim, underline and reverse"),
        ("COLORTERM", "truecolor or 24bit: 24-bit colour (else 256 or 16 colours, from TERM)"),
        ("TRESTLE_THEME", "light or dark: the appearance (default: asked of the terminal's background)"),
        ("TRESTLE_TEXT_SIZE", "xs, s, m, l, xl, xxl, xxxl or ax1 to ax5: the Dynamic Type text size (default: l)"),
        ("TRESTLE_SYNC_OUTPUT", "1 or 0: synchronized output on or off (default: asked of the terminal)"),
        ("TRESTLE_KITTY_KEYBOARD", "0: do not use the kitty keyboard protocol"),
        ("TRESTLE_ASCII", "1: symbols in ASCII (automatic for non-UTF-8 locales and TERM=linux)"),
        ("TRESTLE_EMOJI_WIDTH", "legacy: measure emoji sequences as wcwidth-based terminals (xterm) draw them"),
        ("NO_MOTION", "1: no animations (also TRESTLE_REDUCE_MOTION, REDUCE_MOTION)"),
        ("TRESTLE_STRICT", "1: misuse of the UIKit API crashes, as in UIKit, instead of being reported"),
        ("TRESTLE_HOST", "terminal: the host UIApplicationMain runs an app in (the only one so far)"),
    ]
}
