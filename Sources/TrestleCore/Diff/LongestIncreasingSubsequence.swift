/// The positions of a longest strictly increasing subsequence of `values`, in ascending order.
///
/// A diff keeps the elements of this subsequence in place and moves the rest, which makes the
/// number of moves minimal: moving one element to the end is one move, not n − 1.
///
/// Patience sorting with predecessor links; a value larger than every pile top is appended
/// without a search, so an already sorted run costs O(1) per element.
///
/// - Complexity: O(n log k) for k the length of the result; O(n) when `values` is increasing.
func longestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int>) -> [Int] {
    let count = values.count
    if count == 0 { return [] }
    // Pile l's top: the position and value of the smallest value ending an increasing run of
    // length l + 1. Values are kept beside positions so the search touches one array.
    let tailPositions = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    let tailValues = UnsafeMutablePointer<Int>.allocate(capacity: count)
    let previous = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    defer {
        tailPositions.deallocate()
        tailValues.deallocate()
        previous.deallocate()
    }
    var piles = 0
    for position in 0..<count {
        let value = values[position]
        if piles > 0 && tailValues[piles - 1] < value {
            previous[position] = tailPositions[piles - 1]
            tailPositions[piles] = Int32(truncatingIfNeeded: position)
            tailValues[piles] = value
            piles += 1
            continue
        }
        var low = 0, high = piles
        while low < high {
            let middle = (low + high) / 2
            if tailValues[middle] < value { low = middle + 1 } else { high = middle }
        }
        previous[position] = low > 0 ? tailPositions[low - 1] : -1
        tailPositions[low] = Int32(truncatingIfNeeded: position)
        tailValues[low] = value
        if low == piles { piles += 1 }
    }
    var result = [Int](repeating: 0, count: piles)
    var position = Int(tailPositions[piles - 1])
    for slot in stride(from: piles - 1, through: 0, by: -1) {
        result[slot] = position
        position = Int(previous[position])
    }
    return result
}

/// `longestIncreasingSubsequence(_:)` over an array.
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    values.withUnsafeBufferPointer { longestIncreasingSubsequence($0) }
}
