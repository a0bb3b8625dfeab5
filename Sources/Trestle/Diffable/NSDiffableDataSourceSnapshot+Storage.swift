import TrestleCore

/// The primitive edits every snapshot operation is built from. Each keeps `sections`,
/// `sectionStarts`, `items`, the section lookup and the item index in step; none reports anything.
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

    /// The position of `identifier` in `items`, or nil.
    ///
    /// - Complexity: O(1) expected: one hash, and an equality test per candidate whose hash tag
    ///   matches.
    @inlinable
    func position(ofItem identifier: ItemID) -> Int? {
        let items = items
        return itemIndex.find(hash: identifier.hashValue) { items[$0] == identifier }
    }

    /// Inserts items that are not in the snapshot at flat index `position`, at the end of or inside
    /// section `section`. Returns false, changing nothing, if one is already there or repeats.
    @inlinable
    mutating func insertNewItems(_ identifiers: [ItemID], at position: Int, inSection section: Int) -> Bool {
        if identifiers.isEmpty { return true }
        if position == items.count {
            guard appendNewItems(identifiers) else { return false }
        } else {
            guard insertNewItems(identifiers, inside: position) else { return false }
        }
        for index in (section + 1)..<sectionStarts.count { sectionStarts[index] += identifiers.count }
        return true
    }

    /// Appends items that are not in the snapshot to `items` and the index, or returns false,
    /// changing nothing.
    ///
    /// One hash and one probe per identifier on success: finding an item already there, or a
    /// repeat, is the insertion's own probe.
    @inlinable
    mutating func appendNewItems(_ identifiers: [ItemID]) -> Bool {
        let start = items.count
        itemIndex.reserveCapacity(start + identifiers.count)
        items.append(contentsOf: identifiers)
        let items = items
        for offset in identifiers.indices {
            let identifier = identifiers[offset]
            if itemIndex.insertReserved(hash: identifier.hashValue, position: start + offset, isElement: { items[$0] == identifier }) != nil {
                // Undo: the earlier identifiers were all new, including this one's first occurrence
                // when it repeats.
                for earlier in 0..<offset { itemIndex.remove(hash: identifiers[earlier].hashValue, position: start + earlier) }
                self.items.removeLast(identifiers.count)
                return false
            }
        }
        return true
    }

    /// Inserts items that are not in the snapshot into `items` at `position`, before its end, or
    /// returns false, changing nothing.
    @inlinable
    mutating func insertNewItems(_ identifiers: [ItemID], inside position: Int) -> Bool {
        let hashes = identifiers.map(\.hashValue)
        do {
            let items = items
            for offset in identifiers.indices {
                let identifier = identifiers[offset]
                if itemIndex.find(hash: hashes[offset], isElement: { items[$0] == identifier }) != nil { return false }
            }
        }
        shiftItemPositions(from: position) { $0 + identifiers.count }
        items.insert(contentsOf: identifiers, at: position)
        itemIndex.reserveCapacity(items.count)
        let items = items
        for offset in identifiers.indices {
            let identifier = identifiers[offset]
            if itemIndex.insert(hash: hashes[offset], position: position + offset, isElement: { items[$0] == identifier }) != nil {
                // A repeat among `identifiers` (callers refuse those first): put everything back.
                self.items.removeSubrange(position..<(position + identifiers.count))
                rebuildItemIndex()
                return false
            }
        }
        return true
    }

    /// Records in the index that every item from `first` on, but those at `removed` (ascending,
    /// already out of the index), moves to `newPosition(old)`, before `items` changes. Positions
    /// rise for all or fall for all; the order of the moves keeps every recorded position unique.
    ///
    /// A few moves rehash their items; many are done in one pass over the index's slots, which
    /// needs no hash.
    @inlinable
    mutating func shiftItemPositions(from first: Int, skipping removed: [Int] = [], to newPosition: (Int) -> Int) {
        guard first < items.count else { return }
        if (items.count - first) * 32 < itemIndex.slotCount {
            if removed.isEmpty && newPosition(first) > first {
                for old in (first..<items.count).reversed() {
                    itemIndex.move(hash: items[old].hashValue, from: old, to: newPosition(old))
                }
                return
            }
            var next = 0
            for old in first..<items.count {
                if next < removed.count && removed[next] == old {
                    next += 1
                    continue
                }
                let new = newPosition(old)
                if new != old { itemIndex.move(hash: items[old].hashValue, from: old, to: new) }
            }
        } else {
            itemIndex.movePositions { $0 < first ? $0 : newPosition($0) }
        }
    }

    /// Builds the item index again from `items`.
    @inlinable
    mutating func rebuildItemIndex() {
        var index = PositionIndex()
        index.reserveCapacity(items.count)
        let items = items
        for position in items.indices {
            let identifier = items[position]
            _ = index.insertReserved(hash: identifier.hashValue, position: position) { items[$0] == identifier }
        }
        itemIndex = index
    }

    /// Inserts `identifiers` where `destination` says (a flat index and its section, worked out on
    /// the snapshot as it is when called), moving those already in the snapshot there with UIKit's
    /// warning. Repeats in `identifiers` must have been refused already.
    @inlinable
    mutating func placeItems(_ identifiers: [ItemID], at destination: (Self) -> (position: Int, section: Int)) {
        let (position, section) = destination(self)
        if insertNewItems(identifiers, at: position, inSection: section) { return }
        let existing = identifiers.filter { self.position(ofItem: $0) != nil }
        TrestleDiagnostics.handler(DiffableMessages.itemsAlreadyExist(existing))
        removeItems(atSorted: existing.map { self.position(ofItem: $0)! }.sorted())
        let (newPosition, newSection) = destination(self)
        let inserted = insertNewItems(identifiers, at: newPosition, inSection: newSection)
        assert(inserted, "snapshot: items still present after moving them out")
    }

    /// Removes the items at the given flat indices (ascending, no repeats).
    @inlinable
    mutating func removeItems(atSorted positions: [Int]) {
        guard let first = positions.first else { return }
        for position in positions { itemIndex.remove(hash: items[position].hashValue, position: position) }
        // Each item after the first removed moves back by the number removed before it.
        shiftItemPositions(from: first, skipping: positions) { $0 - Self.count(of: positions, below: $0) }
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
    }

    /// The number of members of ascending `sorted` below `value`.
    @inlinable
    static func count(of sorted: [Int], below value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
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
    mutating func reindexSections(from start: Int) {
        for index in start..<sections.count { sectionLookup[sections[index]] = index }
    }

    /// Drops reload and reconfigure marks of identifiers no longer in the snapshot.
    @inlinable
    mutating func dropStaleMarks() {
        let snapshot = self
        reloadedItems.removeAll { snapshot.position(ofItem: $0) == nil }
        reconfiguredItems.removeAll { snapshot.position(ofItem: $0) == nil }
        reloadedSections.removeAll { sectionLookup[$0] == nil }
    }
}
