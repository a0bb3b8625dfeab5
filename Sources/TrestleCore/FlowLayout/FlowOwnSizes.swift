import Foundation

/// A section's own sizes: the items that have a size of their own, ascending, with those sizes.
///
/// The entries are kept in chunks of at most ``maxChunk``, each chunk's items after the previous
/// chunk's, so that a self-sizing view measuring a screenful at a time never copies the whole
/// store: setting a size finds its chunk by a binary search and inserts into that chunk alone,
/// splitting it in two when it overflows.
///
/// - Complexity: finding an item is O(log n) for n own sizes; setting k sizes costs
///   O(k (log n + maxChunk)) one at a time, or O(n + k) when a batch is large enough that
///   merging it into a fresh store is cheaper.
struct FlowOwnSizes: Sendable {
    /// A run of consecutive entries: distinct items, ascending, and their sizes, with its first
    /// item kept beside them so that finding an item's chunk reads one array.
    struct Chunk: Sendable, Equatable {
        var firstItem: Int
        var items: [Int]
        var sizes: [CGSize]

        init(items: [Int], sizes: [CGSize]) {
            firstItem = items[0]
            self.items = items
            self.sizes = sizes
        }
    }

    /// An entry's place: its chunk and its offset in it. The end is `(chunks.count, 0)`.
    struct Index: Comparable, Sendable {
        var chunk: Int
        var offset: Int

        static func < (lhs: Index, rhs: Index) -> Bool {
            lhs.chunk != rhs.chunk ? lhs.chunk < rhs.chunk : lhs.offset < rhs.offset
        }
    }

    /// What setting a size did.
    enum Change: Equatable {
        /// The item had that size already.
        case unchanged
        /// The item's size changed.
        case updated
        /// The item had no size of its own; it has one now.
        case inserted
    }

    /// The most entries a chunk holds; a chunk that grows past it is split in two.
    static let maxChunk = 512

    /// The chunks, none of them empty.
    private(set) var chunks: [Chunk] = []
    /// The number of entries.
    private(set) var count = 0

    /// No own sizes.
    init() {}

    /// The entries `items` (ascending, distinct) with `sizes`: one chunk when they fit,
    /// otherwise chunks three-quarters full.
    ///
    /// - Complexity: O(n), and no copy when they fit in one chunk.
    init(items: consuming [Int], sizes: consuming [CGSize]) {
        engineRequire(items.count == sizes.count, "FlowOwnSizes.init: \(items.count) items with \(sizes.count) sizes")
        count = items.count
        guard count > Self.maxChunk else {
            if count > 0 { chunks = [Chunk(items: items, sizes: sizes)] }
            return
        }
        let fill = Self.maxChunk * 3 / 4
        var start = 0
        while start < items.count {
            let end = Swift.min(start + fill, items.count)
            chunks.append(Chunk(items: Array(items[start..<end]), sizes: Array(sizes[start..<end])))
            start = end
        }
    }

    /// The item of the entry at `index`.
    @inline(__always)
    func item(at index: Index) -> Int { chunks[index.chunk].items[index.offset] }

    /// The size of the entry at `index`.
    @inline(__always)
    func size(at index: Index) -> CGSize { chunks[index.chunk].sizes[index.offset] }

