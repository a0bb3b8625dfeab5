import Foundation

/// A decoration view a layout places behind a section (UIKit's section background).
public struct DecorationPlacement: Hashable, Sendable {
    /// The decoration's kind.
    public var kind: SupplementaryKind
    /// The section it decorates.
    public var section: Int
    /// Its frame, in content coordinates.
    public var frame: CGRect
    /// Drawing order: higher values draw above lower ones (UIKit's `zIndex`).
    public var zIndex: Int

    /// Creates a placement from its parts.
    public init(kind: SupplementaryKind, section: Int, frame: CGRect, zIndex: Int) {
        self.kind = kind
        self.section = section
        self.frame = frame
        self.zIndex = zIndex
    }
}

extension CompositionalGeometry {
    /// The z index of a header or footer pinned to the viewport, as the flow layout uses, unless
    /// its own is higher.
    public static let pinnedZIndex = FlowGeometry.pinnedZIndex

    /// The frame of the item at `path`, which must exist.
    public func frameForItem(at path: ItemPath) -> CGRect {
        engineRequire(path.section >= 0 && path.section < sections.count && path.item >= 0
                      && path.item < sections[path.section].itemCount,
                      "CompositionalGeometry.frameForItem(at:): no item \(path)")
        return rect(itemBox(at: path))
    }

    /// The natural frame of the supplementary element of `kind` at `path`: a section's boundary
    /// item (at item 0), an item's attached element, or the layout's own boundary item (at
    /// `[0, 0]`); `nil` when there is none.
    public func frameForSupplementary(ofKind kind: SupplementaryKind, at path: ItemPath) -> CGRect? {
        guard path.section >= 0, path.section < sections.count else {
            return path == ItemPath(section: 0, item: 0) ? layoutBoundaryFrame(kind) : nil
        }
        let state = sections[path.section]
        if path.item == 0, let item = state.boundaryItems.first(where: { $0.kind == kind }) {
            let start = sectionStart(path.section)
            return rect(Self.boundaryBox(item, start: start, end: start + Self.extent(of: state)))
        }
        if path.item >= 0, path.item < state.itemCount, let supplementary = state.spec.itemSupplementaries.first(where: { $0.kind == kind }) {
            return rect(Self.supplementaryBox(supplementary, attachedTo: itemBox(at: path)))
        }
        return path == ItemPath(section: 0, item: 0) ? layoutBoundaryFrame(kind) : nil
    }

    private func layoutBoundaryFrame(_ kind: SupplementaryKind) -> CGRect? {
        guard let item = layoutBoundaryItems.first(where: { $0.kind == kind }) else { return nil }
        return rect(Self.boundaryBox(item, start: 0, end: contentMainExtent))
    }

    /// The frame of `section` from the start of its header to the end of its footer, across the
    /// whole container.
    public func frameForSection(_ section: Int) -> CGRect {
        let start = sectionStart(section)
        return rect(Box(main: start, cross: 0, mainExtent: Self.extent(of: sections[section]), crossExtent: crossExtent))
    }

    /// The sections whose extent along the scroll axis overlaps `min..<max`.
    func sections(overlappingMain min: Double, _ max: Double) -> Range<Int> {
        guard !sections.isEmpty else { return 0..<0 }
        let lead = layoutBoundaryExtent(.leading)
        let first = sectionTree.index(endingAfter: min - lead)
        let end = sectionTree.count(startingBefore: max - lead)
        return first..<Swift.max(first, end)
    }

