import Foundation

/// A layout of items in sections: the seam between a list or collection view and the mechanism
/// that places its contents.
///
/// ``TableGeometry`` is one: a single column of rows with headers and footers. A collection
/// view's layouts — a flow layout, a custom grid, Pinterest-style columns, a horizontally
/// scrolling shelf — are others. A view written against `ItemLayout` displays, scrolls, updates
/// and anchors any of them the same way:
///
/// 1. ask ``placements(in:viewport:)`` what to draw for the visible rect (plus a buffer);
/// 2. size the scroll view's content with ``contentSize``;
/// 3. for a batch update, capture ``scrollAnchor(for:)``, ``apply(_:newSection:)`` the validated
///    ``UpdatePlan``, remap the anchor through the plan's ``UpdatePlan/mapping`` and scroll to
///    ``contentOffset(keeping:in:)`` (clamped).
///
/// ## Coordinates
///
/// Every frame is in content coordinates: `(0, 0)` is the top-left corner of the content, `x`
/// grows rightwards and `y` downwards, and every frame lies within
/// `CGRect(origin: .zero, size: contentSize)`. A viewport's ``Viewport/visibleRect`` is in the
/// same space (its origin is the content offset).
///
/// ## Intersection
///
/// An element intersects a rect when their frames overlap with **strict** inequalities on both
/// axes (`frame.minX < rect.maxX && rect.minX < frame.maxX`, and the same for y): elements that
/// only touch the rect's edge are not in it, while a zero-height element strictly inside it is.
/// This is UIKit's rule on Darwin; Linux Foundation's `CGRect.intersects` also counts touching
/// rects, so conformers compare coordinates themselves. A rect without a positive width and
/// height intersects nothing.
///
/// ## Value semantics
///
/// Conformers are value types: a copy is a snapshot that later mutations of the original do not
/// change, so a view can keep the layout from before an update to animate from.
public protocol ItemLayout: Sendable {
    /// What the layout must be told about a section that an update brings in — an inserted
    /// section or a reloaded section's replacement — beyond its item count, which the plan
    /// carries: a table needs its header and footer extents and its rows' estimate; a flow layout
    /// might need its insets and the estimated item size.
    associatedtype NewSection

    /// What ``scrollAnchor(for:)`` captures: the element under the user's eye and where it was.
    associatedtype Anchor: LayoutAnchor

    /// The size of all the content: the scroll view's `contentSize`. Every frame the layout
    /// reports lies within `CGRect(origin: .zero, size: contentSize)`.
    ///
    /// - Complexity: O(1).
    var contentSize: CGSize { get }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    var numberOfSections: Int { get }

    /// The number of items in `section`, which must exist.
    ///
    /// - Complexity: O(1).
    func numberOfItems(inSection section: Int) -> Int

    /// The natural frame of the item at `path`, which must exist (UIKit's
    /// `layoutAttributesForItem(at:)`). Items never float, so this is also where it is drawn.
    ///
    /// - Complexity: O(log n) for n items, or better.
    func frameForItem(at path: ItemPath) -> CGRect

    /// The natural (unpinned) frame of the supplementary element of `kind` at `path`, or `nil`
    /// when the layout has no such element there — a section without a header, a kind the
    /// layout does not use, a path outside the layout (UIKit's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`).
    ///
    /// - Complexity: O(log n) for n items, or better.
    func frameForSupplementary(ofKind kind: SupplementaryKind, at path: ItemPath) -> CGRect?

