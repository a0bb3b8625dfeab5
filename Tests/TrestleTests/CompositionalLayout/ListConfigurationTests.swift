import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// A table data source of one-line rows with disclosure indicators, in sections.
@MainActor
final class ParityTableData: NSObject, UITableViewDataSource {
    let sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// The same rows for a collection view of list cells.
@MainActor
final class ParityListData: NSObject, UICollectionViewDataSource {
    let sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }
}

@MainActor
@Suite("UICollectionLayoutListConfiguration")
struct ListConfigurationTests {
    static let rows = [["Wi-Fi", "Bluetooth", "Cellular"], ["General", "Privacy"]]

    func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, size: CGSize = CGSize(width: 30, height: 14),
              configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in })
        -> (HeadlessHost, UICollectionView, ParityListData) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        let host = HeadlessHost(size: size)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.showsVerticalScrollIndicator = false
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let data = ParityListData(Self.rows)
        collection.dataSource = data
        host.rootView = collection
        host.layout()
        return (host, collection, data)
    }

    func table(_ style: UITableView.Style, size: CGSize = CGSize(width: 30, height: 14)) -> (HeadlessHost, UITableView, ParityTableData) {
        let host = HeadlessHost(size: size)
        let table = UITableView(frame: .zero, style: style)
        table.showsVerticalScrollIndicator = false
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let data = ParityTableData(Self.rows)
        table.dataSource = data
        host.rootView = table
        host.layout()
        return (host, table, data)
    }

    @Test("list rows fill the width, one row height each (a line in the terminal), estimated and then measured")
    func plainRows() {
        let (_, collection, data) = list(.plain)
        defer { withExtendedLifetime(data) {} }
        #expect(frames(collection, 0..<3) == [CGRect(x: 0, y: 0, width: 30, height: 1), CGRect(x: 0, y: 1, width: 30, height: 1),
                                              CGRect(x: 0, y: 2, width: 30, height: 1)])
        #expect(frames(collection, section: 1, 0..<1) == [CGRect(x: 0, y: 3, width: 30, height: 1)])
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.listAppearance == .plain)
    }

    @Test("an inset-grouped list looks as an inset-grouped table of the same rows does, in the terminal", arguments: [
        (UICollectionLayoutListConfiguration.Appearance.insetGrouped, UITableView.Style.insetGrouped),
        (.grouped, .grouped), (.plain, .plain),
    ])
    func tableParity(appearance: UICollectionLayoutListConfiguration.Appearance, style: UITableView.Style) {
        let (listHost, _, listData) = list(appearance)
        let (tableHost, _, tableData) = table(style)
        defer { withExtendedLifetime((listData, tableData)) {} }
        let listScreen = listHost.screenText()
        let tableScreen = tableHost.screenText()
        #expect(listScreen == tableScreen, "list:\n\(listScreen)\ntable:\n\(tableScreen)")
        #expect(listScreen.contains("Wi-Fi") && listScreen.contains("Privacy"))
        // Styles too: separators underline the rows' last lines, as the table's do.
        #expect(listHost.styleLines() == tableHost.styleLines(), "list:\n\(listHost.styleLines().joined(separator: "\n"))\ntable:\n\(tableHost.styleLines().joined(separator: "\n"))")
        #expect(listHost.styleLines().contains { $0.contains("u") } || appearance == .insetGrouped)
        if ProcessInfo.processInfo.environment["SHOW_SCREENS"] != nil { print(listScreen) }
    }

    @Test("supplementary headers and footers are asked of the data source with UIKit's kinds; plain lists pin headers")
    func headersAndFooters() {
        let (host, collection, data) = list(.plain, size: CGSize(width: 30, height: 4)) {
            $0.headerMode = .supplementary
            $0.footerMode = .supplementary
        }
        defer { withExtendedLifetime(data) {} }
        _ = host
        let layout = collection.collectionViewLayout
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(header != nil)
        #expect(footer != nil)
        let section = (layout as? UICollectionViewCompositionalLayout)?.resolvedSections.first
        #expect(section?.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
        #expect(section?.listConfiguration?.headerMode == .supplementary)
    }

    @Test("the first item of a section is its header when the list says so")
    func firstItemHeader() {
        let (_, collection, data) = list(.sidebar) { $0.headerMode = .firstItemInSection }
        defer { withExtendedLifetime(data) {} }
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        #expect(first?.isListSectionHeader == true)
        #expect(second?.isListSectionHeader == false)
        #expect(first?.listAppearance == .sidebar)
    }

    @Test("sidebars show no separators by default; other lists do")
    func separatorDefaults() {
        #expect(!UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).showsSeparators)
        #expect(UIListSeparatorConfiguration(listAppearance: .sidebarPlain).bottomSeparatorVisibility == .hidden)
        #expect(UIListSeparatorConfiguration(listAppearance: .plain).bottomSeparatorVisibility == .automatic)
    }
}

/// Rows with header and footer titles, for a table.
@MainActor
final class TitledTableData: NSObject, UITableViewDataSource {
    let sections: [(header: String?, rows: [String], footer: String?)]
    init(_ sections: [(header: String?, rows: [String], footer: String?)]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
}

@MainActor
@Suite("List headers and footers")
struct ListHeaderFooterTests {
    static let sections: [(header: String?, rows: [String], footer: String?)] = [
        ("Allow Photos to Access", ["Siri & Search"], nil),
        (nil, ["Hidden Album"], "When enabled, the Hidden album will appear in the Albums tab, under Utilities."),
    ]

    @Test("self-sizing supplementary footers wrap as a grouped table's footer titles do; the screens match")
    func footersWrapLikeTable() {
        let host = HeadlessHost(size: CGSize(width: 30, height: 16))
        let sections = Self.sections
        // As a UIKit app does: each section has a header or a footer only where it has a title.
        let layout = UICollectionViewCompositionalLayout { index, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = sections[index].header == nil ? .none : .supplementary
            configuration.footerMode = sections[index].footer == nil ? .none : .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.showsVerticalScrollIndicator = false
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = sections[indexPath.section].header
            view.contentConfiguration = content
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = sections[indexPath.section].footer
            view.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collection, kind, indexPath in
            collection.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, section) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(section.rows, toSection: index)
        }
        source.apply(snapshot, animatingDifferences: false)
        host.rootView = collection
        host.layout()

        let tableHost = HeadlessHost(size: CGSize(width: 30, height: 16))
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.showsVerticalScrollIndicator = false
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let tableData = TitledTableData(sections)
        table.dataSource = tableData
        tableHost.rootView = table
        tableHost.layout()
        defer { withExtendedLifetime((source, tableData)) {} }

        let footer = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
        #expect((footer?.frame.height ?? 0) > 1)
        let listScreen = host.screenText(), tableScreen = tableHost.screenText()
        #expect(listScreen.contains("Utilities."))
        #expect(listScreen == tableScreen, "list:\n\(listScreen)\ntable:\n\(tableScreen)")
    }
}
