extension SectionedDifference {
    /// Checks the batch against UIKit's batch-update rules
    /// (<doc:TrestleCore/UIKitBehavior#Processing-order>) for tables whose sections hold
    /// `oldItemCounts` rows before and `newItemCounts` after, and describes the first rule broken, or
    /// returns nil.
    ///
    /// The rules: every index in range; no old slot named twice among deletes, reload sources and
    /// move sources, and no new slot twice among inserts, reload targets and move targets (for
    /// sections and for rows); no row operation inside a deleted or reloaded old section, nor
    /// inside an inserted or reloaded new section; and the counts add up for every section that
    /// survives (rule 4).
    ///
    /// - Complexity: O(s + r) for s sections and r listed rows.
    public func validationFailure(oldItemCounts: [Int], newItemCounts: [Int]) -> String? {
        let oldSections = oldItemCounts.count, newSections = newItemCounts.count
        var oldSectionUse = [UInt8](repeating: 0, count: oldSections)  // 1 deleted, 2 moved, 3 reloaded
        var newSectionUse = [UInt8](repeating: 0, count: newSections)  // 1 inserted, 2 moved, 3 reloaded
        func claim(_ index: Int, _ kind: UInt8, in uses: inout [UInt8], _ space: String) -> String? {
            guard index >= 0 && index < uses.count else {
                return "section \(index) out of range \(describeRange(uses.count)) in the \(space) space"
            }
            guard uses[index] == 0 else { return "section \(index) named twice in the \(space) space" }
            uses[index] = kind
            return nil
        }
        for index in sectionDeletes { if let failure = claim(index, 1, in: &oldSectionUse, "old") { return failure } }
        for move in sectionMoves { if let failure = claim(move.old, 2, in: &oldSectionUse, "old") { return failure } }
        for reload in sectionReloads { if let failure = claim(reload.old, 3, in: &oldSectionUse, "old") { return failure } }
        for index in sectionInserts { if let failure = claim(index, 1, in: &newSectionUse, "new") { return failure } }
        for move in sectionMoves { if let failure = claim(move.new, 2, in: &newSectionUse, "new") { return failure } }
        for reload in sectionReloads { if let failure = claim(reload.new, 3, in: &newSectionUse, "new") { return failure } }
        if newSections != oldSections - sectionDeletes.count + sectionInserts.count {
            return "invalid number of sections: \(newSections) after, \(oldSections) before, \(sectionInserts.count) inserted, \(sectionDeletes.count) deleted"
        }

        // The section map: moves as listed, the other survivors fill the free new slots in order.
        var newOfOld = [Int](repeating: -1, count: oldSections)
        for move in sectionMoves { newOfOld[move.old] = move.new }
        var freeSlot = 0
        for section in 0..<oldSections where oldSectionUse[section] == 0 {
            while freeSlot < newSections && newSectionUse[freeSlot] != 0 { freeSlot += 1 }
            guard freeSlot < newSections else { return "no new slot left for old section \(section)" }
            newOfOld[section] = freeSlot
            freeSlot += 1
        }

        var oldRows = Set<ItemPath>(), newRows = Set<ItemPath>()
        var delta = [Int](repeating: 0, count: newSections)
        func claimOld(_ path: ItemPath, _ what: String) -> String? {
            guard path.section >= 0 && path.section < oldSections,
                  path.item >= 0 && path.item < oldItemCounts[path.section] else {
                return "attempt to \(what) row \(path.item) from section \(path.section), which is out of range before the update"
            }
            if oldSectionUse[path.section] == 1 || oldSectionUse[path.section] == 3 {
                return "attempt to \(what) row \(path) in a deleted or reloaded section"
            }
            guard oldRows.insert(path).inserted else { return "old index path \(path) used twice" }
            delta[newOfOld[path.section]] -= 1
            return nil
        }
        func claimNew(_ path: ItemPath, _ what: String) -> String? {
            guard path.section >= 0 && path.section < newSections,
                  path.item >= 0 && path.item < newItemCounts[path.section] else {
                return "attempt to \(what) row \(path.item) into section \(path.section), which is out of range after the update"
            }
            if newSectionUse[path.section] == 1 || newSectionUse[path.section] == 3 {
                return "attempt to \(what) row \(path) in an inserted or reloaded section"
            }
            guard newRows.insert(path).inserted else { return "new index path \(path) used twice" }
            delta[path.section] += 1
            return nil
        }
        for path in itemDeletes { if let failure = claimOld(path, "delete") { return failure } }
        for move in itemMoves { if let failure = claimOld(move.old, "move") { return failure } }
        for reload in itemReloads { if let failure = claimOld(reload.old, "reload") { return failure } }
        for path in itemInserts { if let failure = claimNew(path, "insert") { return failure } }
        for move in itemMoves { if let failure = claimNew(move.new, "move") { return failure } }
        for reload in itemReloads { if let failure = claimNew(reload.new, "reload") { return failure } }
        for reconfigure in itemReconfigures {
            let old = reconfigure.old, new = reconfigure.new
            guard old.section >= 0 && old.section < oldSections, old.item >= 0 && old.item < oldItemCounts[old.section],
                  new.section >= 0 && new.section < newSections, new.item >= 0 && new.item < newItemCounts[new.section] else {
                return "reconfigured row \(reconfigure) out of range"
            }
        }
        for section in 0..<oldSections where newOfOld[section] >= 0 {
            let target = newOfOld[section]
            if newItemCounts[target] != oldItemCounts[section] + delta[target] {
                return "invalid number of rows in section \(target): \(newItemCounts[target]) after, \(oldItemCounts[section]) before, \(delta[target]) net from inserts, deletes and moves"
            }
        }
        return nil
    }
}
