/// Where every section and row of a table goes in a batch update, and where every new one came
/// from — to remap selection, focus, visible cells, measured heights and the scroll anchor.
///
/// The mapping never stores anything per row. Rows that are deleted, reloaded or moved, and rows
/// that are inserted, reloaded or moved in, are listed per section; every other row keeps its
/// order, so the k-th staying row of an old section is the k-th row of its new section that was
/// not placed explicitly. Sections work the same way. A ten-million-row table with k changes costs
/// O(k) memory, and every query is a dictionary look-up plus binary searches: O(log k).
///
/// A reloaded row (or section) maps to `nil` both ways, like a deleted one: its replacement is a
/// new row. ``newPath(forReloaded:)`` tells where the replacement went.
public struct UpdateMapping: Sendable {
    /// The section and row counts before the update.
    public let oldSectionCounts: [Int]
    /// The section and row counts after the update.
    public let newSectionCounts: [Int]

    /// Old sections that leave their place: deleted, reloaded or moved.
    let removedSections: SortedIndexSet
    /// New sections placed explicitly: inserted, reloaded or moved in.
    let placedSections: SortedIndexSet
    let sectionMoveTargets: [Int: Int]
    let sectionMoveSources: [Int: Int]
    let sectionReloadTargets: [Int: Int]

    /// Per old section, the rows that leave their place: deleted, reloaded or moved.
    let removedRows: [Int: SortedIndexSet]
    /// Per new section, the rows placed explicitly: inserted, reloaded or moved in.
    let placedRows: [Int: SortedIndexSet]
    let rowMoveTargets: [ItemPath: ItemPath]
    let rowMoveSources: [ItemPath: ItemPath]
    let rowReloadTargets: [ItemPath: ItemPath]

    /// The mapping of an update that changes nothing.
    public init(identityFor sectionCounts: [Int]) {
        self.init(oldSectionCounts: sectionCounts, newSectionCounts: sectionCounts,
                  removedSections: .empty, placedSections: .empty,
                  sectionMoveTargets: [:], sectionMoveSources: [:], sectionReloadTargets: [:],
                  removedRows: [:], placedRows: [:], rowMoveTargets: [:], rowMoveSources: [:], rowReloadTargets: [:])
    }

    init(oldSectionCounts: [Int], newSectionCounts: [Int],
         removedSections: SortedIndexSet, placedSections: SortedIndexSet,
         sectionMoveTargets: [Int: Int], sectionMoveSources: [Int: Int], sectionReloadTargets: [Int: Int],
         removedRows: [Int: SortedIndexSet], placedRows: [Int: SortedIndexSet],
         rowMoveTargets: [ItemPath: ItemPath], rowMoveSources: [ItemPath: ItemPath], rowReloadTargets: [ItemPath: ItemPath]) {
        self.oldSectionCounts = oldSectionCounts
        self.newSectionCounts = newSectionCounts
        self.removedSections = removedSections
        self.placedSections = placedSections
        self.sectionMoveTargets = sectionMoveTargets
        self.sectionMoveSources = sectionMoveSources
        self.sectionReloadTargets = sectionReloadTargets
        self.removedRows = removedRows
        self.placedRows = placedRows
        self.rowMoveTargets = rowMoveTargets
        self.rowMoveSources = rowMoveSources
        self.rowReloadTargets = rowReloadTargets
    }

    /// Whether every section and row keeps its index.
    public var isIdentity: Bool {
        removedSections.isEmpty && placedSections.isEmpty && removedRows.isEmpty && placedRows.isEmpty
    }

    // MARK: Sections

    /// The new index of old section `section`, or `nil` when it was deleted or reloaded.
    ///
    /// - Complexity: O(log k) for k changed sections.
    public func newSection(forOld section: Int) -> Int? {
        requireOldSection(section, "newSection(forOld:)")
        if removedSections.contains(section) { return sectionMoveTargets[section] }
        return staysSectionTarget(section)
    }

    /// The old index of new section `section`, or `nil` when it was inserted or is a reload's
    /// replacement.
    ///
    /// - Complexity: O(log k) for k changed sections.
    public func oldSection(forNew section: Int) -> Int? {
        requireNewSection(section, "oldSection(forNew:)")
        if placedSections.contains(section) { return sectionMoveSources[section] }
        return removedSections.gap(section - placedSections.rank(section))
    }

    /// The new index of the section that replaces reloaded old section `section`, or `nil` when it
    /// was not reloaded.
    public func newSection(forReloaded section: Int) -> Int? {
        sectionReloadTargets[section]
    }

    /// The new index of old section `section`, known not to have been removed.
    func staysSectionTarget(_ section: Int) -> Int {
        placedSections.gap(section - removedSections.rank(section))
    }

