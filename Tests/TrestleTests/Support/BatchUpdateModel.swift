import Foundation
import Trestle
import TrestleTesting

// The model that the batch-update tests in `TableBatchUpdateModelTests` drive a table with: rows
// and sections with identities, random valid batches written as UITableView calls, and a naive
// reference that applies those calls to the model with UIKit's rules
// (<doc:TrestleCore/UIKitBehavior#Index-spaces>).

/// A row with an identity that survives moves; a reload or reconfigure gives it a new version
/// (new text), a reload may also change its height.
struct ModelRow: Hashable, Sendable {
    var id: Int
    var version = 0
    var height = 1

    var text: String { version == 0 ? "r\(id)" : "r\(id) v\(version)" }
}

/// A section with an identity; a reload gives it a new version (new title) and new rows.
struct ModelSection: Hashable, Sendable {
    var id: Int
    var version = 0
    var rows: [ModelRow]

    var title: String { version == 0 ? "S\(id)" : "S\(id) v\(version)" }
}

/// The whole table's content.
struct TableModel: Hashable, Sendable {
    var sections: [ModelSection]

    var counts: [Int] { sections.map(\.rows.count) }

    subscript(path: IndexPath) -> ModelRow { sections[path.section].rows[path.row] }

    func contains(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < sections.count
            && path.row >= 0 && path.row < sections[path.section].rows.count
    }

    /// Every row's index path, in table order.
    var allPaths: [IndexPath] {
        sections.indices.flatMap { s in sections[s].rows.indices.map { IndexPath(row: $0, section: s) } }
    }

    /// Where each row identity is.
    var pathsByID: [Int: IndexPath] {
        var result: [Int: IndexPath] = [:]
        for path in allPaths { result[self[path].id] = path }
        return result
    }

    var rowIDs: Set<Int> { Set(allPaths.map { self[$0].id }) }

