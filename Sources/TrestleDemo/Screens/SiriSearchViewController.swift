import Foundation
import Trestle

/// Settings › Photos › Siri & Search: what Siri and Search may learn from and show of Photos.
final class SiriSearchViewController: UITableViewController {
    struct Setting {
        let title: String
        var isOn: Bool
    }

    struct Section {
        var settings: [Setting]
        let header: String?
        let footer: String?
    }

    private(set) var sections = [
        Section(settings: [Setting(title: "Learn from this App", isOn: true)],
                header: "What Siri Learns",
                footer: "Siri learns from how you use Photos to make suggestions across your devices."),
        Section(settings: [Setting(title: "Show in App", isOn: true),
                           Setting(title: "Show Content in Search", isOn: true),
                           Setting(title: "Suggest App", isOn: false)],
                header: "Suggestions",
                footer: "Photos and its content can appear in Search, in Look Up and on the keyboard."),
    ]

    override init(style: UITableView.Style = .grouped) {
        super.init(style: style)
        title = "Siri & Search"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SwitchTableViewCell.self, forCellReuseIdentifier: "switch")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].settings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath)
        let setting = sections[indexPath.section].settings[indexPath.row]
        cell.textLabel?.text = setting.title
        if let switchView = cell.accessoryView as? UISwitch {
            switchView.isOn = setting.isOn
            // One action per switch: adding an action with the same identifier replaces the one
            // a reused cell still carries for its previous row.
            switchView.addAction(UIAction(identifier: UIAction.Identifier("setting")) { [weak self] action in
                guard let sender = action.sender as? UISwitch else { return }
                self?.sections[indexPath.section].settings[indexPath.row].isOn = sender.isOn
            }, for: .valueChanged)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        false
    }
}
