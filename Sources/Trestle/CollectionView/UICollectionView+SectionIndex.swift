import Foundation
import TrestleCore

/// The section index (iOS 14): a column of titles at the trailing edge — the data source's
/// ``UICollectionViewDataSource/indexTitles(for:)`` — that scrolls an item to the top when one
/// is touched or dragged over, the same index a table shows.
///
/// The titles are asked for at reload and after each batch update. The index shows when there
/// are titles and the layout scrolls vertically. It stays still at the trailing edge, within the
/// content insets, above all content; titles that do not fit the height are squeezed as the
/// table squeezes them (see ``SectionIndexLayout``).
///
/// A title picked asks ``UICollectionViewDataSource/collectionView(_:indexPathForIndexTitle:at:)``
/// for its item, which scrolls to the top (``UICollectionView/ScrollPosition/top``, without
/// animation). From the keyboard, Alt-↓ and Alt-↑ jump to the next and previous title's item,
/// and move the keyboard focus there.
///
/// In list sections (``NSCollectionLayoutSection/list(using:layoutEnvironment:)``) the list
/// cells' content and trailing accessories move in by the index's width, as a table's rows do,
/// while their backgrounds and separators still reach the edge.
///
/// Elsewhere — a grid, a custom layout — the index stands over the content: the collection view
/// cannot tell which part of an arbitrary cell may move, so make room with the section's insets.
///
/// - Note: UIKit's collection view has no `reloadSectionIndexTitles()`. Trestle asks for the
///   titles again after every batch update too, so that an index follows sections a diffable
///   data source's snapshots add and remove.
extension UICollectionView {
    /// Reads the titles from the data source (at reload and after batch updates).
    func loadSectionIndexTitles() {
        let titles = askDataSource { $0.indexTitles(for: self) } ?? nil
        coordinator.sectionIndex.load(titles ?? []) {
            let view = SectionIndexView(frame: .zero)
            // A touch moves the keyboard focus along only when an item has it.
            view.onSelectTitle = { [unowned self] in jumpToItem(forIndexTitleAt: $0, movingFocus: focusedItem != nil) }
            return view
        }
    }

    /// At the start of a layout pass: the width the index takes. When it changes, self-sizing
    /// items are measured again at their new content width.
    func updateSectionIndexWidth() {
        guard coordinator.sectionIndex.updateWidth(shows: !scrollDirectionIsHorizontal, metrics: metrics) else { return }
        if phase.hasLoadedData { layout.invalidateLayout() }
    }

    /// Once the pass has prepared the layout, before it measures: the list cells shown make
    /// room for the index in list sections and take all the width elsewhere (the index or the
    /// layout may have changed since they were handed out).
    func makeRoomForSectionIndexInListCells() {
        for (path, cell) in coordinator.visibleItems.shown {
            guard let cell = cell as? UICollectionViewListCell else { continue }
            let inset = sectionIndexInset(forSection: path.section)
            if cell.sectionIndexInset != inset { cell.sectionIndexInset = inset }
        }
    }

    /// The room a list cell in `section` leaves the index: its width in list sections, else none.
    func sectionIndexInset(forSection section: Int) -> CGFloat {
        guard coordinator.sectionIndex.width > 0, layout.listConfiguration(forSection: section) != nil else { return 0 }
        return coordinator.sectionIndex.width
    }

    /// The user picked the index title at `index`: the data source names the item, which
    /// scrolls to the top, and with `movingFocus` the keyboard focus goes to it. An item that
    /// does not exist is reported and nothing scrolls.
    func jumpToItem(forIndexTitleAt index: Int, movingFocus: Bool) {
        let titles = coordinator.sectionIndex.titles
        guard index >= 0, index < titles.count, let dataSource else { return }
        let title = titles[index]
        let indexPath = coordinator.during(.callingDataSource) { dataSource.collectionView(self, indexPathForIndexTitle: title, at: index) }
        guard isValidItem(indexPath) else {
            TrestleDiagnostics.report("UICollectionView data source returned index path \(indexPath) for index title \"\(title)\" at index \(index), but the collection view has no such item (\(itemCounts.count) sections); the index does not scroll")
            return
        }
        stopScrollAnimation()
        scrollToItem(at: indexPath, at: .top, animated: false)
        layoutIfNeeded()
        if movingFocus, allowsFocus, canFocus(indexPath.itemPath) { moveFocus(to: indexPath.itemPath) }
    }

    /// Alt-↓ and Alt-↑: the item of the next or previous index title, from the item at the top
    /// of the visible area. Returns whether the key was one of them.
    func handleSectionIndexKey(_ key: UIKey) -> Bool {
        guard let forward = coordinator.sectionIndex.jumpDirection(of: key), let dataSource else { return false }
        let topY = contentOffset.y + adjustedContentInset.top
        // The first item (in item order) not wholly above the top of the visible area.
        var current = IndexPath(item: 0, section: 0), atStart = true
        for (path, _) in coordinator.visibleItems.sorted {
            guard let frame = layout.layoutAttributesForItem(at: path.indexPath)?.frame, frame.maxY > topY + 0.5 else { continue }
            current = path.indexPath
            atStart = abs(frame.minY - topY) < 0.5
            break
        }
        // The items the titles lead to, in title order.
        let targets = coordinator.during(.callingDataSource) {
            coordinator.sectionIndex.titles.enumerated().map { index, title -> IndexPath? in
                dataSource.collectionView(self, indexPathForIndexTitle: title, at: index)
            }
        }
        if let pick = ListSectionIndex.titleToJump(to: targets, from: current, atStart: atStart, forward: forward) {
            jumpToItem(forIndexTitleAt: pick, movingFocus: true)
        }
        return true
    }
}
