extension BatchUpdate {
    /// Checks the update with UIKit's rules (<doc:TrestleCore/UIKitBehavior#Batch-updates>) and returns
    /// the first broken one, or `nil` when the update can be applied.
    ///
    /// `oldSectionCounts` are the table's **cached** counts from before the update
    /// (<doc:TrestleCore/UIKitBehavior#The-before-baseline>); `newSectionCounts` are what the data
    /// source reports after it. Nothing is changed either way.
    ///
    /// Checks run in UIKit's order: section operations, then row operations (each: a delete and
    /// reload of the same index path; old index paths in range and not used twice; new index paths
    /// in range and not used twice), then the section count, then each existing section's row
    /// count. The first failure in that order, at the smallest index, is reported.
    ///
    /// - Complexity: O(k log k + sections) for k recorded operations; never O(rows).
    public func validate(oldSectionCounts: [Int], newSectionCounts: [Int], kind: ViewKind) -> BatchUpdateError? {
        do {
            _ = try plan(oldSectionCounts: oldSectionCounts, newSectionCounts: newSectionCounts, kind: kind)
            return nil
        } catch {
            return error
        }
    }

    /// Validates the update (see ``validate(oldSectionCounts:newSectionCounts:kind:)``) and
    /// normalises it into a plan with its index mapping.
    ///
    /// - Throws: The first broken rule, with UIKit's message.
    /// - Complexity: O(k log k + sections) for k recorded operations.
    public func plan(oldSectionCounts: [Int], newSectionCounts: [Int], kind: ViewKind) throws(BatchUpdateError) -> UpdatePlan {
        for (section, count) in oldSectionCounts.enumerated() {
            engineRequire(count >= 0, "BatchUpdate.plan: old section \(section) has a negative row count, \(count)")
        }
        for (section, count) in newSectionCounts.enumerated() {
            engineRequire(count >= 0, "BatchUpdate.plan: new section \(section) has a negative row count, \(count)")
        }
        var planner = UpdatePlanner(update: self, old: oldSectionCounts, new: newSectionCounts, kind: kind)
        return try planner.run()
    }
}

/// The steps of validation and normalisation, in UIKit's order
/// (<doc:TrestleCore/UIKitBehavior#Processing-order>).
private struct UpdatePlanner {
    let update: BatchUpdate
    let old: [Int]
    let new: [Int]
    let kind: BatchUpdate.ViewKind

    /// The row a section stands for in index-path messages.
    static let sectionRow = BatchUpdateError.sectionRow

    // Sections, after normalisation.
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [SectionMove] = []
    var sectionMoves: [SectionMove] = []
    /// Old sections deleted or reloaded: their rows' operations are dropped.
    var goneSections: Set<Int> = []
    /// New sections inserted or reloaded: their rows' operations are dropped.
    var freshSections: Set<Int> = []
    /// The section shift UIKit uses to place reloads: deletes and inserts only, moves ignored.
    var explicitSectionDeletes = SortedIndexSet.empty
    var explicitSectionInserts = SortedIndexSet.empty

    // Rows, after normalisation.
    var rowDeletes: [ItemPath] = []
    var rowInserts: [ItemPath] = []
    var rowReloadSources: [ItemPath] = []
    var rowReloads: [ItemMove] = []
    var rowMoves: [ItemMove] = []
    var reconfigures: [ItemPath] = []

    init(update: BatchUpdate, old: [Int], new: [Int], kind: BatchUpdate.ViewKind) {
        self.update = update
        self.old = old
        self.new = new
        self.kind = kind
    }

    func failure(_ reason: BatchUpdateError.Reason) -> BatchUpdateError {
        BatchUpdateError(reason, kind: kind)
    }

    static func sectionPath(_ section: Int) -> ItemPath {
        ItemPath(section: section, item: sectionRow)
    }

    mutating func run() throws(BatchUpdateError) -> UpdatePlan {
        try normaliseSections()
        try normaliseRows()
        try checkSectionCount()
        let mapping = try buildMappingCheckingRowCounts()
        let survivingReconfigures = reconfigures.compactMap { mapping.newPath(forOld: $0) }.sorted()
        return UpdatePlan(oldSectionCounts: old, newSectionCounts: new,
                          deletedSections: sectionDeletes, insertedSections: sectionInserts,
                          reloadedSections: sectionReloads, movedSections: sectionMoves,
                          deletedItems: rowDeletes, insertedItems: rowInserts,
                          reloadedItems: rowReloads, movedItems: rowMoves,
                          reconfiguredItems: survivingReconfigures, mapping: mapping)
    }

