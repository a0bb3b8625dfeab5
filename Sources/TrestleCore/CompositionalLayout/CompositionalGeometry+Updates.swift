import Foundation

extension CompositionalGeometry {
    // MARK: Measured sizes

    /// Whether the item at `path` has been measured (its section self-sizes and its cell
    /// reported a size).
    public func hasMeasuredExtent(at path: ItemPath) -> Bool {
        guard sections[path.section].spec.group.sizing != .fixed, !sections[path.section].spec.scrollsOrthogonally else { return false }
        if sections[path.section].spec.group.items.count <= 1 { return sections[path.section].groups.isMeasured(row: path.item) }
        return sections[path.section].measured[path.item] != nil
    }

    /// Whether the item at `path` exists, self-sizes, and has not been measured: what a layout
    /// asks its cell to measure.
    public func needsMeasurement(at path: ItemPath) -> Bool {
        guard path.section >= 0, path.section < sections.count, path.item >= 0, path.item < sections[path.section].itemCount,
              sections[path.section].spec.group.sizing != .fixed, !sections[path.section].spec.scrollsOrthogonally else { return false }
        return !hasMeasuredExtent(at: path)
    }

    /// Whether any section's items size themselves.
    public var hasSelfSizingSections: Bool {
        sections.indices.contains { sections[$0].spec.group.sizing != .fixed && !sections[$0].spec.scrollsOrthogonally }
    }

    /// The frame of the item at `path`, or `nil` when there is no such item.
    public func frameForItemIfPresent(at path: ItemPath) -> CGRect? {
        guard path.section >= 0, path.section < sections.count, path.item >= 0, path.item < sections[path.section].itemCount else { return nil }
        return rect(itemBox(at: path))
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

    /// The measured main extent of the item at `path`, or `nil` when it has none.
    public func measuredItemExtent(at path: ItemPath) -> Double? {
        guard path.section >= 0, path.section < sections.count, path.item >= 0, path.item < sections[path.section].itemCount,
              hasMeasuredExtent(at: path) else { return nil }
        let state = sections[path.section]
        let group = path.item / state.spec.group.capacity
        return measuredItemExtents(inGroup: group, of: state)[path.item - group * state.spec.group.capacity]
    }

    /// Forgets every measured size (the container changed width: text wraps differently).
    public mutating func removeAllMeasurements() {
        for index in sections.indices {
            if sections[index].spec.isSelfSizing {
                sections[index].groups.removeAllMeasurements()
                sections[index].measured.removeAll()
            }
            sections[index].boundaryMeasured.removeAll()
        }
        rebuildSectionTree()
    }

    /// Whether the boundary item of `kind` in `section` self-sizes and has been measured.
    public func hasMeasuredBoundaryExtent(ofKind kind: SupplementaryKind, inSection section: Int) -> Bool {
        section >= 0 && section < sections.count && sections[section].boundaryMeasured[kind] != nil
    }

    /// Whether the boundary item of `kind` in `section` self-sizes.
    public func boundaryItemIsEstimated(ofKind kind: SupplementaryKind, inSection section: Int) -> Bool {
        section >= 0 && section < sections.count && sections[section].spec.boundaryItems.contains { $0.kind == kind && $0.isEstimated }
    }

    /// Records the extent a self-sizing boundary item measures along the scroll axis; items that
    /// do not self-size, and sections outside the layout, are ignored.
    public mutating func setMeasuredBoundaryExtent(_ extent: Double, ofKind kind: SupplementaryKind, inSection section: Int) {
        guard boundaryItemIsEstimated(ofKind: kind, inSection: section), extent.isFinite else { return }
        sections[section].boundaryMeasured[kind] = max(0, extent)
        refreshSection(section)
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
    /// with them.
    public mutating func apply(_ plan: UpdatePlan, newSection: (Int) -> Section) {
        engineRequire(sections.count == plan.oldSectionCounts.count,
                      "CompositionalGeometry.apply(_:newSection:): the geometry has \(sections.count) sections, the plan was made for \(plan.oldSectionCounts.count)")
        let mapping = plan.mapping

        // Measured extents of items that stay or move, keyed by their new paths, read before
        // anything moves: moved items from every self-sizing section, staying items from
        // sections whose groups re-form.
        var carried: [ItemPath: Double] = [:]
        for move in plan.movedItems {
            if let extent = measuredItemExtent(at: move.from) { carried[move.to] = extent }
        }
        var touchedOld = Set(mapping.removedRows.keys).union(plan.movedItems.map(\.from.section))
        for section in mapping.placedRows.keys { if let old = mapping.oldSection(forNew: section) { touchedOld.insert(old) } }
        for section in touchedOld where sections[section].spec.group.capacity > 1 && !sections[section].measured.isEmpty {
            for (item, extent) in sections[section].measured {
                if let target = mapping.newPath(forOld: ItemPath(section: section, item: item)) { carried[target] = extent }
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
            let spec = sections[section].spec
            let spacing = max(0, spec.interGroupSpacing)
            if spec.group.capacity == 1 && !spec.scrollsOrthogonally && sections[section].groups.count == sections[section].itemCount {
                let removed = mapping.oldSection(forNew: section).flatMap { mapping.removedRows[$0] }?.members ?? []
                let placed = (mapping.placedRows[section]?.members ?? []).map { row in
                    let extent = spec.isSelfSizing ? carried[ItemPath(section: section, item: row)] : nil
                    return HeightIndex.PlacedRow(row: row, extent: extent.map { max(0, Self.groupExtent(spec.group, itemExtents: [$0])) + spacing })
                }
                // Changed in place: a copy of the section would share its index and copy it whole.
                sections[section].itemCount = count
                sections[section].groups.splice(removing: removed, placing: placed)
            } else {
                let boundaryMeasured = sections[section].boundaryMeasured
                sections[section] = Self.makeState(spec, itemCount: count)
                sections[section].boundaryMeasured = boundaryMeasured
                guard spec.group.capacity > 1, spec.isSelfSizing, !spec.scrollsOrthogonally else { continue }
                var measured: [Int: Double] = [:]
                for (path, extent) in carried where path.section == section { measured[path.item] = extent }
                sections[section].measured = measured
                for group in Set(measured.keys.map { $0 / spec.group.capacity }) {
                    let extent = Self.groupExtent(spec.group, itemExtents: measuredItemExtents(inGroup: group, of: sections[section]))
                    sections[section].groups.setExtent(max(0, extent) + spacing, forRow: group)
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
        if plan.changesSections {
            rebuildSectionTree()
        } else {
            for section in touched { refreshSection(section) }
        }
        engineRequire(sections.map(\.itemCount) == plan.newSectionCounts,
                      "CompositionalGeometry.apply(_:newSection:): the layout has \(sections.map(\.itemCount)) items after the update, the plan expects \(plan.newSectionCounts)")
    }
}
