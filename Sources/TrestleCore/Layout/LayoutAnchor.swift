/// A scroll anchor a layout captured: which element was under the user's eye, and where it was
/// on screen.
public protocol LayoutAnchor: Sendable, Hashable {
    /// The anchored item, when the anchor is on an item rather than a header, a footer or space
    /// between them.
    var item: ItemPath? { get }

    /// The anchor after a batch update, keeping its on-screen distance: the same element at its
    /// new path when it stays. When the update deletes or reloads it, the layout hands the anchor
    /// to an element nearby that stays (as ``ScrollAnchor`` does) or to nothing, which keeps the
    /// offset; a moved element may be followed or handed over, as the layout prefers.
    ///
    /// - Complexity: O(log k) for k changes, or better.
    func remapped(through mapping: UpdateMapping) -> Self
}
