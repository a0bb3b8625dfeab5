import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// A section identifier type, to check how UIKit's messages write Swift values.
enum SnapshotTestSection: Hashable, Sendable {
    case main, archive
}

typealias DiffableStringSnapshot = NSDiffableDataSourceSnapshot<String, String>

/// Runs `body`, returning what it reported.
fileprivate func reports(_ body: () -> Void) -> [String] {
    let recorder = DiagnosticsRecorder()
    TrestleDiagnostics.$handler.withValue(recorder.record) {
        TrestleDiagnostics.$isStrict.withValue(false, operation: body)
    }
    return recorder.messages
}

/// `sections` as a snapshot: each section identifier followed by its items.
fileprivate func makeSnapshot(_ sections: [(String, [String])]) -> DiffableStringSnapshot {
    var snapshot = DiffableStringSnapshot()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items)
    }
    return snapshot
}

/// The snapshot's contents, section by section.
fileprivate func contents(_ snapshot: DiffableStringSnapshot) -> [[String]] {
    snapshot.sectionIdentifiers.map { [$0] + snapshot.itemIdentifiers(inSection: $0) }
}

@Suite("Diffable snapshot")
struct DiffableSnapshotTests {
    @Test("Appending builds sections; nil appends to the last section; lookups count across sections")
    func building() {
        var snapshot = DiffableStringSnapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["a1", "a2"], toSection: "A")
        snapshot.appendItems(["b1"])
        snapshot.appendSections(["C"])
        #expect(contents(snapshot) == [["A", "a1", "a2"], ["B", "b1"], ["C"]])
        #expect(snapshot.numberOfSections == 3 && snapshot.numberOfItems == 3)
        #expect(snapshot.itemIdentifiers == ["a1", "a2", "b1"])
        #expect(snapshot.numberOfItems(inSection: "A") == 2 && snapshot.numberOfItems(inSection: "C") == 0)
        #expect(snapshot.indexOfItem("b1") == 2, "a global index")
        #expect(snapshot.indexOfItem("zz") == nil)
        #expect(snapshot.indexOfSection("C") == 2 && snapshot.indexOfSection("Z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b1") == "B")
        #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
        snapshot.checkInvariants()
    }

    @Test("Inserting items goes into the destination's section, before or after it")
    func insertingItems() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", ["b1", "b2"])])
        snapshot.insertItems(["x"], beforeItem: "b1")
        snapshot.insertItems(["y", "z"], afterItem: "a1")
        snapshot.insertItems(["w"], afterItem: "b2")
        #expect(contents(snapshot) == [["A", "a1", "y", "z"], ["B", "x", "b1", "b2", "w"]])
        #expect(snapshot.sectionIdentifier(containingItem: "x") == "B")
        snapshot.checkInvariants()
    }

    @Test("Sections are inserted, moved and deleted with their items")
    func sections() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", ["b1"]), ("C", [])])
        snapshot.insertSections(["N"], beforeSection: "B")
        snapshot.insertSections(["M"], afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["A", "N", "B", "C", "M"])
        snapshot.moveSection("A", afterSection: "B")
        #expect(contents(snapshot) == [["N"], ["B", "b1"], ["A", "a1"], ["C"], ["M"]])
        snapshot.moveSection("M", beforeSection: "N")
        #expect(snapshot.sectionIdentifiers == ["M", "N", "B", "A", "C"])
        snapshot.deleteSections(["B", "unknown"])
        #expect(contents(snapshot) == [["M"], ["N"], ["A", "a1"], ["C"]])
        #expect(snapshot.indexOfItem("b1") == nil)
        snapshot.checkInvariants()
    }

    @Test("Moving an item takes it to the destination's section; deleting ignores unknown items")
    func movingAndDeletingItems() {
        var snapshot = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        snapshot.moveItem("a1", afterItem: "b1")
        #expect(contents(snapshot) == [["A", "a2"], ["B", "b1", "a1"]])
        snapshot.moveItem("a1", beforeItem: "a2")
        #expect(contents(snapshot) == [["A", "a1", "a2"], ["B", "b1"]])
        snapshot.deleteItems(["a2", "nope"])
        #expect(contents(snapshot) == [["A", "a1"], ["B", "b1"]])
        snapshot.checkInvariants()
    }

    @Test("deleteAllItems also removes the sections")
    func deleteAll() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", [])])
        snapshot.reloadItems(["a1"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot == DiffableStringSnapshot())
    }

    @Test("Appending an item already in the snapshot moves it, with UIKit's warning")
    func existingItemMoves() {
        var snapshot = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        let messages = reports { snapshot.appendItems(["a1"], toSection: "B") }
        #expect(contents(snapshot) == [["A", "a2"], ["B", "b1", "a1"]])
        #expect(messages == ["Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: a1"])
        let plural = reports { snapshot.insertItems(["b1", "a2", "new"], beforeItem: "a1") }
        #expect(contents(snapshot) == [["A"], ["B", "b1", "a2", "new", "a1"]])
        #expect(plural.first?.contains("attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved") == true)
        #expect(plural.first?.hasSuffix("Item identifiers that already exist: (b1, a2)") == true)
        snapshot.checkInvariants()
    }

    @Test("Moved items keep warning even in strict mode, since UIKit only logs")
    func existingItemStrict() {
        var snapshot = makeSnapshot([("A", ["a1"])])
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) {
            TrestleDiagnostics.$isStrict.withValue(true) { snapshot.appendItems(["a1"]) }
        }
        #expect(recorder.messages.count == 1)
    }

    @Test("Marks are kept in order, once each, and do not affect equality")
    func marks() {
        var snapshot = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        let plain = snapshot
        snapshot.reloadItems(["a2", "a1"])
        snapshot.reloadItems(["a2"])
        snapshot.reconfigureItems(["b1"])
        snapshot.reloadSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == ["a2", "a1"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b1"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        #expect(snapshot == plain)
        snapshot.deleteItems(["a1"])
        #expect(snapshot.reloadedItemIdentifiers == ["a2"], "deleted items lose their marks")
    }

    @Test("Appending a million items is linear")
    func millionItems() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<500_000), toSection: 0)
        snapshot.appendItems(Array(500_000..<1_000_000))
        #expect(snapshot.numberOfItems == 1_000_000)
        #expect(snapshot.indexOfItem(750_000) == 750_000)
        #expect(snapshot.sectionIdentifier(containingItem: 499_999) == 0)
        #expect(snapshot.sectionIdentifier(containingItem: 500_000) == 1)
    }

    // MARK: Errors, with UIKit's messages; the call changes nothing

    static let errorCases: [(name: String, expected: String, operation: @Sendable (inout DiffableStringSnapshot) -> Void)] = [
        ("items without sections", "There are currently no sections in the data source. Please add a section first.",
         { $0.deleteAllItems(); $0.appendItems(["x"]) }),
        ("repeated items", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}",
         { $0.appendItems(["x", "y", "x"]) }),
        ("repeated items before no sections", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}",
         { $0.deleteAllItems(); $0.appendItems(["x", "x"]) }),
        ("unknown section to append to", "Invalid parameter not satisfying: section != NSNotFound",
         { $0.appendItems(["x"], toSection: "Z") }),
        ("an existing section", "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A",
         { $0.appendSections(["N", "A"]) }),
        ("existing sections", "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (A, B)",
         { $0.appendSections(["A", "N", "B"]) }),
        ("repeated sections", "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(N)}",
         { $0.appendSections(["N", "N"]) }),
        ("an insertion next to an inserted item", "Invalid update: destination for insertion operation [x] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate - action: INS destinationIdentifier:x; destIsSection: 0; identifiers: [w, x]>.",
         { $0.insertItems(["w", "x"], beforeItem: "x") }),
        ("an insertion next to an unknown item", "Invalid parameter not satisfying: section != NSNotFound",
         { $0.insertItems(["w"], afterItem: "zz") }),
        ("a section insertion next to an inserted section", "Invalid update: destination for section operation [N] is in the inserted section list for update: <_UIDiffableDataSourceUpdate - action: INS destinationIdentifier:N; destIsSection: 0; identifiers: [N]>",
         { $0.insertSections(["N"], beforeSection: "N") }),
        ("a section insertion next to an unknown section", "Invalid parameter not satisfying: insertIndex != NSNotFound",
         { $0.insertSections(["N"], beforeSection: "Z") }),
        ("an item moved onto itself", "Invalid update: destination for item move is the same as the source [a1] for update: <_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:a1; destIsSection: 0; identifiers: [a1]>.",
         { $0.moveItem("a1", beforeItem: "a1") }),
        ("an unknown item moved", "Invalid parameter not satisfying: fromIndex != NSNotFound",
         { $0.moveItem("zz", afterItem: "a1") }),
        ("an item moved next to an unknown one", "Invalid parameter not satisfying: toIndex != NSNotFound",
         { $0.moveItem("a1", afterItem: "zz") }),
        ("a section moved onto itself", "Invalid update: destination for section move is the same as the source [A] for update: <_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:A; destIsSection: 0; identifiers: [A]>.",
         { $0.moveSection("A", afterSection: "A") }),
        ("an unknown section moved", "Invalid parameter not satisfying: fromSection != NSNotFound",
         { $0.moveSection("Z", afterSection: "A") }),
        ("a section moved next to an unknown one", "Invalid parameter not satisfying: toSection != NSNotFound",
         { $0.moveSection("A", beforeSection: "Z") }),
        ("repeated items deleted", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a1)}",
         { $0.deleteItems(["a1", "b1", "a1"]) }),
        ("repeated unknown items deleted", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(q)}",
         { $0.deleteItems(["q", "a1", "q"]) }),
        ("repeated sections deleted", "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}",
         { $0.deleteSections(["A", "A"]) }),
        ("a reload of an unknown item", "Attempted to reload item identifier that does not exist in the snapshot: zz",
         { $0.reloadItems(["a1", "zz"]) }),
        ("a reconfigure of an unknown item", "Attempted to reconfigure item identifier that does not exist in the snapshot: zz",
         { $0.reconfigureItems(["zz"]) }),
        ("a reload of an unknown section", "Attempted to reload section identifier that does not exist in the snapshot: Z",
         { $0.reloadSections(["Z"]) }),
        ("repeated reloads", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a1)}",
         { $0.reloadItems(["a1", "a1"]) }),
    ]

    @Test("Misuse reports UIKit's message and changes nothing", arguments: errorCases.indices)
    func misuse(index: Int) {
        let (name, expected, operation) = Self.errorCases[index]
        let original = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        var snapshot = original
        let messages = reports { operation(&snapshot) }
        #expect(messages == [expected], "\(name)")
        if name.contains("no sections") || name.contains("without sections") {
            #expect(snapshot.numberOfSections == 0)
        } else {
            #expect(snapshot == original, "\(name)")
            #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
        }
        snapshot.checkInvariants()
    }

    @Test("Queries of an unknown section report UIKit's message and answer empty")
    func unknownSectionQueries() {
        let snapshot = makeSnapshot([("A", ["a1"])])
        var count = -1
        var items = ["x"]
        let messages = reports {
            count = snapshot.numberOfItems(inSection: "Z")
            items = snapshot.itemIdentifiers(inSection: "Z")
        }
        #expect(count == 0 && items.isEmpty)
        #expect(messages == Array(repeating: "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)", count: 2))
    }

    @Test("Swift values are written with their qualified names, as UIKit writes them")
    func identifierDescriptions() {
        var snapshot = NSDiffableDataSourceSnapshot<SnapshotTestSection, Int>()
        snapshot.appendSections([.main])
        let messages = reports {
            snapshot.appendSections([.main])
            snapshot.reloadItems([7])
        }
        #expect(messages == [
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: TrestleTests.SnapshotTestSection.main",
            "Attempted to reload item identifier that does not exist in the snapshot: 7",
        ])
    }

    @Test("In strict mode misuse traps with UIKit's message")
    func strictMode() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TrestleDiagnostics.$isStrict.withValue(true) {
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendItems(["x"])
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("There are currently no sections in the data source. Please add a section first."))
    }
}

