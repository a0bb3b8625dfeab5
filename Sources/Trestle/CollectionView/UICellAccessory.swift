import Foundation

/// An accessory shown beside a list cell's content: a disclosure chevron, a check mark, editing
/// controls, an outline's disclosure, a label or a view of your own — iOS 14's `UICellAccessory`.
///
/// Assign accessories to a ``UICollectionViewListCell``'s
/// ``UICollectionViewListCell/accessories``. The system accessories sit where UIKit puts them —
/// delete, insert and multiple selection at the leading edge; labels, check marks, the detail
/// button, the disclosure indicator, the outline disclosure and the reorder grip at the trailing
/// edge, in that order outwards — whatever their order in the array. Each shows according to its
/// ``DisplayedState`` and the cell's editing state:
///
/// ```swift
/// cell.accessories = [
///     .disclosureIndicator(),                 // always
///     .delete(actionHandler: { remove(item) }),  // while the collection view is editing
///     .reorder(),                             // while editing
/// ]
/// ```
///
/// - Note: `popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)` (iOS 17) and
///   `CustomViewConfiguration.position` are not provided: Trestle has no menus yet, and custom
///   accessories keep UIKit's default position (nearest the content, in array order).
@MainActor
public struct UICellAccessory {
    /// A closure run when the user taps an accessory that has an action.
    public typealias ActionHandler = @MainActor () -> Void

    /// The editing states in which an accessory shows.
    public enum DisplayedState: Int, Sendable, Hashable {
        /// Whether or not the cell is editing.
        case always
        /// Only while the cell is editing (its collection view's ``UICollectionView/isEditing``).
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing

