import Testing
import Trestle
import TrestleTerminal

@MainActor
@Suite("Terminal host symbols")
struct TerminalHostSymbolTests {
    @Test("A non-UTF-8 locale or TRESTLE_ASCII=1 draws symbols in ASCII; UTF-8 draws the Unicode glyphs")
    func asciiSymbols() {
        let utf8 = TerminalApplicationHarness(rows: ["a"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(!utf8.app.screen.usesASCIISymbols)
        let latin = TerminalApplicationHarness(rows: ["a"], environment: ["LANG": "C"])
        #expect(latin.app.screen.usesASCIISymbols)
        let forced = TerminalApplicationHarness(rows: ["a"], environment: ["LANG": "en_US.UTF-8", "TRESTLE_ASCII": "1"])
        #expect(forced.app.screen.usesASCIISymbols)
        forced.data.accessory = .disclosureIndicator
        forced.table.reloadData()
        #expect(forced.app.snapshotLines().first?.hasSuffix(">") == true, "chevron.right as >")
        utf8.data.accessory = .disclosureIndicator
        utf8.table.reloadData()
        #expect(utf8.app.snapshotLines().first?.hasSuffix("›") == true)
    }
}
