import Foundation

extension CompositionalGeometry {
    /// The number of items group `group` of `state` holds: its template's capacity, fewer in the
    /// last group.
    static func itemCount(inGroup group: Int, of state: SectionState) -> Int {
        let capacity = state.spec.group.capacity
        return max(0, min(capacity, state.itemCount - group * capacity))
    }

    /// The main extent of the template item `index`'s slot padding: the group's extent beyond its
    /// items' far edge (a group's trailing padding along the scroll axis).
    static func trailingPadding(_ template: GroupTemplate) -> Double {
        let end = template.items.map(\.mainEnd).max() ?? 0
        return max(0, template.mainExtent - end)
    }

    /// The extent of a group whose items measure `extents` (`nil` for unmeasured: the template's),
    /// following the template's sizing.
    static func groupExtent(_ template: GroupTemplate, itemExtents extents: [Double?]) -> Double {
        switch template.sizing {
        case .fixed:
            return template.mainExtent
        case .estimatedAcross:
            var end = 0.0
            for (index, box) in template.items.enumerated() where index < extents.count {
                end = max(end, box.main + (extents[index] ?? box.mainExtent))
            }
            return end + trailingPadding(template)
        case .estimatedAlong:
            var growth = 0.0
            for (index, box) in template.items.enumerated() where index < extents.count {
                growth += (extents[index] ?? box.mainExtent) - box.mainExtent
            }
            let used = template.items.prefix(extents.count).map(\.mainEnd).max() ?? 0
            return used + growth + trailingPadding(template)
        }
    }

    /// The measured main extents of the items of `group` (`nil` where unmeasured).
    func measuredItemExtents(inGroup group: Int, of state: SectionState) -> [Double?] {
        let count = Self.itemCount(inGroup: group, of: state)
        guard state.spec.isSelfSizing, !state.spec.scrollsOrthogonally else { return Array(repeating: nil, count: count) }
        if state.spec.group.capacity == 1 {
            guard count == 1, let row = state.groups.measuredExtent(ofRow: group) else { return [nil] }
            // The row holds the group's extent and the spacing after it; the item is the group
            // less its padding.
            let template = state.spec.group
            let box = template.items.first ?? Box(main: 0, cross: 0, mainExtent: template.mainExtent, crossExtent: template.crossExtent)
            return [max(0, row - max(0, state.spec.interGroupSpacing) - box.main - Self.trailingPadding(template))]
        }
        let first = group * state.spec.group.capacity
        return (0..<count).map { state.measured[first + $0] }
    }

    /// The frame of group `group` of `section`, in the layout's terms.
    ///
    /// Reads the section's fields in place: copying a section's state costs a retain for each of
    /// its stores, and this is asked for every item placed.
    func groupBox(_ group: Int, section: Int, groupsStart: Double) -> Box {
        let spacing = max(0, sections[section].spec.interGroupSpacing)
        let crossExtent = sections[section].spec.group.crossExtent
        let crossLeading = sections[section].spec.insets.crossLeading
        if sections[section].spec.scrollsOrthogonally {
            let cross = crossLeading + Double(group) * (crossExtent + spacing) - (orthogonalOffsets[section] ?? 0)
            return Box(main: groupsStart, cross: cross, mainExtent: sections[section].spec.group.mainExtent, crossExtent: crossExtent)
        }
        let offset = sections[section].groups.offset(ofRow: group)
        let extent = max(0, sections[section].groups.extent(ofRow: group) - spacing)
        return Box(main: groupsStart + offset, cross: crossLeading, mainExtent: extent, crossExtent: crossExtent)
    }

    /// The frames of the items of `group`, placed in `groupBox`, in item order.
    func itemBoxes(inGroup group: Int, of state: SectionState, groupBox: Box) -> [Box] {
        let template = state.spec.group
        let count = Self.itemCount(inGroup: group, of: state)
        guard !template.items.isEmpty else {
            return count > 0 ? [groupBox] : []
        }
        // A one-item group's extent is its item's (and its padding): no second look at the index.
        let extents: [Double?]
        if template.items.count == 1 && template.sizing != .fixed && !state.spec.scrollsOrthogonally {
            extents = count == 1 ? [max(0, groupBox.mainExtent - template.items[0].main - Self.trailingPadding(template))] : []
        } else {
            extents = measuredItemExtents(inGroup: group, of: state)
        }
        var boxes: [Box] = []
        boxes.reserveCapacity(count)
        var shift = 0.0
        for index in 0..<count {
            var box = template.items[index]
            box.main += groupBox.main
            box.cross += groupBox.cross
            switch template.sizing {
            case .fixed:
                break
            case .estimatedAcross:
                if let extent = extents[index] { box.mainExtent = extent }
            case .estimatedAlong:
                box.main += shift
                if let extent = extents[index] {
                    shift += extent - box.mainExtent
                    box.mainExtent = extent
                }
            }
            boxes.append(box)
        }
        return boxes
    }

