import Foundation
import Trestle

/// The search screen's view: the search field on the first line, the results table below it,
/// and a one-line hint at the bottom. While there are no results, a message shows where the
/// rows would be.
final class SearchView: UIView {
    let searchField = SearchField()
    let tableView = UITableView(frame: .zero, style: .plain)
    /// "No addresses match …", shown over the empty table.
    let emptyLabel = UILabel()
    /// The keys, or the address chosen last.
    let hintLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.isHidden = true
        hintLabel.textColor = .secondaryLabel
        addSubview(tableView)
        addSubview(emptyLabel)
        addSubview(searchField)
        addSubview(hintLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let fieldHeight = searchField.sizeThatFits(bounds.size).height
        let hintHeight = metrics.lineHeight(of: hintLabel.font)
        let margin = metrics.cellHorizontalMargin
        searchField.frame = CGRect(x: 0, y: 0, width: bounds.width, height: fieldHeight)
        hintLabel.frame = CGRect(x: margin, y: max(fieldHeight, bounds.height - hintHeight),
                                 width: max(0, bounds.width - 2 * margin), height: hintHeight)
        tableView.frame = CGRect(x: 0, y: fieldHeight, width: bounds.width, height: max(0, hintLabel.frame.minY - fieldHeight))
        // The message sits a line below the top of the empty table, where the first row would be.
        emptyLabel.frame = CGRect(x: margin, y: tableView.frame.minY + hintHeight,
                                  width: max(0, bounds.width - 2 * margin), height: metrics.lineHeight(of: emptyLabel.font))
    }
}
