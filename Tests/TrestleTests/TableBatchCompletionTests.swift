import Foundation
import Testing
import Trestle
import TrestleTesting

/// The completion of `performBatchUpdates(_:completion:)` runs at a safe point, never inside a
/// batch or a layout pass, so it may change the table again.
@MainActor
@Suite("UITableView batch update completions")
struct TableBatchCompletionTests {
    private func list(_ rows: Int, size: CGSize = CGSize(width: 20, height: 6)) -> (HeadlessHost, UITableView, ListDataSource) {
        let data = ListDataSource([(0..<rows).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: size)
        host.layout()
        return (host, table, data)
    }

    @Test("A completion that reloads, run when the next batch interrupts its animations, leaves the table consistent")
    func completionReloadingDuringNextBatch() {
        let (host, table, data) = list(20)
        data.sections[0].remove(at: 1)
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { _ in table.reloadData() })
        host.advance(by: 0.05)
        #expect(host.isAnimating)
        // The next batch interrupts the first one's animations: its completion runs inside
        // applyBatch, after the plan was made against the old counts but before it is applied.
        data.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        host.finishAnimations()
        #expect(table.numberOfRows(inSection: 0) == data.sections[0].count)
    }

    @Test("A completion that reloads, for a batch with nothing moving on screen, is not run inside the layout pass")
    func completionReloadingInsideLayout() {
        let (host, table, data) = list(30)
        let reports = DiagnosticsRecorder()
        var completions: [Bool] = []
        TrestleDiagnostics.$handler.withValue(reports.record) {
            data.sections[0].remove(at: 25)
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 25, section: 0)], with: .fade)
            }, completion: {
                completions.append($0)
                table.reloadData()
            })
            host.finishAnimations()
        }
        #expect(completions == [true])
        #expect(reports.messages.isEmpty, "\(reports.messages)")
    }
}
