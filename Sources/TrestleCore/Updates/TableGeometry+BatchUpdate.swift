extension TableGeometry {
    /// The number of rows in each section: the "before" counts of a batch update.
    ///
    /// - Complexity: O(sections).
    public var rowCountsBySection: [Int] { sections.map(\.rows.count) }

    /// Validates `update` against the geometry's own counts (the cached "before" counts) and the
    /// data source's `newSectionCounts`, then applies it.
    ///
    /// When the update is invalid nothing changes and the error carries UIKit's message.
    ///
    /// - Returns: The plan that was applied, with its index mapping.
    /// - Complexity: O(k log k + k log n + sections) for k operations on n rows.
    @discardableResult
    public mutating func apply(_ update: BatchUpdate, newSectionCounts: [Int], kind: BatchUpdate.ViewKind = .table,
                               estimatedRowExtent: Double,
                               extentsOfNewSection: (Int) -> SectionExtents) throws(BatchUpdateError) -> UpdatePlan {
        let plan = try update.plan(oldSectionCounts: rowCountsBySection, newSectionCounts: newSectionCounts, kind: kind)
        apply(plan, estimatedRowExtent: estimatedRowExtent, extentsOfNewSection: extentsOfNewSection)
        return plan
    }

    /// Applies a validated update: sections and rows are deleted, inserted, reloaded and moved, and
    /// measured extents travel with their rows.
    ///
    /// - A moved row keeps its measured extent at its new path; a moved section keeps its extents
    ///   and all its rows' measurements.
    /// - Deleted rows and sections take their measurements with them.
    /// - Inserted and reloaded rows are unmeasured. Inserted and reloaded sections get
    ///   `extentsOfNewSection(newIndex)` and `newSectionCounts[newIndex]` unmeasured rows whose
    ///   estimate is `estimatedRowExtent`.
    /// - Reconfigured rows keep their measurements until the table measures them again.
    ///
    /// The geometry must hold the plan's old counts.
    ///
    /// - Complexity: O(k log n) for k row operations on n rows: each changed section's height
    ///   index is spliced once, rewriting only the leaves and nodes the changes reach (never more
    ///   than one pass over that index). Plus O(sections) when sections are inserted, deleted,
    ///   reloaded or moved (the section array and its sum tree are rebuilt once).
    public mutating func apply(_ plan: UpdatePlan, estimatedRowExtent: Double, extentsOfNewSection: (Int) -> SectionExtents) {
        engineRequire(isValidExtent(estimatedRowExtent),
                      "TableGeometry.apply(_:...): estimate must be finite and non-negative, got \(estimatedRowExtent)")
        apply(plan) { NewSection(extents: extentsOfNewSection($0), estimatedRowExtent: estimatedRowExtent) }
    }

    /// Applies a validated update, as ``apply(_:estimatedRowExtent:extentsOfNewSection:)`` does,
    /// with each inserted or reloaded section described on its own: `newSection(newIndex)` gives
    /// its extents and the estimate of its rows. (``ItemLayout``'s form of the update.)
    ///
    /// - Complexity: O(k log n) for k row operations on n rows, plus O(sections) when sections
    ///   are inserted, deleted, reloaded or moved.
    public mutating func apply(_ plan: UpdatePlan, newSection: (Int) -> NewSection) {
        requireCounts(plan)
        let mapping = plan.mapping

        // Read the moved rows' measurements before anything moves: one descent per source section.
        var carried: [ItemPath: Double] = [:]
        var movesBySource: [Int: [ItemMove]] = [:]
        for move in plan.movedItems { movesBySource[move.from.section, default: []].append(move) }
        for (section, moves) in movesBySource {
            // `plan.movedItems` is sorted by old path, so each section's sources are ascending.
            let extents = sections[section].rows.measuredExtents(ofSortedRows: moves.map(\.from.item))
            for (move, extent) in zip(moves, extents) where extent != nil { carried[move.to] = extent }
        }

        if plan.changesSections {
            rearrangeSections(mapping, newSection: newSection)
        }

        // Each changed section: rows leaving their place (deleted, reloaded, moved away) go, rows
        // placed explicitly (inserted and reloaded unmeasured, moved in with their extents) come.
        var changes: [Int: (removed: SortedIndexSet, placed: SortedIndexSet)] = [:]
        for (oldSection, removed) in mapping.removedRows {
            guard let section = mapping.newSection(forOld: oldSection) else { continue }
            changes[section, default: (.empty, .empty)].removed = removed
        }
        for (section, placed) in mapping.placedRows {
            changes[section, default: (.empty, .empty)].placed = placed
        }
        for (section, change) in changes {
            let placed = change.placed.members.map { row in
                HeightIndex.PlacedRow(row: row, extent: carried[ItemPath(section: section, item: row)])
            }
            sections[section].rows.splice(removing: change.removed.members, placing: placed)
        }

        if plan.changesSections {
            rebuildSectionTree()
        } else {
            for section in changes.keys { refreshSection(section) }
        }
        engineRequire(sections.count == plan.newSectionCounts.count,
                      "TableGeometry.apply(_:...): \(sections.count) sections after the update, the plan expects \(plan.newSectionCounts.count)")
        #if TRESTLE_INTERNAL_CHECKS
        for (section, layout) in sections.enumerated() {
            engineRequire(layout.rows.count == plan.newSectionCounts[section],
                          "TableGeometry.apply(_:...): section \(section) has \(layout.rows.count) rows after the update, the plan expects \(plan.newSectionCounts[section])")
        }
        #endif
        didMutate()
    }

    /// Puts the sections in their new order: staying and moved sections keep their layouts (and
    /// their rows' measurements); inserted and reloaded sections are new.
    private mutating func rearrangeSections(_ mapping: UpdateMapping, newSection: (Int) -> NewSection) {
        sections = mapping.rearranged(&sections) { section in
            let description = newSection(section)
            Self.validate(description.extents, section: section, caller: "apply(_:...)")
            engineRequire(isValidExtent(description.estimatedRowExtent),
                          "TableGeometry.apply(_:...): estimate of new section \(section) must be finite and non-negative, got \(description.estimatedRowExtent)")
            return SectionLayout(extents: description.extents,
                                 rows: HeightIndex(count: mapping.newSectionCounts[section], estimate: description.estimatedRowExtent))
        }
    }

    /// The geometry must hold the counts the plan was validated against. Checks the sections the
    /// plan touches (all of them with internal checks on).
    private func requireCounts(_ plan: UpdatePlan) {
        engineRequire(sections.count == plan.oldSectionCounts.count,
                      "TableGeometry.apply(_:...): the geometry has \(sections.count) sections, the plan was made for \(plan.oldSectionCounts.count)")
        func check(_ section: Int) {
            engineRequire(sections[section].rows.count == plan.oldSectionCounts[section],
                          "TableGeometry.apply(_:...): section \(section) has \(sections[section].rows.count) rows, the plan was made for \(plan.oldSectionCounts[section])")
        }
        #if TRESTLE_INTERNAL_CHECKS
        for section in sections.indices { check(section) }
        #else
        for section in plan.mapping.removedRows.keys { check(section) }
        for move in plan.movedSections { check(move.from) }
        #endif
    }
}
