import Foundation
import Synchronization
@testable import Trestle
import TrestleTesting

/// What a step did that the checks need to know.
struct TableChaosOutcome {
    /// The step is invalid: this message is expected, once.
    var expectedReport: TableBatchUpdateModelTests.ExpectedReport?
    /// The step's effect on the selection is not modelled: the checks take the table's selection
    /// (after checking it is a possible one).
    var selectionUnknown = false
    /// What the step did, for a failure's report (the invalid batch made).
    var detail = ""
}

extension TableChaosWorld {
    /// Performs a step; returns what the checks need to know about it.
    func run(_ step: TableChaosStep) async -> TableChaosOutcome {
        var outcome = TableChaosOutcome()
        switch step {
        case .scroll(let fraction), .scrollAnimated(let fraction):
            let range = table.validContentOffsetYRange
            let y = (range.lowerBound + CGFloat(fraction) * (range.upperBound - range.lowerBound)).rounded()
            if case .scrollAnimated = step {
                table.setContentOffset(CGPoint(x: 0, y: y), animated: true)
            } else {
                table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
            }
        case .wheel(let lines):
            host.scrollWheel(at: windowPoint(x: 0.5, y: 0.5), lines: lines)
        case .drag(let lines, let duration):
            let start = windowPoint(x: 0.5, y: 0.5)
            host.drag(from: start, to: CGPoint(x: start.x, y: start.y + CGFloat(lines)), duration: duration)
            outcome.selectionUnknown = true
        case .resize(let width, let height):
            let size = configuration.usesIOSMetrics ? CGSize(width: width * 10, height: height * 40) : CGSize(width: width, height: height)
            host.resize(to: size)
            if !configuration.usesIOSMetrics { configuration.size = size }
        case .switchMetrics:
            let old = host
            old.rootViewController = nil
            configuration.usesIOSMetrics.toggle()
            host.rootViewController = navigation
            // The controller appears again: `clearsSelectionOnViewWillAppear` may clear it.
            outcome.selectionUnknown = true
        case .reloadData(let seed):
            var rng = SeededRandomNumberGenerator(seed: seed)
            let after = randomChange(using: &rng)
            if let diffable {
                await diffable.applySnapshotUsingReloadData(ChaosDiffableDataSource.snapshot(of: after))
                model = after
            } else {
                model = after
                table.reloadData()
            }
            selectedIDs = []
        case .reloadRows(let seed):
            var rng = SeededRandomNumberGenerator(seed: seed)
            let paths = Array(model.allPaths.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
            guard !paths.isEmpty else { break }
            for path in paths {
                model.sections[path.section].rows[path.row].version += 1
                model.sections[path.section].rows[path.row].height = ModelFactory.height(using: &rng)
            }
            remember(model)
            if let diffable {
                var snapshot = diffable.snapshot()
                snapshot.reloadItems(paths.map { model[$0].id })
                await apply(snapshot, with: diffable, animated: true)
                outcome.selectionUnknown = true
            } else {
                table.reloadRows(at: paths, with: .fade)
                selectedIDs.subtract(paths.map { model[$0].id })
            }
        case .reloadSections(let seed):
            var rng = SeededRandomNumberGenerator(seed: seed)
            guard !model.sections.isEmpty else { break }
            let section = Int.random(in: 0..<model.sections.count, using: &rng)
            let old = model.sections[section]
            var replacement = factory.section(rows: Int.random(in: 0...6, using: &rng), using: &rng)
            replacement.id = old.id
            replacement.version = old.version + 1
            model.sections[section] = replacement
            remember(model)
            if let diffable {
                var snapshot = ChaosDiffableDataSource.snapshot(of: model)
                snapshot.reloadSections([old.id])
                await apply(snapshot, with: diffable, animated: true)
                outcome.selectionUnknown = true
            } else {
                table.reloadSections(IndexSet(integer: section), with: .automatic)
                selectedIDs.subtract(old.rows.map(\.id))
            }
        case .batch(let seed, let animated):
            var rng = SeededRandomNumberGenerator(seed: seed)
            let batch = RandomModelBatches.batch(model, churn: [0.05, 0.15, 0.3].randomElement(using: &rng)!, factory: &factory, using: &rng)
            await applyValid(batch, animated: animated, delivery: .block, using: &rng)
        case .singleCall(let seed):
            var rng = SeededRandomNumberGenerator(seed: seed)
            let batch = RandomModelBatches.singleCall(model, factory: &factory, using: &rng)
            await applyValid(batch, animated: true, delivery: .single, using: &rng)
        case .invalidBatch(let seed):
            guard diffable == nil else { break }
            outcome = applyInvalid(seed: seed)
        case .changeHeights(let seed):
            var rng = SeededRandomNumberGenerator(seed: seed)
            // With estimation on the idiom measures the rows on screen again; rows off screen
            // keep their measured heights, so only rows with cells change. Cells that size
            // themselves are measured only with a cell, so there too only rows with cells change.
            let onlyWithCells = configuration.estimating || configuration.selfSizing
            let candidates = onlyWithCells ? model.allPaths.filter { table.cellForRow(at: $0) != nil } : model.allPaths
            let changed = Array(candidates.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)))
            for path in changed {
                model.sections[path.section].rows[path.row].height = ModelFactory.height(using: &rng)
            }
            remember(model)
            if configuration.selfSizing {
                // The content of self-sizing cells changed: they are configured again and measured.
                table.reconfigureRows(at: changed)
            } else {
                // The idiom for rows whose height changed: an empty batch.
                table.beginUpdates()
                table.endUpdates()
            }
        case .swapDataSource(let background):
            if diffable != nil {
                diffable = nil
                classic = ChaosTableDataSource(world: self)
                table.dataSource = classic
            } else {
                classic = nil
                let made = ChaosDiffableDataSource(world: self, tableView: table)
                diffable = made
                appliesInBackground = background
                await apply(ChaosDiffableDataSource.snapshot(of: model), with: made, animated: false)
            }
            selectedIDs = []
        case .swapDelegate:
            delegate = ChaosTableDelegate(world: self)
            table.delegate = delegate
        case .select(let fraction):
            guard let path = anyRow(at: fraction) else { break }
            table.selectRow(at: path, animated: false, scrollPosition: .none)
            let id = model[path].id
            if allowsMultipleSelectionNow { selectedIDs.insert(id) } else { selectedIDs = [id] }
            if !allowsSelectionNow { outcome.selectionUnknown = true }
        case .deselect(let fraction):
            guard let path = anyRow(at: fraction) else { break }
            table.deselectRow(at: path, animated: false)
            selectedIDs.remove(model[path].id)
        case .tap(let fraction):
            guard let path = visibleRow(at: fraction), let point = windowPoint(ofRow: path) else { break }
            let predictable = isAtRoot && !table.isEditing && !table.isDecelerating && !host.isAnimating
                && table.editingSession.swipedItem == nil && table.editingSession.deleteConfirmationItem == nil
            let id = shownRow(at: path)?.id
            host.tap(at: point)
            if predictable, let id {
                if table.allowsMultipleSelection {
                    if selectedIDs.contains(id) { selectedIDs.remove(id) } else { selectedIDs.insert(id) }
                } else {
                    selectedIDs = [id]
                }
            } else {
                outcome.selectionUnknown = true
            }
        case .tapPoint(let x, let y):
            host.tap(at: windowPoint(x: x, y: y))
            outcome.selectionUnknown = true
        case .key(let key):
            let (pressed, modifiers) = key.key
            host.press(pressed, modifiers: modifiers)
            outcome.selectionUnknown = true
        case .toggleMultipleSelection:
            configuration.allowsMultipleSelection.toggle()
            table.allowsMultipleSelection = configuration.allowsMultipleSelection
            outcome.selectionUnknown = true
        case .toggleEditing(let animated):
            controller.setEditing(!table.isEditing, animated: animated)
            outcome.selectionUnknown = true
        case .swipe(let fraction, let distance):
            guard let path = visibleRow(at: fraction), let start = windowPoint(ofRow: path) else { break }
            host.drag(from: start, to: CGPoint(x: start.x + CGFloat(distance), y: start.y), duration: 0.2)
            outcome.selectionUnknown = true
        case .reorder(let from, let to):
            guard table.isEditing, let path = visibleRow(at: from), let start = windowPoint(ofRow: path, x: 0.99) else { break }
            let end = windowPoint(x: 0.99, y: to)
            host.drag(from: start, to: CGPoint(x: start.x, y: end.y), duration: 0.3)
            outcome.selectionUnknown = true
        case .push:
            guard isAtRoot else { break }
            let detail = UIViewController()
            detail.title = "Detail"
            navigation.pushViewController(detail, animated: true)
            outcome.selectionUnknown = true
        case .pop:
            _ = navigation.popViewController(animated: true)
            outcome.selectionUnknown = true
        case .advance(let seconds):
            host.advance(by: seconds)
            outcome.selectionUnknown = true
        case .toggleEstimation:
            configuration.estimating.toggle()
            Self.apply(configuration, to: table)
        case .toggleSelfSizing:
            // The delegate's answers change: the app reloads.
            configuration.selfSizing.toggle()
            table.reloadData()
            selectedIDs = []
        case .insets(let top, let bottom):
            configuration.insets = UIEdgeInsets(top: CGFloat(top), left: 0, bottom: CGFloat(bottom), right: 0)
            Self.apply(configuration, to: table)
        case .tableHeader(let lines):
            configuration.headerLines = lines
            Self.apply(configuration, to: table)
        }
        configuration.isEditing = table.isEditing
        // Off screen (a pushed controller covers it) a batch is not animated but reloads, which
        // clears the selection (<doc:TrestleCore/UIKitBehavior#Processing-order>).
        if table.window == nil && step.changesData && !(diffable != nil && step.isInvalidBatch) { selectedIDs = [] }
        return outcome
    }

    /// Whether a programmatic selection now adds to the selection (rather than replacing it).
    var allowsMultipleSelectionNow: Bool {
        table.isEditing ? table.allowsMultipleSelectionDuringEditing : table.allowsMultipleSelection
    }

    /// Whether the user may select now (programmatic selection works regardless).
    var allowsSelectionNow: Bool {
        table.isEditing ? table.allowsSelectionDuringEditing : table.allowsSelection
    }

    /// The model after a random valid batch (used by reloads, which do not say what changed).
    func randomChange(using rng: inout SeededRandomNumberGenerator) -> TableModel {
        let batch = RandomModelBatches.batch(model, churn: 0.2, factory: &factory, using: &rng)
        let after = ModelReference.apply(batch, to: model) ?? model
        remember(after)
        return after
    }

    enum Delivery { case block, single }

    /// A valid batch: table calls in a block (or one call on its own) with the model changed, or
    /// the new model's snapshot applied.
    func applyValid(_ batch: ModelBatch, animated: Bool, delivery: Delivery, using rng: inout SeededRandomNumberGenerator) async {
        guard let after = ModelReference.apply(batch, to: model) else { return }
        let before = model
        remember(after)
        if let diffable {
            // Sections the batch reloads (a new title) are reloaded, as rows it reloads (new
            // content and height); rows it reconfigures (new content, same height) are
            // reconfigured. A section kept by identity keeps its header otherwise, as in UIKit.
            var snapshot = ChaosDiffableDataSource.snapshot(of: after)
            snapshot.reloadSections(batch.reloadedSections.values.map(\.id))
            let reloaded = Set(batch.reloadedItems.values.map(\.id))
            let reconfigured = Set(batch.reconfiguredItems.values.map(\.id)).subtracting(reloaded)
            snapshot.reloadItems(snapshot.itemIdentifiers.filter(reloaded.contains))
            snapshot.reconfigureItems(snapshot.itemIdentifiers.filter(reconfigured.contains))
            model = after
            await apply(snapshot, with: diffable, animated: animated)
            selectedIDs.formIntersection(after.rowIDs)
            selectedIDs.subtract(reloaded)
            return
        }
        let calls = batch.calls(using: &rng, splitting: delivery == .block)
        let perform = {
            switch delivery {
            case .block:
                self.table.performBatchUpdates {
                    self.model = after
                    for call in calls { call.perform(on: self.table) }
                }
            case .single:
                self.model = after
                for call in calls { call.perform(on: self.table) }
            }
        }
        if animated { perform() } else { UIView.performWithoutAnimation(perform) }
        selectedIDs.subtract(batch.droppedRowIDs(in: before))
    }

    /// An invalid batch from the batch-update model tests' catalogue: reported, then recovered.
    func applyInvalid(seed: UInt64) -> TableChaosOutcome {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let before = model
        for _ in 0..<20 {
            let base = RandomModelBatches.batch(before, churn: [0.05, 0.15, 0.3].randomElement(using: &rng)!, factory: &factory, using: &rng)
            guard let after = ModelReference.apply(base, to: before) else { continue }
            let kind = TableBatchUpdateModelTests.InvalidKind.allCases.randomElement(using: &rng)!
            let facts = TableBatchUpdateModelTests.BaseFacts(before: before, after: after, batch: base)
            guard let invalid = TableBatchUpdateModelTests.makeInvalid(kind, base: facts, factory: &factory, rng: &rng) else { continue }
            let tableCounts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            let detail = "\(kind): \(invalid.calls) on counts \(before.counts) (the table's \(tableCounts)), data source then \(invalid.dataSource.counts)"
            remember(invalid.dataSource)
            table.performBatchUpdates {
                self.model = invalid.dataSource
                for call in invalid.calls { call.perform(on: self.table) }
            }
            if invalid.rejectsBatch { selectedIDs = [] } else { selectedIDs.subtract(base.droppedRowIDs(in: before)) }
            // Off screen (a pushed controller covers it) UIKit checks nothing and reloads
            // (<doc:TrestleCore/UIKitBehavior#Processing-order>).
            guard table.window != nil else {
                selectedIDs = []
                // A malformed index path is refused at the call, on screen or not.
                return TableChaosOutcome(expectedReport: kind == .malformedIndexPath ? invalid.report : nil, detail: detail)
            }
            return TableChaosOutcome(expectedReport: invalid.report, detail: detail)
        }
        return TableChaosOutcome()
    }

    /// Applies a snapshot on the main actor, or from a background task (as an app whose data
    /// arrives off the main actor) until the apply returned.
    ///
    /// The clock stands still until the table changes — nothing animates while the diff runs
    /// off the main actor — and then runs frame by frame while the changes animate, so a run
    /// replays the same way however long the background work takes.
    func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, with dataSource: ChaosDiffableDataSource, animated: Bool) async {
        guard appliesInBackground else {
            dataSource.apply(snapshot, animatingDifferences: animated, completion: nil)
            return
        }
        host.finishAnimations()
        let finished = Mutex(false)
        Task.detached {
            await dataSource.apply(snapshot, animatingDifferences: animated)
            finished.withLock { $0 = true }
        }
        var rounds = 0
        while !finished.withLock({ $0 }) && rounds < 10_000 {
            if host.isAnimating {
                host.advance(by: 1.0 / 60)
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
            rounds += 1
        }
    }
}
