import Foundation

/// How a section's groups scroll when they run across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups follow the layout's scroll axis.
    case none
    /// The groups run sideways and scroll freely.
    case continuous
    /// Scroll freely, coming to rest with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary
    /// Scroll a container's width at a time.
    case paging
    /// Scroll a group at a time, coming to rest at a group's leading edge.
    case groupPaging
    /// Scroll a group at a time, coming to rest with a group centred.
    case groupPagingCentered
}

/// What a section's content insets are measured from (UIKit's `UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Sendable {
    /// The layout's choice: the safe area (in Trestle, the content inset).
    case automatic
    /// The container's edges.
    case none
    /// The safe area: Trestle's windows have none, so the same as `.none`.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The readable content guide: in Trestle, the layout margins.
    case readableContent
}

/// A section of a compositional layout: the group it repeats, the space around it, its headers,
/// footers and background, and whether it scrolls sideways (UIKit's `NSCollectionLayoutSection`).
@MainActor
public final class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    /// The group the section repeats for its items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What ``contentInsets`` are measured from. Default: `.automatic`.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What boundary supplementary items' insets are measured from. Default: `.automatic`.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups run sideways in a strip of their own, and how it comes to rest.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset across the scroll axis with ``contentInsets``.
    /// Default: `true`.
    public var supplementariesFollowContentInsets = true
    /// Views behind the section.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called in each layout pass with the section's visible items, whose alpha, z index,
    /// hidden state, frame and centre it may change; the offset is the section's scroll
    /// position (its strip's, in an orthogonal section).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration the section was made from by ``list(using:layoutEnvironment:)``:
    /// what the collection view draws and offers for list sections (separators, boxes, cell
    /// appearance, swipe actions).
    package var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The closure a section calls with its visible items in each layout pass.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// The space a layout lays out in (UIKit's `NSCollectionLayoutContainer`).
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The size less ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// Insets the container was given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect (the collection view's content insets, and the layout's).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows about where its section will be laid out (UIKit's
/// `NSCollectionLayoutEnvironment`).
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// An item a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` may change
/// (UIKit's `NSCollectionLayoutVisibleItem`).
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var indexPath: IndexPath { get }
    var name: String { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// The layout's container for a pass.
@MainActor
final class CompositionalContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}

/// The layout's environment for a pass.
@MainActor
final class CompositionalEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
    /// The collection view's metrics: what list sections take their row heights and spacing from.
    let metrics: MetricsProfile

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection, metrics: MetricsProfile) {
        self.container = container
        self.traitCollection = traitCollection
        self.metrics = metrics
    }
}

/// A visible item handed to a section's handler: it wraps the element's attributes.
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var indexPath: IndexPath { attributes.indexPath }
    var name: String { attributes.representedElementKind ?? "cell" }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}

/// Layout-wide settings of a compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The axis the layout scrolls along. Default: `.vertical`.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections. Default: 0.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' insets are measured from by default. Default: `.safeArea`.
    public var contentInsetsReference: UIContentInsetsReference = .safeArea

    public override init() {}

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
