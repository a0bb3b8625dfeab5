import Foundation
import Trestle

/// A tour of `UITableViewCell`: the four built-in styles with and without an image, every
/// accessory, the selection styles, a custom cell sized by its constraints, per-row background colours
/// set in `willDisplay`, and per-row separator insets.
final class CellStylesViewController: UITableViewController {
    enum Section: Int, CaseIterable {
        case styles, stylesWithImages, accessories, selectionStyles, customCell, backgrounds, separators

        var header: String {
            switch self {
            case .styles: "Cell Styles"
            case .stylesWithImages: "Styles with an Image"
            case .accessories: "Accessories"
            case .selectionStyles: "Selection Styles"
            case .customCell: "Custom Cell"
            case .backgrounds: "Background Colors"
            case .separators: "Separator Insets"
            }
        }

        /// Short: a footer should fit on one line of a narrow screen.
        var footer: String? {
            switch self {
            case .stylesWithImages: "Value 2 has no image view."
            case .accessories: "ⓘ calls the delegate instead of selecting the row."
            case .selectionStyles: "Blue and Gray look like Default; None shows nothing."
            case .backgrounds: "Set in tableView(_:willDisplay:forRowAt:)."
            case .separators: "iMac 5K and MacBook Pro have their own separator insets."
            default: nil
            }
        }
    }

    /// A row built from a built-in style.
    struct StyleRow {
        var style: UITableViewCell.CellStyle
        var title: String
        var detail: String? = nil
        var imageName: String? = nil
        var accessoryType: UITableViewCell.AccessoryType = .none
        var hasAccessorySwitch = false
        var selectionStyle: UITableViewCell.SelectionStyle = .default
    }

    let styleRows = [
        StyleRow(style: .default, title: "Default"),
        StyleRow(style: .value1, title: "Value 1", detail: "Right Detail"),
        StyleRow(style: .value2, title: "Value 2", detail: "Left Detail"),
        StyleRow(style: .subtitle, title: "Subtitle", detail: "The detail goes below the title"),
    ]
    let imageRows = [
        StyleRow(style: .default, title: "Default", imageName: "heart"),
        StyleRow(style: .value1, title: "Value 1", detail: "Right Detail", imageName: "heart"),
        StyleRow(style: .subtitle, title: "Subtitle", detail: "The detail goes below the title", imageName: "heart"),
    ]
    let accessoryRows = [
        StyleRow(style: .default, title: "None"),
        StyleRow(style: .default, title: "Disclosure Indicator", accessoryType: .disclosureIndicator),
        StyleRow(style: .default, title: "Detail Disclosure Button", accessoryType: .detailDisclosureButton),
        StyleRow(style: .default, title: "Checkmark", accessoryType: .checkmark),
        StyleRow(style: .default, title: "Detail Button", accessoryType: .detailButton),
        StyleRow(style: .default, title: "Accessory View (a switch)", hasAccessorySwitch: true, selectionStyle: .none),
    ]
    let selectionRows = [
        StyleRow(style: .default, title: "Default", selectionStyle: .default),
        StyleRow(style: .default, title: "Blue", selectionStyle: .blue),
        StyleRow(style: .default, title: "Gray", selectionStyle: .gray),
        StyleRow(style: .default, title: "None", selectionStyle: .none),
    ]
    let notes: [(text: String, badge: String)] = [
        ("A short note.", "1"),
        ("A longer note wraps onto more lines, and its row grows to fit: the cell's constraints decide its height.", "2"),
        ("Subviews are added once, in init(style:reuseIdentifier:), and placed by Auto Layout constraints.", "NEW"),
    ]
    let colorRows = ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Row 5"]
    let products = ["iMac Pro", "iMac 5K", "MacBook Pro", "iPad Pro", "iPhone X", "Mac mini", "Apple TV", "Apple Watch"]

    /// The state of the switch in the accessory-view row.
    private(set) var isAccessorySwitchOn = true

