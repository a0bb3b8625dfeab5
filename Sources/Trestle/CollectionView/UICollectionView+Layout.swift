import Foundation
import TrestleCore

/// One layout pass: the layout is prepared when it was invalidated, asked for the elements in
/// the visible rectangle, appearing cells are asked for their preferred attributes (self-sizing),
/// and then cells and supplementary views enter, leave and move to their attributes.
extension UICollectionView {
    /// The elements a layout pass shows: cells by item, supplementary and decoration views by
    /// key, each with its attributes, in the order the layout gave them.
    struct LaidOutElements {
        var items: [(path: ItemPath, attributes: UICollectionViewLayoutAttributes)] = []
        var supplementaries: [(key: SupplementaryKey, attributes: UICollectionViewLayoutAttributes)] = []
    }

    /// The rectangle a layout pass asks the layout about: the visible bounds.
    var layoutRect: CGRect { bounds }

    /// The layout said part of it is invalid: its content offset adjustment moves the content
    /// now (keeping what is under the user's eye still when something above it changed size),
    /// and the next pass prepares it again.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        let adjustment = context.contentOffsetAdjustment
        if adjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts { phase.layoutWork.insert(.placeViews) }
        // Inside a layout pass (a bounds change, a cell's preferred size) the pass prepares the
        // layout again itself; asking for another pass would only repeat it.
        if !phase.isLayingOut { setNeedsLayout() }
    }

    /// Calls `prepare()` when the layout was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        if layout.needsPrepare {
            layout.needsPrepare = false
            // The layout is prepared for these bounds: a query before the first layout pass
            // (in viewDidLoad, at zero size) leaves the pass a bounds change to invalidate it for.
            coordinator.lastLayoutBounds = bounds
            reportedLayoutProblems.removeAll()
            layout.prepare()
            // Estimates and the layout environment come from the metrics too.
            coordinator.measuredMetrics.noteMeasurement(with: metrics)
            phase.layoutWork.insert(.placeViews)
        }
        updateContentSize()
    }

    /// The layout's content size, with NaN, infinite and negative dimensions reported and read as 0.
    func updateContentSize() {
        var size = layout.collectionViewContentSize
        if !(size.width.isFinite && size.width >= 0) || !(size.height.isFinite && size.height >= 0) {
            reportLayoutProblem("\(type(of: layout)) returned an invalid content size \(size); dimensions that are not finite and non-negative are treated as 0")
            size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
        if contentSize != size { contentSize = size }
    }

    /// One layout pass. Whatever moves the items during it — the offset pulled back into content
    /// that shrank under it (a reload to fewer items, items sized smaller), a prefetching
    /// callback that updates the collection view — is placed again within it, so that after one
    /// pass every item in view has its cell.
    func layoutElements() {
        guard !phase.isLayingOut else { return }
        defer { attributesInPass.removeAll(keepingCapacity: true) }
        // The layout may be invalidated during the pass (a cell's preferred size): the pass goes on
        // until it is prepared for what it placed.
        layOutInRounds(place: placeElementsMovingOffset, afterPlacing: moveInteractiveItemToTarget,
                       hasMoreWork: { layout.needsPrepare })
    }

    /// Asks the layout for the elements in view, hands out and places their cells and views;
    /// returns whether it then moved the offset because the content shrank under it.
    private func placeElementsMovingOffset() -> Bool {
        attributesInPass.removeAll(keepingCapacity: true)
        let contentSizeAtStart = contentSize
        prepareLayout(forBounds: bounds)
        // Content that shrank since the last pass (a reload) is clamped before cells are handed
        // out, so no cell is made for an item that is then scrolled away within the same pass.
        if clampContentOffset(afterShrinkingAlong: axesShrunk(since: contentSizeAtStart)) { prepareLayout(forBounds: bounds) }
        makeRoomForSectionIndexInListCells()

        var obtained: [ItemPath: UICollectionViewCell] = [:]
        let elements = selfSizeAppearingItems(obtained: &obtained)
        for (path, attributes) in elements.items { attributesInPass[path] = attributes }
        _ = phase.take(.placeViews)
        let wanted = elements.items.map(\.path)
        var change = coordinator.visibleItems.reconciliation(with: wanted)
        let reconciling = phase.take(.reconcileViews)
        change.entering += coordinator.visibleItems.takeItemsNeedingViews(isInRange: { attributesInPass[$0] != nil }, excluding: change.entering)

        var entering: [(ItemPath, UICollectionViewCell)] = []
        for path in change.entering {
            let cell = obtained.removeValue(forKey: path) ?? obtainCell(for: path)
            coordinator.visibleItems.show(cell, at: path)
            entering.append((path, cell))
        }
        // Cells obtained to measure items that then moved out of view were never shown.
        for cell in obtained.values { enqueue(cell) }
        for path in change.leaving {
            guard let cell = coordinator.visibleItems.hide(path) else { continue }
            endDisplaying(cell, at: path)
        }
        let enteringPaths = Set(entering.map(\.0))
        for (path, cell) in entering {
            if cell.superview !== self { addSubview(cell) }
            let selected = coordinator.selection.contains(path)
            if cell.isSelected != selected { cell.isSelected = selected }
            if let attributes = attributesInPass[path] { place(cell, with: attributes) }
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path.indexPath)
        }
        // Cells that came on screen, or kept their cells through a batch, stack in item order.
        if !entering.isEmpty || reconciling { stackCellsInItemOrder() }
        // Every shown cell takes its attributes: a layout may move items on any pass (pinned or
        // parallax effects), and placing an unchanged cell costs a comparison.
        for (path, attributes) in elements.items where !enteringPaths.contains(path) {
            if let cell = coordinator.visibleItems.view(at: path) { place(cell, with: attributes) }
        }
        layoutSupplementaries(elements.supplementaries)
        updateContentSize()
        #if TRESTLE_INTERNAL_CHECKS
        lastPlacement = (bounds, wanted)
        #endif
        return keepOffsetInRangeAfterShrinking(from: contentSizeAtStart)
    }

    /// Asks the layout whether `newBounds` (the bounds now) invalidate it when they differ from
    /// the bounds laid out last, then prepares it when it was invalidated.
    private func prepareLayout(forBounds newBounds: CGRect) {
        if let last = coordinator.lastLayoutBounds, last != newBounds {
            // UIKit asks before the new bounds apply, and layouts compare `newBounds` with the
            // collection view's bounds: while asked, those are the bounds laid out last.
            boundsBeforeChange = last
            let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
            let context = invalidates ? layout.invalidationContext(forBoundsChange: newBounds) : nil
            boundsBeforeChange = nil
            if let context { layout.invalidateLayout(with: context) }
        }
        coordinator.lastLayoutBounds = newBounds
        prepareLayoutIfNeeded()
    }

    /// Sets a view's frame and the rest of its attributes.
    func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
        if view.untransformedFrame != attributes.frame { view.untransformedFrame = attributes.frame }
        if view.appliedLayoutTransform != attributes.transform {
            view.appliedLayoutTransform = attributes.transform
            view.transform = attributes.transform
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.layoutZIndex = attributes.zIndex
        view.apply(attributes)
    }

    /// Content that shrank since the last pass leaves no blank space past its end, on either
    /// axis, unless the user is holding the content (as UIKit adjusts the offset when the content
    /// size changes). Returns whether the offset moved: the caller lays out again for it.
    private func keepOffsetInRangeAfterShrinking(from sizeAtStart: CGSize) -> Bool {
        let axes = axesShrunk(since: sizeAtStart)
        coordinator.contentSizeAtLastLayout = contentSize
        return clampContentOffset(afterShrinkingAlong: axes)
    }

    /// The axes along which the content is smaller than `sizeAtStart` or than at the end of the
    /// last pass.
    private func axesShrunk(since sizeAtStart: CGSize) -> ScrollAxes {
        let size = contentSize
        return ScrollAxes.shrunk(from: sizeAtStart, to: size).union(coordinator.contentSizeAtLastLayout.map { ScrollAxes.shrunk(from: $0, to: size) } ?? [])
    }

    // MARK: Self-sizing

    /// The elements to show, after asking the cells of appearing items for their preferred
    /// attributes (UIKitBehavior § Collection view self sizing): each cell the
    /// layout accepts a new size from invalidates it, the layout moves the offset so that the
    /// content under the user's eye stays still, and the elements are asked again. Repeats while
    /// sizing moves what is in view (bounded by ``SelfSizingRounds``).
    private func selfSizeAppearingItems(obtained: inout [ItemPath: UICollectionViewCell]) -> LaidOutElements {
        let extent = scrollDirectionIsHorizontal ? bounds.width : bounds.height
        for _ in 0..<SelfSizingRounds.limit(forViewportExtent: extent) {
            let elements = laidOutElements()
            var changed = false
            for (path, attributes) in elements.items where layout.requestsPreferredAttributes(forItemAt: path.indexPath) {
                // A cell on screen is asked again when a self-sizing layout has lost its item's
                // size (self-sizing just turned on, or the layout was invalidated).
                let shown = coordinator.visibleItems.view(at: path)
                guard shown == nil || layout.isSelfSizing else { continue }
                let cell = shown ?? obtained[path] ?? obtainCell(for: path, attributes: attributes)
                if shown == nil { obtained[path] = cell }
                if askPreferredAttributes(of: cell, for: attributes) { changed = true }
            }
            for (key, attributes) in elements.supplementaries where key.category == .supplementaryView
                && layout.requestsPreferredAttributes(forSupplementaryOfKind: key.kind, at: key.path.indexPath) {
                guard let view = coordinator.supplementaries.view(for: key) ?? makeSupplementary(key) else { continue }
                if view.superview !== self {
                    // Measured in the collection view, with its metrics; shown by this pass.
                    addSubview(view)
                    coordinator.supplementaries.show(view, for: key)
                }
                if askPreferredAttributes(of: view, for: attributes, selfSizing: true) { changed = true }
            }
            guard changed else { return elements }
            // Items measured smaller near the end leave blank space past it: the offset comes
            // back now, so the next round measures the items that then come into view.
            let sizeBefore = contentSize
            prepareLayoutIfNeeded()
            _ = clampContentOffset(afterShrinkingAlong: ScrollAxes.shrunk(from: sizeBefore, to: contentSize))
        }
        return laidOutElements()
    }

    /// Asks `cell` (or a supplementary view) for its preferred attributes; returns whether the
    /// layout accepted them (and was invalidated).
    private func askPreferredAttributes(of cell: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes,
                                        selfSizing: Bool? = nil) -> Bool {
        if cell.untransformedFrame != attributes.frame { cell.untransformedFrame = attributes.frame }
        cell.apply(attributes)
        cell.layoutIfNeeded()
        cell.isSelfSizingRequested = selfSizing ?? layout.isSelfSizing
        cell.selfSizingFittingWidth = layout.selfSizingFittingWidth(for: attributes)
        cell.selfSizingFitsWidth = layout.selfSizingKeepsWidth
        let preferred = cell.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
        coordinator.measuredMetrics.noteMeasurement(with: metrics)
        cell.isSelfSizingRequested = false
        cell.selfSizingFittingWidth = nil
        cell.selfSizingFitsWidth = false
        let size = preferred.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            reportLayoutProblem("preferredLayoutAttributesFitting(_:) of \(type(of: cell)) returned an invalid size \(size) for \(attributes.representedElementKind ?? "item") \(attributes.indexPath); ignored")
            return false
        }
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return false }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        return true
    }

    // MARK: Asking the layout

    /// The layout's elements in the visible rectangle, with what cannot be shown reported and
    /// left out: attributes for items or sections that do not exist, frames that are not finite
    /// or have negative sizes, an element listed twice, decoration kinds nothing was registered
    /// for, hidden cells (UIKit gives them no cell).
    func laidOutElements() -> LaidOutElements {
        var elements = LaidOutElements()
        guard let all = layout.layoutAttributesForElements(in: layoutRect) else { return elements }
        var seenItems = Set<ItemPath>(minimumCapacity: all.count)
        var seenKeys = Set<SupplementaryKey>()
        elements.items.reserveCapacity(all.count)
        for attributes in all {
            guard let path = validatedPath(of: attributes) else { continue }
            switch attributes.representedElementCategory {
            case .cell:
                guard !attributes.isHidden else { continue }
                guard seenItems.insert(path).inserted else {
                    reportLayoutProblem("\(type(of: layout)) returned attributes for item \(attributes.indexPath) more than once; the first are used")
                    continue
                }
                elements.items.append((path, attributes))
            case .supplementaryView, .decorationView:
                let key = SupplementaryKey(category: attributes.representedElementCategory, kind: attributes.representedElementKind ?? "", path: path)
                if key.category == .decorationView && layout.decorationMakers[key.kind] == nil {
                    reportLayoutProblem("could not dequeue a view of kind: \(key.kind) with identifier \(key.kind) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
                    continue
                }
                guard seenKeys.insert(key).inserted else {
                    reportLayoutProblem("\(type(of: layout)) returned attributes for the \(key.kind) view at \(attributes.indexPath) more than once; the first are used")
                    continue
                }
                elements.supplementaries.append((key, attributes))
            }
        }
        return elements
    }

    /// The element's path when its attributes can be shown; reports and returns `nil` otherwise.
    private func validatedPath(of attributes: UICollectionViewLayoutAttributes) -> ItemPath? {
        let frame = attributes.frame
        // The size as given: `width` and `height` would answer its magnitude.
        let size = frame.size
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, size.width.isFinite, size.height.isFinite,
              size.width >= 0, size.height >= 0, attributes.alpha.isFinite else {
            reportLayoutProblem("\(type(of: layout)) returned an invalid frame \(frame) for the element at \(attributes.indexPath); it is not shown")
            return nil
        }
        let indexPath = attributes.indexPath
        guard indexPath.count == 2 else {
            reportLayoutProblem("\(type(of: layout)) returned attributes with index path \(indexPath), which is not a [section, item] path; they are ignored")
            return nil
        }
        let path = indexPath.itemPath
        switch attributes.representedElementCategory {
        case .cell:
            guard isValidItem(path) else {
                reportLayoutProblem("\(type(of: layout)) returned attributes for item \(indexPath), which does not exist (the collection view has \(itemCounts.count) sections); they are ignored")
                return nil
            }
        case .supplementaryView, .decorationView:
            guard path.section >= 0, path.item >= 0, path.section < max(1, itemCounts.count) else {
                reportLayoutProblem("\(type(of: layout)) returned attributes for a \(attributes.representedElementKind ?? "") view at \(indexPath), in a section that does not exist; they are ignored")
                return nil
            }
        }
        return path
    }

    /// Reports a problem with the layout's answers once until the layout is prepared again (a
    /// broken layout would otherwise report every frame).
    func reportLayoutProblem(_ message: String) {
        guard reportedLayoutProblems.insert(message).inserted else { return }
        TrestleDiagnostics.report(message)
    }

    // MARK: Cells

    /// Asks the data source for an item's cell.
    func obtainCell(for path: ItemPath, attributes: UICollectionViewLayoutAttributes? = nil) -> UICollectionViewCell {
        if let attributes { attributesInPass[path] = attributes }
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        // During an interactive movement the data source still has the items where they were.
        let asked = interactiveMovement?.dataSourcePath(for: path) ?? path
        var cell = coordinator.during(.callingDataSource) { dataSource.collectionView(self, cellForItemAt: asked.indexPath) }
        if cell.reuseIdentifier == nil {
            TrestleDiagnostics.report("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        if let owner = cell.superview as? UICollectionView, owner !== self {
            TrestleDiagnostics.report("UICollectionView data source returned a cell for item \(path.item) in section \(path.section) that is displayed by another collection view; a cell belongs to one collection view at a time, so a new cell is used")
            cell = UICollectionViewCell(frame: .zero)
        } else if let other = coordinator.visibleItems.assignedItem(for: cell), other != path {
            TrestleDiagnostics.report("UICollectionView data source returned a cell for item \(path.item) in section \(path.section) that is already displayed at item \(other.item) in section \(other.section); a cell can show one item at a time, so a new cell is used")
            cell = UICollectionViewCell(frame: .zero)
        }
        // In the collection view (and so its window) from the start: the cell measures with the
        // screen's metrics and resolves colours with its traits.
        if cell.superview !== self { addSubview(cell) }
        coordinator.visibleItems.assign(cell, to: path)
        prepareListCell(cell, at: asked.indexPath)
        if let attributes = attributesInPass[path], cell.untransformedFrame != attributes.frame { cell.untransformedFrame = attributes.frame }
        return cell
    }

    // MARK: Supplementary and decoration views

    /// Shows the supplementary and decoration views the layout placed, making the ones that
    /// appear and returning the ones that leave to their pools.
    func layoutSupplementaries(_ placed: [(key: SupplementaryKey, attributes: UICollectionViewLayoutAttributes)]) {
        var shown = Set<SupplementaryKey>()
        for (key, attributes) in placed {
            guard let view = coordinator.supplementaries.view(for: key) ?? makeSupplementary(key) else { continue }
            shown.insert(key)
            if view.superview !== self {
                addSubview(view)
                coordinator.supplementaries.show(view, for: key)
            }
            place(view, with: attributes)
            if key.category == .supplementaryView, coordinator.supplementaries.announce(key) {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.path.indexPath)
            }
        }
        for (key, view) in coordinator.supplementaries.views where !shown.contains(key) {
            removeSupplementary(key, view)
        }
    }

    /// A supplementary view from the data source, or a decoration view from the layout.
    func makeSupplementary(_ key: SupplementaryKey) -> UICollectionReusableView? {
        if key.category == .decorationView {
            if let pooled = coordinator.reuse.dequeue(kind: reuseKind(of: key), identifier: key.kind) {
                if !pooled.isNew { pooled.view.prepareForReuse() }
                return pooled.view
            }
            guard let make = layout.decorationMakers[key.kind] else { return nil }
            let view = make()
            view.reuseIdentifier = key.kind
            return view
        }
        guard let dataSource else { return nil }
        coordinator.defaultImplementationsSeen.remove(.viewForSupplementaryElement)
        let view = coordinator.during(.callingDataSource) {
            dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.path.indexPath)
        }
        let usedDefault = coordinator.defaultImplementationsSeen.contains(.viewForSupplementaryElement)
        if usedDefault {
            reportLayoutProblem("the collection view's data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:), but the layout asked for a \(key.kind) view at \(key.path.indexPath); an empty view is shown")
        } else if view.reuseIdentifier == nil {
            TrestleDiagnostics.report("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(key.kind), \(key.path.indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
        }
        return view
    }

    private func removeSupplementary(_ key: SupplementaryKey, _ view: UICollectionReusableView) {
        let wasAnnounced = coordinator.supplementaries.remove(key)
        if wasAnnounced {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.path.indexPath)
        }
        enqueue(view, for: key)
    }

    func removeAllSupplementaries() {
        for (key, view) in coordinator.supplementaries.views.sorted(by: { $0.key < $1.key }) { removeSupplementary(key, view) }
    }
}

