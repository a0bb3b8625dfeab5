import Foundation
import Testing
import Trestle
import TrestleTesting
import TrestleCore

/// Sections A, B, C, … of `rowsPerSection` rows each, with an index of their letters.
@MainActor
final class IndexedData: NSObject, UITableViewDataSource, UITableViewDelegate {
    var letters: [String]
    var rowsPerSection: Int
    var indexTitles: [String]?
    /// What `sectionForSectionIndexTitle` answers; by default the section of the same letter.
    var sectionForTitle: ((String, Int) -> Int)?
    var asked: [String] = []

    init(letters: [String] = (0..<26).map { String(UnicodeScalar(65 + $0)!) }, rowsPerSection: Int = 3) {
        self.letters = letters
        self.rowsPerSection = rowsPerSection
        indexTitles = letters
    }

    func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(letters[indexPath.section])\(indexPath.row) name that is long enough"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        asked.append("\(title)@\(index)")
        return sectionForTitle?(title, index) ?? letters.firstIndex(of: title) ?? index
    }
}

@MainActor
@Suite("Section index: sectionIndexTitles(for:), sectionForSectionIndexTitle, the index column")
struct SectionIndexTests {
    func makeIndexed(_ data: IndexedData, size: CGSize = CGSize(width: 30, height: 30)) -> (HeadlessHost, UITableView) {
        let host = HeadlessHost(size: size)
        let table = UITableView(frame: .zero, style: .plain)
        table.showsVerticalScrollIndicator = false
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.delegate = data
        host.rootView = table
        host.layout()
        return (host, table)
    }

    /// The last `width` columns of each screen line.
    func indexColumn(_ host: HeadlessHost, width: Int = 2) -> [String] {
        host.screenLines().map { line in
            let padded = line.padding(toLength: 30, withPad: " ", startingAt: 0)
            return String(padded.suffix(width))
        }
    }

    @Test("The titles stand at the trailing edge, one per line, centred; rows' text stops short of them")
    func drawnAtTrailingEdge() {
        let data = IndexedData()
        let (host, _) = makeIndexed(data)
        let column = indexColumn(host)
        // 26 titles in 30 lines: two spare lines above and below.
        #expect(column[2] == " A" && column[27] == " Z")
        #expect(column[0] == "  " && column[29] == "  ")
        let row = host.screenLines()[1]
        #expect(row.hasPrefix(" A0 name"))
        #expect(!row.contains("enough"), "the row's text is cut before the index: \(row)")
    }

    @Test("A click on a title scrolls its section's header to the top")
    func clickJumps() {
        let data = IndexedData()
        let (host, table) = makeIndexed(data)
        host.tap(at: CGPoint(x: 29, y: 2 + 10))   // K
        #expect(data.asked == ["K@10"])
        #expect(table.contentOffset.y == table.rect(forSection: 10).minY)
        #expect(host.screenLines()[0].hasPrefix(" K"))
    }

    @Test("Dragging along the index passes through the sections in turn, asking once per title")
    func dragAlong() {
        let data = IndexedData()
        let (host, table) = makeIndexed(data)
        host.drag(from: CGPoint(x: 29, y: 2), to: CGPoint(x: 29, y: 6))
        #expect(data.asked == ["A@0", "B@1", "C@2", "D@3", "E@4"])
        #expect(table.contentOffset.y == table.rect(forSection: 4).minY)
    }

    @Test("An index taller than the table is squeezed: first and last titles with bullets between; a drag goes through the titles in order")
    func squeezed() {
        let data = IndexedData()
        let (host, _) = makeIndexed(data, size: CGSize(width: 30, height: 9))
        let column = indexColumn(host).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(column == ["A", "•", "G", "•", "N", "•", "T", "•", "Z"])
        // A terminal pointer moves a line at a time, so a drag picks one title per line: the
        // title shown there, or on a bullet's line the first it stands for; Alt-↓ reaches every
        // one.
        host.drag(from: CGPoint(x: 29, y: 0), to: CGPoint(x: 29, y: 8))
        #expect(data.asked == ["A@0", "B@1", "G@6", "H@7", "N@13", "O@14", "T@19", "U@20", "Z@25"])
    }

    @Test("indexSearch draws a magnifying glass; NSNotFound scrolls nowhere")
    func indexSearch() {
        let data = IndexedData()
        data.indexTitles = [UITableView.indexSearch] + data.letters
        data.sectionForTitle = { title, index in title == UITableView.indexSearch ? NSNotFound : index - 1 }
        let (host, table) = makeIndexed(data)
        table.contentOffset = CGPoint(x: 0, y: 20)
        host.layout()
        let column = indexColumn(host)
        #expect(column[1] == " ⌕" || column[1] == " ?")
        host.tap(at: CGPoint(x: 29, y: 1))
        #expect(table.contentOffset.y == 20)
        host.tap(at: CGPoint(x: 29, y: 3))   // B
        #expect(table.contentOffset.y == table.rect(forSection: 1).minY)
    }

