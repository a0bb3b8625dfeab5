import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("How tables look in the terminal")
struct TableLookTests {
    @Test("Text is measured with the screen's width policy: ❤️ is two columns, or one under legacy")
    func widthPolicyMeasuresLabels() {
        let heart = "❤️x"
        #expect(MetricsProfile.terminal.textWidth(of: heart, font: .systemFont(ofSize: 17)) == 3)
        let legacy = MetricsProfile.terminal.withWidthPolicy(.legacy)
        #expect(legacy.textWidth(of: heart, font: .systemFont(ofSize: 17)) == 2)
        #expect(legacy.textWidth(of: "👩‍💻", font: .systemFont(ofSize: 17)) == 4)

        let host = HeadlessHost(size: CGSize(width: 12, height: 2), metrics: legacy)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        label.text = "❤️ab"
        host.window.addSubview(label)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 10)).width == 3)
        #expect(host.styledScreen()[0][1].cell == .glyph("a"))
    }

    @Test("Footers and other secondary text are dim, so they stand apart without colour")
    func secondaryTextIsDim() throws {
        let data = ListDataSource([["a", "b"]])
        data.footerTitles = ["A footer"]
        let (host, _) = makeTable(data, style: .grouped, size: CGSize(width: 20, height: 6))
        let lines = host.screenLines()
        let footerLine = try #require(lines.firstIndex { $0.contains("A footer") })
        let styled = host.styledScreen()
        let footerColumn = try #require(lines[footerLine].firstIndex(of: "A")).utf16Offset(in: lines[footerLine])
        #expect(styled[footerLine][footerColumn].attributes.isDim)
        let rowLine = try #require(lines.firstIndex { $0.contains(" a") })
        #expect(!styled[rowLine][1].attributes.isDim, "row text is not dim")
    }

    @Test("An inset-grouped section is a rounded box between its header and footer")
    func insetGroupedBox() {
        let data = ListDataSource([["Alpha", "Beta"], ["Gamma"]])
        data.headerTitles = ["First", nil]
        data.footerTitles = [nil, "Last words"]
        let (host, _) = makeTable(data, style: .insetGrouped, size: CGSize(width: 16, height: 12))
        #expect(host.screenLines() == [
            "",
            "   First",
            " ╭────────────╮",
            " │ Alpha      │",
            " │ Beta       │",
            " ╰────────────╯",
            "",
            " ╭────────────╮",
            " │ Gamma      │",
            " ╰────────────╯",
            "   Last words",
            "",
        ])
    }

    @Test("Korean text lines up: wide characters take two columns and the trailing values align")
    func koreanLinesUp() {
        let data = ListDataSource([["서울", "Paris", "부산광역시", "東京"]])
        data.style = .value1
        for row in 0..<4 { data.details[IndexPath(row: row, section: 0)] = row.isMultiple(of: 2) ? "오전 9:41" : "9:41 AM" }
        let (host, _) = makeTable(data, size: CGSize(width: 30, height: 4), cellStyle: .value1)
        let lines = host.screenLines()
        let widths = lines.map { CharacterWidth.terminalColumns(of: $0) }
        #expect(widths == [29, 29, 29, 29], "every row's value ends at the trailing margin: \(lines)")
        #expect(lines[0].hasPrefix(" 서울 "))
        #expect(lines[2].hasPrefix(" 부산광역시 "))
    }

    @Test("A floating plain footer covers the rows scrolling under it")
    func floatingFooterHasBackground() {
        let data = ListDataSource([(0..<20).map { "row \($0) xxxxxxxxxxxx" }])
        data.footerTitles = ["Foot"]
        let (host, _) = makeTable(data, size: CGSize(width: 24, height: 4))
        #expect(host.screenLines().last == " Foot")
    }

    @Test("A plain footer title wraps, and its section's footer grows a line for each line it wraps onto: the next header stays in view")
    func plainFooterWraps() {
        let data = ListDataSource([["a"], ["b"]])
        data.headerTitles = ["First", "Second"]
        data.footerTitles = ["Blue and Gray look like Default; None shows nothing.", nil]
        let (host, table) = makeTable(data, size: CGSize(width: 30, height: 10))
        #expect(table.rectForFooter(inSection: 0).height == 2)
        #expect(host.screenLines().prefix(6) == [" First", " a", " Blue and Gray look like", " Default; None shows nothing.", " Second", " b"])
    }
}
