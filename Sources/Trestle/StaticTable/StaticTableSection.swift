import Foundation

/// One section of a static table: its rows and the titles of its header and footer.
///
/// ```swift
/// StaticTableSection(header: "Memories", footer: "Holiday events are those of your home country.", rows: [
///     .action("Reset Suggested Memories", textColor: .systemBlue) { resetMemories() },
///     .switch("Show Holiday Events", isOn: true) { showsHolidays = $0 },
/// ])
/// ```
///
/// Like a row, a section is a value with an ``id`` that survives copies and changes; a hidden
/// section is left out of the table, header, rows and footer. A section whose rows are all hidden
/// still shows its header and footer.
///
/// - Note: A Trestle addition; see ``StaticTableRow``.
public struct StaticTableSection {
    /// The section's identity; unique within its table.
    public var id: AnyHashable
    /// The title of the section's header (`titleForHeaderInSection`), or `nil` for none.
    public var headerTitle: String?
    /// The title of the section's footer (`titleForFooterInSection`), or `nil` for none.
    public var footerTitle: String?
    /// The rows, hidden ones included.
    public var rows: [StaticTableRow]
    /// Whether the whole section is left out of the table.
    public var isHidden: Bool

    /// A section with `rows` under the header title `header`, above the footer title `footer`.
    public init(header: String? = nil, footer: String? = nil, id: AnyHashable? = nil, rows: [StaticTableRow]) {
        self.id = id ?? AnyHashable(StaticTableIdentity())
        self.headerTitle = header
        self.footerTitle = footer
        self.rows = rows
        self.isHidden = false
    }

    /// The section as the table shows it: without its hidden rows.
    var visible: StaticTableSection {
        var section = self
        section.rows.removeAll(where: \.isHidden)
        return section
    }
}
