import Foundation

/// The kinds of row on the Photos settings screen; the raw value is the row's cell reuse
/// identifier.
enum PhotoSettingCellType: String {
    /// A row that leads to another screen (disclosure indicator).
    case disclosure
    /// A row with a switch.
    case `switch`
    /// A tinted row that performs an action.
    case action
    /// One choice of an exclusive list, checked when chosen.
    case checkmark
}

/// One row of the Photos settings: what it shows and, for switches and checkmarks, whether it is on.
final class PhotoSettingItem {
    let type: PhotoSettingCellType
    let title: String
    /// For a switch, whether it is on; for a checkmark, whether the choice is made.
    var on: Bool
    /// An SF Symbol shown at the leading edge.
    var imageName: String?

    init(type: PhotoSettingCellType, title: String, on: Bool = false, imageName: String? = nil) {
        self.type = type
        self.title = title
        self.on = on
        self.imageName = imageName
    }
}

/// A section of the Photos settings: rows, and an optional header and footer.
final class PhotoSettingSection {
    let items: [PhotoSettingItem]
    var header: String?
    var footer: String?

    init(items: [PhotoSettingItem], header: String? = nil, footer: String? = nil) {
        self.items = items
        self.header = header
        self.footer = footer
    }

    /// The settings as a fresh install of iOS shows them.
    static func generateData() -> [PhotoSettingSection] {
        [
            PhotoSettingSection(items: [
                PhotoSettingItem(type: .disclosure, title: "Siri & Search", imageName: "magnifyingglass.circle.fill"),
            ], header: "Allow Photos to Access"),
            PhotoSettingSection(items: [
                PhotoSettingItem(type: .switch, title: "Hidden Album", on: true),
            ], footer: "When enabled, the Hidden album will appear in the Albums tab, under Utilities."),
            PhotoSettingSection(items: [
                PhotoSettingItem(type: .switch, title: "Auto-play Videos", on: false),
                PhotoSettingItem(type: .switch, title: "Summarize Photos", on: true),
            ], header: "Photos Tab",
               footer: "The Photos tab shows every photo in your library in all views. You can choose compact, summarized views for Collections and Years."),
            PhotoSettingSection(items: [
                PhotoSettingItem(type: .action, title: "Reset Suggested Memories"),
                PhotoSettingItem(type: .switch, title: "Show Holiday Events", on: true),
            ], header: "Memories", footer: "You can choose to see holiday events for your home country."),
            PhotoSettingSection(items: [
                PhotoSettingItem(type: .checkmark, title: "Automatic", on: true),
                PhotoSettingItem(type: .checkmark, title: "Keep Originals", on: false),
            ], header: "Transfer to Mac or PC",
               footer: "Automatically transfer photos and videos in a compatible format, or always transfer the original file without checking for compatibility."),
        ]
    }
}
