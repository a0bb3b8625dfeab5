import Testing
import TrestleTerminal
import TrestleTesting

private typealias Modifiers = TerminalKey.Modifiers

private func key(_ code: TerminalKey.Code, _ modifiers: Modifiers = []) -> TerminalInputEvent {
    .key(TerminalKey(code, modifiers: modifiers))
}

private func character(_ character: Character, _ modifiers: Modifiers = []) -> TerminalInputEvent {
    .key(TerminalKey(.character(character), modifiers: modifiers))
}

private func mouse(_ kind: TerminalMouseEvent.Kind, _ button: TerminalMouseEvent.Button,
                   _ column: Int, _ row: Int, _ modifiers: Modifiers = []) -> TerminalInputEvent {
    .mouse(TerminalMouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers))
}

/// Decodes `bytes` in one read with a fresh decoder.
private func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInputEvent] {
    var decoder = TerminalInputDecoder()
    return decoder.feed(bytes)
}

private func decode(_ text: String) -> [TerminalInputEvent] {
    decode(Array(text.utf8))
}

private let esc = "\u{1B}"

// MARK: - Tables

private let controlCases: [([UInt8], TerminalInputEvent)] = [
    (Array("a".utf8), character("a")),
    (Array("A".utf8), character("A")),
    (Array(" ".utf8), character(" ")),
    (Array("~".utf8), character("~")),
    ([0x0D], key(.enter)),
    ([0x09], key(.tab)),
    ([0x7F], key(.backspace)),
    ([0x08], key(.backspace)),
    ([0x01], character("a", .control)),
    ([0x03], character("c", .control)),
    ([0x0A], character("j", .control)),
    ([0x1A], character("z", .control)),
    ([0x00], character(" ", .control)),
    ([0x1C], character("\\", .control)),
    ([0x1D], character("]", .control)),
    ([0x1F], character("_", .control)),
]

private let textCases: [(String, [Character])] = [
    ("hello", ["h", "e", "l", "l", "o"]),
    ("안녕하세요", ["안", "녕", "하", "세", "요"]),
    ("사진 설정", ["사", "진", " ", "설", "정"]),
    ("漢字かな", ["漢", "字", "か", "な"]),
    ("👍", ["👍"]),
    ("👍🏽", ["👍🏽"]),
    ("👨‍👩‍👧", ["👨‍👩‍👧"]),
    ("🇰🇷🇯🇵", ["🇰🇷", "🇯🇵"]),
    ("e\u{301}", ["e\u{301}"]),
    ("a한😀b", ["a", "한", "😀", "b"]),
]

private let invalidUTF8Cases: [([UInt8], [Character])] = [
    ([0x61, 0xFF, 0x62], ["a", "b"]),          // never valid in UTF-8
    ([0xC3, 0x61], ["a"]),                     // lead byte cut short
    ([0x80, 0x61], ["a"]),                     // stray continuation byte
    ([0xC0, 0xAF, 0x61], ["a"]),               // overlong "/"
    ([0xE0, 0x80, 0x80, 0x61], ["a"]),         // overlong NUL
    ([0xED, 0xA0, 0x80, 0x61], ["a"]),         // UTF-16 surrogate
    ([0xF4, 0x90, 0x80, 0x80, 0x61], ["a"]),   // past U+10FFFF
    ([0xF0, 0x9F, 0x91, 0x61], ["a"]),         // emoji missing its last byte
    ([0xC2, 0x85, 0x61], ["a"]),               // C1 control NEL is not a key
    ([0xF8, 0x88, 0x80, 0x80, 0x80, 0x61], ["a"]),
    ([0xED, 0x95, 0x9C, 0xFE, 0xEA, 0xB8, 0x80], ["한", "글"]),
]