    /// One line per section, for failure messages.
    var summary: String {
        sections.enumerated().map { s, section in
            "  \(s) \(section.title): " + section.rows.map { "\($0.text)(h\($0.height))" }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

/// Makes fresh identities and contents.
struct ModelFactory {
    var nextRowID = 0
    var nextSectionID = 0

    mutating func row(using rng: inout SeededRandomNumberGenerator) -> ModelRow {
        nextRowID += 1
        return ModelRow(id: nextRowID, height: Self.height(using: &rng))
    }

    mutating func section(rows: Int, using rng: inout SeededRandomNumberGenerator) -> ModelSection {
        nextSectionID += 1
        let id = nextSectionID
        return ModelSection(id: id, rows: (0..<rows).map { _ in row(using: &rng) })
    }

    /// Mostly one line, some two or three.
    static func height(using rng: inout SeededRandomNumberGenerator) -> Int {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6: 1
        case 6..<9: 2
        default: 3
        }
    }

    mutating func model(sections: ClosedRange<Int>, rows: ClosedRange<Int>, using rng: inout SeededRandomNumberGenerator) -> TableModel {
        TableModel(sections: (0..<Int.random(in: sections, using: &rng)).map { _ in
            section(rows: Int.random(in: rows, using: &rng), using: &rng)
        })
    }
}

/// One UITableView call of a batch.
enum TableCall: CustomStringConvertible {
    case insertItems([IndexPath], UITableView.RowAnimation)
    case deleteItems([IndexPath], UITableView.RowAnimation)
    case reloadItems([IndexPath], UITableView.RowAnimation)
    case reconfigureItems([IndexPath])
    case moveItem(IndexPath, IndexPath)
    case insertSections(IndexSet, UITableView.RowAnimation)
    case deleteSections(IndexSet, UITableView.RowAnimation)
    case reloadSections(IndexSet, UITableView.RowAnimation)
    case moveSection(Int, Int)

    @MainActor
    func perform(on table: UITableView) {
        switch self {
        case .insertItems(let paths, let animation): table.insertRows(at: paths, with: animation)
        case .deleteItems(let paths, let animation): table.deleteRows(at: paths, with: animation)
        case .reloadItems(let paths, let animation): table.reloadRows(at: paths, with: animation)
        case .reconfigureItems(let paths): table.reconfigureRows(at: paths)
        case .moveItem(let from, let to): table.moveRow(at: from, to: to)
        case .insertSections(let sections, let animation): table.insertSections(sections, with: animation)
        case .deleteSections(let sections, let animation): table.deleteSections(sections, with: animation)
        case .reloadSections(let sections, let animation): table.reloadSections(sections, with: animation)
        case .moveSection(let from, let to): table.moveSection(from, toSection: to)
        }
    }

    var description: String {
        func paths(_ paths: [IndexPath]) -> String {
            paths.map { $0.count == 2 ? "\($0.section)-\($0.row)" : "\(Array($0))" }.joined(separator: ",")
        }
        func sections(_ set: IndexSet) -> String { set.map(String.init).joined(separator: ",") }
        return switch self {
        case .insertItems(let p, let a): "insertItems(\(paths(p)), .\(a))"
        case .deleteItems(let p, let a): "deleteItems(\(paths(p)), .\(a))"
        case .reloadItems(let p, let a): "reloadItems(\(paths(p)), .\(a))"
        case .reconfigureItems(let p): "reconfigureItems(\(paths(p)))"
        case .moveItem(let from, let to): "moveItem(\(paths([from])) → \(paths([to])))"
        case .insertSections(let s, let a): "insertSections(\(sections(s)), .\(a))"
        case .deleteSections(let s, let a): "deleteSections(\(sections(s)), .\(a))"
        case .reloadSections(let s, let a): "reloadSections(\(sections(s)), .\(a))"
        case .moveSection(let from, let to): "moveSection(\(from) → \(to))"
        }
    }
}

/// A batch with the content its new rows and sections get: what a valid update changes.
struct ModelBatch: CustomStringConvertible {
    var deletedSections: [Int] = []
    /// New index → the inserted section.
    var insertedSections: [Int: ModelSection] = [:]
    /// Old index → its replacement.
    var reloadedSections: [Int: ModelSection] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    /// New path → the inserted row.
    var insertedItems: [IndexPath: ModelRow] = [:]
    /// Old path → its replacement (same identity, new version).
    var reloadedItems: [IndexPath: ModelRow] = [:]
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Old path → the row's new content (same identity and height, new version).
    var reconfiguredItems: [IndexPath: ModelRow] = [:]

    /// The batch as UITableView calls: several paths per call where the API takes several, split
    /// at random, in a random order (order does not matter in a batch), with random animations.
    func calls(using rng: inout SeededRandomNumberGenerator, splitting: Bool = true) -> [TableCall] {
        func animation() -> UITableView.RowAnimation {
            [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic].randomElement(using: &rng)!
        }
        func split<T>(_ values: [T]) -> [[T]] {
            let shuffled = values.shuffled(using: &rng)
            guard splitting, shuffled.count > 1 else { return shuffled.isEmpty ? [] : [shuffled] }
            let cut = Int.random(in: 0...shuffled.count, using: &rng)
            return [Array(shuffled[..<cut]), Array(shuffled[cut...])].filter { !$0.isEmpty }
        }
        var calls: [TableCall] = []
        calls += split(deletedSections).map { .deleteSections(IndexSet($0), animation()) }
        calls += split(insertedSections.keys.sorted()).map { .insertSections(IndexSet($0), animation()) }
        calls += split(reloadedSections.keys.sorted()).map { .reloadSections(IndexSet($0), animation()) }
        calls += movedSections.map { .moveSection($0.from, $0.to) }
        calls += split(deletedItems.sorted()).map { .deleteItems($0, animation()) }
        calls += split(insertedItems.keys.sorted()).map { .insertItems($0, animation()) }
        calls += split(reloadedItems.keys.sorted()).map { .reloadItems($0, animation()) }
        calls += movedItems.map { .moveItem($0.from, $0.to) }
        calls += split(reconfiguredItems.keys.sorted()).map { .reconfigureItems($0) }
        return calls.shuffled(using: &rng)
    }

    var description: String {
        var parts: [String] = []
        if !deletedSections.isEmpty { parts.append("deleteSections \(deletedSections.sorted())") }
        if !insertedSections.isEmpty { parts.append("insertSections \(insertedSections.keys.sorted())") }
        if !reloadedSections.isEmpty { parts.append("reloadSections \(reloadedSections.keys.sorted())") }
        if !movedSections.isEmpty { parts.append("moveSections " + movedSections.map { "\($0.from)→\($0.to)" }.joined(separator: " ")) }
        func paths(_ paths: [IndexPath]) -> String { paths.sorted().map { "\($0.section)-\($0.row)" }.joined(separator: " ") }
        if !deletedItems.isEmpty { parts.append("deleteRows " + paths(deletedItems)) }
        if !insertedItems.isEmpty { parts.append("insertRows " + paths(Array(insertedItems.keys))) }
        if !reloadedItems.isEmpty { parts.append("reloadRows " + paths(Array(reloadedItems.keys))) }
        if !movedItems.isEmpty {
            parts.append("moveRows " + movedItems.map { "\($0.from.section)-\($0.from.row)→\($0.to.section)-\($0.to.row)" }.joined(separator: " "))
        }
        if !reconfiguredItems.isEmpty { parts.append("reconfigureRows " + paths(Array(reconfiguredItems.keys))) }
        return parts.isEmpty ? "(empty)" : parts.joined(separator: "; ")
    }

    /// Row identities this batch removes or replaces (deleted, reloaded, or in a deleted or
    /// reloaded section): they lose their selection.
    func droppedRowIDs(in model: TableModel) -> Set<Int> {
        var ids = Set(deletedItems.map { model[$0].id })
        ids.formUnion(reloadedItems.keys.map { model[$0].id })
        for section in deletedSections + Array(reloadedSections.keys) {
            ids.formUnion(model.sections[section].rows.map(\.id))
        }
        return ids
    }

    /// Row identities whose place the batch names explicitly (moved, deleted, reloaded, or in a
    /// section deleted, reloaded or moved). The others keep their place among the unmoved rows, so
    /// the row under the top edge stays still when it is one of them
    /// (<doc:TrestleCore/UIKitBehavior#Updates-above-the-viewport>).
    func rowIDsNotStaying(in model: TableModel) -> Set<Int> {
        var ids = droppedRowIDs(in: model)
        ids.formUnion(movedItems.map { model[$0.from].id })
        for move in movedSections { ids.formUnion(model.sections[move.from].rows.map(\.id)) }
        return ids
    }
}

// MARK: - The reference

/// UIKit's batch semantics applied the slow, plain way to row identities: deletes and reloads in
/// old index space, inserts in new, moves old → new; a reload is a delete plus an insert at the
/// old path shifted by the batch's deletes and inserts (not its moves); rows that are not named
/// fill the remaining slots in order (<doc:TrestleCore/UIKitBehavior#Processing-order>).
enum ModelReference {
    /// UIKit's shift for a reload: down by each delete before it, then up by each insert at or
    /// before it, inserts taken in ascending order.
    static func shift(_ index: Int, deletes: [Int], inserts: [Int]) -> Int {
        var result = index - Set(deletes).filter { $0 < index }.count
        for insert in Set(inserts).sorted() where insert <= result { result += 1 }
        return result
    }

    static func hasDuplicates<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != values.count }

    /// The model after `batch`, or `nil` if the batch breaks a rule (the generator's bug, since it
    /// makes valid batches only).
    static func apply(_ batch: ModelBatch, to old: TableModel) -> TableModel? {
        let oldCount = old.sections.count
        let sectionDeletes = batch.deletedSections
        let sectionInserts = batch.insertedSections.keys.sorted()
        let sectionReloads = batch.reloadedSections.keys.sorted()
        let sectionMoves = batch.movedSections
        let oldSectionUses = sectionDeletes + sectionReloads + sectionMoves.map(\.from)
        guard oldSectionUses.allSatisfy({ (0..<oldCount).contains($0) }), !hasDuplicates(oldSectionUses) else { return nil }
        let newCount = oldCount + sectionInserts.count - sectionDeletes.count
        var sectionReloadTargets: [Int: Int] = [:]
        for section in sectionReloads { sectionReloadTargets[section] = shift(section, deletes: sectionDeletes, inserts: sectionInserts) }
        let newSectionUses = sectionInserts + sectionReloadTargets.values + sectionMoves.map(\.to)
        guard newSectionUses.allSatisfy({ (0..<newCount).contains($0) }), !hasDuplicates(newSectionUses) else { return nil }

        // New section → its content if fresh, or the old section it continues.
        var freshSections: [Int: ModelSection] = [:]
        for (index, section) in batch.insertedSections { freshSections[index] = section }
        for (old, target) in sectionReloadTargets { freshSections[target] = batch.reloadedSections[old]! }
        var oldOfNew: [Int: Int] = [:]
        for move in sectionMoves { oldOfNew[move.to] = move.from }
        var staying = (0..<oldCount).filter { !oldSectionUses.contains($0) }[...]
        for section in 0..<newCount where freshSections[section] == nil && oldOfNew[section] == nil {
            guard let next = staying.popFirst() else { return nil }
            oldOfNew[section] = next
        }
        guard staying.isEmpty else { return nil }
        let goneSections = Set(sectionDeletes + sectionReloads)

        // Rows: operations in deleted or reloaded (old) and inserted or reloaded (new) sections
        // are dropped; moves out of or into them are errors.
        let rowDeletes = batch.deletedItems.filter { !goneSections.contains($0.section) }
        let rowReloads = batch.reloadedItems.keys.filter { !goneSections.contains($0.section) }
        let rowInserts = batch.insertedItems.keys.filter { freshSections[$0.section] == nil }
        let rowMoves = batch.movedItems
        if rowMoves.contains(where: { goneSections.contains($0.from.section) || freshSections[$0.to.section] != nil }) { return nil }
        let oldRowUses = rowDeletes + rowReloads + rowMoves.map(\.from)
        guard oldRowUses.allSatisfy(old.contains), !hasDuplicates(oldRowUses) else { return nil }
        let removedForGood = Set(rowDeletes + rowReloads)
        guard batch.reconfiguredItems.keys.allSatisfy({ old.contains($0) && !removedForGood.contains($0) }) else { return nil }
        var rowReloadTargets: [IndexPath: IndexPath] = [:]
        for path in rowReloads {
            let section = shift(path.section, deletes: sectionDeletes, inserts: sectionInserts)
            let row = shift(path.row, deletes: rowDeletes.filter { $0.section == path.section }.map(\.row),
                            inserts: rowInserts.filter { $0.section == section }.map(\.row))
            rowReloadTargets[path] = IndexPath(row: row, section: section)
        }
        let newRowUses = rowInserts + rowReloadTargets.values + rowMoves.map(\.to)
        guard !hasDuplicates(newRowUses),
              newRowUses.allSatisfy({ (0..<newCount).contains($0.section) && freshSections[$0.section] == nil }) else { return nil }
        let oldRowUseSet = Set(oldRowUses)

        var result = TableModel(sections: [])
        for section in 0..<newCount {
            if let fresh = freshSections[section] {
                result.sections.append(fresh)
                continue
            }
            let oldSection = oldOfNew[section]!
            var placed: [Int: ModelRow] = [:]
            for path in rowInserts where path.section == section { placed[path.row] = batch.insertedItems[path]! }
            for (source, target) in rowReloadTargets where target.section == section { placed[target.row] = batch.reloadedItems[source]! }
            for move in rowMoves where move.to.section == section { placed[move.to.row] = old[move.from] }
            var stay = old.sections[oldSection].rows.indices
                .filter { !oldRowUseSet.contains(IndexPath(row: $0, section: oldSection)) }
                .map { old.sections[oldSection].rows[$0] }[...]
            let count = stay.count + placed.count
            guard placed.keys.allSatisfy({ (0..<count).contains($0) }) else { return nil }
            var rows: [ModelRow] = []
            for row in 0..<count { rows.append(placed[row] ?? stay.popFirst()!) }
            var kept = old.sections[oldSection]
            kept.rows = rows
            result.sections.append(kept)
        }
        // Reconfigured rows keep their place (wherever the batch took them) and get new content.
        let paths = result.pathsByID
        for (oldPath, content) in batch.reconfiguredItems {
            guard content.id == old[oldPath].id, let path = paths[content.id] else { return nil }
            result.sections[path.section].rows[path.row] = content
        }
        return result
    }
}

// MARK: - Random valid batches

/// Random batches that are valid by construction: each old section and row stays, leaves, is
/// reloaded or moves; new rows and sections are placed at random; the reference then says what the
/// table becomes.
enum RandomModelBatches {
    /// `k` distinct random elements of `range` (all of it when it is smaller).
    static func sample(_ k: Int, from range: Range<Int>, using rng: inout SeededRandomNumberGenerator) -> [Int] {
        Array(Array(range).shuffled(using: &rng).prefix(k))
    }

