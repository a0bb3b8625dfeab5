import Foundation
import Trestle

/// A table of the strings, `HostileTextScenes.rowsPerSection` rows to a section, whose every
/// text — cell labels or content configurations, section titles, index titles, swipe action and
/// context menu titles — is one of the strings; `pass` shifts which string goes where.
@MainActor
final class HostileTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let strings: HostileStrings
    let usesContentConfigurations: Bool
    var pass = 0
    static let styles: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]

    init(_ strings: HostileStrings, usesContentConfigurations: Bool) {
        self.strings = strings
        self.usesContentConfigurations = usesContentConfigurations
    }

    func index(of indexPath: IndexPath) -> Int { indexPath.section * HostileTextScenes.rowsPerSection + indexPath.row }

    func numberOfSections(in tableView: UITableView) -> Int {
        (strings.count + HostileTextScenes.rowsPerSection - 1) / HostileTextScenes.rowsPerSection
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        min(HostileTextScenes.rowsPerSection, strings.count - section * HostileTextScenes.rowsPerSection)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let index = index(of: indexPath)
        let style = Self.styles[(index + pass) % Self.styles.count]
        let identifier = "\(style)"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: style, reuseIdentifier: identifier)
        if usesContentConfigurations {
            var content: UIListContentConfiguration = switch (index + pass) % 3 {
            case 0: .cell()
            case 1: .subtitleCell()
            default: .valueCell()
            }
            content.text = strings[index + pass]
            content.secondaryText = strings[index + pass + 1]
            cell.contentConfiguration = content
        } else {
            cell.textLabel?.text = strings[index + pass]
            cell.detailTextLabel?.text = strings[index + pass + 1]
        }
        return cell
    }

    /// Whether section headers and footers are views with content configurations (on every
    /// other pass of a table of content configurations) rather than titles.
    var usesHeaderViews: Bool { usesContentConfigurations && pass % 2 == 0 }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        usesHeaderViews ? nil : strings[section * 2 + pass]
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        usesHeaderViews ? nil : strings[section * 2 + pass + 1]
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard usesHeaderViews else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = UIListContentConfiguration.groupedHeader()
        content.text = strings[section * 2 + pass]
        content.secondaryText = strings[section * 2 + pass + 2]
        view.contentConfiguration = content
        return view
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard usesHeaderViews else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = UIListContentConfiguration.groupedFooter()
        content.text = strings[section * 2 + pass + 1]
        view.contentConfiguration = content
        return view
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        (0..<numberOfSections(in: tableView)).map { strings[$0 * 3 + pass] }
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let index = index(of: indexPath)
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: strings[index]) { _, _, done in done(true) },
            UIContextualAction(style: .normal, title: strings[index + 1]) { _, _, done in done(true) },
        ])
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: strings[index(of: indexPath) + 2]) { _, _, done in done(true) }])
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        let index = index(of: indexPath)
        let strings = strings
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(title: strings[index], children: [
                UIAction(title: strings[index + 1], subtitle: strings[index + 2]) { _ in },
                UIMenu(title: strings[index + 3], subtitle: strings[index + 4], children: [
                    UIAction(title: strings[index + 5]) { _ in },
                    UIAction(title: strings[index + 6], attributes: .destructive) { _ in },
                ]),
                UIAction(title: strings[index + 7], state: .on) { _ in },
            ])
        })
    }
}

/// A collection view list of the strings: list cells with text, secondary text and a label
/// accessory, supplementary headers and footers, index titles and swipe actions.
@MainActor
final class HostileCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let strings: HostileStrings
    var pass = 0
    lazy var cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [unowned self] cell, _, index in
        var content = cell.defaultContentConfiguration()
        content.text = strings[index]
        content.secondaryText = strings[index + 1]
        cell.contentConfiguration = content
        cell.accessories = [.label(text: strings[index + 2]), .disclosureIndicator()]
    }
    lazy var headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = strings[indexPath.section * 2 + pass]
        view.contentConfiguration = content
    }
    lazy var footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedFooter()
        content.text = strings[indexPath.section * 2 + pass + 1]
        view.contentConfiguration = content
    }

    init(_ strings: HostileStrings) {
        self.strings = strings
    }

    func index(of indexPath: IndexPath) -> Int { indexPath.section * HostileTextScenes.rowsPerSection + indexPath.item + pass }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        (strings.count + HostileTextScenes.rowsPerSection - 1) / HostileTextScenes.rowsPerSection
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        min(HostileTextScenes.rowsPerSection, strings.count - section * HostileTextScenes.rowsPerSection)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: index(of: indexPath))
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionHeader ? headers : footers,
                                                              for: indexPath)
    }

    func indexTitles(for collectionView: UICollectionView) -> [String]? {
        (0..<numberOfSections(in: collectionView)).map { strings[$0 * 3 + pass] }
    }

    func swipeActions(at index: Int) -> UISwipeActionsConfiguration {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: strings[index + 3]) { _, _, done in done(true) },
            UIContextualAction(style: .normal, title: strings[index + 4]) { _, _, done in done(true) },
        ])
    }
}
