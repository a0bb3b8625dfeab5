/// A run of old elements and a run of new elements that belong to the same place: the whole
/// sequence in a flat diff, or one section present before and after in a sectioned one.
///
/// Matching trims the span's common prefix and suffix (elements that stay put); the middles are
/// then matched by position where they line up and by hash elsewhere.
@usableFromInline
struct MatchedSpan: Sendable {
    @usableFromInline var old: Range<Int>
    @usableFromInline var new: Range<Int>
    @usableFromInline var oldMiddle: Range<Int>
    @usableFromInline var newMiddle: Range<Int>

    @inlinable
    init(old: Range<Int>, new: Range<Int>) {
        self.old = old
        self.new = new
        oldMiddle = old
        newMiddle = new
    }

    /// The old index of new element `index`, which lies in this span's trimmed prefix or suffix.
    @inlinable
    func positionalOldIndex(ofNew index: Int) -> Int {
        index < newMiddle.lowerBound
            ? old.lowerBound + (index - new.lowerBound)
            : old.upperBound - (new.upperBound - index)
    }
}

/// Which old element each new element is (and the reverse), for the middles of a set of spans.
///
/// `newToOld` holds, for new index `j` (stored at `j - newBase`): `-1` when the element is new,
/// the old index `i` when the element stays, and `-(i + 2)` once ``finish(newCount:reloading:reconfiguring:)``
/// has decided it moves. `oldToNew` holds the new index or `-1`.
@usableFromInline
struct IdentifierMatching: Sendable {
    @usableFromInline var spans: [MatchedSpan]
    @usableFromInline var oldBase = 0
    @usableFromInline var oldToNew: [Int32] = []
    @usableFromInline var newBase = 0
    @usableFromInline var newToOld: [Int32] = []

    @inlinable
    init(spans: [MatchedSpan]) {
        self.spans = spans
    }
}

/// The largest element count a diff accepts: indices are stored in 31 bits.
@usableFromInline
let maximumDiffCount = Int(Int32.max) - 2

extension IdentifierMatching {
    /// How far ahead the anchoring pass looks for the two sequences to line up again.
    @usableFromInline
    static let anchorWindow = 4