    /// The items and supplementary elements whose placed frames intersect `rect`, in
    /// ``ElementPlacement`` order (``ItemLayout/placements(in:viewport:)``); given a viewport,
    /// pinned headers and footers float against it.
    ///
    /// - Complexity: O(log n + k) for k placements: groups are found in each section's index.
    public func placements(in rect: CGRect, viewport: Viewport?) -> [ElementPlacement] {
        guard rect.hasPositiveArea else { return [] }
        let (minMain, maxMain) = mainRange(of: rect)
        let (minCross, maxCross) = crossRange(of: rect)
        var result: [ElementPlacement] = []
        func add(_ element: LayoutElement, _ box: Box, zIndex: Int, pinned: Bool = false) {
            let frame = self.rect(box)
            if frame.overlapsStrictly(rect) {
                result.append(ElementPlacement(element: element, frame: frame, isPinned: pinned, zIndex: zIndex))
            }
        }
        // The sections the rect reaches, and any whose pinned header or footer may float into it.
        var range = sections(overlappingMain: minMain, maxMain)
        if let viewport {
            let pins = pinRange(viewport)
            let pinned = sections(overlappingMain: pins.min, pins.max)
            range = Swift.min(range.lowerBound, pinned.lowerBound)..<Swift.max(range.upperBound, pinned.upperBound)
        }
        for section in range {
            let state = sections[section]
            let start = sectionStart(section)
            let end = start + Self.extent(of: state)
            let path = ItemPath(section: section, item: 0)
            for item in state.boundaryItems {
                let natural = Self.boundaryBox(item, start: start, end: end)
                let placed = floated(item, natural: natural, section: section, sectionStart: start, sectionEnd: end, viewport: viewport)
                let pinned = placed.main != natural.main
                add(.supplementary(item.kind, path), placed, zIndex: pinned ? Swift.max(item.zIndex, Self.pinnedZIndex) : item.zIndex, pinned: pinned)
            }
            let groupsStart = groupsStart(section, sectionStart: start)
            forEachGroup(inSection: section, groupsStart: groupsStart, main: minMain..<maxMain, cross: minCross..<maxCross) { group, box in
                let boxes = itemBoxes(inGroup: group, of: state, groupBox: box)
                let first = group * state.spec.group.capacity
                for (offset, itemBox) in boxes.enumerated() {
                    let itemPath = ItemPath(section: section, item: first + offset)
                    let z = offset < state.spec.group.itemZIndexes.count ? state.spec.group.itemZIndexes[offset] : 0
                    add(.item(itemPath), itemBox, zIndex: z)
                    for supplementary in state.spec.itemSupplementaries {
                        add(.supplementary(supplementary.kind, itemPath), Self.supplementaryBox(supplementary, attachedTo: itemBox), zIndex: supplementary.zIndex)
                    }
                }
            }
        }
        let content = contentMainExtent
        for item in layoutBoundaryItems {
            add(.supplementary(item.kind, ItemPath(section: 0, item: 0)), Self.boundaryBox(item, start: 0, end: content), zIndex: item.zIndex)
        }
        result.sort()
        return result
    }

    /// Calls `body` with each group of `section` whose frame may reach `main` × `cross`, and its
    /// frame, in order.
    func forEachGroup(inSection section: Int, groupsStart: Double, main: Range<Double>, cross: Range<Double>,
                      _ body: (_ group: Int, _ box: Box) -> Void) {
        let state = sections[section]
        let spec = state.spec
        let groupCount = SectionState.groupCount(items: state.itemCount, capacity: spec.group.capacity)
        guard groupCount > 0 else { return }
        if spec.scrollsOrthogonally {
            guard groupsStart < main.upperBound, groupsStart + spec.group.mainExtent > main.lowerBound else { return }
            let stride = orthogonalGroupStride(ofSection: section)
            let origin = spec.insets.crossLeading - (orthogonalOffsets[section] ?? 0)
            var first = 0, last = groupCount - 1
            if stride > 0 {
                // Clamped before converting: a rect as large as `.infinite` would overflow `Int`.
                let low = ((cross.lowerBound - origin - spec.group.crossExtent) / stride).rounded(.down)
                let high = ((cross.upperBound - origin) / stride).rounded(.up)
                first = Int(Swift.min(Swift.max(low.isNaN ? 0 : low, 0), Double(groupCount - 1)))
                last = Int(Swift.min(Swift.max(high.isNaN ? Double(groupCount - 1) : high, -1), Double(groupCount - 1)))
            }
            guard first <= last else { return }
            for group in first...last { body(group, groupBox(group, section: section, groupsStart: groupsStart)) }
            return
        }
        let spacing = Swift.max(0, spec.interGroupSpacing)
        guard let first = state.groups.firstRow(endingAfter: main.lowerBound - groupsStart) else { return }
        let last = state.groups.lastRow(startingBefore: main.upperBound - groupsStart) ?? -1
        guard first <= last else { return }
        state.groups.forEachRow(in: first..<(last + 1)) { group, offset, extent in
            body(group, Box(main: groupsStart + offset, cross: spec.insets.crossLeading,
                            mainExtent: Swift.max(0, extent - spacing), crossExtent: spec.group.crossExtent))
        }
    }