    // MARK: Sections

    mutating func normaliseSections() throws(BatchUpdateError) {
        let deletes = update.deletedSections.sorted()
        let inserts = update.insertedSections.sorted()
        // A section reloaded twice is reloaded once; an exact duplicate move is one move
        // (<doc:TrestleCore/UIKitBehavior#Processing-order>, step 5).
        let reloads = Array(Set(update.reloadedSections)).sorted()
        let moves = Array(Set(update.movedSections)).sorted()

        // Step 3: a reload that is also deleted.
        let deleteSet = Set(deletes)
        if let section = reloads.first(where: deleteSet.contains) {
            throw failure(.deleteAndReload(Self.sectionPath(section)))
        }

        // Step 4, old space: in range, and no section removed twice.
        let sectionCount = old.count
        if let section = (deletes + reloads).filter({ !(0..<sectionCount).contains($0) }).min() {
            throw failure(.deleteSectionOutOfRange(section: section, sectionCount: sectionCount))
        }
        if let move = moves.first(where: { !(0..<sectionCount).contains($0.from) }) {
            throw failure(.moveSectionSourceOutOfRange(section: move.from, sectionCount: sectionCount))
        }
        var oldUses = deletes.map { Use(index: $0, role: .delete, other: 0) }
        oldUses += reloads.map { Use(index: $0, role: .reload, other: 0) }
        oldUses += moves.map { Use(index: $0.from, role: .move, other: $0.to) }
        if let (first, second) = firstClash(oldUses) {
            switch (first.role, second.role) {
            case (.delete, .delete):
                throw failure(.duplicateSectionDelete(first.index))
            case (.move, .move):
                throw failure(.moveToTwoDestinations(source: Self.sectionPath(first.index),
                                                     first: Self.sectionPath(first.other), second: Self.sectionPath(second.other)))
            default:
                throw failure(.deleteAndMoveSection(first.index))
            }
        }

        // Step 3 again: where each reloaded section's replacement goes — shifted by deletes and
        // inserts, not by moves.
        explicitSectionDeletes = SortedIndexSet(sorted: uniqued(deletes))
        explicitSectionInserts = SortedIndexSet(sorted: uniqued(inserts))
        let reloadMoves = reloads.map { SectionMove(from: $0, to: shiftedSection($0)) }

        // Step 4, new space.
        let newCount = new.count
        if let section = (inserts + reloadMoves.map(\.to)).filter({ !(0..<newCount).contains($0) }).min() {
            throw failure(.insertSectionOutOfRange(section: section, sectionCount: newCount))
        }
        if let move = moves.first(where: { !(0..<newCount).contains($0.to) }) {
            throw failure(.moveSectionDestinationOutOfRange(section: move.from, destination: move.to, sectionCount: newCount))
        }
        var newUses = inserts.map { Use(index: $0, role: .delete, other: 0) }
        newUses += reloadMoves.map { Use(index: $0.to, role: .reload, other: $0.from) }
        newUses += moves.map { Use(index: $0.to, role: .move, other: $0.from) }
        if let (first, second) = firstClash(newUses) {
            switch (first.role, second.role) {
            case (.delete, .delete):
                throw failure(.duplicateSectionInsert(first.index))
            case (.move, .move):
                throw failure(.moveTwoSourcesToOne(first: Self.sectionPath(first.other), second: Self.sectionPath(second.other),
                                                   destination: Self.sectionPath(first.index)))
            default:
                throw failure(.insertAndMoveSection(first.index))
            }
        }

        sectionDeletes = deletes
        sectionInserts = inserts
        sectionReloads = reloadMoves
        sectionMoves = moves
        goneSections = Set(deletes).union(reloads)
        freshSections = Set(inserts).union(reloadMoves.map(\.to))
    }

    /// The new index UIKit gives a reloaded section's replacement, or the section of a reloaded
    /// row's replacement.
    func shiftedSection(_ section: Int) -> Int {
        explicitSectionInserts.gap(section - explicitSectionDeletes.rank(section))
    }

    // MARK: Rows

