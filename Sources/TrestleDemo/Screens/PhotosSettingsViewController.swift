import Foundation
import Trestle

/// Settings › Photos, built with a table: sections with headers and footers, a row leading to
/// "Siri & Search", four switches, "Reset Suggested Memories" (an action sheet), and an exclusive
/// choice for transfers to a Mac or PC.
final class PhotosSettingsViewController: UITableViewController {
    /// The settings shown; the switches and the checkmarks write into it.
    let list = PhotoSettingSection.generateData()
    /// How many times the user confirmed "Reset" in the action sheet.
    private(set) var suggestedMemoriesResetCount = 0

    /// Where the rows with behaviour of their own are.
    static let siriAndSearchIndexPath = IndexPath(row: 0, section: 0)
    static let resetMemoriesIndexPath = IndexPath(row: 0, section: 3)
    static let transferSection = 4

    override init(style: UITableView.Style = .grouped) {
        super.init(style: style)
        title = "Photos"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The four prototype cells of the storyboard, registered in code.
        tableView.register({
            let cell = UITableViewCell(style: .default, reuseIdentifier: PhotoSettingCellType.disclosure.rawValue)
            cell.accessoryType = .disclosureIndicator
            return cell
        }, forCellReuseIdentifier: PhotoSettingCellType.disclosure.rawValue)
        tableView.register(SwitchTableViewCell.self, forCellReuseIdentifier: PhotoSettingCellType.switch.rawValue)
        tableView.register({
            let cell = UITableViewCell(style: .default, reuseIdentifier: PhotoSettingCellType.action.rawValue)
            cell.textLabel?.textColor = .systemBlue
            return cell
        }, forCellReuseIdentifier: PhotoSettingCellType.action.rawValue)
        tableView.register({
            let cell = UITableViewCell(style: .default, reuseIdentifier: PhotoSettingCellType.checkmark.rawValue)
            cell.selectionStyle = .none
            return cell
        }, forCellReuseIdentifier: PhotoSettingCellType.checkmark.rawValue)
    }

    // MARK: Actions

    func toggleHiddenAlbum(_ sender: UISwitch) {
        list[1].items[0].on = sender.isOn
    }

    func toggleAutoPlayVideos(_ sender: UISwitch) {
        list[2].items[0].on = sender.isOn
    }

    func toggleSummarizePhotos(_ sender: UISwitch) {
        list[2].items[1].on = sender.isOn
    }

    func toggleShowHolidayEvents(_ sender: UISwitch) {
        list[3].items[1].on = sender.isOn
    }

    func showActionSheet() {
        let sheet = UIAlertController(title: nil,
                                      message: "Resetting will allow previously blocked people, places, dates, or holidays to once again be included in new memories",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in
            self?.suggestedMemoriesResetCount += 1
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        list.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list[section].items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let target = list[indexPath.section].items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: target.type.rawValue, for: indexPath)
        cell.textLabel?.text = target.title

        switch target.type {
        case .disclosure:
            cell.imageView?.image = UIImage(systemName: target.imageName ?? "")
        case .switch:
            if let switchView = cell.accessoryView as? UISwitch {
                switchView.isOn = target.on
                // A reused cell still has the previous row's target: replace it.
                switchView.removeTarget(nil, action: nil, for: .valueChanged)
                switch (indexPath.section, indexPath.row) {
                case (1, 0): switchView.addTarget(self, action: PhotosSettingsViewController.toggleHiddenAlbum, for: .valueChanged)
                case (2, 0): switchView.addTarget(self, action: PhotosSettingsViewController.toggleAutoPlayVideos, for: .valueChanged)
                case (2, 1): switchView.addTarget(self, action: PhotosSettingsViewController.toggleSummarizePhotos, for: .valueChanged)
                case (3, 1): switchView.addTarget(self, action: PhotosSettingsViewController.toggleShowHolidayEvents, for: .valueChanged)
                default: break
                }
            }
        case .action:
            break
        case .checkmark:
            cell.accessoryType = target.on ? .checkmark : .none
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        list[section].header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        list[section].footer
    }

    // MARK: UITableViewDelegate

    /// Rows with a switch do not highlight or select: only the switch reacts.
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        list[indexPath.section].items[indexPath.row].type != .switch
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath == Self.siriAndSearchIndexPath {
            // The row stays selected while "Siri & Search" is shown; clearsSelectionOnViewWillAppear
            // deselects it when the user comes back.
            navigationController?.pushViewController(SiriSearchViewController(style: tableView.style), animated: true)
        }
        if indexPath == Self.resetMemoriesIndexPath {
            showActionSheet()
            tableView.deselectRow(at: indexPath, animated: true)
        }
        if indexPath.section == Self.transferSection {
            // An exclusive choice: only the chosen row is on. Reloading the section redraws both
            // rows' checkmarks (and deselects the row).
            for item in list[indexPath.section].items {
                item.on = false
            }
            list[indexPath.section].items[indexPath.row].on = true
            tableView.reloadSections(IndexSet(integer: indexPath.section), with: .none)
        }
    }
}
