extension NSDiffableDataSourceSnapshot {
    /// Replaces the items of section `identifier` with `identifiers` — appending the section
    /// when it is absent — and drops the reload and reconfigure marks: what a collection view's
    /// data source shows after a section snapshot is applied to that section.
    ///
    /// Items found in another section move here with UIKit's warning, as with ``appendItems(_:toSection:)``.
    ///
    /// - Complexity: O(n). When the items the section starts and ends with that stay outnumber
    ///   the others, they are kept where they are and only the changed run is hashed.
    package mutating func replaceItems(inSection identifier: SectionIdentifierType, with identifiers: [ItemIdentifierType]) {
        removeMarks()
        if sectionLookup[identifier] == nil { insertNewSections([identifier], at: sections.count) }
        let section = sectionLookup[identifier]!
        let start = sectionStarts[section], end = sectionStarts[section + 1]
        // The unchanged head and tail of the section (expanding or collapsing changes a run
        // between them).
        let common = min(end - start, identifiers.count)
        var head = 0
        while head < common && items[start + head] == identifiers[head] { head += 1 }
        var tail = 0
        while tail < common - head && items[end - 1 - tail] == identifiers[identifiers.count - 1 - tail] { tail += 1 }
        // Keeping them pays when they outnumber the items inserted (each costs two probes inside
        // the list, against one when appended).
        if head + tail < identifiers.count - head - tail { head = 0; tail = 0 }
        removeItems(atSorted: Array((start + head)..<(end - tail)))
        let middle = Array(identifiers[head..<(identifiers.count - tail)])
        if !insertNewItems(middle, at: start + head, inSection: section) {
            // Some are elsewhere in the snapshot (or repeat): start the section afresh, moving them.
            removeItems(atSorted: Array(sectionStarts[section]..<sectionStarts[section + 1]))
            appendItems(identifiers, toSection: identifier)
        }
        checkInvariantsIfEnabled()
    }

    /// Whether section `identifier` holds exactly `identifiers`, in order.
    package func section(_ identifier: SectionIdentifierType, holds identifiers: [ItemIdentifierType]) -> Bool {
        guard let section = sectionLookup[identifier] else { return false }
        return items[sectionStarts[section]..<sectionStarts[section + 1]].elementsEqual(identifiers)
    }
}