    mutating func normaliseRows() throws(BatchUpdateError) {
        var deletes = update.deletedItems.sorted()
        var inserts = update.insertedItems.sorted()
        var reloads = Array(Set(update.reloadedItems)).sorted()
        let moves = Array(Set(update.movedItems)).sorted()
        var reconfigures = Array(Set(update.reconfiguredItems)).sorted()

        // Step 3: a reload that is also deleted.
        if !reloads.isEmpty {
            let deleteSet = Set(deletes)
            if let path = reloads.first(where: deleteSet.contains) {
                throw failure(.deleteAndReload(path))
            }
        }

        // Step 4: operations inside deleted (or reloaded) sections and inserted (or reloaded)
        // sections are dropped; moves out of or into them are errors.
        deletes.removeAll { goneSections.contains($0.section) }
        reloads.removeAll { goneSections.contains($0.section) }
        reconfigures.removeAll { goneSections.contains($0.section) }
        inserts.removeAll { freshSections.contains($0.section) }
        if let move = moves.first(where: { goneSections.contains($0.from.section) }) {
            throw failure(.moveFromDeletedSection(move.from.section))
        }
        if let move = moves.first(where: { freshSections.contains($0.to.section) }) {
            throw failure(.moveIntoInsertedSection(move.to.section))
        }

        // Old space: in range, and no row removed twice.
        if let path = Self.firstOutside(deletes, reloads, isOld) {
            if path.section < 0 || path.section >= old.count {
                throw failure(.deleteRowSectionOutOfRange(path, sectionCount: old.count))
            }
            throw failure(.deleteRowOutOfRange(path, rowCount: old[path.section]))
        }
        if let move = moves.first(where: { !isOld($0.from) }) {
            if move.from.section < 0 || move.from.section >= old.count {
                throw failure(.moveRowSourceSectionOutOfRange(move.from, sectionCount: old.count))
            }
            throw failure(.moveRowSourceOutOfRange(move.from, rowCount: old[move.from.section]))
        }
        // Deletes alone (a diff's) are sorted: a repeat is two neighbours; otherwise every use of
        // an old row is sorted together to find two of one row.
        var oldUses: [PathUse] = []
        if reloads.isEmpty && moves.isEmpty {
            if let index = deletes.indices.dropFirst().first(where: { deletes[$0] == deletes[$0 - 1] }) {
                throw failure(.duplicateRowDelete(deletes[index]))
            }
        } else {
            oldUses = deletes.map { PathUse(path: $0, role: .delete, other: $0) }
            oldUses += reloads.map { PathUse(path: $0, role: .reload, other: $0) }
            oldUses += moves.map { PathUse(path: $0.from, role: .move, other: $0.to) }
        }
        if let (first, second) = firstClash(oldUses) {
            switch (first.role, second.role) {
            case (.delete, .delete):
                throw failure(.duplicateRowDelete(first.path))
            case (.move, .move):
                throw failure(.moveToTwoDestinations(source: first.path, first: first.other, second: second.other))
            default:
                // A reload and a move of one row is reported as a delete and a move (radar 33662307).
                throw failure(.deleteAndMove(first.path))
            }
        }

        // Step 3 again: where each reloaded row's replacement goes — shifted by the deletes in its
        // section and the inserts in the new section, not by moves.
        let deletesBySection = groupRows(deletes)
        let insertsBySection = groupRows(inserts)
        let reloadMoves = reloads.map { path -> ItemMove in
            let section = shiftedSection(path.section)
            let removed = deletesBySection[path.section] ?? .empty
            let added = insertsBySection[section] ?? .empty
            return ItemMove(from: path, to: ItemPath(section: section, item: added.gap(path.item - removed.rank(path.item))))
        }

        // New space: in range, and no row placed twice.
        if let path = Self.firstOutside(inserts, reloadMoves.map(\.to), isNew) {
            if path.section < 0 || path.section >= new.count {
                throw failure(.insertRowSectionOutOfRange(path, sectionCount: new.count))
            }
            throw failure(.insertRowOutOfRange(path, rowCount: new[path.section]))
        }
        if let move = moves.filter({ !isNew($0.to) }).min(by: { $0.to < $1.to }) {
            if move.to.section < 0 || move.to.section >= new.count {
                throw failure(.moveRowDestinationSectionOutOfRange(from: move.from, to: move.to, sectionCount: new.count))
            }
            throw failure(.moveRowDestinationOutOfRange(from: move.from, to: move.to, rowCount: new[move.to.section]))
        }
        var newUses: [PathUse] = []
        if reloadMoves.isEmpty && moves.isEmpty {
            if let index = inserts.indices.dropFirst().first(where: { inserts[$0] == inserts[$0 - 1] }) {
                throw failure(.duplicateRowInsert(inserts[index]))
            }
        } else {
            newUses = inserts.map { PathUse(path: $0, role: .delete, other: $0) }
            newUses += reloadMoves.map { PathUse(path: $0.to, role: .reload, other: $0.from) }
            newUses += moves.map { PathUse(path: $0.to, role: .move, other: $0.from) }
        }
        if let (first, second) = firstClash(newUses) {
            switch (first.role, second.role) {
            case (.delete, .delete):
                throw failure(.duplicateRowInsert(first.path))
            case (.move, .move):
                throw failure(.moveTwoSourcesToOne(first: first.other, second: second.other, destination: first.path))
            case (.reload, .move) where kind == .table:
                throw failure(.twoAnimationsForCell(first.path))
            default:
                throw failure(.insertAndMove(first.path))
            }
        }

        // Reconfigures change nothing, but must name existing rows.
        if let path = reconfigures.first(where: { !isOld($0) }) {
            if path.section < 0 || path.section >= old.count {
                throw failure(.reconfigureRowSectionOutOfRange(path, sectionCount: old.count))
            }
            throw failure(.reconfigureRowOutOfRange(path, rowCount: old[path.section]))
        }

        rowDeletes = deletes
        rowInserts = inserts
        rowReloads = reloadMoves
        rowMoves = moves
        self.reconfigures = reconfigures
    }

