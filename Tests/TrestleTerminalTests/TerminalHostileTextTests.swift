import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTerminal
import TrestleTesting

/// Application text — cell labels, titles, alerts, menus, fields, copied text — never reaches
/// the terminal as anything but text: every byte the host writes is in its own vocabulary
/// (``TerminalOutputGrammar``), and the screen those bytes draw reads as the window does.
@MainActor
@Suite("Terminal output: hostile text in every place that shows text")
struct TerminalHostileTextTests {
    @Test("Hostile strings reach the terminal as text only, and the screen reads as the window",
          arguments: HostileTextPlace.allCases)
    func fixedStrings(place: HostileTextPlace) {
        let checked = CheckedTerminalApplication(columns: 60, rows: 16)
        place.show(HostileText.fixed, in: checked)
        #expect(!checked.hasFailed)
        // The scene did show the strings, made visible.
        if place == .clipboard {
            #expect(checked.clipboard == HostileText.fixed)
        } else {
            #expect(checked.hasShown("␛[31mred␛[0m") && checked.hasShown("␛]0;title␇") && checked.hasShown("漢字かなカナ"))
        }
    }

    @Test("Hostile strings on a narrow screen, where wide characters and long titles meet the edges",
          arguments: HostileTextPlace.allCases)
    func fixedStringsOnNarrowScreen(place: HostileTextPlace) {
        let checked = CheckedTerminalApplication(columns: 23, rows: 9)
        place.show(HostileText.fixed, in: checked)
        #expect(!checked.hasFailed)
    }

    @Test("Seeded random mixtures of hostile fragments reach the terminal as text only (a hundred thousand over all places in the long mode)",
          arguments: HostileTextPlace.allCases)
    func randomStrings(place: HostileTextPlace) {
        let count = LongChecks.count(regular: 32, long: 100_000 / HostileTextPlace.allCases.count + 1)
        let batch = 48
        let seed = UInt64(HostileTextPlace.allCases.firstIndex(of: place)!) &* 0x9E37_79B9_7F4A_7C15 &+ 0x5EED
        let strings = HostileText.random(count: count, seed: seed)
        for start in stride(from: 0, to: count, by: batch) {
            // Widths from 31 to 79 columns, a different one for each batch and place.
            let checked = CheckedTerminalApplication(columns: 31 + (start / batch + Int(seed % 7)) % 7 * 8, rows: 12)
            place.show(Array(strings[start..<min(count, start + batch)]), in: checked)
            if checked.hasFailed { break }
        }
    }

    @Test("Escape sequences in a cell's text read back as their visible placeholders",
          arguments: [
            ("\u{1B}[31mred", "␛[31mred"),
            ("\u{1B}]0;title\u{07}", "␛]0;title␇"),
            ("\u{9B}2J", "\u{FFFD}2J"),
            ("tab\there", "tab␉here"),
            ("a\u{7F}b", "a␡b"),
            ("\u{202E}evil", "evil"),
          ])
    func placeholdersReadBack(text: String, shown: String) {
        let checked = CheckedTerminalApplication(columns: 30, rows: 3)
        let table = UITableView(frame: .zero, style: .plain)
        let data = ListDataSource([[text]])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        checked.app.rootView = table
        checked.draw()
        checked.check("a cell showing \(text.debugDescription)")
        #expect(checked.screenLines.first == " " + shown, "\(checked.screenLines)")
        withExtendedLifetime(data) {}
    }
}
