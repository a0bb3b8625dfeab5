import Foundation

/// A group of menu elements — actions and other menus — with a title.
///
/// A submenu shows as one item that opens it; with ``Options-swift.struct/displayInline`` its
/// children show in place, set apart by dividers.
@MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The children show in the parent menu, set apart by dividers, not behind an item.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's item is drawn as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on: choosing one turns the others off (the app updates their
        /// states; menus show the check mark).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of small items (Trestle shows them as a list).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A string that identifies a menu.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The actions and menus in the menu, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