    /// The decorations whose frames intersect `rect`.
    public func decorationPlacements(in rect: CGRect) -> [DecorationPlacement] {
        guard rect.hasPositiveArea else { return [] }
        let (minMain, maxMain) = mainRange(of: rect)
        var result: [DecorationPlacement] = []
        for section in sections(overlappingMain: minMain, maxMain) where !sections[section].spec.decorations.isEmpty {
            let start = sectionStart(section)
            let extent = Self.extent(of: sections[section])
            for decoration in sections[section].spec.decorations {
                let box = Box(main: start + decoration.insets.mainLeading, cross: decoration.insets.crossLeading,
                              mainExtent: Swift.max(0, extent - decoration.insets.mainLeading - decoration.insets.mainTrailing),
                              crossExtent: Swift.max(0, crossExtent - decoration.insets.crossLeading - decoration.insets.crossTrailing))
                let frame = self.rect(box)
                if frame.overlapsStrictly(rect) {
                    result.append(DecorationPlacement(kind: decoration.kind, section: section, frame: frame, zIndex: decoration.zIndex))
                }
            }
        }
        return result
    }

    /// The frame of `section`'s decoration of `kind`, or `nil` when it has none.
    public func frameForDecoration(ofKind kind: SupplementaryKind, inSection section: Int) -> CGRect? {
        guard section >= 0, section < sections.count else { return nil }
        let frame = frameForSection(section)
        return decorationPlacements(in: frame.insetBy(dx: -1, dy: -1)).first { $0.kind == kind && $0.section == section }?.frame
    }

    // MARK: Pinning

    /// The stretch of the scroll axis pinned elements are held within: the viewport's pin lines.
    func pinRange(_ viewport: Viewport) -> (min: Double, max: Double) {
        axis == .vertical ? (viewport.pinTop, viewport.pinBottom) : (viewport.pinLeft, viewport.pinRight)
    }

    /// A boundary item placed for `viewport`: a pinned header sticks at the leading pin line while
    /// its section is in view and its section's end pushes it off (`min(max(natural, pin), end −
    /// extent)`); a pinned footer is the mirror image against the trailing pin line and never rides
    /// above where the section's groups start.
    func floated(_ item: BoundaryItem, natural: Box, section: Int, sectionStart: Double, sectionEnd: Double, viewport: Viewport?) -> Box {
        guard item.pinsToVisibleBounds, let viewport else { return natural }
        let pins = pinRange(viewport)
        var box = natural
        switch item.edge {
        case .leading:
            box.main = Swift.min(Swift.max(natural.main, snap(pins.min)), snap(sectionEnd) - natural.mainExtent)
            box.main = Swift.max(box.main, natural.main)
        case .trailing:
            let groupsStart = self.groupsStart(section, sectionStart: sectionStart)
            box.main = Swift.max(snap(groupsStart) - natural.mainExtent, Swift.min(natural.main, snap(pins.max) - natural.mainExtent))
            box.main = Swift.min(box.main, natural.main)
        }
        return box
    }
}
