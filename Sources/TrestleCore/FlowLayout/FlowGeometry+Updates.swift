import Foundation

extension FlowGeometry {
    /// Applies a validated update: sections and items are deleted, inserted, reloaded and moved,
    /// so that afterwards the geometry holds `plan.newSectionCounts`.
    ///
    /// - Own sizes follow their items: an item that stays or moves (to any section) keeps its
    ///   size; deleted and reloaded items take theirs away; inserted items have none.
    /// - A section that stays or moves keeps its style; a section the update brings in (inserted,
    ///   or replacing a reloaded one) is laid out with `newSection(newIndex)`, called once for
    ///   each, in ascending order.
    ///
    /// The geometry must hold `plan.oldSectionCounts`.
    ///
    /// - Complexity: O(k log k) for k changes, plus O(own sizes) in each section whose items
    ///   change (each is re-packed once, from the line before its first change), plus
    ///   O(sections) when sections change.
    public mutating func apply(_ plan: UpdatePlan, newSection: (Int) -> NewSection) {
        requireCounts(plan)
        let mapping = plan.mapping

        // Read the moved items' own sizes before anything moves.
        var carried: [ItemPath: CGSize] = [:]
        for move in plan.movedItems {
            let section = sections[move.from.section]
            if let size = section.ownSizes.size(of: move.from.item) { carried[move.to] = size }
        }

        if plan.changesSections {
            rearrangeSections(mapping, newSection: newSection)
        }

        // Each section whose items change: those leaving their place (deleted, reloaded, moved
        // away) go, those placed explicitly (inserted and reloaded without sizes, moved in with
        // theirs) come.
        var changes: [Int: (removed: SortedIndexSet, placed: SortedIndexSet)] = [:]
        for (oldSection, removed) in mapping.removedRows {
            guard let section = mapping.newSection(forOld: oldSection) else { continue }
            changes[section, default: (.empty, .empty)].removed = removed
        }
        for (section, placed) in mapping.placedRows {
            changes[section, default: (.empty, .empty)].placed = placed
        }
        for (section, change) in changes {
            respace(section: section, removed: change.removed, placed: change.placed,
                    newCount: plan.newSectionCounts[section], carried: carried)
        }

        if plan.changesSections {
            rebuildSectionTree()
        } else {
            for section in changes.keys { sectionTree.set(extent(of: sections[section]), at: section) }
        }
        engineRequire(sections.count == plan.newSectionCounts.count,
                      "FlowGeometry.apply(_:newSection:): \(sections.count) sections after the update, the plan expects \(plan.newSectionCounts.count)")
        didMutate()
    }

    /// Puts the sections in their new order: staying and moved sections keep their state;
    /// inserted and reloaded sections are new, packed from their styles.
    private mutating func rearrangeSections(_ mapping: UpdateMapping, newSection: (Int) -> NewSection) {
        let newCounts = mapping.newSectionCounts
        var old: [FlowSection] = []
        swap(&old, &sections)
        var result: [FlowSection] = []
        result.reserveCapacity(newCounts.count)
        let placed = mapping.placedSections.members
        let removed = mapping.removedSections.members
        var nextPlaced = 0, nextRemoved = 0, nextOld = 0
        for section in 0..<newCounts.count {
            if nextPlaced < placed.count && placed[nextPlaced] == section {
                nextPlaced += 1
                if let source = mapping.sectionMoveSources[section] {
                    result.append(old[source])
                } else {
                    let style = newSection(section)
                    Self.validate(style, section: section, caller: "apply(_:newSection:)")
                    var state = FlowSection(style: style, itemCount: newCounts[section])
                    packer(for: style).repack(&state, from: 0)
                    result.append(state)
                }
            } else {
                while nextRemoved < removed.count && removed[nextRemoved] == nextOld {
                    nextRemoved += 1
                    nextOld += 1
                }
                result.append(old[nextOld])
                nextOld += 1
            }
        }
        old.removeAll()
        sections = result
    }

    /// Moves `section`'s own sizes to their items' new indexes, adds the sizes of items moved in,
    /// and re-packs from the first change: items before it keep their indexes and sizes.
    private mutating func respace(section: Int, removed: SortedIndexSet, placed: SortedIndexSet, newCount: Int,
                                  carried: [ItemPath: CGSize]) {
        let old = sections[section].ownSizes
        var staying: [(item: Int, size: CGSize)] = []
        staying.reserveCapacity(old.count)
        for (item, size) in old where !removed.contains(item) {
            // The k-th staying item becomes the k-th item that is not placed explicitly.
            staying.append((placed.gap(item - removed.rank(item)), size))
        }
        let movedIn = placed.members.compactMap { item in
            carried[ItemPath(section: section, item: item)].map { (item: item, size: $0) }
        }
        var items: [Int] = [], sizes: [CGSize] = []
        items.reserveCapacity(staying.count + movedIn.count)
        sizes.reserveCapacity(staying.count + movedIn.count)
        var s = 0, m = 0
        while s < staying.count || m < movedIn.count {
            if m == movedIn.count || (s < staying.count && staying[s].item < movedIn[m].item) {
                items.append(staying[s].item)
                sizes.append(staying[s].size)
                s += 1
            } else {
                items.append(movedIn[m].item)
                sizes.append(movedIn[m].size)
                m += 1
            }
        }
        let firstChange = min(removed.members.first ?? Int.max, placed.members.first ?? Int.max)
        ownSizeCount += items.count - old.count
        sections[section].ownSizes = FlowOwnSizes(items: items, sizes: sizes)
        sections[section].itemCount = newCount
        let (packed, written) = packer(for: sections[section].style).repack(&sections[section], from: firstChange)
        work.blocksPacked += packed
        work.blocksWritten += written
    }

    /// The geometry must hold the counts the plan was validated against. Checks the sections the
    /// plan touches (all of them with internal checks on).
    private func requireCounts(_ plan: UpdatePlan) {
        engineRequire(sections.count == plan.oldSectionCounts.count,
                      "FlowGeometry.apply(_:newSection:): the geometry has \(sections.count) sections, the plan was made for \(plan.oldSectionCounts.count)")
        func check(_ section: Int) {
            engineRequire(sections[section].itemCount == plan.oldSectionCounts[section],
                          "FlowGeometry.apply(_:newSection:): section \(section) has \(sections[section].itemCount) items, the plan was made for \(plan.oldSectionCounts[section])")
        }
        #if TRESTLE_INTERNAL_CHECKS
        for section in sections.indices { check(section) }
        #else
        for section in plan.mapping.removedRows.keys { check(section) }
        for move in plan.movedSections { check(move.from) }
        #endif
    }
}
