/// The changes that turn one list of sections into another, as one batch a table can apply.
///
/// Everything is in the index spaces of UIKit's batch updates
/// (<doc:TrestleCore/UIKitBehavior#Index-spaces>): deletes and reload sources in the **old** space,
/// inserts in the **new** space, moves from old to new. There are no staged passes; a table applies the
/// whole value in one `performBatchUpdates`.
///
/// Sections are matched by identifier, then items by identifier across all sections, so an item
/// may move to another section. The batch follows UIKit's rules for sections that come and go:
/// - items of a deleted (or reloaded) section are not listed; one that survives elsewhere is
///   inserted there, since a row cannot move out of a deleted section;
/// - items of an inserted (or reloaded) section are not listed; one that was elsewhere is deleted
///   there, since a row cannot move into an inserted section;
/// - a reloaded section that moves, or a reloaded item that moves, becomes a delete plus an insert;
/// - moves are minimal: sections by a longest increasing subsequence of the surviving sections,
///   items by one per pair of matched sections; moving into another section is always a move.
///
/// Items may change inside a moved section; the rows that stay keep their order inside it.
///
/// Identifiers are matched as ``IdentifierDiff`` matches them: by position where the sides line
/// up, by hash elsewhere; repeats are treated the same way.
///
/// - Complexity: O(n) comparisons plus O(c) expected hashing for the c items that changed, plus
///   O(m log m) for the m items out of order; a section whose items are unchanged costs one
///   comparison per item, or O(1) when both sides share storage.
public struct SectionedDifference: Hashable, Sendable {
    /// Old section indices removed, ascending.
    public var sectionDeletes: [Int]
    /// New section indices inserted, ascending.
    public var sectionInserts: [Int]
    /// Sections that move, old index to new, by ascending new index.
    public var sectionMoves: [IndexPair<Int>]
    /// Sections marked for reloading that stay in place, old index and new index.
    public var sectionReloads: [IndexPair<Int>]
    /// Old index paths of items removed, ascending.
    public var itemDeletes: [ItemPath]
    /// New index paths of items inserted, ascending.
    public var itemInserts: [ItemPath]
    /// Items that move, old path to new, by ascending new path.
    public var itemMoves: [IndexPair<ItemPath>]
    /// Items marked for reloading that stay in place: the old path UIKit's `reloadRows` takes and
    /// the new path the row ends at, by ascending new path.
    public var itemReloads: [IndexPair<ItemPath>]
    /// Surviving items marked for reconfiguring: old path and new path, by ascending new path.
    /// Their cells stay; a table configures them again, before the batch by old path or after it
    /// by new path.
    public var itemReconfigures: [IndexPair<ItemPath>]