    /// The least path of `first` and `second` that `isInside` refuses, without joining them.
    static func firstOutside(_ first: [ItemPath], _ second: [ItemPath], _ isInside: (ItemPath) -> Bool) -> ItemPath? {
        var least: ItemPath?
        for path in first where !isInside(path) { least = least.map { Swift.min($0, path) } ?? path }
        for path in second where !isInside(path) { least = least.map { Swift.min($0, path) } ?? path }
        return least
    }

    func isOld(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < old.count && path.item >= 0 && path.item < old[path.section]
    }

    func isNew(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < new.count && path.item >= 0 && path.item < new[path.section]
    }

    // MARK: Counts

    /// Step 6: the section count. Reloaded sections count as inserted and deleted.
    func checkSectionCount() throws(BatchUpdateError) {
        let inserted = sectionInserts.count + sectionReloads.count
        let deleted = sectionDeletes.count + sectionReloads.count
        if new.count != old.count + inserted - deleted {
            throw failure(.invalidSectionCount(after: new.count, before: old.count, inserted: inserted, deleted: deleted))
        }
    }

    /// Step 5 and 6: builds the section map, checks every existing section's row count (in new
    /// section order, reporting the new index), and builds the row map.
    func buildMappingCheckingRowCounts() throws(BatchUpdateError) -> UpdateMapping {
        var sectionMoveTargets: [Int: Int] = [:]
        var sectionMoveSources: [Int: Int] = [:]
        for move in sectionMoves {
            sectionMoveTargets[move.from] = move.to
            sectionMoveSources[move.to] = move.from
        }
        var sectionReloadTargets: [Int: Int] = [:]
        for reload in sectionReloads { sectionReloadTargets[reload.from] = reload.to }
        let removedSections = SortedIndexSet(sorted: (sectionDeletes + sectionReloads.map(\.from) + sectionMoves.map(\.from)).sorted())
        let placedSections = SortedIndexSet(sorted: (sectionInserts + sectionReloads.map(\.to) + sectionMoves.map(\.to)).sorted())

        var rowMoveTargets: [ItemPath: ItemPath] = [:]
        var rowMoveSources: [ItemPath: ItemPath] = [:]
        for move in rowMoves {
            rowMoveTargets[move.from] = move.to
            rowMoveSources[move.to] = move.from
        }
        var rowReloadTargets: [ItemPath: ItemPath] = [:]
        for reload in rowReloads { rowReloadTargets[reload.from] = reload.to }
        let removedRows = groupRows((rowDeletes + rowReloads.map(\.from) + rowMoves.map(\.from)).sorted())
        let placedRows = groupRows((rowInserts + rowReloads.map(\.to) + rowMoves.map(\.to)).sorted())

        let mapping = UpdateMapping(
            oldSectionCounts: old, newSectionCounts: new,
            removedSections: removedSections, placedSections: placedSections,
            sectionMoveTargets: sectionMoveTargets, sectionMoveSources: sectionMoveSources,
            sectionReloadTargets: sectionReloadTargets,
            removedRows: removedRows, placedRows: placedRows,
            rowMoveTargets: rowMoveTargets, rowMoveSources: rowMoveSources, rowReloadTargets: rowReloadTargets)

        // Per-section tallies for the count check. Moves between a section and itself (through the
        // section map) count neither in nor out.
        var inserted: [Int: Int] = [:]
        var deleted: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        for path in rowInserts { inserted[path.section, default: 0] += 1 }
        for reload in rowReloads {
            inserted[reload.to.section, default: 0] += 1
            deleted[reload.from.section, default: 0] += 1
        }
        for path in rowDeletes { deleted[path.section, default: 0] += 1 }
        for move in rowMoves {
            let home = mapping.newSection(forOld: move.from.section)
            if home != move.to.section {
                movedIn[move.to.section, default: 0] += 1
                movedOut[move.from.section, default: 0] += 1
            }
        }

        // Walk the new sections; each one not placed explicitly takes the next staying old section.
        var nextOld = 0
        for section in 0..<new.count {
            let source: Int
            if placedSections.contains(section) {
                guard let moved = sectionMoveSources[section] else { continue }
                source = moved
            } else {
                while removedSections.contains(nextOld) { nextOld += 1 }
                source = nextOld
                nextOld += 1
            }
            let expected = old[source] + inserted[section, default: 0] - deleted[source, default: 0]
                + movedIn[section, default: 0] - movedOut[source, default: 0]
            if new[section] != expected {
                throw failure(.invalidRowCount(section: section, after: new[section], before: old[source],
                                               inserted: inserted[section, default: 0], deleted: deleted[source, default: 0],
                                               movedIn: movedIn[section, default: 0], movedOut: movedOut[source, default: 0]))
            }
        }
        return mapping
    }
}

