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

/// An immutable set of traits describing the environment an interface element is drawn in.
///
/// Trestle carries the two traits that change how a table looks: the ``userInterfaceStyle``
/// (light or dark) that dynamic colours resolve against, and the ``displayScale``. A trait that a
/// collection does not specify is *unspecified*, so ``init(traitsFrom:)`` can merge collections.
///
/// Two trait collections are equal when they specify the same traits with the same values.
public final class UITraitCollection: Sendable, Hashable {
    /// The light or dark appearance; ``UIUserInterfaceStyle/unspecified`` unless set.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// The scale, or `nil` when this collection does not specify one.
    let specifiedDisplayScale: CGFloat?

    /// The number of pixels per point of the display.
    ///
    /// - Note: UIKit reports `0` for a collection that does not specify a scale. Trestle reports
    ///   `1`, so layout code can multiply by the scale without a check; the collection still
    ///   remembers that the scale was unspecified, so ``init(traitsFrom:)`` does not let that
    ///   default override a scale another collection specifies.
    public var displayScale: CGFloat { specifiedDisplayScale ?? 1 }

    private init(userInterfaceStyle: UIUserInterfaceStyle, specifiedDisplayScale: CGFloat?) {
        self.userInterfaceStyle = userInterfaceStyle
        self.specifiedDisplayScale = specifiedDisplayScale
    }

    /// Creates a trait collection with every trait unspecified.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified, specifiedDisplayScale: nil)
    }

    /// Creates a trait collection that specifies only the user interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, specifiedDisplayScale: nil)
    }

    /// Creates a trait collection that specifies only the display scale.
    ///
    /// A scale of `0` or less means *unspecified*, as `0` does in UIKit.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, specifiedDisplayScale: displayScale > 0 ? displayScale : nil)
    }

    /// Creates a trait collection by merging the traits of several collections.
    ///
    /// For each trait, the highest-indexed collection that specifies it wins; a trait no collection
    /// specifies stays unspecified (UIKit's rule for `init(traitsFrom:)`).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat?
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified {
                style = traits.userInterfaceStyle
            }
            if let specified = traits.specifiedDisplayScale {
                scale = specified
            }
        }
        self.init(userInterfaceStyle: style, specifiedDisplayScale: scale)
    }

    /// The trait collection of the view or controller currently being updated.
    ///
    /// Dynamic colours resolve against it when asked for components without a trait collection
    /// (``UIColor/getRed(_:green:blue:alpha:)``). It starts as the light style at scale 1.
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
    }

    /// Hashes the specified traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(specifiedDisplayScale)
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
    ])

    var value: UITraitCollection {
        get { lock.withLock { storedValue } }
        set { lock.withLock { storedValue = newValue } }
    }
}

private let currentTraitCollectionStore = CurrentTraitCollectionStore()
