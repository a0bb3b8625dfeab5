import TrestleCore

extension NSDiffableDataSourceSnapshot {
    /// The batch update that turns a table showing `old` into one showing this snapshot, with this
    /// snapshot's reload and reconfigure marks: what a diffable data source's `apply` performs.
    ///
    /// The result is in the table's index spaces (deletes and reload sources old, inserts new,
    /// moves old to new) and passes ``SectionedDifference/validationFailure(oldItemCounts:newItemCounts:)``:
    /// no old slot or new slot is named twice. Reloaded items and sections that move are deleted and
    /// inserted instead; marks on inserted items are dropped (they get new cells anyway).
    ///
    /// A snapshot never holds repeated identifiers, so the diff cannot meet any unless an
    /// identifier type's `Hashable` conformance is inconsistent. Then UIKit's message is reported
    /// and the batch replaces every section.
    ///
    /// - Complexity: O(n) comparisons plus O(c) expected hashing for the c items that changed; O(s)
    ///   when both snapshots share their storage (a snapshot compared with an unmodified copy).
    @inlinable
    package func difference(from old: Self) -> SectionedDifference {
        let reloadingSections = reloadedSections.identifiers.compactMap { sectionLookup[$0] }
        let reloadingItems = reloadedItems.identifiers.compactMap { position(ofItem: $0) }
        let reconfiguringItems = reconfiguredItems.identifiers.compactMap { position(ofItem: $0) }
        do {
            return try SectionedDifference(from: old.sectionedIdentifiers, to: sectionedIdentifiers,
                                           reloadingSections: reloadingSections, reloadingItems: reloadingItems,
                                           reconfiguringItems: reconfiguringItems)
        } catch {
            let message: String
            switch (error.side, error.kind) {
            case (.old, .section):
                message = DiffableMessages.identifiersNotUnique(kind: "section", old.sections[error.firstIndex], old.sections[error.duplicateIndex])
            case (.new, .section):
                message = DiffableMessages.identifiersNotUnique(kind: "section", sections[error.firstIndex], sections[error.duplicateIndex])
            case (.old, .item):
                message = DiffableMessages.identifiersNotUnique(kind: "item", old.items[error.firstIndex], old.items[error.duplicateIndex])
            case (.new, .item):
                message = DiffableMessages.identifiersNotUnique(kind: "item", items[error.firstIndex], items[error.duplicateIndex])
            }
            TrestleDiagnostics.report(message)
            return SectionedDifference(sectionDeletes: Array(old.sections.indices), sectionInserts: Array(sections.indices))
        }
    }
}
