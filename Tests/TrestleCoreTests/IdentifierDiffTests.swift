import Testing
import TrestleTesting
@testable import TrestleCore

/// A naive model of UIKit's batch semantics for one sequence, and the facts a diff must satisfy.
enum FlatDiffReference {
    /// Applies `diff` to `old` as a batch update does (inserted and reloaded content from `new`);
    /// nil when the batch names a slot twice, is out of range, or does not add up.
    static func replay<ID: Hashable>(_ diff: IdentifierDiff, old: [ID], new: [ID]) -> [ID]? {
        let oldSlots = diff.deletes + diff.moves.map(\.old) + diff.reloads.map(\.old)
        let newSlots = diff.inserts + diff.moves.map(\.new) + diff.reloads.map(\.new)
        guard Set(oldSlots).count == oldSlots.count, Set(newSlots).count == newSlots.count,
              oldSlots.allSatisfy(old.indices.contains), newSlots.allSatisfy(new.indices.contains),
              old.count - diff.deletes.count + diff.inserts.count == new.count,
              diff.reconfigures.allSatisfy({ old.indices.contains($0.old) && new.indices.contains($0.new) && old[$0.old] == new[$0.new] })
        else { return nil }
        var result = [ID?](repeating: nil, count: new.count)
        for index in diff.inserts { result[index] = new[index] }
        for reload in diff.reloads {
            guard old[reload.old] == new[reload.new] else { return nil }  // a reload keeps its identity
            result[reload.new] = new[reload.new]
        }
        for move in diff.moves { result[move.new] = old[move.old] }
        let gone = Set(oldSlots)
        var survivors = old.indices.filter { !gone.contains($0) }.map { old[$0] }[...]
        for index in result.indices where result[index] == nil {
            guard let next = survivors.popFirst() else { return nil }
            result[index] = next
        }
        return survivors.isEmpty ? result.map { $0! } : nil
    }

