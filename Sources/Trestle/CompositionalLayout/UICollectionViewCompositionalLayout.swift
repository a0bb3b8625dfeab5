import Foundation
import TrestleCore

/// A layout composed of sections, groups and items, each sized absolutely, as a fraction of its
/// container or by an estimate its cell refines (UIKit's `UICollectionViewCompositionalLayout`).
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
///
/// Sections are resolved — their groups' fractions worked out against the container — when the
/// layout is prepared after an invalidation, and whenever the container changes size. The
/// placing is the engine's `CompositionalGeometry`: a section of a million items repeats one
/// resolved group, found by arithmetic and a searchable index of group extents, so its first
/// layout costs O(sections) and each pass O(log n + visible items). UIKit computes every item in
/// `prepare()`; Trestle does not.
///
/// Sections with an ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` run their groups
/// sideways in a strip of their own, scrolled by the wheel (sideways, or with Shift), by dragging
/// across it, and by moving the keyboard focus through it.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for an environment.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// Layout-wide settings; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The placed layout; `nil` until prepared.
    package internal(set) var geometry: CompositionalGeometry?
    /// The sections as the provider last gave them.
    package private(set) var resolvedSections: [NSCollectionLayoutSection] = []
    /// Everything must be resolved again.
    private var needsRebuild = true
    /// Counts changed (a batch update the layout may follow without resolving again).
    private var countsChanged = false
    /// The container the sections were resolved for.
    private var resolvedContainer: CGSize?
    /// Items whose cells must be measured again though they have a size (reconfigured items).
    private var remeasure = Set<ItemPath>()
    /// Main extents cells preferred since the last preparation, recorded by the next one.
    private var pendingSizes: [(IndexPath, CGSize)] = []
    /// The orthogonal section a drag is scrolling, while one is.
    var draggedOrthogonalSection: Int?
    /// Sizes self-sizing boundary items preferred since the last preparation.
    private var pendingSupplementarySizes: [(String, IndexPath, CGSize)] = []

    /// A layout that repeats `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that repeats `section` for every section, with layout-wide settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections `sectionProvider` makes, given each section's index and the
    /// environment (container size and traits).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with layout-wide settings.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    // MARK: Preparing

    /// The axis the layout scrolls along, in the engine's terms.
    private var axis: CompositionalGeometry.Axis { configuration.scrollDirection == .vertical ? .vertical : .horizontal }

    /// The collection view's size less its content insets.
    private func container(of collectionView: UICollectionView) -> CGSize {
        let inset = collectionView.adjustedContentInset
        return CGSize(width: max(0, collectionView.bounds.width - inset.left - inset.right),
                      height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
    }

    /// The environment section providers are given.
    package func environment(for collectionView: UICollectionView) -> any NSCollectionLayoutEnvironment {
        let inset = collectionView.adjustedContentInset
        return CompositionalEnvironment(
            container: CompositionalContainer(contentSize: collectionView.bounds.size,
                                              contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)),
            traitCollection: collectionView.traitCollection, metrics: collectionView.metrics)
    }

    private func resolver(for collectionView: UICollectionView) -> CompositionalResolver {
        let margins = collectionView.layoutMargins
        var resolver = CompositionalResolver(axis: axis, container: container(of: collectionView), margins: (margins.left, margins.right),
                                             environment: environment(for: collectionView),
                                             report: { [weak collectionView] in collectionView?.reportLayoutProblem($0) })
        resolver.defaultInsetsReference = configuration.contentInsetsReference
        return resolver
    }

    /// Asks the provider for every section and resolves them.
    private func resolveSections(for collectionView: UICollectionView, count: Int) -> [CompositionalGeometry.Section] {
        let resolver = resolver(for: collectionView)
        resolvedSections = (0..<count).map { section($0, resolver: resolver) }
        // What every pass and every scroll would otherwise look for in every section.
        sectionsWithVisibleItemsHandlers = resolvedSections.indices.filter { resolvedSections[$0].visibleItemsInvalidationHandler != nil }
        hasPinnedBoundaryItems = resolvedSections.contains { $0.boundarySupplementaryItems.contains { $0.pinToVisibleBounds } }
        let specs = resolvedSections.enumerated().map { resolver.resolve($1, index: $0) }
        hasSelfSizingSections = specs.contains { $0.isSelfSizing && !$0.scrollsOrthogonally }
        return specs
    }

    /// The sections with a visible-items handler, as last resolved.
    private var sectionsWithVisibleItemsHandlers: [Int] = []
    /// Whether any section pins a header or footer, as last resolved.
    private var hasPinnedBoundaryItems = false
    /// Whether any section's items size themselves, as last resolved.
    private var hasSelfSizingSections = false

    private func section(_ index: Int, resolver: CompositionalResolver) -> NSCollectionLayoutSection {
        if let section = sectionProvider(index, resolver.environment) { return section }
        resolver.report("UICollectionViewCompositionalLayout: the section provider returned nil for section \(index); a list of 44-point rows is used")
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = nil
            return
        }
        let container = container(of: collectionView)
        if needsRebuild || countsChanged || geometry == nil {
            pendingSizes.removeAll()
            rebuild(for: collectionView, container: container)
        } else if let current = geometry, resolvedContainer != container {
            // A new container: fractions are worked out again, and self-sized items measured
            // again when the width across the scroll axis changed (text wraps differently).
            var changed = current
            geometry = nil
            let crossChanged = (axis == .vertical ? container.width : container.height) != (axis == .vertical ? resolvedContainer?.width : resolvedContainer?.height)
            changed.setCrossExtent(Double(axis == .vertical ? container.width : container.height),
                                   sections: resolveSections(for: collectionView, count: changed.numberOfSections))
            changed.setLayoutBoundaryItems(resolver(for: collectionView).layoutBoundaryItems(configuration.boundarySupplementaryItems))
            if crossChanged {
                changed.removeAllMeasurements()
                pendingSizes.removeAll()
            }
            for section in 0..<changed.numberOfSections where changed.section(section).scrollsOrthogonally {
                let offset = changed.orthogonalOffsets[section] ?? initialOrthogonalOffset(ofSection: section, in: changed)
                changed.orthogonalOffsets[section] = clamped(offset, section: section, in: changed)
            }
            resolvedContainer = container
            geometry = changed
        }
        let scale = Double(collectionView.metrics.displayScale)
        if let current = geometry?.displayScale, current != scale { geometry?.displayScale = scale }
        recordPendingSizes(in: collectionView)
    }

    private func rebuild(for collectionView: UICollectionView, container: CGSize) {
        needsRebuild = false
        countsChanged = false
        remeasure.removeAll()
        let counts = collectionView.itemCounts
        let specs = resolveSections(for: collectionView, count: counts.count)
        let previousOffsets = geometry?.orthogonalOffsets ?? [:]
        var built = CompositionalGeometry(
            axis: axis, crossExtent: Double(axis == .vertical ? container.width : container.height),
            sections: zip(specs, counts).map { ($0, itemCount: $1) },
            interSectionSpacing: Double(resolver(for: collectionView).checked(configuration.interSectionSpacing, "interSectionSpacing")),
            layoutBoundaryItems: resolver(for: collectionView).layoutBoundaryItems(configuration.boundarySupplementaryItems),
            displayScale: Double(collectionView.metrics.displayScale))
        for section in 0..<built.numberOfSections where built.section(section).scrollsOrthogonally {
            let offset = previousOffsets[section] ?? initialOrthogonalOffset(ofSection: section, in: built)
            built.orthogonalOffsets[section] = clamped(offset, section: section, in: built)
        }
        resolvedContainer = container
        geometry = built
    }

    /// `offset` held within the strip's range.
    private func clamped(_ offset: Double, section: Int, in geometry: CompositionalGeometry) -> Double {
        let range = orthogonalOffsetRange(ofSection: section, in: geometry)
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    // MARK: Answering

    open override var collectionViewContentSize: CGSize {
        geometry?.contentSize ?? .zero
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let geometry, let collectionView else { return [] }
        var result = geometry.placements(in: rect, viewport: collectionView.engineViewport).map(makeAttributes(for:))
        for decoration in geometry.decorationPlacements(in: rect) {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.kind.rawValue,
                                                              with: IndexPath(item: 0, section: decoration.section))
            attributes.frame = decoration.frame
            attributes.zIndex = decoration.zIndex
            result.append(attributes)
        }
        applyVisibleItemsHandlers(to: result, in: collectionView)
        return result
    }

    /// Calls each section's visible-items handler with its visible elements.
    private func applyVisibleItemsHandlers(to attributes: [UICollectionViewLayoutAttributes], in collectionView: UICollectionView) {
        let sections = sectionsWithVisibleItemsHandlers
        guard !sections.isEmpty else { return }
        let visible = collectionView.bounds
        let environment = environment(for: collectionView)
        for section in sections {
            guard let handler = resolvedSections[section].visibleItemsInvalidationHandler else { continue }
            let items = attributes.filter {
                $0.indexPath.section == section && $0.representedElementCategory != .decorationView && $0.frame.overlapsStrictly(visible)
            }
            guard !items.isEmpty else { continue }
            var offset = collectionView.contentOffset
            if let strip = geometry?.orthogonalOffsets[section] {
                // A strip's own offset, across the layout's scroll axis.
                offset = configuration.scrollDirection == .vertical ? CGPoint(x: strip, y: 0) : CGPoint(x: 0, y: strip)
            }
            handler(items.map { CompositionalVisibleItem(attributes: $0) }, offset, environment)
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        // The geometry is asked in place (binding it to a local would copy it).
        guard indexPath.count == 2, let frame = geometry?.frameForItemIfPresent(at: indexPath.itemPath) else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry, indexPath.count == 2,
              let frame = geometry.frameForSupplementary(ofKind: Self.engineKind(elementKind), at: indexPath.itemPath) else { return nil }
        let attributes = makeAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry, indexPath.count == 2,
              let frame = geometry.frameForDecoration(ofKind: SupplementaryKind(rawValue: elementKind), inSection: indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// UIKit's header and footer kinds map to the engine's; others keep their names.
    static func engineKind(_ elementKind: String) -> SupplementaryKind {
        UICollectionViewFlowLayout.engineKind(elementKind) ?? SupplementaryKind(rawValue: elementKind)
    }

    static func elementKind(_ kind: SupplementaryKind) -> String {
        UICollectionViewFlowLayout.elementKind(kind)
    }

    // MARK: Invalidating

    /// A change of size re-resolves the sections; with pinned boundary items or visible-items
    /// handlers every scroll lays them out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.coordinator.lastLayoutBounds ?? collectionView.bounds
        if old.size != newBounds.size { return true }
        return !sectionsWithVisibleItemsHandlers.isEmpty || hasPinnedBoundaryItems
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything {
            needsRebuild = true
        } else if context.invalidateDataSourceCounts {
            countsChanged = true
        }
        pendingSizes += context.preferredItemSizes
        pendingSupplementarySizes += context.preferredSupplementarySizes
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing

    /// Records the sizes cells preferred since the last preparation, all at once, and keeps the
    /// content under the user's eye still (as the flow layout does).
    private func recordPendingSizes(in collectionView: UICollectionView) {
        guard !pendingSizes.isEmpty || !pendingSupplementarySizes.isEmpty, geometry != nil else {
            pendingSizes.removeAll()
            pendingSupplementarySizes.removeAll()
            return
        }
        let main: (CGSize) -> Double = { [axis] size in Double(axis == .vertical ? size.height : size.width) }
        let items = pendingSizes.filter { $0.0.count == 2 }.map { ($0.0.itemPath, main($0.1)) }
        let boundaries = pendingSupplementarySizes.filter { $0.1.count == 2 }.map { (Self.engineKind($0.0), $0.1.section, main($0.2)) }
        for (path, _) in items { remeasure.remove(path) }
        pendingSizes.removeAll()
        pendingSupplementarySizes.removeAll()
        // The geometry ignores paths it does not have.
        collectionView.changeKeepingContentStill(&geometry) { geometry in
            geometry.setMeasuredExtents(items)
            for (kind, section, extent) in boundaries { geometry.setMeasuredBoundaryExtent(extent, ofKind: kind, inSection: section) }
        }
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        if originalAttributes.representedElementCategory == .supplementaryView, let kind = originalAttributes.representedElementKind {
            return requestsPreferredAttributes(forSupplementaryOfKind: kind, at: originalAttributes.indexPath)
                || preferredAttributes.size != originalAttributes.size && (geometry?.boundaryItemIsEstimated(ofKind: Self.engineKind(kind), inSection: originalAttributes.indexPath.section) ?? false)
        }
        guard originalAttributes.representedElementCategory == .cell, let geometry, originalAttributes.indexPath.count == 2 else { return false }
        let path = originalAttributes.indexPath.itemPath
        guard path.section < geometry.numberOfSections, path.item < geometry.numberOfItems(inSection: path.section),
              geometry.section(path.section).isSelfSizing, !geometry.section(path.section).scrollsOrthogonally else { return false }
        return preferredAttributes.size != originalAttributes.size || !geometry.hasMeasuredExtent(at: path) || remeasure.contains(path)
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if originalAttributes.representedElementCategory == .supplementaryView, let kind = originalAttributes.representedElementKind {
            context.preferredSupplementarySizes.append((kind, originalAttributes.indexPath, preferredAttributes.size))
        } else {
            context.preferredItemSizes.append((originalAttributes.indexPath, preferredAttributes.size))
        }
        return context
    }

    override package var declaredScrollDirection: UICollectionView.ScrollDirection? { configuration.scrollDirection }

    override package var isSelfSizing: Bool {
        geometry != nil && hasSelfSizingSections
    }

    /// A boundary item with an estimated extent is measured once, when its view first appears.
    override package func requestsPreferredAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool {
        guard let geometry, indexPath.count == 2, indexPath.item == 0 else { return false }
        let engineKind = Self.engineKind(kind)
        return geometry.boundaryItemIsEstimated(ofKind: engineKind, inSection: indexPath.section)
            && !geometry.hasMeasuredBoundaryExtent(ofKind: engineKind, inSection: indexPath.section)
    }

    override package func requestsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let path = indexPath.itemPath
        return geometry?.needsMeasurement(at: path) ?? false || !remeasure.isEmpty && remeasure.contains(path) && isSelfSizing
    }

    /// Follows a batch update: sections are asked of the provider again, measured sizes stay with
    /// their items — without resolving and re-placing the rest.
    override package func followUpdate(_ plan: UpdatePlan) -> Bool {
        guard !needsRebuild, var changed = geometry, let collectionView,
              changed.itemCountsBySection == plan.oldSectionCounts else { return false }
        geometry = nil
        let specs = resolveSections(for: collectionView, count: plan.newSectionCounts.count)
        changed.apply(plan) { specs[$0] }
        changed.setSections(specs)
        // Strips keep their offsets, held within their new contents; new ones start as a
        // rebuild starts them.
        for section in 0..<changed.numberOfSections where changed.section(section).scrollsOrthogonally {
            let offset = changed.orthogonalOffsets[section] ?? initialOrthogonalOffset(ofSection: section, in: changed)
            changed.orthogonalOffsets[section] = clamped(offset, section: section, in: changed)
        }
        remeasure = Set(remeasure.compactMap { plan.mapping.newPath(forOld: $0) })
        geometry = changed
        countsChanged = false
        return true
    }

    override package func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        section >= 0 && section < resolvedSections.count ? resolvedSections[section].listConfiguration : nil
    }

    override package func scrollNestedContent(lines: Int, columns: Int, shift: Bool, at point: CGPoint) -> Bool {
        scrollOrthogonalSection(lines: lines, columns: columns, shift: shift, at: point)
    }

    override package func beginNestedDrag(at start: CGPoint, moving delta: CGPoint) -> Bool {
        beginOrthogonalDrag(at: start, moving: delta)
    }

    override package func dragNestedContent(by delta: CGPoint) {
        dragOrthogonalSection(by: delta)
    }

    override package func endNestedDrag() {
        endOrthogonalDrag()
    }

    override package func revealItemInNestedContent(at indexPath: IndexPath, at position: UICollectionView.ScrollPosition) {
        revealItemInOrthogonalSection(at: indexPath, at: position)
    }

    /// Measures the item again when its cell next appears (a reconfigured self-sizing item).
    override package func forgetMeasuredSize(at path: ItemPath) {
        remeasure.insert(path)
    }

    /// Traps unless the layout holds `counts` (once prepared).
    override package func checkInvariants(counts: [Int]) {
        guard let geometry, !needsRebuild, !countsChanged else { return }
        internalCheck(geometry.itemCountsBySection == counts,
                     "UICollectionViewCompositionalLayout invariant: the layout has \(geometry.itemCountsBySection) items but the collection view \(counts)")
        geometry.checkInvariants()
    }
}
