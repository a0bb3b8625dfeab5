import Foundation
import Testing
import Trestle
import TrestleTesting

/// Runs `body`, returning what it reported.
private func reports(_ body: () -> Void) -> [String] {
    let recorder = DiagnosticsRecorder()
    TrestleDiagnostics.$handler.withValue(recorder.record) {
        TrestleDiagnostics.$isStrict.withValue(false, operation: body)
    }
    return recorder.messages
}

@Suite("Diffable section snapshot")
struct DiffableSectionSnapshotTests {
    func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Cox"], to: "Apple")
        outline.append(["Leek"], to: "Vegetables")
        return outline
    }

    @Test("Children follow their parent depth first; roots, levels and parents")
    func tree() {
        let outline = outline()
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Pear", "Vegetables", "Leek"])
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.level(of: "Cox") == 2 && outline.level(of: "Fruit") == 0)
        #expect(outline.parent(of: "Pear") == "Fruit" && outline.parent(of: "Fruit") == nil)
        #expect(outline.index(of: "Pear") == 3 && outline.index(of: "Kiwi") == nil)
        #expect(outline.contains("Leek") && !outline.contains("Kiwi"))
    }

    @Test("Only items under expanded parents are visible")
    func expansion() {
        var outline = outline()
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(outline.isExpanded("Fruit") && !outline.isVisible("Cox") && outline.isVisible("Apple"))
        outline.expand(["Apple"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Cox", "Pear", "Vegetables"])
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(outline.isExpanded("Apple") && !outline.isVisible("Apple"))
    }

    @Test("A leaf may be expanded, and shows the children it gets later")
    func expandedLeaf() {
        var outline = outline()
        outline.expand(["Vegetables", "Pear"])
        outline.append(["Conference"], to: "Pear")
        #expect(outline.visibleItems == ["Fruit", "Vegetables", "Leek"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Leek"])
    }

    @Test("Inserting places siblings; inserting after an item goes past its children; deleting takes the subtree")
    func editing() {
        var outline = outline()
        outline.insert(["Banana"], before: "Pear")
        outline.insert(["Nuts"], after: "Fruit")
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Banana", "Pear", "Nuts", "Vegetables", "Leek"])
        #expect(outline.parent(of: "Banana") == "Fruit" && outline.level(of: "Nuts") == 0)
        outline.expand(["Apple"])
        outline.delete(["Apple", "Apple", "Cox"])
        #expect(outline.items == ["Fruit", "Banana", "Pear", "Nuts", "Vegetables", "Leek"])
        #expect(!outline.contains("Cox"))
        outline.deleteAll()
        #expect(outline.items.isEmpty && outline.visibleItems.isEmpty && outline.rootItems.isEmpty)
    }

    @Test("Child snapshots are appended and inserted with their tree and expansion states")
    func childSnapshots() {
        var nuts = NSDiffableDataSourceSectionSnapshot<String>()
        nuts.append(["Nuts"])
        nuts.append(["Walnut", "Hazel"], to: "Nuts")
        nuts.expand(["Nuts"])
        var outline = outline()
        outline.append(nuts, to: "Fruit")
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Pear", "Nuts", "Walnut", "Hazel", "Vegetables", "Leek"])
        #expect(outline.level(of: "Hazel") == 2 && outline.parent(of: "Nuts") == "Fruit" && outline.isExpanded("Nuts"))
        var herbs = NSDiffableDataSourceSectionSnapshot<String>()
        herbs.append(["Herbs"])
        herbs.append(["Basil"], to: "Herbs")
        outline.insert(herbs, before: "Vegetables")
        var grains = NSDiffableDataSourceSectionSnapshot<String>()
        grains.append(["Oat", "Rye"])
        outline.insert(grains, after: "Cox")
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Oat", "Rye", "Pear", "Nuts", "Walnut", "Hazel",
                                  "Herbs", "Basil", "Vegetables", "Leek"])
        #expect(outline.parent(of: "Rye") == "Apple" && outline.rootItems == ["Fruit", "Herbs", "Vegetables"])
        outline.append(grains)
        #expect(outline.items.count == 13)
    }

    @Test("snapshot(of:) takes a subtree with its expansion states; includingParent keeps the parent as the root")
    func subtree() {
        var outline = outline()
        outline.expand(["Apple"])
        let children = outline.snapshot(of: "Fruit")
        #expect(children.items == ["Apple", "Cox", "Pear"] && children.rootItems == ["Apple", "Pear"])
        #expect(children.visibleItems == ["Apple", "Cox", "Pear"] && children.level(of: "Cox") == 1)
        let withParent = outline.snapshot(of: "Fruit", includingParent: true)
        #expect(withParent.rootItems == ["Fruit"] && withParent.visibleItems == ["Fruit"] && withParent.level(of: "Cox") == 2)
        #expect(outline.snapshot(of: "Leek").items.isEmpty)
    }

    @Test("replace(childrenOf:using:) swaps a parent's descendants, and may reuse them")
    func replaceChildren() {
        var outline = outline()
        outline.expand(["Fruit"])
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["Pear", "Quince"])
        replacement.append(["Cox"], to: "Quince")
        outline.replace(childrenOf: "Fruit", using: replacement)
        #expect(outline.items == ["Fruit", "Pear", "Quince", "Cox", "Vegetables", "Leek"])
        #expect(outline.isExpanded("Fruit") && !outline.contains("Apple") && outline.parent(of: "Cox") == "Quince")
        outline.replace(childrenOf: "Vegetables", using: NSDiffableDataSourceSectionSnapshot())
        #expect(outline.items == ["Fruit", "Pear", "Quince", "Cox", "Vegetables"])
    }

    @Test("visualDescription marks visible items, expanded and collapsed parents, and indents by level")
    func description() {
        var outline = outline()
        outline.expand(["Fruit"])
        #expect(outline.visualDescription().split(separator: "\n", omittingEmptySubsequences: false) == [
            "NSDiffableDataSourceSectionSnapshot: 6 items, 4 visible",
            "* + Fruit",
            "*     - Apple",
            "            Cox",
            "*       Pear",
            "* - Vegetables",
            "        Leek",
        ])
        #expect(outline.description == outline.visualDescription())
    }

    @Test("Misuse reports UIKit's messages and changes nothing")
    func misuse() {
        var outline = outline()
        let original = outline
        var other = NSDiffableDataSourceSectionSnapshot<String>()
        other.append(["Kiwi", "Leek"])
        let messages = reports {
            outline.append(["Kiwi", "Apple", "Kiwi"])
            outline.append(["Kiwi"], to: "Nope")
            outline.insert(["Kiwi"], before: "Nope")
            outline.insert(["Kiwi"], after: "Nope")
            outline.append(other, to: "Fruit")
            outline.insert(other, after: "Fruit")
            outline.delete(["Pear", "Nope"])
            outline.expand(["Fruit", "Nope"])
            outline.collapse(["Nope"])
            outline.replace(childrenOf: "Fruit", using: other)
            outline.replace(childrenOf: "Nope", using: NSDiffableDataSourceSectionSnapshot())
            _ = outline.snapshot(of: "Nope")
            _ = outline.level(of: "Nope")
            _ = outline.parent(of: "Nope")
            _ = outline.isExpanded("Nope")
            _ = outline.isVisible("Nope")
        }
        #expect(outline == original)
        #expect(messages == [
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Apple, Kiwi)}",
            "Parent item identifier does not exist in section snapshot: Nope",
            "Item identifier to insert before does not exist in section snapshot: Nope",
            "Item identifier to insert after does not exist in section snapshot: Nope",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Leek)}",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Leek)}",
            "Failed to find index of item Nope",
            "Item identifier does not exist in section snapshot: Nope",
            "Item identifier does not exist in section snapshot: Nope",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Leek)}",
            "Parent item identifier does not exist in section snapshot: Nope",
            "Parent item identifier does not exist in section snapshot: Nope",
            "Item identifier does not exist in section snapshot: Nope",
            "Child item identifier does not exist in section snapshot: Nope",
            "Item identifier does not exist in section snapshot: Nope",
            "Item identifier does not exist in section snapshot: Nope",
        ])
    }

    @Test("A parent of 100,000 children: expanding shows them all; appending after them one by one")
    func largeParent() {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([-1, -2])
        outline.append(Array(0..<100_000), to: -1)
        #expect(outline.visibleItems == [-1, -2])
        outline.expand([-1])
        let visible = outline.visibleItems
        #expect(visible.count == 100_002 && visible[1] == 0 && visible.last == -2)
        #expect(outline.parent(of: 99_999) == -1 && outline.index(of: 99_999) == 100_000)
        outline.delete([-1])
        for child in 0..<300 { outline.append([child], to: -2) }
        #expect(outline.items.count == 301 && outline.level(of: 299) == 1)
    }
}

