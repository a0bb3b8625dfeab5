extension NSDiffableDataSourceSnapshot {
    /// Replaces the items of section `identifier` with `identifiers` — appending the section
    /// when it is absent — and drops the reload and reconfigure marks: what a collection view's
    /// data source shows after a section snapshot is applied to that section.
    ///
    /// Items found in another section move here with UIKit's warning, as with ``appendItems(_:toSection:)``.
    ///
    /// - Complexity: O(n).
    package mutating func replaceItems(inSection identifier: SectionIdentifierType, with identifiers: [ItemIdentifierType]) {
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
        if sectionLookup[identifier] == nil { insertNewSections([identifier], at: sections.count) }
        let section = sectionLookup[identifier]!
        removeItems(atSorted: Array(sectionStarts[section]..<sectionStarts[section + 1]))
        appendItems(identifiers, toSection: identifier)
        checkInvariantsIfEnabled()
    }

    /// Whether section `identifier` holds exactly `identifiers`, in order.
    package func section(_ identifier: SectionIdentifierType, holds identifiers: [ItemIdentifierType]) -> Bool {
        guard let section = sectionLookup[identifier] else { return false }
        return items[sectionStarts[section]..<sectionStarts[section + 1]].elementsEqual(identifiers)
    }
}
