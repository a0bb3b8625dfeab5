extension NSDiffableDataSourceSnapshot {
    /// Adds items to the end of a section: `identifier`'s, or the last section when nil.
    ///
    /// Items already in the snapshot are moved here, with UIKit's warning (iOS 15 behaviour).
    /// Reported, changing nothing: repeats in `identifiers`; no sections at all ("There are
    /// currently no sections in the data source. Please add a section first."); an unknown section.
    ///
    /// - Complexity: O(k) amortised for k new items appended to the last section; otherwise O(n)
    ///   for the items after the insertion point.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil) {
        guard let section = appendTarget(identifiers, identifier) else { return }
        let end = sectionStarts[section + 1]
        if insertNewItems(identifiers, at: end, inSection: section) {
            checkInvariantsIfEnabled()
            return
        }
        // Slow path: repeats, or items already in the snapshot.
        if Self.reportRepeats(in: identifiers, kind: "item") { return }
        placeItems(identifiers) { snapshot in
            let section = identifier.flatMap { snapshot.sectionLookup[$0] } ?? snapshot.sections.count - 1
            return (snapshot.sectionStarts[section + 1], section)
        }
        checkInvariantsIfEnabled()
    }

    /// The section `appendItems` adds to, or nil after reporting why there is none.
    @inlinable
    func appendTarget(_ identifiers: [ItemIdentifierType], _ identifier: SectionIdentifierType?) -> Int? {
        if sections.isEmpty {
            if !Self.reportRepeats(in: identifiers, kind: "item") {
                TrestleDiagnostics.report(DiffableMessages.noSections)
            }
            return nil
        }
        guard let identifier else { return sections.count - 1 }
        guard let section = sectionLookup[identifier] else {
            if !Self.reportRepeats(in: identifiers, kind: "item") {
                TrestleDiagnostics.report(DiffableMessages.parameterNotSatisfying("section != NSNotFound"))
            }
            return nil
        }
        return section
    }

    /// Inserts items into `beforeIdentifier`'s section, just before it.
    ///
    /// Items already in the snapshot are moved here, with UIKit's warning. Reported, changing
    /// nothing: repeats in `identifiers`; `beforeIdentifier` among them; `beforeIdentifier` not in
    /// the snapshot.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: beforeIdentifier, after: false)
    }

    /// Inserts items into `afterIdentifier`'s section, just after it.
    ///
    /// Items already in the snapshot are moved here, with UIKit's warning. Reported, changing
    /// nothing: repeats in `identifiers`; `afterIdentifier` among them; `afterIdentifier` not in
    /// the snapshot.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: afterIdentifier, after: true)
    }

    @inlinable
    mutating func insertItems(_ identifiers: [ItemIdentifierType], next destination: ItemIdentifierType, after: Bool) {
        if Self.reportRepeats(in: identifiers, kind: "item") { return }
        if identifiers.contains(destination) {
            TrestleDiagnostics.report(DiffableMessages.insertionDestinationInList(destination, identifiers: identifiers))
            return
        }
        guard position(ofItem: destination) != nil else {
            TrestleDiagnostics.report(DiffableMessages.parameterNotSatisfying("section != NSNotFound"))
            return
        }
        placeItems(identifiers) { snapshot in
            let index = snapshot.position(ofItem: destination)!
            return (after ? index + 1 : index, snapshot.section(ofItemAt: index))
        }
        checkInvariantsIfEnabled()
    }

    /// Removes items; identifiers not in the snapshot are ignored, as in UIKit. Repeats in
    /// `identifiers` are reported and change nothing.
    ///
    /// - Complexity: O(n) for the items after the first one removed.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var positions: [Int] = []
        positions.reserveCapacity(identifiers.count)
        var absent: [ItemIdentifierType] = []
        for identifier in identifiers {
            if let index = position(ofItem: identifier) { positions.append(index) } else { absent.append(identifier) }
        }
        positions.sort()
        let repeatsPresent = zip(positions, positions.dropFirst()).contains { $0 == $1 }
        if repeatsPresent || absent.count > 1, Self.reportRepeats(in: identifiers, kind: "item") { return }
        removeItems(atSorted: positions)
        dropStaleMarks()
        checkInvariantsIfEnabled()
    }

    /// Removes every item and every section, as UIKit's `deleteAllItems` does.
    @inlinable
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item just before another, into that one's section.
    ///
    /// Reported, changing nothing: the item moved next to itself; `identifier` not in the
    /// snapshot (`fromIndex != NSNotFound`); `toIdentifier` not in it (`toIndex != NSNotFound`).
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: false)
    }

    /// Moves an item just after another, into that one's section.
    ///
    /// Reported, changing nothing: the item moved next to itself; `identifier` not in the
    /// snapshot (`fromIndex != NSNotFound`); `toIdentifier` not in it (`toIndex != NSNotFound`).
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: true)
    }

    @inlinable
    mutating func moveItem(_ identifier: ItemIdentifierType, next destination: ItemIdentifierType, after: Bool) {
        if identifier == destination {
            TrestleDiagnostics.report(DiffableMessages.itemMoveOntoItself(destination))
            return
        }
        guard let from = position(ofItem: identifier) else {
            TrestleDiagnostics.report(DiffableMessages.parameterNotSatisfying("fromIndex != NSNotFound"))
            return
        }
        guard position(ofItem: destination) != nil else {
            TrestleDiagnostics.report(DiffableMessages.parameterNotSatisfying("toIndex != NSNotFound"))
            return
        }
        removeItems(atSorted: [from])
        let index = position(ofItem: destination)!
        let inserted = insertNewItems([identifier], at: after ? index + 1 : index, inSection: section(ofItemAt: index))
        assert(inserted, "snapshot: a moved item is still present")
        checkInvariantsIfEnabled()
    }
}