extension UICollectionView {
    /// Changes a layout's engine geometry and moves the content offset so that what is under the
    /// user's eye stays where it was (UIKitBehavior § Collection view self sizing):
    /// the anchor is taken before `change` and the offset put back after it. UIKit carries that
    /// move in each invalidation context's `contentOffsetAdjustment`; Trestle's layouts apply it
    /// here, once for all the sizes a pass measured.
    ///
    /// The layout's copy is released while `change` runs, so the geometry's stores are changed in
    /// place, not copied whole.
    func changeKeepingContentStill<Layout: ItemLayout>(_ geometry: inout Layout?, _ change: (inout Layout) -> Void) {
        guard var changed = geometry else { return }
        let viewport = engineViewport
        let anchor = changed.scrollAnchor(for: viewport)
        geometry = nil
        change(&changed)
        geometry = changed
        guard let anchor else { return }
        let target = changed.contentOffset(keeping: anchor, in: viewport)
        if target != contentOffset { contentOffset = target }
    }
}

extension UICollectionView {
    /// Stacks the cells showing items in item order, each in front of the items before it — the
    /// order a collection view built afresh has (the layout's `zIndex` still decides first when
    /// drawing) — with items travelling in an animation in front
    /// (see ``UIView/stackCellsInItemOrder(laterItemsInFront:item:travel:)``).
    func stackCellsInItemOrder() {
        stackCellsInItemOrder(laterItemsInFront: true,
                              item: { ($0 as? UICollectionViewCell).flatMap(coordinator.visibleItems.item(for:)) },
                              travel: animator.travel(of:))
    }
}
