import Foundation
import TrestleCore

/// The state of a diffable data source: an ordered list of sections, each with an ordered list of
/// items, all named by identifiers.
///
/// As in UIKit, item identifiers are unique across the snapshot and section identifiers are
/// unique; ``indexOfItem(_:)`` counts across all sections. Build a snapshot, then apply it to a
/// diffable data source, which diffs it against the one shown and animates the changes.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Trail.ID>()
/// snapshot.appendSections([.nearby, .saved])
/// snapshot.appendItems(nearby.map(\.id), toSection: .nearby)
/// snapshot.appendItems(saved.map(\.id))           // to the last section
/// snapshot.reconfigureItems([edited.id])
/// ```
///
/// Misuse is reported with UIKit's messages through ``TrestleDiagnostics`` (UIKit raises
/// `NSInternalInconsistencyException`); by default the call then changes nothing and the app goes
/// on, and in strict mode it traps.
///
/// Items are stored flat, section after section, with a hash index from identifier to position
/// kept in step (a `PositionIndex`: one word per item, no copy of the identifiers), so lookups by
/// identifier are O(1) and appending to the last section is O(1) amortised per item. Inserting, deleting or moving in the middle shifts the items after the change and
/// re-indexes them, O(n) as in UIKit's ordered sets.
///
/// - Note: Trestle's snapshot is `Equatable` (sections and items, not reload marks), matching the
///   Objective-C class's `-isEqual:`.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias SectionID = SectionIdentifierType
    @usableFromInline typealias ItemID = ItemIdentifierType

    /// Section identifiers, in order.
    @usableFromInline var sections: [SectionID] = []
    /// Each section's index in `sections`.
    @usableFromInline var sectionLookup: [SectionID: Int] = [:]
    /// Every item, section after section.
    @usableFromInline var items: [ItemID] = []
    /// Where each section starts in `items`, plus `items.count`: section `s` holds
    /// `items[sectionStarts[s]..<sectionStarts[s + 1]]`.
    @usableFromInline var sectionStarts: [Int] = [0]
    /// Each item's index in `items`.
    @usableFromInline var itemIndex = PositionIndex()

    @usableFromInline var reloadedItems = IdentifierMarks<ItemID>()
    @usableFromInline var reconfiguredItems = IdentifierMarks<ItemID>()
    @usableFromInline var reloadedSections = IdentifierMarks<SectionID>()

    /// Creates an empty snapshot.
    @inlinable
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    @inlinable
    public var numberOfItems: Int { items.count }

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section after section.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] { items }

    /// The number of items in `identifier`'s section.
    ///
    /// An unknown section is reported, as UIKit raises, and counts 0.
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let section = sectionLookup[identifier] else {
            TrestleDiagnostics.report(DiffableMessages.sectionNotFound)
            return 0
        }
        return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The item identifiers of `identifier`'s section, in order.
    ///
    /// An unknown section is reported, as UIKit (iOS 14 and later) raises, and has no items.
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let section = sectionLookup[identifier] else {
            TrestleDiagnostics.report(DiffableMessages.sectionNotFound)
            return []
        }
        return Array(items[sectionStarts[section]..<sectionStarts[section + 1]])
    }

    /// The section holding `identifier`, or nil if the snapshot does not contain it.
    ///
    /// - Complexity: O(log s) for s sections.
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let index = position(ofItem: identifier) else { return nil }
        return sections[section(ofItemAt: index)]
    }

    /// The index of `identifier` counted across all sections, or nil if absent.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        position(ofItem: identifier)
    }

    /// The index of section `identifier`, or nil if absent.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionLookup[identifier]
    }

    // MARK: Marks

    /// The items marked with ``reloadItems(_:)``, in the order marked.
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.identifiers }

    /// The items marked with ``reconfigureItems(_:)``, in the order marked.
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.identifiers }

    /// The sections marked with ``reloadSections(_:)``, in the order marked.
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.identifiers }

    // MARK: Internals

    /// The section holding the item at flat index `index`: the last section starting at or before
    /// it (empty sections before it start there too).
    @inlinable
    func section(ofItemAt index: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The snapshot's contents in the diff's terms.
    @inlinable
    package var sectionedIdentifiers: SectionedIdentifiers<SectionIdentifierType, ItemIdentifierType> {
        SectionedIdentifiers(sections: sections, items: items, sectionStarts: sectionStarts)
    }

    /// Checks that the lookups and section starts describe the contents.
    ///
    /// - Complexity: O(n).
    public func checkInvariants() {
        precondition(sectionStarts.count == sections.count + 1 && sectionStarts.first == 0
                     && sectionStarts.last == items.count, "snapshot: section starts do not describe the items")
        precondition(zip(sectionStarts, sectionStarts.dropFirst()).allSatisfy { $0 <= $1 },
                     "snapshot: a section ends before it starts")
        precondition(sectionLookup.count == sections.count && sections.indices.allSatisfy { sectionLookup[sections[$0]] == $0 },
                     "snapshot: the section lookup is out of step")
        itemIndex.checkInvariants()
        precondition(itemIndex.count == items.count && items.indices.allSatisfy { position(ofItem: items[$0]) == $0 },
                     "snapshot: the item index is out of step")
    }

    /// Runs ``checkInvariants()`` when Trestle is built with `TRESTLE_INTERNAL_CHECKS` (decided
    /// here, not in the inlining client).
    @usableFromInline
    func checkInvariantsIfEnabled() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}

extension NSDiffableDataSourceSnapshot: Equatable {
    /// Whether both snapshots hold the same sections with the same items, in the same order.
    /// Reload and reconfigure marks are not compared, as in UIKit.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.sectionStarts == rhs.sectionStarts && lhs.items == rhs.items
    }
}

/// Identifiers marked for reloading or reconfiguring: kept in the order marked, each once.
@usableFromInline
struct IdentifierMarks<Identifier: Hashable & Sendable>: Sendable {
    @usableFromInline var identifiers: [Identifier] = []
    @usableFromInline var members: Set<Identifier> = []

    @inlinable init() {}

    @inlinable var isEmpty: Bool { identifiers.isEmpty }

    @inlinable func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }

    @inlinable
    mutating func insert(contentsOf new: [Identifier]) {
        for identifier in new where members.insert(identifier).inserted {
            identifiers.append(identifier)
        }
    }

    /// Drops the marks for which `isGone` holds (identifiers deleted from the snapshot).
    @inlinable
    mutating func removeAll(where isGone: (Identifier) -> Bool) {
        guard !identifiers.isEmpty else { return }
        identifiers.removeAll(where: isGone)
        members = Set(identifiers)
    }

    @inlinable
    mutating func removeAll() {
        identifiers = []
        members = []
    }
}
