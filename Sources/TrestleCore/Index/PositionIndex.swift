/// A hash index from the elements of an array the caller keeps to their positions in it: what a
/// diffable snapshot uses to find an item identifier in O(1).
///
/// Like ``HashSlots``, it stores no keys, only one 64-bit word per slot: the upper half holds a tag
/// taken from the element's hash, the lower half the position plus one (0 marks an empty slot).
/// Callers pass the element's hash and a test that the element at a position is the one sought; the
/// tag rules out almost every unequal candidate without touching the caller's array, so inserting a
/// new element reads nothing but the slots.
///
/// An entry's first slot comes from its tag alone, so growing rehashes the words without asking for
/// any element's hash again, and removing shifts later entries back (no tombstones). Linear probing,
/// at most 13/16 full (a failed probe stays short while 100,000 entries still fit 131,072 slots). A
/// value type with copy-on-write storage.
///
/// - Complexity: O(1) expected for every lookup, insertion, removal and position change.
@usableFromInline
package struct PositionIndex: Sendable {
    /// The slots; mutated only through a uniquely referenced instance.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline let words: UnsafeMutablePointer<UInt64>
        @usableFromInline let mask: Int
        // Read and written in every insertion's loop: a dynamic exclusivity check on each access
        // cost more than the probe. The index is a value type whose storage is uniquely
        // referenced whenever it is written, so no two accesses can overlap.
        @usableFromInline @exclusivity(unchecked) var count = 0

        @inlinable
        init(capacity slots: Int) {
            words = .allocate(capacity: slots)
            words.initialize(repeating: 0, count: slots)
            mask = slots - 1
        }

        deinit { words.deallocate() }

        /// The most entries the slots take before growing.
        @inlinable
        var limit: Int { (mask + 1) / 16 * 13 }
    }

    @usableFromInline static let empty = Storage(capacity: 1)

    @usableFromInline var storage: Storage

    /// An empty index; it allocates on the first insertion.
    @inlinable
    package init() { storage = Self.empty }

    /// The number of entries.
    @inlinable
    package var count: Int { storage.count }

    /// The number of slots.
    @inlinable
    package var slotCount: Int { storage.mask + 1 }

    // MARK: Words

    /// The word's tag: 32 bits from both halves of a hash value.
    @inlinable
    static func tag(_ hash: Int) -> UInt64 {
        let bits = UInt64(UInt(bitPattern: hash))
        return ((bits >> 32) ^ bits) << 32
    }

    @inlinable
    static func word(tag: UInt64, position: Int) -> UInt64 {
        tag | UInt64(UInt32(position + 1))
    }

    @inlinable
    static func position(_ word: UInt64) -> Int {
        Int(UInt32(truncatingIfNeeded: word)) - 1
    }

    /// The slot an entry with this word starts probing at.
    @inlinable
    static func home(_ word: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: word >> 32) & mask
    }

    // MARK: Lookup

    /// The position of the element with hash value `hash` for which `isElement` holds, or nil.
    @inlinable
    package func find(hash: Int, isElement: (Int) -> Bool) -> Int? {
        let storage = storage
        if storage.count == 0 { return nil }
        let tag = Self.tag(hash)
        var slot = Self.home(tag, mask: storage.mask)
        while true {
            let word = storage.words[slot]
            if word == 0 { return nil }
            if word & 0xFFFF_FFFF_0000_0000 == tag, isElement(Self.position(word)) { return Self.position(word) }
            slot = (slot + 1) & storage.mask
        }
    }

    // MARK: Changes

    /// Records that the element with hash value `hash` is at `position`, unless an element for
    /// which `isElement` holds is recorded already: then returns that one's position and changes
    /// nothing.
    @inlinable
    package mutating func insert(hash: Int, position: Int, isElement: (Int) -> Bool) -> Int? {
        precondition(position >= 0 && position < Int(UInt32.max), "PositionIndex: position out of range")
        reserveCapacity(count + 1)
        return insertReserved(hash: hash, position: position, isElement: isElement)
    }

    /// ``insert(hash:position:isElement:)`` into an index already made unique and large enough
    /// with ``reserveCapacity(_:)`` for every entry being added: no growth or copy check per entry.
    @inlinable
    package mutating func insertReserved(hash: Int, position: Int, isElement: (Int) -> Bool) -> Int? {
        let storage = storage
        engineRequire(storage.count < storage.limit || storage.count == 0 && storage.mask > 0,
                      "PositionIndex.insertReserved: no room reserved")
        let tag = Self.tag(hash)
        var slot = Self.home(tag, mask: storage.mask)
        while true {
            let word = storage.words[slot]
            if word == 0 {
                storage.words[slot] = Self.word(tag: tag, position: position)
                storage.count += 1
                return nil
            }
            if word & 0xFFFF_FFFF_0000_0000 == tag, isElement(Self.position(word)) { return Self.position(word) }
            slot = (slot + 1) & storage.mask
        }
    }

    /// The slot holding the entry for `position`, whose element has hash value `hash`.
    @inlinable
    func slot(hash: Int, position: Int) -> Int {
        let storage = storage
        let wanted = Self.word(tag: Self.tag(hash), position: position)
        var slot = Self.home(wanted, mask: storage.mask)
        while storage.words[slot] != wanted {
            precondition(storage.words[slot] != 0, "PositionIndex: no entry for position \(position)")
            slot = (slot + 1) & storage.mask
        }
        return slot
    }

    /// Removes the entry for `position`, whose element has hash value `hash`.
    @inlinable
    package mutating func remove(hash: Int, position: Int) {
        makeUnique()
        let storage = storage
        var hole = slot(hash: hash, position: position)
        storage.words[hole] = 0
        storage.count -= 1
        // Backward-shift deletion: move back each later entry of the run that may sit in the hole
        // (its first slot is not between the hole and it), so no lookup meets an empty slot early.
        var next = hole
        while true {
            next = (next + 1) & storage.mask
            let word = storage.words[next]
            if word == 0 { return }
            let home = Self.home(word, mask: storage.mask)
            if (next &- home) & storage.mask >= (next &- hole) & storage.mask {
                storage.words[hole] = word
                storage.words[next] = 0
                hole = next
            }
        }
    }

    /// Records that the element with hash value `hash` moved from `old` to `new`.
    ///
    /// - Precondition: no entry is for `new` at the time.
    @inlinable
    package mutating func move(hash: Int, from old: Int, to new: Int) {
        makeUnique()
        let slot = slot(hash: hash, position: old)
        storage.words[slot] = (storage.words[slot] & 0xFFFF_FFFF_0000_0000) | UInt64(UInt32(new + 1))
    }

    /// Replaces every entry's position `p` with `transform(p)`, visiting every slot once without
    /// any element's hash: cheaper than ``move(hash:from:to:)`` when most entries move.
    @inlinable
    package mutating func movePositions(_ transform: (Int) -> Int) {
        makeUnique()
        let storage = storage
        for slot in 0...storage.mask {
            let word = storage.words[slot]
            if word == 0 { continue }
            let position = Self.position(word)
            let moved = transform(position)
            if moved != position { storage.words[slot] = (word & 0xFFFF_FFFF_0000_0000) | UInt64(UInt32(moved + 1)) }
        }
    }

    /// Makes room for `minimumCount` entries without growing again.
    @inlinable
    package mutating func reserveCapacity(_ minimumCount: Int) {
        if minimumCount <= storage.limit {
            makeUnique()
            return
        }
        var slots = 16
        while slots / 16 * 13 < minimumCount { slots *= 2 }
        rehash(slots: slots)
    }

    /// Removes every entry, keeping the slots when they are not shared.
    @inlinable
    package mutating func removeAll() {
        if storage.count == 0 { return }
        if isKnownUniquelyReferenced(&storage) {
            storage.words.update(repeating: 0, count: storage.mask + 1)
            storage.count = 0
        } else {
            storage = Self.empty
        }
    }

    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { rehash(slots: storage.mask + 1) }
    }

    /// Moves the entries into `slots` fresh slots (a power of two, ≥ 16/13 of the count).
    @inlinable
    mutating func rehash(slots: Int) {
        let old = storage
        let new = Storage(capacity: slots)
        if old.mask + 1 == slots {
            new.words.update(from: old.words, count: slots)
        } else {
            for slot in 0...old.mask {
                let word = old.words[slot]
                if word == 0 { continue }
                var target = Self.home(word, mask: new.mask)
                while new.words[target] != 0 { target = (target + 1) & new.mask }
                new.words[target] = word
            }
        }
        new.count = old.count
        storage = new
    }

    // MARK: Invariants

    /// Traps unless the count matches the occupied slots, no position is recorded twice, the load
    /// stays under the limit, and every entry is reachable from its first slot (no empty slot
    /// between them).
    ///
    /// - Complexity: O(slots).
    package func checkInvariants() {
        let storage = storage
        var occupied = 0
        var positions = Set<Int>()
        for slot in 0...storage.mask {
            let word = storage.words[slot]
            if word == 0 { continue }
            occupied += 1
            engineRequire(positions.insert(Self.position(word)).inserted, "PositionIndex: position \(Self.position(word)) recorded twice")
            var probe = Self.home(word, mask: storage.mask)
            while probe != slot {
                engineRequire(storage.words[probe] != 0, "PositionIndex: the entry in slot \(slot) is cut off from its first slot")
                probe = (probe + 1) & storage.mask
            }
        }
        engineRequire(occupied == storage.count, "PositionIndex: count \(storage.count), but \(occupied) slots are occupied")
        engineRequire(storage.count == 0 || storage.count <= storage.limit, "PositionIndex: over 13/16 full")
    }
}
