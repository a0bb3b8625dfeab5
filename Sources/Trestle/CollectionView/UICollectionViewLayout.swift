import Foundation
import TrestleCore

/// Decides where a collection view's cells, supplementary views and decoration views go: the
/// class a custom layout subclasses, as in UIKit (UIKitBehavior § Custom collection layouts).
///
/// A layout pass calls ``prepare()`` when the layout was invalidated, then reads
/// ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for the visible
/// rectangle. A subclass computes (and usually caches) attributes in `prepare()` and answers the
/// queries from its cache; ``layoutAttributesForItem(at:)`` must agree with the bulk answer.
///
/// Attributes for index paths that do not exist, and frames with NaN, infinite or negative
/// sizes, are reported once and ignored: the collection view shows what is valid.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view this layout lays out (set when the layout is assigned to one).
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether ``prepare()`` must run before the next layout pass reads the layout.
    var needsPrepare = true
    /// The views registered for decoration kinds.
    var decorationMakers: [String: @MainActor () -> UICollectionReusableView] = [:]

    public override init() {
        super.init()
    }

    /// Creates a layout from an archive. Trestle has no archives; declared so that UIKit subclasses'
    /// `required init?(coder:)` compile unchanged.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes the layout creates. Default: ``UICollectionViewLayoutAttributes``.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the invalidation contexts the layout creates. Default:
    /// ``UICollectionViewLayoutInvalidationContext``.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Laying out

    /// Computes the layout; called before the first layout pass and after every invalidation.
    /// The default does nothing.
    open func prepare() {}

    /// The size of all the content. Must be overridden; the default is `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`. Default: `nil` (nothing).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item. Default: `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view. Default: `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one decoration view. Default: `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the view class for decoration views of `elementKind` (decoration views come
    /// from the layout, not the data source). `nil` removes the registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationMakers[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            TrestleDiagnostics.report("Registered class \(viewClass) for decoration view of kind '\(elementKind)' is not a UICollectionReusableView subclass; registration ignored")
            return
        }
        decorationMakers[elementKind] = { type.init(frame: .zero) }
    }

    /// Registers a closure that creates decoration views of `elementKind` (the nib replacement).
    open func register(_ makeView: @escaping @MainActor () -> UICollectionReusableView, forDecorationViewOfKind elementKind: String) {
        decorationMakers[elementKind] = makeView
    }

    // MARK: Invalidating

    /// Whether a change of the collection view's bounds (a scroll or a resize) invalidates the
    /// layout. Default: `false`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change the layout said invalidates it.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Invalidates everything: the next layout pass calls ``prepare()``.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` says; the next layout pass calls ``prepare()``. The collection
    /// view adds the context's `contentOffsetAdjustment` to its offset. Subclasses that override
    /// it must call `super`, as in UIKit.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate(with: context)
    }

    /// Whether a cell's preferred attributes (its self-sized frame) require the layout to change.
    /// Default: `false`.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context for preferred attributes the layout accepted. Default: one that invalidates
    /// the item.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    /// A new context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: Scrolling

    /// Where scrolling should stop when it would stop at `proposedContentOffset` (after a batch
    /// update or a layout change). Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a glide that would stop at `proposedContentOffset` should stop (paging, snapping).
    /// Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called before a batch update animates, with its changes: deletes (descending), then
    /// moves, then inserts (ascending), as UIKit orders them. The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after a batch update's animations were set up. The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item's cell starts its animation. Default: `nil` — the collection view
    /// fades it in at its final frame.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted item's cell ends its animation. Default: `nil` — the collection view fades
    /// it out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an inserted supplementary view starts its animation. Default: `nil` (fade in).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a removed supplementary view ends its animation. Default: `nil` (fade out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Called before an animated bounds change. The default does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called after an animated bounds change. The default does nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// Called on the outgoing layout before the collection view switches to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// Called on the incoming layout before the collection view switches from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// Called on both layouts once a switch is done.
    open func finalizeLayoutTransition() {}

    // MARK: Interactive movement

    /// The item path a moving item at `position` would go to. Default: the item under the point,
    /// or `previousIndexPath` when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item being moved: its own, centred on `position`, above everything.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max / 2
        return attributes
    }

    /// The context for a moving item that moved from `previousIndexPaths` to `targetIndexPaths`.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: Array(Set(targetIndexPaths + previousIndexPaths)))
        return context
    }

    /// The context for an interactive movement that ended (or was cancelled).
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                      movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.invalidateItems(at: Array(Set(indexPaths + previousIndexPaths)))
        return context
    }

    // MARK: Hooks for the collection view

    /// Whether the collection view asks the cell of the item at `indexPath` for its preferred
    /// attributes as it appears. UIKit asks every cell; a layout that never resizes from them
    /// (a flow layout without `estimatedItemSize`) says no, so appearing cells cost no fitting.
    /// Default: `true`.
    package func requestsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool { true }

    /// Whether the collection view should ask the supplementary view of `kind` at `indexPath` for
    /// its preferred attributes (a self-sizing header). Default: `false`.
    package func requestsPreferredAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// Whether the layout sizes cells from their content (a flow layout's `estimatedItemSize`):
    /// cells fit their content in `preferredLayoutAttributesFitting(_:)` only then.
    package var isSelfSizing: Bool { false }

    /// The width a self-sizing cell is fitted to, when it differs from its attributes' width
    /// (a flow layout's `automaticSize` lets a cell be as wide as a line). Default: `nil`.
    package func selfSizingFittingWidth(for attributes: UICollectionViewLayoutAttributes) -> CGFloat? { nil }

    /// Whether a self-sizing cell keeps the width it is given and fits only its height (a flow
    /// layout's cells), rather than fitting both. Default: `false`.
    package var selfSizingKeepsWidth: Bool { false }

    /// The direction the layout says it scrolls in, when it says (a flow or compositional
    /// layout's `scrollDirection`). Default: `nil`, and the view judges from the content's size.
    package var declaredScrollDirection: UICollectionView.ScrollDirection? { nil }

    /// The room `section`'s pinned header takes at the top (or leading edge) of the visible
    /// area while the section shows: its height when the content scrolls vertically, its width
    /// when sideways. Scrolling an item into view keeps it out from under the header. Default:
    /// nothing pinned, `.zero`.
    package func pinnedHeaderExtent(inSection section: Int) -> CGSize { .zero }

    /// Lets a layout that keeps per-item state follow a validated batch update without
    /// recomputing from scratch (a flow layout keeps measured sizes with their items). Returns
    /// whether it did; the default returns `false` and the layout is invalidated and prepared
    /// again.
    package func followUpdate(_ plan: UpdatePlan) -> Bool { false }

    /// Measures the item at `path` again when its cell next appears (a reconfigured self-sizing
    /// item). Trestle's self-sizing layouts override it.
    package func forgetMeasuredSize(at path: ItemPath) {}

    /// Traps unless the prepared layout holds `counts`. Trestle's layouts override it.
    package func checkInvariants(counts: [Int]) {}

    // MARK: Attributes for the engine's placements

    /// Attributes of the layout's ``layoutAttributesClass`` for an element the engine placed.
    package func makeAttributes(for placement: ElementPlacement) -> UICollectionViewLayoutAttributes {
        let attributes: UICollectionViewLayoutAttributes
        switch placement.element {
        case .item(let path):
            attributes = makeAttributes(forCellWith: path.indexPath)
        case .supplementary(let kind, let path):
            attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionViewFlowLayout.elementKind(kind), with: path.indexPath)
        }
        attributes.frame = placement.frame
        attributes.zIndex = placement.zIndex
        return attributes
    }

    /// Attributes of the layout's ``layoutAttributesClass`` for the cell at `indexPath`.
    package func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// Attributes of the layout's ``layoutAttributesClass`` for a supplementary view.
    package func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.setSupplementary(kind: kind)
        attributes.indexPath = indexPath
        return attributes
    }

    /// Whether the layout is handed one `UICollectionViewUpdateItem` per change in
    /// ``prepare(forCollectionViewUpdates:)``: Trestle's own layouts ignore them (a batch of 10⁵
    /// inserts, an outline expanding, need not make 10⁵ objects); their subclasses, and every
    /// other layout, get them, since they may override the method.
    package var receivesUpdateItems: Bool {
        type(of: self) != UICollectionViewFlowLayout.self && type(of: self) != UICollectionViewCompositionalLayout.self
    }

    /// The list configuration of `section` when the layout shows it as a list (a compositional
    /// layout's list sections); `nil` otherwise.
    package func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? { nil }

    /// Scrolls content the layout scrolls on its own — a compositional layout's orthogonal
    /// sections — for a wheel turn at `point` (content coordinates); `true` when it took the turn.
    /// By default the layout scrolls nothing of its own.
    package func scrollNestedContent(lines: Int, columns: Int, shift: Bool, at point: CGPoint) -> Bool { false }

    /// Whether a drag that started at `start` (content coordinates) and first moved by `delta` is
    /// over content the layout scrolls on its own, moving its way; it then takes the drag. By
    /// default nothing is.
    package func beginNestedDrag(at start: CGPoint, moving delta: CGPoint) -> Bool { false }
    /// Moves the content the drag took by `delta` (content movement, against the finger).
    package func dragNestedContent(by delta: CGPoint) {}
    /// The drag is over: the content comes to rest.
    package func endNestedDrag() {}

    /// Scrolls content the layout scrolls on its own so that the item at `indexPath` is in view
    /// across it, at `position` where that names the axis. By default nothing.
    package func revealItemInNestedContent(at indexPath: IndexPath, at position: UICollectionView.ScrollPosition) {}
}