    /// Creates a difference from its parts.
    public init(sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [IndexPair<Int>] = [],
                sectionReloads: [IndexPair<Int>] = [], itemDeletes: [ItemPath] = [], itemInserts: [ItemPath] = [],
                itemMoves: [IndexPair<ItemPath>] = [], itemReloads: [IndexPair<ItemPath>] = [],
                itemReconfigures: [IndexPair<ItemPath>] = []) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
        self.itemReconfigures = itemReconfigures
    }

    /// Computes the batch that turns `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: the sections and their items before.
    ///   - new: the sections and their items after.
    ///   - reloadingSections: new indices of sections to reload.
    ///   - reloadingItems: new flat indices (across all sections) of items to reload.
    ///   - reconfiguringItems: new flat indices of items to reconfigure.
    ///   - validatingUniqueness: whether to hash every identifier first and reject any repeat.
    /// - Throws: ``DuplicateIdentifierError`` when an identifier the diff has to look up occurs
    ///   twice on one side (see ``IdentifierDiff``), or, when validating, any identifier does.
    @inlinable
    public init<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedIdentifiers<SectionID, ItemID>,
        to new: SectionedIdentifiers<SectionID, ItemID>,
        reloadingSections: [Int] = [],
        reloadingItems: [Int] = [],
        reconfiguringItems: [Int] = [],
        validatingUniqueness: Bool = false
    ) throws(DuplicateIdentifierError) {
        if validatingUniqueness {
            let repeated = old.sections.withUnsafeBufferPointer { oldSections in
                new.sections.withUnsafeBufferPointer { newSections in
                    IdentifierMatching.requireUnique(old: oldSections, new: newSections, kind: .section)
                }
            } ?? old.items.withUnsafeBufferPointer { oldItems in
                new.items.withUnsafeBufferPointer { newItems in
                    IdentifierMatching.requireUnique(old: oldItems, new: newItems, kind: .item)
                }
            }
            if let repeated { throw repeated }
        }
        let sectionResult = old.sections.withUnsafeBufferPointer { oldSections in
            new.sections.withUnsafeBufferPointer { newSections in
                IdentifierMatching.match(
                    old: oldSections, new: newSections,
                    spans: [MatchedSpan(old: 0..<oldSections.count, new: 0..<newSections.count)],
                    kind: .section)
            }
        }
        var sectionMatching: IdentifierMatching
        switch sectionResult {
        case .failure(let error): throw error
        case .success(let matching): sectionMatching = matching
        }
        let sections = sectionMatching.finish(newCount: new.sections.count, reloading: reloadingSections, reconfiguring: [])
        let spans = Self.itemSpans(sections: sectionMatching, reloads: sections.reloads,
                                   oldStarts: old.sectionStarts, newStarts: new.sectionStarts)
        let itemResult = old.items.withUnsafeBufferPointer { oldItems in
            new.items.withUnsafeBufferPointer { newItems in
                IdentifierMatching.match(old: oldItems, new: newItems, spans: spans, kind: .item)
            }
        }
        var itemMatching: IdentifierMatching
        switch itemResult {
        case .failure(let error): throw error
        case .success(let matching): itemMatching = matching
        }
        let items = itemMatching.finish(newCount: new.items.count, reloading: reloadingItems, reconfiguring: reconfiguringItems)
        self.init(sections: sections, items: items, oldStarts: old.sectionStarts, newStarts: new.sectionStarts)
    }

    /// Whether the difference changes nothing.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty
    }

    /// Whether the batch changes the sections or rows (anything but reloads and reconfigures).
    public var changesStructure: Bool {
        !sectionDeletes.isEmpty || !sectionInserts.isEmpty || !sectionMoves.isEmpty
            || !itemDeletes.isEmpty || !itemInserts.isEmpty || !itemMoves.isEmpty
    }

    /// The pairs of sections whose items are matched: every new section with an old counterpart
    /// that is not reloaded, in new order.
    @usableFromInline
    static func itemSpans(sections: IdentifierMatching, reloads: [IndexPair<Int>],
                          oldStarts: [Int], newStarts: [Int]) -> [MatchedSpan] {
        let reloaded = Set(reloads.map(\.new))
        var spans: [MatchedSpan] = []
        spans.reserveCapacity(newStarts.count - 1)
        for newSection in 0..<(newStarts.count - 1) where !reloaded.contains(newSection) {
            guard let oldSection = sections.oldIndex(ofNew: newSection) else { continue }
            let old = oldStarts[oldSection]..<oldStarts[oldSection + 1]
            let new = newStarts[newSection]..<newStarts[newSection + 1]
            if old.isEmpty && new.isEmpty { continue }
            spans.append(MatchedSpan(old: old, new: new))
        }
        return spans
    }

    /// Converts flat item indices to index paths.
    @usableFromInline
    init(sections: RawDifference, items: RawDifference, oldStarts: [Int], newStarts: [Int]) {
        var old = SectionLocator(starts: oldStarts)
        var new = SectionLocator(starts: newStarts)
        self.init(
            sectionDeletes: sections.deletes,
            sectionInserts: sections.inserts,
            sectionMoves: sections.moves,
            sectionReloads: sections.reloads,
            itemDeletes: items.deletes.map { old.path(for: $0) },
            itemInserts: items.inserts.map { new.path(for: $0) },
            itemMoves: items.moves.map { IndexPair(old: old.path(for: $0.old), new: new.path(for: $0.new)) },
            itemReloads: items.reloads.map { IndexPair(old: old.path(for: $0.old), new: new.path(for: $0.new)) },
            itemReconfigures: items.reconfigures.map { IndexPair(old: old.path(for: $0.old), new: new.path(for: $0.new)) })
    }
}

/// Finds the section of a flat item index: amortised O(1) for ascending queries, O(log s) otherwise.
struct SectionLocator {
    let starts: [Int]
    var section = 0

    init(starts: [Int]) {
        self.starts = starts
    }

    mutating func path(for index: Int) -> ItemPath {
        if index >= starts[section] {
            var steps = 0
            while starts[section + 1] <= index && steps < 8 {
                section += 1
                steps += 1
            }
            if starts[section + 1] > index { return ItemPath(section: section, item: index - starts[section]) }
        }
        // The last section starting at or before `index` (empty sections before it start there too).
        var low = 0, high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        section = low
        return ItemPath(section: section, item: index - starts[section])
    }
}
