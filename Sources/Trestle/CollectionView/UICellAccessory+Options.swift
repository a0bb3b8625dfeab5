import Foundation

/// The options each kind of accessory takes. A `nil` argument keeps the kind's default: shown,
/// the kind's reserved width (UIKit's: the chevrons' and labels' own width, the standard width
/// for the others), the kind's standard colour.
extension UICellAccessory {
    /// Options of ``UICellAccessory/disclosureIndicator(displayed:options:)``.
    public struct DisclosureIndicatorOptions: Sendable, Hashable {
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.actual`.
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour; `nil` is the tertiary label colour.
        public var tintColor: UIColor?

        /// Creates options; a `nil` argument keeps its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
        }
    }

    /// Options of ``UICellAccessory/detail(displayed:options:actionHandler:)``.
    public struct DetailOptions: Sendable, Hashable {
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The button's colour; `nil` uses the cell's tint colour.
        public var tintColor: UIColor?

        /// Creates options; a `nil` argument keeps its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of ``UICellAccessory/checkmark(displayed:options:)``.
    public struct CheckmarkOptions: Sendable, Hashable {
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The check mark's colour; `nil` uses the cell's tint colour.
        public var tintColor: UIColor?

        /// Creates options; a `nil` argument keeps its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of ``UICellAccessory/delete(displayed:options:actionHandler:)``.
    public struct DeleteOptions: Sendable, Hashable {
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The minus sign's colour. A terminal draws the control as one character, in ``backgroundColor``
        /// when set, else in this colour (`nil`: red).
        public var tintColor: UIColor?
        /// The circle's colour; `nil` is UIKit's red. A terminal draws the control as one
        /// character, in this colour (else in ``tintColor``).
        public var backgroundColor: UIColor?

        /// Creates options; a `nil` argument keeps its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of ``UICellAccessory/insert(displayed:options:actionHandler:)``.
    public struct InsertOptions: Sendable, Hashable {
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The plus sign's colour. A terminal draws the control as one character, in ``backgroundColor``
        /// when set, else in this colour (`nil`: green).
        public var tintColor: UIColor?
        /// The circle's colour; `nil` is UIKit's green. A terminal draws the control as one
        /// character, in this colour (else in ``tintColor``).
        public var backgroundColor: UIColor?

        /// Creates options; a `nil` argument keeps its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of ``UICellAccessory/reorder(displayed:options:)``.
    public struct ReorderOptions: Sendable, Hashable {
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The grip's colour; `nil` is the tertiary label colour.
        public var tintColor: UIColor?
        /// Whether a vertical line separates the grip from the accessory before it (accepted;
        /// not drawn: a terminal has no room for it). Default: `true`.
        public var showsVerticalSeparator: Bool

        /// Creates options; a `nil` argument keeps its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of ``UICellAccessory/multiselect(displayed:options:)``.
    public struct MultiselectOptions: Sendable, Hashable {
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour of the filled circle of a selected cell; `nil` uses the cell's tint colour.
        public var tintColor: UIColor?
        /// The fill of the empty circle (accepted; a terminal draws the circle as one character).
        public var backgroundColor: UIColor?

        /// Creates options; a `nil` argument keeps its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of ``UICellAccessory/outlineDisclosure(displayed:options:actionHandler:)``.
    public struct OutlineDisclosureOptions: Sendable, Hashable {
        /// Whether a tap anywhere on the row or only on the chevron expands or collapses the item.
        public enum Style: Int, Sendable, Hashable {
            /// `.header` for a cell its list layout shows as its section's header (the list's
            /// `headerMode` is `.firstItemInSection`), else `.cell`.
            case automatic
            /// A section header: a tap anywhere on the row expands or collapses the item, and the
            /// row is never selected.
            case header
            /// A selectable row with children: only a tap on the chevron expands or collapses
            /// the item; a tap elsewhere selects the row.
            case cell
        }

        /// The style. Default: `.automatic`.
        public var style: Style
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.actual`.
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour; `nil` uses the cell's tint colour.
        public var tintColor: UIColor?

        /// Creates options; a `nil` argument keeps its default.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
        }
    }

    /// Options of ``UICellAccessory/label(text:displayed:options:)``.
    public struct LabelOptions: Sendable, Hashable {
        /// Whether the accessory is hidden: it keeps its place but shows nothing. Default: `false`.
        public var isHidden: Bool
        /// The width reserved for the accessory. Default: `.actual`.
        public var reservedLayoutWidth: LayoutDimension
        /// The text's colour; `nil` is the secondary label colour.
        public var tintColor: UIColor?
        /// The text's font. Default: the body style's.
        public var font: UIFont
        /// Whether the font follows the content size category (accepted; Trestle's text has one size).
        public var adjustsFontForContentSizeCategory: Bool

        /// Creates options; a `nil` argument keeps its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// The configuration of ``UICellAccessory/customView(configuration:)``.
    @MainActor
    public struct CustomViewConfiguration {
        /// The view shown. The cell adds it as its subview while the accessory shows.
        public let customView: UIView
        /// The edge it sits at. Custom accessories sit nearer the content than the system ones
        /// on the same edge, in the order of the accessories array.
        public var placement: Placement
        /// Whether it is hidden: it keeps its place in the layout but does not show.
        public var isHidden: Bool
        /// The width reserved for it. Default: `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour while shown, when set.
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size (`true`) or is sized to its
        /// ``UIView/sizeThatFits(_:)`` when the accessories are laid out (`false`, the default).
        public var maintainsFixedSize: Bool

        /// A configuration showing `customView` at `placement`; a `nil` argument keeps its default.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
