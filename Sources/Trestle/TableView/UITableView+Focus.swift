import Foundation
import TrestleCore

/// Keyboard focus: one row of the table is focused, keys move the focus and the table scrolls to
/// keep it in view, Return and Space select it.
///
/// UIKit gives tables keyboard focus through the focus system on iPad and Mac; Trestle keeps the
/// same switches (``UITableView/allowsFocus``, ``UITableView/selectionFollowsFocus``, the
/// delegate's `canFocusRowAt`) without the focus engine: the table the window sends keys to owns
/// its focused row. The keys:
///
/// | Keys | Focus moves to |
/// |---|---|
/// | ↓ / j, ↑ / k | the next / previous focusable row |
/// | Page Down, Ctrl-F, Space… | a screen further (Space selects when a row is focused) |
/// | Page Up, Ctrl-B | a screen back |
/// | Home / g, End / G | the first / last row |
/// | Return, Space | — selects the focused row, as a tap does (Space flips its `UISwitch` accessory instead) |
/// | → | — taps the focused row's detail (ⓘ) button, if it has one |
/// | letters and digits | the next row whose text starts with what was typed (type-ahead) |
///
/// Without focusable rows the keys scroll, as in any scroll view. Wheel scrolling moves the
/// content and leaves the focus where it is; the next arrow key brings it back into view.
extension UITableView {
    /// The row with keyboard focus, if any (Trestle: UIKit reports it as the focus system's
    /// focused item, the cell).
    public var indexPathForFocusedRow: IndexPath? {
        indexPath(ofFocused: focusedRow)
    }

    /// Moves keyboard focus to a row (or removes it with `nil`) and scrolls it into view.
    public func focusRow(at indexPath: IndexPath?) {
        guard let indexPath else { focusedRow = nil; return }
        guard allowsFocus, checkRow(indexPath, "focusRow(at:)") else { return }
        moveFocus(to: indexPath.itemPath)
    }

    func isValidItem(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < geometry.numberOfSections && path.item >= 0
            && path.item < geometry.numberOfItems(inSection: path.section)
    }

    func isRowFocusable(_ path: ItemPath) -> Bool {
        tableDelegate?.tableView(self, canFocusRowAt: path.indexPath) ?? true
    }

