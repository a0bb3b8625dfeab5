import Foundation

/// An item of a menu: a ``UIAction`` that runs when chosen, or a ``UIMenu`` that groups others.
@MainActor
open class UIMenuElement {
    /// How an element is presented (UIKit's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The element is shown but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element destroys data; menus show it in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves its menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows as on, off or mixed.
    public enum State: Int, Sendable {
        /// Not in effect.
        case off = 0
        /// In effect; menus show a check mark.
        case on = 1
        /// In effect for part of the selection; menus show a dash.
        case mixed = 2
    }

    /// The element's title.
    open var title: String
    /// A second line of text shown under the title.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
