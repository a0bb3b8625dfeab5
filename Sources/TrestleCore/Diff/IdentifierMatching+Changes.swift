/// A diff's changes as flat indices: deletes in the old sequence, inserts in the new one, moves
/// from old to new, and reloads and reconfigures as old and new index.
@usableFromInline
struct RawDifference: Sendable {
    @usableFromInline var deletes: [Int] = []
    @usableFromInline var inserts: [Int] = []
    @usableFromInline var moves: [IndexPair<Int>] = []
    @usableFromInline var reloads: [IndexPair<Int>] = []
    @usableFromInline var reconfigures: [IndexPair<Int>] = []

    @usableFromInline init() {}
}

extension IdentifierMatching {
    /// Decides which matched elements move, applies the caller's reloads and reconfigures, and
    /// lists the changes.
    ///
    /// Inside each span, the matched elements whose old indices form a longest increasing
    /// subsequence (in new order) stay; every other matched element moves, as does every element
    /// matched into another span. Reloads and reconfigures are new indices:
    /// - a reload of an element that stays becomes a reload pair (UIKit reloads by old index);
    /// - a reload of an element that moves becomes a delete plus an insert, because UIKit cannot
    ///   reload and move one row in a batch (<doc:TrestleCore/UIKitBehavior#Index-spaces>);
    /// - a reload or reconfigure of an inserted element, or of one outside every span (an
    ///   inserted or reloaded section), is dropped: the element is created fresh anyway;
    /// - a reconfigure of an element that is also reloaded is dropped.
    ///
    /// - Complexity: O(m log m) for m the elements in the middles, plus O(r log s) for r reloads
    ///   and reconfigures and s spans.
    @usableFromInline
    mutating func finish(newCount: Int, reloading: [Int], reconfiguring: [Int]) -> RawDifference {
        markMoves()
        var result = RawDifference()
        let reloads = sortedUnique(reloading, count: newCount, name: "reloading")
        for index in reloads {
            guard let span = span(containingNew: index) else { continue }
            let oldIndex: Int
            if spans[span].newMiddle.contains(index) {
                let value = Int(newToOld[index - newBase])
                if value == -1 { continue }
                if value <= -2 {
                    // A moved row cannot be reloaded: delete it and insert it instead.
                    newToOld[index - newBase] = -1
                    oldToNew[-(value + 2) - oldBase] = -1
                    continue
                }
                oldIndex = value
            } else {
                oldIndex = spans[span].positionalOldIndex(ofNew: index)
            }
            result.reloads.append(IndexPair(old: oldIndex, new: index))
        }
        let reloaded = Set(result.reloads.map(\.new))
        for index in sortedUnique(reconfiguring, count: newCount, name: "reconfiguring") where !reloaded.contains(index) {
            guard let oldIndex = oldIndex(ofNew: index) else { continue }
            result.reconfigures.append(IndexPair(old: oldIndex, new: index))
        }

        var deletesAscending = true
        var lastDelete = -1
        let oldBase = self.oldBase, newBase = self.newBase
        oldToNew.withUnsafeBufferPointer { oldToNew in
            newToOld.withUnsafeBufferPointer { newToOld in
                for span in spans {
                    for index in span.oldMiddle where oldToNew[index - oldBase] == -1 {
                        if index < lastDelete { deletesAscending = false }
                        lastDelete = index
                        result.deletes.append(index)
                    }
                    for index in span.newMiddle {
                        let value = Int(newToOld[index - newBase])
                        if value == -1 {
                            result.inserts.append(index)
                        } else if value <= -2 {
                            result.moves.append(IndexPair(old: -(value + 2), new: index))
                        }
                    }
                }
            }
        }
        if !deletesAscending { result.deletes.sort() }
        return result
    }

    /// Marks every matched element that does not stay as moved (`-(old + 2)` in `newToOld`).
    mutating func markMoves() {
        let spans = self.spans, newBase = self.newBase
        var candidates: [Int] = []
        newToOld.withUnsafeMutableBufferPointer { newToOld in
            for span in spans where !span.newMiddle.isEmpty {
                candidates.removeAll(keepingCapacity: true)
                candidates.reserveCapacity(span.newMiddle.count)
                var increasing = true
                for index in span.newMiddle {
                    let value = Int(newToOld[index - newBase])
                    if value < 0 { continue }
                    if span.oldMiddle.contains(value) {
                        if let last = candidates.last, last > value { increasing = false }
                        candidates.append(value)
                    } else {
                        newToOld[index - newBase] = Int32(truncatingIfNeeded: -(value + 2))
                    }
                }
                if increasing { continue }
                let keep = longestIncreasingSubsequence(candidates)
                // Walk the candidates again in the same order; those not kept move.
                var offset = 0, next = 0
                for index in span.newMiddle {
                    let value = Int(newToOld[index - newBase])
                    guard value >= 0 else { continue }
                    if next < keep.count && keep[next] == offset {
                        next += 1
                    } else {
                        newToOld[index - newBase] = Int32(truncatingIfNeeded: -(value + 2))
                    }
                    offset += 1
                }
            }
        }
    }

    /// The span whose new range holds `index`, if any.
    func span(containingNew index: Int) -> Int? {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].new.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].new.contains(index) ? low : nil
    }

    /// The old index of new element `index` (in a span), or nil when it is inserted.
    func oldIndex(ofNew index: Int) -> Int? {
        guard let span = span(containingNew: index) else { return nil }
        guard spans[span].newMiddle.contains(index) else { return spans[span].positionalOldIndex(ofNew: index) }
        let value = Int(newToOld[index - newBase])
        return value == -1 ? nil : value >= 0 ? value : -(value + 2)
    }
}

/// `indices` sorted without repeats, each checked to lie in `0..<count`.
func sortedUnique(_ indices: [Int], count: Int, name: String) -> [Int] {
    if indices.isEmpty { return [] }
    var sorted = indices
    sorted.sort()
    var result: [Int] = []
    result.reserveCapacity(sorted.count)
    for index in sorted where result.last != index {
        engineRequire(index >= 0 && index < count, "diff: \(name) index \(index) out of range \(describeRange(count))")
        result.append(index)
    }
    return result
}
