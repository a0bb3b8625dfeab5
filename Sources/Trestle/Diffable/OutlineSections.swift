/// The section snapshots a collection view's diffable data source shows sections from, and the
/// revision of the data source's snapshot they were last checked against.
///
/// A section snapshot is kept only while its section shows exactly its visible items. The data
/// source checks that after every change it makes on the main actor, and again whenever the
/// snapshot's revision moved on without it (an update applied from another executor), before
/// answering from a section snapshot.
struct OutlineSections<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Each outline section's section snapshot.
    var snapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    /// The revision of the data source's snapshot the section snapshots were checked against.
    var checkedRevision = 0

    /// Drops the section snapshots whose sections do not show exactly their visible items in
    /// `snapshot` (sections gone, or whose items changed), and records `revision` as checked.
    ///
    /// - Complexity: O(n) for the items of the outline sections.
    mutating func dropStale(in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, revision: Int) {
        if !snapshots.isEmpty {
            snapshots = snapshots.filter { section, outline in snapshot.section(section, holds: outline.visibleItems) }
        }
        checkedRevision = revision
    }
}
