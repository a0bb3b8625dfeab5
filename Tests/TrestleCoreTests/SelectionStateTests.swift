import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

@Suite("Selection state")
struct SelectionStateTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    /// The naive model: a set, and the rule for each call stated as plainly as possible.
    struct ReferenceSelection {
        var selected: Set<ItemPath> = []
        var multiple: Bool

        mutating func select(_ path: ItemPath) -> [ItemPath] {
            if multiple {
                selected.insert(path)
                return []
            }
            let replaced = selected.subtracting([path]).sorted()
            selected = [path]
            return replaced
        }

        mutating func setMultiple(_ value: Bool) {
            multiple = value
            if !value, let first = selected.min() { selected = [first] }
        }
    }

    @Test("Without multiple selection, selecting an item replaces the selection")
    func singleSelectionReplaces() {
        var selection = SelectionState()
        #expect(selection.select(path(0, 3)).isEmpty)
        #expect(selection.select(path(1, 0)) == [path(0, 3)])
        #expect(selection.paths == [path(1, 0)])
        #expect(selection.select(path(1, 0)).isEmpty)
        #expect(selection.paths == [path(1, 0)])
        selection.checkInvariants()
    }

    @Test("With multiple selection, items accumulate in table order whatever the order they were selected in")
    func multipleSelectionAccumulates() {
        var selection = SelectionState(allowsMultipleSelection: true)
        for p in [path(2, 0), path(0, 5), path(1, 1), path(0, 1), path(0, 5)] { selection.select(p) }
        #expect(selection.paths == [path(0, 1), path(0, 5), path(1, 1), path(2, 0)])
        #expect(selection.first == path(0, 1))
        #expect(selection.count == 4)
        #expect(selection.contains(path(1, 1)))
        #expect(!selection.contains(path(1, 0)))
        let wasSelected = selection.deselect(path(0, 5))
        let wasSelectedAgain = selection.deselect(path(0, 5))
        #expect(wasSelected && !wasSelectedAgain)
        #expect(selection.paths == [path(0, 1), path(1, 1), path(2, 0)])
        selection.removeAll()
        #expect(selection.isEmpty && selection.first == nil)
    }

    @Test("Turning multiple selection off keeps only the first selected item")
    func turningMultipleOff() {
        var selection = SelectionState(allowsMultipleSelection: true)
        for p in [path(3, 0), path(1, 2), path(1, 7)] { selection.select(p) }
        selection.allowsMultipleSelection = false
        #expect(selection.paths == [path(1, 2)])
        selection.allowsMultipleSelection = true
        selection.select(path(0, 0))
        #expect(selection.paths == [path(0, 0), path(1, 2)])
    }

    @Test("Random selects, deselects and mode changes match the naive model", arguments: [1, 2, 3] as [UInt64])
    func randomOperations(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<100 {
            let multiple = Bool.random(using: &rng)
            var selection = SelectionState(allowsMultipleSelection: multiple)
            var reference = ReferenceSelection(multiple: multiple)
            for step in 0..<60 {
                let p = path(Int.random(in: 0..<4, using: &rng), Int.random(in: 0..<6, using: &rng))
                let context = "seed \(seed) round \(round) step \(step)"
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5:
                    #expect(selection.select(p) == reference.select(p), "\(context): select \(p)")
                case 5..<8:
                    #expect(selection.deselect(p) == (reference.selected.remove(p) != nil), "\(context): deselect \(p)")
                case 8:
                    let value = Bool.random(using: &rng)
                    selection.allowsMultipleSelection = value
                    reference.setMultiple(value)
                default:
                    #expect(selection.contains(p) == reference.selected.contains(p), "\(context): contains \(p)")
                }
                #expect(selection.paths == reference.selected.sorted(), "\(context)")
                #expect(selection.first == reference.selected.min(), "\(context)")
                selection.checkInvariants()
            }
        }
    }

    @Test("Through an update the selection follows moves; deleted, reloaded and inserted items are not selected")
    func remapExample() throws {
        // Section 0 [a b c d e]: delete b, reload c, move e to 0, insert x at 4 → [e c' a d x]
        // (c's replacement goes to 2 − 1 deleted = 1; moves are not counted).
        // Sections [S0 S1 S2 S3]: S1 is reloaded, S3 moves to 2 → [S0 S1' S3 S2].
        var update = BatchUpdate()
        update.deleteItems([path(0, 1)])
        update.reloadItems([path(0, 2)])
        update.moveItem(path(0, 4), to: path(0, 0))
        update.insertItems([path(0, 4)])
        update.reloadSections([1])
        update.moveSection(3, to: 2)
        let plan = try update.plan(oldSectionCounts: [5, 2, 2, 1], newSectionCounts: [5, 2, 1, 2], kind: .table)
        var selection = SelectionState(allowsMultipleSelection: true)
        for p in [path(0, 0), path(0, 1), path(0, 2), path(0, 3), path(0, 4), path(1, 0), path(2, 1), path(3, 0)] { selection.select(p) }
        selection.remap(through: plan.mapping)
        // e → [0, 0], a → [0, 2], d → [0, 3], S3's item → [2, 0], S2's second → [3, 1]; b (deleted),
        // c (reloaded) and S1's item (reloaded section) drop out; c' and x are not selected.
        #expect(selection.paths == [path(0, 0), path(0, 2), path(0, 3), path(2, 0), path(3, 1)])
        #expect(!selection.contains(path(0, 1)) && !selection.contains(path(0, 4)) && !selection.contains(path(1, 0)))
    }

    @Test("A single selection follows its item through an update, or is cleared with it")
    func remapSingle() throws {
        var update = BatchUpdate()
        update.insertItems([path(0, 0)])
        let plan = try update.plan(oldSectionCounts: [3], newSectionCounts: [4], kind: .collection)
        var selection = SelectionState()
        selection.select(path(0, 2))
        #expect(selection.remapped(through: plan.mapping).paths == [path(0, 3)])
        var delete = BatchUpdate()
        delete.deleteItems([path(0, 2)])
        let deletePlan = try delete.plan(oldSectionCounts: [3], newSectionCounts: [2], kind: .collection)
        selection.remap(through: deletePlan.mapping)
        #expect(selection.isEmpty)
        selection.checkInvariants()
    }

    @Test("Random selections through random valid batches match selecting through the naive old → new map",
          arguments: [61, 62, 63, 64] as [UInt64])
    func randomRemap(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var kept = 0
        var dropped = 0
        for round in 0..<300 {
            let counts = RandomBatches.counts(sections: 0...6, rows: 0...20, using: &rng)
            let calls = RandomBatches.batch(oldCounts: counts, churn: [0.05, 0.3, 0.6].randomElement(using: &rng)!,
                                            maxInsertsPerSection: 4, using: &rng)
            let update = RandomBatches.record(calls, using: &rng)
            let outcome = try #require(ReferenceBatch.apply(update, oldCounts: counts, freshRows: { $0 % 5 }))
            let plan = try update.plan(oldSectionCounts: counts, newSectionCounts: outcome.counts, kind: .table)

            let multiple = Int.random(in: 0..<4, using: &rng) != 0
            var selection = SelectionState(allowsMultipleSelection: multiple)
            let all = counts.enumerated().flatMap { section, count in (0..<count).map { path(section, $0) } }
            let density = [0.1, 0.5, 1.0].randomElement(using: &rng)!
            for p in all.shuffled(using: &rng) where Double.random(in: 0..<1, using: &rng) < density { selection.select(p) }

            let expected = selection.paths.compactMap(outcome.newPath(forOld:)).sorted()
            kept += expected.count
            dropped += selection.count - expected.count
            selection.remap(through: plan.mapping)
            #expect(selection.paths == expected, "seed \(seed) round \(round): \(calls) on \(counts)")
            #expect(selection.allowsMultipleSelection == multiple)
            selection.checkInvariants()
        }
        #expect(kept > 1_000 && dropped > 100)
    }

    @Test("Remapping a selection that names an item outside the update's old counts traps with a message")
    func staleSelectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var update = BatchUpdate()
            update.insertItems([ItemPath(section: 0, item: 0)])
            let plan = try! update.plan(oldSectionCounts: [2], newSectionCounts: [3], kind: .table)
            var selection = SelectionState()
            selection.select(ItemPath(section: 0, item: 5))
            selection.remap(through: plan.mapping)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("SelectionState.remap(through:): selected item [0, 5] is not in the update's old counts"))
    }
}