    /// A batch mixing every kind of operation; `churn` is each row's and section's chance of
    /// changing.
    static func batch(_ model: TableModel, churn: Double, factory: inout ModelFactory,
                      using rng: inout SeededRandomNumberGenerator) -> ModelBatch {
        var batch = ModelBatch()
        let oldCounts = model.counts
        let oldSectionCount = oldCounts.count
        func roll(_ chance: Double = churn) -> Bool { Double.random(in: 0..<1, using: &rng) < chance }

        // Sections: each stays, is deleted, reloaded or moved; a few are inserted.
        var reloads: [Int] = [], moves: [Int] = []
        for section in 0..<oldSectionCount where roll(churn / 2) {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where oldSectionCount - batch.deletedSections.count > 2: batch.deletedSections.append(section)
            case 1: reloads.append(section)
            case 2: moves.append(section)
            default: break
            }
        }
        // Sizes stay bounded over many steps: inserts stop above a few sections and rows.
        let insertCount = roll(churn) && oldSectionCount < 7 ? Int.random(in: 1...2, using: &rng) : 0
        let growsRows = oldCounts.reduce(0, +) < 70
        let newSectionCount = oldSectionCount - batch.deletedSections.count + insertCount
        let inserts = sample(insertCount, from: 0..<newSectionCount, using: &rng)
        for index in inserts {
            batch.insertedSections[index] = factory.section(rows: Int.random(in: 0...5, using: &rng), using: &rng)
        }
        var reloadTargets: [Int] = []
        for section in reloads {
            var replacement = factory.section(rows: Int.random(in: 0...5, using: &rng), using: &rng)
            replacement.id = model.sections[section].id
            replacement.version = model.sections[section].version + 1
            batch.reloadedSections[section] = replacement
            reloadTargets.append(ModelReference.shift(section, deletes: batch.deletedSections, inserts: inserts))
        }
        var free = (0..<newSectionCount).filter { !inserts.contains($0) && !reloadTargets.contains($0) }.shuffled(using: &rng)
        var home: [Int: Int] = [:]   // old section that keeps its rows → its new index
        for section in moves {
            let target = free.removeLast()
            home[section] = target
            batch.movedSections.append((section, target))
        }
        free.sort()
        let staying = (0..<oldSectionCount).filter {
            !batch.deletedSections.contains($0) && !reloads.contains($0) && !moves.contains($0)
        }
        for (section, target) in zip(staying, free) { home[section] = target }

