import Foundation
import Testing
import Trestle
import TrestleTesting

/// Model-based random tests of batch updates through the UI: random batches are applied both to a
/// model (with UIKit's rules, `ModelReference`) and, through UITableView's calls, to a table in a
/// headless host; after each step the table must look and behave like one reloaded from scratch
/// from the model (<doc:TrestleCore/UIKitBehavior#Batch-updates>).
@MainActor
@Suite("UITableView batch updates against a model")
struct TableBatchUpdateModelTests {
    struct Run: Sendable, CustomTestStringConvertible {
        var seed: UInt64
        var heights: ModelHeights
        var style: UITableView.Style
        var steps: Int

        var testDescription: String { "seed \(seed), \(heights) heights, \(style) style, \(steps) steps" }
    }

    nonisolated static let validRuns: [Run] = [
        Run(seed: 1, heights: .exact, style: .plain, steps: 60),
        Run(seed: 2, heights: .exact, style: .grouped, steps: 60),
        Run(seed: 3, heights: .estimated, style: .plain, steps: 60),
        Run(seed: 4, heights: .estimated, style: .grouped, steps: 60),
        Run(seed: 5, heights: .exact, style: .plain, steps: 60),
        Run(seed: 6, heights: .estimated, style: .plain, steps: 60),
        Run(seed: 7, heights: .exact, style: .insetGrouped, steps: 60),
        Run(seed: 8, heights: .estimated, style: .insetGrouped, steps: 60),
    ]

    nonisolated static let invalidRuns: [Run] = [
        Run(seed: 11, heights: .exact, style: .plain, steps: 40),
        Run(seed: 12, heights: .estimated, style: .plain, steps: 40),
        Run(seed: 13, heights: .exact, style: .grouped, steps: 40),
        Run(seed: 14, heights: .estimated, style: .insetGrouped, steps: 40),
    ]

    /// A table with random content, selection and scroll position, checked once before any update.
    static func start(_ run: Run, factory: inout ModelFactory, rng: inout SeededRandomNumberGenerator) -> ModelTableHarness {
        let model = factory.model(sections: 3...5, rows: 0...10, using: &rng)
        let harness = ModelTableHarness(model: model, heights: run.heights, style: run.style)
        harness.changeSelectionRandomly(using: &rng)
        if run.heights == .estimated { ModelTableHarness.measureAll(harness.table, harness.host) }
        harness.scrollRandomly(using: &rng)
        harness.context = "\(run.testDescription), before any update\nmodel:\n\(model.summary)"
        harness.verify(model, unmeasured: [])
        return harness
    }

    // MARK: Valid batches

    /// How a step hands its batch to the table.
    enum Delivery: String {
        /// `performBatchUpdates`, the model changed inside the block between the calls.
        case performBatchUpdates
        /// `beginUpdates`, some calls, a nested `performBatchUpdates` with the others, `endUpdates`;
        /// the model changed before.
        case nestedBlocks
        /// One call outside any block (a batch of its own), the model changed before.
        case singleCall
    }

    @Test("Random valid batches leave the table as a reload from scratch would: counts, cells, selection, heights, screen",
          arguments: validRuns)
    func validBatches(run: Run) {
        var rng = SeededRandomNumberGenerator(seed: run.seed)
        var factory = ModelFactory()
        let harness = Self.start(run, factory: &factory, rng: &rng)
        for step in 1...run.steps where !harness.failed {
            Self.validStep(harness, run: run, step: step, factory: &factory, rng: &rng)
            if Int.random(in: 0..<4, using: &rng) == 0 { harness.changeSelectionRandomly(using: &rng) }
            if Int.random(in: 0..<3, using: &rng) == 0 { harness.scrollRandomly(using: &rng) }
        }
    }