    /// The length of a longest strictly increasing subsequence, by the O(n²) recurrence.
    static func lisLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    /// The fewest moves any batch needs: survivors minus a longest run that keeps its order.
    static func minimalMoves<ID: Hashable>(old: [ID], new: [ID]) -> Int {
        let oldIndex = Dictionary(old.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let survivors = new.compactMap { oldIndex[$0] }
        return survivors.count - lisLength(survivors)
    }

    /// The first repeat in `values`: the earlier index and the later one.
    static func firstRepeat<ID: Hashable>(in values: [ID]) -> (Int, Int)? {
        var seen: [ID: Int] = [:]
        for index in values.indices {
            if let first = seen[values[index]] { return (first, index) }
            seen[values[index]] = index
        }
        return nil
    }

    /// The error a validating diff of `old` and `new` must throw, if any.
    static func expectedError<ID: Hashable>(old: [ID], new: [ID]) -> DuplicateIdentifierError? {
        if let (first, second) = firstRepeat(in: old) {
            return DuplicateIdentifierError(side: .old, kind: .item, firstIndex: first, duplicateIndex: second)
        }
        if let (first, second) = firstRepeat(in: new) {
            return DuplicateIdentifierError(side: .new, kind: .item, firstIndex: first, duplicateIndex: second)
        }
        return nil
    }

    /// Checks every property of the diff of `old` and `new`, with `reloading` and `reconfiguring`
    /// marks (new indices); `Comment`s name the case.
    static func check<ID: Hashable>(old: [ID], new: [ID], reloading: [Int] = [], reconfiguring: [Int] = [],
                                    validating: Bool = true, thorough: Bool = true,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let context: Comment = "\(old) → \(new), reloading \(reloading), reconfiguring \(reconfiguring)"
        let expected = expectedError(old: old, new: new)
        // Validating: every repeat is rejected, the first one found scanning old, then new.
        if validating { do {
            _ = try IdentifierDiff(from: old, to: new, reloading: reloading, reconfiguring: reconfiguring,
                                   validatingUniqueness: true)
            #expect(expected == nil, "no error thrown: \(context)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, context, sourceLocation: sourceLocation)
        } }
        // Not validating: either a correct batch, or a repeat that is really there.
        let diff: IdentifierDiff
        do {
            diff = try IdentifierDiff(from: old, to: new, reloading: reloading, reconfiguring: reconfiguring)
        } catch {
            let values = error.side == .old ? old : new
            #expect(expected != nil && error.kind == .item && error.firstIndex < error.duplicateIndex
                    && values[error.firstIndex] == values[error.duplicateIndex],
                    "unexpected \(error): \(context)", sourceLocation: sourceLocation)
            return
        }
        #expect(replay(diff, old: old, new: new) == new, "replay: \(diff) \(context)", sourceLocation: sourceLocation)
        #expect(diff.deletes == diff.deletes.sorted() && diff.inserts == diff.inserts.sorted(), context, sourceLocation: sourceLocation)
        #expect(diff.moves.map(\.new) == diff.moves.map(\.new).sorted(), context, sourceLocation: sourceLocation)
        guard thorough, Set(old).count == old.count && Set(new).count == new.count else { return }

        // Moves are minimal; a reloaded element that would move is deleted and inserted instead.
        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
        let reloadSet = Set(reloading)
        let converted = diff.inserts.filter { reloadSet.contains($0) && oldIndex[new[$0]] != nil }
        #expect(diff.moves.count + converted.count == minimalMoves(old: old, new: new), "moves: \(diff) \(context)",
                sourceLocation: sourceLocation)
        if reloading.isEmpty { #expect(converted.isEmpty, sourceLocation: sourceLocation) }
        #expect(diff.moves.allSatisfy { !reloadSet.contains($0.new) }, context, sourceLocation: sourceLocation)
        let expectedReloads = reloadSet.filter { oldIndex[new[$0]] != nil && !converted.contains($0) }
        #expect(Set(diff.reloads.map(\.new)) == expectedReloads, context, sourceLocation: sourceLocation)
        let expectedReconfigures = Set(reconfiguring).filter {
            oldIndex[new[$0]] != nil && !reloadSet.contains($0)
        }
        #expect(Set(diff.reconfigures.map(\.new)) == expectedReconfigures, context, sourceLocation: sourceLocation)
        if old == new && reloading.isEmpty && reconfiguring.isEmpty {
            #expect(diff.isEmpty, context, sourceLocation: sourceLocation)
        }
    }

    /// Every sequence of distinct values from `alphabet` with at most `maxLength` elements.
    static func arrangements(of alphabet: [Int], maxLength: Int) -> [[Int]] {
        var result: [[Int]] = [[]]
        var frontier: [[Int]] = [[]]
        for _ in 0..<maxLength {
            frontier = frontier.flatMap { prefix in alphabet.filter { !prefix.contains($0) }.map { prefix + [$0] } }
            result += frontier
        }
        return result
    }

    /// Every sequence (repeats allowed) from `alphabet` with at most `maxLength` elements.
    static func words(of alphabet: [Int], maxLength: Int) -> [[Int]] {
        var result: [[Int]] = [[]]
        var frontier: [[Int]] = [[]]
        for _ in 0..<maxLength {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + [$0] } }
            result += frontier
        }
        return result
    }
}

@Suite("Identifier diff")
struct IdentifierDiffTests {
    @Test("Moving one element to the end is one move")
    func oneMoveToEnd() throws {
        let diff = try IdentifierDiff(from: ["a", "b", "c", "d"], to: ["b", "c", "d", "a"])
        #expect(diff == IdentifierDiff(moves: [IndexPair(old: 0, new: 3)]))
        let long = Array(0..<1_000)
        let rotated = Array(long.dropFirst()) + [0]
        #expect(try IdentifierDiff(from: long, to: rotated).moves == [IndexPair(old: 0, new: 999)])
    }

