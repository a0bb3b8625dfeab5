import Testing
import TrestleCore
import TrestleTerminal

private let esc = "\u{1B}"

private func character(_ character: Character, _ modifiers: TerminalKey.Modifiers = []) -> TerminalInputEvent {
    .key(TerminalKey(.character(character), modifiers: modifiers))
}

/// Feeds `text` through a decoder into `probe`, optionally one byte per read, and returns the
/// events the probe didn't consume: what the host would treat as input.
private func run(_ probe: inout TerminalCapabilityProbe, _ text: String, byteByByte: Bool = false) -> [TerminalInputEvent] {
    var decoder = TerminalInputDecoder()
    let bytes = Array(text.utf8)
    let events = byteByByte ? bytes.flatMap { decoder.feed([$0]) } : decoder.feed(bytes)
    return events.filter { !probe.consume($0) }
}

/// DECRPM settings for mode 2026 and whether each means synchronized output can be used.
private let settingCases: [(Int, Bool)] = [
    (0, false),  // not recognised
    (1, true),   // set
    (2, true),   // reset
    (3, true),   // permanently set: every update is atomic already; bracketing is harmless
    (4, false),  // permanently reset: it can never be switched on
]

private let backgroundCases: [(String, Bool)] = [
    ("rgb:0000/0000/0000", true),
    ("rgb:ffff/ffff/ffff", false),
    ("rgb:00/2b/36", true),        // Solarized dark
    ("rgb:fd/f6/e3", false),       // Solarized light
    ("rgb:1e1e/1e1e/2e2e", true),
    ("rgb:75/75/75", true),        // the greys either side of equal contrast with black and white
    ("rgb:76/76/76", false),
    ("rgb:f/f/f", false),
]

private let environmentCases: [([String: String], TerminalCapabilities, TerminalCapabilities)] = [
    ([:], .assumed, .assumed),
    (["TRESTLE_SYNC_OUTPUT": "1"], .assumed, TerminalCapabilities(synchronizedOutput: true)),
    (["TRESTLE_SYNC_OUTPUT": "0"], TerminalCapabilities(synchronizedOutput: true), .assumed),
    (["TRESTLE_SYNC_OUTPUT": " On "], .assumed, TerminalCapabilities(synchronizedOutput: true)),
    (["TRESTLE_SYNC_OUTPUT": "maybe"], TerminalCapabilities(synchronizedOutput: true),
     TerminalCapabilities(synchronizedOutput: true)),
    (["TRESTLE_KITTY_KEYBOARD": "0"], TerminalCapabilities(kittyKeyboard: true), .assumed),
    (["TRESTLE_KITTY_KEYBOARD": "false"], TerminalCapabilities(kittyKeyboard: true), .assumed),
    // It can't force the protocol on for a terminal that didn't answer.
    (["TRESTLE_KITTY_KEYBOARD": "1"], .assumed, .assumed),
    (["TRESTLE_KITTY_KEYBOARD": "1"], TerminalCapabilities(kittyKeyboard: true), TerminalCapabilities(kittyKeyboard: true)),
    (["TRESTLE_THEME": "dark"], .assumed, TerminalCapabilities(appearanceOverride: .dark)),
    (["TRESTLE_THEME": "LIGHT"], .assumed, TerminalCapabilities(appearanceOverride: .light)),
    (["TRESTLE_THEME": "auto"], .assumed, .assumed),
    (["TRESTLE_SYNC_OUTPUT": "1", "TRESTLE_KITTY_KEYBOARD": "0", "TRESTLE_THEME": "light"],
     TerminalCapabilities(kittyKeyboard: true),
     TerminalCapabilities(synchronizedOutput: true, appearanceOverride: .light)),
]