    static func validStep(_ harness: ModelTableHarness, run: Run, step: Int, factory: inout ModelFactory,
                          rng: inout SeededRandomNumberGenerator) {
        let table = harness.table
        let before = harness.data.model
        let delivery: Delivery = switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: .performBatchUpdates
        case 2: .nestedBlocks
        default: .singleCall
        }
        var made: (ModelBatch, TableModel)?
        for _ in 0..<50 where made == nil {
            let batch = delivery == .singleCall
                ? RandomModelBatches.singleCall(before, factory: &factory, using: &rng)
                : RandomModelBatches.batch(before, churn: [0.05, 0.15, 0.3].randomElement(using: &rng)!, factory: &factory,
                                           using: &rng)
            guard let after = ModelReference.apply(batch, to: before) else {
                harness.fail("the generator made a batch the reference rejects: \(batch)\nmodel:\n\(before.summary)")
                return
            }
            made = (batch, after)
        }
        guard let (batch, after) = made else {
            harness.fail("no batch found for step \(step)")
            return
        }
        let calls = batch.calls(using: &rng, splitting: delivery != .singleCall)
        // Animated, the batch lays the rows on screen out at once (to start their animations);
        // without animation the state right after the batch can be read before any layout.
        let animated = Int.random(in: 0..<3, using: &rng) != 0
        harness.context = "\(run.testDescription), step \(step), \(delivery.rawValue)\(animated ? "" : " without animation"): "
            + "\(calls.map(\.description).joined(separator: "; "))\n"
            + "model before:\n\(before.summary)\nmodel after:\n\(after.summary)"
        let topRow = harness.rowAtTopEdge()
        harness.context += "\noffset before the batch \(table.contentOffset.y), valid range \(table.validContentOffsetYRange)"

        let reports = DiagnosticsRecorder()
        var results: [Bool] = []
        func apply() {
            switch delivery {
            case .performBatchUpdates:
                let modelChange = Int.random(in: 0...calls.count, using: &rng)
                table.performBatchUpdates({
                    for (index, call) in calls.enumerated() {
                        if index == modelChange { harness.data.model = after }
                        call.perform(on: table)
                    }
                    if modelChange == calls.count { harness.data.model = after }
                }, completion: { results.append($0) })
            case .nestedBlocks:
                harness.data.model = after
                let cut = Int.random(in: 0...calls.count, using: &rng)
                table.beginUpdates()
                for call in calls[..<cut] { call.perform(on: table) }
                table.performBatchUpdates({
                    for call in calls[cut...] { call.perform(on: table) }
                }, completion: { results.append($0) })
                table.endUpdates()
            case .singleCall:
                harness.data.model = after
                for call in calls { call.perform(on: table) }
            }
        }
        TrestleDiagnostics.$handler.withValue(reports.record) {
            if animated { apply() } else { UIView.performWithoutAnimation(apply) }
        }
        // The batch is applied when the block ends: the offset keeps the row under the top edge
        // still, clamped to the new content
        // (<doc:TrestleCore/UIKitBehavior#Updates-above-the-viewport>).
        let offsetAtBatch = table.contentOffset.y
        let rangeAtBatch = table.validContentOffsetYRange
        if !animated {
            harness.check(rangeAtBatch.contains(offsetAtBatch), "offset \(offsetAtBatch) after the batch is outside the valid range \(rangeAtBatch)")
        }
        TrestleDiagnostics.$handler.withValue(reports.record) { harness.settle() }

        harness.check(reports.messages.isEmpty, "a valid batch reported \(reports.messages)")
        if delivery != .singleCall { harness.checkEqual(results, [true], "completion results") }
        harness.selectedIDs.subtract(batch.droppedRowIDs(in: before))

