import Foundation
import TrestleCore

/// Keyboard focus in two dimensions: one item is focused, keys move the focus across items and
/// lines, and the collection view scrolls to keep it in view; Return and Space select it.
///
/// | Keys | Focus moves to |
/// |---|---|
/// | ← / h, → / l | the nearest item to the left / right (the previous / next item when none is) |
/// | ↑ / k, ↓ / j | the nearest item above / below (the previous / next item when none is) |
/// | Page Up, Page Down | the item a screen back / further |
/// | Home / g, End / G | the first / last item |
/// | Return, Space | — selects the focused item, as a tap does |
/// | Alt-↓, Alt-↑ | the item of the next / previous section index title (see `UICollectionView+SectionIndex.swift`) |
/// | ← →, Space on list rows | — expand and collapse outline items, flip a switch (see `handleListRowKey`) |
///
/// "Nearest" is measured between frames in the layout, so the keys follow any layout: a grid's
/// columns, a Pinterest layout's staggered columns, a horizontal shelf. Without items the keys
/// scroll, as in any scroll view.
extension UICollectionView {
    /// The item with keyboard focus, if any.
    public var indexPathForFocusedItem: IndexPath? {
        indexPath(ofFocused: focusedItem)
    }

    /// Moves keyboard focus to an item (or removes it with `nil`) and scrolls it into view.
    public func focusItem(at indexPath: IndexPath?) {
        guard let indexPath else { focusedItem = nil; return }
        loadDataIfNeeded()
        guard allowsFocus, isValidItem(indexPath) else { return }
        moveFocus(to: indexPath.itemPath)
    }

    func canFocus(_ path: ItemPath) -> Bool {
        collectionDelegate?.collectionView(self, canFocusItemAt: path.indexPath) ?? true
    }

    /// A direction keys move focus in.
    enum FocusDirection { case left, right, up, down }

