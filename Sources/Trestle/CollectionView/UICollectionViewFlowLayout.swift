import Foundation
import TrestleCore

extension UICollectionView {
    /// The axis a flow layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        /// The content scrolls up and down; a flow layout packs items into rows.
        case vertical
        /// The content scrolls sideways; a flow layout packs items into columns.
        case horizontal
    }
}

/// A layout that packs items into lines — rows when it scrolls vertically, columns when it
/// scrolls horizontally — with optional section headers and footers, as UIKit's flow layout does
/// (UIKitBehavior § Flow layout packing).
///
/// Sizes and spacings come from the layout's properties, or per section and item from a delegate
/// that adopts ``UICollectionViewDelegateFlowLayout``. Items self-size from their cells when
/// ``estimatedItemSize`` is not zero: each is measured as it appears, and the content on screen
/// stays still when a measured size differs from the estimate.
///
/// The layout is backed by the engine's `FlowGeometry`, which places items by arithmetic where
/// their sizes are uniform: a million items of one size cost O(sections) to lay out and
/// O(log n + k) to query, and memory grows with sections and measured items only. UIKit computes
/// every item in `prepare()`; Trestle does not. (A delegate's `sizeForItemAt` is asked for every
/// item, as UIKit asks it.)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset (the default).
        case fromContentInset
        /// From the safe area (Trestle's windows have none: the same as the content inset).
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }

    /// A placeholder for ``estimatedItemSize`` that lets cells size themselves entirely: items are
    /// estimated at the mean size of the items measured so far (50 × 50 before any is), up to the
    /// width of a line.
    public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    // Setting a property to the value it has changes nothing, so it keeps the layout (and the
    // sizes cells measured): apps set them in viewDidLayoutSubviews, on every layout pass.

    /// The axis the layout scrolls along. Default: `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// The size of every item, unless the delegate says otherwise. Default: 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// The size items are estimated at until their cells size them; `.zero` (the default) turns
    /// self-sizing off.
    open var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    /// The space between lines. Default: 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The least space between items of a line. Default: 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// The space around each section's items. Default: none.
    open var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// What ``sectionInset`` is measured from. Default: `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if sectionInsetReference != oldValue { invalidateLayout() } } }
    /// The size of section headers; only the extent along the scroll axis counts. Default: `.zero` (none).
    open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// The size of section footers; only the extent along the scroll axis counts. Default: `.zero` (none).
    open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Whether section headers stay at the top of the visible area while their section scrolls
    /// under them. Default: `false`.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Whether section footers stay at the bottom of the visible area. Default: `false`.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The packed layout; `nil` until prepared.
    package private(set) var geometry: FlowGeometry?
    /// Everything must be computed again: counts, the delegate's metrics, sizes.
    private var needsRebuild = true
    /// Counts changed (a batch update the layout may follow without rebuilding).
    private var countsChanged = false
    /// Items whose cells must be measured again though they have a size (reconfigured items).
    private var remeasure = Set<ItemPath>()
    /// The delegate methods found implemented at the last rebuild.
    private var implemented = Set<UICollectionView.DefaultImplementation>()
    /// Sizes cells preferred since the last preparation, recorded by the next one.
    private var pendingSizes: [(IndexPath, CGSize)] = []

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = nil
            return
        }
        let crossExtent = self.crossExtent(of: collectionView)
        if needsRebuild || countsChanged || geometry == nil {
            pendingSizes.removeAll()
            rebuild(for: collectionView, crossExtent: crossExtent)
        } else if let current = geometry, current.crossExtent != Double(crossExtent) {
            // A new width: lines are packed again, and self-sized items measured again (text wraps
            // differently); the content under the user's eye stays still.
            var changed = current
            geometry = nil
            if isSelfSizing {
                changed.removeAllItemSizes()
                pendingSizes.removeAll()
            }
            changed.setCrossExtent(Double(crossExtent))
            geometry = changed
        }
        // A layout first prepared off screen (with the main screen's scale) snaps to the screen
        // it is now on.
        let scale = Double(collectionView.metrics.displayScale)
        if let current = geometry?.displayScale, current != scale { geometry?.displayScale = scale }
        recordPendingSizes(in: collectionView)
        geometry?.pinsSectionHeaders = sectionHeadersPinToVisibleBounds
        geometry?.pinsSectionFooters = sectionFootersPinToVisibleBounds
    }

    /// The extent across the scroll axis the layout packs lines into.
    private func crossExtent(of collectionView: UICollectionView) -> CGFloat {
        let inset = collectionView.adjustedContentInset
        switch scrollDirection {
        case .vertical: return max(0, collectionView.bounds.width - inset.left - inset.right)
        case .horizontal: return max(0, collectionView.bounds.height - inset.top - inset.bottom)
        }
    }

    private func rebuild(for collectionView: UICollectionView, crossExtent: CGFloat) {
        needsRebuild = false
        countsChanged = false
        remeasure.removeAll()
        let counts = collectionView.itemCounts
        probeDelegate(collectionView, counts: counts)
        var sections: [FlowGeometry.Section] = []
        sections.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            sections.append(FlowGeometry.Section(style: style(ofSection: section, in: collectionView), itemCount: count))
        }
        var built = FlowGeometry(scrollDirection: scrollDirection == .vertical ? .vertical : .horizontal,
                                 crossExtent: Double(crossExtent), sections: sections,
                                 displayScale: Double(collectionView.metrics.displayScale))
        if implemented.contains(.sizeForItem) && !isSelfSizing {
            for (section, count) in counts.enumerated() {
                built.setItemSizes((0..<count).lazy.map { item in
                    let path = ItemPath(section: section, item: item)
                    return (path, self.delegateSize(at: path, in: collectionView))
                })
            }
        }
        geometry = built
    }

    /// Finds which flow-layout delegate methods the delegate implements (their defaults report
    /// themselves), asking about the first section.
    private func probeDelegate(_ collectionView: UICollectionView, counts: [Int]) {
        implemented.removeAll()
        guard let delegate = collectionView.flowLayoutDelegate, !counts.isEmpty else { return }
        let probes: [(UICollectionView.DefaultImplementation, () -> Void)] = [
            (.insetForSection, { _ = delegate.collectionView(collectionView, layout: self, insetForSectionAt: 0) }),
            (.minimumLineSpacing, { _ = delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: 0) }),
            (.minimumInteritemSpacing, { _ = delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: 0) }),
            (.referenceSizeForHeader, { _ = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: 0) }),
            (.referenceSizeForFooter, { _ = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: 0) }),
        ]
        for (method, call) in probes where !collectionView.coordinator.callsDefault(method, call) { implemented.insert(method) }
        if let section = counts.firstIndex(where: { $0 > 0 }) {
            let path = IndexPath(item: 0, section: section)
            if !collectionView.coordinator.callsDefault(.sizeForItem, { _ = delegate.collectionView(collectionView, layout: self, sizeForItemAt: path) }) {
                implemented.insert(.sizeForItem)
            }
        }
    }

    /// A section's style: the delegate's values where it gives them, the layout's otherwise.
    private func style(ofSection section: Int, in collectionView: UICollectionView) -> FlowGeometry.SectionStyle {
        let delegate = collectionView.flowLayoutDelegate
        var inset = sectionInset
        var lineSpacing = minimumLineSpacing, interitemSpacing = minimumInteritemSpacing
        var header = headerReferenceSize, footer = footerReferenceSize
        if let delegate {
            if implemented.contains(.insetForSection) { inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section) }
            if implemented.contains(.minimumLineSpacing) { lineSpacing = delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) }
            if implemented.contains(.minimumInteritemSpacing) {
                interitemSpacing = delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            }
            if implemented.contains(.referenceSizeForHeader) { header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) }
            if implemented.contains(.referenceSizeForFooter) { footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) }
        }
        if sectionInsetReference == .fromLayoutMargins {
            let margins = collectionView.layoutMargins
            inset.left += margins.left
            inset.right += margins.right
        }
        return FlowGeometry.SectionStyle(
            inset: FlowGeometry.Insets(top: checked(inset.top), left: checked(inset.left), bottom: checked(inset.bottom), right: checked(inset.right)),
            minimumLineSpacing: checked(lineSpacing), minimumInteritemSpacing: checked(interitemSpacing),
            headerSize: checked(header), footerSize: checked(footer), itemSize: checked(defaultItemSize))
    }

    /// The size of items without one of their own: the estimate when self-sizing, else ``itemSize``.
    private var defaultItemSize: CGSize {
        guard isSelfSizing else { return itemSize }
        guard estimatedItemSize == Self.automaticSize else { return estimatedItemSize }
        return automaticEstimate
    }

    /// The mean size of the items measured so far (50 × 50 before any is), for ``automaticSize``.
    private var automaticEstimate: CGSize {
        guard measuredCount > 0 else { return CGSize(width: 50, height: 50) }
        return CGSize(width: (measuredWidthSum / CGFloat(measuredCount)).rounded(), height: (measuredHeightSum / CGFloat(measuredCount)).rounded())
    }
    private var measuredCount = 0
    private var measuredWidthSum: CGFloat = 0
    private var measuredHeightSum: CGFloat = 0

    private func delegateSize(at path: ItemPath, in collectionView: UICollectionView) -> CGSize {
        guard let delegate = collectionView.flowLayoutDelegate else { return itemSize }
        return checked(delegate.collectionView(collectionView, layout: self, sizeForItemAt: path.indexPath), what: "size for item \(path.indexPath)")
    }

    /// A spacing or inset: negative and non-finite values are reported and read as 0.
    private func checked(_ value: CGFloat) -> Double {
        guard value.isFinite, value >= 0 else {
            collectionView?.reportLayoutProblem("UICollectionViewFlowLayout: a spacing or inset of \(value) is not a finite, non-negative number; 0 is used")
            return 0
        }
        return Double(value)
    }

    /// A size: negative and non-finite dimensions are reported and read as 0.
    private func checked(_ size: CGSize, what: String = "reference size") -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            collectionView?.reportLayoutProblem("UICollectionViewFlowLayout: the \(what) \(size) is not finite and non-negative; negative and infinite dimensions are treated as 0")
            return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
        return size
    }

    // MARK: Answering

    open override var collectionViewContentSize: CGSize {
        geometry?.contentSize ?? .zero
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let geometry else { return [] }
        let viewport = (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) ? collectionView?.engineViewport : nil
        return geometry.placements(in: rect, viewport: viewport).map(makeAttributes(for:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry, indexPath.count == 2 else { return nil }
        let path = indexPath.itemPath
        guard path.section >= 0, path.section < geometry.numberOfSections, path.item >= 0,
              path.item < geometry.numberOfItems(inSection: path.section) else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = geometry.frameForItem(at: path)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry, indexPath.count == 2, let kind = Self.engineKind(elementKind),
              let frame = geometry.frameForSupplementary(ofKind: kind, at: indexPath.itemPath) else { return nil }
        let attributes = makeAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    static func engineKind(_ elementKind: String) -> SupplementaryKind? {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: nil
        }
    }

    static func elementKind(_ kind: SupplementaryKind) -> String {
        kind == .header ? UICollectionView.elementKindSectionHeader : kind == .footer ? UICollectionView.elementKindSectionFooter : kind.rawValue
    }

    // MARK: Invalidating

    /// A change of size across the scroll axis re-packs the lines; with pinned headers or footers
    /// every scroll moves them (UIKit's flow layout says yes for both).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.coordinator.lastLayoutBounds ?? collectionView.bounds
        let crossChanged = scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
        return crossChanged || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || flow?.invalidateFlowLayoutDelegateMetrics == true && !context.invalidateDataSourceCounts
            && flow?.preferredItemSizes.isEmpty == true {
            needsRebuild = true
        } else if context.invalidateDataSourceCounts {
            countsChanged = true
        }
        if let sizes = flow?.preferredItemSizes, !sizes.isEmpty { pendingSizes += sizes }
        super.invalidateLayout(with: context)
    }

    /// Records the sizes cells preferred since the last preparation — all at once, so a layout
    /// pass that measures many appearing cells re-packs each section once — and moves the
    /// content offset so that what is under the user's eye stays where it was
    /// (UIKitBehavior § Collection view self sizing). UIKit carries that move in each
    /// context's `contentOffsetAdjustment`; Trestle applies the sum of them here.
    private func recordPendingSizes(in collectionView: UICollectionView) {
        guard !pendingSizes.isEmpty, let counts = geometry.map({ $0.itemCountsBySection }) else {
            pendingSizes.removeAll()
            return
        }
        var valid: [(ItemPath, CGSize)] = []
        valid.reserveCapacity(pendingSizes.count)
        for (indexPath, size) in pendingSizes where indexPath.count == 2 {
            let path = indexPath.itemPath
            guard path.section < counts.count, path.item < counts[path.section] else { continue }
            valid.append((path, size))
            remeasure.remove(path)
            if geometry?.hasOwnSize(at: path) == false {
                measuredCount += 1
                measuredWidthSum += size.width
                measuredHeightSum += size.height
            }
        }
        pendingSizes.removeAll()
        collectionView.changeKeepingContentStill(&geometry) { $0.setItemSizes(valid) }
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, originalAttributes.representedElementCategory == .cell, let geometry,
              originalAttributes.indexPath.count == 2 else { return false }
        let path = originalAttributes.indexPath.itemPath
        guard path.section < geometry.numberOfSections, path.item < geometry.numberOfItems(inSection: path.section) else { return false }
        // An item measured at its estimate is recorded too, so it is not measured again.
        return preferredAttributes.size != originalAttributes.size || !geometry.hasOwnSize(at: path) || remeasure.contains(path)
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
            flow.preferredItemSizes.append((originalAttributes.indexPath, preferredAttributes.size))
        }
        return context
    }

    // MARK: Hooks

    override package var isSelfSizing: Bool { estimatedItemSize != .zero }

    override package func requestsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        guard isSelfSizing, let geometry, indexPath.count == 2 else { return false }
        let path = indexPath.itemPath
        return !geometry.hasOwnSize(at: path) || remeasure.contains(path)
    }

    /// Follows a batch update: measured sizes stay with their items, new sections take their
    /// styles, and the delegate is asked the sizes of new items — without re-packing the rest.
    override package func followUpdate(_ plan: UpdatePlan) -> Bool {
        guard !needsRebuild, var changed = geometry, let collectionView,
              changed.itemCountsBySection == plan.oldSectionCounts else { return false }
        // Changed in place, not copied whole (see `recordPendingSizes`).
        geometry = nil
        changed.apply(plan) { section in self.style(ofSection: section, in: collectionView) }
        if implemented.contains(.sizeForItem) && !isSelfSizing {
            var paths = plan.insertedItems + plan.reloadedItems.map(\.to)
            for section in plan.insertedSections + plan.reloadedSections.map(\.to) {
                paths += (0..<changed.numberOfItems(inSection: section)).map { ItemPath(section: section, item: $0) }
            }
            changed.setItemSizes(paths.map { ($0, delegateSize(at: $0, in: collectionView)) })
        }
        remeasure = Set(remeasure.compactMap { plan.mapping.newPath(forOld: $0) })
        geometry = changed
        countsChanged = false
        return true
    }

    override package var selfSizingKeepsWidth: Bool { true }

    override package var declaredScrollDirection: UICollectionView.ScrollDirection? { scrollDirection }

    /// A pinned header (``sectionHeadersPinToVisibleBounds``) takes its height (its width when
    /// scrolling sideways).
    override package func pinnedHeaderExtent(inSection section: Int) -> CGSize {
        guard sectionHeadersPinToVisibleBounds,
              let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: section))
        else { return .zero }
        return scrollDirection == .vertical ? CGSize(width: 0, height: header.frame.height) : CGSize(width: header.frame.width, height: 0)
    }

    /// With ``automaticSize`` a cell may be as wide as a line: it is fitted to that width.
    override package func selfSizingFittingWidth(for attributes: UICollectionViewLayoutAttributes) -> CGFloat? {
        guard estimatedItemSize == Self.automaticSize, scrollDirection == .vertical, let geometry,
              attributes.indexPath.count == 2, attributes.indexPath.section < geometry.numberOfSections else { return nil }
        let inset = geometry.style(ofSection: attributes.indexPath.section).inset
        return CGFloat(max(0, geometry.crossExtent - inset.left - inset.right))
    }

    /// Measures the item again when its cell next appears (a reconfigured self-sizing item).
    override package func forgetMeasuredSize(at path: ItemPath) {
        remeasure.insert(path)
    }

    /// Traps unless the layout holds `counts` (once prepared).
    override package func checkInvariants(counts: [Int]) {
        guard let geometry, !needsRebuild, !countsChanged else { return }
        internalCheck(geometry.itemCountsBySection == counts,
                     "UICollectionViewFlowLayout invariant: the layout has \(geometry.itemCountsBySection) items but the collection view \(counts)")
    }
}

extension UICollectionView {
    /// The engine's view of the scroll position, on both axes.
    var engineViewport: Viewport {
        let inset = adjustedContentInset
        return Viewport(offsetX: Double(contentOffset.x), offsetY: Double(contentOffset.y), width: Double(bounds.width), height: Double(bounds.height),
                        insetTop: Double(inset.top), insetLeft: Double(inset.left), insetBottom: Double(inset.bottom), insetRight: Double(inset.right))
    }
}
