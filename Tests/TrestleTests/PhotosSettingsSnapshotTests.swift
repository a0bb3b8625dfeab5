import Foundation
import Testing
import Trestle
import TrestleTesting

/// The Photos settings screen from the project's first seed, with its sections, headers and
/// footers. Switch rows show "On"/"Off" as a value until `UISwitch` exists.
@MainActor
final class PhotosSettings: UITableViewDataSource {
    enum Kind { case disclosure, toggle(Bool), action, checkmark(Bool) }
    struct Item { var kind: Kind; var title: String; var imageName: String? = nil }
    struct Section { var items: [Item]; var header: String?; var footer: String? }

    let sections: [Section] = [
        Section(items: [Item(kind: .disclosure, title: "Siri & Search", imageName: "magnifyingglass.circle.fill")],
                header: "Allow Photos to Access", footer: nil),
        Section(items: [Item(kind: .toggle(true), title: "Hidden Album")], header: nil,
                footer: "When enabled, the Hidden album will appear in the Albums tab, under Utilities."),
        Section(items: [Item(kind: .toggle(false), title: "Auto-play Videos"), Item(kind: .toggle(true), title: "Summarize Photos")],
                header: "Photos Tab",
                footer: "The Photos tab shows every photo in your library in all views. You can choose compact, summarized views for Collections and Years."),
        Section(items: [Item(kind: .action, title: "Reset Suggested Memories"), Item(kind: .toggle(true), title: "Show Holiday Events")],
                header: "Memories", footer: "You can choose to see holiday events for your home country."),
        Section(items: [Item(kind: .checkmark(true), title: "Automatic"), Item(kind: .checkmark(false), title: "Keep Originals")],
                header: "Transfer to mac or PC",
                footer: "Automatically transfer photos and videos in a compatible format, or always transfer the original file without checking for compatibility."),
    ]

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = sections[indexPath.section].items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "value1") ?? UITableViewCell(style: .value1, reuseIdentifier: "value1")
        cell.textLabel?.text = item.title
        cell.textLabel?.textColor = .label
        cell.detailTextLabel?.text = nil
        cell.accessoryType = .none
        cell.imageView?.image = item.imageName.flatMap { UIImage(systemName: $0) }
        switch item.kind {
        case .disclosure: cell.accessoryType = .disclosureIndicator
        case .toggle(let on): cell.detailTextLabel?.text = on ? "On" : "Off"
        case .action: cell.textLabel?.textColor = tableView.tintColor
        case .checkmark(let on): cell.accessoryType = on ? .checkmark : .none
        }
        return cell
    }
}

@MainActor
@Suite("Photos settings screen")
struct PhotosSettingsSnapshotTests {
    @Test("The seed's Photos settings laid out in .grouped matches its snapshot", arguments: [UITableView.Style.grouped, .insetGrouped])
    func groupedSnapshot(style: UITableView.Style) {
        let host = HeadlessHost(size: CGSize(width: 48, height: 30))
        let data = PhotosSettings()
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = data
        host.rootView = table
        let failure = ScreenSnapshot.verify(host.screenLines(), named: style == .grouped ? "grouped" : "insetGrouped")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
