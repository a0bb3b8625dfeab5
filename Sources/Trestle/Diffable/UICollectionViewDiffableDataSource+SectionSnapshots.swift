import Foundation
import TrestleCore

extension UICollectionViewDiffableDataSource {
    /// What happens when the user expands or collapses an item of a section shown from a section
    /// snapshot: UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    ///
    /// When the user expands an item the data source asks ``shouldExpandItem``, then calls
    /// ``willExpandItem``, then asks ``snapshotForExpandingParent`` for the item's children, and
    /// applies the section snapshot with the item expanded; collapsing asks
    /// ``shouldCollapseItem``, calls ``willCollapseItem`` and applies.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand; `nil` (the default) means every item may.
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// Called just before the item expands.
        public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether the item may collapse; `nil` (the default) means every item may.
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// Called just before the item collapses.
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// The children an expanding item shows: called with the item and a section snapshot of
        /// its present children (``NSDiffableDataSourceSectionSnapshot/snapshot(of:includingParent:)``),
        /// it returns the section snapshot that replaces them — for loading children lazily.
        /// `nil` (the default) keeps the children.
        public var snapshotForExpandingParent: (@MainActor (Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Creates handlers that let every item expand and collapse.
        public init() {}
    }

    /// Shows `snapshot`'s visible items in `section` — appending the section when the data source
    /// has none such — and keeps `snapshot` as the section's outline.
    ///
    /// The data source's snapshot changes only in that section, and the collection view by the
    /// difference, as one batch update: expanding a parent inserts exactly its newly visible
    /// descendants. Section snapshots of other sections stay, unless `snapshot` took items from
    /// them (which moves them, with UIKit's warning).
    ///
    /// - Complexity: O(n) for the n items of the data source, as ``apply(_:animatingDifferences:completion:)``.
    func applySectionSnapshot(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                              animatingDifferences: Bool, completion: (() -> Void)?) {
        // Section snapshots that changes from elsewhere made stale go first: marking this
        // revision checked below must not keep them.
        if outlines.checkedRevision != driver.currentRevision { dropStaleSectionSnapshots() }
        var updated = driver.current
        updated.replaceItems(inSection: section, with: snapshot.visibleItems)
        let expectedCount = driver.current.numberOfItems - driver.numberOfItems(inSection: driver.index(for: section) ?? -1)
            + snapshot.visibleItems.count
        // The outline is in place before the batch runs: cells made during it (an animated apply
        // lays out) read their level and expansion from it. The view's snapshot already shows
        // its visible items when they ask, so it is not taken for stale.
        outlines.snapshots[section] = snapshot
        driver.apply(updated, animatingDifferences: animatingDifferences, completion: completion)
        outlines.snapshots[section] = snapshot
        if updated.numberOfItems == expectedCount {
            // No item came from another section, so the others show what they did.
            outlines.checkedRevision = driver.currentRevision
        } else {
            dropStaleSectionSnapshots()
        }
        // Cells that stay on screen (an item just expanded or collapsed) show their new state,
        // as UIKit's disclosures turn when a section snapshot is applied.
        (driver.target as? CollectionTarget)?.collectionView?.updateVisibleListCellOutlineStates()
    }

    /// The section snapshot `section` is shown from, or a flat one of its items; an empty one for
    /// a section the data source does not have.
    ///
    /// - Note: What UIKit answers for a section it does not have is not recorded; Trestle answers
    ///   an empty section snapshot without a report, so reading, editing and applying a section
    ///   not shown yet works.
    func sectionSnapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outline(of: section) { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        guard driver.index(for: section) != nil else { return flat }
        flat.append(driver.current.itemIdentifiers(inSection: section))
        return flat
    }

    /// The section snapshot `section` is shown from, or nil when it is not an outline.
    func outline(of section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>? {
        if outlines.checkedRevision != driver.currentRevision { dropStaleSectionSnapshots() }
        return outlines.snapshots[section]
    }

    /// Drops the section snapshots of sections that no longer show exactly their visible items.
    func dropStaleSectionSnapshots() {
        outlines.dropStale(in: driver.current, revision: driver.currentRevision)
    }
}
