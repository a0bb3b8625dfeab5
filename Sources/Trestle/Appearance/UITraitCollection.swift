import Foundation

/// The appearance an interface uses: light, dark, or not yet decided.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style is specified; colours resolve as for ``light``, as in UIKit.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// A width or height class: how much room an interface has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class is specified.
    case unspecified = 0
    /// Little room: an iPhone's width in portrait, its height in landscape.
    case compact = 1
    /// Plenty of room: an iPad's width and height, an iPhone's height in portrait.
    case regular = 2
}

/// An immutable set of traits describing the environment an interface element is drawn in.
///
/// Trestle carries the traits that change how lists look and lay out: the
/// ``userInterfaceStyle`` (light or dark) that dynamic colours resolve against, the
/// ``displayScale``, the ``preferredContentSizeCategory`` that Dynamic Type fonts follow, and the
/// ``horizontalSizeClass`` and ``verticalSizeClass`` a window's size gives. A trait that a
/// collection does not specify is *unspecified*, so ``init(traitsFrom:)`` can merge collections.
///
/// Two trait collections are equal when they specify the same traits with the same values.
public final class UITraitCollection: Sendable, Hashable {
    /// The light or dark appearance; ``UIUserInterfaceStyle/unspecified`` unless set.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// The scale, or `nil` when this collection does not specify one.
    let specifiedDisplayScale: CGFloat?

    /// The text size the user prefers; ``UIContentSizeCategory/unspecified`` unless set.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// How much room there is across; ``UIUserInterfaceSizeClass/unspecified`` unless set.
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    /// How much room there is down; ``UIUserInterfaceSizeClass/unspecified`` unless set.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// The number of pixels per point of the display.
    ///
    /// - Note: UIKit reports `0` for a collection that does not specify a scale. Trestle reports
    ///   `1`, so layout code can multiply by the scale without a check; the collection still
    ///   remembers that the scale was unspecified, so ``init(traitsFrom:)`` does not let that
    ///   default override a scale another collection specifies.
    public var displayScale: CGFloat { specifiedDisplayScale ?? 1 }

    init(style: UIUserInterfaceStyle = .unspecified, scale: CGFloat? = nil, category: UIContentSizeCategory = .unspecified,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified) {
        userInterfaceStyle = style
        specifiedDisplayScale = scale
        preferredContentSizeCategory = category
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
    }

    /// Creates a trait collection with every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified)
    }

    /// Creates a trait collection that specifies only the user interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// Creates a trait collection that specifies only the display scale.
    ///
    /// A scale of `0` or less means *unspecified*, as `0` does in UIKit.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, scale: displayScale > 0 ? displayScale : nil)
    }

    /// Creates a trait collection that specifies only the preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, category: preferredContentSizeCategory)
    }

    /// Creates a trait collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: horizontalSizeClass)
    }

    /// Creates a trait collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, vertical: verticalSizeClass)
    }

    /// Creates a trait collection by merging the traits of several collections.
    ///
    /// For each trait, the highest-indexed collection that specifies it wins; a trait no collection
    /// specifies stays unspecified (UIKit's rule for `init(traitsFrom:)`).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat?
        var category = UIContentSizeCategory.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if let specified = traits.specifiedDisplayScale { scale = specified }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
        }
        self.init(style: style, scale: scale, category: category, horizontal: horizontal, vertical: vertical)
    }

    /// Whether a change from `other` to this collection changes what colours resolve to (the
    /// style). UIKit's `hasDifferentColorAppearance(comparedTo:)`.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (userInterfaceStyle == .dark) != (other.userInterfaceStyle == .dark)
    }

    /// Whether this collection has every trait `other` specifies, with the same value.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.specifiedDisplayScale == nil || other.specifiedDisplayScale == specifiedDisplayScale)
            && (other.preferredContentSizeCategory == .unspecified || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
    }

    /// The trait collection of the view or controller currently being updated.
    ///
    /// Dynamic colours resolve against it when asked for components without a trait collection
    /// (``UIColor/getRed(_:green:blue:alpha:)``), and Dynamic Type fonts made without traits take
    /// its text size. It starts as the light style at scale 1, at the text size `TRESTLE_TEXT_SIZE`
    /// names (the default, Large, without it).
    ///
    /// - Note: UIKit keeps one value per thread. Trestle keeps one value for the process, set on
    ///   the main actor, because its views all live there.
    @MainActor
    public static var current: UITraitCollection {
        get { currentTraitCollectionStore.value }
        set { currentTraitCollectionStore.value = newValue }
    }

    /// ``current``, readable from any isolation, for colour resolution inside `Sendable` types.
    static var currentForResolution: UITraitCollection { currentTraitCollectionStore.value }

    /// The light style with every other trait unspecified; used to compare dynamic colours.
    static let lightAppearance = UITraitCollection(userInterfaceStyle: .light)

    /// The dark style with every other trait unspecified; used to compare dynamic colours.
    static let darkAppearance = UITraitCollection(userInterfaceStyle: .dark)

    /// Returns whether two trait collections specify the same traits with the same values.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.specifiedDisplayScale == rhs.specifiedDisplayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
    }

    /// Hashes the specified traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(specifiedDisplayScale)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
    }
}

/// The storage behind `UITraitCollection.current`.
///
/// The setter is main-actor isolated, but `UIColor` is `Sendable` and resolves dynamic colours
/// from any isolation, so reads go through a lock rather than the main actor.
private final class CurrentTraitCollectionStore: @unchecked Sendable {
    // `@unchecked` because `lock` guards every access to `storedValue`.
    private let lock = NSLock()
    private var storedValue = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 1),
        UITraitCollection(preferredContentSizeCategory: .fromEnvironment),
    ])

    var value: UITraitCollection {
        get { lock.withLock { storedValue } }
        set { lock.withLock { storedValue = newValue } }
    }
}

private let currentTraitCollectionStore = CurrentTraitCollectionStore()