@Suite("Diffable snapshot differences")
struct DiffableSnapshotDifferenceTests {
    @Test("The difference of a snapshot from itself, or an unmodified copy, is empty")
    func unchanged() {
        let snapshot = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        let copy = snapshot
        #expect(snapshot.difference(from: snapshot).isEmpty)
        #expect(copy.difference(from: snapshot).isEmpty)
        #expect(makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])]).difference(from: snapshot).isEmpty)
    }

    @Test("The difference carries the snapshot's marks in the table's index spaces")
    func marks() {
        let old = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        var new = old
        new.insertItems(["n"], beforeItem: "a1")
        new.reloadItems(["a2"])
        new.reconfigureItems(["b1"])
        new.reloadSections(["B"])
        let difference = new.difference(from: old)
        #expect(difference.itemInserts == [ItemPath(section: 0, item: 0)])
        #expect(difference.itemReloads == [IndexPair(old: ItemPath(section: 0, item: 1), new: ItemPath(section: 0, item: 2))])
        #expect(difference.sectionReloads == [IndexPair(old: 1, new: 1)])
        #expect(difference.itemReconfigures.isEmpty, "b1 is in a reloaded section")
    }

    /// Random edits through the public API, compared with a nested-array model after every step,
    /// then diffed and replayed.
    @Test("Random edits keep the snapshot consistent and its difference replays", arguments: 1...8)
    func randomEdits(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var next = 0
        func fresh() -> String { next += 1; return "i\(next)" }
        for _ in 0..<150 {
            var model: [(String, [String])] = (0..<Int.random(in: 0...4, using: &rng)).map { section in
                ("S\(section)", (0..<Int.random(in: 0...5, using: &rng)).map { _ in fresh() })
            }
            let old = makeSnapshot(model)
            var snapshot = old
            for _ in 0..<Int.random(in: 0...8, using: &rng) {
                let allItems = model.flatMap(\.1)
                let messages = reports {
                    switch Int.random(in: 0..<9, using: &rng) {
                    case 0:
                        let name = "S\(Int.random(in: 0..<8, using: &rng))"
                        if !model.contains(where: { $0.0 == name }) {
                            snapshot.appendSections([name])
                            model.append((name, []))
                        }
                    case 1 where !model.isEmpty:
                        let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in fresh() }
                        let section = Int.random(in: model.indices, using: &rng)
                        snapshot.appendItems(items, toSection: model[section].0)
                        model[section].1 += items
                    case 2 where !allItems.isEmpty:
                        let target = allItems.randomElement(using: &rng)!
                        let item = fresh()
                        let after = Bool.random(using: &rng)
                        if after { snapshot.insertItems([item], afterItem: target) } else { snapshot.insertItems([item], beforeItem: target) }
                        let section = model.firstIndex { $0.1.contains(target) }!
                        let row = model[section].1.firstIndex(of: target)! + (after ? 1 : 0)
                        model[section].1.insert(item, at: row)
                    case 3 where !allItems.isEmpty:
                        let doomed = Array(allItems.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
                        snapshot.deleteItems(doomed)
                        for index in model.indices { model[index].1.removeAll { doomed.contains($0) } }
                    case 4 where allItems.count > 1:
                        let picked = allItems.shuffled(using: &rng)
                        let (item, target) = (picked[0], picked[1])
                        let after = Bool.random(using: &rng)
                        if after { snapshot.moveItem(item, afterItem: target) } else { snapshot.moveItem(item, beforeItem: target) }
                        for index in model.indices { model[index].1.removeAll { $0 == item } }
                        let section = model.firstIndex { $0.1.contains(target) }!
                        model[section].1.insert(item, at: model[section].1.firstIndex(of: target)! + (after ? 1 : 0))
                    case 5 where model.count > 1:
                        let picked = model.indices.shuffled(using: &rng)
                        let (moving, target) = (model[picked[0]], model[picked[1]].0)
                        let after = Bool.random(using: &rng)
                        if after { snapshot.moveSection(moving.0, afterSection: target) } else { snapshot.moveSection(moving.0, beforeSection: target) }
                        model.remove(at: picked[0])
                        model.insert(moving, at: model.firstIndex { $0.0 == target }! + (after ? 1 : 0))
                    case 6 where !model.isEmpty:
                        let doomed = model.randomElement(using: &rng)!.0
                        snapshot.deleteSections([doomed])
                        model.removeAll { $0.0 == doomed }
                    case 7 where !allItems.isEmpty:
                        let marked = Array(allItems.shuffled(using: &rng).prefix(2))
                        if Bool.random(using: &rng) { snapshot.reloadItems(marked) } else { snapshot.reconfigureItems(marked) }
                    case 8 where !model.isEmpty:
                        snapshot.reloadSections([model.randomElement(using: &rng)!.0])
                    default:
                        break
                    }
                }
                #expect(messages.isEmpty, "\(messages)")
                snapshot.checkInvariants()
                #expect(contents(snapshot) == model.map { [$0.0] + $0.1 })
            }
            let difference = snapshot.difference(from: old)
            let before = SectionedIdentifiers(sections: old.sectionIdentifiers, items: old.itemIdentifiers,
                                              sectionStarts: starts(old))
            let after = SectionedIdentifiers(sections: snapshot.sectionIdentifiers, items: snapshot.itemIdentifiers,
                                             sectionStarts: starts(snapshot))
            switch difference.replay(before, takingInsertsFrom: after) {
            case .success(let result): #expect(result == after, "\(difference)")
            case .failure(let failure): Issue.record("\(failure): \(difference)")
            }
        }
    }

    func starts(_ snapshot: DiffableStringSnapshot) -> [Int] {
        var starts = [0]
        for section in snapshot.sectionIdentifiers { starts.append(starts.last! + snapshot.numberOfItems(inSection: section)) }
        return starts
    }
}
