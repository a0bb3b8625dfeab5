import Foundation
import Testing
@testable import TrestleCore

@Suite("Batch update validation")
struct BatchUpdateValidationTests {
    func path(_ section: Int, _ row: Int) -> ItemPath { ItemPath(section: section, item: row) }

    /// The message for `calls` on a table going from `old` to `new` counts.
    func message(_ calls: [UpdateCall], old: [Int], new: [Int], kind: BatchUpdate.ViewKind = .table) -> String? {
        UpdateCall.batch(calls).validate(oldSectionCounts: old, newSectionCounts: new, kind: kind)?.message
    }

    func isValid(_ calls: [UpdateCall], old: [Int], new: [Int]) -> Bool {
        message(calls, old: old, new: new) == nil
    }

    // MARK: Counts

    @Test("Wrong section count: UIKit's message, reloads counted as inserted and deleted")
    func sectionCount() {
        #expect(message([.insertSection(0)], old: [1], new: [1]) ==
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
        #expect(message([.deleteSection(0), .reloadSection(1)], old: [1, 1], new: [1, 1], kind: .collection) ==
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 2 deleted).")
    }

    @Test("Wrong row count: UIKit's message with rows for tables and items for collections")
    func rowCount() {
        #expect(message([.insertRow(path(0, 1))], old: [3], new: [5]) ==
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(message([.moveItem(path(0, 0), path(1, 0))], old: [2, 2], new: [2, 3], kind: .collection) ==
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out).")
    }

    @Test("The row count names the new section index and counts a reload as an insert and a delete")
    func rowCountNewIndexAndReloads() {
        #expect(message([.insertSection(0), .reloadRow(path(0, 1))], old: [3], new: [0, 4]) ==
            "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test("A reloaded row's replacement ignores section moves, as in UIKit (radar 27041784)")
    func reloadWithSectionMove() {
        // Two sections of three rows; reload [1, 0] and move section 1 to 0: UIKit's exact report.
        #expect(message([.reloadRow(path(1, 0)), .moveSection(1, 0)], old: [3, 3], new: [3, 3]) ==
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test("Moves within one section (through the section map) count neither in nor out")
    func movesWithinSection() {
        // Section 0 moves to 1; its row 0 goes to [1, 2] and section 1's row 0 to [0, 1]: no row
        // changes section.
        let calls: [UpdateCall] = [.moveItem(path(0, 0), path(1, 2)), .moveSection(0, 1), .moveItem(path(1, 0), path(0, 1))]
        #expect(isValid(calls, old: [3, 2], new: [2, 3]))
        #expect(message(calls, old: [3, 2], new: [2, 4]) ==
            "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        // A no-op section move plus a row moved out of it (UIKit crashes: radar 48941906).
        #expect(isValid([.moveSection(1, 1), .moveItem(path(1, 0), path(0, 0))], old: [1, 2], new: [2, 1]))
    }

    @Test("Index paths are checked before counts: forgetting to update the data source reports the insert")
    func rangeBeforeCount() {
        #expect(message([.insertRow(path(0, 3))], old: [3], new: [3]) ==
            "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update")
    }

    // MARK: Out of range

    @Test("Deleting a section that does not exist")
    func deleteSectionOutOfRange() {
        #expect(message([.deleteSection(2)], old: [1, 1], new: [1]) ==
            "attempt to delete section 2, but there are only 2 sections before the update")
        #expect(message([.reloadSection(5)], old: [1, 1], new: [1, 1]) ==
            "attempt to delete section 5, but there are only 2 sections before the update")
    }

    @Test("Inserting a section beyond the new count")
    func insertSectionOutOfRange() {
        #expect(message([.insertSection(3)], old: [1], new: [1, 1]) ==
            "attempt to insert section 3 but there are only 2 sections after the update")
    }

    @Test("Moving a section from or to an index that does not exist")
    func moveSectionOutOfRange() {
        #expect(message([.moveSection(2, 0)], old: [1, 1], new: [1, 1]) ==
            "attempt to move section 2, but there are only 2 sections before the update")
        #expect(message([.moveSection(0, 2)], old: [1, 1], new: [1, 1]) ==
            "attempt to move section 0 to section 2, but there are only 2 sections after the update")
    }

    @Test("Deleting or reloading a row that does not exist (rows and items)")
    func deleteRowOutOfRange() {
        #expect(message([.deleteRow(path(0, 2))], old: [1], new: [0]) ==
            "attempt to delete row 2 from section 0 which only contains 1 rows before the update")
        #expect(message([.reloadRow(path(0, 55))], old: [0], new: [0], kind: .collection) ==
            "attempt to delete item 55 from section 0 which only contains 0 items before the update")
        #expect(message([.deleteRow(path(0, -1))], old: [1], new: [0]) ==
            "attempt to delete row -1 from section 0 which only contains 1 rows before the update")
    }

    @Test("Deleting a row of a section that does not exist")
    func deleteRowSectionOutOfRange() {
        #expect(message([.deleteRow(path(1, 0))], old: [1], new: [1]) ==
            "attempt to delete row 0 from section 1, but there are only 1 sections before the update")
    }

    @Test("Inserting a row beyond its section's new count, or into a section that does not exist")
    func insertRowOutOfRange() {
        #expect(message([.insertRow(path(0, 26))], old: [25], new: [26], kind: .collection) ==
            "attempt to insert item 26 into section 0, but there are only 26 items in section 0 after the update")
        #expect(message([.insertRow(path(0, 0))], old: [], new: []) ==
            "attempt to insert row 0 into section 0, but there are only 0 sections after the update")
    }

    @Test("Moving a row that does not exist, or to a path that will not exist")
    func moveRowOutOfRange() {
        #expect(message([.moveItem(path(2, 0), path(0, 0))], old: [1, 1, 0], new: [2, 1, 0]) ==
            "attempt to move index path ([2, 0]) that does not exist - there are only 0 rows in section 2 before the update")
        #expect(message([.moveItem(path(1, 0), path(0, 3))], old: [2, 1], new: [3, 0]) ==
            "attempt to move index path ([1, 0]) to index path ([0, 3]) that does not exist - there are only 3 rows in section 0 after the update")
        #expect(message([.moveItem(path(3, 0), path(0, 0))], old: [1], new: [1]) ==
            "attempt to move index path ([3, 0]) that does not exist - there are only 1 sections before the update")
        #expect(message([.moveItem(path(0, 0), path(4, 0))], old: [1], new: [1]) ==
            "attempt to move index path ([0, 0]) to index path ([4, 0]) that does not exist - there are only 1 sections after the update")
    }

    @Test("Reconfiguring a row that does not exist")
    func reconfigureOutOfRange() {
        #expect(message([.reconfigureRow(path(0, 4))], old: [4], new: [4]) ==
            "attempt to reconfigure row 4 in section 0 which only contains 4 rows before the update")
        #expect(message([.reconfigureRow(path(1, 0))], old: [4], new: [4], kind: .collection) ==
            "attempt to reconfigure item 0 in section 1, but there are only 1 sections before the update")
    }

    // MARK: Conflicts

    @Test("Deleting and reloading the same row or section")
    func deleteAndReload() {
        #expect(message([.deleteRow(path(0, 1)), .reloadRow(path(0, 1))], old: [3], new: [2]) ==
            "attempt to delete and reload the same index path ([0, 1])")
        #expect(message([.deleteSection(1), .reloadSection(1)], old: [1, 1], new: [1]) ==
            "attempt to delete and reload the same index path ([1, 9223372036854775807])")
    }

    @Test("Deleting (or reloading) and moving the same row reports a delete and a move (radar 33662307)")
    func deleteAndMove() {
        #expect(message([.deleteRow(path(0, 1)), .moveItem(path(0, 1), path(0, 0))], old: [3], new: [2]) ==
            "attempt to perform a delete and a move from the same index path ([0, 1])")
        #expect(message([.reloadRow(path(0, 1)), .moveItem(path(0, 1), path(0, 0))], old: [3], new: [3]) ==
            "attempt to perform a delete and a move from the same index path ([0, 1])")
    }

    @Test("Deleting (or reloading) and moving the same section")
    func deleteAndMoveSection() {
        #expect(message([.deleteSection(0), .moveSection(0, 1)], old: [1, 1, 1], new: [1, 1]) ==
            "attempt to perform a delete and a move from the same section (0)")
        #expect(message([.reloadSection(2), .moveSection(2, 0)], old: [1, 1, 1], new: [1, 1, 1]) ==
            "attempt to perform a delete and a move from the same section (2)")
    }

    @Test("Inserting at and moving to the same new path")
    func insertAndMove() {
        #expect(message([.insertRow(path(0, 0)), .moveItem(path(0, 2), path(0, 0))], old: [3], new: [4]) ==
            "attempt to perform an insert and a move to the same index path ([0, 0])")
    }

    @Test("Inserting and moving to the same new section, or moving to a reloaded section's new index")
    func insertAndMoveSection() {
        #expect(message([.insertSection(0), .moveSection(1, 0)], old: [1, 1], new: [1, 1, 1]) ==
            "attempt to perform an insert and a move to the same section (0)")
        #expect(message([.reloadSection(0), .moveSection(1, 0)], old: [1, 1], new: [1, 1]) ==
            "attempt to perform an insert and a move to the same section (0)")
    }

    @Test("Moving a row out of a deleted or reloaded section")
    func moveFromDeletedSection() {
        #expect(message([.deleteSection(0), .moveItem(path(0, 0), path(0, 0))], old: [1, 1], new: [2]) ==
            "cannot move a row from a deleted section (0)")
        #expect(message([.reloadSection(1), .moveItem(path(1, 0), path(0, 0))], old: [1, 1], new: [2, 0], kind: .collection) ==
            "cannot move an item from a deleted section (1)")
    }

    @Test("Moving a row into an inserted or reloaded section")
    func moveIntoInsertedSection() {
        #expect(message([.insertSection(2), .moveItem(path(0, 0), path(2, 0))], old: [1, 1], new: [0, 1, 1]) ==
            "cannot move a row into a newly inserted section (2)")
        #expect(message([.reloadSection(1), .moveItem(path(0, 0), path(1, 0))], old: [1, 1], new: [0, 1], kind: .collection) ==
            "cannot move an item into a newly inserted section (1)")
    }

    @Test("Moving one row to two places")
    func moveToTwoDestinations() {
        #expect(message([.moveItem(path(0, 0), path(0, 1)), .moveItem(path(0, 0), path(0, 2))], old: [3], new: [3]) ==
            "attempt to move row at index path [0, 0] to both [0, 1] and [0, 2]")
        #expect(message([.moveSection(0, 1), .moveSection(0, 2)], old: [1, 1, 1], new: [1, 1, 1], kind: .collection) ==
            "attempt to move item at index path [0, 9223372036854775807] to both [1, 9223372036854775807] and [2, 9223372036854775807]")
    }

    @Test("Moving two rows to one place")
    func moveTwoSourcesToOne() {
        #expect(message([.moveItem(path(0, 0), path(0, 2)), .moveItem(path(0, 1), path(0, 2))], old: [3], new: [3], kind: .collection) ==
            "attempt to move both item at index path [0, 0] and [0, 1] to [0, 2]")
        #expect(message([.moveSection(0, 2), .moveSection(1, 2)], old: [1, 1, 1], new: [1, 1, 1]) ==
            "attempt to move both row at index path [0, 9223372036854775807] and [1, 9223372036854775807] to [2, 9223372036854775807]")
    }

    @Test("A move onto a reloaded row's new path: two animations for one cell (tables), an insert and a move (collections)")
    func moveOntoReload() {
        // Reload [0, 2] (its replacement stays at 2, moves are ignored) and move [0, 0] to 2.
        let calls: [UpdateCall] = [.reloadRow(path(0, 2)), .moveItem(path(0, 0), path(0, 2))]
        #expect(message(calls, old: [3], new: [3]) == "Attempt to create two animations for cell")
        #expect(message(calls, old: [3], new: [3], kind: .collection) ==
            "attempt to perform an insert and a move to the same index path ([0, 2])")
    }

    @Test("A reload whose shifted path falls beyond a section that lost a row by a move is out of range, as in UIKit")
    func reloadPastMovedOutRow() {
        #expect(message([.moveItem(path(0, 0), path(1, 0)), .reloadRow(path(0, 1))], old: [2, 0], new: [1, 1]) ==
            "attempt to insert row 1 into section 0, but there are only 1 rows in section 0 after the update")
    }

    @Test("Deleting the same row twice, which UIKit does not check (radar 31786176)")
    func duplicateDelete() {
        #expect(message([.deleteRow(path(0, 0)), .deleteRow(path(0, 0))], old: [3], new: [1]) ==
            "attempt to delete the same index path more than once ([0, 0])")
        #expect(message([.deleteSection(1), .deleteSection(1)], old: [1, 1], new: []) ==
            "attempt to delete the same section more than once (1)")
    }

    @Test("Inserting at the same new path twice")
    func duplicateInsert() {
        #expect(message([.insertRow(path(0, 1)), .insertRow(path(0, 1))], old: [1], new: [3]) ==
            "attempt to insert the same index path more than once ([0, 1])")
        #expect(message([.insertSection(0), .insertSection(0)], old: [], new: [0, 0]) ==
            "attempt to insert the same section more than once (0)")
    }

    // MARK: Normalisation

    @Test("Exact duplicate moves, reloads and reconfigures are merged")
    func duplicatesMerged() throws {
        let calls: [UpdateCall] = [.moveItem(path(0, 0), path(0, 2)), .moveItem(path(0, 0), path(0, 2)),
                                   .reloadRow(path(0, 1)), .reloadRow(path(0, 1)), .reloadSection(1), .reloadSection(1),
                                   .reconfigureRow(path(0, 2)), .reconfigureRow(path(0, 2))]
        let plan = try UpdateCall.batch(calls).plan(oldSectionCounts: [3, 1], newSectionCounts: [3, 5], kind: .table)
        #expect(plan.movedItems == [ItemMove(from: path(0, 0), to: path(0, 2))])
        #expect(plan.reloadedItems == [ItemMove(from: path(0, 1), to: path(0, 1))])
        #expect(plan.reloadedSections == [SectionMove(from: 1, to: 1)])
        #expect(plan.reconfiguredItems == [path(0, 0)])   // old [0, 2] stays, first among the staying rows
    }

    @Test("Row operations inside deleted and inserted sections are dropped")
    func rowOperationsInNewOrDeletedSectionsDropped() throws {
        let calls: [UpdateCall] = [.deleteSection(0), .deleteRow(path(0, 7)), .reloadRow(path(0, 1)), .reconfigureRow(path(0, 0)),
                                   .insertSection(1), .insertRow(path(1, 9))]
        let plan = try UpdateCall.batch(calls).plan(oldSectionCounts: [2, 4], newSectionCounts: [4, 3], kind: .table)
        #expect(plan.deletedItems.isEmpty && plan.insertedItems.isEmpty && plan.reloadedItems.isEmpty && plan.reconfiguredItems.isEmpty)
        #expect(plan.deletedSections == [0] && plan.insertedSections == [1])
    }

    @Test("Reconfigures of deleted or reloaded rows are dropped; the others are reported at their new paths")
    func reconfigures() throws {
        let calls: [UpdateCall] = [.reconfigureRow(path(0, 0)), .deleteRow(path(0, 0)), .reconfigureRow(path(0, 1)),
                                   .reloadRow(path(0, 1)), .reconfigureRow(path(0, 2)), .moveItem(path(0, 2), path(0, 1))]
        let plan = try UpdateCall.batch(calls).plan(oldSectionCounts: [3], newSectionCounts: [2], kind: .table)
        #expect(plan.reconfiguredItems == [path(0, 1)])
        #expect(plan.mapping.newPath(forOld: path(0, 2)) == path(0, 1))
    }

    @Test("The order of calls and nesting of blocks do not matter")
    func orderIrrelevant() throws {
        let calls: [UpdateCall] = [.insertRow(path(0, 0)), .deleteRow(path(0, 3)), .moveItem(path(0, 1), path(0, 4)),
                                   .reloadRow(path(0, 2)), .deleteSection(1)]
        let forward = try UpdateCall.batch(calls).plan(oldSectionCounts: [5, 2], newSectionCounts: [5], kind: .table)
        var nested = UpdateCall.batch(Array(calls.reversed().prefix(2)))
        nested.append(contentsOf: UpdateCall.batch(Array(calls.reversed().dropFirst(2))))
        let backward = try nested.plan(oldSectionCounts: [5, 2], newSectionCounts: [5], kind: .table)
        #expect(forward.movedItems == backward.movedItems && forward.reloadedItems == backward.reloadedItems)
        #expect(forward.insertedItems == backward.insertedItems && forward.deletedItems == backward.deletedItems)
        #expect(forward.reloadedItems == [ItemMove(from: path(0, 2), to: path(0, 3))])
    }

    @Test("Validation costs O(operations + sections), not O(rows)")
    func validationIgnoresRowCount() {
        var update = BatchUpdate()
        update.deleteItems((0..<1_000).map { ItemPath(section: 0, item: $0 * 1_000) })
        update.insertItems((0..<1_000).map { ItemPath(section: 0, item: $0 * 999 + 5) })
        let rows = 1_000_000_000   // a billion rows: any per-row work would not finish
        #expect(update.validate(oldSectionCounts: [rows], newSectionCounts: [rows], kind: .table) == nil)
        #expect(update.validate(oldSectionCounts: [rows], newSectionCounts: [rows - 1], kind: .table)?.reason ==
            .invalidRowCount(section: 0, after: rows - 1, before: rows, inserted: 1_000, deleted: 1_000, movedIn: 0, movedOut: 0))
    }

    @Test("The error describes itself with its message and keeps its reason")
    func errorValue() {
        let error = UpdateCall.batch([.insertSection(1)]).validate(oldSectionCounts: [], newSectionCounts: [], kind: .table)
        #expect(error?.reason == .insertSectionOutOfRange(section: 1, sectionCount: 0))
        #expect(error?.description == error?.message)
        #expect(BatchUpdate().isEmpty && UpdateCall.batch([.reloadSection(0)]).operationCount == 1)
    }
}
