import Foundation
import TrestleCore

/// A group resolved in points: its size and its leaf items' frames relative to its origin.
struct ResolvedGroup {
    var size: CGSize
    var frames: [CGRect] = []
    var zIndexes: [Int] = []
    /// Whether each leaf's width (height) is estimated.
    var estimatedWidths: [Bool] = []
    var estimatedHeights: [Bool] = []
    /// Whether the group holds nested groups.
    var isNested = false
}

/// Turns UIKit's section descriptions into the engine's resolved sections, for one container.
@MainActor
struct CompositionalResolver {
    let axis: CompositionalGeometry.Axis
    /// The container: the collection view's size less its content insets.
    let container: CGSize
    /// Extra leading and trailing insets for sections measured from the layout margins.
    let margins: (leading: CGFloat, trailing: CGFloat)
    let environment: any NSCollectionLayoutEnvironment
    /// What `.automatic` insets references mean: the configuration's reference.
    var defaultInsetsReference: UIContentInsetsReference = .safeArea
    /// Where problems with the description are reported.
    let report: (String) -> Void

    // MARK: Sections

    /// `section` resolved for the engine, and whether its items self-size.
    func resolve(_ section: NSCollectionLayoutSection, index: Int) -> CompositionalGeometry.Section {
        let insets = sectionInsets(section, reference: section.contentInsetsReference)
        // Groups are sized against the section's content area.
        let content = CGSize(width: max(0, container.width - insets.leading - insets.trailing),
                             height: max(0, container.height - insets.top - insets.bottom))
        var group = resolveGroup(section.group, in: content, path: "section \(index)")
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let mainEstimated = axis == .vertical ? section.group.layoutSize.heightDimension.isEstimated
                                              : section.group.layoutSize.widthDimension.isEstimated
        let leafEstimated = axis == .vertical ? group.estimatedHeights : group.estimatedWidths
        var sizing = CompositionalGeometry.GroupSizing.fixed
        if mainEstimated, !orthogonal, leafEstimated.contains(true) {
            let alongMain: Bool
            switch section.group.arrangement {
            case .horizontal: alongMain = axis == .horizontal
            case .vertical: alongMain = axis == .vertical
            case .custom: alongMain = false
            }
            sizing = alongMain ? .estimatedAlong : .estimatedAcross
        }
        if group.isNested && sizing != .fixed {
            // Measured items of nested groups would not move their neighbours in the inner
            // groups: such sections keep their estimates.
            report("UICollectionViewCompositionalLayout: section \(index) estimates the size of a group of groups; Trestle self-sizes only groups of items, so the estimates are used as sizes")
            sizing = .fixed
        }
        if group.frames.isEmpty {
            group.frames = [CGRect(origin: .zero, size: group.size)]
        }
        let template = CompositionalGeometry.GroupTemplate(
            mainExtent: Double(main(group.size)), crossExtent: Double(cross(group.size)),
            items: group.frames.map(box), itemZIndexes: group.zIndexes.contains { $0 != 0 } ? group.zIndexes : [], sizing: sizing)
        let spacing = checked(section.interGroupSpacing, "interGroupSpacing of section \(index)")
        let supplementaryInsets = sectionInsets(section, reference: section.supplementaryContentInsetsReference)
        // Across the scroll axis: leading and width scrolling vertically, top and height sideways.
        let boundaryContainer = section.supplementariesFollowContentInsets
            ? (leading: axis == .vertical ? supplementaryInsets.leading : supplementaryInsets.top,
               width: axis == .vertical ? content.width : content.height)
            : (leading: CGFloat(0), width: axis == .vertical ? container.width : container.height)
        return CompositionalGeometry.Section(
            group: template,
            insets: engineInsets(insets),
            interGroupSpacing: Double(spacing),
            scrollsOrthogonally: orthogonal,
            boundaryItems: section.boundarySupplementaryItems.map { boundary($0, leading: boundaryContainer.leading, width: boundaryContainer.width) },
            itemSupplementaries: itemSupplementaries(of: section.group, in: content),
            decorations: section.decorationItems.map { decoration in
                CompositionalGeometry.Decoration(kind: SupplementaryKind(rawValue: decoration.elementKind),
                                                 insets: engineInsets(decoration.contentInsets), zIndex: decoration.zIndex - 1)
            })
    }

