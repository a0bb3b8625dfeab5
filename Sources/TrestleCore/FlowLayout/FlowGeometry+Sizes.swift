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
    /// what a self-sizing cell measured — and re-packs its section around it.
    ///
    /// - Complexity: O(log sections + log m + c) for m own sizes in the section, in chunks of at
    ///   most c, plus the lines re-packed: from the line before the item until the line breaks
    ///   are the old ones again (one or two lines when the item's new size keeps them).
    public mutating func setItemSize(_ size: CGSize, at path: ItemPath) {
        requireItem(path, "setItemSize(_:at:)")
        Self.validate(size, at: path, caller: "setItemSize(_:at:)")
        let (change, written) = sections[path.section].ownSizes.set(size, for: path.item)
        guard change != .unchanged else { return }
        if change == .inserted { ownSizeCount += 1 }
        work.ownSizesWritten += written
        repack(section: path.section, changed: [path.item])
        didMutate(section: path.section)
    }

    /// Gives many items sizes of their own at once (a delegate's `sizeForItemAt` for a whole
    /// section, or a screenful of measurements). Each affected section is re-packed once, in one
    /// pass over the lines around its changed items. When a path appears more than once, the
    /// last size wins.
    ///
    /// - Complexity: O(u log u) for u sizes; in each affected section with m own sizes in chunks
    ///   of at most c, O(k (log m + c)) for its k sizes (O(m + k) when k is a large share of m),
    ///   plus the lines re-packed around its changes.
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
            let (changed, inserted, written) = sections[section].ownSizes.merge(updates)
            guard !changed.isEmpty else { continue }
            ownSizeCount += inserted
            work.ownSizesWritten += written
            repack(section: section, changed: changed)
            didMutate(section: section)
        }
    }

    /// Takes every item of `section` back to its section's ``SectionStyle/itemSize``.
    ///
    /// - Complexity: O(log sections + own sizes in the section).
    public mutating func removeItemSizes(inSection section: Int) {
        requireSection(section, "removeItemSizes(inSection:)")
        guard let first = sections[section].ownSizes.first?.item else { return }
        ownSizeCount -= sections[section].ownSizes.count
        sections[section].ownSizes = FlowOwnSizes()
        repack(section: section, from: first)
        didMutate(section: section)
    }

    /// Takes every item back to its section's ``SectionStyle/itemSize``.
    ///
    /// - Complexity: O(sections + own sizes).
    public mutating func removeAllItemSizes() {
        for section in sections.indices where !sections[section].ownSizes.isEmpty {
            let first = sections[section].ownSizes.first!.item
            sections[section].ownSizes = FlowOwnSizes()
            packer(for: sections[section].style).repack(&sections[section], from: first)
        }
        rebuildSectionTree()
        didMutate()
    }
}