    /// The items and supplementary elements whose placed frames intersect `rect` (UIKit's
    /// `layoutAttributesForElements(in:)`), sorted by ``ElementPlacement`` order: by
    /// ``ElementPlacement/zIndex``, then items in path order, then supplementary elements by
    /// path and kind. Each element appears at most once.
    ///
    /// Items are at their natural frames. Supplementary elements are at their natural frames
    /// when `viewport` is `nil`; given a viewport, elements the layout floats (a plain table's
    /// headers and footers, a flow layout's pinned headers) are placed against its pin lines,
    /// marked ``ElementPlacement/isPinned`` when that moved them, and listed when the *placed*
    /// frame intersects `rect`. `rect` may be larger than the viewport, to prepare elements
    /// just beyond it.
    ///
    /// - Complexity: O(log n + k) for k placements among n items wherever the layout can locate
    ///   `rect` without visiting every item (sizes in a searchable index, or uniform sizes placed
    ///   by arithmetic), as ``TableGeometry`` does; a layout that cannot documents its cost.
    func placements(in rect: CGRect, viewport: Viewport?) -> [ElementPlacement]

    /// Applies a validated update: sections and items are deleted, inserted, reloaded and moved,
    /// so that afterwards the layout holds `plan.newSectionCounts`.
    ///
    /// Measured sizes follow their items: an item that stays or moves keeps the size it was
    /// measured at; deleted items take theirs away; inserted items and reloads' replacements are
    /// unmeasured. A moved section keeps its own description. Sections the update brings in are
    /// described by `newSection(newIndex)`, called once for each, in ascending order.
    ///
    /// The layout must hold `plan.oldSectionCounts`.
    ///
    /// - Complexity: O(k log n) for k changes on n items, plus O(sections) when sections change,
    ///   or the layout documents its cost.
    mutating func apply(_ plan: UpdatePlan, newSection: (Int) -> NewSection)

    /// The anchor that keeps the content under the user's eye still when sizes or contents above
    /// it change, or `nil` when nothing needs anchoring (the viewport is at or before the start
    /// of the content, or past its end).
    ///
    /// - Complexity: O(log n) for n items, or better.
    func scrollAnchor(for viewport: Viewport) -> Anchor?

    /// The content offset at which `anchor`'s element is again where it was on screen when the
    /// anchor was captured, on both axes; a layout whose elements never move along an axis keeps
    /// `viewport`'s offset on it. Not clamped: the view clamps to its valid offsets (which pins a
    /// vertically scrolling layout's x) after an insertion or removal.
    ///
    /// Capture the anchor before the change; after a batch update pass the anchor
    /// ``LayoutAnchor/remapped(through:)`` the plan's mapping.
    ///
    /// - Complexity: O(log n) for n items, or better.
    func contentOffset(keeping anchor: Anchor, in viewport: Viewport) -> CGPoint
}

extension ItemLayout {
    /// The number of items in each section: the "before" counts a batch update is validated
    /// against.
    ///
    /// - Complexity: O(sections).
    public var itemCountsBySection: [Int] {
        (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }

    /// The natural frame of `element`, or `nil` when a supplementary element does not exist.
    public func frame(of element: LayoutElement) -> CGRect? {
        switch element {
        case .item(let path): frameForItem(at: path)
        case .supplementary(let kind, let path): frameForSupplementary(ofKind: kind, at: path)
        }
    }

    /// The change to `viewport`'s offset that keeps `anchor` still: ``contentOffset(keeping:in:)``
    /// minus the current offset, on each axis.
    public func offsetCorrection(for anchor: Anchor, in viewport: Viewport) -> (dx: Double, dy: Double) {
        let offset = contentOffset(keeping: anchor, in: viewport)
        return (Double(offset.x) - viewport.offsetX, Double(offset.y) - viewport.offsetY)
    }

    /// Validates `update` against the layout's own counts and the data source's
    /// `newSectionCounts`, then applies it. When the update is invalid nothing changes and the
    /// error carries UIKit's message.
    ///
    /// - Returns: The plan that was applied, with its index mapping.
    @discardableResult
    public mutating func apply(_ update: BatchUpdate, newSectionCounts: [Int], kind: BatchUpdate.ViewKind,
                               newSection: (Int) -> NewSection) throws(BatchUpdateError) -> UpdatePlan {
        let plan = try update.plan(oldSectionCounts: itemCountsBySection, newSectionCounts: newSectionCounts, kind: kind)
        apply(plan, newSection: newSection)
        return plan
    }
}
