import Foundation
import TrestleCore

/// The section index: a column of titles at the trailing edge — the data source's
/// `sectionIndexTitles(for:)` — that scrolls a section to the top when one is touched or dragged
/// over (UIKitBehavior § Section index).
///
/// The titles are loaded at reload and by ``reloadSectionIndexTitles()``; the index shows when
/// there are titles and the table has at least ``sectionIndexMinimumDisplayRowCount`` rows. It
/// stays still at the trailing edge, within the content insets, and the rows' content and
/// accessories move in by its width. Titles that do not fit the height are squeezed as UIKit
/// squeezes them (see ``SectionIndexLayout``). From the keyboard, Alt-↓ and Alt-↑ jump to the
/// next and previous index title's section.
extension UITableView {
    /// The title UIKit draws as a magnifying glass: put it first in `sectionIndexTitles(for:)` to
    /// offer a jump to a search bar (answer `NSNotFound` for it and scroll there yourself).
    public static let indexSearch = "{search}"

    /// Asks the data source for the section index titles again, without reloading rows.
    public func reloadSectionIndexTitles() {
        loadSectionIndexTitles()
        setNeedsLayout()
    }

    /// Reads the titles from the data source (at reload, and by ``reloadSectionIndexTitles()``).
    func loadSectionIndexTitles() {
        let titles = dataSource.flatMap { source in coordinator.during(.callingDataSource) { source.sectionIndexTitles(for: self) } } ?? []
        coordinator.sectionIndex.load(titles) {
            let view = SectionIndexView(frame: .zero)
            view.indexColor = sectionIndexColor
            view.indexBackgroundColor = sectionIndexBackgroundColor
            view.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
            // A touch moves the keyboard focus along only when a row has it.
            view.onSelectTitle = { [unowned self] in jumpToSection(forIndexTitleAt: $0, movingFocus: focusedRow != nil) }
            return view
        }
    }

    /// Whether the index shows: there are titles, and enough rows.
    var showsSectionIndex: Bool {
        guard !coordinator.sectionIndex.titles.isEmpty else { return false }
        guard sectionIndexMinimumDisplayRowCount > 0 else { return true }
        var rows = 0
        for section in 0..<geometry.numberOfSections {
            rows += geometry.numberOfItems(inSection: section)
            if rows >= sectionIndexMinimumDisplayRowCount { return true }
        }
        return false
    }

    /// At the start of a layout pass: the width the index takes from the rows. When it changes,
    /// rows are measured again at their new content width.
    func updateSectionIndexInset() {
        guard coordinator.sectionIndex.updateWidth(shows: showsSectionIndex, metrics: metrics) else { return }
        for (_, cell) in coordinator.visibleItems.shown { cell.sectionIndexInset = coordinator.sectionIndex.width }
        if phase.hasLoadedData { remeasureForNewWidth() }
    }

    /// After a layout pass: the index stands at the trailing edge, within the content insets,
    /// still while the rows scroll, above everything.
    func placeSectionIndex() {
        coordinator.sectionIndex.place(in: self)
    }

    /// Where the titles the index shows are, in window coordinates, with their index in the
    /// titles: what a click on each hits (for measurements and tools). Empty without an index.
    package var sectionIndexTitlePoints: [(titleIndex: Int, point: CGPoint)] {
        guard let view = coordinator.sectionIndex.view, view.superview === self, let window else { return [] }
        return view.titleLayout.entries.compactMap { entry in
            entry.titleIndex.map { ($0, view.convert(CGPoint(x: view.bounds.midX, y: CGFloat(entry.minY)), to: window)) }
        }
    }

    /// The user picked the index title at `index`: the data source names the section, which
    /// scrolls to the top (its header under the top inset), and with `movingFocus` the keyboard
    /// focus goes to its first row. `NSNotFound` scrolls nowhere; a section that does not exist
    /// is reported.
    func jumpToSection(forIndexTitleAt index: Int, movingFocus: Bool) {
        let titles = coordinator.sectionIndex.titles
        guard index >= 0, index < titles.count, let dataSource else { return }
        let title = titles[index]
        let section = coordinator.during(.callingDataSource) { dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index) }
        guard section != NSNotFound else { return }
        guard section >= 0, section < geometry.numberOfSections else {
            TrestleDiagnostics.report("UITableView data source returned section \(section) for section index title \"\(title)\" at index \(index), but the table has \(geometry.numberOfSections) sections; the index does not scroll")
            return
        }
        stopScrollAnimation()
        let top = CGFloat(geometry.rect(forSection: section).minY) - adjustedContentInset.top
        contentOffset = CGPoint(x: contentOffset.x, y: clampedContentOffsetY(top))
        if movingFocus, allowsFocus, geometry.numberOfItems(inSection: section) > 0,
           let first = firstFocusableRow(from: ItemPath(section: section, item: 0), forward: true), first.section == section {
            moveFocus(to: first)
        }
    }

    /// Alt-↓ and Alt-↑: the section of the next or previous index title, from the section at the
    /// top of the visible area. Returns whether the key was one of them.
    func handleSectionIndexKey(_ key: UIKey) -> Bool {
        guard let forward = coordinator.sectionIndex.jumpDirection(of: key), let dataSource else { return false }
        let topY = Double(contentOffset.y + adjustedContentInset.top)
        let current = geometry.section(atY: max(0, topY)) ?? 0
        // The sections the titles lead to, in title order.
        let targets = coordinator.during(.callingDataSource) {
            coordinator.sectionIndex.titles.enumerated().map { index, title -> Int? in
                let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index)
                return section == NSNotFound ? nil : section
            }
        }
        let atSectionStart = abs(Double(geometry.rect(forSection: current).minY) - topY) < 0.5
        if let pick = ListSectionIndex.titleToJump(to: targets, from: current, atStart: atSectionStart, forward: forward) {
            jumpToSection(forIndexTitleAt: pick, movingFocus: true)
        }
        return true
    }
}