    @Test("Deletes are old indices, inserts new ones, and a moved element goes old to new")
    func indexSpaces() throws {
        let diff = try IdentifierDiff(from: ["a", "b", "c", "d", "e"], to: ["x", "c", "e", "a", "y"])
        #expect(diff.deletes == [1, 3])
        #expect(diff.inserts == [0, 4])
        #expect(diff.moves == [IndexPair(old: 0, new: 3)])
        #expect(FlatDiffReference.replay(diff, old: ["a", "b", "c", "d", "e"], new: ["x", "c", "e", "a", "y"])
                == ["x", "c", "e", "a", "y"])
    }

    @Test("Identical input gives an empty diff, also when both arrays share storage")
    func identical() throws {
        let values = (0..<10_000).map { "item \($0)" }
        var copy = values
        copy.append("x")
        copy.removeLast()  // equal contents, separate storage
        #expect(try IdentifierDiff(from: values, to: values).isEmpty)
        #expect(try IdentifierDiff(from: values, to: copy).isEmpty)
        #expect(try IdentifierDiff(from: [Int](), to: []).isEmpty)
    }

    @Test("A reload of an element in place is reported by old and new index; of a moved one, as delete and insert")
    func reloads() throws {
        let diff = try IdentifierDiff(from: ["a", "b", "c", "d"], to: ["z", "a", "c", "d", "b"], reloading: [1, 4, 0])
        #expect(diff.reloads == [IndexPair(old: 0, new: 1)])
        #expect(diff.deletes == [1] && diff.inserts == [0, 4] && diff.moves.isEmpty)
    }

    @Test("Reconfigures are new indices of survivors, without inserted or reloaded ones")
    func reconfigures() throws {
        let diff = try IdentifierDiff(from: ["a", "b", "c"], to: ["c", "b", "x"], reloading: [1], reconfiguring: [0, 1, 2, 0])
        #expect(diff.reconfigures == [IndexPair(old: 2, new: 0)])
        #expect(diff.changesStructure)
    }

    @Test("Repeated identifiers the diff looks up are refused, naming the side and both indices")
    func duplicates() throws {
        #expect(throws: DuplicateIdentifierError(side: .old, kind: .item, firstIndex: 0, duplicateIndex: 2)) {
            try IdentifierDiff(from: ["a", "b", "a"], to: ["b", "c"])
        }
        // With nothing left to match on one side, the other side's leftovers are all deleted (or
        // inserted) without hashing them: a correct batch, repeats or not.
        #expect(try IdentifierDiff(from: ["a", "b", "a"], to: ["b"]) == IdentifierDiff(deletes: [0, 2]))
        #expect(throws: DuplicateIdentifierError(side: .new, kind: .item, firstIndex: 0, duplicateIndex: 1)) {
            try IdentifierDiff(from: ["a"], to: ["x", "x"])
        }
        // Repeats matched by position give a correct batch.
        #expect(try IdentifierDiff(from: ["a", "a", "b"], to: ["a", "a", "c"]) == IdentifierDiff(deletes: [2], inserts: [2]))
        #expect(try IdentifierDiff(from: ["a", "b"], to: ["c", "b", "b", "d"])
                == IdentifierDiff(deletes: [0], inserts: [0, 2, 3]))
    }

    @Test("Validating rejects every repeat, the first found in old, then in new")
    func validating() {
        #expect(throws: DuplicateIdentifierError(side: .old, kind: .item, firstIndex: 0, duplicateIndex: 1)) {
            try IdentifierDiff(from: ["a", "a", "b"], to: ["a", "a", "c"], validatingUniqueness: true)
        }
        #expect(throws: DuplicateIdentifierError(side: .new, kind: .item, firstIndex: 1, duplicateIndex: 2)) {
            try IdentifierDiff(from: ["a", "b"], to: ["c", "b", "b", "d"], validatingUniqueness: true)
        }
        #expect(throws: DuplicateIdentifierError(side: .new, kind: .section, firstIndex: 0, duplicateIndex: 1)) {
            try SectionedDifference(from: SectionedIdentifiers([("A", [1])]),
                                    to: SectionedIdentifiers([("A", [1]), ("A", [2])]), validatingUniqueness: true)
        }
        #expect(throws: DuplicateIdentifierError(side: .old, kind: .item, firstIndex: 0, duplicateIndex: 1)) {
            try SectionedDifference(from: SectionedIdentifiers([("A", [1]), ("B", [1])]),
                                    to: SectionedIdentifiers([("A", [1]), ("B", [1])]), validatingUniqueness: true)
        }
    }

    @Test("A reload index out of range traps with the index and the range")
    func reloadOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? IdentifierDiff(from: [1, 2], to: [2, 1, 3], reloading: [3])
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("diff: reloading index 3 out of range 0..<3"))
    }

    @Test("Longest increasing subsequence positions")
    func lis() {
        #expect(longestIncreasingSubsequence([]) == [])
        #expect(longestIncreasingSubsequence([5]) == [0])
        #expect(longestIncreasingSubsequence([1, 2, 3]) == [0, 1, 2])
        #expect(longestIncreasingSubsequence([3, 2, 1]).count == 1)
        #expect(longestIncreasingSubsequence([1, 9, 2, 8, 3, 7, 4]) == [0, 2, 4, 6])
        var rng = SeededRandomNumberGenerator(seed: 11)
        for _ in 0..<500 {
            let values = Array((0..<Int.random(in: 0...30, using: &rng)).shuffled(using: &rng))
            let positions = longestIncreasingSubsequence(values)
            #expect(positions.count == FlatDiffReference.lisLength(values))
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] })
        }
    }

    // MARK: Exhaustive small cases

    /// Up to relabelling, every pair of repeat-free sequences of length ≤ 5 over 6 identifiers is
    /// an old sequence `0..<k` against some arrangement of the 6 identifiers.
    @Test("Every pair of repeat-free sequences of length ≤ 5 over 6 identifiers replays", arguments: 0...5)
    func exhaustiveUnique(oldLength: Int) {
        let old = Array(0..<oldLength)
        for new in FlatDiffReference.arrangements(of: Array(0..<6), maxLength: 5) {
            FlatDiffReference.check(old: old, new: new)
        }
    }

    @Test("Every reload and reconfigure mark on sequences of length ≤ 4 over 5 identifiers", arguments: 0...4)
    func exhaustiveMarks(oldLength: Int) {
        let old = Array(0..<oldLength)
        for new in FlatDiffReference.arrangements(of: Array(0..<5), maxLength: 4) {
            for mask in 0..<(1 << new.count) {
                let marked = new.indices.filter { mask & (1 << $0) != 0 }
                FlatDiffReference.check(old: old, new: new, reloading: marked,
                                        reconfiguring: new.indices.filter { !marked.contains($0) || $0 % 2 == 0 })
            }
        }
    }

    @Test("Every pair of sequences of length ≤ 5 over 3 identifiers, repeats included, replays or throws a real repeat",
          arguments: 0...5)
    func exhaustiveWithRepeats(oldLength: Int) {
        let words = FlatDiffReference.words(of: [0, 1, 2], maxLength: 5)
        for old in words where old.count == oldLength {
            for new in words { FlatDiffReference.check(old: old, new: new) }
        }
    }

    // MARK: Random cases

    @Test("10⁵ random pairs (10⁴ per seed) replay, with minimal moves; repeats throw when validating", arguments: 1...10)
    func random(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<10_000 {
            let count = Int.random(in: 0...24, using: &rng)
            let old = Array(0..<count).shuffled(using: &rng)
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &rng) where !new.isEmpty {
                new.remove(at: Int.random(in: new.indices, using: &rng))
            }
            for extra in 0..<Int.random(in: 0...4, using: &rng) {
                new.insert(1_000 + extra, at: Int.random(in: 0...new.count, using: &rng))
            }
            for _ in 0..<Int.random(in: 0...3, using: &rng) where !new.isEmpty {
                let element = new.remove(at: Int.random(in: new.indices, using: &rng))
                new.insert(element, at: Int.random(in: 0...new.count, using: &rng))
            }
            var oldInput = old
            if round % 10 == 0 && !oldInput.isEmpty {
                // Every tenth pair repeats an identifier on one side.
                if round % 20 == 0 {
                    oldInput.insert(oldInput[Int.random(in: oldInput.indices, using: &rng)],
                                    at: Int.random(in: 0...oldInput.count, using: &rng))
                } else if !new.isEmpty {
                    new.insert(new[Int.random(in: new.indices, using: &rng)], at: Int.random(in: 0...new.count, using: &rng))
                }
            }
            let reloading = new.indices.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 }
            FlatDiffReference.check(old: oldInput, new: new, reloading: reloading,
                                    validating: round % 5 == 0, thorough: round % 4 == 1)
        }
    }
}

