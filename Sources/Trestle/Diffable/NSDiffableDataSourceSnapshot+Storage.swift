/// The primitive edits every snapshot operation is built from. Each keeps `sections`,
/// `sectionStarts`, `items` and both lookups in step; none reports anything.
extension NSDiffableDataSourceSnapshot {
    /// The identifiers that occur more than once in `identifiers`, each once, in the order their
    /// repeats are found.
    @inlinable
    static func repeats<Identifier: Hashable>(in identifiers: [Identifier]) -> [Identifier] {
        if identifiers.count < 2 { return [] }
        var seen = Set<Identifier>(minimumCapacity: identifiers.count)
        var reported = Set<Identifier>()
        var repeated: [Identifier] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { repeated.append(identifier) }
        }
        return repeated
    }

    /// Reports UIKit's message for repeats inside an argument, and returns whether there were any.
    @inlinable
    static func reportRepeats<Identifier: Hashable>(in identifiers: [Identifier], kind: String) -> Bool {
        let repeated = repeats(in: identifiers)
        if repeated.isEmpty { return false }
        TrestleDiagnostics.report(DiffableMessages.notUnique(kind: kind, duplicates: repeated))
        return true
    }

    /// Records `identifiers` in the item lookup at `position`, `position + 1`, …, if none is in
    /// the snapshot already and none repeats; otherwise leaves the lookup as it was.
    ///
    /// One hash per identifier on success: the check and the insertion are the same lookup.
    @inlinable
    mutating func claimItems(_ identifiers: [ItemID], at position: Int) -> Bool {
        for offset in identifiers.indices {
            let identifier = identifiers[offset]
            if let previous = itemLookup.updateValue(position + offset, forKey: identifier) {
                // Undo: the earlier identifiers were all new (or this one would have failed
                // sooner), including this one's first occurrence when it repeats.
                itemLookup[identifier] = previous
                for earlier in identifiers[..<offset] { itemLookup.removeValue(forKey: earlier) }
                return false
            }
        }
        return true
    }

    /// Inserts items that are not in the snapshot at flat index `position`, at the end of or inside
    /// section `section`. Returns false, changing nothing, if one is already there or repeats.
    @inlinable
    mutating func insertNewItems(_ identifiers: [ItemID], at position: Int, inSection section: Int) -> Bool {
        if identifiers.isEmpty { return true }
        if identifiers.count > 16 { itemLookup.reserveCapacity(items.count + identifiers.count) }
        guard claimItems(identifiers, at: position) else { return false }
        if position == items.count {
            items.append(contentsOf: identifiers)
        } else {
            items.insert(contentsOf: identifiers, at: position)
            reindexItems(from: position + identifiers.count)
        }
        for index in (section + 1)..<sectionStarts.count { sectionStarts[index] += identifiers.count }
        return true
    }

    /// Inserts `identifiers` where `destination` says (a flat index and its section, worked out on
    /// the snapshot as it is when called), moving those already in the snapshot there with UIKit's
    /// warning. Repeats in `identifiers` must have been refused already.
    @inlinable
    mutating func placeItems(_ identifiers: [ItemID], at destination: (Self) -> (position: Int, section: Int)) {
        let (position, section) = destination(self)
        if insertNewItems(identifiers, at: position, inSection: section) { return }
        let existing = identifiers.filter { itemLookup[$0] != nil }
        TrestleDiagnostics.handler(DiffableMessages.itemsAlreadyExist(existing))
        removeItems(atSorted: existing.map { itemLookup[$0]! }.sorted())
        let (newPosition, newSection) = destination(self)
        let inserted = insertNewItems(identifiers, at: newPosition, inSection: newSection)
        assert(inserted, "snapshot: items still present after moving them out")
    }

    /// Removes the items at the given flat indices (ascending, no repeats).
    @inlinable
    mutating func removeItems(atSorted positions: [Int]) {
        guard let first = positions.first else { return }
        for position in positions { itemLookup.removeValue(forKey: items[position]) }
        var write = first, next = 0
        for read in first..<items.count {
            if next < positions.count && positions[next] == read {
                next += 1
                continue
            }
            items[write] = items[read]
            write += 1
        }
        items.removeLast(items.count - write)
        // Each section starts earlier by the number of removed items before its old start.
        var removed = 0
        for index in sectionStarts.indices {
            while removed < positions.count && positions[removed] < sectionStarts[index] { removed += 1 }
            sectionStarts[index] -= removed
        }
        reindexItems(from: first)
    }

    /// Inserts sections that are not in the snapshot, empty, at section index `index`.
    @inlinable
    mutating func insertNewSections(_ identifiers: [SectionID], at index: Int) {
        let start = sectionStarts[index]
        sections.insert(contentsOf: identifiers, at: index)
        sectionStarts.insert(contentsOf: repeatElement(start, count: identifiers.count), at: index)
        reindexSections(from: index)
    }

    /// Removes the sections at the given indices (ascending, no repeats) with their items.
    @inlinable
    mutating func removeSections(atSorted indices: [Int]) {
        guard let first = indices.first else { return }
        var positions: [Int] = []
        for index in indices { positions.append(contentsOf: sectionStarts[index]..<sectionStarts[index + 1]) }
        removeItems(atSorted: positions)
        for index in indices.reversed() {
            sectionLookup.removeValue(forKey: sections[index])
            sections.remove(at: index)
            sectionStarts.remove(at: index)  // now empty: its start equals the next one
        }
        reindexSections(from: first)
    }

    @inlinable
    mutating func reindexItems(from start: Int) {
        for index in start..<items.count { itemLookup[items[index]] = index }
    }

    @inlinable
    mutating func reindexSections(from start: Int) {
        for index in start..<sections.count { sectionLookup[sections[index]] = index }
    }

    /// Drops reload and reconfigure marks of identifiers no longer in the snapshot.
    @inlinable
    mutating func dropStaleMarks() {
        reloadedItems.removeAll { itemLookup[$0] == nil }
        reconfiguredItems.removeAll { itemLookup[$0] == nil }
        reloadedSections.removeAll { sectionLookup[$0] == nil }
    }
}