    /// The place of the first entry whose item is `item` or after it (the end when none is).
    ///
    /// - Complexity: O(log n).
    func lowerBound(_ item: Int) -> Index {
        // The last chunk starting at or before `item`; if it ends before `item`, the next one.
        var low = 0, high = chunks.count
        while low < high {
            let mid = (low &+ high) >> 1
            if chunks[mid].firstItem <= item { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return startIndex }
        let offset = Self.lowerBound(item, in: chunks[low - 1].items)
        return offset < chunks[low - 1].items.count ? Index(chunk: low - 1, offset: offset) : Index(chunk: low, offset: 0)
    }

    /// The size of `item`, when it has one of its own.
    ///
    /// - Complexity: O(log n).
    func size(of item: Int) -> CGSize? {
        let index = lowerBound(item)
        return index != endIndex && self.item(at: index) == item ? size(at: index) : nil
    }

    /// Gives `item` the size `size`, and says what that changed and how many entries were written
    /// (the entries shifted to make room, and those moved to a new chunk by a split).
    ///
    /// - Complexity: O(log n + maxChunk), plus O(n / maxChunk) when a chunk is split.
    mutating func set(_ size: CGSize, for item: Int) -> (change: Change, written: Int) {
        guard !chunks.isEmpty else {
            chunks = [Chunk(items: [item], sizes: [size])]
            count = 1
            return (.inserted, 1)
        }
        var index = lowerBound(item)
        if index.offset == 0 && index.chunk > 0 && (index.chunk == chunks.count || chunks[index.chunk].firstItem != item) {
            // After the items of a chunk and before the next one's: at the end of the earlier.
            index = Index(chunk: index.chunk - 1, offset: chunks[index.chunk - 1].items.count)
        } else if chunks[index.chunk].items[index.offset] == item {
            guard chunks[index.chunk].sizes[index.offset] != size else { return (.unchanged, 0) }
            chunks[index.chunk].sizes[index.offset] = size
            return (.updated, 1)
        }
        let c = index.chunk
        chunks[c].items.insert(item, at: index.offset)
        chunks[c].sizes.insert(size, at: index.offset)
        if index.offset == 0 { chunks[c].firstItem = item }
        count += 1
        var written = chunks[c].items.count - index.offset
        if chunks[c].items.count > Self.maxChunk {
            let half = chunks[c].items.count / 2
            let upper = Chunk(items: Array(chunks[c].items[half...]), sizes: Array(chunks[c].sizes[half...]))
            chunks[c].items.removeSubrange(half...)
            chunks[c].sizes.removeSubrange(half...)
            chunks.insert(upper, at: c + 1)
            written += upper.items.count
        }
        return (.inserted, written)
    }

    /// Sets the sizes of `updates` (ascending, distinct items) and returns the items whose size
    /// changed (ascending), how many of them had none before, and how many entries were written.
    ///
    /// - Complexity: O(k (log n + maxChunk)) for k updates, or O(n + k) when k is a large enough
    ///   share of n that rebuilding is cheaper.
    mutating func merge(_ updates: [(item: Int, size: CGSize)]) -> (changed: [Int], inserted: Int, written: Int) {
        var changed: [Int] = []
        var inserted = 0
        var written = 0
        // One at a time an update shifts up to a chunk of entries; a merge copies them all once.
        if updates.count * (Self.maxChunk / 4) < count {
            for update in updates {
                let (change, moved) = set(update.size, for: update.item)
                written += moved
                if change != .unchanged { changed.append(update.item) }
                if change == .inserted { inserted += 1 }
            }
            return (changed, inserted, written)
        }
        var items: [Int] = [], sizes: [CGSize] = []
        items.reserveCapacity(count + updates.count)
        sizes.reserveCapacity(count + updates.count)
        var index = startIndex
        for update in updates {
            while index != endIndex && item(at: index) < update.item {
                items.append(item(at: index))
                sizes.append(size(at: index))
                index = self.index(after: index)
            }
            if index != endIndex && item(at: index) == update.item {
                if size(at: index) != update.size { changed.append(update.item) }
                index = self.index(after: index)
            } else {
                changed.append(update.item)
                inserted += 1
            }
            items.append(update.item)
            sizes.append(update.size)
        }
        while index != endIndex {
            items.append(item(at: index))
            sizes.append(size(at: index))
            index = self.index(after: index)
        }
        if !changed.isEmpty { self = FlowOwnSizes(items: items, sizes: sizes) }
        return (changed, inserted, changed.isEmpty ? 0 : items.count)
    }

    /// Traps with a description of the first broken rule: chunks are non-empty and at most
    /// ``maxChunk`` long, items ascend and are distinct across chunks, each item has a size, and
    /// ``count`` counts them.
    ///
    /// - Complexity: O(n).
    func checkInvariants(_ context: String) {
        var total = 0
        var previous = Int.min
        for (c, chunk) in chunks.enumerated() {
            engineRequire(!chunk.items.isEmpty && chunk.items.count <= Self.maxChunk,
                          "\(context): own-size chunk \(c) holds \(chunk.items.count) entries")
            engineRequire(chunk.items.count == chunk.sizes.count,
                          "\(context): own-size chunk \(c) has \(chunk.items.count) items and \(chunk.sizes.count) sizes")
            engineRequire(chunk.firstItem == chunk.items[0],
                          "\(context): own-size chunk \(c) starts at item \(chunk.items[0]), its first item says \(chunk.firstItem)")
            for item in chunk.items {
                engineRequire(item > previous, "\(context): own sizes are not ascending and distinct at item \(item)")
                previous = item
            }
            total += chunk.items.count
        }
        engineRequire(total == count, "\(context): the own sizes count \(count) entries, their chunks hold \(total)")
    }

    private static func lowerBound(_ item: Int, in items: [Int]) -> Int {
        var low = 0, high = items.count
        while low < high {
            let mid = (low &+ high) >> 1
            if items[mid] < item { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension FlowOwnSizes: Collection {
    var startIndex: Index { Index(chunk: 0, offset: 0) }
    var endIndex: Index { Index(chunk: chunks.count, offset: 0) }
    var isEmpty: Bool { count == 0 }

    func index(after index: Index) -> Index {
        index.offset + 1 < chunks[index.chunk].items.count
            ? Index(chunk: index.chunk, offset: index.offset + 1)
            : Index(chunk: index.chunk + 1, offset: 0)
    }

    subscript(index: Index) -> (item: Int, size: CGSize) {
        (chunks[index.chunk].items[index.offset], chunks[index.chunk].sizes[index.offset])
    }
}

extension FlowOwnSizes: Equatable {
    /// Equal when they hold the same items with the same sizes, however they are chunked.
    static func == (lhs: FlowOwnSizes, rhs: FlowOwnSizes) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.item == $1.item && $0.size == $1.size }
    }
}
