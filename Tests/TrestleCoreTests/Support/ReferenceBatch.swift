import Foundation
@testable import TrestleCore

/// The naive model batch updates are checked against: the table as arrays of row identities,
/// changed the slow way, with Part B's rules stated as plainly as possible (sets, filters, linear
/// scans). It decides only *whether* a batch is valid, not which message UIKit reports.
enum ReferenceBatch {
    /// A row's identity: where it was before the update, or a fresh row.
    enum Row: Hashable, CustomStringConvertible {
        case old(ItemPath)
        case fresh(Int)

        var description: String {
            switch self {
            case .old(let path): "old\(path)"
            case .fresh(let id): "fresh#\(id)"
            }
        }
    }

    /// A section's identity: an old section, or a fresh one (inserted, or a reload's replacement).
    enum Section: Hashable {
        case old(Int)
        case fresh
    }

    /// The table after a valid batch.
    struct Outcome {
        var sections: [Section]
        var rows: [[Row]]
        /// Where each reloaded row's replacement went (UIKit's shift, moves ignored).
        var reloadTargets: [ItemPath: ItemPath]
        var sectionReloadTargets: [Int: Int]
        /// Reconfigured rows that survive, old paths.
        var reconfigured: Set<ItemPath>

        /// Reconfigured rows that survive, at their new paths.
        var reconfiguredNewPaths: Set<ItemPath> { Set(reconfigured.compactMap(newPath(forOld:))) }

        var counts: [Int] { rows.map(\.count) }

        func newPath(forOld path: ItemPath) -> ItemPath? {
            for (s, rows) in self.rows.enumerated() {
                if let r = rows.firstIndex(of: .old(path)) { return ItemPath(section: s, item: r) }
            }
            return nil
        }

        func oldPath(forNew path: ItemPath) -> ItemPath? {
            if case .old(let old) = rows[path.section][path.item] { return old }
            return nil
        }

        func newSection(forOld section: Int) -> Int? { sections.firstIndex(of: .old(section)) }

        func oldSection(forNew section: Int) -> Int? {
            if case .old(let old) = sections[section] { return old }
            return nil
        }
    }

    /// UIKit's shift for a reload: down by each delete before it, then up by each insert at or
    /// before it, inserts taken in ascending order.
    static func shift(_ index: Int, deletes: [Int], inserts: [Int]) -> Int {
        var result = index - Set(deletes).filter { $0 < index }.count
        for insert in Set(inserts).sorted() where insert <= result { result += 1 }
        return result
    }