private let keyCases: [(String, TerminalInputEvent)] = [
    ("\(esc)[A", key(.up)),
    ("\(esc)[B", key(.down)),
    ("\(esc)[C", key(.right)),
    ("\(esc)[D", key(.left)),
    ("\(esc)[H", key(.home)),
    ("\(esc)[F", key(.end)),
    ("\(esc)[1~", key(.home)),
    ("\(esc)[7~", key(.home)),
    ("\(esc)[4~", key(.end)),
    ("\(esc)[8~", key(.end)),
    ("\(esc)[2~", key(.insert)),
    ("\(esc)[3~", key(.delete)),
    ("\(esc)[5~", key(.pageUp)),
    ("\(esc)[6~", key(.pageDown)),
    ("\(esc)[11~", key(.function(1))),
    ("\(esc)[12~", key(.function(2))),
    ("\(esc)[13~", key(.function(3))),
    ("\(esc)[14~", key(.function(4))),
    ("\(esc)[15~", key(.function(5))),
    ("\(esc)[17~", key(.function(6))),
    ("\(esc)[18~", key(.function(7))),
    ("\(esc)[19~", key(.function(8))),
    ("\(esc)[20~", key(.function(9))),
    ("\(esc)[21~", key(.function(10))),
    ("\(esc)[29~", key(.menu)),                     // the Menu key (xterm, the Linux console)
    ("\(esc)[23~", key(.function(11))),
    ("\(esc)[24~", key(.function(12))),
    ("\(esc)OP", key(.function(1))),
    ("\(esc)OQ", key(.function(2))),
    ("\(esc)OR", key(.function(3))),
    ("\(esc)OS", key(.function(4))),
    ("\(esc)[P", key(.function(1))),
    ("\(esc)[1;5P", key(.function(1), .control)),
    ("\(esc)[1;2S", key(.function(4), .shift)),
    ("\(esc)OA", key(.up)),
    ("\(esc)OB", key(.down)),
    ("\(esc)OC", key(.right)),
    ("\(esc)OD", key(.left)),
    ("\(esc)OH", key(.home)),
    ("\(esc)OF", key(.end)),
    ("\(esc)OM", key(.enter)),
    ("\(esc)Op", character("0")),
    ("\(esc)Oy", character("9")),
    ("\(esc)Ok", character("+")),
    ("\(esc)O5A", key(.up, .control)),
    ("\(esc)[Z", key(.tab, .shift)),
    ("\(esc)[1;5A", key(.up, .control)),
    ("\(esc)[1;3D", key(.left, .alt)),
    ("\(esc)[1;5H", key(.home, .control)),
    ("\(esc)[1;5F", key(.end, .control)),
    ("\(esc)[5;5~", key(.pageUp, .control)),
    ("\(esc)[3;3~", key(.delete, .alt)),
    ("\(esc)[15;2~", key(.function(5), .shift)),
    ("\(esc)[24;8~", key(.function(12), [.shift, .alt, .control])),
    ("\(esc)[27;5;13~", key(.enter, .control)),       // xterm modifyOtherKeys
    ("\(esc)[27;6;65~", character("A", .control)),
]

private let modifierCases: [(Int, Modifiers)] = [
    (2, [.shift]),
    (3, [.alt]),
    (4, [.shift, .alt]),
    (5, [.control]),
    (6, [.shift, .control]),
    (7, [.alt, .control]),
    (8, [.shift, .alt, .control]),
    (9, [.meta]),
    (16, [.shift, .alt, .control, .meta]),
]

private let altCases: [(String, [TerminalInputEvent])] = [
    ("\(esc)a", [character("a", .alt)]),
    ("\(esc)A", [character("A", .alt)]),
    ("\(esc) ", [character(" ", .alt)]),
    ("\(esc)\r", [key(.enter, .alt)]),
    ("\(esc)\t", [key(.tab, .alt)]),
    ("\(esc)\u{7F}", [key(.backspace, .alt)]),
    ("\(esc)\u{01}", [character("a", [.alt, .control])]),
    ("\(esc)한", [character("한", .alt)]),
    ("\(esc)\(esc)[A", [key(.up, .alt)]),
    ("\(esc)\(esc)OP", [key(.function(1), .alt)]),
    ("\(esc)\(esc)x", [key(.escape, .alt), character("x")]),
    ("\(esc)\(esc)\(esc)x", [key(.escape, .alt), character("x", .alt)]),
    ("\(esc)]x", [character("]", .alt), character("x")]),
    ("\(esc)Px", [character("P", .alt), character("x")]),
    ("ab\(esc)cd", [character("a"), character("b"), character("c", .alt), character("d")]),
]

private let timeoutCases: [(String, [TerminalInputEvent])] = [
    ("\(esc)", [key(.escape)]),
    ("\(esc)\(esc)", [key(.escape, .alt)]),
    ("\(esc)[", [character("[", .alt)]),
    ("\(esc)O", [character("O", .alt)]),
    ("\(esc)]", [character("]", .alt)]),
    ("\(esc)P", [character("P", .alt)]),
    ("\(esc)[1;5", []),            // a truncated sequence is dropped
    ("\(esc)[<0;12", []),
    ("\(esc)]11;rgb:00", []),      // so is a truncated reply
]

