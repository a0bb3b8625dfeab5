import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UITableView basics")
struct TableViewBasicsTests {
    let products = ["iphone", "ipad", "apple watch", "imac pro", "imac", "macbook pro", "apple tv"]

    @Test("The seed's product list shows one row per line")
    func productList() {
        let data = ListDataSource([products])
        let (host, _) = makeTable(data)
        #expect(host.screenLines() == [" iphone", " ipad", " apple watch", " imac pro", " imac", " macbook pro", " apple tv", "", "", ""])
    }

    @Test("100 rows in a 16-row viewport create at most visible + 3 cells, and scrolling to the end and back reuses them")
    func reuseWhileScrolling() {
        let data = ListDataSource([(0..<100).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 16))
        table.allowsFocus = false   // the arrow keys scroll line by line
        host.layout()
        let created = table.cellReuseStatistics.created
        #expect(created <= 16 + 3, "created \(created)")
        for _ in 0..<100 { host.press(.down) }
        #expect(host.screenLines().last == " row 99")
        for _ in 0..<100 { host.press(.up) }
        #expect(host.screenLines().first == " row 0")
        #expect(table.cellReuseStatistics.created <= 16 + 3, "scrolling reuses: \(table.cellReuseStatistics)")
        #expect(table.cellReuseStatistics.reused >= 160)
        #expect(table.subviews.count <= 16 + 3)
    }

