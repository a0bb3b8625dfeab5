import Foundation
import Trestle

/// Settings › Photos again, written the iOS 14 way: a collection view with a list layout,
/// list cells with accessories, a diffable data source, and headers and footers from
/// supplementary registrations. It shows the same settings as ``PhotosSettingsViewController``
/// (the table) and behaves the same, so the two can be compared side by side in the demo.
final class PhotosSettingsListViewController: UICollectionViewController {
    /// The settings shown; the switches and the checkmarks write into it.
    let list: [PhotoSettingSection]
    let appearance: UICollectionLayoutListConfiguration.Appearance
    /// How many times the user confirmed "Reset" in the action sheet.
    private(set) var suggestedMemoriesResetCount = 0
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    static let siriAndSearchIndexPath = IndexPath(item: 0, section: 0)
    static let resetMemoriesIndexPath = IndexPath(item: 0, section: 3)
    static let transferSection = 4

    init(appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped) {
        let list = PhotoSettingSection.generateData()
        self.list = list
        self.appearance = appearance
        // Each section has a header or a footer only where it has a title, as a grouped table.
        let layout = UICollectionViewCompositionalLayout { index, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = list[index].header == nil ? .none : .supplementary
            configuration.footerMode = list[index].footer == nil ? .none : .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        super.init(collectionViewLayout: layout)
        title = "Photos (list)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// An item's identifier: its section and row, which never change on this screen.
    static func identifier(_ section: Int, _ row: Int) -> Int { section * 100 + row }

    override func viewDidLoad() {
        super.viewDidLoad()
        let list = list
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [weak self] cell, _, identifier in
            self?.configure(cell, item: list[identifier / 100].items[identifier % 100], identifier: identifier)
        }
        let switches = UICollectionView.CellRegistration<SwitchListCell, Int> { [weak self] cell, _, identifier in
            self?.configure(cell, item: list[identifier / 100].items[identifier % 100], identifier: identifier)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = list[indexPath.section].header
            view.contentConfiguration = content
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = list[indexPath.section].footer
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, identifier in
            let item = list[identifier / 100].items[identifier % 100]
            return item.type == .switch
                ? collectionView.dequeueConfiguredReusableCell(using: switches, for: indexPath, item: identifier)
                : collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: identifier)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for (section, content) in list.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(content.items.indices.map { Self.identifier(section, $0) }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func configure(_ cell: UICollectionViewListCell, item: PhotoSettingItem, identifier: Int) {
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        switch item.type {
        case .disclosure:
            content.image = UIImage(systemName: item.imageName ?? "")
            cell.accessories = [.disclosureIndicator()]
        case .switch:
            guard let cell = cell as? SwitchListCell else { break }
            cell.accessorySwitch.isOn = item.on
            cell.onChange = { isOn in item.on = isOn }
        case .action:
            content.textProperties.color = .systemBlue
            cell.accessories = []
        case .checkmark:
            cell.accessories = item.on ? [.checkmark()] : []
        }
        cell.contentConfiguration = content
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

    // MARK: UICollectionViewDelegate

    /// Rows with a switch do not highlight or select: only the switch reacts.
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        list[indexPath.section].items[indexPath.item].type != .switch
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if indexPath == Self.siriAndSearchIndexPath {
            navigationController?.pushViewController(SiriSearchViewController(style: appearance == .grouped ? .grouped : .insetGrouped), animated: true)
        }
        if indexPath == Self.resetMemoriesIndexPath {
            showActionSheet()
            collectionView.deselectItem(at: indexPath, animated: true)
        }
        if indexPath.section == Self.transferSection {
            // An exclusive choice: only the chosen row is on; reconfiguring the section's items
            // redraws both checkmarks.
            for item in list[indexPath.section].items { item.on = false }
            list[indexPath.section].items[indexPath.item].on = true
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems(list[indexPath.section].items.indices.map { Self.identifier(indexPath.section, $0) })
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.deselectItem(at: indexPath, animated: false)
        }
    }
}

/// A list cell with a switch as its trailing accessory; the switch belongs to the cell for its
/// whole life, and whoever configures the cell says what a flip writes.
final class SwitchListCell: UICollectionViewListCell {
    let accessorySwitch = UISwitch(frame: .zero)
    /// Called with the switch's new state when the user flips it.
    var onChange: ((Bool) -> Void)?

    required init(frame: CGRect) {
        super.init(frame: frame)
        accessories = [.customView(configuration: .init(customView: accessorySwitch, placement: .trailing(), reservedLayoutWidth: .actual))]
        accessorySwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.onChange?(self.accessorySwitch.isOn)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
