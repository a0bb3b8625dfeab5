import Foundation

/// A run of items laid out together — across, down, or wherever a closure puts them — that a
/// section repeats (UIKit's `NSCollectionLayoutGroup`).
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal
        case vertical
        case custom(@MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    let arrangement: Arrangement
    /// The group's items (and groups), in order.
    public let subitems: [NSCollectionLayoutItem]
    /// How many times the single subitem repeats, when the group was made with a count.
    let repeatCount: Int?
    /// The space between the group's items. Default: none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Items side by side. The subitems are laid out in order, and again while another fits.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// `count` copies of `repeatingSubitem` side by side, sized to share the group's width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// The pre-iOS 16 spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Items stacked top to bottom. The subitems are laid out in order, and again while another fits.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// `count` copies of `repeatingSubitem` stacked, sized to share the group's height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// The pre-iOS 16 spelling of ``vertical(layoutSize:repeatingSubitem:count:)``.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Items wherever `itemProvider` puts them, in frames relative to the group. The provider is
    /// asked once each time the layout resolves its sections, and its frames serve every group
    /// of the section.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// The group's layout as text, for debugging.
    public func visualDescription() -> String {
        let kind: String
        switch arrangement {
        case .horizontal: kind = "horizontal"
        case .vertical: kind = "vertical"
        case .custom: kind = "custom"
        }
        return "NSCollectionLayoutGroup(\(kind), \(layoutSize), \(subitems.count) subitem(s)\(repeatCount.map { " × \($0)" } ?? ""))"
    }
}

/// One item of a custom group: its frame relative to the group and its stacking order (UIKit's
/// `NSCollectionLayoutGroupCustomItem`).
@MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    public let frame: CGRect
    public let zIndex: Int

    /// An item at `frame`, in the group's coordinates, with a z-index of 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame`, in the group's coordinates, stacked at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
