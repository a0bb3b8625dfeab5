import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Cell styles screen")
struct CellStylesScreenTests {
    typealias Section = CellStylesViewController.Section

    func setUp(size: CGSize = demoScreenSize) -> (HeadlessHost, UINavigationController, CellStylesViewController) {
        let styles = CellStylesViewController()
        let (host, navigation) = makeHost(showing: styles, size: size)
        return (host, navigation, styles)
    }

    /// Scrolls so that `section` starts at the top of the table.
    func scroll(to section: Section, in host: HeadlessHost, _ styles: CellStylesViewController) {
        styles.tableView.scrollToRow(at: IndexPath(row: 0, section: section.rawValue), at: .top, animated: false)
        host.layout()
    }

    /// Scrolls the whole table down and back up a few times, so cells are reused for other rows.
    func churn(_ host: HeadlessHost) {
        for step in [7, 11, 5, 13] {
            for _ in 0..<12 { host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: step) }
            for _ in 0..<12 { host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: -step) }
        }
    }

    // MARK: Snapshots

    @Test("The top of the screen: the four styles, the styles with an image, the accessories")
    func topSnapshot() {
        let (host, _, _) = setUp()
        host.verifySnapshot(named: "styles-top")
    }

    @Test("Further down: selection styles, the self-sizing custom cells and the coloured rows")
    func middleSnapshot() {
        let (host, _, styles) = setUp()
        scroll(to: .selectionStyles, in: host, styles)
        host.verifySnapshot(named: "styles-middle")
    }

    @Test("The end of the screen: the separator-inset rows")
    func bottomSnapshot() {
        let (host, _, _) = setUp()
        // Scrolled to the end, the last footer sits below the last row instead of floating over it.
        host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: 10_000)
        host.verifySnapshot(named: "styles-bottom")
    }

    // MARK: Styles and accessories

    @Test("Every row shows its own style, image, accessory and selection style, even in reused cells")
    func rowsConfiguredAfterReuse() {
        let (host, _, styles) = setUp(size: CGSize(width: 60, height: 12))
        churn(host)
        #expect(styles.tableView.cellReuseStatistics.reused > 0)
        let table = styles.tableView!
        for (section, rows) in [(Section.styles, styles.styleRows), (.stylesWithImages, styles.imageRows),
                                (.accessories, styles.accessoryRows), (.selectionStyles, styles.selectionRows)] {
            for (index, row) in rows.enumerated() {
                let indexPath = IndexPath(row: index, section: section.rawValue)
                table.scrollToRow(at: indexPath, at: .middle, animated: false)
                host.layout()
                guard let cell = table.cellForRow(at: indexPath) else {
                    Issue.record("no cell for \(indexPath)")
                    continue
                }
                #expect(cell.style == row.style, "\(indexPath)")
                #expect(cell.textLabel?.text == row.title, "\(indexPath)")
                #expect(cell.detailTextLabel?.text == row.detail, "\(indexPath)")
                #expect(cell.imageView?.image == row.imageName.flatMap { UIImage(systemName: $0) }, "\(indexPath)")
                #expect(cell.accessoryType == row.accessoryType, "\(indexPath)")
                #expect((cell.accessoryView is UISwitch) == row.hasAccessorySwitch, "\(indexPath)")
                #expect(cell.selectionStyle == row.selectionStyle, "\(indexPath)")
            }
        }
    }

    @Test("Each accessory type draws its glyph at the trailing edge")
    func accessoryGlyphs() {
        let (host, _, _) = setUp()
        let lines = host.screenLines()
        func line(_ title: String) -> String { lines.first { $0.contains(title) } ?? "" }
        #expect(line("Disclosure Indicator").hasSuffix("›┃") || line("Disclosure Indicator").hasSuffix("›│"))
        #expect(line("Detail Disclosure Button").contains("ⓘ ›"))
        #expect(line("Checkmark").contains("✓"))
        #expect(line("Detail Button").contains("ⓘ"))
        #expect(line("Accessory View").contains(switchOn))
        #expect(!line("None").contains("›") && !line("None").contains("✓"))
    }

    @Test("A tap on ⓘ calls accessoryButtonTappedForRowWith (an alert) and selects nothing; the rest of the row selects and deselects")
    func detailButtons() throws {
        let (host, _, styles) = setUp()
        let table = styles.tableView!
        host.tap("ⓘ", onLineWith: "Detail Button")
        let alert = try #require(styles.presentedViewController as? UIAlertController)
        #expect(alert.title == "Detail Button")
        #expect(alert.preferredStyle == .alert)
        #expect(table.indexPathForSelectedRow == nil)
        host.press(.enter)
        #expect(styles.presentedViewController == nil)

        host.tap("ⓘ", onLineWith: "Detail Disclosure Button")
        #expect((styles.presentedViewController as? UIAlertController)?.title == "Detail Disclosure Button")
        host.press(.enter)

        host.tap("Detail Disclosure Button")
        #expect(styles.presentedViewController == nil)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("The switch accessory view flips and reports through its target")
    func accessorySwitch() {
        let (host, _, styles) = setUp()
        #expect(styles.isAccessorySwitchOn)
        host.tap(switchOn, onLineWith: "Accessory View")
        #expect(!styles.isAccessorySwitchOn)
        host.tap(switchOff, onLineWith: "Accessory View")
        #expect(styles.isAccessorySwitchOn)
    }

    @Test("Selection-style rows stay selected; selecting another moves the selection, even to a .none row")
    func selectionStyles() {
        let (host, _, styles) = setUp()
        let table = styles.tableView!
        scroll(to: .selectionStyles, in: host, styles)
        let section = Section.selectionStyles.rawValue
        host.tap("Gray")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: section))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: section))?.isSelected == true)
        host.tap("None")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: section))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: section))?.isSelected == false)
    }

    // MARK: Custom cell

    @Test("The custom cell's labels are placed by constraints and each row is as tall as its note")
    func customCellSizesItself() throws {
        let (host, _, styles) = setUp()
        scroll(to: .customCell, in: host, styles)
        let table = styles.tableView!
        let section = Section.customCell.rawValue
        let heights = (0..<styles.notes.count).map { table.rectForRow(at: IndexPath(row: $0, section: section)).height }
        #expect(heights[0] == 1)
        #expect(heights[1] >= 2)
        #expect(heights[2] >= 2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: section)) as? NoteCell)
        #expect(cell.noteLabel.superview === cell.contentView)
        #expect(cell.badgeLabel.frame.maxX == cell.contentView.bounds.maxX - 1)
        #expect(cell.noteLabel.frame.maxX < cell.badgeLabel.frame.minX)
        #expect(cell.noteLabel.frame.height == heights[1])
        // The badge shows on the note's first line, at the trailing edge.
        let line = try #require(host.location(of: "A longer note"))
        #expect(host.location(of: " 2 ")?.y == line.y)
    }

    // MARK: Background colours

    @Test("willDisplay gives the coloured rows alternating backgrounds, again after reuse")
    func alternatingBackgrounds() throws {
        let (host, _, styles) = setUp(size: CGSize(width: 60, height: 12))
        churn(host)
        let table = styles.tableView!
        let section = Section.backgrounds.rawValue
        for row in 0..<styles.colorRows.count {
            let indexPath = IndexPath(row: row, section: section)
            table.scrollToRow(at: indexPath, at: .middle, animated: false)
            host.layout()
            let cell = try #require(table.cellForRow(at: indexPath))
            #expect(cell.backgroundColor == (row.isMultiple(of: 2) ? .systemTeal : .systemPink), "row \(row)")
        }
        // Other rows keep the default background.
        table.scrollToRow(at: IndexPath(row: 0, section: Section.separators.rawValue), at: .middle, animated: false)
        host.layout()
        #expect(table.visibleCells.filter { table.indexPath(for: $0)?.section != section }.allSatisfy { $0.backgroundColor == nil })
    }

    @Test("The coloured rows are drawn with their backgrounds, alternating")
    func backgroundsOnScreen() throws {
        let (host, _, styles) = setUp()
        scroll(to: .backgrounds, in: host, styles)
        let screen = host.styledScreen()
        let row0 = try #require(host.location(of: "Row 0"))
        let row1 = try #require(host.location(of: "Row 1"))
        let even = screen[Int(row0.y)][30].background
        let odd = screen[Int(row1.y)][30].background
        #expect(even != nil)
        #expect(odd != nil)
        #expect(even != odd)
        #expect(screen[Int(row0.y) + 2][30].background == even)
    }

    // MARK: Separator insets

    /// The inset each product row should have: its own for rows 1 and 2, the table's for the rest.
    func expectedInset(row: Int, table: UITableView) -> CGFloat {
        switch row {
        case 1: table.bounds.width / 2
        case 2: table.bounds.width / 4
        default: table.separatorInset.left
        }
    }

    @Test("Rows 1 and 2 get their own separator insets and every other row resets its reused cell's inset")
    func separatorInsetsSurviveReuse() throws {
        let (host, _, styles) = setUp(size: CGSize(width: 60, height: 12))
        let table = styles.tableView!
        let section = Section.separators.rawValue
        churn(host)
        // Walk the product rows one at a time from both ends, so the cells that showed rows 1
        // and 2 come back for other rows.
        let rows = Array(0..<styles.products.count)
        for row in rows + rows.reversed() + rows {
            let indexPath = IndexPath(row: row, section: section)
            table.scrollToRow(at: indexPath, at: .bottom, animated: false)
            host.layout()
            for cell in table.visibleCells {
                guard let visible = table.indexPath(for: cell), visible.section == section else { continue }
                #expect(cell.separatorInset.left == expectedInset(row: visible.row, table: table), "row \(visible.row)")
            }
        }
    }

    @Test("The separators (underlines in the terminal) start at each row's inset")
    func separatorsDrawnAtInsets() throws {
        let (host, _, styles) = setUp()
        let table = styles.tableView!
        host.scrollWheel(at: CGPoint(x: 10, y: 10), lines: 10_000)
        let styleLines = host.styleLines()
        for (row, product) in styles.products.enumerated() {
            let y = try #require(host.location(of: product)).y
            let line = Array(styleLines[Int(y)])
            let start = line.firstIndex { $0 == "u" || $0 == "B" }
            #expect(start == Int(expectedInset(row: row, table: table)), "\(product): \(String(line))")
        }
    }
}
