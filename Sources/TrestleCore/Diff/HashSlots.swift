/// An open-addressing hash table of 32-bit payloads, one 64-bit word per slot: the upper half
/// holds the element's hash bits (a tag that rules out most unequal candidates without touching
/// the elements), the lower half the payload. Linear probing; no removal.
///
/// The diff uses it instead of `Dictionary<Identifier, Int>` because it stores no keys (the
/// payload is an index into the caller's buffer), is half the size, and allocates once.
@usableFromInline
struct HashSlots {
    @usableFromInline let words: UnsafeMutablePointer<UInt64>
    @usableFromInline let mask: Int

    /// A table for up to `count` entries, at most 80 % full.
    @inlinable
    init(count: Int) {
        let size = Swift.max(16, (count + count / 4 + 1).nextPowerOfTwo)
        words = .allocate(capacity: size)
        words.initialize(repeating: 0, count: size)
        mask = size - 1
    }

    @inlinable
    func deallocate() {
        words.deallocate()
    }

    /// Returns the payload of an entry for which `isEqual` holds among those with `element`'s hash
    /// tag, or stores `payload` (which must not be 0) and returns nil.
    @inlinable
    func findOrInsert<Element: Hashable>(_ element: Element, payload: UInt32, isEqual: (UInt32) -> Bool) -> UInt32? {
        findOrInsert(hash: element.hashValue, payload: payload, isEqual: isEqual)
    }

    /// The first slot `hash` probes, read so that it is in cache by the time it is needed.
    ///
    /// Reading the first slots of a batch of lookups before doing any of them lets the processor
    /// wait for those cache misses in parallel rather than one after another.
    @inlinable
    func warm(hash: Int) -> UInt64 {
        words[Int(truncatingIfNeeded: hash) & mask]
    }

    /// `findOrInsert(_:payload:isEqual:)` with the element's hash value already computed.
    @inlinable
    func findOrInsert(hash hashValue: Int, payload: UInt32, isEqual: (UInt32) -> Bool) -> UInt32? {
        let hash = UInt64(UInt(bitPattern: hashValue))
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let word = words[slot]
            if word == 0 {
                words[slot] = tag | UInt64(payload)
                return nil
            }
            if word & 0xFFFF_FFFF_0000_0000 == tag {
                let found = UInt32(truncatingIfNeeded: word)
                if isEqual(found) { return found }
            }
            slot = (slot + 1) & mask
        }
    }
}

/// Keeps the value of warming reads alive so the optimiser cannot drop them.
@usableFromInline @_optimize(none)
func keepAlive(_ value: UInt64) {}

/// The first repeat in `elements`: the index of the earlier occurrence and of the later one.
///
/// - Complexity: O(n) expected.
@inlinable
func firstRepeat<Element: Hashable>(in elements: UnsafeBufferPointer<Element>) -> (first: Int, repeat: Int)? {
    if elements.count < 2 { return nil }
    let slots = HashSlots(count: elements.count)
    defer { slots.deallocate() }
    for index in elements.indices {
        let element = elements[index]
        if let found = slots.findOrInsert(element, payload: UInt32(truncatingIfNeeded: index + 1),
                                          isEqual: { elements[Int($0) - 1] == element }) {
            return (Int(found) - 1, index)
        }
    }
    return nil
}
