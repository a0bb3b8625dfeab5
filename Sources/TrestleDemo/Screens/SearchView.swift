import Foundation
import Trestle

/// The search screen's view, under the navigation controller's bar and search bar: the results
/// table, and a line at the bottom with the keys (or the address chosen last) on the left and the
/// result count on the right. While there are no results, a message shows where the rows would be.
final class SearchView: UIView {
    let tableView = UITableView(frame: .zero, style: .plain)
    /// "No addresses match …", shown over the empty table.
    let emptyLabel = UILabel()
    /// The keys, or the address chosen last.
    let hintLabel = UILabel()
    /// The result count, right-aligned.
    let countLabel = UILabel()
    /// Texts for the count, longest first: the line shows the first that leaves room for the
    /// whole hint, else the first that leaves it ``minimumHintWidth`` columns, else none.
    var countTexts: [String] = [] { didSet { if countTexts != oldValue { setNeedsLayout() } } }
    private let minimumHintWidth: CGFloat = 16

    override init(frame: CGRect) {
        super.init(frame: frame)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.isHidden = true
        hintLabel.textColor = .secondaryLabel
        countLabel.textColor = .secondaryLabel
        countLabel.textAlignment = .right
        addSubview(tableView)
        addSubview(emptyLabel)
        addSubview(hintLabel)
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let lineHeight = metrics.lineHeight(of: hintLabel.font)
        let margin = metrics.cellHorizontalMargin
        let bottom = max(0, bounds.height - lineHeight)
        let width = max(0, bounds.width - 2 * margin)
        let gap = metrics.textWidth(of: "  ", font: countLabel.font)
        let hintWidth = metrics.textWidth(of: hintLabel.text ?? "", font: hintLabel.font)
        func fits(_ text: String, besideHint hint: CGFloat) -> Bool {
            metrics.textWidth(of: text, font: countLabel.font) + gap + hint <= width
        }
        let count = countTexts.first { fits($0, besideHint: hintWidth) }
            ?? countTexts.first { fits($0, besideHint: min(hintWidth, minimumHintWidth)) }
        countLabel.text = count
        let countWidth = count.map { metrics.textWidth(of: $0, font: countLabel.font) } ?? 0
        countLabel.frame = CGRect(x: margin + width - countWidth, y: bottom, width: countWidth, height: lineHeight)
        hintLabel.frame = CGRect(x: margin, y: bottom, width: max(0, width - (count == nil ? 0 : countWidth + gap)), height: lineHeight)
        tableView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bottom)
        // The message sits a line below the top of the empty table, where the first row would be.
        emptyLabel.frame = CGRect(x: margin, y: lineHeight, width: width, height: metrics.lineHeight(of: emptyLabel.font))
    }
}