    static func hasDuplicates<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != values.count }

    /// Applies `update` to a table with `oldCounts`, or returns `nil` when the batch breaks a
    /// rule. Fresh sections get `freshRows(newIndex)` rows.
    static func apply(_ update: BatchUpdate, oldCounts: [Int], freshRows: (Int) -> Int = { _ in 1 }) -> Outcome? {
        let oldSectionCount = oldCounts.count
        var nextFresh = 0
        func fresh() -> Row {
            nextFresh += 1
            return .fresh(nextFresh)
        }

        // Sections.
        let sectionDeletes = update.deletedSections
        let sectionInserts = update.insertedSections
        let sectionReloads = Array(Set(update.reloadedSections))
        let sectionMoves = Array(Set(update.movedSections))
        if !Set(sectionDeletes).isDisjoint(with: sectionReloads) { return nil }
        let oldUses = sectionDeletes + sectionReloads + sectionMoves.map(\.from)
        if oldUses.contains(where: { $0 < 0 || $0 >= oldSectionCount }) || hasDuplicates(oldUses) { return nil }
        let sectionReloadTargets = sectionReloads.map { shift($0, deletes: sectionDeletes, inserts: sectionInserts) }
        let newSectionCount = oldSectionCount + sectionInserts.count - sectionDeletes.count
        let newUses = sectionInserts + sectionReloadTargets + sectionMoves.map(\.to)
        if newUses.contains(where: { $0 < 0 || $0 >= newSectionCount }) || hasDuplicates(newUses) { return nil }
        var slots = [Section?](repeating: nil, count: newSectionCount)
        for section in sectionInserts + sectionReloadTargets { slots[section] = .fresh }
        for move in sectionMoves { slots[move.to] = .old(move.from) }
        var staying = (0..<oldSectionCount).filter { !oldUses.contains($0) }[...]
        let sections: [Section] = slots.map { slot in slot ?? .old(staying.removeFirst()) }
        let goneSections = Set(sectionDeletes + sectionReloads)
        let freshSections = Set(sectionInserts + sectionReloadTargets)

        // Rows.
        let reloads = Array(Set(update.reloadedItems)).filter { !goneSections.contains($0.section) }
        var deletes = update.deletedItems
        if !Set(deletes).isDisjoint(with: update.reloadedItems) { return nil }
        deletes.removeAll { goneSections.contains($0.section) }
        let inserts = update.insertedItems.filter { !freshSections.contains($0.section) }
        let moves = Array(Set(update.movedItems))
        if moves.contains(where: { goneSections.contains($0.from.section) || freshSections.contains($0.to.section) }) { return nil }
        let reconfigures = Set(update.reconfiguredItems).filter { !goneSections.contains($0.section) }
        func exists(_ path: ItemPath) -> Bool {
            path.section >= 0 && path.section < oldSectionCount && path.item >= 0 && path.item < oldCounts[path.section]
        }
        let rowOldUses = deletes + reloads + moves.map(\.from)
        if !(rowOldUses + Array(reconfigures)).allSatisfy(exists) || hasDuplicates(rowOldUses) { return nil }
        var reloadTargets: [ItemPath: ItemPath] = [:]
        for path in reloads {
            let section = shift(path.section, deletes: sectionDeletes, inserts: sectionInserts)
            let row = shift(path.item, deletes: deletes.filter { $0.section == path.section }.map(\.item),
                            inserts: inserts.filter { $0.section == section }.map(\.item))
            reloadTargets[path] = ItemPath(section: section, item: row)
        }
        if hasDuplicates(inserts + reloadTargets.values + moves.map(\.to)) { return nil }
        if (inserts + reloadTargets.values + moves.map(\.to)).contains(where: { $0.section < 0 || $0.section >= newSectionCount }) {
            return nil
        }
        let rowOldUseSet = Set(rowOldUses)
        var rows: [[Row]] = []
        for (newSection, section) in sections.enumerated() {
            guard case .old(let oldSection) = section else {
                rows.append((0..<freshRows(newSection)).map { _ in fresh() })
                continue
            }
            var placed: [Int: Row] = [:]
            for path in inserts where path.section == newSection { placed[path.item] = fresh() }
            for target in reloadTargets.values where target.section == newSection { placed[target.item] = fresh() }
            for move in moves where move.to.section == newSection { placed[move.to.item] = .old(move.from) }
            var stay = (0..<oldCounts[oldSection]).map { ItemPath(section: oldSection, item: $0) }
                .filter { !rowOldUseSet.contains($0) }.map(Row.old)[...]
            let count = stay.count + placed.count
            if placed.keys.contains(where: { $0 < 0 || $0 >= count }) { return nil }
            rows.append((0..<count).map { placed[$0] ?? stay.removeFirst() })
        }
        var sectionTargets: [Int: Int] = [:]
        for (source, target) in zip(sectionReloads, sectionReloadTargets) { sectionTargets[source] = target }
        let survivingReconfigures = reconfigures.filter { !Set(deletes + reloads).contains($0) }
        return Outcome(sections: sections, rows: rows, reloadTargets: reloadTargets,
                       sectionReloadTargets: sectionTargets, reconfigured: survivingReconfigures)
    }
}

