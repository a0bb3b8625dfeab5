import Foundation

/// The symbols a row draws around its content — accessories, editing controls, the reorder grip
/// and the outline disclosure — with the colour UIKit gives each. Table cells and list cells
/// draw them through ``DrawingContext/cellSymbol(_:at:tintColor:color:)``, so the same
/// accessory looks the same in a table and in a list.
enum CellSymbol: Hashable, Sendable {
    /// A chevron pointing to the trailing edge: the row leads somewhere.
    case disclosureIndicator
    /// A check mark, in the tint colour.
    case checkmark
    /// The detail (ⓘ) button, in the tint colour.
    case detail
    /// The delete control: a minus in a red circle.
    case delete
    /// The insert control: a plus in a green circle.
    case insert
    /// The multiple-selection circle: empty, or filled with a check mark when selected.
    case selectionCircle(isSelected: Bool)
    /// The reorder grip: three horizontal lines.
    case reorderGrip
    /// An outline's disclosure: a chevron pointing to the trailing edge when collapsed, down
    /// when expanded (UIKit rotates it a quarter turn).
    case outlineDisclosure(isExpanded: Bool)

    /// The SF Symbol name drawn.
    var systemName: String {
        switch self {
        case .disclosureIndicator: "chevron.right"
        case .checkmark: "checkmark"
        case .detail: "info.circle"
        case .delete: "minus.circle.fill"
        case .insert: "plus.circle.fill"
        case .selectionCircle(let isSelected): isSelected ? "checkmark.circle.fill" : "circle"
        case .reorderGrip: "line.3.horizontal"
        case .outlineDisclosure(let isExpanded): isExpanded ? "chevron.down" : "chevron.right"
        }
    }

    /// The colour UIKit draws the symbol in, for a view whose tint colour is `tintColor`.
    func defaultColor(tintColor: UIColor) -> UIColor {
        switch self {
        case .disclosureIndicator, .reorderGrip: .tertiaryLabel
        case .checkmark, .detail, .outlineDisclosure: tintColor
        case .delete: .systemRed
        case .insert: .systemGreen
        case .selectionCircle(let isSelected): isSelected ? tintColor : .tertiaryLabel
        }
    }
}

extension DrawingContext {
    /// Draws a row's symbol with its top-left corner at `origin`, in `color` when given, else in
    /// the symbol's standard colour for `tintColor`.
    mutating func cellSymbol(_ symbol: CellSymbol, at origin: CGPoint, tintColor: UIColor, color: UIColor? = nil) {
        self.symbol(symbol.systemName, at: origin, color: color ?? symbol.defaultColor(tintColor: tintColor))
    }
}
