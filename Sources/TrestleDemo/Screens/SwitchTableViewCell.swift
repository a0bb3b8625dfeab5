import Foundation
import Trestle

/// A cell with a switch as its accessory view. The switch belongs to the cell for its whole
/// life, so a reused cell brings its switch along: whoever dequeues the cell sets the switch's
/// state and its target again.
final class SwitchTableViewCell: UITableViewCell {
    /// The switch on the trailing edge.
    let accessorySwitch = UISwitch(frame: .zero)

    // UIKit code writes `override init(style:reuseIdentifier:)`; Trestle makes the initializer
    // `required` so the table can create registered cells from their class.
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = accessorySwitch
        // The switch is the control; the row itself does not highlight.
        selectionStyle = .none
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