// MARK: - Clash detection

/// One use of an index in one index space, for finding two uses of the same index.
private struct Use {
    enum Role: Int { case delete = 0, reload = 1, move = 2 }
    var index: Int
    /// `delete` also stands for insert in the new space.
    var role: Role
    /// A move's other end (its destination in the old space, its source in the new one).
    var other: Int
}

private struct PathUse {
    var path: ItemPath
    /// `delete` also stands for insert in the new space.
    var role: Use.Role
    /// A move's other end; a reload's old path in the new space.
    var other: ItemPath
}

/// The first two uses of one index, ordered by index then role, or `nil` when every index is used
/// once.
private func firstClash(_ uses: [Use]) -> (Use, Use)? {
    let sorted = uses.sorted { ($0.index, $0.role.rawValue, $0.other) < ($1.index, $1.role.rawValue, $1.other) }
    for i in sorted.indices.dropFirst() where sorted[i].index == sorted[i - 1].index {
        return (sorted[i - 1], sorted[i])
    }
    return nil
}

private func firstClash(_ uses: [PathUse]) -> (PathUse, PathUse)? {
    func ordered(_ lhs: PathUse, _ rhs: PathUse) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.role != rhs.role { return lhs.role.rawValue < rhs.role.rawValue }
        return lhs.other < rhs.other
    }
    // Paths already strictly ascending (a diff's inserts or deletes alone): no two uses share a
    // path, and no sort is needed to find one.
    if zip(uses, uses.dropFirst()).allSatisfy({ $0.path < $1.path }) { return nil }
    let sorted = uses.sorted(by: ordered)
    for i in sorted.indices.dropFirst() where sorted[i].path == sorted[i - 1].path {
        return (sorted[i - 1], sorted[i])
    }
    return nil
}

/// `values` (ascending) without repeats.
private func uniqued(_ values: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(values.count)
    for value in values where result.last != value { result.append(value) }
    return result
}

/// Ascending paths grouped by section into sets of distinct rows.
private func groupRows(_ paths: [ItemPath]) -> [Int: SortedIndexSet] {
    var result: [Int: SortedIndexSet] = [:]
    var start = 0
    while start < paths.count {
        var end = start
        var rows: [Int] = []
        while end < paths.count && paths[end].section == paths[start].section {
            if rows.last != paths[end].item { rows.append(paths[end].item) }
            end += 1
        }
        result[paths[start].section] = SortedIndexSet(sorted: rows)
        start = end
    }
    return result
}