private let kittyCases: [(String, TerminalInputEvent?)] = [
    ("\(esc)[97u", character("a")),
    ("\(esc)[57363u", key(.menu)),                  // kitty's Menu key
    ("\(esc)[97;5u", character("a", .control)),
    ("\(esc)[105;5u", character("i", .control)),     // Ctrl-I, distinct from Tab
    ("\(esc)[109;5u", character("m", .control)),     // Ctrl-M, distinct from Enter
    ("\(esc)[13u", key(.enter)),
    ("\(esc)[13;2u", key(.enter, .shift)),
    ("\(esc)[9u", key(.tab)),
    ("\(esc)[9;5u", key(.tab, .control)),
    ("\(esc)[127u", key(.backspace)),
    ("\(esc)[127;3u", key(.backspace, .alt)),
    ("\(esc)[27u", key(.escape)),
    ("\(esc)[27;2u", key(.escape, .shift)),
    ("\(esc)[32;5u", character(" ", .control)),
    ("\(esc)[97:65;2u", character("A")),             // shifted key reported
    ("\(esc)[97;2u", character("A")),                // shift applied to the letter
    ("\(esc)[97:65;6u", character("A", .control)),
    ("\(esc)[49:33;2u", character("!")),
    ("\(esc)[49;2u", character("1", .shift)),
    ("\(esc)[97;9u", character("a", .meta)),         // super
    ("\(esc)[97;33u", character("a", .meta)),        // meta
    ("\(esc)[97;65u", character("a")),               // caps lock is not a modifier
    ("\(esc)[54620u", character("한")),
    ("\(esc)[128512u", character("😀")),
    ("\(esc)[97;5:1u", character("a", .control)),    // press
    ("\(esc)[97;5:2u", character("a", .control)),    // repeat
    ("\(esc)[97;5:3u", nil),                         // release
    ("\(esc)[1;5:3A", nil),                          // release of Ctrl-Up
    ("\(esc)[97;1;97u", character("a")),             // text as code points
    ("\(esc)[57414u", key(.enter)),                  // keypad Enter
    ("\(esc)[57399u", character("0")),
    ("\(esc)[57419;5u", key(.up, .control)),
    ("\(esc)[57376u", nil),                          // F13: not a key Trestle names
    ("\(esc)[57441u", nil),                          // a bare Shift key
    ("\(esc)[1u", nil),                              // a control code point
    ("\(esc)[1114112u", nil),                        // past U+10FFFF
    ("\(esc)[55296u", nil),                          // a surrogate
    ("\(esc)[106;5u", character("j", .control)),     // Ctrl-J, distinct from Ctrl-Enter
    ("\(esc)[99;5u", character("c", .control)),      // Ctrl-C still reaches the host's binding
    ("\(esc)[27;3u", key(.escape, .alt)),
    ("\(esc)[9;2u", key(.tab, .shift)),
]

private let mouseCases: [(String, TerminalInputEvent)] = [
    ("\(esc)[<0;1;1M", mouse(.press, .left, 0, 0)),
    ("\(esc)[<0;10;5m", mouse(.release, .left, 9, 4)),
    ("\(esc)[<1;3;4M", mouse(.press, .middle, 2, 3)),
    ("\(esc)[<2;3;4M", mouse(.press, .right, 2, 3)),
    ("\(esc)[<2;3;4m", mouse(.release, .right, 2, 3)),
    ("\(esc)[<3;3;4m", mouse(.release, .none, 2, 3)),
    ("\(esc)[<32;5;6M", mouse(.drag, .left, 4, 5)),
    ("\(esc)[<34;5;6M", mouse(.drag, .right, 4, 5)),
    ("\(esc)[<35;7;8M", mouse(.move, .none, 6, 7)),
    ("\(esc)[<64;1;2M", mouse(.wheelUp, .none, 0, 1)),
    ("\(esc)[<65;1;2M", mouse(.wheelDown, .none, 0, 1)),
    ("\(esc)[<66;1;2M", mouse(.wheelLeft, .none, 0, 1)),
    ("\(esc)[<67;1;2M", mouse(.wheelRight, .none, 0, 1)),
    ("\(esc)[<4;1;1M", mouse(.press, .left, 0, 0, .shift)),
    ("\(esc)[<8;1;1M", mouse(.press, .left, 0, 0, .alt)),
    ("\(esc)[<16;1;1M", mouse(.press, .left, 0, 0, .control)),
    ("\(esc)[<80;1;1M", mouse(.wheelUp, .none, 0, 0, .control)),
    ("\(esc)[<48;2;2M", mouse(.drag, .left, 1, 1, .control)),
    ("\(esc)[<0;300;200M", mouse(.press, .left, 299, 199)),
]

private let pasteCases: [(String, String)] = [
    ("hello", "hello"),
    ("", ""),
    ("line one\rline two\r\n", "line one\rline two\r\n"),
    ("사진 설정 👍🏽", "사진 설정 👍🏽"),
    ("\(esc)[A\(esc)[1;5B\u{03}", "\(esc)[A\(esc)[1;5B\u{03}"),   // keys inside a paste are text
    ("\(esc)[20\(esc)[201\(esc)\(esc)[2", "\(esc)[20\(esc)[201\(esc)\(esc)[2"),  // near-misses of the end marker
    ("\(esc)[200~nested", "\(esc)[200~nested"),
]

private let reportCases: [(String, TerminalInputEvent)] = [
    ("\(esc)[I", .focusGained),
    ("\(esc)[O", .focusLost),
    ("\(esc)[48;24;80;480;800t", .resize(columns: 80, rows: 24)),
    ("\(esc)[48;40;120t", .resize(columns: 120, rows: 40)),
]