    init() {
        super.init(style: .plain)
        title = "Cell Styles"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // One identifier per built-in style: a cell can't change its style once made.
        for style in [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle] {
            let identifier = Self.identifier(for: style)
            tableView.register({ UITableViewCell(style: style, reuseIdentifier: identifier) }, forCellReuseIdentifier: identifier)
        }
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "colorRow")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "listCell")
    }

    static func identifier(for style: UITableViewCell.CellStyle) -> String {
        switch style {
        case .default: "default"
        case .value1: "value1"
        case .value2: "value2"
        case .subtitle: "subtitle"
        }
    }

    func accessorySwitchChanged(_ sender: UISwitch) {
        isAccessorySwitchOn = sender.isOn
    }

    private func styleRow(at indexPath: IndexPath) -> StyleRow? {
        switch Section(rawValue: indexPath.section) {
        case .styles: styleRows[indexPath.row]
        case .stylesWithImages: imageRows[indexPath.row]
        case .accessories: accessoryRows[indexPath.row]
        case .selectionStyles: selectionRows[indexPath.row]
        default: nil
        }
    }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .styles: styleRows.count
        case .stylesWithImages: imageRows.count
        case .accessories: accessoryRows.count
        case .selectionStyles: selectionRows.count
        case .customCell: notes.count
        case .backgrounds: colorRows.count
        case .separators: products.count
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let row = styleRow(at: indexPath) {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier(for: row.style), for: indexPath)
            // Cells of one style are shared by four sections: set everything a row can change,
            // or a reused cell shows what its previous row left behind.
            cell.textLabel?.text = row.title
            cell.detailTextLabel?.text = row.detail
            cell.imageView?.image = row.imageName.flatMap { UIImage(systemName: $0) }
            cell.accessoryType = row.accessoryType
            cell.selectionStyle = row.selectionStyle
            if row.hasAccessorySwitch {
                let accessorySwitch = cell.accessoryView as? UISwitch ?? UISwitch(frame: .zero)
                accessorySwitch.isOn = isAccessorySwitchOn
                accessorySwitch.removeTarget(nil, action: nil, for: .valueChanged)
                accessorySwitch.addTarget(self, action: CellStylesViewController.accessorySwitchChanged, for: .valueChanged)
                cell.accessoryView = accessorySwitch
            } else {
                cell.accessoryView = nil
            }
            return cell
        }
        switch Section(rawValue: indexPath.section)! {
        case .customCell:
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.noteLabel.text = notes[indexPath.row].text
            cell.badge = notes[indexPath.row].badge
            return cell
        case .backgrounds:
            let cell = tableView.dequeueReusableCell(withIdentifier: "colorRow", for: indexPath)
            cell.textLabel?.text = colorRows[indexPath.row]
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: "listCell", for: indexPath)
            if indexPath.row == 1 {
                cell.separatorInset = UIEdgeInsets(top: 0, left: tableView.bounds.width / 2, bottom: 0, right: 0)
            } else if indexPath.row == 2 {
                cell.separatorInset = UIEdgeInsets(top: 0, left: tableView.bounds.width / 4, bottom: 0, right: 0)
            } else {
                // Without this, a cell that showed row 1 or 2 keeps its inset wherever it is reused.
                cell.separatorInset = tableView.separatorInset
            }
            cell.textLabel?.text = products[indexPath.row]
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section)?.header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        Section(rawValue: section)?.footer
    }

    // MARK: UITableViewDelegate

    /// Alternating colours, chosen just before each row appears.
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard indexPath.section == Section.backgrounds.rawValue else { return }
        if indexPath.row.isMultiple(of: 2) {
            cell.backgroundColor = .systemTeal
        } else {
            cell.backgroundColor = .systemPink
        }
    }

    /// The selection-style rows stay selected to show their style; the others deselect.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section != Section.selectionStyles.rawValue {
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let title = styleRow(at: indexPath)?.title ?? "Detail Button"
        let alert = UIAlertController(title: title,
                                      message: "tableView(_:accessoryButtonTappedForRowWith:) for row \(indexPath.row) of section \(indexPath.section)",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