/// Random edits of random trees, checked against ``OutlineModel``.
@Suite("Diffable section snapshot against a reference model")
struct SectionSnapshotModelTests {
    /// The largest identifier used: small enough that new items often repeat existing ones.
    static let universe = 90

    struct Harness {
        var random: SeededRandomNumberGenerator
        var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
        var model = OutlineModel()

        init(seed: UInt64) { random = SeededRandomNumberGenerator(seed: seed) }

        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        /// An item of the model, or now and then one that is not in it.
        mutating func someItem() -> Int {
            let items = model.items
            if items.isEmpty || chance(8) { return Self.absentItem(model, &random) }
            return items.randomElement(using: &random)!
        }

        static func absentItem(_ model: OutlineModel, _ random: inout SeededRandomNumberGenerator) -> Int {
            for _ in 0..<20 {
                let item = Int.random(in: 0..<SectionSnapshotModelTests.universe, using: &random)
                if !model.contains(item) { return item }
            }
            return SectionSnapshotModelTests.universe + Int.random(in: 0..<1000, using: &random)
        }

        /// Up to `limit` items, mostly new, now and then repeating one.
        mutating func newItems(limit: Int = 4) -> [Int] {
            let count = Int.random(in: 0...limit, using: &random)
            return (0..<count).map { _ in chance(10) ? someItem() : Self.absentItem(model, &random) }
        }

