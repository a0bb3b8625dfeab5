import Foundation
import Testing
import Trestle
import TrestleTesting

/// The cells showing rows stack in row order — each in front of the rows after it, as in a table
/// built afresh — however they came on screen, so content that overflows its row draws the same
/// way every time. Found by the chaos runs: a delete control taller than its 1-pt row showed or
/// hid depending on the order cells had entered.
@MainActor
@Suite("Cells stack in row order whatever order they came on screen in")
struct TableCellStackingTests {
    /// A cell whose mark hangs one line below its row, over the next row.
    final class OverflowingCell: UITableViewCell {
        let mark = UILabel()
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            addSubview(mark)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            mark.text = "^" + (textLabel?.text ?? "").filter(\.isNumber)
            mark.frame = CGRect(x: 0, y: bounds.height, width: 3, height: 1)
        }
    }

    private func makeTable(rows: Int) -> (HeadlessHost, UITableView, ListDataSource) {
        let data = ListDataSource([(0..<rows).map { "row \($0)" }])
        let host = HeadlessHost(size: CGSize(width: 20, height: 6))
        let table = UITableView(frame: .zero, style: .plain)
        table.showsVerticalScrollIndicator = false
        table.register(OverflowingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.delegate = data
        host.rootView = table
        host.layout()
        return (host, table, data)
    }

    /// The rows of the cells among the table's subviews, back to front.
    private func stackedRows(_ table: UITableView) -> [Int] {
        table.subviews.compactMap { ($0 as? UITableViewCell).flatMap(table.indexPath(for:))?.row }
    }

    @Test("Scrolling down and back up, and a batch moving a row, leave later rows behind earlier ones, and the screen that of a new table")
    func rowOrderAfterScrollingAndMoving() {
        let (host, table, data) = makeTable(rows: 30)
        table.contentOffset = CGPoint(x: 0, y: 12)
        host.layout()
        table.contentOffset = CGPoint(x: 0, y: 3)
        host.layout()
        #expect(stackedRows(table) == Array((2...9).reversed()))
        data.sections[0].insert(data.sections[0].remove(at: 4), at: 7)
        UIView.performWithoutAnimation { table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 7, section: 0)) }
        host.layout()
        #expect(stackedRows(table) == Array((2...9).reversed()))

        let (freshHost, fresh, freshData) = makeTable(rows: 30)
        freshData.sections = data.sections
        fresh.reloadData()
        fresh.contentOffset = table.contentOffset
        freshHost.layout()
        #expect(host.screenLines() == freshHost.screenLines())
        withExtendedLifetime((data, freshData)) {}
    }

    @Test("A row moving in an animation passes in front of the rows it crosses, and the cells stack in row order once it lands")
    func movingRowInFrontUntilItLands() throws {
        let (host, table, data) = makeTable(rows: 12)
        let moving = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        data.sections[0].insert(data.sections[0].remove(at: 4), at: 0)
        table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
        host.layout()
        host.advance(by: 0.075)
        #expect(table.subviews.last { $0 is UITableViewCell } === moving, "the moved row is frontmost on its way")
        host.finishAnimations()
        let rows = stackedRows(table)
        #expect(!rows.isEmpty && rows == rows.sorted(by: >), "\(rows)")
        withExtendedLifetime(data) {}
    }
}
