import Foundation
import Testing
import Trestle
import TrestleTesting

/// UIKit's editing system (<doc:TrestleCore/UIKitBehavior#Editing>), through the headless host.
@MainActor
@Suite("Table editing", .serialized)
struct TableEditingTests {
    private func make(_ sections: [[String]] = [["Seoul", "London", "Tokyo"]], size: CGSize = CGSize(width: 24, height: 8))
        -> (HeadlessHost, UITableView, EditingDataSource) {
        let source = EditingDataSource(sections)
        let (host, table) = makeEditingTable(source, size: size)
        return (host, table, source)
    }

    private func rows(_ host: HeadlessHost, _ count: Int = 3) -> [String] {
        Array(host.screenLines().prefix(count))
    }

    @Test("Entering editing asks each row for its control in row order and shows minus controls and reorder grips")
    func enteringEditing() {
        let (host, table, source) = make()
        withExtendedLifetime(source) {
            source.log.removeAll()
            table.setEditing(true, animated: false)
            #expect(Array(source.log.prefix(4)) == ["canEdit 0.0", "style 0.0", "indent 0.0", "canMove 0.0"])
            #expect(Array(source.log.suffix(4)) == ["canEdit 0.2", "style 0.2", "indent 0.2", "canMove 0.2"])
            host.layout()
            #expect(rows(host) == [" ⊖ Seoul              ≡", " ⊖ London             ≡", " ⊖ Tokyo              ≡"])
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle == .delete)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl == true)
            source.log.removeAll()
            table.setEditing(false, animated: false)
            host.layout()
            #expect(rows(host) == [" Seoul", " London", " Tokyo"])
            #expect(source.log.isEmpty, "leaving editing asks the data source and delegate nothing: \(source.log)")
        }
    }

    @Test("Without moveRowAt there are no reorder grips; without commit no swipe-to-delete")
    func implementedOrNot() {
        let source = PlainDataSource(["a", "b"])
        let (host, table) = makeEditingTable(source)
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.layout()
            #expect(rows(host, 2) == [" ⊖ a", " ⊖ b"], "rows are editable by default, but nothing can move")
            table.setEditing(false, animated: false)
            host.press(.down)
            #expect(!host.press(.backspace), "no default Delete action without commit")
            host.drag(from: CGPoint(x: 15, y: 0), to: CGPoint(x: 3, y: 0))
            #expect(!host.screenText().contains("Delete"))
        }
    }

    @Test("Tapping the minus shows the delete confirmation with the delegate's title; tapping it commits the delete")
    func deleteThroughTheControl() {
        let (host, table, source) = make()
        source.deleteTitle = "삭제"
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.layout()
            host.tap(at: CGPoint(x: 1, y: 1))
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == true)
            #expect(host.screenLines()[1].hasSuffix(" 삭제"), "the confirmation replaces the grip: \(host.screenLines()[1])")
            #expect(!host.screenLines()[1].contains("≡"))
            #expect(source.actions.isEmpty)
            // The button is at the trailing edge.
            host.tap(at: CGPoint(x: 21, y: 1))
            #expect(source.actions == ["commit delete 0.1"])
            host.finishAnimations()
            #expect(rows(host, 2) == [" ⊖ Seoul              ≡", " ⊖ Tokyo              ≡"])
        }
    }

    @Test("A tap elsewhere hides the confirmation without selecting or deleting anything")
    func tapElsewhereHidesConfirmation() {
        let (host, table, source) = make()
        withExtendedLifetime(source) {
            table.allowsSelectionDuringEditing = true
            table.setEditing(true, animated: false)
            host.layout()
            host.tap(at: CGPoint(x: 1, y: 0))
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showingDeleteConfirmation == true)
            host.tap(at: CGPoint(x: 8, y: 2))
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showingDeleteConfirmation == false)
            #expect(table.indexPathForSelectedRow == nil)
            #expect(source.actions.isEmpty)
        }
    }

    @Test("Cells hear about their state changes: willTransition and didTransition")
    func stateTransitions() throws {
        final class WatchingCell: UITableViewCell {
            var transitions: [String] = []
            override func willTransition(to state: StateMask) { transitions.append("will \(state.rawValue)") }
            override func didTransition(to state: StateMask) { transitions.append("did \(state.rawValue)") }
        }
        let source = EditingDataSource([["Seoul", "London"]])
        let (host, table) = makeEditingTable(source, cellClass: WatchingCell.self)
        try withExtendedLifetime(source) {
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? WatchingCell)
            table.setEditing(true, animated: false)
            host.tap(at: CGPoint(x: 1, y: 0))
            host.press(.escape)
            table.setEditing(false, animated: false)
            #expect(cell.transitions == ["will 1", "did 1", "will 3", "did 3", "will 1", "did 1", "will 0", "did 0"])
        }
    }

    @Test("From the keyboard: Delete on the focused row shows the confirmation, Return confirms, Esc cancels")
    func keyboardDelete() {
        let (host, table, source) = make()
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.press(.down)
            host.press(.down)                                  // London
            host.press(.backspace)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == true)
            host.press(.escape)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == false)
            host.press(.character("-"))
            host.press(.enter)
            #expect(source.actions == ["commit delete 0.1"])
            #expect(source.sections[0] == ["Seoul", "Tokyo"])
        }
    }

    @Test("An insert control (plus) commits an insert; the app inserts the row")
    func insertControl() {
        let (host, table, source) = make()
        source.editingStyles = ["Tokyo": .insert]
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.layout()
            #expect(host.screenLines()[2].hasPrefix(" ⊕ Tokyo"))
            host.tap(at: CGPoint(x: 1, y: 2))
            #expect(source.actions == ["commit insert 0.2"])
            host.finishAnimations()
            #expect(host.screenLines()[3].contains("new 1"))
            host.press(.end)
            host.press(.up)
            #expect(table.indexPathForFocusedRow == IndexPath(row: 2, section: 0))
            host.press(.character("+"))
            #expect(source.actions.last == "commit insert 0.2")
        }
    }

    @Test("A drag to the left reveals the default Delete action between willBegin and didEndEditing; choosing it commits")
    func swipeToDelete() {
        let (host, _, source) = make()
        withExtendedLifetime(source) {
            host.drag(from: CGPoint(x: 12, y: 0), to: CGPoint(x: 8, y: 0))
            #expect(host.screenLines()[0].hasSuffix(" Delete"), "\(host.screenLines()[0])")
            #expect(source.actions == ["willBeginEditing 0.0"])
            host.tap(at: CGPoint(x: 20, y: 0))
            #expect(source.actions == ["willBeginEditing 0.0", "commit delete 0.0", "didEndEditing nil"])
            host.finishAnimations()
            #expect(rows(host, 2) == [" London", " Tokyo"])
        }
    }

    @Test("Swipe actions from the delegate: ←/→ choose, Return performs, the handler's completion closes them")
    func customSwipeActions() {
        let (host, _, source) = make()
        var performed: [String] = []
        source.trailingActions = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Drop") { _, _, done in performed.append("drop"); done(false) },
                UIContextualAction(style: .normal, title: "Pin") { _, _, done in performed.append("pin"); done(true) },
            ])
        }
        withExtendedLifetime(source) {
            host.press(.down)
            host.press(.right)
            #expect(host.screenLines()[0].hasSuffix("Seoul        Pin  Drop"), "\(host.screenLines()[0])")
            host.press(.left)                                  // away from the edge: Pin
            host.press(.enter)
            #expect(performed == ["pin"])
            #expect(source.actions == ["willBeginEditing 0.0", "didEndEditing 0.0"])
            #expect(!host.screenText().contains("Pin"))
        }
    }

    @Test("An empty configuration turns swiping off; a full swipe performs the first action")
    func emptyConfigurationAndFullSwipe() {
        let (host, _, source) = make()
        var performed = 0
        source.trailingActions = { indexPath in
            indexPath.row == 0 ? UISwipeActionsConfiguration(actions: [])
                : UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Go") { _, _, done in performed += 1; done(true) }])
        }
        withExtendedLifetime(source) {
            host.drag(from: CGPoint(x: 20, y: 0), to: CGPoint(x: 2, y: 0))
            #expect(performed == 0)
            #expect(!source.log.contains("willBeginEditing 0.0"))
            host.drag(from: CGPoint(x: 22, y: 1), to: CGPoint(x: 2, y: 1))
            #expect(performed == 1, "dragged across most of the row: the first action runs")
        }
    }

    @Test("Alt-↓ moves the focused row while editing: the table moves it, then moveRowAt is called once; selection follows")
    func keyboardReorder() {
        let (host, table, source) = make()
        withExtendedLifetime(source) {
            table.allowsSelectionDuringEditing = true
            table.setEditing(true, animated: false)
            host.press(.down)
            host.press(.enter)                                  // select Seoul
            source.log.removeAll()
            host.press(.down, modifiers: .alternate)
            #expect(source.actions == ["move 0.0 → 0.1"])
            #expect(source.log.contains("target 0.0 → 0.1"))
            #expect(source.sections[0] == ["London", "Seoul", "Tokyo"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
            host.finishAnimations()
            #expect(rows(host) == [" ⊖ London             ≡", "▌⊖ Seoul              ≡", " ⊖ Tokyo              ≡"])
            host.press(.up, modifiers: .shift)
            #expect(source.sections[0] == ["Seoul", "London", "Tokyo"])
        }
    }

    @Test("Rows move across sections; the delegate can retarget or refuse a slot")
    func crossSectionAndRetarget() {
        let (host, table, source) = make([["a", "b"], ["c"]], size: CGSize(width: 24, height: 10))
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.press(.down)
            host.press(.down)                                   // b
            host.press(.down, modifiers: .alternate)            // into section 1, first place
            #expect(source.actions == ["move 0.1 → 1.0"])
            #expect(source.sections == [["a"], ["b", "c"]])
            #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 2)
            // The delegate keeps rows in their section.
            source.retarget = { source, proposed in proposed.section == source.section ? proposed : source }
            source.log.removeAll()
            host.press(.up, modifiers: .alternate)
            #expect(source.actions.isEmpty, "the delegate sent the row back where it was")
            #expect(source.sections == [["a"], ["b", "c"]])
        }
    }

    @Test("Dragging a grip moves the row on release, with one moveRowAt; the delegate retargets each slot on the way")
    func mouseReorder() {
        let (host, table, source) = make([["a", "b", "c", "d"]])
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.layout()
            source.log.removeAll()
            var midDrag: [String] = []
            host.drag(from: CGPoint(x: 22, y: 0), to: CGPoint(x: 22, y: 2)) { midDrag = host.screenLines() }
            // Mid-drag the rows between make room and the dragged row is under the pointer; nothing
            // has moved in the table yet.
            #expect(Array(midDrag.prefix(4)) == [" ⊖ b                  ≡", " ⊖ c                  ≡", " ⊖ a                  ≡", " ⊖ d                  ≡"],
                    "\(midDrag)")
            #expect(source.actions == ["move 0.0 → 0.2"])
            #expect(source.log.filter { $0.hasPrefix("target") }.count >= 2, "a retarget question per slot: \(source.log)")
            #expect(source.sections[0] == ["b", "c", "a", "d"])
            host.finishAnimations()
            #expect(host.screenLines()[2].hasPrefix(" ⊖ a"))
        }
    }

    @Test("A row held at the bottom edge while dragged keeps the table scrolling; it lands where the pointer ends up")
    func reorderAutoscrollsWhileHeld() {
        let (host, table, source) = make([(0..<40).map { "r\($0)" }], size: CGSize(width: 24, height: 8))
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.layout()
            host.drag(from: CGPoint(x: 22, y: 1), to: CGPoint(x: 22, y: 7), hold: 1)
            #expect(table.contentOffset.y >= 8, "about a line per 0.08 s while held: \(table.contentOffset.y)")
            let moved = source.actions.first
            #expect(moved?.hasPrefix("move 0.1 → 0.") == true, "\(source.actions)")
            let destination = Int(moved?.split(separator: ".").last ?? "") ?? 0
            #expect(destination >= 12, "the row went with the scrolling content: \(destination)")
            #expect(source.sections[0][destination] == "r1")
            host.finishAnimations()
            #expect(!host.isAnimating, "the autoscroll stopped with the drag")
        }
    }

    @Test("Bad input: an out-of-range retarget is reported and moves nothing; a batch update closes an open swipe")
    func badInput() {
        let (host, table, source) = make()
        withExtendedLifetime(source) {
            let reports = DiagnosticsRecorder()
            source.retarget = { _, _ in IndexPath(row: 40, section: 3) }
            table.setEditing(true, animated: false)
            host.press(.down)
            TrestleDiagnostics.$handler.withValue(reports.record) {
                host.press(.down, modifiers: .alternate)
            }
            #expect(reports.messages.contains { $0.contains("targetIndexPathForMoveFromRowAt") })
            #expect(source.sections[0] == ["Seoul", "London", "Tokyo"])
            table.setEditing(false, animated: false)

            source.retarget = nil
            host.press(.backspace)                              // reveals Delete on Seoul
            #expect(host.screenText().contains("Delete"))
            source.sections[0].append("Paris")
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
            #expect(!host.screenText().contains("Delete"), "the swipe closed when the rows changed")
            #expect(source.actions.suffix(1) == ["didEndEditing 0.0"])
        }
    }

    @Test("A row deleted elsewhere while its confirmation shows: the confirmation closes and nothing is committed for it")
    func confirmationForARowThatGoes() {
        let (host, table, source) = make()
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.press(.down)
            host.press(.down)
            host.press(.down)                                   // Tokyo
            host.press(.backspace)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.showingDeleteConfirmation == true)
            // The app removes Tokyo itself (a sync from elsewhere).
            source.sections[0].remove(at: 2)
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
            host.press(.enter)
            #expect(source.actions.isEmpty, "no commit for a row that no longer exists: \(source.actions)")
            #expect(source.sections[0] == ["Seoul", "London"])
        }
    }

    @Test("A reorder while a swipe is open closes the swipe; the delegate hears where the row went")
    func reorderWhileSwipeIsOpen() {
        let (host, table, source) = make()
        withExtendedLifetime(source) {
            host.press(.down)
            host.press(.down)                                   // London
            host.press(.backspace)
            #expect(host.screenLines()[1].hasSuffix("Delete"))
            // The app moves London to the end while its actions show.
            source.sections[0].append(source.sections[0].remove(at: 1))
            table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0))
            #expect(source.actions == ["willBeginEditing 0.1", "didEndEditing 0.2"])
            host.press(.enter)
            #expect(!source.actions.contains { $0.hasPrefix("commit") }, "Return no longer deletes anything")
            // Entering editing closes an open swipe too.
            host.press(.backspace)
            table.setEditing(true, animated: false)
            #expect(source.actions.last?.hasPrefix("didEndEditing") == true)
            #expect(!host.screenText().contains("Delete"))
        }
    }

    @Test("Multiple selection while editing shows check circles instead of delete controls; selected rows delete in bulk")
    func multipleSelectionDuringEditing() {
        let (host, table, source) = make()
        withExtendedLifetime(source) {
            table.allowsMultipleSelectionDuringEditing = true
            table.setEditing(true, animated: false)
            host.layout()
            #expect(host.screenLines()[0].hasPrefix(" ○ Seoul"))
            host.tap(at: CGPoint(x: 6, y: 0))
            host.tap(at: CGPoint(x: 6, y: 2))
            #expect(host.screenLines()[0].hasPrefix(" ✓ Seoul") || host.screenLines()[0].hasPrefix(" ● Seoul") || !host.screenLines()[0].hasPrefix(" ○"))
            let selected = table.indexPathsForSelectedRows ?? []
            #expect(selected.sorted() == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
            for indexPath in selected.sorted().reversed() { source.sections[0].remove(at: indexPath.row) }
            table.deleteRows(at: selected, with: .automatic)
            host.finishAnimations()
            #expect(rows(host, 1) == ["▌○ London             ≡"])
            #expect(table.indexPathsForSelectedRows == nil || table.indexPathsForSelectedRows?.isEmpty == true)
        }
    }

    @Test("reloadData hides the delete confirmation: Return afterwards deletes nothing")
    func reloadHidesDeleteConfirmation() {
        let source = EditingDataSource([["Seoul", "London", "Tokyo"]])
        let (host, table) = makeEditingTable(source)
        withExtendedLifetime(source) {
            table.setEditing(true, animated: false)
            host.press(.down)
            host.press(.down)                                  // London
            host.press(.backspace)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == true)
            source.sections[0] = ["Paris", "Rome", "Oslo"]
            table.reloadData()
            host.layout()
            #expect(!host.screenText().contains("Delete"), "nothing shows a confirmation any more")
            host.press(.enter)
            #expect(source.sections[0] == ["Paris", "Rome", "Oslo"])
            #expect(!source.actions.contains { $0.hasPrefix("commit") }, "\(source.actions)")
        }
    }

    @Test("reloadData closes revealed swipe actions (didEndEditingRowAt) and Return does not perform them on the new row")
    func reloadClosesSwipeActions() {
        let source = EditingDataSource([["Seoul", "London", "Tokyo"]])
        let (host, table) = makeEditingTable(source)
        withExtendedLifetime(source) {
            host.press(.down)                                  // Seoul
            host.press(.backspace)                             // reveals Delete on Seoul
            #expect(host.screenText().contains("Delete"))
            source.sections[0] = ["Paris", "Rome", "Oslo"]
            table.reloadData()
            host.layout()
            #expect(!host.screenText().contains("Delete"))
            #expect(source.actions.last?.hasPrefix("didEndEditing") == true, "\(source.actions)")
            host.press(.enter)
            #expect(source.sections[0] == ["Paris", "Rome", "Oslo"])
        }
    }

    @Test("Changing the data source closes revealed swipe actions")
    func newDataSourceClosesSwipeActions() {
        let source = EditingDataSource([["Seoul", "London", "Tokyo"]])
        let (host, table) = makeEditingTable(source)
        let other = EditingDataSource([["Paris", "Rome"]])
        withExtendedLifetime((source, other)) {
            host.press(.down)
            host.press(.backspace)
            #expect(host.screenText().contains("Delete"))
            table.dataSource = other
            table.delegate = other
            host.layout()
            #expect(!host.screenText().contains("Delete"))
            host.press(.enter)
            #expect(other.sections[0] == ["Paris", "Rome"])
        }
    }

    @Test("The moveRowAt probe is asked again for a new data source, even one allocated where the old one was")
    func moveProbeAskedAgainForNewDataSource() throws {
        let host = HeadlessHost(size: CGSize(width: 24, height: 6))
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.showsVerticalScrollIndicator = false
        host.rootView = table
        var first: MovableRows? = MovableRows(["a", "b"])
        table.dataSource = first
        host.layout()
        table.setEditing(true, animated: false)
        host.layout()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl == true)
        table.setEditing(false, animated: false)
        let oldIdentifier = try ObjectIdentifier(#require(first))
        table.dataSource = nil
        first = nil
        // A data source of another class that does not implement moveRowAt, at the same address.
        var kept: [FixedRows] = []
        var second: FixedRows?
        for _ in 0..<256 {
            let candidate = FixedRows(["a", "b"])
            if ObjectIdentifier(candidate) == oldIdentifier { second = candidate; break }
            kept.append(candidate)
        }
        // The allocator reused the address in every run seen; when it does not, there is nothing to show.
        guard let second else { return }
        withExtendedLifetime((second, kept)) {
            table.dataSource = second
            host.layout()
            table.setEditing(true, animated: false)
            host.layout()
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl == false)
        }
    }
}
