import Foundation

/// The smallest part of a compositional layout: one cell's size and the space around it (UIKit's
/// `NSCollectionLayoutItem`). Groups hold items; a group is itself an item.
@MainActor
public class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// The item's size, against its group (or, for a group, its section).
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary elements attached to the item (badges).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space inside the item's frame around its cell. Ignored along a dimension that is
    /// estimated, as UIKit ignores it.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item, against its neighbours in the group.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with attached supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A view attached to every item of a section, such as a badge (UIKit's
/// `NSCollectionLayoutSupplementaryItem`). It follows its item's index path.
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the collection view's data source is asked to supply a view for.
    public let elementKind: String
    /// The point of the item the element is attached at.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the element placed at the container anchor; `nil` hugs the container
    /// anchor's edges from inside.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The element's stacking order against its item. Default: 1 (above its item).
    public var zIndex = 1

    /// A supplementary item of `elementKind`, hugging `containerAnchor`'s edges of its item from inside.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item of `elementKind` whose `itemAnchor` point is placed at its item's
    /// `containerAnchor` point; a `nil` `itemAnchor` hugs the container anchor's edges from inside.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Boundary items are made with their own initializer.
    init(boundarySize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        self.containerAnchor = NSCollectionLayoutAnchor(edges: [.top])
        self.itemAnchor = nil
        super.init(layoutSize: boundarySize, supplementaryItems: [])
    }
}

/// A header or footer of a section or of the whole layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where it sits: `.top` for a header and `.bottom` for a footer in a vertical layout,
    /// `.leading` and `.trailing` in a horizontal one.
    public let alignment: NSRectAlignment
    /// A shift from its place.
    public let offset: CGPoint
    /// Whether it takes room in its section, pushing the items along (default), or overlaps them.
    public var extendsBoundary = true
    /// Whether it stays in view while its section is (a pinned header or footer).
    public var pinToVisibleBounds = false
    /// Space kept before it along the scroll axis, inside its section: a list header's top
    /// padding (UIKit keeps it in the list layout's private state).
    package var leadingSpace: CGFloat = 0

    /// A header or footer of `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A header or footer of `elementKind` at `alignment`, shifted by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(boundarySize: layoutSize, elementKind: elementKind)
        zIndex = 0
    }
}

/// A view behind a section, such as its background (UIKit's `NSCollectionLayoutDecorationItem`).
/// Register the view's class with the layout's `register(_:forDecorationViewOfKind:)`.
@MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration's kind, as registered with the layout.
    public let elementKind: String
    /// The stacking order: at 0 (the default) it is drawn below every item of its section.
    public var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A decoration behind the whole section — its header and footer included — inset by its
    /// ``NSCollectionLayoutItem/contentInsets``.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
