import Foundation

/// A strict reader of the bytes the terminal host writes: it splits them into printable text and
/// the host's own control sequences, and rejects anything else.
///
/// The vocabulary is exactly what TrestleTerminal writes, and in the exact shapes it writes them:
///
/// - Text: valid UTF-8 of scalars a terminal prints — no C0 control, no DEL, no C1 control
///   (U+0080–U+009F, the 8-bit CSI, OSC, DCS…), so no ESC outside a sequence below; and no
///   bidirectional formatting character (``isBidiFormatting(_:)``).
/// - `CR` (the renderer's cheapest move to column 1). No other C0 control: no LF, BS, TAB, BEL.
/// - CSI sequences, with decimal parameters without leading zeros and no empty parameter:
///   - `CUP` `ESC[H`, `ESC[rH`, `ESC[r;cH` (the renderer and the parked cursor);
///   - `CUU` `CUD` `CUF` `CUB` `CHA` `ESC[A` … `ESC[nG`, with at most one parameter;
///   - `ED 2` `ESC[2J`, the only erase;
///   - `SGR` `ESC[…m` with the parameters the renderer writes: 0 (reset), 1, 2, 3, 4, 7, 9,
///     30–37, 40–47, 90–97, 100–107, and `38`/`48` followed by `5;n` or `2;r;g;b` (0–255);
///   - private modes `ESC[?nh` and `ESC[?nl`: synchronized output (2026) and mouse capture
///     (1002, 1006) while frames are drawn; the session's own modes (alternate screen 1049,
///     cursor 25, autowrap 7, bracketed paste 2004, focus 1004, in-band resize 2048) only in the
///     ``Vocabulary/session`` vocabulary;
///   - in the session vocabulary only, the kitty keyboard push `ESC[>1u` and pop `ESC[<u`, and
///     the capability probe's queries `ESC[?2026$p`, `ESC[?u` and `ESC[c`.
/// - OSC sequences: OSC 52 `ESC]52;c;<base64>BEL`, whose payload must be canonical base64 of
///   valid UTF-8 (the clipboard); in the session vocabulary only, the probe's OSC 11 query
///   `ESC]11;?ESC\`.
///
/// Anything else — an ESC starting another sequence, a CSI final or parameter shape the host
/// never writes, an OSC other than these, a raw control byte, a C1 control, invalid UTF-8 — is a
/// ``Violation`` naming the offending bytes, their offset and the bytes around them.
///
/// The grammar cannot tell who wrote a well-formed sequence of the vocabulary: a leaked `ESC[2J`
/// reads as the renderer's own. ``CheckedTerminalApplication`` covers that by replaying the bytes
/// on a ``TerminalScreenModel`` (an erase or a move the window did not ask for leaves a screen
/// that no longer reads as the window) and by refusing OSC 52 where nothing was copied.
struct TerminalOutputGrammar {
    /// One unit of output.
    enum Token: Hashable {
        /// Printable text.
        case text(String)
        /// `CR`.
        case carriageReturn
        /// `CUP`, 1-based, defaults filled in.
        case cursorPosition(row: Int, column: Int)
        /// `CUU` (negative rows), `CUD`, `CUF` and `CUB` (negative columns).
        case cursorMove(rows: Int, columns: Int)
        /// `CHA`, 1-based.
        case cursorColumn(Int)
        /// `ED 2`.
        case eraseDisplay
        /// `SGR` with its parameters.
        case graphicRendition([Int])
        /// `DECSET` (`h`) or `DECRST` (`l`) of a private mode.
        case privateMode(Int, isSet: Bool)
        /// OSC 52: the text put on the clipboard, decoded.
        case clipboard(String)
        /// The kitty keyboard protocol's push of flags, and its pop.
        case kittyKeyboardPush(flags: Int)
        case kittyKeyboardPop
        /// The capability probe's queries.
        case synchronizedOutputQuery, kittyKeyboardQuery, backgroundColorQuery, deviceAttributesQuery
    }

    /// What a stream may contain.
    struct Vocabulary {
        /// The private modes `ESC[?nh`/`l` accepted.
        var privateModes: Set<Int>
        /// Whether the kitty keyboard push and pop and the probe's queries are accepted.
        var allowsSessionSequences: Bool

