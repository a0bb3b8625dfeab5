/// One thing the user did at the terminal, or one reply the terminal sent to a query, decoded
/// from the bytes the terminal sent.
///
/// ``TerminalInputDecoder`` turns the raw byte stream read from the terminal into these events.
/// Sequences the decoder cannot make sense of are dropped rather than reported, so every event
/// is something an application can act on.
///
/// The last four cases are replies to queries the host wrote (see ``TerminalCapabilityProbe``),
/// never input from the user: a host passes them to its probe and does not treat them as keys.
public enum TerminalInputEvent: Hashable, Sendable {
    /// A key press (or an auto-repeat of one), with the modifiers held.
    case key(TerminalKey)

    /// A mouse button, motion or wheel event, reported in SGR encoding (mode 1006).
    case mouse(TerminalMouseEvent)

    /// Text pasted while bracketed paste (mode 2004) is on, exactly as the terminal sent it.
    ///
    /// Pasted text is delivered whole, so an application never mistakes it for typed commands.
    /// Its line breaks are whatever the terminal sent (usually carriage returns).
    case paste(String)

    /// The terminal window gained focus (focus reporting, mode 1004).
    case focusGained

    /// The terminal window lost focus (focus reporting, mode 1004).
    case focusLost

    /// The terminal's new size in character cells, from an in-band resize report (mode 2048).
    case resize(columns: Int, rows: Int)

    /// A DECRPM reply to a DECRQM mode query: `CSI ? mode ; setting $ y` for a private (DEC)
    /// mode, `CSI mode ; setting $ y` for an ANSI mode.
    ///
    /// `setting` is 0 when the terminal doesn't recognise the mode, 1 when it is set, 2 when it is
    /// reset, 3 when it is permanently set and 4 when it is permanently reset. The reply to
    /// `CSI ? 2026 $ p` (synchronized output) is `.modeReport(mode: 2026, isPrivate: true, setting: …)`.
    case modeReport(mode: Int, isPrivate: Bool, setting: Int)

    /// The kitty keyboard protocol's reply to `CSI ? u`: `CSI ? flags u`, with the flags currently
    /// in effect. Any such reply means the terminal speaks the protocol (the flags are usually 0
    /// before a program pushes its own).
    case keyboardFlags(Int)

    /// The reply to the primary device attributes query `CSI c`: `CSI ? 62 ; 22 c` is
    /// `.primaryDeviceAttributes([62, 22])`, the terminal's class followed by its features.
    /// Practically every terminal answers it, so hosts use it to learn that all replies to
    /// earlier queries have arrived.
    case primaryDeviceAttributes([Int])

    /// The reply to the OSC 11 query `ESC ] 11 ; ? ESC \`: the terminal's default background
    /// colour, each channel from 0 (none) to 1 (full intensity).
    ///
    /// It arrives as `OSC 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST; each channel has 1 to 4
    /// hex digits and is scaled by its own width, so `ff` and `ffff` are both 1 and `8` is 8/15.
    case backgroundColor(red: Double, green: Double, blue: Double)
}

/// A key and the modifiers held with it.
///
/// Control characters decode to the letter they are typed with: byte 0x01 is
/// `TerminalKey(.character("a"), modifiers: .control)`. The exceptions are the keys that have a
/// name of their own: carriage return is ``Code/enter``, horizontal tab ``Code/tab``, DEL (0x7F)
/// and backspace (0x08) ``Code/backspace``, and ESC ``Code/escape``.
///
/// For a ``Code/character(_:)`` key, `modifiers` contains ``Modifiers/shift`` only when the
/// character itself doesn't show it: Shift-A is the character "A" with no modifiers, however the
/// terminal encoded it.
public struct TerminalKey: Hashable, Sendable {
    /// Which key was pressed.
    public enum Code: Hashable, Sendable {
        /// A key that types a character (a letter, digit, punctuation, a Hangul syllable, an emoji…).
        case character(Character)
        /// Return or Enter, on the main keyboard or the keypad.
        case enter
        /// Tab; Shift-Tab is `.tab` with ``Modifiers/shift``.
        case tab
        /// Backspace.
        case backspace
        /// Escape.
        case escape
        /// The up arrow.
        case up
        /// The down arrow.
        case down
        /// The left arrow.
        case left
        /// The right arrow.
        case right
        /// Home.
        case home
        /// End.
        case end
        /// Page Up.
        case pageUp
        /// Page Down.
        case pageDown
        /// Insert.
        case insert
        /// Forward delete.
        case delete
        /// A function key: `.function(1)` is F1, up to `.function(12)` for F12.
        case function(Int)
        /// The Menu (Application) key, which opens a context menu.
        case menu
    }

    /// The modifier keys held with a key or a mouse event.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The bits of the set: shift 1, alt 2, control 4, meta 8.
        public let rawValue: UInt8

        /// Creates a set from its bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Shift.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Alt (Option); also what an ESC prefix means.
        public static let alt = Modifiers(rawValue: 1 << 1)
        /// Control.
        public static let control = Modifiers(rawValue: 1 << 2)
        /// Meta, Super or Command: xterm's meta bit and the kitty protocol's super, hyper and
        /// meta bits.
        public static let meta = Modifiers(rawValue: 1 << 3)
    }

    /// Which key was pressed.
    public var code: Code

    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// Creates a key with the modifiers held with it.
    public init(_ code: Code, modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }
}

/// A mouse event at a character cell.
public struct TerminalMouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button went up.
        case release
        /// The mouse moved with ``button`` held (reported in modes 1002 and 1003).
        case drag
        /// The mouse moved with no button held (reported in mode 1003 only).
        case move
        /// The wheel turned away from the user (content scrolls down).
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
        /// The wheel (or a trackpad) scrolled left.
        case wheelLeft
        /// The wheel (or a trackpad) scrolled right.
        case wheelRight
    }

    /// Which button the event is about.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button (often the wheel pressed).
        case middle
        /// The secondary button.
        case right
        /// No button: wheel events and motion with no button held.
        case none
    }

    /// What the mouse did.
    public var kind: Kind

    /// Which button the event is about.
    public var button: Button

    /// The cell's column, counted from 0 at the left edge.
    public var column: Int

    /// The cell's row, counted from 0 at the top edge.
    public var row: Int

    /// The modifiers held. Terminals report shift, alt and control (and many keep shift-clicks
    /// for their own text selection).
    public var modifiers: TerminalKey.Modifiers

    /// Creates a mouse event.
    public init(kind: Kind, button: Button, column: Int, row: Int, modifiers: TerminalKey.Modifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
