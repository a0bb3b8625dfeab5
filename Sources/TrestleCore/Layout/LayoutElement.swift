import Foundation

/// The kind of a supplementary element: a section header or footer, or a kind a custom layout
/// names (UIKit's `elementKind` strings).
///
/// Kinds compare by name, which orders placements that share a z index and a path.
public struct SupplementaryKind: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The kind's name.
    public var rawValue: String

    /// The kind named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A section's header (UIKit's `elementKindSectionHeader`).
    public static let header = SupplementaryKind(rawValue: "header")
    /// A section's footer (UIKit's `elementKindSectionFooter`).
    public static let footer = SupplementaryKind(rawValue: "footer")

    public static func < (lhs: SupplementaryKind, rhs: SupplementaryKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}

/// An element a layout places: an item, or a supplementary element of some kind.
///
/// A section's header and footer are at `ItemPath(section: s, item: 0)`, as UIKit gives them the
/// index path `[s, 0]`; a kind with one element per item uses the item's path.
public enum LayoutElement: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The item at a path.
    case item(ItemPath)
    /// The supplementary element of a kind at a path.
    case supplementary(SupplementaryKind, ItemPath)

    /// The item's path, or the supplementary element's.
    public var path: ItemPath {
        switch self {
        case .item(let path), .supplementary(_, let path): path
        }
    }

    /// The section the element belongs to.
    public var section: Int { path.section }

    /// Items first, in ``ItemPath`` order; then supplementary elements by path, then by kind.
    public static func < (lhs: LayoutElement, rhs: LayoutElement) -> Bool {
        switch (lhs, rhs) {
        case (.item(let a), .item(let b)): a < b
        case (.item, .supplementary): true
        case (.supplementary, .item): false
        case (.supplementary(let k, let a), .supplementary(let l, let b)): a != b ? a < b : k < l
        }
    }

    public var description: String {
        switch self {
        case .item(let path): "item \(path)"
        case .supplementary(let kind, let path): "\(kind) \(path)"
        }
    }
}

/// Where one element is drawn: UIKit's `UICollectionViewLayoutAttributes`, reduced to what the
/// engine decides.
public struct ElementPlacement: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The element placed.
    public var element: LayoutElement
    /// The frame to draw, in content coordinates.
    public var frame: CGRect
    /// Whether `frame` differs from the element's natural frame because it floats (a pinned
    /// header or footer).
    public var isPinned: Bool
    /// Drawing order: higher values draw above lower ones (UIKit's `zIndex`).
    public var zIndex: Int

    /// A placement; by default unpinned, at z index 0 (where items are drawn).
    public init(element: LayoutElement, frame: CGRect, isPinned: Bool = false, zIndex: Int = 0) {
        self.element = element
        self.frame = frame
        self.isPinned = isPinned
        self.zIndex = zIndex
    }

    /// The order ``ItemLayout/placements(in:viewport:)`` returns placements in: by z index, then
    /// by element — which is also the order to draw them in.
    public static func < (lhs: ElementPlacement, rhs: ElementPlacement) -> Bool {
        lhs.zIndex != rhs.zIndex ? lhs.zIndex < rhs.zIndex : lhs.element < rhs.element
    }

    public var description: String {
        "\(element) at \(frame)\(isPinned ? " pinned" : "")\(zIndex != 0 ? " z \(zIndex)" : "")"
    }
}

extension CGRect {
    /// Whether the two rects overlap with strict inequalities on both axes, so rects that only
    /// touch at an edge do not. (A zero-height rect strictly inside the other still overlaps it:
    /// a zero-height row in the middle of the screen is on screen.)
    ///
    /// Visibility decisions use this rather than `intersects(_:)`: Linux Foundation's
    /// `intersects` is true for rects that only touch, Darwin's (and so UIKit's) is false.
    package func overlapsStrictly(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the rect has a positive width and a positive height: a rect a layout can be
    /// queried with.
    package var hasPositiveArea: Bool { width > 0 && height > 0 }
}
