#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The terminal's modes while Trestle owns it, and their restoration.
///
/// ``enter()`` saves the terminal's settings, switches to raw input and the alternate screen,
/// hides the cursor, turns autowrap off and enables mouse reporting (button events and drags, SGR
/// coordinates), bracketed paste and focus events. ``leave()`` undoes all of it. The undo bytes are
/// computed in advance and the saved settings kept in memory allocated up front, so that a crash-signal handler
/// can restore the terminal with nothing but async-signal-safe `write` and `tcsetattr` calls before
/// re-raising the signal: the user's terminal is never left broken.
public enum TerminalSession {
    /// Bytes that put the terminal into Trestle's modes.
    public static let enterSequence = Array((
        "\u{1B}[?1049h" +      // alternate screen
        "\u{1B}[?25l" +        // hide the cursor
        "\u{1B}[?7l" +         // autowrap off
        "\u{1B}[?1002h" +      // mouse: press, release, drag
        "\u{1B}[?1006h" +      // mouse: SGR coordinates
        "\u{1B}[?2004h" +      // bracketed paste
        "\u{1B}[?1004h" +      // focus in/out
        "\u{1B}[?2048h" +      // in-band resize reports, where supported
        "\u{1B}[2J"            // clear
    ).utf8)

    /// Bytes that undo ``enterSequence`` and ``pushKittyKeyboardSequence``.
    ///
    /// The kitty keyboard pop comes first, while the alternate screen (whose flag stack the push
    /// went on) is still showing. Popping when nothing was pushed is harmless in terminals that
    /// speak the protocol, and other terminals ignore it.
    public static let leaveSequence = Array((
        "\u{1B}[<u" +         // kitty keyboard: pop the flags pushed
        "\u{1B}[0m" +
        "\u{1B}[?2048l" +
        "\u{1B}[?1004l" +
        "\u{1B}[?2004l" +
        "\u{1B}[?1006l" +
        "\u{1B}[?1002l" +
        "\u{1B}[?7h" +
        "\u{1B}[?25h" +
        "\u{1B}[?1049l"
    ).utf8)

    /// Bytes that push the kitty keyboard protocol's "disambiguate escape codes" flag (`CSI > 1 u`):
    /// Esc, Ctrl-I, Ctrl-M and modified keys then arrive as unambiguous `CSI … u` sequences.
    /// Write them only to a terminal that answered the kitty flags query
    /// (``TerminalCapabilities/kittyKeyboard``), after ``enter()``; ``leave()`` pops them.
    public static let pushKittyKeyboardSequence = Array("\u{1B}[>1u".utf8)

    /// Pushes the kitty keyboard flags (``pushKittyKeyboardSequence``). Call it after ``enter()``
    /// (again after each re-`enter()`, such as on SIGCONT) when the terminal supports the
    /// protocol; ``leave()`` and the crash handler pop it.
    public static func pushKittyKeyboardFlags() {
        writeAll(pushKittyKeyboardSequence)
    }

    /// Whether standard input and output are both terminals.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Why the terminal `environment` names cannot show Trestle's screens, or `nil` when it can.
    ///
    /// `TERM=dumb` (Emacs's shell buffers, some CI logs, editors' output panes) promises no
    /// cursor movement, no screen clearing and no colour: drawing there would print the escape
    /// sequences as text. A host refuses it rather than fill the buffer with them.
    public static func unsupportedTerminalReason(environment: [String: String]) -> String? {
        guard environment["TERM"]?.lowercased() == "dumb" else { return nil }
        return "TERM=dumb: this terminal cannot move the cursor or clear the screen, which a full-screen app needs"
    }

    /// The terminal's size in columns and lines, or `nil` when it cannot be read.
    public static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Saves the terminal settings, enters raw mode and Trestle's screen modes, and installs the
    /// crash-signal handlers that restore them.
    public static func enter() {
        var original = termios()
        if tcgetattr(STDIN_FILENO, &original) == 0 {
            SavedTerminal.settings.pointee = original
            SavedTerminal.hasSettings = true
            var raw = original
            // Raw mode as cfmakeraw: no echo, no canonical lines, no signals from keys (Ctrl-C
            // arrives as a byte), no output post-processing, 8-bit characters.
            raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
            raw.c_oflag &= ~tcflag_t(OPOST)
            raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
            raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
            raw.c_cflag |= tcflag_t(CS8)
            withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
                bytes[Int(VMIN)] = 1
                bytes[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        }
        _ = SavedTerminal.leaveBytes   // built now: the crash handler must not allocate
        writeAll(enterSequence)
        SavedTerminal.isActive = true
        installCrashHandlers()
    }

    /// Restores the terminal: screen modes, cursor and the saved settings.
    public static func leave() {
        guard SavedTerminal.isActive else { return }
        SavedTerminal.isActive = false
        writeAll(leaveSequence)
        if SavedTerminal.hasSettings {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, SavedTerminal.settings)
        }
    }

    /// Writes all of `bytes` to standard output in as few `write` calls as the kernel allows.
    public static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    private static func installCrashHandlers() {
        for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE] {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = restoreAndReraise
            #else
            action.__sigaction_handler.sa_handler = restoreAndReraise
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }
}

/// State the crash handler reads. Written once on `enter()` before any handler is installed.
enum SavedTerminal {
    /// The settings to restore, in memory of their own. (Not a global initialised to `termios()`:
    /// Swift 6.3 lays such a constant out without the struct's inner padding, 57 bytes for glibc's
    /// 60 — swiftlang/swift#91387, fixed for 6.4 by swiftlang/swift#91533 — so the flags below were placed over its last field, and
    /// saving the settings overwrote them.)
    nonisolated(unsafe) static let settings: UnsafeMutablePointer<termios> = {
        let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        settings.initialize(to: termios())
        return settings
    }()
    nonisolated(unsafe) static var hasSettings = false
    nonisolated(unsafe) static var isActive = false
    /// The leave sequence as a C buffer, so the handler never touches Swift arrays.
    nonisolated(unsafe) static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: TerminalSession.leaveSequence.count)
        _ = buffer.initialize(from: TerminalSession.leaveSequence)
        return buffer
    }()
}

/// Restores the terminal with async-signal-safe calls only, then re-raises the signal with its
/// default action so the process still crashes (and dumps core) as it would have.
private func restoreAndReraise(_ signalNumber: Int32) {
    if SavedTerminal.isActive {
        _ = write(STDOUT_FILENO, SavedTerminal.leaveBytes.baseAddress, SavedTerminal.leaveBytes.count)
        if SavedTerminal.hasSettings {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, SavedTerminal.settings)
        }
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
