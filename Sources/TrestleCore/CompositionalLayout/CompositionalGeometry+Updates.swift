import Foundation

extension CompositionalGeometry {
    // MARK: Measured sizes

    /// Whether the item at `path` has been measured (its section self-sizes and its cell
    /// reported a size).
    public func hasMeasuredExtent(at path: ItemPath) -> Bool {
        let state = sections[path.section]
        guard state.spec.isSelfSizing, !state.spec.scrollsOrthogonally else { return false }
        if state.spec.group.capacity == 1 { return state.groups.isMeasured(row: path.item) }
        return state.measured[path.item] != nil
    }

    /// Records the extents items measure along the scroll axis, in sections that self-size;
    /// items of other sections, and paths outside the layout, are ignored. Each changed section's
    /// sum is refreshed once.
    ///
    /// - Complexity: O(k log n) for k measurements.
    public mutating func setMeasuredExtents(_ measurements: [(ItemPath, Double)]) {
        var changed = Set<Int>()
        for (path, rawExtent) in measurements {
            guard path.section >= 0, path.section < sections.count, path.item >= 0,
                  path.item < sections[path.section].itemCount, rawExtent.isFinite else { continue }
            let extent = max(0, rawExtent)
            let spec = sections[path.section].spec
            guard spec.isSelfSizing, !spec.scrollsOrthogonally else { continue }
            let capacity = spec.group.capacity
            let group = path.item / capacity
            var extents: [Double?]
            if capacity == 1 {
                extents = [extent]
            } else {
                sections[path.section].measured[path.item] = extent
                extents = measuredItemExtents(inGroup: group, of: sections[path.section])
            }
            let groupExtent = Self.groupExtent(spec.group, itemExtents: extents)
            sections[path.section].groups.setExtent(max(0, groupExtent) + max(0, spec.interGroupSpacing), forRow: group)
            changed.insert(path.section)
        }
        for section in changed { refreshSection(section) }
    }

    /// Forgets every measured size (the container changed width: text wraps differently).
    public mutating func removeAllMeasurements() {
        for index in sections.indices where sections[index].spec.isSelfSizing {
            sections[index].groups.removeAllMeasurements()
            sections[index].measured.removeAll()
        }
        rebuildSectionTree()
    }

    // MARK: Batch updates

    /// Applies a validated update (``ItemLayout/apply(_:newSection:)``): sections are deleted,
    /// inserted, reloaded and moved; items deleted, inserted, reloaded and moved.
    ///
    /// In sections of one-item groups (lists) measured sizes follow their items, moves included,
    /// and each section's group index is spliced once: O(k log n) for k changes. A section whose
    /// groups hold several items re-forms its groups (items change group when one before them
    /// comes or goes): its measured sizes follow their items and the rest of the section is
    /// estimated again, O(items measured + groups changed). Moved items keep their measurement
    /// only between list sections.
    public mutating func apply(_ plan: UpdatePlan, newSection: (Int) -> Section) {
        engineRequire(sections.count == plan.oldSectionCounts.count,
                      "CompositionalGeometry.apply(_:newSection:): the geometry has \(sections.count) sections, the plan was made for \(plan.oldSectionCounts.count)")
        let mapping = plan.mapping

        // Measurements of moved list items, read before anything moves.
        var carried: [ItemPath: Double] = [:]
        for move in plan.movedItems {
            let source = sections[move.from.section]
            guard source.spec.group.capacity == 1, !source.spec.scrollsOrthogonally,
                  let extent = source.groups.measuredExtent(ofRow: move.from.item) else { continue }
            carried[move.to] = extent - max(0, source.spec.interGroupSpacing)
        }
        // Measurements of items in multi-item sections that change, keyed by their new paths.
        var remeasured: [Int: [Int: Double]] = [:]
        let changedSections = Set(mapping.removedRows.keys).union(plan.movedItems.map(\.from.section))
        for section in changedSections where sections[section].spec.group.capacity > 1 {
            for (item, extent) in sections[section].measured {
                if let target = mapping.newPath(forOld: ItemPath(section: section, item: item)) {
                    remeasured[target.section, default: [:]][target.item] = extent
                }
            }
        }

        if plan.changesSections {
            sections = mapping.rearranged(&sections) { section in
                Self.makeState(newSection(section), itemCount: mapping.newSectionCounts[section])
            }
        }

        var touched = Set(mapping.placedRows.keys)
        for oldSection in mapping.removedRows.keys {
            if let section = mapping.newSection(forOld: oldSection) { touched.insert(section) }
        }
        for section in touched.sorted() {
            let count = mapping.newSectionCounts[section]
            var state = sections[section]
            let spec = state.spec
            if spec.group.capacity == 1 && !spec.scrollsOrthogonally && state.groups.count == state.itemCount {
                let removed = mapping.oldSection(forNew: section).flatMap { mapping.removedRows[$0] }?.members ?? []
                let placed = (mapping.placedRows[section]?.members ?? []).map { row in
                    HeightIndex.PlacedRow(row: row, extent: carried[ItemPath(section: section, item: row)].map { $0 + max(0, spec.interGroupSpacing) })
                }
                state.itemCount = count
                sections[section] = state
                sections[section].groups.splice(removing: removed, placing: placed)
            } else {
                var rebuilt = Self.makeState(spec, itemCount: count)
                if spec.group.capacity > 1, spec.isSelfSizing, let measured = remeasured[section] {
                    rebuilt.measured = measured
                    sections[section] = rebuilt
                    let groups = Set(measured.keys.map { $0 / spec.group.capacity })
                    for group in groups {
                        let extent = Self.groupExtent(spec.group, itemExtents: measuredItemExtents(inGroup: group, of: sections[section]))
                        sections[section].groups.setExtent(max(0, extent) + max(0, spec.interGroupSpacing), forRow: group)
                    }
                } else {
                    sections[section] = rebuilt
                }
            }
        }
        // Orthogonal offsets follow their sections.
        if !orthogonalOffsets.isEmpty {
            var moved: [Int: Double] = [:]
            for (section, offset) in orthogonalOffsets {
                if let target = mapping.newSection(forOld: section) { moved[target] = offset }
            }
            orthogonalOffsets = moved
        }
        rebuildSectionTree()
        engineRequire(sections.map(\.itemCount) == plan.newSectionCounts,
                      "CompositionalGeometry.apply(_:newSection:): the layout has \(sections.map(\.itemCount)) items after the update, the plan expects \(plan.newSectionCounts)")
    }
}
