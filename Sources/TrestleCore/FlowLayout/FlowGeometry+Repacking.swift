import Foundation

/// The work a geometry's mutations did, counted as they go, so that tests can check that
/// measuring an item costs a few blocks and entries however many items are measured already.
/// Statistics, not state: two geometries are equal whatever their counts.
struct FlowWork: Sendable, Equatable {
    /// Blocks the packer produced.
    var blocksPacked = 0
    /// Blocks written into block lists: the re-packed ones and the rest of the chunks they fall in.
    var blocksWritten = 0
    /// Own-size entries written: set, shifted to make room, moved by a split or copied by a merge.
    var ownSizesWritten = 0

    static func == (lhs: FlowWork, rhs: FlowWork) -> Bool { true }
}

extension FlowPacker {
    /// Re-packs `section` from the line holding the item before `changedItem` to its end:
    /// after a change that can move items, take own sizes away or change every line (an update,
    /// a new style or width). `changedItem` is the first item whose size, or whose presence,
    /// changed; 0 packs the whole section. The blocks must cover the items before `changedItem`.
    /// Returns the number of blocks packed and written.
    ///
    /// - Complexity: O(log blocks + blocks and own sizes from the restart on).
    @discardableResult
    func repack(_ section: inout FlowSection, from changedItem: Int) -> (packed: Int, written: Int) {
        let covered = section.blocks.lastBlock?.endItem ?? 0
        var start = section.blocks.startIndex
        if changedItem > 0 && covered > 0 && section.itemCount > 0 {
            start = section.restartPosition(for: min(changedItem, covered))
        }
        let first = start == section.blocks.endIndex ? 0 : section.blocks.stored(start).firstItem
        var blocks: [FlowBlock] = []
        pack(section, from: first, top: 0) { blocks.append($0); return true }
        let packed = blocks.count
        guard start != section.blocks.startIndex else {
            section.blocks = FlowBlockList(blocks, spacing: metrics.lineSpacing)
            return (packed, packed)
        }
        let written = section.blocks.replace(from: start, to: section.blocks.endIndex, with: blocks,
                                             spacing: metrics.lineSpacing)
        return (packed, written)
    }

    /// Re-packs `section` after the sizes of the `changed` items (ascending, distinct) changed and
    /// nothing else did, in one pass over windows of lines.
    ///
    /// A window starts at the line holding the item before its first change (or the run before
    /// it, as ``repack(_:from:)`` does) and ends as soon as packing reaches a line that starts
    /// at the same item as an old line, with every change of the window before it and the next
    /// window starting at that line or later: from there packing would give the old lines again
    /// — the same items, only moved along the scroll axis — so they are kept, and the block list
    /// moves them by the change in the window's extent. Returns the number of blocks packed and
    /// written.
    ///
    /// - Complexity: for each window, O(log blocks + maxChunk) plus the blocks and own sizes of
    ///   its lines; a change that keeps line breaks re-packs one or two lines.
    @discardableResult
    func repack(_ section: inout FlowSection, changed: [Int]) -> (packed: Int, written: Int) {
        var next = 0
        var packed = 0, written = 0
        while next < changed.count {
            let (start, end, blocks) = window(section, changed: changed, next: &next)
            packed += blocks.count
            written += section.blocks.replace(from: start, to: end, with: blocks, spacing: metrics.lineSpacing)
        }
        return (packed, written)
    }

    /// Packs the window of `changed[next]`, advancing `next` past the changes it covers; returns
    /// the old blocks it replaces (from `start` up to `end`) and the new ones.
    private func window(_ section: FlowSection, changed: [Int], next: inout Int)
        -> (start: FlowBlockList.Position, end: FlowBlockList.Position, blocks: [FlowBlock]) {
        let old = section.blocks
        let start = section.restartPosition(for: changed[next])
        var end = old.endIndex
        var scan = start
        var blocks: [FlowBlock] = []
        blocks.reserveCapacity(8)
        pack(section, from: old.stored(start).firstItem, top: 0) { block in
            blocks.append(block)
            let resumed = block.endItem
            while next < changed.count && changed[next] < resumed { next += 1 }
            if next < changed.count && changed[next] == resumed { return true }
            // An old line starting at `resumed`?
            while scan != old.endIndex && old.stored(scan).endItem <= resumed { scan = old.index(after: scan) }
            guard scan != old.endIndex, old.stored(scan).firstItem == resumed else { return true }
            // The next window must not start before the old lines kept.
            if next < changed.count && section.restartPosition(for: changed[next]) < scan { return true }
            end = scan
            return false
        }
        return (start, end, blocks)
    }
}

extension FlowGeometry {
    /// Re-packs `section` from the line of the item before `changedItem` to its end, and updates
    /// its extent.
    mutating func repack(section: Int, from changedItem: Int = 0) {
        let (packed, written) = packer(for: sections[section].style).repack(&sections[section], from: changedItem)
        work.blocksPacked += packed
        work.blocksWritten += written
        sectionTree.set(extent(of: sections[section]), at: section)
    }

    /// Re-packs `section` around the `changed` items (ascending, distinct), whose sizes alone
    /// changed, and updates its extent.
    mutating func repack(section: Int, changed: [Int]) {
        let (packed, written) = packer(for: sections[section].style).repack(&sections[section], changed: changed)
        work.blocksPacked += packed
        work.blocksWritten += written
        sectionTree.set(extent(of: sections[section]), at: section)
    }
}