/// One recordable call, for enumerating and shuffling batches.
enum UpdateCall: Hashable, CustomStringConvertible {
    case deleteSection(Int)
    case insertSection(Int)
    case reloadSection(Int)
    case moveSection(Int, Int)
    case deleteRow(ItemPath)
    case insertRow(ItemPath)
    case reloadRow(ItemPath)
    case moveItem(ItemPath, ItemPath)
    case reconfigureRow(ItemPath)

    func record(into update: inout BatchUpdate) {
        switch self {
        case .deleteSection(let s): update.deleteSections(IndexSet(integer: s))
        case .insertSection(let s): update.insertSections(IndexSet(integer: s))
        case .reloadSection(let s): update.reloadSections(IndexSet(integer: s))
        case .moveSection(let a, let b): update.moveSection(a, to: b)
        case .deleteRow(let p): update.deleteItems([p])
        case .insertRow(let p): update.insertItems([p])
        case .reloadRow(let p): update.reloadItems([p])
        case .moveItem(let a, let b): update.moveItem(a, to: b)
        case .reconfigureRow(let p): update.reconfigureItems([p])
        }
    }

    static func batch(_ calls: [UpdateCall]) -> BatchUpdate {
        var update = BatchUpdate()
        for call in calls { call.record(into: &update) }
        return update
    }

    var description: String {
        switch self {
        case .deleteSection(let s): "deleteSection(\(s))"
        case .insertSection(let s): "insertSection(\(s))"
        case .reloadSection(let s): "reloadSection(\(s))"
        case .moveSection(let a, let b): "moveSection(\(a) → \(b))"
        case .deleteRow(let p): "deleteRow(\(p))"
        case .insertRow(let p): "insertRow(\(p))"
        case .reloadRow(let p): "reloadRow(\(p))"
        case .moveItem(let a, let b): "moveItem(\(a) → \(b))"
        case .reconfigureRow(let p): "reconfigureRow(\(p))"
        }
    }
}

/// Checks a plan's mapping against the naive outcome at every old and new path and section;
/// returns the first disagreement.
func mappingDisagreement(_ mapping: UpdateMapping, _ outcome: ReferenceBatch.Outcome, oldCounts: [Int]) -> String? {
    for section in oldCounts.indices {
        if mapping.newSection(forOld: section) != outcome.newSection(forOld: section) {
            return "newSection(forOld: \(section)) = \(String(describing: mapping.newSection(forOld: section))), expected \(String(describing: outcome.newSection(forOld: section)))"
        }
        if mapping.newSection(forReloaded: section) != outcome.sectionReloadTargets[section] {
            return "newSection(forReloaded: \(section)) = \(String(describing: mapping.newSection(forReloaded: section)))"
        }
        for row in 0..<oldCounts[section] {
            let path = ItemPath(section: section, item: row)
            let expected = outcome.newPath(forOld: path)
            if mapping.newPath(forOld: path) != expected {
                return "newPath(forOld: \(path)) = \(String(describing: mapping.newPath(forOld: path))), expected \(String(describing: expected))"
            }
            if mapping.newPath(forReloaded: path) != outcome.reloadTargets[path] {
                return "newPath(forReloaded: \(path)) = \(String(describing: mapping.newPath(forReloaded: path))), expected \(String(describing: outcome.reloadTargets[path]))"
            }
        }
    }
    for (section, rows) in outcome.rows.enumerated() {
        if mapping.oldSection(forNew: section) != outcome.oldSection(forNew: section) {
            return "oldSection(forNew: \(section)) = \(String(describing: mapping.oldSection(forNew: section))), expected \(String(describing: outcome.oldSection(forNew: section)))"
        }
        for row in rows.indices {
            let path = ItemPath(section: section, item: row)
            let expected = outcome.oldPath(forNew: path)
            if mapping.oldPath(forNew: path) != expected {
                return "oldPath(forNew: \(path)) = \(String(describing: mapping.oldPath(forNew: path))), expected \(String(describing: expected))"
            }
        }
    }
    return nil
}