    /// Handles a key for focus and selection; `false` for keys left to the next responder.
    func handleKey(_ key: UIKey) -> Bool {
        loadDataIfNeeded()
        layoutIfNeeded()
        // List rows' editing keys come first: swipe actions, reordering, delete accessories.
        if handleEditingKey(key) { return true }
        if Self.opensContextMenu(key) { return openFocusedItemContextMenu() }
        if handleSectionIndexKey(key) { return true }
        guard allowsFocus, let first = firstItem(forward: true), let last = firstItem(forward: false) else { return false }
        let modifiers = key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad])
        guard modifiers.isEmpty else { return false }
        let focused = indexPathForFocusedItem?.itemPath
        if let focused, handleListRowKey(key, focused: focused) { return true }
        if key.keyCode == .keyboardReturnOrEnter || key.characters == " " && focused != nil {
            guard let focused else {
                moveFocus(to: firstVisibleItem() ?? first)
                return true
            }
            scrollFocusIntoView(focused)
            userSelectItem(focused)
            return true
        }
        // The scroll view's key table (arrows and hjkl, pages, either end); Space without a
        // focused item is left to the scroll view, which pages.
        guard key.characters != " ", let command = HostScrollCommand(key: key) else { return false }
        guard let focused else {
            switch command {
            case .top: moveFocus(to: first)
            case .bottom: moveFocus(to: last)
            case .lines, .columns, .pages: moveFocus(to: firstVisibleItem() ?? first)
            }
            return true
        }
        switch command {
        case .lines(let count), .columns(let count):
            let direction: FocusDirection
            if case .lines = command { direction = count > 0 ? .down : .up } else { direction = count > 0 ? .right : .left }
            if let next = neighbour(of: focused, toward: direction) { moveFocus(to: next) } else { scrollFocusIntoView(focused) }
        case .pages(let count):
            // As the table pages: the content moves a whole screen, then the focus goes to the
            // item a screen away, which is then where the focused one was on screen (moving the
            // focus first scrolled only until that item showed at the edge).
            perform(.pages(count))
            // Self-sizing items on the new page are measured before one is chosen; fixed sizes
            // are known, and the focus move's own pass places the page.
            if layout.isSelfSizing { layoutIfNeeded() }
            if let next = itemAScreenAway(from: focused, forward: count > 0) { moveFocus(to: next) }
        // As the table does: the content goes to its very start or end (a last section's
        // footer included, measured on the way), then the focus to the first or last item.
        case .top:
            perform(.top)
            layoutIfNeeded()
            moveFocus(to: first)
        case .bottom:
            perform(.bottom)
            layoutIfNeeded()
            moveFocus(to: last)
        }
        return true
    }

    /// Focuses `path`, selects it when selection follows focus, and scrolls it into view.
    func moveFocus(to path: ItemPath) {
        focusedItem = path
        let follows = collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: path.indexPath) ?? selectionFollowsFocus
        if follows && isSelectionAllowed && !coordinator.selection.contains(path) { userSelectItem(path, performsPrimaryAction: false) }
        scrollFocusIntoView(path)
    }

    func scrollFocusIntoView(_ path: ItemPath) {
        // Not on screen yet: nothing to scroll (the first layout shows the start), as the table does.
        guard window != nil, bounds.width > 0, bounds.height > 0 else { return }
        // Self-sizing items measured on the way can change sizes: settle, as the table does.
        for _ in 0..<4 {
            guard !isItemFullyVisible(path) else { return }
            scrollToItem(at: path.indexPath, at: [], animated: false)
            layoutIfNeeded()
        }
    }

    /// The first (or last) focusable item. A long run of unfocusable items is unusual: a few
    /// hundred are checked at most in each section, without visiting the rest.
    private func firstItem(forward: Bool) -> ItemPath? {
        let sections = forward ? stride(from: 0, to: itemCounts.count, by: 1) : stride(from: itemCounts.count - 1, to: -1, by: -1)
        for section in sections where itemCounts[section] > 0 {
            let count = itemCounts[section]
            let items = forward ? stride(from: 0, to: min(count, 256), by: 1) : stride(from: count - 1, to: max(-1, count - 257), by: -1)
            for item in items {
                let path = ItemPath(section: section, item: item)
                if canFocus(path) { return path }
            }
        }
        return nil
    }

    /// The focusable item nearest the top-left of the visible area.
    private func firstVisibleItem() -> ItemPath? {
        coordinator.visibleItems.sorted.map(\.item).first(where: canFocus)
    }

    /// The frame of an item in the layout.
    private func frame(of path: ItemPath) -> CGRect? {
        layout.layoutAttributesForItem(at: path.indexPath)?.frame
    }

    /// The nearest focusable item from `path` toward `direction`: among the items whose frames lie
    /// beyond the focused one's edge (within two screens), the one with the smallest distance
    /// along the direction, ties broken by the distance across it; else the next or previous item
    /// in item order.
    func neighbour(of path: ItemPath, toward direction: FocusDirection) -> ItemPath? {
        guard let from = frame(of: path) else { return nil }
        let reachX = max(bounds.width, from.width) * 2, reachY = max(bounds.height, from.height) * 2
        let search: CGRect = switch direction {
        case .down: CGRect(x: from.midX - reachX, y: from.maxY - 0.5, width: 2 * reachX, height: reachY)
        case .up: CGRect(x: from.midX - reachX, y: from.minY + 0.5 - reachY, width: 2 * reachX, height: reachY)
        case .right: CGRect(x: from.maxX - 0.5, y: from.midY - reachY, width: reachX, height: 2 * reachY)
        case .left: CGRect(x: from.minX + 0.5 - reachX, y: from.midY - reachY, width: reachX, height: 2 * reachY)
        }
        var best: (along: CGFloat, across: CGFloat, path: ItemPath)?
        for attributes in layout.layoutAttributesForElements(in: search) ?? [] where attributes.representedElementCategory == .cell {
            guard attributes.indexPath.count == 2, !attributes.isHidden, isValidItem(attributes.indexPath) else { continue }
            let candidate = attributes.indexPath.itemPath
            guard candidate != path, canFocus(candidate) else { continue }
            let frame = attributes.frame
            let along: CGFloat, across: CGFloat
            switch direction {
            case .down: guard frame.minY >= from.maxY - 0.5 else { continue }; along = frame.minY - from.maxY; across = abs(frame.midX - from.midX)
            case .up: guard frame.maxY <= from.minY + 0.5 else { continue }; along = from.minY - frame.maxY; across = abs(frame.midX - from.midX)
            case .right: guard frame.minX >= from.maxX - 0.5, overlaps(frame.minY, frame.maxY, from.minY, from.maxY) else { continue }
                along = frame.minX - from.maxX; across = abs(frame.midY - from.midY)
            case .left: guard frame.maxX <= from.minX + 0.5, overlaps(frame.minY, frame.maxY, from.minY, from.maxY) else { continue }
                along = from.minX - frame.maxX; across = abs(frame.midY - from.midY)
            }
            // Items on the nearest line win; on that line the one most in line with the focus.
            let key = (along.rounded(), across)
            if best.map({ key < ($0.along, $0.across) || key == ($0.along, $0.across) && candidate < $0.path }) ?? true {
                best = (key.0, key.1, candidate)
            }
        }
        if let best { return best.path }
        return adjacentItem(to: path, forward: direction == .right || direction == .down)
    }

    private func overlaps(_ a0: CGFloat, _ a1: CGFloat, _ b0: CGFloat, _ b1: CGFloat) -> Bool {
        a0 < b1 && b0 < a1
    }

    /// The next (or previous) focusable item in item order.
    private func adjacentItem(to path: ItemPath, forward: Bool) -> ItemPath? {
        var section = path.section, item = path.item
        for _ in 0..<512 {
            item += forward ? 1 : -1
            while section >= 0 && section < itemCounts.count && (item < 0 || item >= itemCounts[section]) {
                section += forward ? 1 : -1
                guard section >= 0 && section < itemCounts.count else { return nil }
                item = forward ? 0 : itemCounts[section] - 1
            }
            guard section >= 0 && section < itemCounts.count else { return nil }
            let candidate = ItemPath(section: section, item: item)
            if canFocus(candidate) { return candidate }
        }
        return nil
    }

    /// The item about a screen further (or back) along the scroll axis, nearest to where the
    /// focused item is on screen.
    private func itemAScreenAway(from path: ItemPath, forward: Bool) -> ItemPath? {
        guard let from = frame(of: path) else { return nil }
        let horizontal = scrollDirectionIsHorizontal
        let page = horizontal ? bounds.width - adjustedContentInset.left - adjustedContentInset.right
            : bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        let step = max(1, page) * (forward ? 1 : -1)
        var target = CGPoint(x: from.midX, y: from.midY)
        if horizontal { target.x += step } else { target.y += step }
        target.x = min(max(target.x, 0), max(0, contentSize.width - 1))
        target.y = min(max(target.y, 0), max(0, contentSize.height - 1))
        let probe = CGRect(x: target.x - page / 2, y: target.y - page / 2, width: page, height: page)
        let candidates = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && isValidItem($0.indexPath) && canFocus($0.indexPath.itemPath)
        }
        func distance(_ frame: CGRect) -> CGFloat { hypot(frame.midX - target.x, frame.midY - target.y) }
        let nearest = candidates.min { (distance($0.frame), $0.indexPath) < (distance($1.frame), $1.indexPath) }?.indexPath.itemPath
        if let nearest, nearest != path { return nearest }
        return firstItem(forward: !forward)
    }

    /// Keeps the focus on an existing item after the counts changed: the same index path when it
    /// still exists, else the nearest item before it; none when the collection view is empty or
    /// focus is not remembered.
    func revalidateFocus() {
        guard let path = focusedItem, !isValidItem(path) else { return }
        focusedItem = remembersLastFocusedIndexPath
            ? coordinator.nearestItem(to: path, sections: itemCounts.count, items: { itemCounts[$0] })
            : nil
    }
}
