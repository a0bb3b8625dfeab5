import Foundation

/// A section's packed lines: its ``FlowBlock``s in order, in chunks of at most ``maxChunk``.
///
/// A block's stored `top` is measured from its chunk's first line, which is at 0; each chunk's
/// extent — from its first line to where the next chunk's first line starts — is a leaf of a sum
/// tree. So when a re-packed stretch of lines grows or shrinks, the blocks after it keep their
/// stored values and only the rebuilt chunks' leaves change: every later chunk moves along the
/// scroll axis in O(log chunks). A block's place from the section's first line is its chunk's
/// start, read from the tree, plus its stored top.
///
/// Within a chunk, tops are always a running sum from its first line, as a fresh pack computes
/// them; chunk starts are sums in the tree, so a place may differ from a running sum over the
/// whole section in the last bits.
///
/// - Complexity: finding the block holding an item, or the first one reaching an offset,
///   O(log b) for b blocks; replacing a stretch of j blocks, O(j + maxChunk + log b), plus
///   O(b / maxChunk) when the number of chunks changes.
struct FlowBlockList: Sendable {
    /// A block's place: its chunk and its offset in it. The end is `(chunks.count, 0)`.
    struct Position: Comparable, Sendable {
        var chunk: Int
        var offset: Int

        static func < (lhs: Position, rhs: Position) -> Bool {
            lhs.chunk != rhs.chunk ? lhs.chunk < rhs.chunk : lhs.offset < rhs.offset
        }
    }

    /// The most blocks a chunk holds; longer stretches are cut into chunks three-quarters full.
    static let maxChunk = 256
    /// Fewer blocks than this, and a rebuilt chunk takes in a neighbour.
    static let minChunk = maxChunk / 4

    /// A chunk: its blocks, tops measured from its first line, and its first item (kept beside
    /// them, so that finding the chunk holding an item reads one array).
    struct Chunk: Sendable {
        var firstItem: Int
        var blocks: [FlowBlock]
    }

    /// The chunks, none of them empty.
    private(set) var chunks: [Chunk] = []
    /// Each chunk's extent — its last block's next top — once there are two chunks or more (the
    /// first chunk starts at 0, so one chunk needs no tree).
    private var extents: SectionSumTree?
    /// The number of blocks.
    private(set) var count = 0

    /// No blocks.
    init() {}

    /// `blocks` (ordered, contiguous), in chunks; their tops are not read but summed afresh.
    ///
    /// - Complexity: O(b), and no copy of `blocks` when they fit in one chunk.
    init(_ blocks: consuming [FlowBlock], spacing: Double) {
        count = blocks.count
        chunks = Self.cut(blocks, spacing: spacing)
        rebuildExtents(spacing: spacing)
    }

    // MARK: Reading

    /// Where chunk `chunk`'s first line starts, from the section's first line.
    ///
    /// - Complexity: O(log chunks).
    func chunkStart(_ chunk: Int) -> Double { extents?.prefix(chunk) ?? 0 }

    /// The block at `position` as stored: its top measured from its chunk's first line.
    @inline(__always)
    func stored(_ position: Position) -> FlowBlock { chunks[position.chunk].blocks[position.offset] }

    /// Whether `position` holds the last block.
    func isLast(_ position: Position) -> Bool {
        position.chunk == chunks.count - 1 && position.offset == chunks[position.chunk].blocks.count - 1
    }

    /// The position of the block before `position`, or `nil` for the first.
    func position(before position: Position) -> Position? {
        if position.offset > 0 { return Position(chunk: position.chunk, offset: position.offset - 1) }
        guard position.chunk > 0 else { return nil }
        return Position(chunk: position.chunk - 1, offset: chunks[position.chunk - 1].blocks.count - 1)
    }

    /// The last block, placed; `nil` when there are none.
    var lastBlock: FlowBlock? {
        guard let last = chunks.last else { return nil }
        return self[Position(chunk: chunks.count - 1, offset: last.blocks.count - 1)]
    }

