import Foundation

extension NSCollectionLayoutSection {
    /// A section laid out as a list: full-width rows that size themselves, with the spacing,
    /// insets, headers and footers of `configuration`'s appearance.
    ///
    /// Rows are estimated at the row height of the environment's metrics (44 points on iOS, a
    /// line in the terminal); headers and footers at the table's title heights. Plain lists pin
    /// their headers, as a plain table floats them. An inset-grouped list is inset by the
    /// metrics' inset-grouped margin; where the metrics box inset-grouped sections (the
    /// terminal), a line above and below the rows leaves room for the box.
    @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let metrics = (layoutEnvironment as? CompositionalEnvironment)?.metrics ?? .iOS
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.rowHeight))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let plain = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        var insets = NSDirectionalEdgeInsets.zero
        if configuration.appearance == .insetGrouped {
            insets.leading = metrics.insetGroupedMargin
            insets.trailing = metrics.insetGroupedMargin
            if metrics.drawsInsetGroupedSectionBoxes {
                insets.top += 1
                insets.bottom += 1
            }
        }
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let headerPadding = configuration.headerTopPadding ?? (plain ? metrics.plainSectionHeaderTopPadding : 0)
        switch configuration.headerMode {
        case .supplementary:
            let height = plain ? metrics.plainTitleHeaderHeight : metrics.groupedTitleHeaderHeight
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = plain
            // The padding goes above the header, not between it and the rows.
            header.leadingSpace = max(0, headerPadding)
            boundary.append(header)
        case .none, .firstItemInSection:
            insets.top += plain ? 0 : metrics.groupedSectionSpacing
            insets.top += configuration.headerTopPadding.map { max(0, $0) } ?? 0
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(plain ? metrics.plainTitleFooterHeight : metrics.groupedTitleFooterHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            boundary.append(footer)
        }
        section.contentInsets = insets
        section.supplementariesFollowContentInsets = true
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