/// The facts a sectioned diff must satisfy, checked against the replay model.
enum SectionedDiffReference {
    typealias Contents = [(section: String, items: [Int])]

    static func check(old: Contents, new: Contents, reloadingSections: [Int] = [], reloadingItems: [Int] = [],
                      reconfiguringItems: [Int] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let before = SectionedIdentifiers(old), after = SectionedIdentifiers(new)
        let context: Comment = "\(old) → \(new), reloading sections \(reloadingSections), items \(reloadingItems)"
        // Validating: sections first, then items; old side first.
        var expected: DuplicateIdentifierError?
        if let (first, second) = FlatDiffReference.firstRepeat(in: before.sections) {
            expected = DuplicateIdentifierError(side: .old, kind: .section, firstIndex: first, duplicateIndex: second)
        } else if let (first, second) = FlatDiffReference.firstRepeat(in: after.sections) {
            expected = DuplicateIdentifierError(side: .new, kind: .section, firstIndex: first, duplicateIndex: second)
        } else if let (first, second) = FlatDiffReference.firstRepeat(in: before.items) {
            expected = DuplicateIdentifierError(side: .old, kind: .item, firstIndex: first, duplicateIndex: second)
        } else if let (first, second) = FlatDiffReference.firstRepeat(in: after.items) {
            expected = DuplicateIdentifierError(side: .new, kind: .item, firstIndex: first, duplicateIndex: second)
        }
        do {
            _ = try SectionedDifference(from: before, to: after, reloadingSections: reloadingSections,
                                        reloadingItems: reloadingItems, reconfiguringItems: reconfiguringItems,
                                        validatingUniqueness: true)
            #expect(expected == nil, "no error thrown: \(context)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, context, sourceLocation: sourceLocation)
        }
        let difference: SectionedDifference
        do {
            difference = try SectionedDifference(from: before, to: after, reloadingSections: reloadingSections,
                                                 reloadingItems: reloadingItems, reconfiguringItems: reconfiguringItems)
        } catch {
            // Only a real repeat may be reported.
            let values: [AnyHashable] = switch (error.side, error.kind) {
            case (.old, .section): before.sections
            case (.new, .section): after.sections
            case (.old, .item): before.items
            case (.new, .item): after.items
            }
            #expect(error.firstIndex < error.duplicateIndex && values[error.firstIndex] == values[error.duplicateIndex],
                    "\(error): \(context)", sourceLocation: sourceLocation)
            #expect(Set(before.sections).count < before.sections.count || Set(after.sections).count < after.sections.count
                    || Set(before.items).count < before.items.count || Set(after.items).count < after.items.count,
                    "unexpected \(error): \(context)", sourceLocation: sourceLocation)
            return
        }
        switch difference.replay(before, takingInsertsFrom: after) {
        case .success(let result):
            #expect(result == after, "replay: \(difference) \(context)", sourceLocation: sourceLocation)
        case .failure(let failure):
            Issue.record("\(failure): \(difference) \(context)", sourceLocation: sourceLocation)
        }
        guard Set(before.items).count == before.items.count, Set(after.items).count == after.items.count,
              Set(before.sections).count == before.sections.count, Set(after.sections).count == after.sections.count
        else { return }
        if reloadingSections.isEmpty {
            #expect(difference.sectionMoves.count == FlatDiffReference.minimalMoves(old: before.sections, new: after.sections),
                    "section moves: \(difference) \(context)", sourceLocation: sourceLocation)
        }
        if reloadingItems.isEmpty {
            #expect(difference.itemMoves.count == minimalItemMoves(before, after, reloadingSections: reloadingSections),
                    "item moves: \(difference) \(context)", sourceLocation: sourceLocation)
        }
        if old.map(\.section) == new.map(\.section) && old.map(\.items) == new.map(\.items)
            && reloadingSections.isEmpty && reloadingItems.isEmpty && reconfiguringItems.isEmpty {
            #expect(difference.isEmpty, context, sourceLocation: sourceLocation)
        }
    }

    /// Moves into another surviving section, plus, for each section that survives, its matched
    /// items minus a longest run that keeps its order.
    static func minimalItemMoves(_ old: SectionedIdentifiers<String, Int>, _ new: SectionedIdentifiers<String, Int>,
                                 reloadingSections: [Int]) -> Int {
        let newSectionOfID = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1, $0) })
        // Old section → new section, for sections on both sides and not reloaded.
        var target: [Int: Int] = [:]
        for (index, id) in old.sections.enumerated() {
            if let newIndex = newSectionOfID[id], !reloadingSections.contains(newIndex) { target[index] = newIndex }
        }
        let live = Set(target.values)
        var oldPlace: [Int: ItemPath] = [:]
        for section in old.sections.indices {
            for (row, item) in old.items(inSection: section).enumerated() { oldPlace[item] = ItemPath(section: section, item: row) }
        }
        var moves = 0
        for section in new.sections.indices where live.contains(section) {
            var stayingRows: [Int] = []
            for item in new.items(inSection: section) {
                guard let place = oldPlace[item], let destination = target[place.section] else { continue }
                if destination == section { stayingRows.append(place.item) } else { moves += 1 }
            }
            moves += stayingRows.count - FlatDiffReference.lisLength(stayingRows)
        }
        return moves
    }

    /// `items` cut into two sections after `split` items.
    static func split(_ items: [Int], at split: Int, names: (String, String)) -> Contents {
        [(names.0, Array(items[..<split])), (names.1, Array(items[split...]))]
    }
}

