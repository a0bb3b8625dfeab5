import Foundation

extension CompositionalGeometry: ItemLayout {
    /// A section an update brings in: its resolved description.
    public typealias NewSection = Section

    /// The flow layout's anchor serves: an element under the pin line, the leading edge of its
    /// group (its "line") and its frame.
    public typealias Anchor = FlowGeometry.Anchor

    /// The anchor for `viewport`: the first element in scroll order whose trailing edge is past
    /// the pin line — a section's header, the first item of a group, or a footer — or `nil` when
    /// the pin line is at or before the start of the content or past its end.
    ///
    /// - Complexity: O(log sections + log groups), plus a step for each section crossed that has
    ///   nothing past the pin line.
    public func scrollAnchor(for viewport: Viewport) -> Anchor? {
        let pin = axis == .vertical ? viewport.pinTop : viewport.pinLeft
        let crossPin = axis == .vertical ? viewport.pinLeft : viewport.pinTop
        guard pin > 0, !sections.isEmpty else { return nil }
        var section = sections(overlappingMain: pin, .infinity).lowerBound
        while section < sections.count {
            let start = sectionStart(section)
            let state = sections[section]
            let end = start + Self.extent(of: state)
            let path = ItemPath(section: section, item: 0)
            func anchor(_ element: LayoutElement, _ box: Box, line: Double) -> Anchor {
                let frame = rect(box)
                let (minMain, _) = mainRange(of: frame)
                let (minCross, _) = crossRange(of: frame)
                return Anchor(element: element, lineDistance: snap(line) - pin, distance: minMain - pin, crossDistance: minCross - crossPin)
            }
            for item in state.boundaryItems where item.edge == .leading {
                let box = Self.boundaryBox(item, start: start, end: end)
                if snap(box.mainEnd) > pin { return anchor(.supplementary(item.kind, path), box, line: box.main) }
            }
            if let (group, box) = firstGroup(inSection: section, sectionStart: start, endingAfter: pin) {
                let first = itemBoxes(inGroup: group, of: state, groupBox: box).first ?? box
                return anchor(.item(ItemPath(section: section, item: group * state.spec.group.capacity)), first, line: box.main)
            }
            for item in state.boundaryItems where item.edge == .trailing {
                let box = Self.boundaryBox(item, start: start, end: end)
                if snap(box.mainEnd) > pin { return anchor(.supplementary(item.kind, path), box, line: box.main) }
            }
            section += 1
        }
        return nil
    }

    /// The first group of `section` whose (rounded) trailing edge is past `pin`, and its frame;
    /// an orthogonal section's strip counts as its first group.
    ///
    /// - Complexity: O(log groups).
    func firstGroup(inSection section: Int, sectionStart: Double, endingAfter pin: Double) -> (Int, Box)? {
        let state = sections[section]
        guard state.itemCount > 0 else { return nil }
        let start = groupsStart(section, sectionStart: sectionStart)
        if state.spec.scrollsOrthogonally {
            let box = groupBox(0, section: section, groupsStart: start)
            return snap(box.mainEnd) > pin ? (0, box) : nil
        }
        // Rows hold a group and the spacing after it: the first row ending after the pin line may
        // be a group that ends before it, followed by its spacing.
        guard var group = state.groups.firstRow(endingAfter: pin - start) else { return nil }
        while group < state.groups.count {
            let box = groupBox(group, section: section, groupsStart: start)
            if snap(box.mainEnd) > pin { return (group, box) }
            group += 1
        }
        return nil
    }

    /// The content offset at which `anchor`'s element is again where it was: its group at the
    /// same distance from the pin line while items are measured, its frame on both axes after an
    /// update. An anchor on nothing, or on an element the layout no longer has, keeps `viewport`'s
    /// offset. Not clamped.
    public func contentOffset(keeping anchor: Anchor, in viewport: Viewport) -> CGPoint {
        let vertical = axis == .vertical
        let current = CGPoint(x: viewport.offsetX, y: viewport.offsetY)
        let insetMain = vertical ? viewport.insetTop : viewport.insetLeft
        let insetCross = vertical ? viewport.insetLeft : viewport.insetTop
        let frame: CGRect
        let line: Double
        switch anchor.element {
        case .item(let path)?:
            guard path.section >= 0, path.section < sections.count, path.item >= 0,
                  path.item < sections[path.section].itemCount else { return current }
            frame = frameForItem(at: path)
            let start = groupsStart(path.section, sectionStart: sectionStart(path.section))
            line = snap(groupBox(path.item / sections[path.section].spec.group.capacity, section: path.section, groupsStart: start).main)
        case .supplementary(let kind, let path)?:
            guard let supplementary = frameForSupplementary(ofKind: kind, at: path) else { return current }
            frame = supplementary
            line = mainRange(of: frame).min
        case nil:
            return current
        }
        let main: Double
        let cross: Double
        if anchor.keepsFrame {
            main = mainRange(of: frame).min - anchor.distance - insetMain
            cross = crossRange(of: frame).min - anchor.crossDistance - insetCross
        } else {
            main = line - anchor.lineDistance - insetMain
            cross = vertical ? viewport.offsetX : viewport.offsetY
        }
        return vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }

    /// Traps unless the sections' sums match their states and every section's group index holds
    /// one row per group.
    public func checkInvariants() {
        engineRequire(sectionTree.count == sections.count,
                      "CompositionalGeometry invariant: \(sectionTree.count) section sums for \(sections.count) sections")
        for (index, state) in sections.enumerated() {
            let groups = state.spec.scrollsOrthogonally ? 0 : state.groupCount
            engineRequire(state.groups.count == groups,
                          "CompositionalGeometry invariant: section \(index) has \(state.groups.count) group rows for \(groups) groups")
            engineRequire(state.measured.keys.allSatisfy { $0 >= 0 && $0 < state.itemCount },
                          "CompositionalGeometry invariant: section \(index) has measurements beyond its \(state.itemCount) items")
            let expected = Self.extent(of: state) + interSectionSpacing
            let stored = sectionTree.prefix(index + 1) - sectionTree.prefix(index)
            engineRequire(abs(stored - expected) <= 1e-6 * max(1, abs(expected)),
                          "CompositionalGeometry invariant: section \(index) sums \(stored), its state \(expected)")
        }
        sectionTree.checkInvariants()
    }
}