    @Test("cellForRowAt is asked once per row as it appears, and again only when it re-enters")
    func cellRequestsOncePerAppearance() {
        let data = ListDataSource([(0..<50).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        table.allowsFocus = false   // the arrow keys scroll line by line
        host.layout()
        #expect(data.cellRequests == (0..<11).map { IndexPath(row: $0, section: 0) }, "10 visible rows plus one buffer row")
        host.layout()
        #expect(data.cellRequests.count == 11, "a layout without scrolling asks nothing")
        host.press(.down)
        #expect(data.cellRequests.count == 12)
        #expect(data.cellRequests.last == IndexPath(row: 11, section: 0))
        host.press(.up)
        #expect(data.cellRequests.count == 12, "row 0 never left: buffer row")
    }

    @Test("A page jump allocates a second screenful of cells that then stays pooled, as UIKit's reuse does")
    func pageJumpAllocatesSecondScreen() {
        let data = ListDataSource([(0..<100).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        host.press(.pageDown)
        host.press(.pageDown)
        host.press(.pageDown)
        let stats = table.cellReuseStatistics
        #expect(stats.created <= 2 * 12, "\(stats)")
        #expect(table.pooledCellCount > 0)
    }

    @Test("reloadData reuses the visible cells instead of creating new ones")
    func reloadReusesCells() {
        let data = ListDataSource([products])
        let (host, table) = makeTable(data)
        host.layout()
        let created = table.cellReuseStatistics.created
        data.sections[0][0] = "iPhone 17"
        table.reloadData()
        #expect(host.screenLines().first == " iPhone 17")
        #expect(table.cellReuseStatistics.created == created)
    }

    @Test("Plain title headers float: the current section's header stays on the top line and the next one pushes it up")
    func floatingTitleHeaders() {
        let data = ListDataSource([["a1", "a2", "a3", "a4"], ["b1", "b2", "b3", "b4"]])
        data.headerTitles = ["Section A", "Section B"]
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 4))
        #expect(host.screenLines() == [" Section A", " a1", " a2", " a3"])
        table.contentOffset = CGPoint(x: 0, y: 2)
        #expect(host.screenLines() == [" Section A", " a3", " a4", " Section B"])
        table.contentOffset = CGPoint(x: 0, y: 5)
        #expect(host.screenLines() == [" Section B", " b1", " b2", " b3"])
        table.contentOffset = CGPoint(x: 0, y: 7)
        #expect(host.screenLines() == [" Section B", " b3", " b4", ""])
    }

    @Test("Grouped headers and footers scroll with their sections")
    func groupedHeadersScroll() {
        let data = ListDataSource([["a1", "a2"], ["b1"]])
        data.headerTitles = ["First", "Second"]
        data.footerTitles = ["About the first", nil]
        let (host, table) = makeTable(data, style: .grouped, size: CGSize(width: 24, height: 8))
        // A grouped title header is a blank line (the space between sections) and its title.
        #expect(host.screenLines() == ["", " First", " a1", " a2", " About the first", "", " Second", " b1"])
        table.contentOffset = CGPoint(x: 0, y: 2)
        #expect(host.screenLines().first == " a1", "grouped headers do not pin")
    }

    @Test("The same table lays out at 44 points a row under iOS metrics and one line under terminal metrics")
    func metricsProfiles() {
        for (metrics, rowHeight, headerHeight) in [(MetricsProfile.iOS, 44.0, 28.0), (.terminal, 1.0, 1.0)] {
            let host = HeadlessHost(size: CGSize(width: 320, height: 480), metrics: metrics)
            let data = ListDataSource([products])
            data.headerTitles = ["Products"]
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = data
            table.delegate = data
            host.rootView = table
            host.layout()
            let padding = metrics.plainSectionHeaderTopPadding
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: padding, width: 320, height: headerHeight), "\(metrics.name)")
            let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
            #expect(row.minY == padding + headerHeight + 2 * (rowHeight + metrics.separatorThickness) || row.minY == padding + headerHeight + 2 * rowHeight,
                    "\(metrics.name): \(row)")
            #expect(Double(row.height) == rowHeight + Double(metrics.separatorThickness), "\(metrics.name): a standard cell is a row plus its separator")
        }
    }

    @Test("A fixed rowHeight without heightForRowAt gives every row that height without measuring")
    func fixedRowHeight() {
        let data = ListDataSource([(0..<1_000).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        table.rowHeight = 2
        host.layout()
        #expect(table.contentSize.height == 2_000)
        #expect(table.rectForRow(at: IndexPath(row: 999, section: 0)).minY == 1_998)
        #expect(host.screenLines().prefix(4) == [" row 0", "", " row 1", ""])
    }

    @Test("Queries answer from the cached layout, and cellForRow(at:) never asks the data source")
    func queries() {
        let data = ListDataSource([(0..<40).map { "row \($0)" }, ["x", "y"]])
        data.headerTitles = [nil, "More"]
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 3.5)) == IndexPath(row: 3, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 40.5)) == nil, "the header of section 1")
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 38, width: 5, height: 4)) == [IndexPath(row: 38, section: 0), IndexPath(row: 39, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.map { $0.textLabel?.text } == (0..<10).map { "row \($0)" })
        let requests = data.cellRequests.count
        #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
        #expect(data.cellRequests.count == requests)
        let cell = table.cellForRow(at: IndexPath(row: 4, section: 0))
        #expect(cell?.textLabel?.text == "row 4")
        #expect(cell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 4, section: 0))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 40, width: 20, height: 3))
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, or scrolls the least with .none, clamped to the content")
    func scrollToRow() {
        let data = ListDataSource([(0..<100).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 50)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 45.5)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 41)
        table.scrollToRow(at: IndexPath(row: 45, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 41, "already visible: no change")
        table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 51, "below: as .bottom")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 90, "clamped to the end")
        #expect(host.screenLines().last == " row 99")
    }

    @Test("A table view outside any window lays out on layoutIfNeeded, as in UIKit")
    func layoutOutsideWindow() {
        let data = ListDataSource([products])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 7)
        #expect(table.contentSize.height > 0)
    }

    @Test("Separators sit on each row's bottom edge at the cell margin; a cell's own inset overrides the table's")
    func separators() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200), metrics: .iOS)
        let data = ListDataSource([["a", "b", "c"]])
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        host.rootView = table
        host.layout()
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        let lines = host.displayList().items.compactMap { item -> (CGPoint, CGPoint)? in
            if case let .line(from, to, _, thickness) = item.primitive, thickness > 0 { return (from, to) }
            return nil
        }.sorted { $0.0.y < $1.0.y }
        #expect(lines.count == 3)
        let rowHeight = 44 + MetricsProfile.iOS.separatorThickness
        #expect(lines.map { $0.0.x } == [16, 40, 16])
        #expect(lines.map { $0.1.x } == [320, 310, 320])
        #expect(abs(lines[0].0.y - (rowHeight - MetricsProfile.iOS.separatorThickness)) < 1e-9)
        table.separatorStyle = .none
        #expect(!host.displayList().items.contains { if case .line = $0.primitive { true } else { false } })
    }

    @Test("Self-sizing rows replaced above the viewport keep the visible content still")
    func anchoringWhenEstimatesAreReplaced() throws {
        // Subtitle cells are two lines tall; the table estimates one line until it measures.
        let data = ListDataSource([(0..<60).map { "row \($0)" }])
        for row in 0..<60 { data.details[IndexPath(row: row, section: 0)] = "detail \(row)" }
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 6), cellStyle: .subtitle)
        table.allowsFocus = false   // the arrow keys scroll line by line
        table.estimatedRowHeight = 1
        host.layout()
        table.contentOffset = CGPoint(x: 0, y: 40)   // rows measured from here on, estimates above
        host.layout()
        let anchor = try #require(table.indexPathsForVisibleRows?.first)
        let onScreenBefore = table.rectForRow(at: anchor).minY - table.contentOffset.y
        let rowAbove = IndexPath(row: anchor.row - 2, section: 0)
        #expect(table.rectForRow(at: rowAbove).height == 1, "still estimated")
        for _ in 0..<2 { host.press(.up) }
        // Two lines up: the rows above were measured at two lines each (one more than their
        // estimate), and the offset absorbed the difference: the anchor moved exactly two lines.
        #expect(table.rectForRow(at: rowAbove).height == 2, "measured as it came into view")
        #expect(table.rectForRow(at: anchor).minY - table.contentOffset.y == onScreenBefore + 2)
    }

    @Test("In the terminal, separators underline each row's last line from the cell margin, and plain headers are bold")
    func terminalSeparatorsAndHeaders() {
        let data = ListDataSource([["a", "b"]])
        data.headerTitles = ["Title"]
        let (host, table) = makeTable(data, size: CGSize(width: 8, height: 4))
        #expect(host.screenLines() == [" Title", " a", " b", ""])
        #expect(host.styleLines() == [".bbbbb..", ".uuuuuuu", ".uuuuuuu", "........"])
        table.separatorStyle = .none
        #expect(host.styleLines()[1] == "........")
    }

    @Test("A cell's separator inset reads as its table's until set")
    func cellSeparatorInsetDefault() throws {
        let data = ListDataSource([["a", "b"]])
        let (host, table) = makeTable(data)
        table.separatorInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        host.layout()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.separatorInset.left == 4)
        cell.separatorInset.left = 7
        #expect(cell.separatorInset.left == 7)
        #expect(table.separatorInset.left == 4)
    }

    @Test("An empty table never asks the delegate about a row")
    func emptyTableAsksNothing() {
        let data = ListDataSource([[]])
        let delegate = StrictHeights()
        let (host, table) = makeTable(data)
        table.delegate = delegate
        let lines = host.screenLines()
        #expect(lines.allSatisfy { $0.isEmpty })
        #expect(table.contentSize.height == 0)
    }

    @Test("scrollToRow after measuring leaves every visible cell where the geometry puts it")
    func scrollToRowKeepsCellsInPlace() throws {
        let data = ListDataSource([(0..<200).map { "row \($0)" }])
        for row in 0..<200 { data.details[IndexPath(row: row, section: 0)] = "detail" }
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10), cellStyle: .subtitle)
        table.estimatedRowHeight = 1
        host.press(.end)
        let target = try #require(table.indexPathsForVisibleRows?.first)
        table.scrollToRow(at: target, at: .bottom, animated: false)
        host.layout()
        for cell in table.visibleCells {
            guard let path = table.indexPath(for: cell) else {
                Issue.record("a visible cell without a row")
                continue
            }
            #expect(cell.frame.minY == table.rectForRow(at: path).minY, "\(path)")
        }
    }

    @Test("A narrower table re-measures its self-sized rows: wrapped subtitles get their extra line")
    func widthChangeRemeasures() {
        let data = ListDataSource([["row a", "row b", "row c"]])
        for row in 0..<3 { data.details[IndexPath(row: row, section: 0)] = "a detail that wraps when narrow" }
        let (host, table) = makeTable(data, size: CGSize(width: 40, height: 12), cellStyle: .subtitle)
        table.register({
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
            cell.detailTextLabel?.numberOfLines = 0
            return cell
        }, forCellReuseIdentifier: "cell")
        host.layout()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 2, "title + one line of detail")
        table.frame = CGRect(x: 0, y: 0, width: 20, height: 12)
        host.layout()
        // At 20 columns the detail wraps to two lines: every row is measured again at three.
        let rects = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(rects.map(\.minY) == [0, 3, 6])
        #expect(rects.map(\.height) == [3, 3, 3])
        #expect(table.visibleCells.map { $0.frame.minY } == [0, 3, 6], "cells follow the new geometry")
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 20 })
        #expect(host.screenLines().prefix(3) == [" row a", " a detail that", " wraps when narrow"])
    }
}