    /// The frame of the item at `path` in the layout's terms.
    func itemBox(at path: ItemPath) -> Box {
        let capacity = sections[path.section].spec.group.capacity
        let group = path.item / capacity
        let start = groupsStart(path.section, sectionStart: sectionStart(path.section))
        let box = groupBox(group, section: path.section, groupsStart: start)
        let items = itemBoxes(inGroup: group, of: sections[path.section], groupBox: box)
        return items[path.item - group * capacity]
    }

    /// The frame of an item supplementary element attached to an item at `item`.
    static func supplementaryBox(_ supplementary: ItemSupplementary, attachedTo item: Box) -> Box {
        Box(main: item.main + supplementary.anchorMain * item.mainExtent + supplementary.offsetMain
                - supplementary.itemAnchorMain * supplementary.mainExtent,
            cross: item.cross + supplementary.anchorCross * item.crossExtent + supplementary.offsetCross
                - supplementary.itemAnchorCross * supplementary.crossExtent,
            mainExtent: supplementary.mainExtent, crossExtent: supplementary.crossExtent)
    }

    /// The natural frame of a section's (or the layout's) boundary item, given where its
    /// section (or the content) starts and ends along the scroll axis.
    static func boundaryBox(_ item: BoundaryItem, start: Double, end: Double) -> Box {
        let main = item.edge == .leading ? start + item.leadingSpace : end - item.mainExtent
        return Box(main: main + item.mainOffset, cross: item.cross, mainExtent: item.mainExtent, crossExtent: item.crossExtent)
    }

    /// The extent of an orthogonal section's strip across the scroll axis: its groups, their
    /// spacing and its insets.
    public func orthogonalContentExtent(ofSection section: Int) -> Double {
        let state = sections[section]
        let spec = state.spec
        let groups = Double(SectionState.groupCount(items: state.itemCount, capacity: spec.group.capacity))
        let spacing = max(0, spec.interGroupSpacing)
        let content = groups > 0 ? groups * spec.group.crossExtent + (groups - 1) * spacing : 0
        return spec.insets.crossLeading + content + spec.insets.crossTrailing
    }

    /// The offsets an orthogonal section's strip may scroll to: from 0 to its content extent
    /// beyond the container.
    public func orthogonalOffsetRange(ofSection section: Int) -> ClosedRange<Double> {
        0...max(0, orthogonalContentExtent(ofSection: section) - crossExtent)
    }

    /// The cross-axis offsets at which each group of an orthogonal section starts, less the
    /// section's leading inset: where paging behaviours snap.
    public func orthogonalGroupStride(ofSection section: Int) -> Double {
        let spec = sections[section].spec
        return spec.group.crossExtent + max(0, spec.interGroupSpacing)
    }
}

extension CompositionalGeometry {
    /// The section whose extent along the scroll axis holds `main`, or `nil` outside the sections.
    public func section(atMain main: Double) -> Int? {
        let range = sections(overlappingMain: main, main.nextUp)
        return range.isEmpty ? nil : range.lowerBound
    }

    /// Where an orthogonal section's strip lies along the scroll axis.
    public func stripMainRange(ofSection section: Int) -> ClosedRange<Double> {
        let start = groupsStart(section, sectionStart: sectionStart(section))
        return start...(start + max(0, sections[section].spec.group.mainExtent))
    }

    /// Where group `group` of an orthogonal section starts across the scroll axis, unscrolled.
    public func orthogonalGroupStart(_ group: Int, ofSection section: Int) -> Double {
        sections[section].spec.insets.crossLeading + Double(group) * orthogonalGroupStride(ofSection: section)
    }
}
