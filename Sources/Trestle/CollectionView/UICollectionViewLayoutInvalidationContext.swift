import Foundation

/// What part of a layout is no longer valid, and how the collection view's content offset and
/// size should move because of it: the argument of
/// ``UICollectionViewLayout/invalidateLayout(with:)``.
///
/// A layout that keeps state between passes reads the context in `invalidateLayout(with:)` to
/// recompute only what changed; one that does not can ignore it and recompute everything in
/// ``UICollectionViewLayout/prepare()``.
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Item sizes a self-sizing pass measured, by item: what Trestle's layouts record in the
    /// invalidation that follows `preferredLayoutAttributesFitting(_:)`. (UIKit keeps them in
    /// private state of the layout.)
    package var preferredItemSizes: [(IndexPath, CGSize)] = []
    /// Supplementary view sizes a self-sizing pass measured, by kind and index path.
    package var preferredSupplementarySizes: [(String, IndexPath, CGSize)] = []
    /// Whether everything must be recomputed (``UICollectionViewLayout/invalidateLayout()`` sets
    /// it, as do reloads and layout changes).
    open internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items changed (a reload or a batch update sets it).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items whose attributes must be recomputed; `nil` when none were named.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views whose attributes must be recomputed, by kind; `nil` when none.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views whose attributes must be recomputed, by kind; `nil` when none.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the collection view's content offset once the layout is invalidated — how a
    /// layout keeps the content under the user's eye still when something above it changed size.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the content size once the layout is invalidated.
    open var contentSizeAdjustment: CGSize = .zero

    /// The item paths an interactive movement moved from, while one is under way.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The item paths an interactive movement moved to, while one is under way.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving item is, in content coordinates, while an interactive movement is under way.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    public required override init() {
        super.init()
    }

    /// Marks items as needing new attributes.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` as needing new attributes.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration views of `elementKind` as needing new attributes.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

/// A flow layout's invalidation context: whether the delegate's sizes and spacings must be asked
/// again, and whether the layout's own attributes must be recomputed.
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings are asked again. Default: `true`.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout recomputes its attributes. Default: `true`.
    open var invalidateFlowLayoutAttributes = true
}

/// One change of a batch update, as a layout sees it in
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``.
///
/// A section-wide change has an index path with only a section (`item` is `NSNotFound` in UIKit;
/// here the path has one index).
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        /// The element is inserted: it has only a path after the update.
        case insert
        /// The element is deleted: it has only a path before the update.
        case delete
        /// The element is reloaded: it has a path before the update and one after it.
        case reload
        /// The element moves from its path before the update to its path after it.
        case move
        /// No change.
        case none
    }

    /// The element's path before the update; `nil` for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's path after the update; `nil` for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The change.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    open override var description: String {
        "<UICollectionViewUpdateItem \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "-") → \(indexPathAfterUpdate.map { "\($0)" } ?? "-")>"
    }
}