        /// A small random outline of mostly new items, with random expansion states.
        mutating func newForest() -> OutlineModel {
            var forest = OutlineModel()
            for item in newItems(limit: 6) where !forest.contains(item) {
                let existing = forest.items
                let parent = existing.isEmpty || chance(40) ? OutlineModel.root : existing.randomElement(using: &random)!
                forest.attach(Self.single(item), under: parent, at: forest.children[parent]?.count ?? 0)
                if chance(50) { forest.expanded.insert(item) }
            }
            return forest
        }

        static func single(_ item: Int) -> OutlineModel {
            var model = OutlineModel()
            model.children[OutlineModel.root] = [item]
            model.parents[item] = OutlineModel.root
            return model
        }

        func hasDuplicates(_ items: [Int], allowing allowed: Set<Int> = []) -> Bool {
            Set(items).count != items.count || items.contains { model.contains($0) && !allowed.contains($0) }
        }

        /// One random operation on both; checks that it was reported exactly when the model says
        /// it is misuse, and that misuse changed nothing.
        mutating func step() -> String {
            let before = snapshot
            var misuse = false
            var name = ""
            let messages: [String]
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                let items = newItems()
                let parent: Int? = chance(30) ? nil : someItem()
                name = "append \(items) to \(String(describing: parent))"
                if !items.isEmpty {
                    misuse = hasDuplicates(items) || parent.map { !model.contains($0) } ?? false
                    if !misuse {
                        let under = parent ?? OutlineModel.root
                        var forest = OutlineModel()
                        for item in items { forest.attach(Self.single(item), under: OutlineModel.root, at: forest.rootItems.count) }
                        model.attach(forest, under: under, at: model.children[under]?.count ?? 0)
                    }
                }
                messages = reports { snapshot.append(items, to: parent) }
            case 2, 3:
                let items = newItems()
                let sibling = someItem()
                let after = chance(50)
                name = "insert \(items) \(after ? "after" : "before") \(sibling)"
                if !items.isEmpty {
                    misuse = hasDuplicates(items) || !model.contains(sibling)
                    if !misuse {
                        var forest = OutlineModel()
                        for item in items { forest.attach(Self.single(item), under: OutlineModel.root, at: forest.rootItems.count) }
                        insert(forest, next: sibling, after: after)
                    }
                }
                messages = reports {
                    if after { snapshot.insert(items, after: sibling) } else { snapshot.insert(items, before: sibling) }
                }
            case 4:
                let forest = newForest()
                let built = forest.sectionSnapshot()
                let kind = Int.random(in: 0..<3, using: &random)
                let target: Int? = kind == 0 && chance(30) ? nil : someItem()
                name = "snapshot \(forest.items) \(["append to", "insert before", "insert after"][kind]) \(String(describing: target))"
                if !forest.items.isEmpty {
                    misuse = hasDuplicates(forest.items) || target.map { !model.contains($0) } ?? false
                    if !misuse {
                        if let target, kind != 0 {
                            insert(forest, next: target, after: kind == 2)
                        } else {
                            let under = target ?? OutlineModel.root
                            model.attach(forest, under: under, at: model.children[under]?.count ?? 0)
                        }
                    }
                }
                messages = reports {
                    switch (kind, target) {
                    case (1, let target?): snapshot.insert(built, before: target)
                    case (2, let target?): snapshot.insert(built, after: target)
                    default: snapshot.append(built, to: target)
                    }
                }
            case 5, 6:
                let items = (0..<Int.random(in: 0...2, using: &random)).map { _ in someItem() }
                name = "delete \(items)"
                misuse = items.contains { !model.contains($0) }
                if !misuse { for item in items { model.remove(item) } }
                messages = reports { snapshot.delete(items) }
            case 7, 8:
                let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in someItem() }
                let expand = chance(60)
                name = "\(expand ? "expand" : "collapse") \(items)"
                misuse = items.contains { !model.contains($0) }
                if !misuse {
                    if expand { model.expanded.formUnion(items) } else { model.expanded.subtract(items) }
                }
                messages = reports { if expand { snapshot.expand(items) } else { snapshot.collapse(items) } }
            case 9, 10:
                let parent = someItem()
                var forest = newForest()
                if model.contains(parent), chance(50) {
                    // Reuse some of the parent's present descendants.
                    for item in model.descendants(of: parent, visibleOnly: false) where chance(50) && !forest.contains(item) {
                        forest.attach(Self.single(item), under: OutlineModel.root, at: forest.rootItems.count)
                    }
                }
                let built = forest.sectionSnapshot()
                name = "replace children of \(parent) with \(forest.items)"
                let allowed = model.contains(parent) ? Set(model.descendants(of: parent, visibleOnly: false)) : []
                misuse = !model.contains(parent) || hasDuplicates(forest.items, allowing: allowed)
                if !misuse {
                    for child in model.children[parent] ?? [] { model.remove(child) }
                    model.attach(forest, under: parent, at: 0)
                }
                messages = reports { snapshot.replace(childrenOf: parent, using: built) }
            default:
                if chance(10) {
                    name = "delete all"
                    model = OutlineModel()
                    messages = reports { snapshot.deleteAll() }
                } else {
                    let parent = someItem()
                    let including = chance(50)
                    name = "snapshot of \(parent), including it: \(including)"
                    misuse = !model.contains(parent)
                    var subtree = NSDiffableDataSourceSectionSnapshot<Int>()
                    messages = reports { subtree = snapshot.snapshot(of: parent, includingParent: including) }
                    if !misuse {
                        let expected = model.subtree(of: parent, includingParent: including)
                        #expect(subtree == expected.sectionSnapshot(), "\(name)")
                        #expect(subtree.visibleItems == expected.visibleItems, "\(name)")
                    }
                }
            }
            #expect(messages.count == (misuse ? 1 : 0), "\(name): \(messages)")
            if misuse { #expect(snapshot == before, "\(name) changed the snapshot") }
            return name
        }

