import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UITableView selection by the user")
struct TableUserSelectionTests {
    func table(_ count: Int = 5) -> (HeadlessHost, UITableView, ListDataSource) {
        let data = ListDataSource([(0..<count).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 8))
        host.layout()
        return (host, table, data)
    }

    @Test("A tap calls the delegate in UIKit's order: shouldHighlight, didHighlight, willSelect, didUnhighlight, didSelect")
    func tapOrder() {
        let (host, table, data) = table()
        host.tap(at: CGPoint(x: 3, y: 2))
        #expect(data.selectionCalls == ["shouldHighlight 0-2", "didHighlight 0-2", "willSelect 0-2", "didUnhighlight 0-2", "didSelect 0-2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
    }

    @Test("Tapping another row deselects the old one first, with willDeselect and didDeselect")
    func tapAnotherRow() {
        let (host, table, data) = table()
        host.tap(at: CGPoint(x: 3, y: 1))
        data.clearSelectionCalls()
        host.tap(at: CGPoint(x: 3, y: 3))
        #expect(data.selectionCalls == ["shouldHighlight 0-3", "didHighlight 0-3", "willSelect 0-3", "willDeselect 0-1", "didDeselect 0-1",
                                        "didUnhighlight 0-3", "didSelect 0-3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("shouldHighlightRowAt returning false stops everything")
    func shouldHighlightFalse() {
        let (host, table, data) = table()
        data.shouldHighlight = { _ in false }
        host.tap(at: CGPoint(x: 3, y: 1))
        #expect(data.selectionCalls == ["shouldHighlight 0-1"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("willSelectRowAt can cancel (nil) or redirect the selection")
    func willSelectCancelsOrRedirects() {
        let (host, table, data) = table()
        data.willSelect = { _ in nil }
        host.tap(at: CGPoint(x: 3, y: 1))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(data.selectionCalls.last == "didUnhighlight 0-1")
        data.willSelect = { _ in IndexPath(row: 4, section: 0) }
        host.tap(at: CGPoint(x: 3, y: 1))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(data.selectionCalls.last == "didSelect 0-4")
    }

    @Test("A redirect to a row that does not exist is reported and selects nothing")
    func redirectOutOfRange() {
        let (host, table, data) = table()
        data.willSelect = { _ in IndexPath(row: 40, section: 0) }
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) { host.tap(at: CGPoint(x: 3, y: 1)) }
        #expect(table.indexPathForSelectedRow == nil)
        #expect(recorder.messages.contains { $0.contains("willSelectRowAt") && $0.contains("row (40) beyond bounds (5)") })
    }

    @Test("With multiple selection, tapping a selected row deselects it")
    func multipleSelectionToggles() {
        let (host, table, data) = table()
        table.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 3, y: 1))
        host.tap(at: CGPoint(x: 3, y: 3))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        data.clearSelectionCalls()
        host.tap(at: CGPoint(x: 3, y: 1))
        #expect(data.selectionCalls == ["shouldHighlight 0-1", "didHighlight 0-1", "willDeselect 0-1", "didUnhighlight 0-1", "didDeselect 0-1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("allowsSelection = false ignores taps")
    func selectionDisallowed() {
        let (host, table, data) = table()
        table.allowsSelection = false
        host.tap(at: CGPoint(x: 3, y: 1))
        #expect(data.selectionCalls.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("A drag that starts on a row cancels its highlight and selects nothing")
    func dragCancelsHighlight() {
        let data = ListDataSource([(0..<40).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 8))
        host.drag(from: CGPoint(x: 3, y: 6), to: CGPoint(x: 3, y: 2))
        #expect(data.selectionCalls == ["shouldHighlight 0-6", "didHighlight 0-6", "didUnhighlight 0-6"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y == 4, "the content followed the pointer")
    }

    @Test("Return and Space select the focused row as a tap does; the notification is posted")
    func keyboardSelection() async {
        let (host, table, data) = table()
        let counter = DiagnosticsRecorder()
        let observer = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification, object: table, queue: nil) { _ in
            counter.record("posted")
        }
        var notifications: Int { counter.messages.count }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.press(.down)
        host.press(.down)
        data.clearSelectionCalls()
        host.press(.enter)
        #expect(data.selectionCalls == ["shouldHighlight 0-1", "didHighlight 0-1", "willSelect 0-1", "didUnhighlight 0-1", "didSelect 0-1"])
        host.press(.down)
        host.press(.space)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(notifications == 2)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(notifications == 2, "programmatic selection posts nothing")
    }

    @Test("A click focuses the row it selects")
    func clickFocuses() {
        let (host, table, _) = table()
        host.tap(at: CGPoint(x: 3, y: 3))
        #expect(table.indexPathForFocusedRow == IndexPath(row: 3, section: 0))
        host.press(.down)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 4, section: 0))
    }

    @Test("selectionFollowsFocus selects each row the focus moves to")
    func selectionFollowsFocus() {
        let (host, table, _) = table()
        table.selectionFollowsFocus = true
        host.press(.down)
        host.press(.down)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }
}

@MainActor
@Suite("Selection and editing")
struct SelectionDuringEditingTests {
    @Test("Entering editing clears the selection unless selection during editing is allowed")
    func editingClearsSelection() {
        let data = ListDataSource([["a", "b", "c"]])
        let (host, table) = makeTable(data)
        host.tap(at: CGPoint(x: 2, y: 1))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        table.setEditing(true, animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        host.tap(at: CGPoint(x: 6, y: 2))
        #expect(table.indexPathForSelectedRow == nil, "allowsSelectionDuringEditing is false by default")
        table.allowsMultipleSelectionDuringEditing = true
        host.tap(at: CGPoint(x: 6, y: 0))
        host.tap(at: CGPoint(x: 6, y: 2))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        table.setEditing(false, animated: false)
        #expect(table.indexPathsForSelectedRows?.count == 1, "outside editing only one row stays selected")
    }

    @Test("UITableViewController forwards setEditing to its table")
    func controllerForwardsEditing() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }
}