    /// The position of the block holding `item`, or the end when the blocks end before it.
    ///
    /// - Complexity: O(log b).
    func position(containing item: Int) -> Position {
        // The last chunk starting at or before `item`.
        var low = 0, high = chunks.count
        while low < high {
            let mid = (low &+ high) >> 1
            if chunks[mid].firstItem <= item { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return chunks.isEmpty ? endIndex : startIndex }
        let chunk = chunks[low - 1].blocks
        var first = 0, last = chunk.count
        while first < last {
            let mid = (first &+ last) >> 1
            if chunk[mid].endItem <= item { first = mid + 1 } else { last = mid }
        }
        return first < chunk.count ? Position(chunk: low - 1, offset: first) : endIndex
    }

    /// The position of the first block whose last line's trailing edge is at or after `offset`
    /// (from the section's first line), or the end when none is.
    ///
    /// - Complexity: O(log b); O(log² chunks) when chunks before the one the tree finds end
    ///   exactly at `offset` (lines of no extent and no spacing).
    func position(endingAtOrAfter offset: Double, spacing: Double) -> Position {
        func endsBefore(_ chunk: Int) -> Bool {
            let blocks = chunks[chunk].blocks
            return chunkStart(chunk) + blocks[blocks.count - 1].bottom(spacing: spacing) < offset
        }
        // The first chunk whose last block ends at or after `offset`: the first whose extent
        // reaches past it, or the next one when `offset` is in the spacing after its last line.
        guard !chunks.isEmpty else { return endIndex }
        var low = extents?.index(endingAfter: offset) ?? (endsBefore(0) ? 1 : 0)
        if low > 0 && !endsBefore(low - 1) {
            // Earlier chunks end exactly at `offset`: search them.
            var lower = 0, upper = low - 1
            while lower < upper {
                let mid = (lower &+ upper) >> 1
                if endsBefore(mid) { lower = mid + 1 } else { upper = mid }
            }
            low = lower
        }
        while low < chunks.count && endsBefore(low) { low += 1 }
        guard low < chunks.count else { return endIndex }
        let chunk = chunks[low].blocks
        let local = offset - chunkStart(low)
        var first = 0, last = chunk.count
        while first < last {
            let mid = (first &+ last) >> 1
            if chunk[mid].bottom(spacing: spacing) < local { first = mid + 1 } else { last = mid }
        }
        // Rounding can put the offset between the chunk's last bottom and its start's sum.
        return Position(chunk: low, offset: Swift.min(first, chunk.count - 1))
    }

    /// Calls `body` with the position of each block from `position` on and the block placed,
    /// in order, until it returns `false`.
    ///
    /// - Complexity: O(log chunks) for each chunk reached, O(1) for each block.
    func forEach(from position: Position, _ body: (Position, FlowBlock) -> Bool) {
        var chunk = position.chunk
        var offset = position.offset
        while chunk < chunks.count {
            let start = chunkStart(chunk)
            let blocks = chunks[chunk].blocks
            while offset < blocks.count {
                var block = blocks[offset]
                block.top += start
                if !body(Position(chunk: chunk, offset: offset), block) { return }
                offset += 1
            }
            chunk += 1
            offset = 0
        }
    }

    // MARK: Changing

    /// Replaces the blocks from `start` up to `end` (the end position to replace every block
    /// after `start`) with `blocks`, which must cover the same items. Their tops are not read:
    /// every chunk rebuilt has its tops summed afresh from its first line, `spacing` apart as
    /// packing places them. Returns the number of blocks written.
    ///
    /// Only the chunks holding `start` and `end` and those between are rebuilt (a rebuilt chunk
    /// with few blocks also takes in a neighbour); the chunks after keep their blocks as stored
    /// and move by the change in the rebuilt chunks' extents.
    ///
    /// - Complexity: O(j + maxChunk + (chunks between) + log chunks) for j new blocks, plus
    ///   O(chunks) when the number of chunks changes.
    @discardableResult
    mutating func replace(from start: Position, to end: Position, with blocks: [FlowBlock], spacing: Double) -> Int {
        engineRequire(start <= end, "FlowBlockList.replace: \(start) is after \(end)")
        // Within one chunk that stays within bounds: in place, summing tops from `start` on.
        let chunk = start.chunk
        let endOffset: Int? = chunk >= chunks.count || blocks.isEmpty ? nil
            : end.chunk == chunk ? end.offset
            : end.chunk == chunk + 1 && end.offset == 0 ? chunks[chunk].blocks.count
            : nil
        if let endOffset {
            let removed = endOffset - start.offset
            let newCount = chunks[chunk].blocks.count - removed + blocks.count
            if newCount >= Self.minChunk || chunks.count == 1, newCount <= Self.maxChunk {
                var top = start.offset == 0 ? 0 : chunks[chunk].blocks[start.offset - 1].nextTop(spacing: spacing)
                chunks[chunk].blocks.replaceSubrange(start.offset..<endOffset, with: blocks)
                for i in start.offset..<newCount {
                    chunks[chunk].blocks[i].top = top
                    top = chunks[chunk].blocks[i].nextTop(spacing: spacing)
                }
                count += blocks.count - removed
                extents?.set(top, at: chunk)
                return newCount - start.offset
            }
        }
        var first = start.chunk
        var last: Int
        var region: [FlowBlock] = []
        if first < chunks.count { region += chunks[first].blocks[..<start.offset] }
        region += blocks
        if end.chunk >= chunks.count {
            last = chunks.count - 1
        } else if end.offset == 0 && end.chunk > first {
            last = end.chunk - 1
        } else {
            last = end.chunk
            region += chunks[last].blocks[end.offset...]
        }
        if region.count < Self.minChunk {
            if last + 1 < chunks.count {
                last += 1
                region += chunks[last].blocks
            } else if first > 0 {
                first -= 1
                region = chunks[first].blocks + region
            }
        }
        let written = region.count
        let pieces = Self.cut(consume region, spacing: spacing)
        let replaced = first..<(last + 1)
        var removed = 0
        for chunk in replaced { removed += chunks[chunk].blocks.count }
        count += written - removed
        chunks.replaceSubrange(replaced, with: pieces)
        if pieces.count == replaced.count, extents != nil {
            for i in pieces.indices { extents!.set(Self.extent(of: pieces[i], spacing: spacing), at: first + i) }
        } else {
            rebuildExtents(spacing: spacing)
        }
        return written
    }

    /// A chunk's extent: where the next chunk's first line starts, from its own first line.
    private static func extent(of chunk: Chunk, spacing: Double) -> Double {
        chunk.blocks[chunk.blocks.count - 1].nextTop(spacing: spacing)
    }

    /// Builds the extents tree afresh, or drops it when there are fewer than two chunks.
    private mutating func rebuildExtents(spacing: Double) {
        extents = chunks.count < 2 ? nil : SectionSumTree(chunks.map { Self.extent(of: $0, spacing: spacing) })
    }

    /// `blocks` cut into chunks — one when it fits, otherwise chunks three-quarters full — each
    /// with its tops summed from 0.
    private static func cut(_ blocks: consuming [FlowBlock], spacing: Double) -> [Chunk] {
        guard !blocks.isEmpty else { return [] }
        if blocks.count <= maxChunk {
            var top = 0.0
            for i in blocks.indices {
                blocks[i].top = top
                top = blocks[i].nextTop(spacing: spacing)
            }
            return [Chunk(firstItem: blocks[0].firstItem, blocks: blocks)]
        }
        let pieces = (blocks.count + maxChunk * 3 / 4 - 1) / (maxChunk * 3 / 4)
        var result: [Chunk] = []
        result.reserveCapacity(pieces)
        var start = 0
        for piece in 0..<pieces {
            let end = start + (blocks.count - start) / (pieces - piece)
            var chunk = Array(blocks[start..<end])
            var top = 0.0
            for i in chunk.indices {
                chunk[i].top = top
                top = chunk[i].nextTop(spacing: spacing)
            }
            result.append(Chunk(firstItem: chunk[0].firstItem, blocks: chunk))
            start = end
        }
        return result
    }

    // MARK: Invariants

    /// Traps with a description of the first broken rule: chunks are non-empty and at most
    /// ``maxChunk`` long; each chunk's tops are a running sum from 0, `spacing` apart; the first
    /// items and the extents tree (there from two chunks on) match the chunks, and ``count``
    /// counts the blocks.
    ///
    /// - Complexity: O(b).
    func checkInvariants(spacing: Double, _ context: String) {
        extents?.checkInvariants()
        engineRequire((extents?.count ?? 0) == (chunks.count < 2 ? 0 : chunks.count),
                      "\(context): \(chunks.count) block chunks, \(extents?.count ?? 0) extents")
        var total = 0
        for (c, chunk) in chunks.enumerated() {
            let blocks = chunk.blocks
            engineRequire(!blocks.isEmpty && blocks.count <= Self.maxChunk, "\(context): block chunk \(c) holds \(blocks.count) blocks")
            engineRequire(chunk.firstItem == blocks[0].firstItem,
                          "\(context): block chunk \(c) starts at item \(blocks[0].firstItem), its first item says \(chunk.firstItem)")
            var top = 0.0
            for (i, block) in blocks.enumerated() {
                engineRequire(block.top == top, "\(context): block \(i) of chunk \(c) starts at \(block.top), not \(top)")
                top = block.nextTop(spacing: spacing)
            }
            if let extents {
                engineRequire(extents[c] == top, "\(context): block chunk \(c) has extent \(extents[c]), its blocks \(top)")
            }
            total += blocks.count
        }
        engineRequire(total == count, "\(context): the blocks count \(count), their chunks hold \(total)")
    }
}

extension FlowBlockList: Collection {
    var startIndex: Position { Position(chunk: 0, offset: 0) }
    var endIndex: Position { Position(chunk: chunks.count, offset: 0) }
    var isEmpty: Bool { count == 0 }

    func index(after position: Position) -> Position {
        position.offset + 1 < chunks[position.chunk].blocks.count
            ? Position(chunk: position.chunk, offset: position.offset + 1)
            : Position(chunk: position.chunk + 1, offset: 0)
    }

    /// The block at `position`, placed: its top measured from the section's first line.
    ///
    /// - Complexity: O(log chunks).
    subscript(position: Position) -> FlowBlock {
        var block = chunks[position.chunk].blocks[position.offset]
        block.top += chunkStart(position.chunk)
        return block
    }
}

extension FlowBlockList: Equatable {
    /// Equal when they hold the same blocks at the same places, however they are chunked.
    static func == (lhs: FlowBlockList, rhs: FlowBlockList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
