import Foundation
import Trestle

/// Settings › Photos a third time, written as a static table in code: the sections and rows are
/// declared once as values, and ``StaticTableViewController`` supplies the cells, the switches,
/// the highlighting and the selection. It shows the same settings as
/// ``PhotosSettingsViewController`` (the seed's hand-written data source) and behaves the same, so
/// the two can be compared side by side.
final class PhotosStaticSettingsViewController: StaticTableViewController {
    /// The choices of the "Transfer to Mac or PC" section.
    enum Transfer: Hashable, CaseIterable {
        case automatic, keepOriginals
    }

    /// The row identities the screen looks up again: the switches and the transfer choices.
    enum Row: Hashable {
        case hiddenAlbum, autoPlayVideos, summarizePhotos, showHolidayEvents
        case transfer(Transfer)
    }

    /// How many times the user confirmed "Reset" in the action sheet.
    private(set) var suggestedMemoriesResetCount = 0
    /// The chosen transfer format.
    private(set) var transfer = Transfer.automatic

    init(style: UITableView.Style = .insetGrouped) {
        super.init(style: style, sections: [])
        title = "Photos"
        self.sections = makeSections()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The settings as a fresh install of iOS shows them.
    private func makeSections() -> [StaticTableSection] {
        [
            StaticTableSection(header: "Allow Photos to Access", rows: [
                .push("Siri & Search", image: UIImage(systemName: "magnifyingglass.circle.fill")) { [unowned self] in
                    SiriSearchViewController(style: tableView.style)
                },
            ]),
            StaticTableSection(footer: "When enabled, the Hidden album will appear in the Albums tab, under Utilities.", rows: [
                .switch("Hidden Album", isOn: true, id: Row.hiddenAlbum),
            ]),
            StaticTableSection(header: "Photos Tab",
                               footer: "The Photos tab shows every photo in your library in all views. You can choose compact, summarized views for Collections and Years.",
                               rows: [
                                   .switch("Auto-play Videos", isOn: false, id: Row.autoPlayVideos),
                                   .switch("Summarize Photos", isOn: true, id: Row.summarizePhotos),
                               ]),
            StaticTableSection(header: "Memories", footer: "You can choose to see holiday events for your home country.", rows: [
                .action("Reset Suggested Memories", textColor: .systemBlue) { [unowned self] in showActionSheet() },
                .switch("Show Holiday Events", isOn: true, id: Row.showHolidayEvents),
            ]),
            StaticTableSection(header: "Transfer to Mac or PC",
                               footer: "Automatically transfer photos and videos in a compatible format, or always transfer the original file without checking for compatibility.",
                               rows: [
                                   transferRow("Automatic", .automatic),
                                   transferRow("Keep Originals", .keepOriginals),
                               ]),
        ]
    }

    /// One choice of the exclusive transfer list: checked when chosen; choosing it moves the check.
    private func transferRow(_ title: String, _ choice: Transfer) -> StaticTableRow {
        var row = StaticTableRow.action(title, id: Row.transfer(choice)) { [unowned self] in choose(choice) }
        row.accessoryType = choice == transfer ? .checkmark : .none
        // The choice rows do not flash when tapped, as in the Settings app.
        row.configure = { $0.selectionStyle = .none }
        return row
    }

    /// Moves the checkmark to `choice`: the two rows change, and the table configures them again.
    func choose(_ choice: Transfer) {
        transfer = choice
        for section in sections.indices {
            for row in sections[section].rows.indices {
                if case .transfer(let rowChoice) = sections[section].rows[row].id.base as? Row {
                    sections[section].rows[row].accessoryType = rowChoice == choice ? .checkmark : .none
                }
            }
        }
        updateTable(animated: false)
    }

    /// Whether the switch of `row` is on, as the model holds it.
    func isOn(_ row: Row) -> Bool? {
        for section in sections {
            if let found = section.rows.first(where: { $0.id == AnyHashable(row) }) { return found.switch?.isOn }
        }
        return nil
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
}
