import Foundation
import TrestleTesting
@testable import TrestleCore

/// Random batches that are valid by construction: the new table is chosen first (rows stay,
/// leave, are reloaded or move; new rows and sections are placed at random), and the calls are
/// read off it, then shuffled and split into several calls.
enum RandomBatches {
    static func counts(sections: ClosedRange<Int>, rows: ClosedRange<Int>,
                       using rng: inout SeededRandomNumberGenerator) -> [Int] {
        (0..<Int.random(in: sections, using: &rng)).map { _ in Int.random(in: rows, using: &rng) }
    }

    /// `k` distinct random elements of `range` (or all of it when it is smaller).
    static func sample(_ k: Int, from range: Range<Int>, using rng: inout SeededRandomNumberGenerator) -> [Int] {
        Array(Array(range).shuffled(using: &rng).prefix(k))
    }

    /// A valid batch on a table with `oldCounts`. `churn` is the chance of each row or section
    /// changing.
    static func batch(oldCounts: [Int], churn: Double, maxInsertsPerSection: Int,
                      using rng: inout SeededRandomNumberGenerator) -> [UpdateCall] {
        var calls: [UpdateCall] = []
        let oldSectionCount = oldCounts.count
        func roll() -> Bool { Double.random(in: 0..<1, using: &rng) < churn }

        // Sections: each stays, is deleted, reloaded or moved.
        var deletes: [Int] = [], reloads: [Int] = [], moves: [Int] = []
        for section in 0..<oldSectionCount where roll() {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: deletes.append(section)
            case 1: reloads.append(section)
            default: moves.append(section)
            }
        }
        let insertCount = Int.random(in: 0...(roll() ? 2 : 0), using: &rng)
        let newSectionCount = oldSectionCount - deletes.count + insertCount
        let inserts = sample(insertCount, from: 0..<newSectionCount, using: &rng)
        let reloadTargets = reloads.map { ReferenceBatch.shift($0, deletes: deletes, inserts: inserts) }
        var free = (0..<newSectionCount).filter { !inserts.contains($0) && !reloadTargets.contains($0) }.shuffled(using: &rng)
        var sectionMoveTargets: [Int: Int] = [:]
        for section in moves { sectionMoveTargets[section] = free.removeLast() }
        free.sort()
        // The new index of every old section that keeps its rows.
        var home: [Int: Int] = sectionMoveTargets
        let staying = (0..<oldSectionCount).filter { !deletes.contains($0) && !reloads.contains($0) && !moves.contains($0) }
        for (section, target) in zip(staying, free) { home[section] = target }
        calls += deletes.map(UpdateCall.deleteSection) + inserts.map(UpdateCall.insertSection)
            + reloads.map(UpdateCall.reloadSection) + moves.map { UpdateCall.moveSection($0, sectionMoveTargets[$0]!) }

        // Rows of surviving sections: each stays, is deleted, reloaded or moved (anywhere).
        let survivors = home.keys.sorted()
        var staysIn: [Int: Int] = [:]          // new section → staying rows
        var movedInto: [Int: [ItemPath]] = [:]   // new section → moved rows' old paths
        var reloadsInto: [Int: [ItemPath]] = [:] // new section → reloaded rows' old paths
        var rowDeletes: [ItemPath] = []
        for section in survivors {
            let newSection = home[section]!
            staysIn[newSection, default: 0] += 0
            for row in 0..<oldCounts[section] {
                let path = ItemPath(section: section, item: row)
                guard roll() else {
                    staysIn[newSection, default: 0] += 1
                    continue
                }
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    rowDeletes.append(path)
                case 1 where ReferenceBatch.shift(section, deletes: deletes, inserts: inserts) == newSection:
                    // Reloads only where UIKit's shift agrees with the section map (moves ignored).
                    reloadsInto[newSection, default: []].append(path)
                case 1:
                    staysIn[newSection, default: 0] += 1
                default:
                    movedInto[survivors.map { home[$0]! }.randomElement(using: &rng)!, default: []].append(path)
                }
            }
        }
        calls += rowDeletes.map(UpdateCall.deleteRow)
        for newSection in staysIn.keys.sorted() {
            let oldSection = home.first { $0.value == newSection }!.key
            let moved = movedInto[newSection] ?? []
            var reloaded = reloadsInto[newSection] ?? []
            let insertCount = Int.random(in: 0...maxInsertsPerSection, using: &rng)
            let count = staysIn[newSection]! + moved.count + reloaded.count + insertCount
            let rowInserts = sample(insertCount, from: 0..<count, using: &rng)
            let sectionDeletes = rowDeletes.filter { $0.section == oldSection }.map(\.item)
            var targets: [Int] = []
            var keptReloads: [ItemPath] = []
            for path in reloaded {
                // UIKit would place a reload beyond the section's end (moves out are not counted):
                // keep such a row unchanged instead; the section's count is the same either way.
                let target = ReferenceBatch.shift(path.item, deletes: sectionDeletes, inserts: rowInserts)
                if target < count {
                    targets.append(target)
                    keptReloads.append(path)
                }
            }
            reloaded = keptReloads
            calls += rowInserts.map { UpdateCall.insertRow(ItemPath(section: newSection, item: $0)) }
            calls += reloaded.map(UpdateCall.reloadRow)
            var freeRows = (0..<count).filter { !rowInserts.contains($0) && !targets.contains($0) }.shuffled(using: &rng)
            for path in moved {
                calls.append(.moveItem(path, ItemPath(section: newSection, item: freeRows.removeLast())))
            }
        }
        for section in survivors where oldCounts[section] > 0 && roll() {
            calls.append(.reconfigureRow(ItemPath(section: section, item: Int.random(in: 0..<oldCounts[section], using: &rng))))
        }
        return calls.shuffled(using: &rng)
    }

    /// Records `calls` in a few calls of several paths each, as an app might.
    static func record(_ calls: [UpdateCall], using rng: inout SeededRandomNumberGenerator) -> BatchUpdate {
        var update = BatchUpdate()
        var deletes: [ItemPath] = [], inserts: [ItemPath] = [], reloads: [ItemPath] = []
        for call in calls {
            switch call {
            case .deleteRow(let p) where Bool.random(using: &rng): deletes.append(p)
            case .insertRow(let p) where Bool.random(using: &rng): inserts.append(p)
            case .reloadRow(let p) where Bool.random(using: &rng): reloads.append(p)
            default: call.record(into: &update)
            }
        }
        update.deleteItems(deletes)
        update.insertItems(inserts)
        update.reloadItems(reloads)
        return update
    }
}