        /// What a running application writes: frames, the parked cursor, mouse capture toggles and
        /// the clipboard.
        static let frames = Vocabulary(privateModes: [2026, 1002, 1006], allowsSessionSequences: false)
        /// Everything the host writes, entering and leaving the terminal and probing it included.
        static let session = Vocabulary(privateModes: [2026, 1002, 1006, 1049, 25, 7, 2004, 1004, 2048],
                                        allowsSessionSequences: true)
    }

    /// Bytes outside the vocabulary.
    struct Violation: Error, CustomStringConvertible {
        /// The offset of the first offending byte.
        var offset: Int
        var reason: String
        /// The bytes around the offence, escaped, with the offending ones in ⟦ ⟧.
        var context: String

        var description: String { "\(reason) at byte \(offset): \(context)" }
    }

    let vocabulary: Vocabulary

    init(_ vocabulary: Vocabulary = .frames) {
        self.vocabulary = vocabulary
    }

    /// The tokens of `bytes`, or the first violation.
    func tokens(of bytes: [UInt8]) throws(Violation) -> [Token] {
        var reader = Reader(bytes: bytes, vocabulary: vocabulary)
        return try reader.read()
    }

    /// Whether `scalar` may appear in printed text.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    /// Whether `scalar` is a bidirectional formatting character: the embeddings and overrides
    /// U+202A–U+202E, the isolates U+2066–U+2069, and the marks U+200E, U+200F and U+061C.
    ///
    /// They are not controls to a terminal, but one that lays out bidirectional text would let
    /// an override reorder the rest of a line (the "Trojan Source" trick), and the renderer
    /// positions every cell assuming left-to-right order. Each is a grapheme cluster of its own
    /// and zero columns wide, so the rasterizer drops it; the grammar holds the output to that.
    static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
    }

    // MARK: - Reading

    private struct Reader {
        let bytes: [UInt8]
        let vocabulary: Vocabulary
        var index = 0
        var tokens: [Token] = []

        /// The longest CSI the host writes is an SGR with two RGB colours and every attribute.
        static let maximumCSILength = 64
        /// OSC 52 carries at most 74,994 bytes of UTF-8 as base64, about 100,000 bytes.
        static let maximumOSCLength = 120_000

        init(bytes: [UInt8], vocabulary: Vocabulary) {
            self.bytes = bytes
            self.vocabulary = vocabulary
        }

        mutating func read() throws(Violation) -> [Token] {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x1B:
                    try escapeSequence()
                case 0x0D:
                    tokens.append(.carriageReturn)
                    index += 1
                case 0x00..<0x20, 0x7F:
                    throw violation(at: index, length: 1, "raw control byte \(Self.hex(byte))")
                default:
                    try text()
                }
            }
            return tokens
        }

        // MARK: Text

        private mutating func text() throws(Violation) {
            let start = index
            var end = index
            while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
            // Scalar by scalar, so that an invalid byte or a C1 control is named where it is.
            var scalars = String.UnicodeScalarView()
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[start..<end].makeIterator()
            var offset = start
            decoding: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    let scalar = Unicode.UTF8.decode(encoded)
                    if !TerminalOutputGrammar.isPrintable(scalar) {
                        throw violation(at: offset, length: encoded.count,
                                        "C1 control U+\(String(scalar.value, radix: 16, uppercase: true)) in text")
                    }
                    if TerminalOutputGrammar.isBidiFormatting(scalar) {
                        throw violation(at: offset, length: encoded.count,
                                        "bidi formatting character U+\(String(scalar.value, radix: 16, uppercase: true)) in text")
                    }
                    scalars.append(scalar)
                    offset += encoded.count
                case .error(let length):
                    throw violation(at: offset, length: length, "invalid UTF-8 in text")
                case .emptyInput:
                    break decoding
                }
            }
            tokens.append(.text(String(scalars)))
            index = end
        }

        // MARK: Escape sequences

        private mutating func escapeSequence() throws(Violation) {
            let start = index
            guard start + 1 < bytes.count else { throw violation(at: start, length: 1, "ESC at the end of the output") }
            switch bytes[start + 1] {
            case UInt8(ascii: "["):
                try controlSequence(from: start)
            case UInt8(ascii: "]"):
                try operatingSystemCommand(from: start)
            default:
                throw violation(at: start, length: 2, "ESC followed by \(Self.hex(bytes[start + 1])), which the host never writes")
            }
        }

        /// `ESC [` prefix? parameters intermediates? final.
        private mutating func controlSequence(from start: Int) throws(Violation) {
            var end = start + 2
            var prefix: UInt8?
            if end < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: ">"), UInt8(ascii: "<")].contains(bytes[end]) {
                prefix = bytes[end]
                end += 1
            }
            let parametersStart = end
            while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
            let parameterBytes = bytes[parametersStart..<end]
            let intermediatesStart = end
            while end < bytes.count, (0x20...0x2F).contains(bytes[end]) { end += 1 }
            let intermediates = bytes[intermediatesStart..<end]
            guard end < bytes.count, (0x40...0x7E).contains(bytes[end]), end - start < Self.maximumCSILength else {
                throw violation(at: start, length: min(end, bytes.count) - start + 1, "unterminated or malformed CSI")
            }
            let final = bytes[end]
            let length = end + 1 - start
            guard let parameters = Self.parameters(parameterBytes) else {
                throw violation(at: start, length: length, "CSI parameters the host never writes")
            }
            let shape = (prefix: prefix, intermediates: Array(intermediates), final: final)
            guard let token = token(for: shape, parameters: parameters) else {
                throw violation(at: start, length: length, "a CSI sequence outside the host's vocabulary")
            }
            tokens.append(token)
            index = end + 1
        }

        /// The decimal parameters, or nil when any is empty, has a leading zero or is not decimal.
        private static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int]? {
            if bytes.isEmpty { return [] }
            var result: [Int] = []
            for field in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
                guard !field.isEmpty, field.count <= 9, field.allSatisfy({ (0x30...0x39).contains($0) }),
                      field.count == 1 || field.first != UInt8(ascii: "0") else { return nil }
                result.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
            }
            return result
        }

        private func token(for shape: (prefix: UInt8?, intermediates: [UInt8], final: UInt8), parameters: [Int]) -> Token? {
            let final = Character(Unicode.Scalar(shape.final))
            switch (shape.prefix.map { Character(Unicode.Scalar($0)) }, shape.intermediates, final) {
            case (nil, [], "H"):
                guard parameters.count <= 2, parameters.allSatisfy({ $0 >= 1 }) else { return nil }
                return .cursorPosition(row: parameters.first ?? 1, column: parameters.count > 1 ? parameters[1] : 1)
            case (nil, [], "A"), (nil, [], "B"), (nil, [], "C"), (nil, [], "D"):
                guard parameters.count <= 1, parameters.allSatisfy({ $0 >= 1 }) else { return nil }
                let distance = parameters.first ?? 1
                switch final {
                case "A": return .cursorMove(rows: -distance, columns: 0)
                case "B": return .cursorMove(rows: distance, columns: 0)
                case "C": return .cursorMove(rows: 0, columns: distance)
                default: return .cursorMove(rows: 0, columns: -distance)
                }
            case (nil, [], "G"):
                guard parameters.count <= 1, parameters.allSatisfy({ $0 >= 1 }) else { return nil }
                return .cursorColumn(parameters.first ?? 1)
            case (nil, [], "J"):
                return parameters == [2] ? .eraseDisplay : nil
            case (nil, [], "m"):
                return Self.isRendererSGR(parameters) ? .graphicRendition(parameters) : nil
            case ("?", [], "h"), ("?", [], "l"):
                guard parameters.count == 1, vocabulary.privateModes.contains(parameters[0]) else { return nil }
                return .privateMode(parameters[0], isSet: final == "h")
            case (">", [], "u") where vocabulary.allowsSessionSequences:
                return parameters == [1] ? .kittyKeyboardPush(flags: 1) : nil
            case ("<", [], "u") where vocabulary.allowsSessionSequences:
                return parameters.isEmpty ? .kittyKeyboardPop : nil
            case ("?", [], "u") where vocabulary.allowsSessionSequences:
                return parameters.isEmpty ? .kittyKeyboardQuery : nil
            case ("?", [UInt8(ascii: "$")], "p") where vocabulary.allowsSessionSequences:
                return parameters == [2026] ? .synchronizedOutputQuery : nil
            case (nil, [], "c") where vocabulary.allowsSessionSequences:
                return parameters.isEmpty ? .deviceAttributesQuery : nil
            default:
                return nil
            }
        }

        /// Whether `parameters` is an SGR list the renderer writes (see the type's overview).
        static func isRendererSGR(_ parameters: [Int]) -> Bool {
            guard !parameters.isEmpty else { return false }
            var index = 0
            while index < parameters.count {
                let value = parameters[index]
                switch value {
                case 0, 1, 2, 3, 4, 7, 9, 30...37, 40...47, 90...97, 100...107:
                    index += 1
                case 38, 48:
                    guard index + 1 < parameters.count else { return false }
                    let components = parameters[index + 1] == 5 ? 1 : parameters[index + 1] == 2 ? 3 : 0
                    guard components > 0, index + 1 + components < parameters.count,
                          parameters[(index + 2)...(index + 1 + components)].allSatisfy({ $0 <= 255 }) else { return false }
                    index += 2 + components
                default:
                    return false
                }
            }
            return true
        }

        /// `ESC ]` … terminator.
        private mutating func operatingSystemCommand(from start: Int) throws(Violation) {
            var end = start + 2
            while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B, end - start < Self.maximumOSCLength { end += 1 }
            guard end < bytes.count, end - start < Self.maximumOSCLength else {
                throw violation(at: start, length: min(end, bytes.count) - start, "unterminated OSC")
            }
            let body = bytes[(start + 2)..<end]
            if bytes[end] == 0x07 {
                let prefix = Array("52;c;".utf8)
                guard body.starts(with: prefix) else {
                    throw violation(at: start, length: end + 1 - start, "an OSC other than the clipboard's (OSC 52;c)")
                }
                let payload = String(decoding: body.dropFirst(prefix.count), as: UTF8.self)
                guard let data = Data(base64Encoded: payload), data.base64EncodedString() == payload,
                      let text = String(validating: Array(data), as: UTF8.self) else {
                    throw violation(at: start, length: end + 1 - start, "OSC 52 whose payload is not base64 of UTF-8")
                }
                tokens.append(.clipboard(text))
                index = end + 1
                return
            }
            // ESC: only ST (ESC \) ends the probe's background query.
            guard end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\"), vocabulary.allowsSessionSequences,
                  Array(body) == Array("11;?".utf8) else {
                throw violation(at: start, length: min(end + 2, bytes.count) - start, "an OSC outside the host's vocabulary")
            }
            tokens.append(.backgroundColorQuery)
            index = end + 2
        }

        // MARK: Reporting

        private func violation(at offset: Int, length: Int, _ reason: String) -> Violation {
            let end = min(bytes.count, offset + max(1, length))
            let before = bytes[max(0, offset - 24)..<offset]
            let offending = bytes[offset..<end]
            let after = bytes[end..<min(bytes.count, end + 24)]
            let context = Self.escaped(before) + "⟦" + Self.escaped(offending.prefix(48)) + (offending.count > 48 ? "…" : "")
                + "⟧" + Self.escaped(after)
            return Violation(offset: offset, reason: reason, context: context)
        }

        /// Printable characters as themselves, ESC as `\e`, anything else (controls, invalid
        /// UTF-8, backslashes) as `\xNN` bytes.
        static func escaped(_ bytes: some Collection<UInt8>) -> String {
            let bytes = Array(bytes)
            var result = ""
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                if index + length <= bytes.count,
                   let character = String(validating: bytes[index..<(index + length)], as: UTF8.self),
                   let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 {
                    if scalar == "\u{1B}" {
                        result += "\\e"
                    } else if TerminalOutputGrammar.isPrintable(scalar) && scalar != "\\" {
                        result.unicodeScalars.append(scalar)
                    } else {
                        result += bytes[index..<(index + length)].map { "\\x" + hexDigits($0) }.joined()
                    }
                    index += length
                } else {
                    result += "\\x" + hexDigits(lead)
                    index += 1
                }
            }
            return result
        }

        static func hex(_ byte: UInt8) -> String { "0x" + hexDigits(byte) }

        private static func hexDigits(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
    }
}
