/// Turns the bytes read from a terminal into keys, mouse events, pastes, focus changes, resizes
/// and the terminal's replies to queries.
///
/// The decoder is a byte-at-a-time state machine with no I/O: the host reads whatever the
/// terminal sent and passes it to ``feed(_:)``, which returns the events completed by those bytes.
/// A sequence cut off at the end of one read is completed by the next.
///
/// It understands:
/// - UTF-8 text. Invalid bytes are skipped. Characters that arrive together in one read are
///   grouped into grapheme clusters, so a flag or an emoji with a skin tone is one key.
/// - C0 controls. Ctrl-A arrives as "a" with ``TerminalKey/Modifiers/control``; CR is Enter,
///   TAB is Tab, DEL and BS are Backspace.
/// - xterm CSI and SS3 keys with xterm's modifier parameter (`ESC [1;5A` is Ctrl-Up), and
///   xterm's `modifyOtherKeys` form `CSI 27 ; modifiers ; code ~`.
/// - The kitty keyboard protocol's `CSI code ; modifiers u`, decoded whenever it arrives (it only
///   does when the host has enabled the protocol). Release events are dropped.
/// - Alt as an ESC prefix: `ESC a` is Alt+a and `ESC ESC [A` is Alt+Up.
/// - SGR mouse reports (mode 1006), bracketed paste (mode 2004), focus reports (mode 1004) and
///   in-band resize reports (mode 2048).
///
/// Replies to the queries ``TerminalCapabilityProbe`` sends are decoded into their own events:
/// DECRPM mode reports (`CSI ? 2026 ; 2 $ y`, ``TerminalInputEvent/modeReport(mode:isPrivate:setting:)``),
/// the kitty keyboard flags (`CSI ? 1 u`, ``TerminalInputEvent/keyboardFlags(_:)``), primary
/// device attributes (`CSI ? 62 ; 22 c`, ``TerminalInputEvent/primaryDeviceAttributes(_:)``) and
/// the OSC 11 background colour (`OSC 11 ; rgb:0000/0000/0000` ended by BEL or `ESC \`,
/// ``TerminalInputEvent/backgroundColor(red:green:blue:)``). Other replies (secondary device
/// attributes, other OSC and DCS strings) are read whole and dropped, so they never turn into
/// keystrokes. Malformed and over-long sequences are dropped too, and the bytes after them are
/// decoded normally.
///
/// ## The Esc key
///
/// A lone ESC byte could be the Escape key or the start of a sequence still on its way. `feed`
/// never decides: when a read ends inside an ESC sequence, ``hasPendingEscape`` is `true`, and
/// the host calls ``flushPendingEscape()`` if nothing more arrives within its timeout (25–50 ms
/// is usual). ESC followed by another key in the same read, or in a later read before the timeout,
/// is Alt plus that key.
public struct TerminalInputDecoder: Sendable {
    /// The most bytes of one paste that are kept; the rest of an oversized paste is dropped (at a
    /// character boundary), but its end marker is still found.
    public static let maximumPasteLength = 1 << 20

    /// The most parameter and intermediate bytes kept for one CSI or SS3 sequence. Longer
    /// sequences are read to their final byte and dropped.
    static let maximumSequenceLength = 256

    /// The most digits in one numeric parameter; more makes the sequence malformed.
    static let maximumParameterDigits = 9

    /// The most bytes of an OSC or DCS string before the decoder gives up waiting for its
    /// terminator and reads what follows as input again.
    static let maximumStringLength = 4096

    /// The most bytes of an OSC string kept for decoding. Replies Trestle understands are short
    /// (`11;rgb:ffff/ffff/ffff` is 21 bytes); a longer string is still read to its end, then dropped.
    static let maximumDecodedStringLength = 64

    private enum State: Sendable {
        case ground
        /// Inside a multi-byte UTF-8 character.
        case utf8
        /// After ESC.
        case escape
        /// After `ESC [`.
        case controlSequence
        /// After `ESC O`.
        case singleShift
        /// After `ESC ]` or `ESC P`: a terminal reply if a parameter byte follows, else Alt plus
        /// the introducer.
        case stringIntroducer
        /// Inside an OSC or DCS string.
        case string
        /// After ESC inside an OSC or DCS string.
        case stringEscape
        /// Inside a bracketed paste.
        case paste
    }

