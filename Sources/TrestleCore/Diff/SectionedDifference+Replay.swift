extension SectionedDifference {
    /// Applies the batch to `old` the way UIKit applies batch updates, taking inserted and
    /// reloaded content from `new`, and returns the result (which equals `new` when the batch is
    /// right) or describes why the batch cannot apply.
    ///
    /// This is the reference model tests replay diffs against: sections and rows that are neither
    /// deleted nor moved keep their order and fill, in order, the slots that inserts, reload
    /// targets and move targets leave free (<doc:TrestleCore/UIKitBehavior#Index-spaces>).
    package func replay<SectionID: Hashable, ItemID: Hashable>(
        _ old: SectionedIdentifiers<SectionID, ItemID>,
        takingInsertsFrom new: SectionedIdentifiers<SectionID, ItemID>
    ) -> Result<SectionedIdentifiers<SectionID, ItemID>, ReplayFailure> {
        if let failure = validationFailure(
            oldItemCounts: old.sections.indices.map(old.itemCount(inSection:)),
            newItemCounts: new.sections.indices.map(new.itemCount(inSection:))) {
            return .failure(ReplayFailure(failure))
        }
        // Reloads and reconfigures name one item before and after.
        func item(_ list: SectionedIdentifiers<SectionID, ItemID>, _ path: ItemPath) -> ItemID {
            list.items[list.sectionStarts[path.section] + path.item]
        }
        for pair in itemReloads + itemReconfigures where item(old, pair.old) != item(new, pair.new) {
            return .failure(ReplayFailure("reload or reconfigure \(pair) names two different items"))
        }
        // Sections: inserted and reloaded ones come from `new`, moved ones from `old`, and the
        // remaining old sections fill the free slots in order.
        // Each new slot holds its old section, or -1 when it comes from `new`.
        var slots = [Int?](repeating: nil, count: new.sections.count)
        for index in sectionInserts { slots[index] = -1 }
        for reload in sectionReloads { slots[reload.new] = -1 }
        for move in sectionMoves { slots[move.new] = move.old }
        let gone = Set(sectionDeletes).union(sectionMoves.map(\.old)).union(sectionReloads.map(\.old))
        var free = 0
        for section in old.sections.indices where !gone.contains(section) {
            while slots[free] != nil { free += 1 }
            slots[free] = section
        }

        let deletedItems = Set(itemDeletes).union(itemMoves.map(\.old)).union(itemReloads.map(\.old))
        var placed: [ItemPath: ItemID] = [:]
        for path in itemInserts { placed[path] = new.items[new.sectionStarts[path.section] + path.item] }
        for reload in itemReloads {
            placed[reload.new] = new.items[new.sectionStarts[reload.new.section] + reload.new.item]
        }
        for move in itemMoves { placed[move.new] = old.items[old.sectionStarts[move.old.section] + move.old.item] }

        var sections: [SectionID] = []
        var items: [ItemID] = []
        var starts = [0]
        for (newSection, origin) in slots.enumerated() {
            let oldSection = origin!
            if oldSection < 0 {
                sections.append(new.sections[newSection])
                items.append(contentsOf: new.items(inSection: newSection))
            } else {
                sections.append(old.sections[oldSection])
                var survivors = old.items(inSection: oldSection).enumerated()
                    .filter { !deletedItems.contains(ItemPath(section: oldSection, item: $0.offset)) }
                    .map(\.element)[...]
                let count = new.itemCount(inSection: newSection)
                for row in 0..<count {
                    if let item = placed[ItemPath(section: newSection, item: row)] {
                        items.append(item)
                    } else if let item = survivors.popFirst() {
                        items.append(item)
                    } else {
                        return .failure(ReplayFailure("section \(newSection) runs out of rows at row \(row)"))
                    }
                }
                if !survivors.isEmpty {
                    return .failure(ReplayFailure("section \(newSection) has \(survivors.count) rows left over"))
                }
            }
            starts.append(items.count)
        }
        return .success(SectionedIdentifiers(sections: sections, items: items, sectionStarts: starts))
    }
}

/// Why a batch could not be replayed.
package struct ReplayFailure: Error, CustomStringConvertible, Equatable {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