        mutating func insert(_ forest: OutlineModel, next sibling: Int, after: Bool) {
            let parent = model.parents[sibling]!
            let index = model.children[parent]!.firstIndex(of: sibling)! + (after ? 1 : 0)
            model.attach(forest, under: parent, at: index)
        }

        /// Checks every query against the model.
        func compare(after name: String) {
            let items = model.items
            #expect(snapshot.items == items, "after \(name)")
            #expect(snapshot.visibleItems == model.visibleItems, "after \(name)")
            #expect(snapshot.rootItems == model.rootItems, "after \(name)")
            #expect(snapshot == model.sectionSnapshot(), "after \(name)")
            for (index, item) in items.enumerated() {
                #expect(snapshot.index(of: item) == index)
                #expect(snapshot.level(of: item) == model.level(of: item))
                #expect(snapshot.parent(of: item) == model.parent(of: item))
                #expect(snapshot.isExpanded(item) == model.expanded.contains(item))
                #expect(snapshot.isVisible(item) == model.isVisible(item))
            }
        }
    }

    @Test("Random edits match the reference outline", arguments: 1...12)
    func randomEdits(seed: UInt64) {
        var harness = Harness(seed: seed)
        for _ in 0..<150 {
            let name = harness.step()
            harness.compare(after: name)
        }
    }

    @Test("Building a random outline by appends matches the reference", arguments: 1...4)
    func randomBuild(seed: UInt64) {
        var harness = Harness(seed: seed * 7919)
        for _ in 0..<30 {
            let forest = harness.newForest()
            _ = reports { harness.snapshot.append(forest.sectionSnapshot()) }
            if !harness.hasDuplicates(forest.items) {
                harness.model.attach(forest, under: OutlineModel.root, at: harness.model.rootItems.count)
            }
        }
        harness.compare(after: "building")
    }
}