    private var state = State.ground
    /// An ESC prefix was read: the next key gets ``TerminalKey/Modifiers/alt``.
    private var altPending = false
    /// The UTF-8 bytes of the current character, or the parameter and intermediate bytes of the
    /// current CSI or SS3 sequence.
    private var sequence: [UInt8] = []
    /// The current CSI or SS3 sequence outgrew ``maximumSequenceLength``.
    private var sequenceOverflowed = false
    private var utf8BytesRemaining = 0
    private var stringIntroducer: UInt8 = 0
    private var stringLength = 0
    /// The first ``maximumDecodedStringLength`` bytes of the current OSC string.
    private var stringBytes: [UInt8] = []
    private var pastedBytes: [UInt8] = []
    private var pasteOverflowed = false
    /// How many bytes of the paste end marker `ESC [ 2 0 1 ~` have been matched.
    private var pasteEndMatched = 0
    /// Printable characters read since the last other event, grouped into grapheme clusters
    /// when they are emitted.
    private var text = String.UnicodeScalarView()
    private var output: [TerminalInputEvent] = []

    /// Creates a decoder in its initial state.
    public init() {}

    /// Whether the decoder holds the start of an ESC sequence that only a timeout can resolve.
    ///
    /// When this is `true` after ``feed(_:)``, the host should call ``flushPendingEscape()`` if
    /// no more input arrives within its Esc timeout.
    public var hasPendingEscape: Bool {
        switch state {
        case .escape, .controlSequence, .singleShift, .stringIntroducer, .string, .stringEscape: true
        case .ground, .utf8, .paste: false
        }
    }