    /// A section's content insets, checked, with the layout margins added when they are the
    /// reference.
    private func sectionInsets(_ section: NSCollectionLayoutSection, reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        var insets = NSDirectionalEdgeInsets(top: checked(section.contentInsets.top, "contentInsets.top"),
                                             leading: checked(section.contentInsets.leading, "contentInsets.leading"),
                                             bottom: checked(section.contentInsets.bottom, "contentInsets.bottom"),
                                             trailing: checked(section.contentInsets.trailing, "contentInsets.trailing"))
        let reference = reference == .automatic ? defaultInsetsReference : reference
        if reference == .layoutMargins || reference == .readableContent {
            insets.leading += margins.leading
            insets.trailing += margins.trailing
        }
        return insets
    }

    /// The layout's own boundary items.
    func layoutBoundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> [CompositionalGeometry.BoundaryItem] {
        items.map { boundary($0, leading: 0, width: axis == .vertical ? container.width : container.height) }
    }

    private func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, leading: CGFloat, width: CGFloat) -> CompositionalGeometry.BoundaryItem {
        let size = checked(item.layoutSize.resolved(in: axis == .vertical ? CGSize(width: width, height: container.height)
                                                                           : CGSize(width: container.width, height: width)),
                           "size of the \(item.elementKind) boundary item")
        let edge: CompositionalGeometry.BoundaryEdge
        let crossFraction: CGFloat
        switch (axis, item.alignment) {
        case (.vertical, .top), (.vertical, .none): (edge, crossFraction) = (.leading, 0.5)
        case (.vertical, .topLeading), (.vertical, .leading): (edge, crossFraction) = (.leading, 0)
        case (.vertical, .topTrailing), (.vertical, .trailing): (edge, crossFraction) = (.leading, 1)
        case (.vertical, .bottom): (edge, crossFraction) = (.trailing, 0.5)
        case (.vertical, .bottomLeading): (edge, crossFraction) = (.trailing, 0)
        case (.vertical, .bottomTrailing): (edge, crossFraction) = (.trailing, 1)
        case (.horizontal, .leading), (.horizontal, .none): (edge, crossFraction) = (.leading, 0.5)
        case (.horizontal, .topLeading), (.horizontal, .top): (edge, crossFraction) = (.leading, 0)
        case (.horizontal, .bottomLeading), (.horizontal, .bottom): (edge, crossFraction) = (.leading, 1)
        case (.horizontal, .trailing): (edge, crossFraction) = (.trailing, 0.5)
        case (.horizontal, .topTrailing): (edge, crossFraction) = (.trailing, 0)
        case (.horizontal, .bottomTrailing): (edge, crossFraction) = (.trailing, 1)
        }
        let crossExtent = Double(cross(size))
        let available = Double(width)
        let start = Double(leading)
        let offset = item.offset
        var resolved = CompositionalGeometry.BoundaryItem(
            kind: UICollectionViewCompositionalLayout.engineKind(item.elementKind), edge: edge,
            mainExtent: Double(main(size)), crossExtent: crossExtent,
            cross: start + (available - crossExtent) * Double(crossFraction) + Double(axis == .vertical ? offset.x : offset.y),
            mainOffset: Double(axis == .vertical ? offset.y : offset.x), leadingSpace: Double(item.leadingSpace),
            extendsBoundary: item.extendsBoundary, pinsToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex)
        resolved.isEstimated = axis == .vertical ? item.layoutSize.heightDimension.isEstimated : item.layoutSize.widthDimension.isEstimated
        return resolved
    }

    /// The supplementary items attached to the section's leaf items (the first leaf's, which
    /// every item of the section shares).
    private func itemSupplementaries(of group: NSCollectionLayoutGroup, in content: CGSize) -> [CompositionalGeometry.ItemSupplementary] {
        var leaf: NSCollectionLayoutItem = group
        while let inner = leaf as? NSCollectionLayoutGroup, let first = inner.subitems.first { leaf = first }
        return leaf.supplementaryItems.map { item in
            let size = checked(item.layoutSize.resolved(in: content), "size of the \(item.elementKind) supplementary item")
            let anchor = item.containerAnchor.unitPoint
            let own = item.itemAnchor?.unitPoint ?? anchor
            var offset = item.containerAnchor.offset
            if item.containerAnchor.isFractionalOffset { offset = CGPoint(x: offset.x * size.width, y: offset.y * size.height) }
            return CompositionalGeometry.ItemSupplementary(
                kind: UICollectionViewCompositionalLayout.engineKind(item.elementKind),
                mainExtent: Double(main(size)), crossExtent: Double(cross(size)),
                anchorMain: Double(main(anchor)), anchorCross: Double(cross(anchor)),
                offsetMain: Double(main(offset)), offsetCross: Double(cross(offset)),
                itemAnchorMain: Double(main(own)), itemAnchorCross: Double(cross(own)), zIndex: item.zIndex)
        }
    }

    // MARK: Groups

    /// `group` resolved in a container of `container`: its size and its leaves' frames.
    func resolveGroup(_ group: NSCollectionLayoutGroup, in container: CGSize, path: String, size given: CGSize? = nil) -> ResolvedGroup {
        let size = given ?? checked(group.layoutSize.resolved(in: container), "size of a group in \(path)")
        var result = ResolvedGroup(size: size)
        let insets = group.contentInsets
        let inner = CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
        switch group.arrangement {
        case .custom(let provider):
            for item in provider(environment) {
                result.frames.append(checked(item.frame, "a custom item frame in \(path)"))
                result.zIndexes.append(item.zIndex)
                result.estimatedWidths.append(false)
                result.estimatedHeights.append(false)
            }
            if result.frames.isEmpty { report("UICollectionViewCompositionalLayout: the custom group of \(path) has no items; its items are laid over the whole group") }
        case .horizontal, .vertical:
            var horizontal = false
            if case .horizontal = group.arrangement { horizontal = true }
            layOut(group, horizontal: horizontal, inner: inner, origin: CGPoint(x: insets.leading, y: insets.top), into: &result, path: path)
        }
        return result
    }

    private func layOut(_ group: NSCollectionLayoutGroup, horizontal: Bool, inner: CGSize, origin: CGPoint, into result: inout ResolvedGroup, path: String) {
        func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        let available = along(inner)
        let spacing = group.interItemSpacing.map { checked($0.spacing, "interItemSpacing in \(path)") } ?? 0
        let flexible = group.interItemSpacing?.isFlexibleSpacing ?? false
        guard !group.subitems.isEmpty else {
            report("UICollectionViewCompositionalLayout: a group in \(path) has no subitems")
            return
        }
        // The sequence of subitems and their sizes along the group's axis.
        var placed: [(item: NSCollectionLayoutItem, size: CGSize, lead: CGFloat, trail: CGFloat)] = []
        func edges(_ item: NSCollectionLayoutItem) -> (lead: CGFloat, trail: CGFloat) {
            let spacing = item.edgeSpacing
            let lead = horizontal ? spacing?.leading?.spacing : spacing?.top?.spacing
            let trail = horizontal ? spacing?.trailing?.spacing : spacing?.bottom?.spacing
            return (max(0, lead ?? 0), max(0, trail ?? 0))
        }
        if let count = group.repeatCount {
            guard count > 0 else {
                report("UICollectionViewCompositionalLayout: a group in \(path) repeats its subitem \(count) times; it must be at least 1")
                return
            }
            let item = group.subitems[0]
            let (lead, trail) = edges(item)
            let share = max(0, (available - spacing * CGFloat(count - 1)) / CGFloat(count) - lead - trail)
            let natural = checked(item.layoutSize.resolved(in: inner), "size of an item in \(path)")
            let size = horizontal ? CGSize(width: share, height: natural.height) : CGSize(width: natural.width, height: share)
            placed = Array(repeating: (item, size, lead, trail), count: count)
        } else {
            var used: CGFloat = 0
            var index = 0
            while index < 10_000 {
                let item = group.subitems[index % group.subitems.count]
                let size = checked(item.layoutSize.resolved(in: inner), "size of an item in \(path)")
                let (lead, trail) = edges(item)
                let needed = (placed.isEmpty ? 0 : spacing) + lead + along(size) + trail
                if index >= group.subitems.count && (used + needed > available + 0.001 || along(size) + lead + trail <= 0) { break }
                placed.append((item, size, lead, trail))
                used += needed
                index += 1
            }
            if used > available + 0.5 {
                report("UICollectionViewCompositionalLayout: the items of a group in \(path) need \(used) points but the group has \(available); they overflow it")
            }
        }
        let total = placed.reduce(0) { $0 + along($1.size) + $1.lead + $1.trail } + spacing * CGFloat(max(0, placed.count - 1))
        let extra = flexible && placed.count > 1 ? max(0, available - total) / CGFloat(placed.count - 1) : 0
        var cursor: CGFloat = 0
        for (index, entry) in placed.enumerated() {
            if index > 0 { cursor += spacing + extra }
            cursor += entry.lead
            let crossLead: CGFloat
            let spacing = entry.item.edgeSpacing
            crossLead = max(0, (horizontal ? spacing?.top?.spacing : spacing?.leading?.spacing) ?? 0)
            let position = horizontal ? CGPoint(x: origin.x + cursor, y: origin.y + crossLead) : CGPoint(x: origin.x + crossLead, y: origin.y + cursor)
            if let nested = entry.item as? NSCollectionLayoutGroup {
                result.isNested = true
                // A repeated copy is laid out in its share of the group, not at its own size.
                var sub = resolveGroup(nested, in: inner, path: path, size: group.repeatCount != nil ? entry.size : nil)
                if sub.frames.isEmpty { sub.frames = [CGRect(origin: .zero, size: sub.size)]; sub.zIndexes = [0]; sub.estimatedWidths = [false]; sub.estimatedHeights = [false] }
                for (offset, frame) in sub.frames.enumerated() {
                    result.frames.append(frame.offsetBy(dx: position.x, dy: position.y))
                    result.zIndexes.append(offset < sub.zIndexes.count ? sub.zIndexes[offset] : 0)
                    result.estimatedWidths.append(offset < sub.estimatedWidths.count && sub.estimatedWidths[offset])
                    result.estimatedHeights.append(offset < sub.estimatedHeights.count && sub.estimatedHeights[offset])
                }
            } else {
                let item = entry.item
                let estimatedWidth = item.layoutSize.widthDimension.isEstimated
                let estimatedHeight = item.layoutSize.heightDimension.isEstimated
                var frame = CGRect(origin: position, size: entry.size)
                let insets = item.contentInsets
                // UIKit ignores content insets along an estimated dimension.
                if !estimatedWidth { frame.origin.x += insets.leading; frame.size.width = max(0, frame.width - insets.leading - insets.trailing) }
                if !estimatedHeight { frame.origin.y += insets.top; frame.size.height = max(0, frame.height - insets.top - insets.bottom) }
                result.frames.append(frame)
                result.zIndexes.append(0)
                result.estimatedWidths.append(estimatedWidth)
                result.estimatedHeights.append(estimatedHeight)
            }
            cursor += along(entry.size) + entry.trail
        }
    }

    // MARK: Checking and axes

    func checked(_ value: CGFloat, _ what: String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            report("UICollectionViewCompositionalLayout: the \(what) is \(value), not a finite, non-negative number; 0 is used")
            return 0
        }
        return value
    }

    func checked(_ size: CGSize, _ what: String) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            report("UICollectionViewCompositionalLayout: the \(what) resolves to \(size), which is not finite and non-negative; negative and non-finite dimensions are treated as 0")
            return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
        return size
    }

    func checked(_ frame: CGRect, _ what: String) -> CGRect {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite else {
            report("UICollectionViewCompositionalLayout: \(what) is \(frame), which is not finite; it is placed at the group's origin")
            return CGRect(origin: .zero, size: checked(frame.size, what))
        }
        return CGRect(origin: frame.origin, size: checked(frame.size, what))
    }

    func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    func main(_ point: CGPoint) -> CGFloat { axis == .vertical ? point.y : point.x }
    func cross(_ point: CGPoint) -> CGFloat { axis == .vertical ? point.x : point.y }

    func box(_ frame: CGRect) -> CompositionalGeometry.Box {
        axis == .vertical
            ? CompositionalGeometry.Box(main: Double(frame.minY), cross: Double(frame.minX), mainExtent: Double(frame.height), crossExtent: Double(frame.width))
            : CompositionalGeometry.Box(main: Double(frame.minX), cross: Double(frame.minY), mainExtent: Double(frame.width), crossExtent: Double(frame.height))
    }

    func engineInsets(_ insets: NSDirectionalEdgeInsets) -> CompositionalGeometry.Insets {
        axis == .vertical
            ? CompositionalGeometry.Insets(mainLeading: Double(insets.top), crossLeading: Double(insets.leading),
                                           mainTrailing: Double(insets.bottom), crossTrailing: Double(insets.trailing))
            : CompositionalGeometry.Insets(mainLeading: Double(insets.leading), crossLeading: Double(insets.top),
                                           mainTrailing: Double(insets.trailing), crossTrailing: Double(insets.bottom))
    }
}