    /// Matches the elements of `spans` (ranges of `old` and `new`) by identity.
    ///
    /// Three passes, so that only what changed is hashed:
    /// 1. each span's common prefix and suffix are set aside, compared by position (or not at all
    ///    when both sides are the same memory);
    /// 2. the middles are walked side by side, matching equal elements by position; at a mismatch
    ///    the walk looks up to ``anchorWindow`` elements ahead on either side for the nearest pair
    ///    that lines up again, and leaves the elements it skips pending;
    /// 3. pending old elements go into a ``HashSlots`` table and pending new elements are looked up
    ///    in it (and added when absent, so repeats among them are caught). When one side has
    ///    nothing pending, the other side's pending elements are all deleted (or inserted) and
    ///    nothing is hashed: an outline expanding 10⁵ children hashes none of them.
    ///
    /// With unique identifiers an element equal to another *is* that element, so matching by
    /// position finds the same pairs hashing would. With repeats every pair made is still of equal
    /// elements, so the batch built from it is still correct; a repeat is reported only when
    /// pass 3 meets it.
    ///
    /// - Complexity: O(n) expected, for n the elements of the spans; only the pending elements are
    ///   hashed. O(1) per span whose sides are the same memory.
    @inlinable
    static func match<ID: Hashable>(
        old: UnsafeBufferPointer<ID>,
        new: UnsafeBufferPointer<ID>,
        spans: [MatchedSpan],
        kind: DuplicateIdentifierError.Kind
    ) -> Result<IdentifierMatching, DuplicateIdentifierError> {
        engineRequire(old.count <= maximumDiffCount && new.count <= maximumDiffCount,
                      "diff: at most \(maximumDiffCount) elements, got \(old.count) and \(new.count)")
        var matching = IdentifierMatching(spans: spans)
        var oldLow = Int.max, oldHigh = Int.min, newLow = Int.max, newHigh = Int.min
        for index in matching.spans.indices {
            let span = matching.spans[index]
            let limit = Swift.min(span.old.count, span.new.count)
            var prefix = 0
            if let oldStart = old.baseAddress, let newStart = new.baseAddress,
               oldStart + span.old.lowerBound == newStart + span.new.lowerBound {
                prefix = limit  // the same memory on both sides: equal by construction
            } else {
                while prefix < limit && old[span.old.lowerBound + prefix] == new[span.new.lowerBound + prefix] {
                    prefix += 1
                }
            }
            var suffix = 0
            let suffixLimit = limit - prefix
            while suffix < suffixLimit && old[span.old.upperBound - 1 - suffix] == new[span.new.upperBound - 1 - suffix] {
                suffix += 1
            }
            let oldMiddle = (span.old.lowerBound + prefix)..<(span.old.upperBound - suffix)
            let newMiddle = (span.new.lowerBound + prefix)..<(span.new.upperBound - suffix)
            matching.spans[index].oldMiddle = oldMiddle
            matching.spans[index].newMiddle = newMiddle
            if !oldMiddle.isEmpty {
                oldLow = Swift.min(oldLow, oldMiddle.lowerBound)
                oldHigh = Swift.max(oldHigh, oldMiddle.upperBound)
            }
            if !newMiddle.isEmpty {
                newLow = Swift.min(newLow, newMiddle.lowerBound)
                newHigh = Swift.max(newHigh, newMiddle.upperBound)
            }
        }
        if oldLow > oldHigh && newLow > newHigh { return .success(matching) }
        let oldBase = oldLow <= oldHigh ? oldLow : 0
        let newBase = newLow <= newHigh ? newLow : 0
        var oldToNewStorage = [Int32](repeating: -1, count: oldLow <= oldHigh ? oldHigh - oldLow : 0)
        var newToOldStorage = [Int32](repeating: -1, count: newLow <= newHigh ? newHigh - newLow : 0)
        let spans = matching.spans
        let window = anchorWindow

        let failure: DuplicateIdentifierError? = oldToNewStorage.withUnsafeMutableBufferPointer { oldToNew in
            newToOldStorage.withUnsafeMutableBufferPointer { newToOld in
                // Pass 2: anchor by position.
                // Indices left for hashing; a typical update leaves a small fraction of each side.
                var oldPending: [Int32] = []
                var newPending: [Int32] = []
                oldPending.reserveCapacity(oldToNew.count / 8)
                newPending.reserveCapacity(newToOld.count / 8)
                for span in spans {
                    var i = span.oldMiddle.lowerBound, j = span.newMiddle.lowerBound
                    let oldEnd = span.oldMiddle.upperBound, newEnd = span.newMiddle.upperBound
                    while i < oldEnd && j < newEnd {
                        if old[i] == new[j] {
                            oldToNew[i - oldBase] = Int32(truncatingIfNeeded: j)
                            newToOld[j - newBase] = Int32(truncatingIfNeeded: i)
                            i += 1
                            j += 1
                            continue
                        }
                        var skipOld = 1, skipNew = 1
                        search: for distance in 1...window {
                            for ahead in 0...distance {
                                let oldIndex = i + ahead, newIndex = j + distance - ahead
                                if oldIndex < oldEnd && newIndex < newEnd && old[oldIndex] == new[newIndex] {
                                    skipOld = ahead
                                    skipNew = distance - ahead
                                    break search
                                }
                            }
                        }
                        for index in i..<(i + skipOld) { oldPending.append(Int32(truncatingIfNeeded: index)) }
                        for index in j..<(j + skipNew) { newPending.append(Int32(truncatingIfNeeded: index)) }
                        i += skipOld
                        j += skipNew
                    }
                    for index in i..<oldEnd { oldPending.append(Int32(truncatingIfNeeded: index)) }
                    for index in j..<newEnd { newPending.append(Int32(truncatingIfNeeded: index)) }
                }
                // With nothing pending on one side, everything pending on the other is inserted (or
                // deleted): nothing to hash. (An identifier repeated among them would only show in
                // pass 3; snapshots never hold repeats.)
                if oldPending.isEmpty || newPending.isEmpty { return nil }

                // Pass 3: hash what is left. Payloads are index + 1, with bit 31 set for new elements.
                let newFlag: UInt32 = 0x8000_0000
                let slots = HashSlots(count: oldPending.count + newPending.count)
                defer { slots.deallocate() }
                // Hash a batch, warm the slots it will probe, then probe them (see `HashSlots.warm`).
                let batch = 16
                var hashes = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                return withUnsafeMutableBytes(of: &hashes) { bytes -> DuplicateIdentifierError? in
                    let hashes = bytes.bindMemory(to: Int.self)
                    for start in stride(from: 0, to: oldPending.count, by: batch) {
                        let end = Swift.min(start + batch, oldPending.count)
                        var warmth: UInt64 = 0
                        for k in start..<end {
                            let hash = old[Int(oldPending[k])].hashValue
                            hashes[k - start] = hash
                            warmth ^= slots.warm(hash: hash)
                        }
                        keepAlive(warmth)
                        for k in start..<end {
                            let i = Int(oldPending[k])
                            let id = old[i]
                            if let found = slots.findOrInsert(hash: hashes[k - start], payload: UInt32(truncatingIfNeeded: i + 1),
                                                              isEqual: { old[Int($0) - 1] == id }) {
                                return DuplicateIdentifierError(side: .old, kind: kind, firstIndex: Int(found) - 1, duplicateIndex: i)
                            }
                        }
                    }
                    for start in stride(from: 0, to: newPending.count, by: batch) {
                        let end = Swift.min(start + batch, newPending.count)
                        var warmth: UInt64 = 0
                        for k in start..<end {
                            let hash = new[Int(newPending[k])].hashValue
                            hashes[k - start] = hash
                            warmth ^= slots.warm(hash: hash)
                        }
                        keepAlive(warmth)
                        for k in start..<end {
                            let j = Int(newPending[k])
                            let id = new[j]
                            let found = slots.findOrInsert(hash: hashes[k - start], payload: newFlag | UInt32(truncatingIfNeeded: j + 1)) { payload in
                                payload & newFlag != 0 ? new[Int(payload & ~newFlag) - 1] == id : old[Int(payload) - 1] == id
                            }
                            guard let found else { continue }
                            if found & newFlag != 0 {
                                return DuplicateIdentifierError(side: .new, kind: kind, firstIndex: Int(found & ~newFlag) - 1, duplicateIndex: j)
                            }
                            let i = Int(found) - 1
                            let previous = Int(oldToNew[i - oldBase])
                            if previous >= 0 {
                                return DuplicateIdentifierError(side: .new, kind: kind, firstIndex: previous, duplicateIndex: j)
                            }
                            oldToNew[i - oldBase] = Int32(truncatingIfNeeded: j)
                            newToOld[j - newBase] = Int32(truncatingIfNeeded: i)
                        }
                    }
                    return nil
                }
            }
        }
        if let failure { return .failure(failure) }
        matching.oldBase = oldBase
        matching.oldToNew = oldToNewStorage
        matching.newBase = newBase
        matching.newToOld = newToOldStorage
        return .success(matching)
    }

    /// Throws when an identifier occurs twice in `old` or in `new`.
    @inlinable
    static func requireUnique<ID: Hashable>(
        old: UnsafeBufferPointer<ID>, new: UnsafeBufferPointer<ID>, kind: DuplicateIdentifierError.Kind
    ) -> DuplicateIdentifierError? {
        if let (first, repeated) = firstRepeat(in: old) {
            return DuplicateIdentifierError(side: .old, kind: kind, firstIndex: first, duplicateIndex: repeated)
        }
        if let (first, repeated) = firstRepeat(in: new) {
            return DuplicateIdentifierError(side: .new, kind: kind, firstIndex: first, duplicateIndex: repeated)
        }
        return nil
    }
}

extension Int {
    /// The smallest power of two at least `self` (which must be positive).
    @inlinable
    var nextPowerOfTwo: Int {
        self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