/// Replies to the queries ``TerminalCapabilityProbe`` sends, and the events they decode to.
private let decodedReplyCases: [(String, TerminalInputEvent)] = [
    ("\(esc)[?2026;0$y", .modeReport(mode: 2026, isPrivate: true, setting: 0)),
    ("\(esc)[?2026;1$y", .modeReport(mode: 2026, isPrivate: true, setting: 1)),
    ("\(esc)[?2026;2$y", .modeReport(mode: 2026, isPrivate: true, setting: 2)),
    ("\(esc)[?2026;3$y", .modeReport(mode: 2026, isPrivate: true, setting: 3)),
    ("\(esc)[?2026;4$y", .modeReport(mode: 2026, isPrivate: true, setting: 4)),
    ("\(esc)[?2026;$y", .modeReport(mode: 2026, isPrivate: true, setting: 0)),     // left out: 0
    ("\(esc)[?1049;1$y", .modeReport(mode: 1049, isPrivate: true, setting: 1)),
    ("\(esc)[4;2$y", .modeReport(mode: 4, isPrivate: false, setting: 2)),          // an ANSI mode
    ("\(esc)[?0u", .keyboardFlags(0)),
    ("\(esc)[?1u", .keyboardFlags(1)),
    ("\(esc)[?31u", .keyboardFlags(31)),
    ("\(esc)[?u", .keyboardFlags(0)),
    ("\(esc)[?62;22c", .primaryDeviceAttributes([62, 22])),
    ("\(esc)[?6c", .primaryDeviceAttributes([6])),                                // Linux console
    ("\(esc)[?1;2c", .primaryDeviceAttributes([1, 2])),                           // VT100 with AVO
    ("\(esc)[?64;1;2;6;9;15;16;17;18;21;22;28c",
     .primaryDeviceAttributes([64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28])),
    ("\(esc)[?c", .primaryDeviceAttributes([])),
    ("\(esc)]11;rgb:0000/0000/0000\(esc)\\", .backgroundColor(red: 0, green: 0, blue: 0)),     // ST
    ("\(esc)]11;rgb:ffff/ffff/ffff\u{07}", .backgroundColor(red: 1, green: 1, blue: 1)),       // BEL
    ("\(esc)]11;rgb:ff/80/00\u{07}", .backgroundColor(red: 1, green: 128.0 / 255.0, blue: 0)),
    ("\(esc)]11;rgb:f/8/0\(esc)\\", .backgroundColor(red: 1, green: 8.0 / 15.0, blue: 0)),
    ("\(esc)]11;rgb:fff/800/000\u{07}", .backgroundColor(red: 1, green: 2048.0 / 4095.0, blue: 0)),
    ("\(esc)]11;rgb:1e1e/1e1e/2e2e\(esc)\\",
     .backgroundColor(red: 7710.0 / 65535.0, green: 7710.0 / 65535.0, blue: 11822.0 / 65535.0)),
    ("\(esc)]11;rgb:FFFF/0/Ab\u{07}", .backgroundColor(red: 1, green: 0, blue: 171.0 / 255.0)),
    ("\(esc)]11;rgba:ffff/0000/0000/8000\u{07}", .backgroundColor(red: 1, green: 0, blue: 0)),  // alpha ignored
]

/// Replies Trestle doesn't ask for or can't read: each is skipped whole, and none of it is input.
private let replyCases: [String] = [
    "\(esc)[>41;390;0c",                         // DA2
    "\(esc)[8;24;80t",                           // a window size report other than mode 2048's
    "\(esc)]10;rgb:ffff/ffff/ffff\(esc)\\",      // OSC 10: the foreground
    "\(esc)]4;1;rgb:cdcd/0000/0000\u{07}",       // OSC 4: a palette entry
    "\(esc)]11;rgb:12345/0/0\u{07}",             // five hex digits
    "\(esc)]11;rgb:00/00\u{07}",                 // two channels
    "\(esc)]11;rgb:00/00/00/00\u{07}",           // four channels without rgba
    "\(esc)]11;rgb:/00/00\u{07}",                // an empty channel
    "\(esc)]11;rgb:gg/00/00\u{07}",              // not hex
    "\(esc)]11;rgb:00/00/00 \u{07}",             // trailing junk
    "\(esc)]11;#000000\u{07}",                   // not an X11 rgb: specification
    "\(esc)]11;?\u{07}",                         // the query echoed back
    "\(esc)]111;rgb:0/0/0\u{07}",
    "\(esc)]11;rgb:" + String(repeating: "0", count: 200) + "/0/0\u{07}",   // over-long
    "\(esc)]0;a window title\u{07}",
    "\(esc)P>|xterm(390)\(esc)\\",               // XTVERSION
    "\(esc)P1$r0m\(esc)\\",                      // DECRQSS
    "\(esc)[201~",                               // a stray paste end
    "\(esc)[?2026;2$p",                          // a DECRQM query, not a reply
    "\(esc)[?2026$y",                            // DECRPM without a setting
    "\(esc)[?2026;2;1$y",
    "\(esc)[2026;2y",                            // no `$`: neither a reply nor a key
    "\(esc)[?2026;2#y",                          // the wrong intermediate
    "\(esc)[?1;2u",                              // a kitty flags report has one parameter
    "\(esc)[?1:2u",
    "\(esc)[?62:1c",
    "\(esc)[>1u",                                // a push echoed back
]