    /// Whether old section `section` keeps its place among the sections that are not moved.
    func sectionStays(_ section: Int) -> Bool {
        !removedSections.contains(section)
    }

    // MARK: Rows

    /// The new path of the row at old path `path`, or `nil` when it was deleted or reloaded
    /// (itself or with its section).
    ///
    /// - Complexity: O(log k) for k changes.
    public func newPath(forOld path: ItemPath) -> ItemPath? {
        requireOldRow(path, "newPath(forOld:)")
        let removed = removedRows[path.section] ?? .empty
        if removed.contains(path.item) { return rowMoveTargets[path] }
        guard let section = newSection(forOld: path.section) else { return nil }
        return ItemPath(section: section, item: stayingRowTarget(path.item - removed.rank(path.item), inNewSection: section))
    }

    /// The old path of the row at new path `path`, or `nil` when it was inserted or replaces a
    /// reloaded row (itself or with its section).
    ///
    /// - Complexity: O(log k) for k changes.
    public func oldPath(forNew path: ItemPath) -> ItemPath? {
        requireNewRow(path, "oldPath(forNew:)")
        let placed = placedRows[path.section] ?? .empty
        if placed.contains(path.item) { return rowMoveSources[path] }
        guard let section = oldSection(forNew: path.section) else { return nil }
        let removed = removedRows[section] ?? .empty
        return ItemPath(section: section, item: removed.gap(path.item - placed.rank(path.item)))
    }

    /// The new path of the row that replaces reloaded old row `path`, or `nil` when it was not
    /// reloaded. (Rows of a reloaded section have no replacement of their own; use
    /// ``newSection(forReloaded:)``.)
    public func newPath(forReloaded path: ItemPath) -> ItemPath? {
        rowReloadTargets[path]
    }

    /// The new row of the `k`-th staying row of the old section that became `section`.
    func stayingRowTarget(_ k: Int, inNewSection section: Int) -> Int {
        (placedRows[section] ?? .empty).gap(k)
    }

    /// Whether old row `path` stays in place among its section's unmoved rows (it is not
    /// deleted, reloaded or moved).
    func rowStays(_ path: ItemPath) -> Bool {
        !(removedRows[path.section] ?? .empty).contains(path.item)
    }

    // MARK: Preconditions

    private func requireOldSection(_ section: Int, _ caller: String) {
        engineRequire(section >= 0 && section < oldSectionCounts.count,
                      "UpdateMapping.\(caller): old section \(section) out of range \(describeRange(oldSectionCounts.count))")
    }

    private func requireNewSection(_ section: Int, _ caller: String) {
        engineRequire(section >= 0 && section < newSectionCounts.count,
                      "UpdateMapping.\(caller): new section \(section) out of range \(describeRange(newSectionCounts.count))")
    }

    private func requireOldRow(_ path: ItemPath, _ caller: String) {
        requireOldSection(path.section, caller)
        let rows = oldSectionCounts[path.section]
        engineRequire(path.item >= 0 && path.item < rows,
                      "UpdateMapping.\(caller): old row \(path.item) out of range \(describeRange(rows)) in section \(path.section)")
    }

    private func requireNewRow(_ path: ItemPath, _ caller: String) {
        requireNewSection(path.section, caller)
        let rows = newSectionCounts[path.section]
        engineRequire(path.item >= 0 && path.item < rows,
                      "UpdateMapping.\(caller): new row \(path.item) out of range \(describeRange(rows)) in section \(path.section)")
    }
}

extension UpdateMapping {
    /// Puts per-section values in their new order: staying and moved sections keep their old
    /// values; inserted and reloaded sections get `make(newIndex)`, called in ascending order.
    ///
    /// `old` is emptied first, so each value moves into the result uniquely referenced (a value
    /// with copy-on-write storage still shared would be copied whole on its next change).
    ///
    /// - Complexity: O(sections).
    func rearranged<Value>(_ old: inout [Value], make: (Int) -> Value) -> [Value] {
        var oldValues: [Value] = []
        swap(&oldValues, &old)
        var result: [Value] = []
        result.reserveCapacity(newSectionCounts.count)
        let placed = placedSections.members
        let removed = removedSections.members
        var nextPlaced = 0
        var nextRemoved = 0
        var nextOld = 0
        for section in 0..<newSectionCounts.count {
            if nextPlaced < placed.count && placed[nextPlaced] == section {
                nextPlaced += 1
                if let source = sectionMoveSources[section] {
                    result.append(oldValues[source])
                } else {
                    result.append(make(section))
                }
            } else {
                while nextRemoved < removed.count && removed[nextRemoved] == nextOld {
                    nextRemoved += 1
                    nextOld += 1
                }
                result.append(oldValues[nextOld])
                nextOld += 1
            }
        }
        return result
    }
}
