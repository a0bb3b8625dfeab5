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
        let unmeasured = after.rowIDs.subtracting(before.rowIDs).union(batch.reloadedRows.values.map(\.id))
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
            let named = Set(batch.deletedRows + batch.reloadedRows.keys + batch.movedRows.map(\.from) + batch.reconfiguredRows.keys)
            untouchedRows = before.allPaths.filter { home[$0.section] != nil && !named.contains($0) }
            let paths = after.pathsByID
            placedPaths = Set(batch.insertedRows.keys).union(batch.reloadedRows.values.map { paths[$0.id]! })
                .union(batch.movedRows.map(\.to))
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
            guard !calls.isEmpty, let section = base.home.values.randomElement(using: &rng) else { return nil }
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
            guard after.counts != before.counts else { return nil }
            return InvalidBatch(calls: calls, dataSource: before, report: .anyUIKitShape)
        case .deleteRowOutOfRange:
            guard let section = base.home.keys.randomElement(using: &rng) else { return nil }
            let row = Bool.random(using: &rng) ? before.counts[section] + Int.random(in: 0...2, using: &rng) : -1
            calls.insert(.deleteRows([IndexPath(row: row, section: section)], .fade), at: Int.random(in: 0...calls.count, using: &rng))
            return InvalidBatch(calls: calls, dataSource: after, report: .exactly(
                "attempt to delete row \(row) from section \(section) which only contains \(before.counts[section]) rows before the update"))
        case .insertRowOutOfRange:
            guard let section = base.home.values.randomElement(using: &rng) else { return nil }
            let row = after.counts[section] + Int.random(in: 0...2, using: &rng)
            calls.insert(.insertRows([IndexPath(row: row, section: section)], .top), at: Int.random(in: 0...calls.count, using: &rng))
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
            calls += [.deleteRows([row], .left), .moveRow(row, target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform a delete and a move from the same index path (\(rowPath(row)))"))
        case .deleteAndReload:
            guard let row = untouched.first else { return nil }
            calls += [.deleteRows([row], .left), .reloadRows([row], .fade)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to delete and reload the same index path (\(rowPath(row)))"))
        case .reloadAndMoveSameRow:
            // UIKit reports a reload plus a move of one row as a delete and a move (radar 33662307).
            guard let row = untouched.first, let target = base.freePlace(using: &rng) else { return nil }
            calls += [.reloadRows([row], .fade), .moveRow(row, target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform a delete and a move from the same index path (\(rowPath(row)))"))
        case .deleteAndMoveSection:
            let moved = Set(base.batch.movedSections.map(\.from))
            guard let section = base.home.keys.filter({ !moved.contains($0) }).randomElement(using: &rng) else { return nil }
            calls += [.deleteSections(IndexSet(integer: section), .fade), .moveSection(section, 0)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform a delete and a move from the same section (\(section))"))
        case .insertAndMoveSection:
            // Without reloaded sections, whose new index the extra insert would shift.
            let moved = Set(base.batch.movedSections.map(\.from))
            guard base.batch.reloadedSections.isEmpty,
                  let section = base.home.keys.filter({ !moved.contains($0) }).randomElement(using: &rng),
                  let target = after.sections.indices.filter({ base.batch.insertedSections[$0] == nil }).randomElement(using: &rng)
            else { return nil }
            calls += [.insertSections(IndexSet(integer: target), .fade), .moveSection(section, target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform an insert and a move to the same section (\(target))"))
        case .moveFromDeletedSection:
            guard let section = base.batch.deletedSections.first(where: { before.counts[$0] > 0 }),
                  let target = base.freePlace(using: &rng) else { return nil }
            calls.append(.moveRow(IndexPath(row: 0, section: section), target))
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
            calls.append(.moveRow(row, IndexPath(row: 0, section: section)))
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: model, report: .exactly(
                "cannot move a row into a newly inserted section (\(section))"))
        case .moveToTwoDestinations:
            guard let row = untouched.first, let first = base.freePlace(using: &rng), let second = base.freePlace(using: &rng),
                  first != second else { return nil }
            calls += [.moveRow(row, first), .moveRow(row, second)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to move row at index path \(rowPath(row)) to both \(rowPath(min(first, second))) and \(rowPath(max(first, second)))"))
        case .twoMovesToOneDestination:
            guard untouched.count >= 2, let target = base.freePlace(using: &rng) else { return nil }
            calls += [.moveRow(untouched[0], target), .moveRow(untouched[1], target)]
            let (first, second) = (min(untouched[0], untouched[1]), max(untouched[0], untouched[1]))
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to move both row at index path \(rowPath(first)) and \(rowPath(second)) to \(rowPath(target))"))
        case .insertAndMove:
            // Not in a section with reloads: the extra insert would shift where they land.
            guard let row = untouched.first, let target = base.freePlace(using: &rng),
                  !base.batch.reloadedRows.keys.contains(where: { base.home[$0.section] == target.section }) else { return nil }
            calls += [.insertRows([target], .bottom), .moveRow(row, target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to perform an insert and a move to the same index path (\(rowPath(target)))"))
        case .reloadAndMoveOntoIt:
            // Reload one untouched row and move another onto the path its replacement lands on
            // (UIKit's shift: the batch's deletes and inserts, not its moves).
            guard untouched.count >= 2 else { return nil }
            let reloaded = untouched[0]
            let section = ModelReference.shift(reloaded.section, deletes: base.batch.deletedSections,
                                               inserts: Array(base.batch.insertedSections.keys))
            let row = ModelReference.shift(reloaded.row, deletes: base.batch.deletedRows.filter { $0.section == reloaded.section }.map(\.row),
                                           inserts: base.batch.insertedRows.keys.filter { $0.section == section }.map(\.row))
            guard base.home[reloaded.section] == section, row < after.counts[section] else { return nil }
            let target = IndexPath(row: row, section: section)
            calls += [.reloadRows([reloaded], .fade), .moveRow(untouched[1], target)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly("Attempt to create two animations for cell"))
        case .duplicateDelete:
            guard let row = untouched.first else { return nil }
            calls += Bool.random(using: &rng) ? [.deleteRows([row, row], .fade)] : [.deleteRows([row], .fade), .deleteRows([row], .right)]
            return InvalidBatch(calls: calls.shuffled(using: &rng), dataSource: after, report: .exactly(
                "attempt to delete the same index path more than once (\(rowPath(row)))"))
        case .malformedIndexPath:
            // UIKit raises for an index path that is not [section, row]; Trestle reports it and
            // drops that call only.
            calls.insert(.deleteRows([IndexPath(index: 0)], .fade), at: Int.random(in: 0...calls.count, using: &rng))
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
            let unmeasured = invalid.dataSource.rowIDs.subtracting(before.rowIDs).union(base.reloadedRows.values.map(\.id))
            harness.verify(invalid.dataSource, unmeasured: unmeasured, offsetWithinContent: true)
        }
        return kind.rawValue
    }
}

/// The smallest cases of the library bugs the model tests found, kept as regression tests now
/// that they are fixed.
@MainActor
@Suite("UITableView batch updates: regressions found by the model tests")
struct TableBatchUpdateModelRegressionTests {
    static func rows(_ heights: [Int]) -> TableModel {
        TableModel(sections: [ModelSection(id: 1, rows: heights.enumerated().map { ModelRow(id: $0.offset + 1, height: $0.element) })])
    }

    @Test("With estimation off, rows a batch inserts or reloads off screen get their heights at once, as after reloadData")
    func exactHeightsAfterInsert() {
        let harness = ModelTableHarness(model: Self.rows(Array(repeating: 1, count: 20)), heights: .exact, style: .plain)
        harness.data.model.sections[0].rows.append(ModelRow(id: 21, height: 3))
        harness.data.model.sections[0].rows[15].version = 1
        harness.data.model.sections[0].rows[15].height = 2
        harness.table.performBatchUpdates({
            harness.table.insertRows(at: [IndexPath(row: 20, section: 0)], with: .none)
            harness.table.reloadRows(at: [IndexPath(row: 15, section: 0)], with: .none)
        })
        harness.settle()
        let (_, fresh, freshData) = ModelTableHarness.makeTable(harness.data.model, heights: .exact, style: .plain)
        defer { withExtendedLifetime(freshData) {} }
        #expect(fresh.rectForRow(at: IndexPath(row: 20, section: 0)).height == 3, "reloadData asks every row's height")
        // <doc:TrestleCore/UIKitBehavior#Row-heights-and-estimation>: with estimation disabled the
        // content size is exact from the start; Trestle gives the new rows the fallback height (one
        // line) until they are displayed.
        #expect(harness.table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 3, "inserted row")
        #expect(harness.table.rectForRow(at: IndexPath(row: 15, section: 0)).height == 2, "reloaded row")
        #expect(harness.table.contentSize == fresh.contentSize)
        // Displayed, they are measured.
        harness.table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        harness.host.layout()
        #expect(harness.table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 3)
        #expect(harness.table.rectForRow(at: IndexPath(row: 15, section: 0)).height == 2)
        #expect(harness.table.contentSize == fresh.contentSize)
    }

    @Test("reconfigureRows keeps a visible row's height (the row is measured again)")
    func reconfigureKeepsHeight() {
        for heights in [ModelHeights.exact, .estimated] {
            let harness = ModelTableHarness(model: Self.rows([1, 3, 1, 1]), heights: heights, style: .plain)
            harness.data.model.sections[0].rows[1].version = 1
            harness.table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
            harness.settle()
            #expect(harness.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "r2 v1", "\(heights)")
            // The row keeps its cell and is measured again with it.
            #expect(harness.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 3, "\(heights)")
            #expect(harness.host.screenLines().prefix(6) == [" S1", " r1", "", " r2 v1", "", " r3"], "\(heights)")
        }
    }

    @Test("An empty batch still checks the data source's counts, as UIKit's endUpdates does")
    func emptyBatchIsChecked() {
        let harness = ModelTableHarness(model: Self.rows([1, 1, 1]), heights: .exact, style: .plain)
        harness.data.model.sections[0].rows.append(ModelRow(id: 4))
        let reports = DiagnosticsRecorder()
        var results: [Bool] = []
        TrestleDiagnostics.$handler.withValue(reports.record) {
            harness.table.performBatchUpdates(nil, completion: { results.append($0) })
            harness.settle()
        }
        // Trestle returns early for a batch without operations: no report, and the table keeps
        // showing three rows while its data source has four.
        #expect(reports.messages == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(results == [false])
        #expect(harness.table.numberOfRows(inSection: 0) == 4)
    }

    @Test("In the terminal's inset-grouped style, a batch that gives an empty section rows boxes them, as a reload does")
    func sectionBoxAfterBatch() {
        let model = TableModel(sections: [ModelSection(id: 1, rows: []), ModelSection(id: 2, rows: [ModelRow(id: 1), ModelRow(id: 2)])])
        let harness = ModelTableHarness(model: model, heights: .exact, style: .insetGrouped)
        harness.data.model.sections[0].rows.append(ModelRow(id: 3))
        harness.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        harness.settle()
        let (freshHost, fresh, freshData) = ModelTableHarness.makeTable(harness.data.model, heights: .exact, style: .insetGrouped)
        defer { withExtendedLifetime(freshData) {} }
        #expect(Array(freshHost.screenLines().prefix(5)) == ["", "   S1", " ╭────────────────────────────────────╮", " │ r3                                 │", " ╰────────────────────────────────────╯"],
                "a reload makes room for the box: spacing, title, top line, row, bottom line")
        #expect(fresh.rect(forSection: 0).height == 5)
        // The section keeps the extents it had while empty (3 lines), so the box is drawn over
        // the spacing above it and the content is two lines short.
        #expect(harness.table.rect(forSection: 0) == fresh.rect(forSection: 0))
        #expect(harness.table.contentSize == fresh.contentSize)
        #expect(harness.host.screenLines() == freshHost.screenLines())
        // And the other way: emptying a section leaves its box lines.
        harness.data.model.sections[1].rows.removeAll()
        harness.table.deleteRows(at: [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)], with: .none)
        harness.settle()
        let (_, emptied, emptiedData) = ModelTableHarness.makeTable(harness.data.model, heights: .exact, style: .insetGrouped)
        defer { withExtendedLifetime(emptiedData) {} }
        #expect(harness.table.rect(forSection: 1) == emptied.rect(forSection: 1))
    }

    @Test("reloadData leaves the content offset within the content when the content shrank")
    func reloadClampsOffset() {
        let harness = ModelTableHarness(model: Self.rows(Array(repeating: 1, count: 30)), heights: .exact, style: .plain)
        harness.table.contentOffset = CGPoint(x: 0, y: harness.table.validContentOffsetYRange.upperBound)
        harness.host.layout()
        harness.data.model.sections[0].rows.removeLast(25)
        harness.table.reloadData()
        harness.host.layout()
        // The offset stays at 19 over 6 lines of content: the screen is blank. (A batch update
        // clamps, <doc:TrestleCore/UIKitBehavior#Processing-order>; so does UIScrollView when its
        // content shrinks.)
        #expect(harness.table.validContentOffsetYRange.contains(harness.table.contentOffset.y),
                "offset \(harness.table.contentOffset.y), valid \(harness.table.validContentOffsetYRange)")
        #expect(harness.host.screenLines().first == " S1")
    }

    @Test("Measuring rows on screen that are shorter than estimated leaves the content offset within the content")
    func measuringClampsOffset() {
        // Two-line estimates, one-line rows: scrolled to the (estimated) bottom, measuring shrinks
        // the content under the viewport.
        let harness = ModelTableHarness(model: Self.rows(Array(repeating: 1, count: 30)), heights: .estimated, style: .plain)
        harness.table.contentOffset = CGPoint(x: 0, y: harness.table.validContentOffsetYRange.upperBound)
        harness.host.layout()
        #expect(harness.table.validContentOffsetYRange.contains(harness.table.contentOffset.y),
                "offset \(harness.table.contentOffset.y), valid \(harness.table.validContentOffsetYRange)")
        #expect(harness.host.screenLines().last == " r30")
    }
}