private let malformedCases: [(String, [TerminalInputEvent])] = [
    ("\(esc)[99999999999999999999Xa", [character("a")]),
    ("\(esc)[" + String(repeating: "1;", count: 1000) + "Aa", [character("a")]),
    ("\(esc)[" + String(repeating: "9", count: 5000) + "~b", [character("b")]),
    ("\(esc)[1;5\r", [key(.enter)]),                       // ESC [ then a non-CSI byte
    ("\(esc)[\u{03}", [character("c", .control)]),
    ("\(esc)[한", [character("한")]),
    ("\(esc)[1;5\(esc)[B", [key(.down)]),                  // cut short by another sequence
    ("\(esc)O\u{01}", [character("a", .control)]),
    ("\(esc)[1;5\u{80}a", [character("a")]),
    ("\(esc)[?1;2Aa", [character("a")]),                   // private marker on a key
    ("\(esc)[1$2Aa", [character("a")]),                    // parameter after an intermediate
    ("\(esc)[1;2?Aa", [character("a")]),                   // misplaced marker
    ("\(esc)[1;0Aa", [character("a")]),                    // modifier 0
    ("\(esc)[1;999Aa", [character("a")]),                  // modifier out of range
    ("\(esc)[2;5Aa", [character("a")]),                    // cursor key with a count
    ("\(esc)[99~a", [character("a")]),                     // unknown tilde key
    ("\(esc)[1;2;3~a", [character("a")]),
    ("\(esc)[Ea", [character("a")]),                       // keypad 5: no key to report
    ("\(esc)[<0;1Ma", [character("a")]),                   // mouse with two parameters
    ("\(esc)[<0;0;1Ma", [character("a")]),                 // column 0
    ("\(esc)[<0;1;1;1Ma", [character("a")]),
    ("\(esc)[<128;1;1Ma", [character("a")]),               // extra buttons
    ("\(esc)[<64;1;1ma", [character("a")]),                // wheel "release"
    ("\(esc)[<3;1;1Ma", [character("a")]),                 // press of no button
    ("\(esc)[<0;1;1Xa", [character("a")]),
    ("\(esc)[48;24ta", [character("a")]),                  // resize without columns
    ("\(esc)[5Ia", [character("a")]),                      // focus with a parameter
    ("\(esc)[:::;;;:u" + "a", [character("a")]),
    ("\(esc)]11;rgb:00\(esc)[A", [key(.up)]),               // OSC cut short by a key
    ("\(esc)P1$r\(esc)OQ", [key(.function(2))]),
    ("\(esc)]0;title\u{18}a", [character("a")]),            // CAN cancels a string
    ("\(esc)]11;rgb:0/0/0\u{18}a", [character("a")]),        // a cancelled colour reply is dropped
    ("\(esc)]11;rgb:0/0/0\(esc)[A", [key(.up)]),              // so is one cut short by a key
    ("\(esc)[?2026;2\r", [key(.enter)]),                     // a DECRPM reply cut short
]

private let splitSequences: [String] = [
    "\(esc)[1;5A",
    "\(esc)[<35;120;40M",
    "\(esc)[<0;3;4m",
    "\(esc)OP",
    "\(esc)[15;2~",
    "\(esc)[97:65;6u",
    "\(esc)[48;24;80;480;800t",
    "\(esc)[200~a\(esc)[20한\(esc)[201~",
    "한😀é",
    "\(esc)한",
    "\(esc)\(esc)[B",
    "\(esc)]11;rgb:0000/0000/0000\(esc)\\x",
    "a\(esc)[I\(esc)[Ob",
    "\(esc)[?2026;2$y",
    "\(esc)[?1u",
    "\(esc)[?62;22c",
    "\(esc)]11;rgb:1e1e/1e1e/2e2e\(esc)\\",
    "\(esc)]11;rgb:ff/ff/ff\u{07}",
    "\(esc)[27u\(esc)[106;5u\(esc)[13u",
    // A whole probe answer with keys typed in between.
    "j\(esc)[?2026;1$yk\(esc)[?0u\(esc)]11;rgb:0000/0000/0000\(esc)\\\(esc)[A\(esc)[?62;22c",
]

// MARK: - Tests

@Suite("Terminal input decoder")
struct TerminalInputDecoderTests {
    @Test("Printable ASCII and control characters decode to keys", arguments: controlCases)
    func controlCharacters(bytes: [UInt8], expected: TerminalInputEvent) {
        #expect(decode(bytes) == [expected])
    }

    @Test("UTF-8 text decodes to characters, Korean and emoji included", arguments: textCases)
    func text(input: String, expected: [Character]) {
        #expect(decode(input) == expected.map { character($0) })
    }

    @Test("Invalid UTF-8 bytes are skipped and the text around them survives", arguments: invalidUTF8Cases)
    func invalidUTF8(bytes: [UInt8], expected: [Character]) {
        #expect(decode(bytes) == expected.map { character($0) })
    }

    @Test("A character split across reads completes with the next read")
    func characterSplitAcrossReads() {
        let bytes = Array("a한😀é글".utf8)
        let whole = decode(bytes)
        #expect(whole == ["a", "한", "😀", "é", "글"].map { character($0) })
        for split in 0...bytes.count {
            var decoder = TerminalInputDecoder()
            let events = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
            #expect(events == whole, "split at \(split)")
        }
    }

