import Foundation

/// One row of a static table: what its cell shows and what it does.
///
/// A row is a value. Build it with one of the factory methods — ``push(_:detailText:image:style:id:makeViewController:)``,
/// ``switch(_:isOn:image:id:onChange:)``, ``action(_:textColor:image:style:id:perform:)`` — or
/// with ``init(_:detailText:image:style:accessoryType:id:)`` for a row that only shows text, then
/// adjust its properties:
///
/// ```swift
/// var version = StaticTableRow("Version", detailText: "1.0", style: .value1)
/// version.isHidden = !showsDetails
/// ```
///
/// Rows are told apart by ``id``: a row keeps its identity through copies and changes, so a
/// ``StaticTableDataSource`` can tell a row that was hidden or changed from a new one and animate
/// the difference. Each row made without an explicit `id` gets a unique one; pass your own when
/// you rebuild the rows from scratch and want unchanged rows to stay put.
///
/// - Note: A Trestle addition. UIKit makes static tables only in storyboards ("Static Cells");
///   this is their equivalent in code.
public struct StaticTableRow {
    /// What selecting the row does.
    public enum Selection {
        /// Nothing: the row does not highlight or select. Rows with a switch are like this — only
        /// the switch reacts.
        case none
        /// Runs the closure, then deselects the row (with animation).
        case action(@MainActor () -> Void)
        /// Shows the view controller the closure makes, with `show(_:sender:)` from the view
        /// controller of the table — pushed on its navigation controller, as a storyboard's
        /// "Show" segue does (presented when there is none). The row stays selected until the
        /// table's controller deselects it, as `UITableViewController` does when the user comes back.
        case push(@MainActor () -> UIViewController)
    }

    /// A switch as the row's accessory view: its state and what to do when the user flips it.
    public struct Switch {
        /// Whether the switch is on. The data source keeps it current as the user flips the switch.
        public var isOn: Bool
        /// Called with the new state after the user flips the switch (not when `isOn` is set in code).
        public var onChange: @MainActor (Bool) -> Void

        /// A switch that is on or off, calling `onChange` when flipped.
        public init(isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void) {
            self.isOn = isOn
            self.onChange = onChange
        }
    }

    /// The row's identity; unique within its table (see ``StaticTableRow``).
    public var id: AnyHashable
    /// The cell's arrangement of labels and image. Default: `.default`.
    public var style: UITableViewCell.CellStyle
    /// The text of the cell's main label.
    public var text: String?
    /// The text of the secondary label (shown by the `.value1`, `.value2` and `.subtitle` styles).
    public var detailText: String?
    /// The image at the leading edge (shown by the `.default`, `.value1` and `.subtitle` styles).
    public var image: UIImage?
    /// The colour of the main label; `nil` keeps the cell's default (`label`).
    public var textColor: UIColor?
    /// The standard accessory. Ignored when the row has a ``switch``.
    public var accessoryType: UITableViewCell.AccessoryType
    /// A switch shown as the accessory view, or `nil`.
    public var `switch`: Switch?
    /// What selecting the row does.
    public var selection: Selection
    /// Whether the row is left out of the table. Change it and call
    /// ``StaticTableDataSource/updateTable(_:animated:completion:)`` to show or hide the row with
    /// an animation.
    public var isHidden: Bool
    /// Called last whenever the row's cell is configured, for anything the other properties do
    /// not cover. Cells are reused between rows of the same style: set every property you change
    /// here, for every row that uses it.
    public var configure: (@MainActor (UITableViewCell) -> Void)?

    /// A row that shows text and does nothing when selected.
    public init(_ text: String?, detailText: String? = nil, image: UIImage? = nil,
                style: UITableViewCell.CellStyle = .default, accessoryType: UITableViewCell.AccessoryType = .none,
                id: AnyHashable? = nil) {
        self.id = id ?? AnyHashable(StaticTableIdentity())
        self.style = style
        self.text = text
        self.detailText = detailText
        self.image = image
        self.textColor = nil
        self.accessoryType = accessoryType
        self.switch = nil
        self.selection = .none
        self.isHidden = false
        self.configure = nil
    }

    /// A row that shows another screen when selected, with a disclosure indicator.
    public static func push(_ text: String, detailText: String? = nil, image: UIImage? = nil,
                            style: UITableViewCell.CellStyle = .default, id: AnyHashable? = nil,
                            makeViewController: @escaping @MainActor () -> UIViewController) -> StaticTableRow {
        var row = StaticTableRow(text, detailText: detailText, image: image, style: style,
                                 accessoryType: .disclosureIndicator, id: id)
        row.selection = .push(makeViewController)
        return row
    }

    /// A row with a switch; the row itself does not select.
    public static func `switch`(_ text: String, isOn: Bool, image: UIImage? = nil, id: AnyHashable? = nil,
                                onChange: @escaping @MainActor (Bool) -> Void = { _ in }) -> StaticTableRow {
        var row = StaticTableRow(text, image: image, id: id)
        row.switch = Switch(isOn: isOn, onChange: onChange)
        return row
    }

    /// A row that runs `perform` when selected, then deselects. Action rows are usually tinted:
    /// pass `textColor: .systemBlue` (or `.systemRed` for a destructive one).
    public static func action(_ text: String, textColor: UIColor? = nil, image: UIImage? = nil,
                              style: UITableViewCell.CellStyle = .default, id: AnyHashable? = nil,
                              perform: @escaping @MainActor () -> Void) -> StaticTableRow {
        var row = StaticTableRow(text, image: image, style: style, id: id)
        row.textColor = textColor
        row.selection = .action(perform)
        return row
    }
}

/// A unique identity for a row or section made without an explicit one.
final class StaticTableIdentity: Hashable, Sendable {
    static func == (lhs: StaticTableIdentity, rhs: StaticTableIdentity) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