        /// Whether an accessory with this state shows in a cell whose editing state is `isEditing`.
        func isDisplayed(whenEditing isEditing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: isEditing
            case .whenNotEditing: !isEditing
            }
        }
    }

    /// The width reserved for an accessory, in which it is centred; it lines accessories of
    /// different widths up across rows.
    ///
    /// - Note: An accessory wider than its reserved width takes its own width, so nothing is cut.
    public enum LayoutDimension: Sendable, Hashable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for accessories (``MetricsProfile/ListCell/accessoryStandardWidth``).
        case standard
        /// A width of your choosing.
        case custom(CGFloat)
    }

    /// Where among the other accessories on its edge a custom accessory goes: given the
    /// accessories on that edge, the index to insert it at (UIKit's `Position`).
    public typealias Position = ([UICellAccessory]) -> Int

    /// The edge of the cell a custom accessory sits at, when it shows, and where among the
    /// accessories on that edge (UIKit's `Placement`). It sits nearest the content, in the order
    /// of the accessories array — UIKit's default position.
    ///
    /// - Note: Trestle accepts a `Position` closure but does not call it yet: custom accessories
    ///   always take the default position.
    public enum Placement {
        /// At the leading edge, shown in the `displayed` editing states; `at` is accepted but not called.
        case leading(displayed: DisplayedState = .always, at: Position? = nil)
        /// At the trailing edge, shown in the `displayed` editing states; `at` is accepted but not called.
        case trailing(displayed: DisplayedState = .always, at: Position? = nil)

        /// Whether it is on the leading edge.
        var isLeading: Bool {
            if case .leading = self { return true }
            return false
        }

        /// When it shows.
        var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }
    }

    /// The edge an accessory is on, for layout.
    enum Edge: Hashable {
        case leading
        case trailing
    }

    /// The kinds of accessory.
    public enum AccessoryType: Sendable, Hashable {
        /// A disclosure chevron (``UICellAccessory/disclosureIndicator(displayed:options:)``).
        case disclosureIndicator
        /// A detail (ⓘ) button (``UICellAccessory/detail(displayed:options:actionHandler:)``).
        case detail
        /// A check mark (``UICellAccessory/checkmark(displayed:options:)``).
        case checkmark
        /// The delete control (``UICellAccessory/delete(displayed:options:actionHandler:)``).
        case delete
        /// The insert control (``UICellAccessory/insert(displayed:options:actionHandler:)``).
        case insert
        /// The reorder grip (``UICellAccessory/reorder(displayed:options:)``).
        case reorder
        /// The multiple-selection circle (``UICellAccessory/multiselect(displayed:options:)``).
        case multiselect
        /// An outline's disclosure chevron
        /// (``UICellAccessory/outlineDisclosure(displayed:options:actionHandler:)``).
        case outlineDisclosure
        /// A short text (``UICellAccessory/label(text:displayed:options:)``).
        case label
        /// A view of your own (``UICellAccessory/customView(configuration:)``).
        case customView
    }

    /// What the accessory is, with what only its kind has.
    enum Kind {
        case disclosureIndicator
        case detail(actionHandler: ActionHandler?)
        case checkmark
        case delete(backgroundColor: UIColor?, actionHandler: ActionHandler?)
        case insert(backgroundColor: UIColor?, actionHandler: ActionHandler?)
        case reorder(showsVerticalSeparator: Bool)
        case multiselect(backgroundColor: UIColor?)
        case outlineDisclosure(style: OutlineDisclosureOptions.Style, actionHandler: ActionHandler?)
        case label(text: String, font: UIFont)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    /// The editing states in which the accessory shows.
    public let displayedState: DisplayedState
    /// Whether the accessory is hidden: it keeps its place in the layout, so rows with and
    /// without it line up, but shows nothing and does nothing.
    public let isHidden: Bool
    /// The width reserved for the accessory.
    public let reservedLayoutWidth: LayoutDimension
    /// The accessory's colour; `nil` uses the kind's standard colour.
    public let tintColor: UIColor?

    init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden
        self.reservedLayoutWidth = reservedLayoutWidth
        self.tintColor = tintColor
    }

    /// The accessory's kind.
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .detail: .detail
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .outlineDisclosure: .outlineDisclosure
        case .label: .label
        case .customView: .customView
        }
    }

    // MARK: System accessories

    /// A chevron pointing to the trailing edge, saying the row leads somewhere. A tap on it
    /// selects the row, as a tap anywhere on the row does.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A detail (ⓘ) button (iOS 15.4). A tap on it runs `actionHandler` and does not select
    /// the row; without a handler taps on it are ignored, as in UIKit.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail(actionHandler: actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A check mark, in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The delete control: a minus in a red circle, at the leading edge, while editing by default.
    /// A tap on it runs `actionHandler`; without a handler it reveals the cell's trailing swipe
    /// actions (its list section's
    /// ``UICollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``), as in
    /// UIKit.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(backgroundColor: options.backgroundColor, actionHandler: actionHandler), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// The insert control: a plus in a green circle, at the leading edge, while editing by
    /// default. A tap on it runs `actionHandler`; without one, taps on it are ignored.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert(backgroundColor: options.backgroundColor, actionHandler: actionHandler), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// The reorder grip: three horizontal lines at the trailing edge, while editing by default.
    ///
    /// In a list section, dragging the grip moves the item through the collection view's
    /// interactive movement (the data source's `canMoveItemAt` and `moveItemAt`, or a diffable
    /// data source's ``UICollectionViewDiffableDataSource/reorderingHandlers``), and Alt-↑/↓
    /// (or Shift-↑/↓) moves the focused row one place, as in a table. A tap on the grip that
    /// does not move reaches the row.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder(showsVerticalSeparator: options.showsVerticalSeparator), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// The multiple-selection circle at the leading edge, while editing by default: empty when
    /// the cell is not selected, filled with a check mark when it is. A tap on it selects the
    /// row, as a tap anywhere on the row does.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect(backgroundColor: options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// An outline's disclosure: a chevron pointing to the trailing edge while the item is
    /// collapsed, down while it is expanded (the cell's ``UICellConfigurationState/isExpanded``).
    ///
    /// A tap on it runs `actionHandler`; without one, it expands or collapses the item in the
    /// collection view's diffable data source's section snapshot, as UIKit does. With the
    /// `.header` style a tap anywhere on the row does the same, and the row is not selected.
    ///
    /// On iOS (and so in Trestle) the chevron sits at the trailing edge whatever the style;
    /// UIKit puts it at the leading edge only for Mac Catalyst cells.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(style: options.style, actionHandler: actionHandler), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A short text at the trailing edge, such as a count, in the secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text: text, font: options.font), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A view of your own, at the edge its configuration names. It shows in every editing state.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView(configuration), displayed: configuration.placement.displayed, isHidden: configuration.isHidden,
                        reservedLayoutWidth: configuration.reservedLayoutWidth,
                        tintColor: configuration.tintColor)
    }
}
