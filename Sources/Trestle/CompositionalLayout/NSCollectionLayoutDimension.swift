import Foundation

/// One dimension of a compositional layout element: fixed, a fraction of its container, or an
/// estimate the element's cell refines (UIKit's `NSCollectionLayoutDimension`).
@MainActor
public final class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Hashable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
        case uniformAcrossSiblings
    }

    let kind: Kind
    /// The dimension's value: a fraction, points, or the estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    /// An estimate the element's cell replaces with the size it fits (self-sizing).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }
    /// An estimate shared by the items of a group, sized to the largest of them (iOS 17).
    /// Trestle sizes them as `.estimated` items of a group that grows to its largest item.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is fixed.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether the dimension is shared across siblings.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The dimension in points within a container of `container`.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }

    public override var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        case .uniformAcrossSiblings: ".uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}

/// A width and a height for a compositional layout element (UIKit's `NSCollectionLayoutSize`).
@MainActor
public final class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    /// The element's width: fixed, fractional or estimated.
    public let widthDimension: NSCollectionLayoutDimension
    /// The element's height: fixed, fractional or estimated.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The size in points within a container of `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    public override var description: String { "NSCollectionLayoutSize(width: \(widthDimension), height: \(heightDimension))" }
}

/// The space between items of a group: exact, or at least a minimum with the rest shared out
/// (UIKit's `NSCollectionLayoutSpacing`).
@MainActor
public final class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    /// The space in points (the minimum, when flexible).
    public let spacing: CGFloat
    /// Whether the space is exact.
    public let isFixedSpacing: Bool
    /// Whether the space may grow to spread the items over the group.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, isFixedSpacing: Bool) {
        self.spacing = spacing
        self.isFixedSpacing = isFixedSpacing
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFixedSpacing: true) }
    /// At least `flexibleSpacing` points, more when the group has room to spare.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFixedSpacing: false) }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space around an item within its group, on each edge (UIKit's `NSCollectionLayoutEdgeSpacing`).
@MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    /// The space before the item's leading edge; `nil` is none.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the item; `nil` is none.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the item's trailing edge; `nil` is none.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the item; `nil` is none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Space on each edge; a `nil` edge has none.
    ///
    /// - Note: Trestle keeps a flexible spacing at its minimum: it does not share out the group's
    ///   spare room.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Edges of a rectangle in leading/trailing terms (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (the left in a left-to-right layout).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (the right in a left-to-right layout).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits against its section or layout (UIKit's
/// `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment; Trestle places the item as `.top` does in a vertical layout, as `.leading` in a
    /// horizontal one.
    case none
    /// At the top edge: a vertical layout's header, centred across the section.
    case top
    /// In the top-leading corner.
    case topLeading
    /// At the leading edge: a horizontal layout's header, centred across the section.
    case leading
    /// In the bottom-leading corner.
    case bottomLeading
    /// At the bottom edge: a vertical layout's footer, centred across the section.
    case bottom
    /// In the bottom-trailing corner.
    case bottomTrailing
    /// At the trailing edge: a horizontal layout's footer, centred across the section.
    case trailing
    /// In the top-trailing corner.
    case topTrailing
}

/// Where a supplementary item is attached to its item (UIKit's `NSCollectionLayoutAnchor`): the
/// edges it hugs, and an offset in points or in fractions of its own size.
@MainActor
public final class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The edges of its item the supplementary item is attached to; with none it is centred.
    public let edges: NSDirectionalRectEdge
    /// How far the supplementary item is moved from the anchor point, in points or in fractions of
    /// its own size (see ``isAbsoluteOffset``).
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is in fractions of the supplementary item's own size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsoluteOffset: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsoluteOffset
    }

    /// Hugs `edges`, with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsoluteOffset: true)
    }

    /// Hugs `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true)
    }

    /// Hugs `edges`, moved by `fractionalOffset` times the supplementary item's own size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsoluteOffset: false)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The anchor point as fractions of a rectangle's width and height.
    var unitPoint: CGPoint {
        let x: CGFloat = edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5
        let y: CGFloat = edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5
        return CGPoint(x: x, y: y)
    }
}
