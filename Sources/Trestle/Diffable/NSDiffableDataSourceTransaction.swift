/// A reorder a diffable data source took: the snapshots before and after, the difference between
/// their items, and a transaction for each section it changed (UIKit's
/// `NSDiffableDataSourceTransaction`).
///
/// The collection view's diffable data source hands one to its
/// ``UICollectionViewDiffableDataSource/ReorderingHandlers`` when the user moves an item. Update
/// the model from ``difference`` or ``finalSnapshot`` — or, for sections shown from section
/// snapshots, from each of ``sectionTransactions``.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change to the items, in their flat order across sections.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// A transaction for each section the reorder changed: the section the item left and, when
    /// it is another, the section it joined.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// Creates a transaction from the snapshots before and after a reorder, computing the
    /// difference of their items.
    public init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.sectionTransactions = sectionTransactions
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
    }
}

/// What a reorder did to one section: its section snapshot before and after, and the difference
/// between their items (UIKit's `NSDiffableDataSourceSectionTransaction`).
///
/// For a section shown from a section snapshot the snapshots are the stored ones, with every item
/// (expanded or not); for another section they are flat section snapshots of its items.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change to the section's ``NSDiffableDataSourceSectionSnapshot/items``, depth first.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// Creates a section transaction, computing the difference of the snapshots' items.
    public init(sectionIdentifier: SectionIdentifierType,
                initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.items.difference(from: initialSnapshot.items).inferringMoves()
    }
}
