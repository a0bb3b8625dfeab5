import Foundation

extension FlowGeometry {
    /// Changes the extent across the scroll axis (the view was resized) and re-packs every
    /// section; items keep their own sizes.
    ///
    /// - Complexity: O(sections + own sizes).
    public mutating func setCrossExtent(_ extent: Double) {
        engineRequire(isValidExtent(extent),
                      "FlowGeometry.setCrossExtent(_:): the cross extent must be finite and non-negative, got \(extent)")
        guard extent != crossExtent else { return }
        crossExtent = extent
        for section in sections.indices {
            packer(for: sections[section].style).repack(&sections[section], from: 0)
        }
        rebuildSectionTree()
        didMutate()
    }

    /// Lays `section` out with `style` (the delegate's answers for it changed) and re-packs it;
    /// its items keep their own sizes.
    ///
    /// - Complexity: O(log sections + own sizes in the section).
    public mutating func setStyle(_ style: SectionStyle, ofSection section: Int) {
        requireSection(section, "setStyle(_:ofSection:)")
        Self.validate(style, section: section, caller: "setStyle(_:ofSection:)")
        guard sections[section].style != style else { return }
        sections[section].style = style
        repack(section: section)
        didMutate(section: section)
    }

    /// Gives the item at `path` a size of its own — what a delegate's `sizeForItemAt` answers, or
    /// what a self-sizing cell measured — and re-packs its section from the line before it.
    ///
    /// - Complexity: O(log sections + own sizes in the section): the section's own sizes are a
    ///   sorted array, and its lines are re-packed from the changed item on.
    public mutating func setItemSize(_ size: CGSize, at path: ItemPath) {
        requireItem(path, "setItemSize(_:at:)")
        Self.validate(size, at: path, caller: "setItemSize(_:at:)")
        let index = sections[path.section].ownLowerBound(path.item)
        if index < sections[path.section].ownItems.count && sections[path.section].ownItems[index] == path.item {
            guard sections[path.section].ownSizes[index] != size else { return }
            sections[path.section].ownSizes[index] = size
        } else {
            sections[path.section].ownItems.insert(path.item, at: index)
            sections[path.section].ownSizes.insert(size, at: index)
            ownSizeCount += 1
        }
        repack(section: path.section, from: path.item)
        didMutate(section: path.section)
    }

    /// Gives many items sizes of their own at once (a delegate's `sizeForItemAt` for a whole
    /// section, or a screenful of measurements). Each affected section is re-packed once, from
    /// the line before its first changed item. When a path appears more than once, the last size
    /// wins.
    ///
    /// - Complexity: O(u log u) for u sizes, plus O(own sizes) in each affected section.
    public mutating func setItemSizes<S: Sequence>(_ sizes: S) where S.Element == (ItemPath, CGSize) {
        var bySection: [Int: [(item: Int, order: Int, size: CGSize)]] = [:]
        for (order, (path, size)) in sizes.enumerated() {
            requireItem(path, "setItemSizes(_:)")
            Self.validate(size, at: path, caller: "setItemSizes(_:)")
            bySection[path.section, default: []].append((path.item, order, size))
        }
        for (section, changes) in bySection {
            // The last size given for an item wins.
            let sorted = changes.sorted { $0.item != $1.item ? $0.item < $1.item : $0.order < $1.order }
            var updates: [(item: Int, size: CGSize)] = []
            updates.reserveCapacity(sorted.count)
            for change in sorted {
                if let last = updates.last, last.item == change.item {
                    updates[updates.count - 1].size = change.size
                } else {
                    updates.append((change.item, change.size))
                }
            }
            merge(updates, intoSection: section)
            didMutate(section: section)
        }
    }

    /// Merges ascending, distinct `updates` into `section`'s own sizes and re-packs it from the
    /// first item whose size changed.
    private mutating func merge(_ updates: [(item: Int, size: CGSize)], intoSection section: Int) {
        let old = sections[section]
        var items: [Int] = []
        var sizes: [CGSize] = []
        items.reserveCapacity(old.ownItems.count + updates.count)
        sizes.reserveCapacity(old.ownItems.count + updates.count)
        var firstChanged = Int.max
        var o = 0
        for update in updates {
            while o < old.ownItems.count && old.ownItems[o] < update.item {
                items.append(old.ownItems[o])
                sizes.append(old.ownSizes[o])
                o += 1
            }
            if o < old.ownItems.count && old.ownItems[o] == update.item {
                if old.ownSizes[o] != update.size { firstChanged = min(firstChanged, update.item) }
                o += 1
            } else {
                firstChanged = min(firstChanged, update.item)
            }
            items.append(update.item)
            sizes.append(update.size)
        }
        items.append(contentsOf: old.ownItems[o...])
        sizes.append(contentsOf: old.ownSizes[o...])
        guard firstChanged != Int.max else { return }
        ownSizeCount += items.count - old.ownItems.count
        sections[section].ownItems = items
        sections[section].ownSizes = sizes
        repack(section: section, from: firstChanged)
    }

    /// Takes every item of `section` back to its section's ``SectionStyle/itemSize``.
    ///
    /// - Complexity: O(log sections + own sizes in the section).
    public mutating func removeItemSizes(inSection section: Int) {
        requireSection(section, "removeItemSizes(inSection:)")
        guard let first = sections[section].ownItems.first else { return }
        ownSizeCount -= sections[section].ownItems.count
        sections[section].ownItems = []
        sections[section].ownSizes = []
        repack(section: section, from: first)
        didMutate(section: section)
    }

    /// Takes every item back to its section's ``SectionStyle/itemSize``.
    ///
    /// - Complexity: O(sections + own sizes).
    public mutating func removeAllItemSizes() {
        for section in sections.indices where !sections[section].ownItems.isEmpty {
            let first = sections[section].ownItems[0]
            sections[section].ownItems = []
            sections[section].ownSizes = []
            packer(for: sections[section].style).repack(&sections[section], from: first)
        }
        rebuildSectionTree()
        didMutate()
    }
}
