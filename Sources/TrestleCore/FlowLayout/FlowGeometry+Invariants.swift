import Foundation

extension FlowGeometry {
    /// Traps with a description of the first broken rule, if any:
    ///
    /// - the sum tree holds each section's extent, and ``ownSizeCount`` the number of own sizes;
    /// - each section's own sizes are sorted by item, distinct, within the section, and valid, in
    ///   well-formed chunks;
    /// - each section's blocks cover its items in order, line after line, each run holding only
    ///   full lines of default-sized items, each single line saying truly whether it holds own
    ///   sizes; their chunks are well formed, each a running sum of its lines;
    /// - the blocks are exactly what packing the section from scratch gives — the same lines at
    ///   the same places, up to the rounding of chunk starts summed in a tree — so re-packing
    ///   locally never drifts from the whole-section result.
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
        let owned = sections.reduce(0) { $0 + $1.ownSizes.count }
        engineRequire(ownSizeCount == owned, "FlowGeometry invariant: ownSizeCount is \(ownSizeCount), the sections hold \(owned)")
    }

    func checkSection(_ index: Int) {
        let section = sections[index]
        let m = metrics(of: section.style)
        Self.validate(section.style, section: index, caller: "invariant")
        engineRequire(section.itemCount >= 0, "FlowGeometry invariant: section \(index) has \(section.itemCount) items")
        section.ownSizes.checkInvariants("FlowGeometry invariant: section \(index)")
        for (item, size) in section.ownSizes {
            engineRequire(item >= 0 && item < section.itemCount,
                          "FlowGeometry invariant: section \(index) has an own size for item \(item) of \(section.itemCount)")
            Self.validate(size, at: ItemPath(section: index, item: item), caller: "invariant")
        }
        section.blocks.checkInvariants(spacing: m.lineSpacing, "FlowGeometry invariant: section \(index)")

        let blocks = Array(section.blocks)
        var nextItem = 0
        var nextTop = 0.0
        var own = section.ownSizes.startIndex
        for (position, block) in blocks.enumerated() {
            let context = "FlowGeometry invariant: section \(index), block \(position)"
            engineRequire(block.firstItem == nextItem, "\(context) starts at item \(block.firstItem), not \(nextItem)")
            engineRequire(Self.samePlace(block.top, nextTop), "\(context) starts at \(block.top), not \(nextTop)")
            engineRequire(block.itemCount > 0 && block.lineCount > 0, "\(context) is empty")
            var owned = 0
            while own != section.ownSizes.endIndex && section.ownSizes.item(at: own) < block.endItem {
                owned += 1
                own = section.ownSizes.index(after: own)
            }
            if block.isRun {
                engineRequire(block.itemCount % block.lineCount == 0, "\(context): a run of uneven lines")
                engineRequire(owned == 0 && !block.hasOwnSizes, "\(context): a run holding own sizes")
                engineRequire(block.lineExtent == m.itemMain && block.widest == m.itemCross,
                              "\(context): a run not of default-sized items")
                engineRequire(position < blocks.count - 1, "\(context): a run ending the section")
            } else {
                engineRequire(block.lineCount == 1, "\(context): a single line of \(block.lineCount) lines")
                engineRequire(block.hasOwnSizes == (owned > 0), "\(context) says hasOwnSizes \(block.hasOwnSizes) with \(owned) own sizes")
            }
            nextItem = block.endItem
            nextTop = block.nextTop(spacing: m.lineSpacing)
        }
        engineRequire(nextItem == section.itemCount,
                      "FlowGeometry invariant: section \(index)'s blocks cover \(nextItem) of \(section.itemCount) items")

        let fresh = packer(for: section.style).packAll(section)
        engineRequire(fresh.count == blocks.count && zip(fresh, blocks).allSatisfy(Self.sameBlock),
                      "FlowGeometry invariant: section \(index)'s blocks differ from packing it afresh:\n\(blocks)\n\(fresh)")
        engineRequire(sectionTree[index] == extent(of: section),
                      "FlowGeometry invariant: the section tree holds \(sectionTree[index]) for section \(index), whose extent is \(extent(of: section))")
    }

    /// Whether two blocks hold the same lines at the same place, up to rounding.
    static func sameBlock(_ a: FlowBlock, _ b: FlowBlock) -> Bool {
        var moved = a
        moved.top = b.top
        return moved == b && samePlace(a.top, b.top)
    }

    /// Whether two offsets along the scroll axis agree up to the rounding of sums taken in a
    /// different order: a chunk's start comes from a tree, a fresh pack's from a running sum.
    static func samePlace(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
}