    @Test("CSI and SS3 key sequences decode to named keys", arguments: keyCases)
    func keys(input: String, expected: TerminalInputEvent) {
        #expect(decode(input) == [expected])
    }

    @Test("xterm's modifier parameter decodes to shift, alt, control and meta", arguments: modifierCases)
    func xtermModifiers(parameter: Int, expected: TerminalKey.Modifiers) {
        #expect(decode("\(esc)[1;\(parameter)A") == [key(.up, expected)])
        #expect(decode("\(esc)[1;\(parameter)P") == [key(.function(1), expected)])
        #expect(decode("\(esc)[6;\(parameter)~") == [key(.pageDown, expected)])
        #expect(decode("\(esc)[19;\(parameter)~") == [key(.function(8), expected)])
        #expect(decode("\(esc)[105;\(parameter)u").first.map { event in
            guard case .key(let key) = event else { return false }
            return key.modifiers == expected.subtracting(.shift)
        } == true)
    }

    @Test("Esc followed by a key in the same read is Alt plus that key", arguments: altCases)
    func altPrefix(input: String, expected: [TerminalInputEvent]) {
        #expect(decode(input) == expected)
    }

    @Test("A lone Esc waits for the host's timeout, then becomes the Escape key")
    func loneEscape() {
        var decoder = TerminalInputDecoder()
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [key(.escape)])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.feed(Array("j".utf8)) == [character("j")])
    }

    @Test("Esc in one read and a key in the next, before the timeout, is Alt plus the key")
    func escapeThenKeyInNextRead() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("x".utf8)) == [character("x", .alt)])
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[A".utf8)) == [key(.up)])
    }

    @Test("The timeout resolves whatever an Esc began, and the keys after it decode afresh",
          arguments: timeoutCases)
    func timeout(input: String, expected: [TerminalInputEvent]) {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed(Array(input.utf8)).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == expected)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed(Array("5A".utf8)) == [character("5"), character("A")])
    }

    @Test("The timeout leaves a partial character and an unfinished paste alone")
    func timeoutKeepsTextAndPaste() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed([0xED, 0x95]).isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.feed([0x9C]) == [character("한")])

        #expect(decoder.feed(Array("\(esc)[200~abc\(esc)".utf8)).isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.feed(Array("[201~".utf8)) == [.paste("abc")])
    }

    @Test("Kitty keyboard protocol CSI u keys decode; releases are dropped", arguments: kittyCases)
    func kitty(input: String, expected: TerminalInputEvent?) {
        #expect(decode(input + "z") == (expected.map { [$0] } ?? []) + [character("z")])
    }

    @Test("SGR mouse reports decode to 0-based cells", arguments: mouseCases)
    func sgrMouse(input: String, expected: TerminalInputEvent) {
        #expect(decode(input) == [expected])
    }

    @Test("Bracketed paste delivers its contents verbatim", arguments: pasteCases)
    func paste(contents: String, expected: String) {
        #expect(decode("x\(esc)[200~\(contents)\(esc)[201~y") == [character("x"), .paste(expected), character("y")])
    }

    @Test("A paste spanning many reads arrives as one paste")
    func pasteAcrossReads() {
        let contents = String(repeating: "사진 \(esc)[20 line\r", count: 50)
        let bytes = Array("\(esc)[200~\(contents)\(esc)[201~".utf8)
        for chunkSize in [1, 2, 3, 5, 7, 64] {
            var decoder = TerminalInputDecoder()
            var events: [TerminalInputEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(start + chunkSize, bytes.count)
                events += decoder.feed(bytes[start..<end])
                start = end
            }
            #expect(events == [.paste(contents)], "chunks of \(chunkSize)")
        }
    }

    @Test("An oversized paste keeps its first MiB, ends on a whole character, and the key after it survives")
    func oversizedPaste() {
        let limit = TerminalInputDecoder.maximumPasteLength
        #expect(limit == 1 << 20)
        // "한" is three bytes and 2^20 isn't a multiple of three, so the cut falls inside a character.
        let contents = String(repeating: "한", count: limit / 3 + 1000)
        var decoder = TerminalInputDecoder()
        var events = decoder.feed(Array("\(esc)[200~".utf8))
        let bytes = Array(contents.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + 65_536, bytes.count)
            events += decoder.feed(bytes[start..<end])
            start = end
        }
        events += decoder.feed(Array("\(esc)[201~\(esc)[B".utf8))
        #expect(events.count == 2)
        guard case .paste(let pasted) = events.first else {
            Issue.record("expected a paste, got \(String(describing: events.first))")
            return
        }
        #expect(pasted.utf8.count == limit / 3 * 3)
        #expect(pasted.unicodeScalars.allSatisfy { $0 == "한" })
        #expect(events.last == key(.down))
    }

    @Test("Focus and in-band resize reports decode", arguments: reportCases)
    func reports(input: String, expected: TerminalInputEvent) {
        #expect(decode(input) == [expected])
    }

    @Test("Replies to the probe's queries decode to reply events, and the key after them survives",
          arguments: decodedReplyCases)
    func decodedReplies(input: String, expected: TerminalInputEvent) {
        #expect(decode(input) == [expected])
        #expect(decode("x" + input + "a") == [character("x"), expected, character("a")])
    }

    @Test("Replies fed one byte at a time decode as they do in one read", arguments: decodedReplyCases)
    func decodedRepliesByteByByte(input: String, expected: TerminalInputEvent) {
        var decoder = TerminalInputDecoder()
        let events = Array(input.utf8).flatMap { decoder.feed([$0]) }
        #expect(events == [expected])
        #expect(!decoder.hasPendingEscape)
    }

    @Test("Replies Trestle can't read are skipped whole and never leak as text", arguments: replyCases)
    func replies(input: String) {
        #expect(decode(input + "a") == [character("a")])
        var decoder = TerminalInputDecoder()
        #expect(Array((input + "a").utf8).flatMap { decoder.feed([$0]) } == [character("a")])
    }

    @Test("A reply after an Esc prefix is still a reply, and the Alt doesn't reach the next key")
    func replyAfterEscapePrefix() {
        #expect(decode("\(esc)\(esc)[?1ua") == [.keyboardFlags(1), character("a")])
    }

    @Test("A whole probe answer interleaved with typing keeps every keystroke in order")
    func probeAnswerInterleavedWithKeys() {
        let input = "j\(esc)[?2026;2$yk\(esc)[?1u\(esc)]11;rgb:ffff/ffff/ffff\u{07}\(esc)[B\(esc)[?62;22c"
        #expect(decode(input) == [
            character("j"), .modeReport(mode: 2026, isPrivate: true, setting: 2), character("k"),
            .keyboardFlags(1), .backgroundColor(red: 1, green: 1, blue: 1), key(.down),
            .primaryDeviceAttributes([62, 22]),
        ])
    }

    @Test("With kitty disambiguation, Esc arrives as CSI 27 u: the Escape key at once, no timeout")
    func kittyEscapeNeedsNoTimeout() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed(Array("\(esc)[27u".utf8)) == [key(.escape)])
        #expect(!decoder.hasPendingEscape)
        // Esc then Up, typed quickly, is two keys rather than Alt-Up.
        #expect(decoder.feed(Array("\(esc)[27u\(esc)[A".utf8)) == [key(.escape), key(.up)])
        #expect(decoder.feed(Array("\(esc)[13u\(esc)[9u\(esc)[127u".utf8)) == [key(.enter), key(.tab), key(.backspace)])
    }

    @Test("Every split point of a sequence decodes as the whole sequence does", arguments: splitSequences)
    func everySplitPoint(input: String) {
        let bytes = Array(input.utf8)
        let whole = decode(bytes)
        #expect(!whole.isEmpty)
        var oneByteAtATime = TerminalInputDecoder()
        #expect(bytes.flatMap { oneByteAtATime.feed([$0]) } == whole, "one byte at a time")
        for first in 0...bytes.count {
            for second in first...bytes.count {
                var decoder = TerminalInputDecoder()
                let events = decoder.feed(bytes[..<first]) + decoder.feed(bytes[first..<second])
                    + decoder.feed(bytes[second...])
                #expect(events == whole, "split at \(first) and \(second)")
            }
        }
    }

    @Test("Malformed and truncated sequences are dropped, and the input after them survives",
          arguments: malformedCases)
    func malformed(input: String, expected: [TerminalInputEvent]) {
        #expect(decode(input) == expected)
    }

    @Test("An unterminated terminal reply gives up after a bounded length")
    func unterminatedString() {
        let events = decode("\(esc)]11;" + String(repeating: "x", count: 10_000) + "a")
        #expect(events.last == character("a"))
        #expect(events.count < 10_000)
    }

    @Test("A million random bytes in random chunks (ten million in the long mode): no crash, and every key after a separator decodes")
    func fuzz() {
        let byteCount = LongChecks.count(regular: 1_000_000, long: 10_000_000)
        var random = SeededRandomNumberGenerator(seed: 0x7E57_1E_DEC0DE)
        // Bytes that steer the decoder into its states, mixed with uniformly random ones.
        let interesting = Array("\(esc)\(esc)[[O]P<?;;:~0123456789MmuItAZ\\$ycrgb:/".utf8)
            + [0x07, 0x18, 0x0D, 0x7F, 0x80, 0xBF, 0xC3, 0xE0, 0xED, 0xF0, 0xF4, 0x9F, 0xFF]
        let fragments: [[UInt8]] = [
            "\(esc)[200~", "\(esc)[201~", "\(esc)[<35;12;7M", "\(esc)[<0;1;1m", "\(esc)[1;5A", "\(esc)[97:65;6u",
            "\(esc)]11;rgb:0000/0000/0000\u{07}", "\(esc)P>|xterm\(esc)\\", "\(esc)[48;24;80t", "\(esc)[?2026;2$y",
            "\(esc)O5P", "\(esc)\(esc)[B", "한", "👍🏽", "\(esc)[" + String(repeating: "1;", count: 200),
            "\(esc)[?1u", "\(esc)[?62;22c", "\(esc)]11;rgb:1e/1e/2e\(esc)\\", "\(esc)[?2026;1$y",
        ].map { Array($0.utf8) }
        let realKeys: [([UInt8], TerminalInputEvent)] = [
            (Array("\(esc)[A".utf8), key(.up)),
            (Array("\(esc)[1;5A".utf8), key(.up, .control)),
            (Array("\(esc)[5~".utf8), key(.pageUp)),
            (Array("\(esc)[6;2~".utf8), key(.pageDown, .shift)),
            (Array("\(esc)OP".utf8), key(.function(1))),
            (Array("\(esc)[24~".utf8), key(.function(12))),
            (Array("a".utf8), character("a")),
            (Array("한".utf8), character("한")),
            (Array("😀".utf8), character("😀")),
            ([0x0D], key(.enter)),
            ([0x01], character("a", .control)),
            ([0x7F], key(.backspace)),
            (Array("\(esc)x".utf8), character("x", .alt)),
            (Array("\(esc)[97;5u".utf8), character("a", .control)),
            (Array("\(esc)[<0;3;4M".utf8), mouse(.press, .left, 2, 3)),
            (Array("\(esc)[<65;10;2M".utf8), mouse(.wheelDown, .none, 9, 1)),
            (Array("\(esc)[I".utf8), .focusGained),
            (Array("\(esc)[48;30;100t".utf8), .resize(columns: 100, rows: 30)),
            (Array("\(esc)[Z".utf8), key(.tab, .shift)),
            (Array("\(esc)[27u".utf8), key(.escape)),
            (Array("\(esc)[?2026;2$y".utf8), .modeReport(mode: 2026, isPrivate: true, setting: 2)),
            (Array("\(esc)[?1u".utf8), .keyboardFlags(1)),
            (Array("\(esc)[?62;22c".utf8), .primaryDeviceAttributes([62, 22])),
            (Array("\(esc)]11;rgb:ffff/ffff/ffff\(esc)\\".utf8), .backgroundColor(red: 1, green: 1, blue: 1)),
            (Array("\(esc)]11;rgb:0/0/0\u{07}".utf8), .backgroundColor(red: 0, green: 0, blue: 0)),
        ]
        // Ends any paste, string or sequence the garbage left open; dropped when there is none.
        let reset = Array("\(esc)[201~".utf8)

        var stream: [UInt8] = []
        var isGarbage: [Bool] = []
        var expected: [TerminalInputEvent] = []
        stream.reserveCapacity(byteCount + byteCount / 10)
        isGarbage.reserveCapacity(byteCount + byteCount / 10)
        while stream.count < byteCount {
            for _ in 0..<Int.random(in: 0...32, using: &random) {
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    // A whole or truncated known sequence, so garbage reaches every state.
                    let fragment = fragments.randomElement(using: &random)!
                    let length = Bool.random(using: &random)
                        ? fragment.count : Int.random(in: 1...fragment.count, using: &random)
                    stream += fragment[..<length]
                    isGarbage += Array(repeating: true, count: length)
                case 1...3:
                    stream.append(interesting.randomElement(using: &random)!)
                    isGarbage.append(true)
                default:
                    stream.append(UInt8.random(in: .min ... .max, using: &random))
                    isGarbage.append(true)
                }
            }
            // A paste with a unique marker, then the real key: the key must be the event right
            // after the marker.
            let (bytes, event) = realKeys.randomElement(using: &random)!
            let unit = reset + Array("\(esc)[200~#\(expected.count)\(esc)[201~".utf8) + bytes + reset
            stream += unit
            isGarbage += Array(repeating: false, count: unit.count)
            expected.append(event)
        }

        var decoder = TerminalInputDecoder()
        var events: [TerminalInputEvent] = []
        var position = 0
        while position < stream.count {
            let size = Int.random(in: 0..<8, using: &random) == 0
                ? Int.random(in: 1...4096, using: &random)
                : Int.random(in: 1...24, using: &random)
            let end = min(position + size, stream.count)
            events += decoder.feed(stream[position..<end])
            position = end
            // The Esc timeout can expire whenever the input pauses in the middle of garbage.
            if isGarbage[position - 1], Int.random(in: 0..<4, using: &random) == 0 {
                events += decoder.flushPendingEscape()
            }
        }
        events += decoder.flushPendingEscape()

        var found = 0
        var misses: [String] = []
        for (index, event) in events.enumerated() {
            guard case .paste(let marker) = event, marker.first == "#", marker == "#\(found)" else { continue }
            let next = index + 1 < events.count ? events[index + 1] : nil
            if next != expected[found], misses.count < 5 {
                misses.append("key \(found): expected \(expected[found]), got \(String(describing: next))")
            }
            found += 1
        }
        #expect(found == expected.count)
        #expect(misses.isEmpty)
        // Whatever the garbage decoded to, no decoded character is a control character.
        let controls = events.filter { event in
            guard case .key(let key) = event, case .character(let character) = key.code else { return false }
            return character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        }
        #expect(controls.isEmpty)
    }
}