@Suite("Replacing a section's items (what applying a section snapshot does)")
struct ReplaceSectionItemsTests {
    @Test("The section ends up with exactly the new items; the others and the lookups stay right", arguments: 1...8)
    func randomReplacements(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems(Array(0..<10), toSection: "a")
        snapshot.appendItems(Array(10..<40), toSection: "b")
        snapshot.appendItems(Array(40..<50), toSection: "c")
        for round in 0..<40 {
            let section = ["a", "b", "c", "d"].randomElement(using: &random)!
            let current = snapshot.indexOfSection(section) == nil ? [] : snapshot.itemIdentifiers(inSection: section)
            // Keep a run of the current items, drop some, add fresh ones at random places.
            var new = current.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
            for offset in 0..<Int.random(in: 0...5, using: &random) {
                new.insert(100 + round * 10 + offset, at: Int.random(in: 0...new.count, using: &random))
            }
            let others = snapshot.sectionIdentifiers.filter { $0 != section }.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
            let messages = reports { snapshot.replaceItems(inSection: section, with: new) }
            #expect(messages.isEmpty)
            #expect(snapshot.itemIdentifiers(inSection: section) == new)
            for (other, items) in others { #expect(snapshot.itemIdentifiers(inSection: other) == items) }
            for (index, item) in snapshot.itemIdentifiers.enumerated() { #expect(snapshot.indexOfItem(item) == index) }
        }
    }
}
