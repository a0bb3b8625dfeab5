import Foundation
import TrestleCore

/// Sections that scroll sideways (UIKit's orthogonal scrolling). UIKit puts such a section's
/// cells in a nested scroll view; Trestle keeps them in the collection view and shifts the
/// section's groups by the strip's offset, which the wheel, the keyboard focus and
/// `scrollToItem` move:
///
/// - a sideways wheel (or the vertical wheel with Shift) over the strip scrolls it: a
///   `.continuous` strip by the wheel's steps; `.continuousGroupLeadingBoundary` then comes to
///   rest at a group's leading edge; `.paging` moves a container's width at a time;
///   `.groupPaging` a group at a time; `.groupPagingCentered` a group at a time, centred;
/// - moving the focus to an item off the strip's visible part, or scrolling to it, brings it in
///   (with the same resting places);
/// - a drag across the strip moves it with the finger, and on release it comes to rest where its
///   behaviour says (the nearest page or group; where it is, when continuous).
extension UICollectionViewCompositionalLayout {
    /// How far the orthogonal section `section`'s strip is scrolled (0 for other sections).
    public func orthogonalScrollOffset(ofSection section: Int) -> CGFloat {
        CGFloat(geometry?.orthogonalOffsets[section] ?? 0)
    }

    /// Scrolls the orthogonal section `section`'s strip to `offset`, clamped to its content.
    public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        guard let current = geometry, section >= 0, section < current.numberOfSections,
              current.section(section).scrollsOrthogonally, offset.isFinite else { return }
        let range = orthogonalOffsetRange(ofSection: section, in: current)
        let clamped = min(max(Double(offset), range.lowerBound), range.upperBound)
        guard clamped != (current.orthogonalOffsets[section] ?? 0) else { return }
        geometry?.orthogonalOffsets[section] = clamped
        // Only placements change: the next pass asks for them again, keeping everything measured.
        invalidateLayout(with: makeInvalidationContext())
    }

    /// The offsets the strip of `section` may rest at: from its start to its end, and for centred
    /// group paging from the first group centred to the last (the strip's ends may show empty
    /// space, as UIKit's centred paging does).
    func orthogonalOffsetRange(ofSection section: Int, in geometry: CompositionalGeometry) -> ClosedRange<Double> {
        let range = geometry.orthogonalOffsetRange(ofSection: section)
        guard behavior(ofSection: section) == .groupPagingCentered, geometry.numberOfItems(inSection: section) > 0 else { return range }
        let groups = (geometry.numberOfItems(inSection: section) + geometry.section(section).group.capacity - 1) / geometry.section(section).group.capacity
        let first = centringOffset(ofGroup: 0, section: section, in: geometry)
        let last = centringOffset(ofGroup: groups - 1, section: section, in: geometry)
        return min(range.lowerBound, first)...max(range.upperBound, last, first)
    }

    /// Where a strip starts before anyone scrolls it: at its start, or with its first group
    /// centred when it pages centred.
    func initialOrthogonalOffset(ofSection section: Int, in geometry: CompositionalGeometry) -> Double {
        behavior(ofSection: section) == .groupPagingCentered && geometry.numberOfItems(inSection: section) > 0
            ? centringOffset(ofGroup: 0, section: section, in: geometry) : 0
    }

    /// The behaviour of `section`, as the provider last gave it.
    private func behavior(ofSection section: Int) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        section < resolvedSections.count ? resolvedSections[section].orthogonalScrollingBehavior : .none
    }

    func scrollOrthogonalSection(lines: Int, columns: Int, shift: Bool, at point: CGPoint) -> Bool {
        guard let geometry, let collectionView else { return false }
        let vertical = configuration.scrollDirection == .vertical
        let main = Double(vertical ? point.y : point.x)
        guard let section = geometry.section(atMain: main), geometry.section(section).scrollsOrthogonally,
              geometry.stripMainRange(ofSection: section).contains(main) else { return false }
        // Steps across the scroll axis: sideways turns (or Shift) in a vertical layout; plain
        // turns in a horizontal one.
        let steps = vertical ? (columns != 0 ? columns : shift ? lines : 0) : (columns == 0 && !shift ? lines : 0)
        guard steps != 0 else { return false }
        let current = Double(orthogonalScrollOffset(ofSection: section))
        let forward = steps > 0
        let target: Double
        switch behavior(ofSection: section) {
        case .none, .continuous:
            target = current + Double(steps) * Double(collectionView.metrics.horizontalScrollStep)
        case .continuousGroupLeadingBoundary:
            let moved = current + Double(steps) * Double(collectionView.metrics.horizontalScrollStep)
            target = groupBoundary(near: moved, section: section, in: geometry, forward: forward)
        case .paging:
            let page = max(1, geometry.crossExtent)
            target = ((current / page).rounded() + (forward ? 1 : -1)) * page
        case .groupPaging:
            let stride = max(1, geometry.orthogonalGroupStride(ofSection: section))
            target = ((current / stride).rounded() + (forward ? 1 : -1)) * stride
        case .groupPagingCentered:
            let group = centredGroup(at: current, section: section, in: geometry) + (forward ? 1 : -1)
            target = centringOffset(ofGroup: group, section: section, in: geometry)
        }
        setOrthogonalScrollOffset(CGFloat(target), forSection: section)
        return true
    }

    func revealItemInOrthogonalSection(at indexPath: IndexPath, at position: UICollectionView.ScrollPosition) {
        guard let geometry, indexPath.count == 2, indexPath.section < geometry.numberOfSections,
              geometry.section(indexPath.section).scrollsOrthogonally,
              indexPath.item < geometry.numberOfItems(inSection: indexPath.section) else { return }
        let section = indexPath.section
        let capacity = geometry.section(section).group.capacity
        let group = indexPath.item / capacity
        let current = Double(orthogonalScrollOffset(ofSection: section))
        let frame = geometry.frameForItem(at: indexPath.itemPath)
        let vertical = configuration.scrollDirection == .vertical
        let (start, end) = vertical ? (Double(frame.minX), Double(frame.maxX)) : (Double(frame.minY), Double(frame.maxY))
        let visible = geometry.crossExtent
        var target = current
        switch behavior(ofSection: section) {
        case .groupPagingCentered:
            target = centringOffset(ofGroup: group, section: section, in: geometry)
        case .groupPaging, .continuousGroupLeadingBoundary:
            if start < 0 || end > visible { target = geometry.orthogonalGroupStart(group, ofSection: section) - geometry.section(section).insets.crossLeading }
        case .paging:
            if start < 0 || end > visible {
                let page = max(1, visible)
                target = ((current + start) / page).rounded(.down) * page
            }
        case .none, .continuous:
            let centred = vertical ? position.contains(.centeredHorizontally) : position.contains(.centeredVertically)
            if centred {
                target = current + (start + end) / 2 - visible / 2
            } else if start < 0 {
                target = current + start
            } else if end > visible {
                target = current + end - visible
            }
        }
        setOrthogonalScrollOffset(CGFloat(target), forSection: section)
    }

    /// The orthogonal section whose strip lies under `point` (content coordinates), if any.
    private func orthogonalSection(at point: CGPoint) -> Int? {
        guard let geometry else { return nil }
        let main = Double(configuration.scrollDirection == .vertical ? point.y : point.x)
        guard let section = geometry.section(atMain: main), geometry.section(section).scrollsOrthogonally,
              geometry.stripMainRange(ofSection: section).contains(main) else { return nil }
        return section
    }

    /// A drag that starts on a strip and moves more across the scroll axis than along it takes
    /// the strip.
    func beginOrthogonalDrag(at start: CGPoint, moving delta: CGPoint) -> Bool {
        guard let section = orthogonalSection(at: start) else { return false }
        let vertical = configuration.scrollDirection == .vertical
        let across = abs(vertical ? delta.x : delta.y), along = abs(vertical ? delta.y : delta.x)
        guard across > along else { return false }
        draggedOrthogonalSection = section
        return true
    }

    func dragOrthogonalSection(by delta: CGPoint) {
        guard let section = draggedOrthogonalSection else { return }
        let move = configuration.scrollDirection == .vertical ? delta.x : delta.y
        setOrthogonalScrollOffset(orthogonalScrollOffset(ofSection: section) + move, forSection: section)
    }

    /// The strip comes to rest: at the nearest page, group boundary or centred group its
    /// behaviour stops at; a continuous strip stays where the finger left it.
    func endOrthogonalDrag() {
        guard let section = draggedOrthogonalSection, let geometry else { return }
        draggedOrthogonalSection = nil
        let current = Double(orthogonalScrollOffset(ofSection: section))
        let target: Double
        switch behavior(ofSection: section) {
        case .none, .continuous:
            return
        case .continuousGroupLeadingBoundary, .groupPaging:
            let stride = max(1, geometry.orthogonalGroupStride(ofSection: section))
            target = (current / stride).rounded() * stride
        case .paging:
            let page = max(1, geometry.crossExtent)
            target = (current / page).rounded() * page
        case .groupPagingCentered:
            target = centringOffset(ofGroup: centredGroup(at: current, section: section, in: geometry), section: section, in: geometry)
        }
        setOrthogonalScrollOffset(CGFloat(target), forSection: section)
    }

    /// The group boundary at or beyond `offset` in the direction of travel.
    private func groupBoundary(near offset: Double, section: Int, in geometry: CompositionalGeometry, forward: Bool) -> Double {
        let stride = max(1, geometry.orthogonalGroupStride(ofSection: section))
        let groups = offset / stride
        return (forward ? groups.rounded(.up) : groups.rounded(.down)) * stride
    }

    /// The group nearest the middle of the container at strip offset `offset`.
    private func centredGroup(at offset: Double, section: Int, in geometry: CompositionalGeometry) -> Int {
        let spec = geometry.section(section)
        let stride = max(1, geometry.orthogonalGroupStride(ofSection: section))
        let middle = offset + geometry.crossExtent / 2 - spec.insets.crossLeading - spec.group.crossExtent / 2
        return Int((middle / stride).rounded())
    }

    /// The strip offset that centres group `group` in the container.
    private func centringOffset(ofGroup group: Int, section: Int, in geometry: CompositionalGeometry) -> Double {
        let groups = (geometry.numberOfItems(inSection: section) + geometry.section(section).group.capacity - 1) / geometry.section(section).group.capacity
        let clampedGroup = min(max(0, group), max(0, groups - 1))
        return geometry.orthogonalGroupStart(clampedGroup, ofSection: section) + geometry.section(section).group.crossExtent / 2 - geometry.crossExtent / 2
    }
}