        // Rows of surviving sections: each stays, is deleted, reloaded, moved anywhere, or
        // reconfigured.
        let survivors = home.keys.sorted()
        var stayCount: [Int: Int] = [:]           // new section → staying rows
        var movedInto: [Int: [IndexPath]] = [:]   // new section → moved rows' old paths
        var reloadsInto: [Int: [IndexPath]] = [:] // new section → reloaded rows' old paths
        var reconfigureCandidates: [IndexPath] = []
        for section in survivors {
            let newSection = home[section]!
            stayCount[newSection, default: 0] += 0
            for row in 0..<oldCounts[section] {
                let path = IndexPath(row: row, section: section)
                guard roll() else {
                    stayCount[newSection, default: 0] += 1
                    reconfigureCandidates.append(path)
                    continue
                }
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    batch.deletedItems.append(path)
                case 1 where ModelReference.shift(section, deletes: batch.deletedSections, inserts: inserts) == newSection:
                    // A reload lands where UIKit's shift puts it, which ignores section moves:
                    // reload only where that agrees with the section's new place.
                    reloadsInto[newSection, default: []].append(path)
                case 2:
                    movedInto[survivors.map { home[$0]! }.randomElement(using: &rng)!, default: []].append(path)
                    reconfigureCandidates.append(path)
                default:
                    stayCount[newSection, default: 0] += 1
                    reconfigureCandidates.append(path)
                }
            }
        }
        for newSection in stayCount.keys.sorted() {
            let oldSection = home.first { $0.value == newSection }!.key
            let moved = movedInto[newSection] ?? []
            let insertCount = growsRows && roll(churn) ? Int.random(in: 1...3, using: &rng) : 0
            let count = stayCount[newSection]! + moved.count + (reloadsInto[newSection]?.count ?? 0) + insertCount
            let rowInserts = sample(insertCount, from: 0..<count, using: &rng)
            for row in rowInserts { batch.insertedItems[IndexPath(row: row, section: newSection)] = factory.row(using: &rng) }
            let sectionDeletes = batch.deletedItems.filter { $0.section == oldSection }.map(\.row)
            var targets: [Int] = []
            for path in reloadsInto[newSection] ?? [] {
                // UIKit's shift ignores moves out of the section, so it can place a reload past the
                // section's end; such a row stays unchanged instead (the count is the same).
                let target = ModelReference.shift(path.row, deletes: sectionDeletes, inserts: rowInserts)
                if target < count {
                    targets.append(target)
                    var replacement = model[path]
                    replacement.version += 1
                    replacement.height = ModelFactory.height(using: &rng)
                    batch.reloadedItems[path] = replacement
                } else {
                    reconfigureCandidates.append(path)
                }
            }
            var freeRows = (0..<count).filter { !rowInserts.contains($0) && !targets.contains($0) }.shuffled(using: &rng)
            for path in moved {
                batch.movedItems.append((path, IndexPath(row: freeRows.removeLast(), section: newSection)))
            }
        }
        for path in reconfigureCandidates where roll(churn / 3) {
            var content = model[path]
            content.version += 1
            batch.reconfiguredItems[path] = content
        }
        return batch
    }

    /// A batch of one UITableView call, as an app makes outside a block.
    static func singleCall(_ model: TableModel, factory: inout ModelFactory,
                                using rng: inout SeededRandomNumberGenerator) -> ModelBatch {
        var batch = ModelBatch()
        let counts = model.counts
        let nonEmpty = counts.indices.filter { counts[$0] > 0 }
        func randomRows(_ section: Int, max: Int) -> [IndexPath] {
            sample(Int.random(in: 1...max, using: &rng), from: 0..<counts[section], using: &rng)
                .map { IndexPath(row: $0, section: section) }
        }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0 where counts.reduce(0, +) < 70:
            let section = Int.random(in: 0..<counts.count, using: &rng)
            let k = Int.random(in: 1...3, using: &rng)
            for row in sample(k, from: 0..<(counts[section] + k), using: &rng) {
                batch.insertedItems[IndexPath(row: row, section: section)] = factory.row(using: &rng)
            }
        case 1 where !nonEmpty.isEmpty:
            batch.deletedItems = randomRows(nonEmpty.randomElement(using: &rng)!, max: 3)
        case 2 where !nonEmpty.isEmpty:
            for path in randomRows(nonEmpty.randomElement(using: &rng)!, max: 3) {
                var replacement = model[path]
                replacement.version += 1
                replacement.height = ModelFactory.height(using: &rng)
                batch.reloadedItems[path] = replacement
            }
        case 3 where !nonEmpty.isEmpty:
            let section = nonEmpty.randomElement(using: &rng)!
            let from = IndexPath(row: Int.random(in: 0..<counts[section], using: &rng), section: section)
            let target = Int.random(in: 0..<counts.count, using: &rng)
            let limit = target == section ? counts[target] - 1 : counts[target]
            batch.movedItems = [(from, IndexPath(row: Int.random(in: 0...limit, using: &rng), section: target))]
        case 4 where !nonEmpty.isEmpty:
            for path in randomRows(nonEmpty.randomElement(using: &rng)!, max: 2) {
                var content = model[path]
                content.version += 1
                batch.reconfiguredItems[path] = content
            }
        case 5 where counts.count < 7:
            let index = Int.random(in: 0...counts.count, using: &rng)
            batch.insertedSections[index] = factory.section(rows: Int.random(in: 0...4, using: &rng), using: &rng)
        case 6 where counts.count > 2:
            batch.deletedSections = [Int.random(in: 0..<counts.count, using: &rng)]
        case 7:
            let section = Int.random(in: 0..<counts.count, using: &rng)
            var replacement = factory.section(rows: Int.random(in: 0...5, using: &rng), using: &rng)
            replacement.id = model.sections[section].id
            replacement.version = model.sections[section].version + 1
            batch.reloadedSections[section] = replacement
        default:
            batch.movedSections = [(Int.random(in: 0..<counts.count, using: &rng), Int.random(in: 0..<counts.count, using: &rng))]
        }
        return batch
    }
}

// MARK: - Data source

/// A data source and delegate that shows a ``TableModel``: each row's text, its height from the
/// model through `heightForRowAt`, and each section's title as its header.
@MainActor
final class ModelTableDataSource: UITableViewDataSource, UITableViewDelegate {
    var model: TableModel

    init(_ model: TableModel) {
        self.model = model
    }

    func numberOfSections(in tableView: UITableView) -> Int { model.sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model.sections[section].rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = model[indexPath].text
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(model[indexPath].height)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        model.sections[section].title
    }
}
