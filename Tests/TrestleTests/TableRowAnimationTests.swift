import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// Row animations of batch updates, on the headless host's virtual clock (terminal metrics: one
/// line per row, 0.15 s per animation).
@MainActor
@Suite("Row animations", .serialized)
struct TableRowAnimationTests {
    private func table(_ rows: Int, size: CGSize = CGSize(width: 20, height: 6)) -> (HeadlessHost, UITableView, ListDataSource) {
        let data = ListDataSource([(0..<rows).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: size)
        host.layout()
        return (host, table, data)
    }

    private func lines(_ host: HeadlessHost, _ count: Int = 4) -> [String] {
        Array(host.screenLines().prefix(count))
    }

    @Test("An inserted row fades in while the rows below travel down; the completion runs when they arrive")
    func insertFades() {
        let (host, table, data) = table(8)
        var completions: [Bool] = []
        data.sections[0].insert("new", at: 1)
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { completions.append($0) })
        // The model changed at once…
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) != nil)
        // …but the screen starts where it was: the new row transparent, row 1 still on line 1.
        #expect(lines(host) == [" row 0", " row 1", " row 2", " row 3"])
        #expect(host.isAnimating)
        #expect(completions.isEmpty, "the completion waits for the animations")

        host.advance(by: 0.1)
        let midway = host.screenLines()
        #expect(midway[0] == " row 0")
        #expect(host.isAnimating)
        #expect(completions.isEmpty)

        host.finishAnimations()
        #expect(completions == [true])
        #expect(lines(host) == [" row 0", " new", " row 1", " row 2"])
        #expect(!host.isAnimating)
    }

    @Test("Fading draws the row's text in a colour between the background and its own")
    func fadeIsPartialMidway() {
        let (host, table, data) = table(8)
        let final = host.styledScreen()[1][1].attributes.foreground
        data.sections[0][1] = "again"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        host.layout()
        host.advance(by: 0.075)
        let styled = host.styledScreen()
        let line = host.screenLines()[1]
        // Halfway, one of the two cells (the old going, the new coming) shows, partly transparent.
        #expect(line == " row 1" || line == " again")
        #expect(styled[1][1].attributes.foreground != final)
        host.finishAnimations()
        #expect(host.screenLines()[1] == " again")
        #expect(host.styledScreen()[1][1].attributes.foreground == final)
    }

    @Test("A deleted row slides out to the right, beneath the rows that close the gap")
    func deleteSlidesRight() {
        let (host, table, data) = table(8, size: CGSize(width: 20, height: 6))
        data.sections[0].remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .right)
        host.layout()
        host.advance(by: 0.075)                       // halfway: eased progress 0.5
        let deletedLine = host.screenLines().first { $0.contains("row 2") }
        let column = deletedLine.flatMap { $0.range(of: "row 2") }.map { deletedLine!.distance(from: deletedLine!.startIndex, to: $0.lowerBound) }
        #expect(column.map { $0 >= 6 } == true, "row 2 is on its way to the right edge: \(host.screenLines())")
        host.finishAnimations()
        #expect(lines(host) == [" row 0", " row 1", " row 3", " row 4"])
        #expect(!host.screenText().contains("row 2"))
    }

    @Test("A moved row travels straight from its old line to its new one, keeping its cell")
    func moveTravels() {
        let (host, table, data) = table(8)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        data.sections[0].insert(data.sections[0].remove(at: 0), at: 4)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
        host.layout()
        #expect(host.screenLines()[0] == " row 0", "it starts on its old line")
        host.advance(by: 0.075)
        let line = host.screenLines().firstIndex { $0.hasPrefix(" row 0") }
        #expect(line.map { (1...3).contains($0) } == true, "halfway it is between lines 0 and 4: \(host.screenLines())")
        host.finishAnimations()
        #expect(host.screenLines()[4] == " row 0")
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
    }

    @Test("Deleted rows leave the reuse pool only when their animation ends; didEndDisplaying comes then")
    func deletedCellLeavesAtTheEnd() throws {
        let (host, table, data) = table(8)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        data.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        host.layout()
        #expect(cell.superview === table, "the leaving cell is still drawn")
        #expect(!data.endedDisplay.contains(IndexPath(row: 1, section: 0)))
        host.finishAnimations()
        #expect(cell.superview == nil)
        #expect(data.endedDisplay.contains(IndexPath(row: 1, section: 0)))
        // Back in the pool: the next dequeue returns it.
        #expect(table.dequeueReusableCell(withIdentifier: "cell") === cell)
    }

    @Test("Every row animation ends with the rows in place; .none changes the rows at once while the others still travel",
          arguments: [UITableView.RowAnimation.none, .top, .bottom, .middle, .left, .automatic])
    func everyAnimationArrives(animation: UITableView.RowAnimation) {
        let (host, table, data) = table(8)
        data.sections[0].insert("new", at: 2)
        data.sections[0].remove(at: 0)
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: animation)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: animation)
        }
        host.layout()
        if animation == .none {
            #expect(!host.screenText().contains("row 0"), ".none removes the deleted row at once")
        }
        host.advance(by: 0.05)
        // Row 1 has moved up off line 1 by now: the inserted row shows beneath it.
        let early = (line: host.screenLines()[1], style: host.styledScreen()[1][1])
        #expect(host.isAnimating, "row 1 still travels")
        host.finishAnimations()
        #expect(lines(host) == [" row 1", " new", " row 2", " row 3"])
        if animation == .none {
            #expect(early.line == " new", ".none shows the inserted row at once")
            #expect(early.style == host.styledScreen()[1][1], "…in its final colours")
        }
    }

    @Test("Without animations — performWithoutAnimation, setAnimationsEnabled(false), reduce motion — batches show at once")
    func animationsOff() {
        let (host, table, data) = table(8)
        var completed = false
        UIView.performWithoutAnimation {
            data.sections[0].insert("new", at: 0)
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                      completion: { _ in completed = true })
        }
        #expect(completed)
        #expect(!host.isAnimating)
        #expect(lines(host, 2) == [" new", " row 0"])

        UIView.setAnimationsEnabled(false)
        data.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        UIView.setAnimationsEnabled(true)
        #expect(!host.isAnimating)
        #expect(lines(host, 2) == [" row 0", " row 1"])

        UIAccessibility.isReduceMotionEnabled = true
        defer { UIAccessibility.isReduceMotionEnabled = false }
        data.sections[0].swapAt(0, 1)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(!host.isAnimating)
        #expect(lines(host, 2) == [" row 1", " row 0"])
    }

    @Test("A second batch during the animations finishes the first where it was going and starts from what is on screen")
    func batchDuringAnimation() {
        let (host, table, data) = table(8)
        var completions: [String] = []
        data.sections[0].insert("first", at: 0)
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                  completion: { _ in completions.append("first") })
        host.layout()
        host.advance(by: 0.05)
        data.sections[0].insert("second", at: 0)
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                  completion: { _ in completions.append("second") })
        #expect(completions == ["first"], "the first batch completed when the second began")
        host.finishAnimations()
        #expect(completions == ["first", "second"])
        #expect(lines(host, 3) == [" second", " first", " row 0"])
    }

    @Test("reloadData during row animations ends them and runs their completions")
    func reloadEndsAnimations() {
        let (host, table, data) = table(8)
        var completed = false
        data.sections[0].remove(at: 0)
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left) },
                                  completion: { _ in completed = true })
        host.layout()
        host.advance(by: 0.05)
        table.reloadData()
        #expect(completed)
        host.layout()
        #expect(!host.isAnimating)
        #expect(lines(host, 2) == [" row 1", " row 2"])
    }

    @Test("Scrolling a travelling row off screen ends its animation; the cell is reused cleanly")
    func scrollingAwayCancels() {
        let (host, table, data) = table(40)
        data.sections[0].insert(data.sections[0].remove(at: 1), at: 3)
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        host.layout()
        host.advance(by: 0.03)
        table.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        host.finishAnimations()
        #expect(!host.isAnimating)
        #expect(lines(host, 2) == [" row 20", " row 21"])
        table.setContentOffset(.zero, animated: false)
        host.layout()
        #expect(lines(host) == [" row 0", " row 2", " row 3", " row 1"])
    }

    @Test("A table taken out of its window mid-animation ends its animations and runs their completions")
    func leavingTheWindowEndsAnimations() {
        let (host, table, data) = table(8)
        var results: [Bool] = []
        data.sections[0].remove(at: 0)
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                  completion: { results.append($0) })
        host.advance(by: 0.05)
        table.removeFromSuperview()
        #expect(results == [false], "interrupted, so not finished")
        #expect(!host.isAnimating)
    }

    @Test("Headers travel with their sections")
    func headersTravel() throws {
        let data = ListDataSource([["a0", "a1"], ["b0", "b1"]])
        data.headerTitles = ["A", "B"]
        let (host, table) = makeTable(data, style: .grouped, size: CGSize(width: 20, height: 12))
        host.layout()
        let before = host.screenLines()
        let headerB = try #require(before.firstIndex { $0.contains("B") && !$0.contains("b") })
        data.sections[0].append("a2")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        host.layout()
        #expect(host.screenLines().firstIndex { $0.contains("B") && !$0.contains("b") } == headerB, "it starts where it was")
        host.finishAnimations()
        #expect(host.screenLines().firstIndex { $0.contains("B") && !$0.contains("b") } == headerB + 1)
    }

    @Test("A header that scrolls away mid-animation and is reused later shows at its own place")
    func reusedHeaderShowsAtItsPlace() {
        let data = ListDataSource((0..<4).map { section in (0..<5).map { "r\(section).\($0)" } })
        data.headerTitles = ["A", "B", "C", "D"]
        let (host, table) = makeTable(data, style: .grouped, size: CGSize(width: 20, height: 12))
        host.layout()
        data.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        host.advance(by: 0.05)
        #expect(host.isAnimating)
        table.contentOffset = CGPoint(x: 0, y: 11)          // headers A and B scroll away mid-flight
        host.layout()
        table.reloadData()                                  // ends the animations
        host.finishAnimations()

        let reference = ListDataSource(data.sections)
        reference.headerTitles = data.headerTitles
        let (referenceHost, referenceTable) = makeTable(reference, style: .grouped, size: CGSize(width: 20, height: 12))
        referenceHost.layout()
        var mismatches: [String] = []
        for y in 0...Int(table.contentSize.height - 12) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            referenceTable.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            _ = host.screenLines()
            _ = referenceHost.screenLines()
            let shown = host.screenLines(), expected = referenceHost.screenLines()
            if shown != expected { mismatches.append("offset \(y): \(shown) vs \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.first ?? "")")
    }
}