    /// Handles a key for focus, selection and type-ahead. Returns `false` for keys the table
    /// leaves to the next responder.
    func handleKey(_ key: UIKey, timestamp: TimeInterval) -> Bool {
        loadDataIfNeeded()
        layoutIfNeeded()
        // Editing keys come first, unless a type-ahead search is collecting what is typed.
        if (!typeAhead.isActive(at: timestamp) || editingSession.deleteConfirmationItem != nil || editingSession.swipedItem != nil) && handleEditingKey(key) {
            return true
        }
        if handleTypeAhead(key, timestamp: timestamp) { return true }
        if handleSectionIndexKey(key) { return true }
        if Self.opensContextMenu(key) { return openFocusedRowContextMenu() }
        guard allowsFocus, geometry.numberOfSections > 0, let first = firstFocusableRow(from: geometry.firstRow(endingAfter: -1), forward: true) else {
            return scrollForKey(key)
        }
        let modifiers = key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad])
        if modifiers.isEmpty && (key.keyCode == .keyboardReturnOrEnter || key.characters == " " && focusedRow != nil) {
            guard let focused = indexPathForFocusedRow?.itemPath else {
                moveFocus(to: startingFocus(forward: true) ?? first)
                return true
            }
            scrollFocusIntoView(focused)
            // Space flips the focused row's switch, as a tap on it would; Return selects the row.
            if key.characters == " ", let toggle = coordinator.visibleItems.view(at: focused)?.shownAccessoryView as? UISwitch,
               toggle.toggleFromKeyboard() {
                return true
            }
            userSelectRow(focused, performsPrimaryAction: true)
            return true
        }
        if modifiers.isEmpty && key.keyCode == .keyboardRightArrow { return tapDetailButtonOfFocusedRow() }
        guard let command = HostScrollCommand(key: key) else { return false }
        switch command {
        case .lines(let count):
            let forward = count > 0
            guard let current = indexPathForFocusedRow?.itemPath, isRowOnScreen(current) else {
                moveFocus(to: startingFocus(forward: forward) ?? first)
                return true
            }
            let next = (forward ? geometry.row(after: current) : geometry.row(before: current))
                .flatMap { firstFocusableRow(from: $0, forward: forward) }
            if let next { moveFocus(to: next) } else { scrollFocusIntoView(current) }
        case .pages(let count):
            let page = max(1, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
            let current = indexPathForFocusedRow?.itemPath ?? startingFocus(forward: count > 0) ?? first
            let currentRect = geometry.frameForItem(at: current)
            perform(.pages(count))
            layoutIfNeeded()
            let y = currentRect.midY + CGFloat(count) * page
            // A page away may land on a header, a footer or the space between sections: the
            // nearest row on the way (the table's ends only past its first or last row).
            let target = geometry.rowPath(atY: Double(y))
                ?? (count > 0 ? geometry.firstRow(endingAfter: Double(y)) ?? geometry.lastRow(startingBefore: .greatestFiniteMagnitude)
                              : geometry.lastRow(startingBefore: Double(y)) ?? geometry.firstRow(endingAfter: -1))
            guard let target, let focusable = firstFocusableRow(from: target, forward: count > 0) ?? firstFocusableRow(from: target, forward: count < 0) else { return true }
            moveFocus(to: focusable)
        case .columns:
            // Sideways steps scroll content wider than the table, else go to the next responder.
            return perform(command)
        case .top:
            perform(.top)
            moveFocus(to: first)
        case .bottom:
            perform(.bottom)
            layoutIfNeeded()
            if let last = geometry.lastRow(startingBefore: .greatestFiniteMagnitude).flatMap({ firstFocusableRow(from: $0, forward: false) }) {
                moveFocus(to: last)
            }
        }
        return true
    }

    /// Scrolls for a key as a plain scroll view does; `false` when the key is not a scrolling key
    /// (or a sideways one, and the content is no wider than the table).
    private func scrollForKey(_ key: UIKey) -> Bool {
        guard isScrollEnabled, let command = HostScrollCommand(key: key) else { return false }
        return perform(command)
    }

    /// Focuses `path`, scrolls it into view, and selects it when selection follows focus.
    func moveFocus(to path: ItemPath) {
        focusedRow = path
        scrollFocusIntoView(path)
        if tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: path.indexPath) ?? selectionFollowsFocus,
           !coordinator.selection.contains(path) {
            userSelectRow(path)
        }
    }

    /// Scrolls the least amount that shows the whole row, settling when rows measured on the
    /// way change heights.
    func scrollFocusIntoView(_ path: ItemPath) {
        // Not on screen yet: nothing to scroll (the first layout shows the top).
        guard window != nil, bounds.height > 0 else { return }
        for _ in 0..<4 {
            layoutIfNeeded()
            // In plain style the section's header floats over the top of the rows and its footer
            // over the bottom: the focused row must clear them.
            let extents = style == .plain ? geometry.extents(ofSection: path.section) : SectionExtents()
            let top = contentOffset.y + adjustedContentInset.top + CGFloat(extents.header)
            let bottom = contentOffset.y + bounds.height - adjustedContentInset.bottom - CGFloat(extents.footer)
            let rect = geometry.frameForItem(at: path)
            guard rect.minY < top || rect.maxY > bottom else { return }
            let target: CGFloat
            if rect.minY < top || rect.height > bottom - top {
                // Above, or taller than the room there is: its top goes just below the header.
                target = rect.minY - (top - contentOffset.y)
            } else {
                target = rect.maxY - (bottom - contentOffset.y)
            }
            contentOffset = CGPoint(x: contentOffset.x, y: clampedContentOffsetY(target))
            layoutIfNeeded()
            if rect == geometry.frameForItem(at: path) { return }
        }
    }

    func isRowOnScreen(_ path: ItemPath) -> Bool {
        let rect = geometry.frameForItem(at: path)
        return rect.maxY > contentOffset.y + adjustedContentInset.top && rect.minY < contentOffset.y + bounds.height - adjustedContentInset.bottom
    }

    /// Where focus starts when there is none on screen: the first (or last) row fully visible.
    private func startingFocus(forward: Bool) -> ItemPath? {
        let top = Double(contentOffset.y + adjustedContentInset.top)
        let bottom = Double(contentOffset.y + bounds.height - adjustedContentInset.bottom)
        if forward {
            guard var path = geometry.firstRow(endingAfter: top) else { return nil }
            if Double(geometry.frameForItem(at: path).minY) < top, let next = geometry.row(after: path) { path = next }
            return firstFocusableRow(from: path, forward: true)
        } else {
            guard var path = geometry.lastRow(startingBefore: bottom) else { return nil }
            if Double(geometry.frameForItem(at: path).maxY) > bottom, let previous = geometry.row(before: path) { path = previous }
            return firstFocusableRow(from: path, forward: false)
        }
    }

    /// The first row from `path` (inclusive) in the direction given that the delegate lets take
    /// focus; looks at most 10,000 rows.
    func firstFocusableRow(from path: ItemPath?, forward: Bool) -> ItemPath? {
        var candidate = path
        var looked = 0
        while let current = candidate, looked < 10_000 {
            if isRowFocusable(current) { return current }
            candidate = forward ? geometry.row(after: current) : geometry.row(before: current)
            looked += 1
        }
        return nil
    }

    /// Keeps the focus on an existing row after the counts changed: the same index path when it
    /// still exists, else the nearest row before it; none when the table is empty or focus was
    /// not remembered.
    func revalidateFocus() {
        guard let path = focusedRow, !isValidItem(path) else { return }
        focusedRow = remembersLastFocusedIndexPath
            ? coordinator.nearestItem(to: path, sections: geometry.numberOfSections, items: geometry.numberOfItems(inSection:))
            : nil
    }
}