    @Test("A title mapped to a section that does not exist is reported, and the table stays")
    func missingSectionReported() {
        let data = IndexedData()
        data.sectionForTitle = { _, _ in 99 }
        let (host, table) = makeIndexed(data)
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) { host.tap(at: CGPoint(x: 29, y: 5)) }
        #expect(table.contentOffset.y == 0)
        #expect(recorder.messages.count == 1)
        #expect(recorder.messages.first?.contains("returned section 99 for section index title \"D\"") == true)
    }

    @Test("sectionIndexMinimumDisplayRowCount hides the index until the table has that many rows; rows then use the whole width")
    func minimumRowCount() {
        let data = IndexedData(letters: ["A", "B"], rowsPerSection: 2)
        let (host, table) = makeIndexed(data)
        table.sectionIndexMinimumDisplayRowCount = 5
        host.layout()
        #expect(host.screenLines()[1].contains("enough"), "no index: the row's text has the whole width")
        #expect(!indexColumn(host).contains { $0.contains("A") })
        data.rowsPerSection = 3
        table.reloadData()
        host.layout()
        #expect(indexColumn(host).contains(" A"))
        #expect(!host.screenLines()[1].contains("enough"))
        // Back under the minimum: the index goes, and draws nothing where it was.
        data.rowsPerSection = 2
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 1)
        host.layout()
        #expect(!indexColumn(host).contains { $0.contains("A") || $0.contains("B") }, "\(host.screenText())")
        #expect(host.screenLines()[1].contains("enough"))
    }

    @Test("reloadSectionIndexTitles asks for the titles again without reloading rows")
    func reloadTitles() {
        let data = IndexedData(letters: ["A", "B", "C"])
        let (host, _) = makeIndexed(data)
        data.indexTitles = ["x", "y"]
        host.layout()
        #expect(indexColumn(host).contains(" A"), "titles are read at reload")
        let table = host.rootView as! UITableView
        table.reloadSectionIndexTitles()
        host.layout()
        #expect(indexColumn(host).contains(" x") && !indexColumn(host).contains(" A"))
        data.indexTitles = nil
        table.reloadSectionIndexTitles()
        host.layout()
        #expect(host.screenLines()[1].contains("enough"), "without titles the index goes and rows widen again")
    }

    @Test("The index stays still while the rows scroll, within the content insets")
    func staysStill() {
        let data = IndexedData()
        let (host, table) = makeIndexed(data)
        table.contentOffset = CGPoint(x: 0, y: 33)
        host.layout()
        #expect(indexColumn(host)[2] == " A" && indexColumn(host)[27] == " Z")
        table.contentInset = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        host.layout()
        // 26 lines free below the inset: the titles start right under it.
        #expect(indexColumn(host)[4] == " A")
    }

    @Test("Alt-↓ and Alt-↑ jump to the next and previous index title's section, moving the keyboard focus")
    func keyboardJumps() {
        let data = IndexedData(letters: ["A", "B", "C", "D"], rowsPerSection: 10)
        let (host, table) = makeIndexed(data, size: CGSize(width: 30, height: 10))
        #expect(host.press(.down, modifiers: .alternate))
        #expect(table.contentOffset.y == table.rect(forSection: 1).minY)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 1))
        host.press(.down, modifiers: .alternate)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 2))
        host.press(.up, modifiers: .alternate)
        #expect(table.contentOffset.y == table.rect(forSection: 1).minY)
        host.press(.up, modifiers: .alternate)
        #expect(table.contentOffset.y == 0)
    }

    @Test("The index's colours: titles in sectionIndexColor, the tracking background only while touched")
    func colours() {
        let data = IndexedData(letters: ["A", "B"])
        let (host, table) = makeIndexed(data)
        table.sectionIndexColor = .systemRed
        table.sectionIndexBackgroundColor = .systemGray6
        table.sectionIndexTrackingBackgroundColor = .systemGray4
        host.layout()
        let traits = UITraitCollection()
        func fills(_ color: UIColor, in list: DisplayList) -> Bool {
            list.items.contains { item in
                if case .fill(let rect, let fill) = item.primitive { return fill == color.displayColor(for: traits) && rect.minX == 28 }
                return false
            }
        }
        let list = host.displayList()
        #expect(list.items.contains { item in
            if case .text(let run) = item.primitive { return run.string == "A" && run.attributes.foreground == UIColor.systemRed.displayColor(for: traits) }
            return false
        })
        #expect(fills(.systemGray6, in: list), "the background when not touched")
        #expect(!fills(.systemGray4, in: list))
        var whileTouched: DisplayList?
        host.drag(from: CGPoint(x: 29, y: 14), to: CGPoint(x: 29, y: 15), beforeRelease: { whileTouched = host.displayList() })
        #expect(whileTouched.map { fills(.systemGray4, in: $0) } == true, "the tracking background while touched")
        #expect(!fills(.systemGray4, in: host.displayList()), "and not after the touch")
    }
}