@Suite("Terminal capability probe")
struct TerminalCapabilitiesTests {
    @Test("The queries ask for mode 2026, the kitty flags and the background, with device attributes last")
    func queryBytes() {
        let probe = TerminalCapabilityProbe()
        let expected = "\(esc)[?2026$p" + "\(esc)[?u" + "\(esc)]11;?\(esc)\\" + "\(esc)[c"
        #expect(probe.queryBytes == Array(expected.utf8))
        #expect(probe.queryBytes == TerminalCapabilityProbe.queries)
        #expect(probe.queryBytes.suffix(3) == Array("\(esc)[c".utf8)[...])
        #expect(!probe.isComplete)
        #expect(probe.capabilities == .assumed)
    }

    @Test("Nothing is assumed before probing")
    func assumed() {
        let assumed = TerminalCapabilities.assumed
        #expect(!assumed.synchronizedOutput)
        #expect(!assumed.kittyKeyboard)
        #expect(assumed.background == nil)
        #expect(assumed.prefersDarkAppearance == nil)
    }

    @Test("All replies in order: every capability is learnt and the DA1 reply completes the probe")
    func repliesInOrder() {
        for byteByByte in [false, true] {
            var probe = TerminalCapabilityProbe()
            let input = run(&probe, "\(esc)[?2026;2$y\(esc)[?0u\(esc)]11;rgb:1e1e/1e1e/2e2e\(esc)\\", byteByByte: byteByByte)
            #expect(input.isEmpty)
            #expect(!probe.isComplete, "not before the device attributes")
            #expect(probe.capabilities.synchronizedOutput)
            #expect(probe.capabilities.kittyKeyboard)
            #expect(run(&probe, "\(esc)[?62;22c", byteByByte: byteByByte).isEmpty)
            #expect(probe.isComplete)
            #expect(!probe.didTimeOut)
            #expect(probe.capabilities == TerminalCapabilities(
                synchronizedOutput: true, kittyKeyboard: true,
                background: .init(red: 7710.0 / 65535, green: 7710.0 / 65535, blue: 11822.0 / 65535)))
            #expect(probe.capabilities.prefersDarkAppearance == true)
        }
    }

    @Test("A terminal that only answers device attributes supports nothing, and the probe completes")
    func onlyDeviceAttributes() {
        var probe = TerminalCapabilityProbe()
        #expect(run(&probe, "\(esc)[?6c").isEmpty)
        #expect(probe.isComplete)
        #expect(!probe.didTimeOut)
        #expect(probe.capabilities == .assumed)
        #expect(probe.capabilities.prefersDarkAppearance == nil)
    }

    @Test("A terminal that answers nothing: the host's time-out completes the probe with nothing supported")
    func timeOutWithoutReplies() {
        var probe = TerminalCapabilityProbe()
        probe.timeOut()
        #expect(probe.isComplete)
        #expect(probe.didTimeOut)
        #expect(probe.capabilities == .assumed)
    }

    @Test("A time-out keeps what arrived before it; later replies are consumed but change nothing")
    func lateReplies() {
        var probe = TerminalCapabilityProbe()
        #expect(run(&probe, "\(esc)[?1u").isEmpty)
        probe.timeOut()
        #expect(probe.capabilities == TerminalCapabilities(kittyKeyboard: true))
        #expect(run(&probe, "\(esc)[?2026;1$y\(esc)]11;rgb:0/0/0\u{07}\(esc)[?62;22c").isEmpty)
        #expect(probe.capabilities == TerminalCapabilities(kittyKeyboard: true))
        #expect(probe.didTimeOut)
        probe.timeOut()
        #expect(probe.didTimeOut)

        var completed = TerminalCapabilityProbe()
        #expect(run(&completed, "\(esc)[?62c").isEmpty)
        completed.timeOut()
        #expect(!completed.didTimeOut, "a time-out after completion changes nothing")
        #expect(run(&completed, "\(esc)[?2026;2$y").isEmpty)
        #expect(completed.capabilities == .assumed)
    }

    @Test("DECRPM settings for mode 2026: 1, 2 and 3 mean synchronized output works; 0 and 4 don't",
          arguments: settingCases)
    func synchronizedOutputSetting(setting: Int, supported: Bool) {
        #expect(TerminalCapabilities.synchronizedOutputSupported(setting: setting) == supported)
        var probe = TerminalCapabilityProbe()
        #expect(run(&probe, "\(esc)[?2026;\(setting)$y\(esc)[?62;22c").isEmpty)
        #expect(probe.isComplete)
        #expect(probe.capabilities.synchronizedOutput == supported)
    }

    @Test("Reports about other modes are consumed without touching synchronized output")
    func otherModeReports() {
        var probe = TerminalCapabilityProbe()
        let consumedPrivate = probe.consume(.modeReport(mode: 1049, isPrivate: true, setting: 1))
        let consumedANSI = probe.consume(.modeReport(mode: 2026, isPrivate: false, setting: 1))  // ANSI mode 2026
        #expect(consumedPrivate && consumedANSI)
        #expect(!probe.capabilities.synchronizedOutput)
        #expect(!probe.isComplete)
    }

    @Test("Keys typed while the probe runs are not consumed and reach the host in order")
    func interleavedKeystrokes() {
        for byteByByte in [false, true] {
            var probe = TerminalCapabilityProbe()
            let input = run(&probe, "j\(esc)[?2026;1$yk\(esc)[?1u\(esc)[A\(esc)]11;rgb:ff/ff/ff\u{07}"
                + "\(esc)[<0;3;4M\(esc)[200~pasted\(esc)[201~\(esc)[I\u{03}\(esc)[?62;22c",
                            byteByByte: byteByByte)
            #expect(input == [
                character("j"), character("k"), .key(TerminalKey(.up)),
                .mouse(TerminalMouseEvent(kind: .press, button: .left, column: 2, row: 3)),
                .paste("pasted"), .focusGained, character("c", .control),
            ])
            #expect(probe.isComplete)
            #expect(probe.capabilities == TerminalCapabilities(
                synchronizedOutput: true, kittyKeyboard: true, background: .init(red: 1, green: 1, blue: 1)))
        }
    }

    @Test("Input events are never consumed, before or after completion")
    func inputIsNotConsumed() {
        let events: [TerminalInputEvent] = [
            character("a"), .key(TerminalKey(.escape)), .paste("x"), .focusGained, .focusLost,
            .resize(columns: 80, rows: 24), .mouse(TerminalMouseEvent(kind: .wheelUp, button: .none, column: 0, row: 0)),
        ]
        var probe = TerminalCapabilityProbe()
        let consumedBefore = events.map { probe.consume($0) }
        #expect(consumedBefore.allSatisfy { !$0 })
        #expect(!probe.isComplete)
        #expect(probe.capabilities == .assumed)
        let consumedSentinel = probe.consume(.primaryDeviceAttributes([62]))
        #expect(consumedSentinel)
        #expect(probe.isComplete)
        let consumedAfter = events.map { probe.consume($0) }
        #expect(consumedAfter.allSatisfy { !$0 })
    }

    @Test("Any kitty flags reply means the protocol is supported, whatever the flags")
    func kittyFlags() {
        for flags in [0, 1, 31] {
            var probe = TerminalCapabilityProbe()
            let consumed = probe.consume(.keyboardFlags(flags))
            #expect(consumed)
            #expect(probe.capabilities.kittyKeyboard)
        }
    }

    @Test("The OSC 11 background decides the appearance by relative luminance", arguments: backgroundCases)
    func appearanceFromBackground(color: String, isDark: Bool) {
        for terminator in ["\u{07}", "\(esc)\\"] {
            var probe = TerminalCapabilityProbe()
            #expect(run(&probe, "\(esc)]11;\(color)\(terminator)\(esc)[?62c").isEmpty)
            #expect(probe.capabilities.background != nil)
            #expect(probe.capabilities.prefersDarkAppearance == isDark)
        }
    }

    @Test("Relative luminance follows WCAG: black 0, white 1, green brighter than blue")
    func relativeLuminance() {
        typealias Color = TerminalCapabilities.Color
        #expect(Color(red: 0, green: 0, blue: 0).relativeLuminance == 0)
        #expect(abs(Color(red: 1, green: 1, blue: 1).relativeLuminance - 1) < 1e-12)
        #expect(abs(Color(red: 0, green: 1, blue: 0).relativeLuminance - 0.7152) < 1e-12)
        #expect(abs(Color(red: 0.5, green: 0.5, blue: 0.5).relativeLuminance - 0.2140) < 1e-4)
        #expect(Color(red: 0, green: 0, blue: 1).isDark)
        #expect(!Color(red: 0, green: 1, blue: 0).isDark)
    }

    @Test("Environment overrides force synchronized output, the theme, and kitty keyboard off",
          arguments: environmentCases)
    func environmentOverrides(environment: [String: String], probed: TerminalCapabilities,
                              expected: TerminalCapabilities) {
        #expect(probed.applyingEnvironmentOverrides(environment) == expected)
    }

    @Test("A forced theme wins over the probed background")
    func themeOverrideWins() {
        let black = TerminalCapabilities(background: .init(red: 0, green: 0, blue: 0))
        #expect(black.prefersDarkAppearance == true)
        #expect(black.applyingEnvironmentOverrides(["TRESTLE_THEME": "light"]).prefersDarkAppearance == false)
        #expect(black.applyingEnvironmentOverrides(["TRESTLE_THEME": "dark"]).prefersDarkAppearance == true)
        #expect(TerminalCapabilities.assumed.applyingEnvironmentOverrides(["TRESTLE_THEME": "dark"])
            .prefersDarkAppearance == true)
    }

    @Test("Translucent colours and text contrast are worked out over the background the terminal reported, else the forced theme's")
    func assumedBackground() {
        let reported = TerminalCapabilities(background: .init(red: 1, green: 1, blue: 0.9))
        #expect(reported.assumedBackground == DisplayColor(red: 1, green: 1, blue: 0.9))
        #expect(reported.applyingEnvironmentOverrides(["TRESTLE_THEME": "dark"]).assumedBackground == DisplayColor(red: 1, green: 1, blue: 0.9))
        #expect(TerminalCapabilities.assumed.applyingEnvironmentOverrides(["TRESTLE_THEME": "light"]).assumedBackground
                == DisplayColor(red: 1, green: 1, blue: 1))
        #expect(TerminalCapabilities.assumed.applyingEnvironmentOverrides(["TRESTLE_THEME": "dark"]).assumedBackground
                == DisplayColor(red: 0, green: 0, blue: 0))
        #expect(TerminalCapabilities.assumed.assumedBackground == DisplayColor(red: 0, green: 0, blue: 0))
    }

    @Test("TERM=dumb is refused with a reason; real terminals, and no TERM, are not", arguments: [
        (["TERM": "dumb"], true), (["TERM": "DUMB"], true), (["TERM": "xterm-256color"], false), (["TERM": "screen"], false), ([:], false),
    ] as [([String: String], Bool)])
    func dumbTerminal(environment: [String: String], refused: Bool) {
        #expect((TerminalSession.unsupportedTerminalReason(environment: environment) != nil) == refused)
    }

    @Test("The session pops the kitty flags on the alternate screen before leaving it, in the precomputed restore bytes")
    func kittyPushAndPop() {
        #expect(TerminalSession.pushKittyKeyboardSequence == Array("\(esc)[>1u".utf8))
        let leave = TerminalSession.leaveSequence
        let pop = Array("\(esc)[<u".utf8)
        let leaveAlternateScreen = Array("\(esc)[?1049l".utf8)
        #expect(Array(leave.prefix(pop.count)) == pop)
        #expect(Array(leave.suffix(leaveAlternateScreen.count)) == leaveAlternateScreen)
        #expect(!TerminalSession.enterSequence.starts(with: pop))
    }
}