    /// Decodes the bytes of one read and returns the events they complete.
    ///
    /// Bytes that begin an unfinished sequence or character are kept and completed by the next
    /// call.
    /// - Complexity: O(*n*) in the number of bytes.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalInputEvent] {
        for byte in bytes {
            while !consume(byte) {}
        }
        return takeOutput()
    }

    /// Resolves an ESC sequence left unfinished, for the host to call when its Esc timeout
    /// expires with no more input.
    ///
    /// A lone ESC becomes ``TerminalKey/Code/escape`` (with ``TerminalKey/Modifiers/alt`` after
    /// `ESC ESC`). `ESC [`, `ESC O`, `ESC ]` and `ESC P` become Alt plus that character. A longer
    /// unfinished sequence is a truncated one and is dropped, so the keys typed after the timeout
    /// are read afresh. A partial UTF-8 character or an unfinished paste is kept.
    public mutating func flushPendingEscape() -> [TerminalInputEvent] {
        switch state {
        case .escape:
            state = .ground
            emitKey(.escape)
        case .controlSequence, .singleShift:
            let introducer: Character = state == .controlSequence ? "[" : "O"
            state = .ground
            if sequence.isEmpty && !sequenceOverflowed {
                emitKey(.character(introducer), [.alt])
            }
            altPending = false
        case .stringIntroducer:
            state = .ground
            emitKey(.character(Character(Unicode.Scalar(stringIntroducer))), [.alt])
        case .string, .stringEscape:
            state = .ground
        case .ground, .utf8, .paste:
            break
        }
        return takeOutput()
    }

    // MARK: - The state machine

    /// Advances the state machine by one byte. Returns `false` when the byte ended a malformed or
    /// ambiguous sequence without belonging to it, and must be read again in the new state.
    private mutating func consume(_ byte: UInt8) -> Bool {
        switch state {
        case .ground:
            consumeInGround(byte)
        case .utf8:
            guard byte & 0xC0 == 0x80 else {
                // A character cut short: drop it, and read the byte that cut it.
                state = .ground
                altPending = false
                return false
            }
            sequence.append(byte)
            utf8BytesRemaining -= 1
            if utf8BytesRemaining == 0 {
                state = .ground
                finishCharacter()
            }
        case .escape:
            return consumeAfterEscape(byte)
        case .controlSequence, .singleShift:
            switch byte {
            case 0x20...0x3F:
                if sequence.count < Self.maximumSequenceLength {
                    sequence.append(byte)
                } else {
                    sequenceOverflowed = true
                }
            case 0x40...0x7E:
                let isControlSequence = state == .controlSequence
                state = .ground
                if isControlSequence {
                    finishControlSequence(final: byte)
                } else {
                    finishSingleShift(final: byte)
                }
                altPending = false
            default:
                // A control byte, DEL or non-ASCII byte can't be part of a sequence: drop what was
                // read and read the byte as input, so ESC [ followed by Enter is still Enter.
                state = .ground
                altPending = false
                return false
            }
        case .stringIntroducer:
            guard (0x30...0x3F).contains(byte) else {
                // Not a terminal reply: the user typed Alt-] or Alt-P.
                state = .ground
                emitKey(.character(Character(Unicode.Scalar(stringIntroducer))), [.alt])
                return false
            }
            state = .string
            stringLength = 1
            stringBytes.removeAll(keepingCapacity: true)
            appendStringByte(byte)
        case .string:
            switch byte {
            case 0x07:
                // BEL terminates the string.
                state = .ground
                finishString()
            case 0x18, 0x1A:
                // CAN and SUB cancel it.
                state = .ground
            case 0x1B:
                state = .stringEscape
            default:
                stringLength += 1
                appendStringByte(byte)
                if stringLength > Self.maximumStringLength {
                    // An unterminated string must not swallow the keys typed after it forever.
                    state = .ground
                }
            }
        case .stringEscape:
            if byte == 0x5C {
                state = .ground  // ESC \ is the string terminator
                finishString()
            } else {
                // ESC starting something else ends the string; read it as the start of a sequence.
                state = .escape
                return false
            }
        case .paste:
            consumeInPaste(byte)
        }
        return true
    }

    private mutating func consumeInGround(_ byte: UInt8) {
        switch byte {
        case 0x20...0x7E:
            appendCharacter(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            beginCharacter(byte, continuationBytes: 1)
        case 0xE0...0xEF:
            beginCharacter(byte, continuationBytes: 2)
        case 0xF0...0xF4:
            beginCharacter(byte, continuationBytes: 3)
        default:
            flushText()
            switch byte {
            case 0x1B:
                altPending = false
                state = .escape
            case 0x0D:
                emitKey(.enter)
            case 0x09:
                emitKey(.tab)
            case 0x08, 0x7F:
                emitKey(.backspace)
            case 0x00:
                emitKey(.character(" "), [.control])  // Ctrl-Space (also Ctrl-@)
            case 0x01...0x1A:
                emitKey(.character(Character(Unicode.Scalar(byte + 0x60))), [.control])
            case 0x1C...0x1F:
                // Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_ in caret notation.
                emitKey(.character(Character(Unicode.Scalar(byte + 0x40))), [.control])
            default:
                // A byte that can't start a UTF-8 character (a stray continuation byte, C0, C1,
                // F5–FF): skipped.
                altPending = false
            }
        }
    }

    private mutating func consumeAfterEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x5B:  // [
            beginSequence(.controlSequence)
        case 0x4F:  // O
            beginSequence(.singleShift)
        case 0x1B:
            if altPending {
                // ESC ESC ESC: Alt-Esc, then a new ESC.
                emitKey(.escape)
            } else {
                // ESC ESC: Alt-Esc, or an Alt prefix on a sequence (rxvt's Alt-Up is ESC ESC [A).
                altPending = true
            }
        case 0x5D, 0x50:  // ] and P: OSC and DCS replies, or Alt-] and Alt-P
            guard altPending else {
                state = .stringIntroducer
                stringIntroducer = byte
                return true
            }
            // ESC ESC ]: Alt-Esc, then ].
            state = .ground
            emitKey(.escape)
            return false
        default:
            state = .ground
            if altPending {
                // ESC ESC x: Alt-Esc, then x.
                emitKey(.escape)
            } else {
                altPending = true
            }
            return false
        }
        return true
    }

    private mutating func beginSequence(_ newState: State) {
        state = newState
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
    }

    // MARK: - Text

    private mutating func beginCharacter(_ lead: UInt8, continuationBytes: Int) {
        state = .utf8
        sequence.removeAll(keepingCapacity: true)
        sequence.append(lead)
        utf8BytesRemaining = continuationBytes
    }

    private mutating func finishCharacter() {
        let leadMask: UInt8 = switch sequence.count {
        case 2: 0x1F
        case 3: 0x0F
        default: 0x07
        }
        var value = UInt32(sequence[0] & leadMask)
        for byte in sequence.dropFirst() {
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = switch sequence.count {
        case 2: 0x80
        case 3: 0x800
        default: 0x1_0000
        }
        // Overlong forms, surrogates and values past U+10FFFF are invalid; C1 controls aren't keys.
        guard value >= smallest, !(0x80...0x9F).contains(value), let scalar = Unicode.Scalar(value) else {
            altPending = false
            return
        }
        appendCharacter(scalar)
    }

    private mutating func appendCharacter(_ scalar: Unicode.Scalar) {
        if altPending {
            emitKey(.character(Character(scalar)))
        } else {
            text.append(scalar)
        }
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        for character in String(text) {
            output.append(.key(TerminalKey(.character(character))))
        }
        text.removeAll()
    }

    // MARK: - Output

    private mutating func emit(_ event: TerminalInputEvent) {
        flushText()
        output.append(event)
    }

    /// Emits a key, adding Alt if an ESC prefix is pending.
    private mutating func emitKey(_ code: TerminalKey.Code, _ modifiers: TerminalKey.Modifiers = []) {
        var modifiers = modifiers
        if altPending {
            modifiers.insert(.alt)
            altPending = false
        }
        emit(.key(TerminalKey(code, modifiers: modifiers)))
    }

    private mutating func takeOutput() -> [TerminalInputEvent] {
        flushText()
        let events = output
        output = []
        return events
    }

    // MARK: - Bracketed paste

    private mutating func beginPaste() {
        state = .paste
        pastedBytes = []
        pasteOverflowed = false
        pasteEndMatched = 0
    }

    private static func pasteEndMarkerByte(at index: Int) -> UInt8 {
        switch index {
        case 0: 0x1B
        case 1: 0x5B  // [
        case 2: 0x32  // 2
        case 3: 0x30  // 0
        case 4: 0x31  // 1
        default: 0x7E  // ~
        }
    }

    private mutating func consumeInPaste(_ byte: UInt8) {
        if byte == Self.pasteEndMarkerByte(at: pasteEndMatched) {
            pasteEndMatched += 1
            if pasteEndMatched == 6 {
                finishPaste()
            }
            return
        }
        // The bytes that looked like the start of the end marker were content. ESC occurs only
        // at the start of the marker, so a mismatch can restart matching only at this byte.
        for index in 0..<pasteEndMatched {
            appendPasted(Self.pasteEndMarkerByte(at: index))
        }
        if byte == 0x1B {
            pasteEndMatched = 1
        } else {
            pasteEndMatched = 0
            appendPasted(byte)
        }
    }

    private mutating func appendPasted(_ byte: UInt8) {
        if pastedBytes.count < Self.maximumPasteLength {
            pastedBytes.append(byte)
        } else {
            pasteOverflowed = true
        }
    }

    private mutating func finishPaste() {
        state = .ground
        pasteEndMatched = 0
        var end = pastedBytes.endIndex
        if pasteOverflowed {
            // Don't end a truncated paste with half a character.
            var start = end
            while start > 0, end - start < 3, pastedBytes[start - 1] & 0xC0 == 0x80 {
                start -= 1
            }
            if start > 0, pastedBytes[start - 1] >= 0xC0 {
                let lead = pastedBytes[start - 1]
                let needed = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1
                if end - start < needed {
                    end = start - 1
                }
            }
        }
        let contents = String(decoding: pastedBytes[..<end], as: UTF8.self)
        pastedBytes = []
        emit(.paste(contents))
    }

    // MARK: - OSC and DCS strings

    private mutating func appendStringByte(_ byte: UInt8) {
        // Only OSC strings are decoded; DCS replies are read to their end and dropped.
        if stringIntroducer == 0x5D, stringBytes.count <= Self.maximumDecodedStringLength {
            stringBytes.append(byte)
        }
    }

    /// Decodes a complete OSC string; unknown and over-long ones are dropped.
    private mutating func finishString() {
        defer { stringBytes.removeAll(keepingCapacity: true) }
        guard stringIntroducer == 0x5D, stringBytes.count <= Self.maximumDecodedStringLength,
              let separator = stringBytes.firstIndex(of: UInt8(ascii: ";")),
              stringBytes[..<separator].elementsEqual("11".utf8),
              let color = Self.parseColor(stringBytes[(separator + 1)...]) else { return }
        altPending = false
        emit(.backgroundColor(red: color.red, green: color.green, blue: color.blue))
    }

    /// Parses an X11 colour specification as terminals report it: `rgb:R/G/B` (or `rgba:R/G/B/A`,
    /// alpha ignored) with 1 to 4 hex digits per channel, each scaled by its own width.
    private static func parseColor(_ bytes: ArraySlice<UInt8>) -> (red: Double, green: Double, blue: Double)? {
        let channelCount: Int
        var index = bytes.startIndex
        if bytes.starts(with: "rgb:".utf8) {
            channelCount = 3
            index += 4
        } else if bytes.starts(with: "rgba:".utf8) {
            channelCount = 4
            index += 5
        } else {
            return nil
        }
        var channels: [Double] = []
        while channels.count < channelCount {
            if !channels.isEmpty {
                guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "/") else { return nil }
                index += 1
            }
            var value = 0
            var digits = 0
            while index < bytes.endIndex, let digit = hexDigitValue(bytes[index]) {
                digits += 1
                guard digits <= 4 else { return nil }
                value = value << 4 | digit
                index += 1
            }
            guard digits > 0 else { return nil }
            channels.append(Double(value) / Double((1 << (4 * digits)) - 1))
        }
        guard index == bytes.endIndex else { return nil }
        return (channels[0], channels[1], channels[2])
    }

    private static func hexDigitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    // MARK: - CSI and SS3 sequences

    private mutating func finishControlSequence(final: UInt8) {
        guard !sequenceOverflowed, let parsed = ParsedSequence(sequence) else { return }
        if let marker = parsed.privateMarker {
            // `CSI <` is an SGR mouse report; `CSI ?` and `CSI >` are replies to queries. None of
            // them is a key: the kitty protocol's keys never carry a private marker.
            switch (marker, parsed.intermediates, final) {
            case (UInt8(ascii: "<"), [], UInt8(ascii: "M")), (UInt8(ascii: "<"), [], UInt8(ascii: "m")):
                decodeMouse(parsed, released: final == UInt8(ascii: "m"))
            case (UInt8(ascii: "?"), [UInt8(ascii: "$")], UInt8(ascii: "y")):
                decodeModeReport(parsed, isPrivate: true)
            case (UInt8(ascii: "?"), [], UInt8(ascii: "u")):
                decodeKeyboardFlags(parsed)
            case (UInt8(ascii: "?"), [], UInt8(ascii: "c")):
                decodeDeviceAttributes(parsed)
            default:
                break  // secondary device attributes `CSI > … c` and other replies
            }
            return
        }
        guard parsed.intermediates.isEmpty else {
            if parsed.intermediates == [UInt8(ascii: "$")], final == UInt8(ascii: "y") {
                decodeModeReport(parsed, isPrivate: false)  // DECRPM for an ANSI mode
            }
            return
        }
        switch final {
        case UInt8(ascii: "~"):
            decodeTildeKey(parsed)
        case UInt8(ascii: "u"):
            decodeKittyKey(parsed)
        case UInt8(ascii: "I") where parsed.parameters.isEmpty:
            emit(.focusGained)
        case UInt8(ascii: "O") where parsed.parameters.isEmpty:
            emit(.focusLost)
        case UInt8(ascii: "t"):
            decodeResize(parsed)
        case UInt8(ascii: "Z"):
            // Back-tab is Shift-Tab.
            if let modifiers = legacyModifiers(parsed, allowingBareModifier: false) {
                emitKey(.tab, modifiers.union(.shift))
            }
        default:
            if let code = Self.letterKey(final), let modifiers = legacyModifiers(parsed, allowingBareModifier: false) {
                emitKey(code, modifiers)
            }
        }
    }

    private mutating func finishSingleShift(final: UInt8) {
        guard !sequenceOverflowed, let parsed = ParsedSequence(sequence),
              parsed.privateMarker == nil, parsed.intermediates.isEmpty,
              let modifiers = legacyModifiers(parsed, allowingBareModifier: true) else { return }
        if let code = Self.letterKey(final) {
            emitKey(code, modifiers)
            return
        }
        // Application keypad mode.
        let keypad: TerminalKey.Code? = switch final {
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "X"): .character("=")
        case UInt8(ascii: "j"): .character("*")
        case UInt8(ascii: "k"): .character("+")
        case UInt8(ascii: "l"): .character(",")
        case UInt8(ascii: "m"): .character("-")
        case UInt8(ascii: "n"): .character(".")
        case UInt8(ascii: "o"): .character("/")
        case UInt8(ascii: "p")...UInt8(ascii: "y"): .character(Character(Unicode.Scalar(final - 0x40)))  // 0–9
        default: nil
        }
        if let keypad {
            emitKey(keypad, modifiers)
        }
    }

    /// The key of a CSI or SS3 sequence ending in a letter.
    private static func letterKey(_ final: UInt8) -> TerminalKey.Code? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        // CSI 1;5R is also a cursor position report for row 1, column 5; Trestle never asks
        // for one, so it is Ctrl-F3 here.
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// The modifiers of a letter-final key: none, `1 ; m`, or (SS3 only, from older terminals) a
    /// bare `m`. `nil` when the parameters don't fit or the event is a key release.
    private func legacyModifiers(_ parsed: ParsedSequence, allowingBareModifier: Bool) -> TerminalKey.Modifiers? {
        let parameters = parsed.parameters
        switch parameters.count {
        case 0:
            return []
        case 1:
            if allowingBareModifier {
                return Self.modifiers(parameters[0])
            }
            return parameters[0].count == 1 && (parameters[0][0] ?? 1) == 1 ? [] : nil
        case 2:
            guard parameters[0].count == 1, (parameters[0][0] ?? 1) == 1 else { return nil }
            return Self.modifiers(parameters[1])
        default:
            return nil
        }
    }

    /// Decodes xterm's (and kitty's) modifier parameter: 1 + a bit set of shift 1, alt 2,
    /// control 4, super 8, hyper 16, meta 32, caps lock 64, num lock 128, optionally followed by
    /// kitty's event type (1 press, 2 repeat, 3 release). `nil` for releases and bad values.
    private static func modifiers(_ parameter: [Int?]) -> TerminalKey.Modifiers? {
        guard parameter.count <= 2 else { return nil }
        let value = parameter[0] ?? 1
        guard (1...256).contains(value) else { return nil }
        if parameter.count == 2, let eventType = parameter[1], eventType != 1 && eventType != 2 {
            return nil
        }
        let bits = value - 1
        var modifiers: TerminalKey.Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & (8 | 16 | 32) != 0 { modifiers.insert(.meta) }
        return modifiers
    }

    private mutating func decodeTildeKey(_ parsed: ParsedSequence) {
        let parameters = parsed.parameters
        guard let first = parameters.first, first.count == 1, let number = first[0] else { return }
        switch number {
        case 200 where parameters.count == 1:
            beginPaste()
            return
        case 27 where parameters.count == 3:
            // xterm modifyOtherKeys: CSI 27 ; modifiers ; code ~
            guard parameters[2].count == 1, let code = parameters[2][0],
                  let modifiers = Self.modifiers(parameters[1]) else { return }
            emitCodepointKey(code, shifted: nil, modifiers: modifiers)
            return
        default:
            break
        }
        guard parameters.count <= 2 else { return }
        let code: TerminalKey.Code
        switch number {
        case 1, 7: code = .home
        case 2: code = .insert
        case 3: code = .delete
        case 4, 8: code = .end
        case 5: code = .pageUp
        case 6: code = .pageDown
        case 11...15: code = .function(number - 10)
        case 17...21: code = .function(number - 11)
        case 23, 24: code = .function(number - 12)
        case 29: code = .menu  // xterm's and the Linux console's Menu key (VT220 "Do")
        default: return  // 201 (a stray paste end), F13 and beyond, and unknown keys
        }
        let modifiers = parameters.count == 2 ? Self.modifiers(parameters[1]) : []
        if let modifiers {
            emitKey(code, modifiers)
        }
    }

    /// The kitty keyboard protocol: `CSI code[:shifted[:base]] ; modifiers[:event] ; text u`.
    private mutating func decodeKittyKey(_ parsed: ParsedSequence) {
        let parameters = parsed.parameters
        guard (1...3).contains(parameters.count), parameters[0].count <= 3,
              let code = parameters[0][0] else { return }
        let modifiers = parameters.count >= 2 ? Self.modifiers(parameters[1]) : []
        guard let modifiers else { return }
        let shifted = parameters[0].count >= 2 ? parameters[0][1] : nil
        emitCodepointKey(code, shifted: shifted, modifiers: modifiers)
    }

    /// Emits the key a Unicode code point (or a kitty functional-key code) names.
    private mutating func emitCodepointKey(_ code: Int, shifted: Int?, modifiers: TerminalKey.Modifiers) {
        let key: TerminalKey.Code
        switch code {
        case 13, 57414: key = .enter  // 57414 is the keypad's Enter
        case 9: key = .tab
        case 8, 127: key = .backspace
        case 27: key = .escape
        case 57399...57408: key = .character(Character(Unicode.Scalar(UInt8(code - 57399) + 0x30)))
        case 57409: key = .character(".")
        case 57410: key = .character("/")
        case 57411: key = .character("*")
        case 57412: key = .character("-")
        case 57413: key = .character("+")
        case 57415: key = .character("=")
        case 57416: key = .character(",")
        case 57417: key = .left
        case 57418: key = .right
        case 57419: key = .up
        case 57420: key = .down
        case 57421: key = .pageUp
        case 57422: key = .pageDown
        case 57423: key = .home
        case 57424: key = .end
        case 57425: key = .insert
        case 57426: key = .delete
        case 57363: key = .menu
        case 57344...63743:
            // Kitty's other functional keys (F13–F35, media, lock and bare modifier keys).
            return
        default:
            guard let character = Self.printableCharacter(code) else { return }
            var modifiers = modifiers
            var typed = character
            if modifiers.contains(.shift) {
                // Shift shows in the character itself where it can, as it does for typed text.
                if let shifted, let shiftedCharacter = Self.printableCharacter(shifted) {
                    typed = shiftedCharacter
                    modifiers.remove(.shift)
                } else {
                    let upper = String(character).uppercased()
                    if upper != String(character).lowercased(), upper.count == 1 {
                        typed = Character(upper)
                        modifiers.remove(.shift)
                    }
                }
            }
            emitKey(.character(typed), modifiers)
            return
        }
        emitKey(key, modifiers)
    }

    private static func printableCharacter(_ code: Int) -> Character? {
        guard code >= 0x20, code != 0x7F, !(0x80...0x9F).contains(code),
              let value = UInt32(exactly: code), let scalar = Unicode.Scalar(value) else { return nil }
        return Character(scalar)
    }

    /// SGR mouse: `CSI < button ; column ; row M` for presses and motion, `m` for releases.
    private mutating func decodeMouse(_ parsed: ParsedSequence, released: Bool) {
        let parameters = parsed.parameters
        guard parameters.count == 3, parameters.allSatisfy({ $0.count == 1 }),
              let buttons = parameters[0][0], let column = parameters[1][0], let row = parameters[2][0],
              (0..<128).contains(buttons), column >= 1, row >= 1 else { return }
        var modifiers: TerminalKey.Modifiers = []
        if buttons & 4 != 0 { modifiers.insert(.shift) }
        if buttons & 8 != 0 { modifiers.insert(.alt) }
        if buttons & 16 != 0 { modifiers.insert(.control) }
        let low = buttons & 3
        let kind: TerminalMouseEvent.Kind
        let button: TerminalMouseEvent.Button
        if buttons & 64 != 0 {
            guard !released else { return }
            kind = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
            button = .none
        } else {
            button = [.left, .middle, .right, .none][low]
            if buttons & 32 != 0 {
                guard !released else { return }
                kind = low == 3 ? .move : .drag
            } else if released {
                kind = .release
            } else {
                guard low != 3 else { return }
                kind = .press
            }
        }
        altPending = false
        emit(.mouse(TerminalMouseEvent(kind: kind, button: button, column: column - 1, row: row - 1,
                                       modifiers: modifiers)))
    }

    /// DECRPM: `CSI [?] mode ; setting $ y`. A left-out setting is 0, "not recognised".
    private mutating func decodeModeReport(_ parsed: ParsedSequence, isPrivate: Bool) {
        let parameters = parsed.parameters
        guard parameters.count == 2, parameters.allSatisfy({ $0.count == 1 }),
              let mode = parameters[0][0] else { return }
        emit(.modeReport(mode: mode, isPrivate: isPrivate, setting: parameters[1][0] ?? 0))
    }

    /// The kitty keyboard protocol's flags report: `CSI ? flags u`.
    private mutating func decodeKeyboardFlags(_ parsed: ParsedSequence) {
        let parameters = parsed.parameters
        guard parameters.count <= 1, parameters.first.map({ $0.count == 1 }) ?? true else { return }
        emit(.keyboardFlags(parameters.first?[0] ?? 0))
    }

    /// Primary device attributes: `CSI ? class ; feature ; … c`. Left-out parameters are 0.
    private mutating func decodeDeviceAttributes(_ parsed: ParsedSequence) {
        let parameters = parsed.parameters
        guard parameters.allSatisfy({ $0.count == 1 }) else { return }
        emit(.primaryDeviceAttributes(parameters.map { $0[0] ?? 0 }))
    }

    /// In-band resize (mode 2048): `CSI 48 ; rows ; columns ; height px ; width px t`.
    private mutating func decodeResize(_ parsed: ParsedSequence) {
        let parameters = parsed.parameters
        guard (3...5).contains(parameters.count), parameters[0] == [48],
              let rows = parameters[1][0], let columns = parameters[2][0] else { return }
        emit(.resize(columns: columns, rows: rows))
    }
}

