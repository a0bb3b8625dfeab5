import Foundation
import TrestleCore

/// Items the user moves with the collection view's interactive movement.
extension UICollectionViewDiffableDataSource {
    /// The user moved the item at `source` to `destination` (the collection view shows it there
    /// already): the snapshot takes the move, outline sections follow, and the reordering
    /// handlers hear the transaction before and after.
    ///
    /// In a section shown from a section snapshot the item moves with its descendants, and
    /// becomes a sibling of the item shown just after its new place — so dropping it just below
    /// an expanded parent makes it that parent's first child — or the last root when nothing
    /// follows it. Its visible descendants, which the collection view left where they were, then
    /// follow it in one more batch update. When the item moves between an outline section and a
    /// flat one, the flat one becomes an outline of its items, so that the descendants keep a
    /// place.
    ///
    /// - Note: UIKit does not document where a moved item lands in an outline; the rule above is
    ///   Trestle's, chosen so that what the user sees after the drop is what they dropped.
    func reorderItem(at source: IndexPath, to destination: IndexPath) {
        guard source != destination, let item = itemIdentifier(for: source),
              let sourceSection = sectionIdentifier(for: source.section),
              let destinationSection = sectionIdentifier(for: destination.section),
              let moved = driver.snapshot(movingItemAt: source, to: destination) else { return }
        let initial = driver.current
        let sections = sourceSection == destinationSection ? [sourceSection] : [sourceSection, destinationSection]
        let initialOutlines = sections.map { outline(of: $0) }

        var final = moved
        var finalOutlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
        if initialOutlines.contains(where: { $0 != nil }) {
            var from = initialOutlines[0] ?? Self.flatSectionSnapshot(of: sourceSection, in: initial)
            let subtree = from.snapshot(of: item, includingParent: true)
            from.delete([item])
            var to = sections.count == 1 ? from : initialOutlines[1] ?? Self.flatSectionSnapshot(of: destinationSection, in: initial)
            // Before the first item shown after it that is not one of its own descendants.
            let shown = moved.itemIdentifiers(inSection: destinationSection)
            if let next = shown[(destination.item + 1)...].first(where: { to.contains($0) }) {
                to.insert(subtree, before: next)
            } else {
                to.append(subtree)
            }
            if sections.count == 2 { finalOutlines[sourceSection] = from }
            finalOutlines[destinationSection] = to
            for (section, outline) in finalOutlines { final.replaceItems(inSection: section, with: outline.visibleItems) }
        }

        let sectionTransactions = sections.indices.map { index in
            NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: sections[index],
                initialSnapshot: initialOutlines[index] ?? Self.flatSectionSnapshot(of: sections[index], in: initial),
                finalSnapshot: finalOutlines[sections[index]] ?? Self.flatSectionSnapshot(of: sections[index], in: final))
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final,
                                                          sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        driver.moveItem(at: source, to: destination)
        outlines.snapshots.merge(finalOutlines) { _, new in new }
        if final != driver.current {
            // Descendants the collection view left behind follow their parent.
            driver.apply(final, animatingDifferences: true, completion: nil)
        }
        outlines.checkedRevision = driver.currentRevision
        reorderingHandlers.didReorder?(transaction)
    }

    /// A flat section snapshot of the items of `section` in `snapshot`.
    static func flatSectionSnapshot(of section: SectionIdentifierType, in snapshot: Snapshot) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if snapshot.indexOfSection(section) != nil { flat.append(snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }
}