        // The row under the top edge stays still when it keeps its place and the offset needed no
        // clamping; measuring the rows that came into view keeps it still too
        // (<doc:TrestleCore/UIKitBehavior#Scroll-position-correction>).
        if !animated, let topRow, !batch.rowIDsNotStaying(in: before).contains(topRow.id), let path = after.pathsByID[topRow.id],
           offsetAtBatch > rangeAtBatch.lowerBound && offsetAtBatch < rangeAtBatch.upperBound {
            harness.checkEqual(table.rectForRow(at: path).minY - table.contentOffset.y, topRow.distance,
                               "distance of \(after[path].text), the row under the top edge, from the top edge")
        }
        let unmeasured = after.rowIDs.subtracting(before.rowIDs).union(batch.reloadedItems.values.map(\.id))
        // Measuring rows shorter than their estimate can leave the offset past the content
        // (`measuringClampsOffset`); with exact heights it must not.
        harness.verify(after, unmeasured: unmeasured, offsetWithinContent: true)
    }

    // MARK: Invalid batches

    @Test("Random invalid batches report UIKit's message, recover with a reload that matches the data source, and later batches work",
          arguments: invalidRuns)
    func invalidBatches(run: Run) {
        var rng = SeededRandomNumberGenerator(seed: run.seed)
        var factory = ModelFactory()
        let harness = Self.start(run, factory: &factory, rng: &rng)
        var seen: Set<String> = []
        for step in 1...run.steps where !harness.failed {
            if step.isMultiple(of: 2) {
                if let kind = Self.invalidStep(harness, run: run, step: step, factory: &factory, rng: &rng) { seen.insert(kind) }
            } else {
                Self.validStep(harness, run: run, step: step, factory: &factory, rng: &rng)
            }
            if Int.random(in: 0..<3, using: &rng) == 0 { harness.changeSelectionRandomly(using: &rng) }
            if Int.random(in: 0..<3, using: &rng) == 0 { harness.scrollRandomly(using: &rng) }
        }
        if !harness.failed {
            #expect(seen.count >= 8, "the run should break many different rules; it broke \(seen.sorted())")
        }
    }

    /// What the table must report for an invalid batch.
    enum ExpectedReport {
        case exactly(String)
        case prefix(String)
        /// Any of UIKit's batch-update messages (the table cannot know which rule the app meant to
        /// follow).
        case anyUIKitShape
    }

    /// The shapes of UIKit's batch-update messages
    /// (<doc:TrestleCore/UIKitBehavior#Validation-messages>), and Trestle's own messages for cases
    /// UIKit does not check (it crashes later), modelled on them.
    static let uikitShapes = [
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (",
        "Invalid update: invalid number of rows in section ",
        "attempt to delete row ", "attempt to delete section ",
        "attempt to insert row ", "attempt to insert section ",
        "attempt to delete and reload the same index path (",
        "attempt to perform a delete and a move from the same index path (",
        "attempt to perform a delete and a move from the same section (",
        "attempt to perform an insert and a move to the same index path (",
        "attempt to perform an insert and a move to the same section (",
        "cannot move a row from a deleted section (", "cannot move a row into a newly inserted section (",
        "attempt to move row at index path ", "attempt to move both row at index path ",
        "Attempt to create two animations for cell",
    ]
    static let trestleOnlyShapes = [
        "attempt to move index path (", "attempt to move section ",
        "attempt to delete the same index path more than once (", "attempt to delete the same section more than once (",
        "attempt to insert the same index path more than once (", "attempt to insert the same section more than once (",
    ]

    /// The invalid batches: a valid random batch plus one broken rule.
    enum InvalidKind: String, CaseIterable {
        case unannouncedRow, unannouncedSection, modelNotUpdated
        case deleteRowOutOfRange, insertRowOutOfRange, deleteSectionOutOfRange, insertSectionOutOfRange
        case deleteAndMove, deleteAndReload, reloadAndMoveSameRow, moveFromDeletedSection, moveIntoInsertedSection
        case deleteAndMoveSection, insertAndMoveSection
        case moveToTwoDestinations, twoMovesToOneDestination, insertAndMove, reloadAndMoveOntoIt, duplicateDelete
        case malformedIndexPath
    }

    /// An invalid batch: the calls, what the data source says after them, and the report expected.
    struct InvalidBatch {
        var calls: [TableCall]
        var dataSource: TableModel
        var report: ExpectedReport
        /// Whether the table rejects the whole batch (and reloads); otherwise only the bad call is
        /// dropped and the rest applies.
        var rejectsBatch = true
    }

    /// Facts about a valid base batch that the invalid ones are built on.
    struct BaseFacts {
        var before: TableModel
        var after: TableModel
        var batch: ModelBatch
        /// Old section → new index, for sections that keep their rows (not deleted or reloaded).
        var home: [Int: Int] = [:]
        /// New sections that are inserted or reloaded.
        var freshSections: Set<Int> = []
        /// Old rows of kept sections that the batch does not name at all.
        var untouchedRows: [IndexPath] = []
        /// New paths the batch places explicitly (inserts, reload targets, move targets).
        var placedPaths: Set<IndexPath> = []

        init(before: TableModel, after: TableModel, batch: ModelBatch) {
            self.before = before
            self.after = after
            self.batch = batch
            var newIndexByID: [Int: Int] = [:]
            for (index, section) in after.sections.enumerated() { newIndexByID[section.id] = index }
            let gone = Set(batch.deletedSections + batch.reloadedSections.keys)
            for (index, section) in before.sections.enumerated() where !gone.contains(index) {
                home[index] = newIndexByID[section.id]!
            }
            freshSections = Set(after.sections.indices).subtracting(home.values)
            let named = Set(batch.deletedItems + batch.reloadedItems.keys + batch.movedItems.map(\.from) + batch.reconfiguredItems.keys)
            untouchedRows = before.allPaths.filter { home[$0.section] != nil && !named.contains($0) }
            let paths = after.pathsByID
            placedPaths = Set(batch.insertedItems.keys).union(batch.reloadedItems.values.map { paths[$0.id]! })
                .union(batch.movedItems.map(\.to))
        }

        /// A new path in a kept section that nothing is placed at.
        func freePlace(using rng: inout SeededRandomNumberGenerator) -> IndexPath? {
            let candidates = after.allPaths.filter { !freshSections.contains($0.section) && !placedPaths.contains($0) }
            return candidates.randomElement(using: &rng)
        }
    }

    static func rowPath(_ path: IndexPath) -> String { "[\(path.section), \(path.row)]" }

    static func makeInvalid(_ kind: InvalidKind, base: BaseFacts, factory: inout ModelFactory,
                            rng: inout SeededRandomNumberGenerator) -> InvalidBatch? {
        let before = base.before, after = base.after
        var calls = base.batch.calls(using: &rng)
        let untouched = base.untouchedRows.shuffled(using: &rng)
        switch kind {
        case .unannouncedRow:
            // The data source gained a row the batch does not mention. (An empty batch is not
            // checked at all: `emptyBatchIsChecked`.)
            guard !calls.isEmpty, let section = base.home.values.sorted().randomElement(using: &rng) else { return nil }
            var model = after
            model.sections[section].rows.append(factory.row(using: &rng))
            return InvalidBatch(calls: calls, dataSource: model, report: .prefix(
                "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(model.counts[section])) must be equal to the number of rows contained in that section before the update ("))
        case .unannouncedSection:
            guard !calls.isEmpty else { return nil }
            var model = after
            model.sections.append(factory.section(rows: 1, using: &rng))
            let inserted = base.batch.insertedSections.count + base.batch.reloadedSections.count
            let deleted = base.batch.deletedSections.count + base.batch.reloadedSections.count
            return InvalidBatch(calls: calls, dataSource: model, report: .exactly(
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(model.sections.count)) must be equal to the number of sections contained in the table view before the update (\(before.sections.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."))
        case .modelNotUpdated:
            // Invalid only when the old counts break the batch's arithmetic: another number of
            // sections, or a kept section whose count the batch changes. A reloaded section may
            // come back with any count, so counts that differ only there make a valid batch.
            guard before.sections.count != after.sections.count
                    || base.home.values.contains(where: { before.counts[$0] != after.counts[$0] }) else { return nil }
            return InvalidBatch(calls: calls, dataSource: before, report: .anyUIKitShape)
        case .deleteRowOutOfRange:
            guard let section = base.home.keys.sorted().randomElement(using: &rng) else { return nil }
            let row = Bool.random(using: &rng) ? before.counts[section] + Int.random(in: 0...2, using: &rng) : -1
            calls.insert(.deleteItems([IndexPath(row: row, section: section)], .fade), at: Int.random(in: 0...calls.count, using: &rng))
            return InvalidBatch(calls: calls, dataSource: after, report: .exactly(
                "attempt to delete row \(row) from section \(section) which only contains \(before.counts[section]) rows before the update"))
        case .insertRowOutOfRange:
            guard let section = base.home.values.sorted().randomElement(using: &rng) else { return nil }
            let row = after.counts[section] + Int.random(in: 0...2, using: &rng)
            calls.insert(.insertItems([IndexPath(row: row, section: section)], .top), at: Int.random(in: 0...calls.count, using: &rng))
            return InvalidBatch(calls: calls, dataSource: after, report: .exactly(
                "attempt to insert row \(row) into section \(section), but there are only \(after.counts[section]) rows in section \(section) after the update"))
        case .deleteSectionOutOfRange:
            let section = before.sections.count + Int.random(in: 0...2, using: &rng)
            calls.insert(.deleteSections(IndexSet(integer: section), .fade), at: Int.random(in: 0...calls.count, using: &rng))
            return InvalidBatch(calls: calls, dataSource: after, report: .exactly(
                "attempt to delete section \(section), but there are only \(before.sections.count) sections before the update"))
        case .insertSectionOutOfRange:
            let section = after.sections.count + Int.random(in: 0...2, using: &rng)
            calls.insert(.insertSections(IndexSet(integer: section), .fade), at: Int.random(in: 0...calls.count, using: &rng))
            return InvalidBatch(calls: calls, dataSource: after, report: .exactly(
                "attempt to insert section \(section) but there are only \(after.sections.count) sections after the update"))
        case .deleteAndMove:
            guard let row = untouched.first, let target = base.freePlace(using: &rng) else { return nil }
            calls += [.deleteItems([row], .left), .moveItem(row, target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform a delete and a move from the same index path (\(rowPath(row)))"))
        case .deleteAndReload:
            guard let row = untouched.first else { return nil }
            calls += [.deleteItems([row], .left), .reloadItems([row], .fade)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to delete and reload the same index path (\(rowPath(row)))"))
        case .reloadAndMoveSameRow:
            // UIKit reports a reload plus a move of one row as a delete and a move (radar 33662307).
            guard let row = untouched.first, let target = base.freePlace(using: &rng) else { return nil }
            calls += [.reloadItems([row], .fade), .moveItem(row, target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform a delete and a move from the same index path (\(rowPath(row)))"))
        case .deleteAndMoveSection:
            let moved = Set(base.batch.movedSections.map(\.from))
            guard let section = base.home.keys.sorted().filter({ !moved.contains($0) }).randomElement(using: &rng) else { return nil }
            calls += [.deleteSections(IndexSet(integer: section), .fade), .moveSection(section, 0)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform a delete and a move from the same section (\(section))"))
        case .insertAndMoveSection:
            // Without reloaded sections, whose new index the extra insert would shift.
            let moved = Set(base.batch.movedSections.map(\.from))
            guard base.batch.reloadedSections.isEmpty,
                  let section = base.home.keys.sorted().filter({ !moved.contains($0) }).randomElement(using: &rng),
                  let target = after.sections.indices.filter({ base.batch.insertedSections[$0] == nil }).randomElement(using: &rng)
            else { return nil }
            calls += [.insertSections(IndexSet(integer: target), .fade), .moveSection(section, target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform an insert and a move to the same section (\(target))"))
        case .moveFromDeletedSection:
            guard let section = base.batch.deletedSections.first(where: { before.counts[$0] > 0 }),
                  let target = base.freePlace(using: &rng) else { return nil }
            calls.append(.moveItem(IndexPath(row: 0, section: section), target))
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "cannot move a row from a deleted section (\(section))"))
        case .moveIntoInsertedSection:
            guard let row = untouched.first else { return nil }
            var model = after
            let section: Int
            if let inserted = base.batch.insertedSections.keys.min() {
                section = inserted
            } else {
                // Insert one at the end, for the move to go into.
                section = after.sections.count
                model.sections.append(factory.section(rows: 1, using: &rng))
                calls.append(.insertSections(IndexSet(integer: section), .fade))
            }
            calls.append(.moveItem(row, IndexPath(row: 0, section: section)))
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: model, report: .exactly(
                "cannot move a row into a newly inserted section (\(section))"))
        case .moveToTwoDestinations:
            guard let row = untouched.first, let first = base.freePlace(using: &rng), let second = base.freePlace(using: &rng),
                  first != second else { return nil }
            calls += [.moveItem(row, first), .moveItem(row, second)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to move row at index path \(rowPath(row)) to both \(rowPath(min(first, second))) and \(rowPath(max(first, second)))"))
        case .twoMovesToOneDestination:
            guard untouched.count >= 2, let target = base.freePlace(using: &rng) else { return nil }
            calls += [.moveItem(untouched[0], target), .moveItem(untouched[1], target)]
            let (first, second) = (min(untouched[0], untouched[1]), max(untouched[0], untouched[1]))
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to move both row at index path \(rowPath(first)) and \(rowPath(second)) to \(rowPath(target))"))
        case .insertAndMove:
            // Not in a section with reloads: the extra insert would shift where they land.
            guard let row = untouched.first, let target = base.freePlace(using: &rng),
                  !base.batch.reloadedItems.keys.contains(where: { base.home[$0.section] == target.section }) else { return nil }
            calls += [.insertItems([target], .bottom), .moveItem(row, target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform an insert and a move to the same index path (\(rowPath(target)))"))
        case .reloadAndMoveOntoIt:
            // Reload one untouched row and move another onto the path its replacement lands on
            // (UIKit's shift: the batch's deletes and inserts, not its moves).
            guard untouched.count >= 2 else { return nil }
            let reloaded = untouched[0]
            let section = ModelReference.shift(reloaded.section, deletes: base.batch.deletedSections,
                                               inserts: Array(base.batch.insertedSections.keys))
            let row = ModelReference.shift(reloaded.row, deletes: base.batch.deletedItems.filter { $0.section == reloaded.section }.map(\.row),
                                           inserts: base.batch.insertedItems.keys.filter { $0.section == section }.map(\.row))
            guard base.home[reloaded.section] == section, row < after.counts[section] else { return nil }
            let target = IndexPath(row: row, section: section)
            calls += [.reloadItems([reloaded], .fade), .moveItem(untouched[1], target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly("Attempt to create two animations for cell"))
        case .duplicateDelete:
            guard let row = untouched.first else { return nil }
            calls += Bool.random(using: &rng) ? [.deleteItems([row, row], .fade)] : [.deleteItems([row], .fade), .deleteItems([row], .right)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to delete the same index path more than once (\(rowPath(row)))"))
        case .malformedIndexPath:
            // UIKit raises for an index path that is not [section, row]; Trestle reports it and
            // drops that call only.
            calls.insert(.deleteItems([IndexPath(index: 0)], .fade), at: Int.random(in: 0...calls.count, using: &rng))
            return InvalidBatch(calls: calls, dataSource: after, report: .exactly(
                "deleteRows(at:with:): Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."),
                rejectsBatch: false)
        }
    }

    /// One invalid batch; returns the rule it broke.
    static func invalidStep(_ harness: ModelTableHarness, run: Run, step: Int, factory: inout ModelFactory,
                            rng: inout SeededRandomNumberGenerator) -> String? {
        let table = harness.table
        let before = harness.data.model
        var made: (InvalidKind, ModelBatch, InvalidBatch)?
        for _ in 0..<20 where made == nil {
            let base = RandomModelBatches.batch(before, churn: [0.05, 0.15, 0.3].randomElement(using: &rng)!, factory: &factory,
                                                using: &rng)
            guard let after = ModelReference.apply(base, to: before) else {
                harness.fail("the generator made a batch the reference rejects: \(base)\nmodel:\n\(before.summary)")
                return nil
            }
            let kind = InvalidKind.allCases.randomElement(using: &rng)!
            if let invalid = makeInvalid(kind, base: BaseFacts(before: before, after: after, batch: base), factory: &factory, rng: &rng) {
                made = (kind, base, invalid)
            }
        }
        guard let (kind, base, invalid) = made else { return nil }
        harness.context = "\(run.testDescription), step \(step), invalid (\(kind.rawValue)): \(invalid.calls.map(\.description).joined(separator: "; "))\n"
            + "model before:\n\(before.summary)\ndata source after:\n\(invalid.dataSource.summary)"

        let reports = DiagnosticsRecorder()
        var results: [Bool] = []
        TrestleDiagnostics.$handler.withValue(reports.record) {
            table.performBatchUpdates({
                harness.data.model = invalid.dataSource
                for call in invalid.calls { call.perform(on: table) }
            }, completion: { results.append($0) })
            harness.settle()
        }

        harness.checkEqual(reports.messages.count, 1, "number of reports (\(reports.messages))")
        let message = reports.messages.first ?? ""
        switch invalid.report {
        case .exactly(let expected):
            harness.checkEqual(message, expected, "report")
        case .prefix(let expected):
            harness.check(message.hasPrefix(expected), "report \"\(message)\" should start with \"\(expected)\"")
        case .anyUIKitShape:
            harness.check((uikitShapes + trestleOnlyShapes).contains(where: message.hasPrefix),
                          "report \"\(message)\" is not one of UIKit's batch-update messages")
        }
        if invalid.rejectsBatch {
            harness.checkEqual(results, [false], "completion results")
            // The table recovered with reloadData, which clears the selection
            // (<doc:TrestleCore/UIKitBehavior#Selection-across-data-changes>).
            harness.selectedIDs = []
            harness.verify(invalid.dataSource, unmeasured: invalid.dataSource.rowIDs, offsetWithinContent: true)
        } else {
            harness.checkEqual(results, [true], "completion results")
            harness.selectedIDs.subtract(base.droppedRowIDs(in: before))
            let unmeasured = invalid.dataSource.rowIDs.subtracting(before.rowIDs).union(base.reloadedItems.values.map(\.id))
            harness.verify(invalid.dataSource, unmeasured: unmeasured, offsetWithinContent: true)
        }
        return kind.rawValue
    }
}