extension TerminalInputDecoder {
    /// The parameters of a CSI or SS3 sequence: `[private marker] parameters [intermediates]`.
    private struct ParsedSequence {
        /// `<`, `=`, `>` or `?` when the sequence starts with one.
        var privateMarker: UInt8?
        /// Each `;`-separated parameter's `:`-separated parts; `nil` where a part was left out.
        var parameters: [[Int?]] = []
        /// The intermediate bytes (0x20–0x2F) before the final byte, such as DECRPM's `$`.
        var intermediates: [UInt8] = []

        /// Parses the bytes between the introducer and the final byte; `nil` if they are malformed
        /// (a misplaced marker, a parameter after an intermediate, a number too long).
        init?(_ bytes: [UInt8]) {
            var index = 0
            if let first = bytes.first, (0x3C...0x3F).contains(first) {
                privateMarker = first
                index = 1
            }
            if index < bytes.count, (0x30...0x3B).contains(bytes[index]) {
                var parameter: [Int?] = []
                var number: Int?
                var digits = 0
                while index < bytes.count, (0x30...0x3B).contains(bytes[index]) {
                    let byte = bytes[index]
                    switch byte {
                    case 0x3A:  // :
                        parameter.append(number)
                        number = nil
                        digits = 0
                    case 0x3B:  // ;
                        parameter.append(number)
                        parameters.append(parameter)
                        parameter = []
                        number = nil
                        digits = 0
                    default:
                        digits += 1
                        guard digits <= TerminalInputDecoder.maximumParameterDigits else { return nil }
                        number = (number ?? 0) * 10 + Int(byte - 0x30)
                    }
                    index += 1
                }
                parameter.append(number)
                parameters.append(parameter)
            }
            while index < bytes.count, (0x20...0x2F).contains(bytes[index]) {
                intermediates.append(bytes[index])
                index += 1
            }
            guard index == bytes.count else { return nil }
        }
    }
}