@MainActor
@Suite("UITableView programmatic selection and measured heights")
struct TableViewSelectionTests {
    /// Counts the delegate's height requests.
    final class HeightCounter: NSObject, UITableViewDelegate {
        var requests: [IndexPath] = []
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            requests.append(indexPath)
            return 1
        }
    }

    @Test("selectRow and deselectRow change the selection without delegate calls; reloadData clears it")
    func programmaticSelection() {
        let data = ListDataSource([(0..<50).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)], "single selection replaces")
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == false)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 40)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0), IndexPath(row: 40, section: 0)])
        table.contentOffset = CGPoint(x: 0, y: 20)
        table.scrollToNearestSelectedRow(at: .middle, animated: false)
        #expect(table.contentOffset.y == 35.5, "row 40 is nearer to rows 20…29 than row 5")
        table.deselectRow(at: IndexPath(row: 40, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("With estimates on, heightForRowAt is asked only for rows coming into view")
    func heightsAskedLazily() {
        let data = ListDataSource([(0..<100_000).map { "row \($0)" }])
        let counter = HeightCounter()
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        table.delegate = counter
        host.layout()
        // One probe at reload (to learn whether the method is implemented), then the 11 rows shown.
        #expect(counter.requests.count <= 12, "\(counter.requests.count) requests")
        host.press(.pageDown)
        #expect(counter.requests.count <= 12 + 10)
    }

    @Test("Grouped sections draw the last row's separator edge to edge; inset-grouped sections draw none under it")
    func groupedSeparators() {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let data = ListDataSource([["a", "b"]])
            let (host, _) = makeTable(data, style: style, size: CGSize(width: 10, height: 4))
            let styles = host.styleLines()
            if style == .grouped {
                #expect(styles[1] == ".uuuuuuuuu", "grouped: a row's separator starts at the cell margin")
                #expect(styles[2] == "uuuuuuuuuu", "grouped: the last row's runs edge to edge")
            } else {
                // Line 1 is the top of the section's box.
                #expect(styles[2] == "...uuuuu..", "inset grouped: within the section's inset, from the cell margin")
                #expect(styles[3] == "..........", "inset grouped: none under the last row")
                #expect(host.screenLines()[1] == " ╭──────╮", "the terminal draws an inset-grouped section as a box")
            }
        }
    }
}