@Suite("Sectioned diff")
struct SectionedDiffTests {
    @Test("An item moving to another section is one move between index paths")
    func crossSectionMove() throws {
        let difference = try SectionedDifference(
            from: SectionedIdentifiers([("A", ["a", "b"]), ("B", ["c"])]),
            to: SectionedIdentifiers([("A", ["b"]), ("B", ["c", "a"])]))
        #expect(difference == SectionedDifference(
            itemMoves: [IndexPair(old: ItemPath(section: 0, item: 0), new: ItemPath(section: 1, item: 1))]))
    }

    @Test("Items of deleted sections are not listed; one that survives is inserted where it lands")
    func deletedSection() throws {
        let difference = try SectionedDifference(
            from: SectionedIdentifiers([("A", ["a", "b"]), ("B", ["c"])]),
            to: SectionedIdentifiers([("B", ["c", "a"])]))
        #expect(difference == SectionedDifference(sectionDeletes: [0], itemInserts: [ItemPath(section: 0, item: 1)]))
    }

    @Test("Items moving into an inserted section are deleted where they were")
    func insertedSection() throws {
        let difference = try SectionedDifference(
            from: SectionedIdentifiers([("A", ["a", "b"])]),
            to: SectionedIdentifiers([("N", ["b"]), ("A", ["a"])]))
        #expect(difference == SectionedDifference(sectionInserts: [0], itemDeletes: [ItemPath(section: 0, item: 1)]))
    }

    @Test("A reloaded section in place is reloaded; a reloaded section that moves is deleted and inserted")
    func sectionReloads() throws {
        let old = SectionedIdentifiers([("A", ["a"]), ("B", ["b"]), ("C", ["c"])])
        let new = SectionedIdentifiers([("B", ["b"]), ("C", ["c"]), ("A", ["a"])])
        let inPlace = try SectionedDifference(from: old, to: new, reloadingSections: [0])
        #expect(inPlace.sectionReloads == [IndexPair(old: 1, new: 0)])
        #expect(inPlace.sectionMoves == [IndexPair(old: 0, new: 2)])
        let moving = try SectionedDifference(from: old, to: new, reloadingSections: [2])
        #expect(moving.sectionReloads.isEmpty && moving.sectionMoves.isEmpty)
        #expect(moving.sectionDeletes == [0] && moving.sectionInserts == [2])
    }

    @Test("Item reloads carry the old path for the table and the new path the row ends at")
    func itemReloads() throws {
        let difference = try SectionedDifference(
            from: SectionedIdentifiers([("A", ["a", "b"]), ("B", ["c"])]),
            to: SectionedIdentifiers([("B", ["c"]), ("A", ["x", "a", "b"])]),
            reloadingItems: [3], reconfiguringItems: [0, 2])
        #expect(difference.itemReloads == [IndexPair(old: ItemPath(section: 0, item: 1), new: ItemPath(section: 1, item: 2))])
        #expect(difference.itemReconfigures == [
            IndexPair(old: ItemPath(section: 1, item: 0), new: ItemPath(section: 0, item: 0)),
            IndexPair(old: ItemPath(section: 0, item: 0), new: ItemPath(section: 1, item: 1)),
        ])
    }

    @Test("Unchanged sections around a changed one cost nothing but comparisons")
    func churnInOneSection() throws {
        let sections = (0..<10).map { section in ("S\(section)", (0..<1_000).map { section * 1_000 + $0 }) }
        var changed = sections
        changed[4].1.removeFirst(10)
        changed[4].1.append(contentsOf: 50_000..<50_010)
        let difference = try SectionedDifference(from: SectionedIdentifiers(sections), to: SectionedIdentifiers(changed))
        #expect(difference.itemDeletes == (0..<10).map { ItemPath(section: 4, item: $0) })
        #expect(difference.itemInserts == (990..<1_000).map { ItemPath(section: 4, item: $0) })
        #expect(difference.sectionMoves.isEmpty && difference.itemMoves.isEmpty)
    }

    @Test("Repeated section identifiers are refused")
    func repeatedSections() {
        #expect(throws: DuplicateIdentifierError(side: .new, kind: .section, firstIndex: 0, duplicateIndex: 2)) {
            try SectionedDifference(from: SectionedIdentifiers([("A", [1])]),
                                    to: SectionedIdentifiers([("B", [1]), ("C", []), ("B", [])]))
        }
    }

    @Test("The validator names the broken rule")
    func validation() {
        let doubleDelete = SectionedDifference(itemDeletes: [ItemPath(section: 0, item: 0)],
                                               itemMoves: [IndexPair(old: ItemPath(section: 0, item: 0), new: ItemPath(section: 0, item: 1))])
        #expect(doubleDelete.validationFailure(oldItemCounts: [2], newItemCounts: [1]) == "old index path [0, 0] used twice")
        let moveFromDeleted = SectionedDifference(sectionDeletes: [0],
                                                  itemMoves: [IndexPair(old: ItemPath(section: 0, item: 0), new: ItemPath(section: 0, item: 0))])
        #expect(moveFromDeleted.validationFailure(oldItemCounts: [1, 0], newItemCounts: [1])?
            .contains("deleted or reloaded section") == true)
        let badCount = SectionedDifference(itemInserts: [ItemPath(section: 0, item: 0)])
        #expect(badCount.validationFailure(oldItemCounts: [1], newItemCounts: [3])?.hasPrefix("invalid number of rows in section 0") == true)
    }

    // MARK: Exhaustive small cases

    static let sectionPairs: [(String, String)] = [("A", "B"), ("B", "A"), ("A", "C"), ("C", "A"), ("B", "C"), ("C", "B")]

    /// Up to relabelling, old is `0..<k` (k ≤ 3) cut into sections A and B; new is every
    /// arrangement of up to 4 of 5 items cut into two sections, under every pair of names from
    /// A, B, C.
    @Test("Every two-section pair, 3 items before and up to 4 of 5 after, replays with minimal moves", arguments: 0..<6)
    func exhaustive(pattern: Int) {
        let names = Self.sectionPairs[pattern]
        let arrangements = FlatDiffReference.arrangements(of: Array(0..<5), maxLength: 4)
        for oldCount in 0...3 {
            for oldSplit in 0...oldCount {
                let old = SectionedDiffReference.split(Array(0..<oldCount), at: oldSplit, names: ("A", "B"))
                for items in arrangements {
                    for newSplit in 0...items.count {
                        let new = SectionedDiffReference.split(items, at: newSplit, names: names)
                        SectionedDiffReference.check(old: old, new: new)
                        if items.count < 4 {
                            SectionedDiffReference.check(old: old, new: new, reloadingSections: [0],
                                                         reloadingItems: items.isEmpty ? [] : [0])
                        }
                    }
                }
            }
        }
    }

    // MARK: Random cases

    @Test("Random sectioned pairs replay (5,000 per seed); repeats are reported truthfully", arguments: 1...5)
    func random(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let names = (0..<10).map { "S\($0)" }
        var nextItem = 0
        for round in 0..<5_000 {
            var old: SectionedDiffReference.Contents = []
            for name in names.shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)) {
                let count = Int.random(in: 0...6, using: &rng)
                old.append((name, Array(nextItem..<(nextItem + count))))
                nextItem += count
            }
            var new = old
            for _ in 0..<Int.random(in: 0...2, using: &rng) where !new.isEmpty {
                new.remove(at: Int.random(in: new.indices, using: &rng))
            }
            for name in names.shuffled(using: &rng).prefix(2) where !new.contains(where: { $0.section == name })
                && Int.random(in: 0..<3, using: &rng) == 0 {
                new.insert((name, [nextItem]), at: Int.random(in: 0...new.count, using: &rng))
                nextItem += 1
            }
            if new.count > 1 && Int.random(in: 0..<3, using: &rng) == 0 {
                let section = new.remove(at: Int.random(in: new.indices, using: &rng))
                new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
            }
            for _ in 0..<Int.random(in: 0...4, using: &rng) where !new.isEmpty {
                let from = Int.random(in: new.indices, using: &rng)
                guard !new[from].items.isEmpty else { continue }
                let item = new[from].items.remove(at: Int.random(in: new[from].items.indices, using: &rng))
                let to = Int.random(in: new.indices, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: break  // deleted
                case 1: new[to].items.insert(nextItem, at: Int.random(in: 0...new[to].items.count, using: &rng)); nextItem += 1
                default: new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &rng))
                }
            }
            if round % 10 == 0, let section = new.indices.randomElement(using: &rng), let item = new.flatMap(\.items).randomElement(using: &rng) {
                new[section].items.append(item)  // a repeat
            }
            let itemCount = new.reduce(0) { $0 + $1.items.count }
            let reloadingSections = new.indices.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 }
            let reloadingItems = (0..<itemCount).filter { _ in Int.random(in: 0..<6, using: &rng) == 0 }
            let reconfiguringItems = (0..<itemCount).filter { _ in Int.random(in: 0..<6, using: &rng) == 0 }
            SectionedDiffReference.check(old: old, new: new, reloadingSections: reloadingSections,
                                         reloadingItems: reloadingItems, reconfiguringItems: reconfiguringItems)
            if round % 2 == 0 { SectionedDiffReference.check(old: old, new: new) }
        }
    }
}
