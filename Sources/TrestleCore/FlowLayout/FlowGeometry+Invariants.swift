import Foundation

extension FlowGeometry {
    /// Traps with a description of the first broken rule, if any:
    ///
    /// - the sum tree holds each section's extent, and ``ownSizeCount`` the number of own sizes;
    /// - each section's own sizes are sorted by item, distinct, within the section, and valid;
    /// - each section's blocks cover its items in order, line after line, each run holding only
    ///   full lines of default-sized items, each single line saying truly whether it holds own
    ///   sizes;
    /// - the blocks are exactly what packing the section from scratch gives, so re-packing from
    ///   a changed line never drifts from the whole-section result.
    ///
    /// Runs after every mutation when `TRESTLE_INTERNAL_CHECKS` is defined.
    ///
    /// - Complexity: O(sections + own sizes).
    package func checkInvariants() {
        sectionTree.checkInvariants()
        for section in sections.indices { checkSection(section) }
        checkTotals()
    }

    func checkTotals() {
        engineRequire(sectionTree.count == sections.count,
                      "FlowGeometry invariant: the section tree holds \(sectionTree.count) sections, the geometry \(sections.count)")
        let owned = sections.reduce(0) { $0 + $1.ownItems.count }
        engineRequire(ownSizeCount == owned, "FlowGeometry invariant: ownSizeCount is \(ownSizeCount), the sections hold \(owned)")
    }

    func checkSection(_ index: Int) {
        let section = sections[index]
        let m = metrics(of: section.style)
        Self.validate(section.style, section: index, caller: "invariant")
        engineRequire(section.itemCount >= 0, "FlowGeometry invariant: section \(index) has \(section.itemCount) items")
        engineRequire(section.ownItems.count == section.ownSizes.count,
                      "FlowGeometry invariant: section \(index) has \(section.ownItems.count) own-sized items and \(section.ownSizes.count) sizes")
        for (position, item) in section.ownItems.enumerated() {
            engineRequire(item >= 0 && item < section.itemCount,
                          "FlowGeometry invariant: section \(index) has an own size for item \(item) of \(section.itemCount)")
            engineRequire(position == 0 || section.ownItems[position - 1] < item,
                          "FlowGeometry invariant: section \(index)'s own sizes are not ascending and distinct at item \(item)")
            Self.validate(section.ownSizes[position], at: ItemPath(section: index, item: item), caller: "invariant")
        }

        var nextItem = 0
        var nextTop = 0.0
        for (position, block) in section.blocks.enumerated() {
            let context = "FlowGeometry invariant: section \(index), block \(position)"
            engineRequire(block.firstItem == nextItem, "\(context) starts at item \(block.firstItem), not \(nextItem)")
            engineRequire(block.top == nextTop, "\(context) starts at \(block.top), not \(nextTop)")
            engineRequire(block.itemCount > 0 && block.lineCount > 0, "\(context) is empty")
            let owned = section.ownLowerBound(block.endItem) - section.ownLowerBound(block.firstItem)
            if block.isRun {
                engineRequire(block.itemCount % block.lineCount == 0, "\(context): a run of uneven lines")
                engineRequire(owned == 0 && !block.hasOwnSizes, "\(context): a run holding own sizes")
                engineRequire(block.lineExtent == m.itemMain && block.widest == m.itemCross,
                              "\(context): a run not of default-sized items")
                engineRequire(position < section.blocks.count - 1, "\(context): a run ending the section")
            } else {
                engineRequire(block.lineCount == 1, "\(context): a single line of \(block.lineCount) lines")
                engineRequire(block.hasOwnSizes == (owned > 0), "\(context) says hasOwnSizes \(block.hasOwnSizes) with \(owned) own sizes")
            }
            nextItem = block.endItem
            nextTop = block.nextTop(spacing: m.lineSpacing)
        }
        engineRequire(nextItem == section.itemCount,
                      "FlowGeometry invariant: section \(index)'s blocks cover \(nextItem) of \(section.itemCount) items")

        var fresh = section
        fresh.blocks = []
        packer(for: section.style).repack(&fresh, from: 0)
        engineRequire(fresh.blocks == section.blocks,
                      "FlowGeometry invariant: section \(index)'s blocks differ from packing it afresh:\n\(section.blocks)\n\(fresh.blocks)")
        engineRequire(sectionTree[index] == extent(of: section),
                      "FlowGeometry invariant: the section tree holds \(sectionTree[index]) for section \(index), whose extent is \(extent(of: section))")
    }
}
