import Foundation
import TrestleCore

/// List sections (a compositional layout's `NSCollectionLayoutSection.list`): the collection view
/// gives their list cells the list's appearance, and draws what UIKit's list layout draws around
/// them — the grouped background, inset-grouped sections' blocks (boxed in the terminal, as the
/// table boxes them) and the rows' separators (UIKitBehavior § Separators).
extension UICollectionView {
    /// Gives a list cell handed out for `indexPath` its list's appearance, and marks the first
    /// item of a section whose list shows it as the header. Outside list sections the layout has
    /// no say in which cell is a header, so what the cell was told stands.
    func applyListAppearance(to cell: UICollectionViewListCell, at indexPath: IndexPath) {
        let configuration = layout.listConfiguration(forSection: indexPath.section)
        cell.listAppearance = configuration?.cellAppearance
        // List rows make room for the section index, as a table's rows do.
        cell.sectionIndexInset = sectionIndexInset(forSection: indexPath.section)
        if let configuration {
            cell.isListSectionHeader = configuration.headerMode == .firstItemInSection && indexPath.item == 0
        }
    }

    /// The visible sections shown as lists, with their configurations.
    private var visibleListSections: [(section: Int, configuration: UICollectionLayoutListConfiguration)] {
        let sections = Set(coordinator.visibleItems.shown.map(\.0.section))
        return sections.sorted().compactMap { section in layout.listConfiguration(forSection: section).map { (section, $0) } }
    }

    /// The frame of the rows of `section`: from its first item's top to its last item's bottom,
    /// across its items' width.
    private func rowsFrame(ofSection section: Int) -> CGRect? {
        guard section < itemCounts.count, itemCounts[section] > 0,
              let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame,
              let last = layout.layoutAttributesForItem(at: IndexPath(item: itemCounts[section] - 1, section: section))?.frame else { return nil }
        return CGRect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
    }

    /// Grouped lists' backgrounds and inset-grouped blocks, below the cells.
    func drawListSectionBackgrounds(into context: inout DrawingContext) {
        for (section, configuration) in visibleListSections {
            let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
            if let color = configuration.backgroundColor ?? (grouped ? .systemGroupedBackground : nil),
               let sectionFrame = (layout as? UICollectionViewCompositionalLayout)?.geometry?.frameForSection(section) {
                context.fill(CGRect(x: bounds.minX, y: sectionFrame.minY, width: bounds.width, height: sectionFrame.height), color: color)
            }
            guard configuration.appearance == .insetGrouped, let rows = rowsFrame(ofSection: section) else { continue }
            context.insetGroupedBlock(around: rows, metrics: metrics)
        }
    }

    /// Separators under the visible rows of list sections, as the table draws them: every row's
    /// bottom edge, from its text's leading edge (or the configuration's insets); a grouped
    /// section's last row edge to edge, an inset-grouped section's last row none. The
    /// configuration's visibilities and an item separator handler change them row by row.
    func drawListSeparators(into context: inout DrawingContext) {
        // A thickness under a point (0 in the terminal) draws as an underline of the row's last
        // line there, as the table's separators do.
        let thickness = metrics.separatorThickness
        for (path, cell) in coordinator.visibleItems.shown {
            guard let configuration = layout.listConfiguration(forSection: path.section), configuration.showsSeparators else { continue }
            var separator = configuration.separatorConfiguration
            if let handler = configuration.itemSeparatorHandler { separator = handler(path.indexPath, separator) }
            let frame = cell.untransformedFrame
            let isLast = path.item == itemCounts[path.section] - 1
            let automaticInset = (cell as? UICollectionViewListCell)?.separatorLeadingInset ?? metrics.cellHorizontalMargin
            func inset(_ insets: NSDirectionalEdgeInsets) -> (CGFloat, CGFloat) {
                (insets.leading == UIListSeparatorConfiguration.automaticInsets.leading ? automaticInset : max(0, insets.leading),
                 insets.trailing == UIListSeparatorConfiguration.automaticInsets.trailing ? 0 : max(0, insets.trailing))
            }
            var bottom = separator.bottomSeparatorVisibility != .hidden
            if separator.bottomSeparatorVisibility == .automatic && isLast && configuration.appearance == .insetGrouped { bottom = false }
            if bottom {
                var (leading, trailing) = inset(separator.bottomSeparatorInsets)
                if isLast && configuration.appearance == .grouped && separator.bottomSeparatorVisibility == .automatic { (leading, trailing) = (0, 0) }
                let y = frame.maxY - thickness
                if frame.maxX - trailing > frame.minX + leading {
                    context.line(from: CGPoint(x: frame.minX + leading, y: y), to: CGPoint(x: frame.maxX - trailing, y: y),
                                 color: separator.color, thickness: thickness)
                }
            }
            if separator.topSeparatorVisibility == .visible {
                let (leading, trailing) = inset(separator.topSeparatorInsets)
                context.line(from: CGPoint(x: frame.minX + leading, y: frame.minY), to: CGPoint(x: frame.maxX - trailing, y: frame.minY),
                             color: separator.color, thickness: thickness)
            }
        }
    }
}
