import Foundation
import Synchronization
import TrestleCore

extension DiffableDriver {
    // MARK: Counts

    /// The number of sections in ``current``.
    package var numberOfSections: Int { current.sections.count }

    /// The number of items in `section` of ``current``; 0 for a section that does not exist.
    package func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0, section < current.sections.count else { return 0 }
        return current.sectionStarts[section + 1] - current.sectionStarts[section]
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or `nil` when there is none.
    ///
    /// - Complexity: O(1).
    package func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < current.sections.count, indexPath.item >= 0 else { return nil }
        let start = current.sectionStarts[indexPath.section]
        guard start + indexPath.item < current.sectionStarts[indexPath.section + 1] else { return nil }
        return current.items[start + indexPath.item]
    }

    /// Where `itemIdentifier` is, or `nil` when ``current`` does not contain it.
    ///
    /// - Complexity: O(log s) for s sections, after an O(1) expected hash lookup.
    package func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let position = current.position(ofItem: itemIdentifier) else { return nil }
        // The last section starting at or before the position (sectionStarts is sorted).
        var low = 0, high = current.sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if current.sectionStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: position - current.sectionStarts[low], section: low)
    }

    /// The section identifier at `index`, or `nil`.
    package func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sections.count ? current.sections[index] : nil
    }

    /// The index of `sectionIdentifier`, or `nil`.
    package func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionLookup[sectionIdentifier]
    }

    // MARK: Items the user moves

    /// The current snapshot with the item at `source` moved to `destination`, or `nil` when there
    /// is nothing to move.
    package func snapshot(movingItemAt source: IndexPath, to destination: IndexPath) -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>? {
        guard source != destination, let item = itemIdentifier(for: source),
              let section = sectionIdentifier(for: destination.section) else { return nil }
        var moved = current
        moved.deleteItems([item])
        let items = moved.itemIdentifiers(inSection: section)
        if destination.item < items.count {
            moved.insertItems([item], beforeItem: items[destination.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        return moved
    }

    /// The user moved the item at `source` to `destination`: the view has moved it already, and
    /// ``current`` follows — the item moves to its new place without another update, as UIKit's
    /// data sources do (UIKitBehavior § Reordering). Nothing happens when the two
    /// are the same or either does not exist.
    ///
    /// This is not a submission: an update on its way still arrives, and is diffed again from the
    /// moved snapshot.
    package func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard let moved = snapshot(movingItemAt: source, to: destination) else { return }
        current = moved
        let generation = currentGeneration
        currentRevision = submitted.withLock { submission in
            let revision = submission.newRevision()
            if submission.generation == generation {
                // Nothing on its way: the next update from elsewhere diffs against the moved list.
                submission.snapshot = moved
                submission.revision = revision
            }
            return revision
        }
        checkInvariantsIfEnabled()
    }
}
