@testable import TrestleCore

/// The naive model `HeightIndex` is checked against: one optional extent per row in a plain array.
struct ReferenceHeights: Equatable {
    var values: [Double?]
    var estimate: Double

    init(count: Int, estimate: Double) {
        values = Array(repeating: nil, count: count)
        self.estimate = estimate
    }

    var count: Int { values.count }

    func extent(_ row: Int) -> Double { values[row] ?? estimate }

    /// Offsets computed the slow way: a running sum from the top.
    var offsets: [Double] {
        var result = [0.0]
        var sum = 0.0
        for row in 0..<count {
            sum += extent(row)
            result.append(sum)
        }
        return result
    }

    var total: Double { offsets.last! }

    /// The first row whose end is beyond `y`, for `0 <= y < total`.
    func row(atOffset y: Double, offsets: [Double]) -> Int? {
        guard y >= 0, y < offsets.last! else { return nil }
        return firstRow(endingAfter: y, offsets: offsets)
    }

    /// The first row whose end is beyond `y` (offsets never decrease, so a binary search over the
    /// running sums finds it).
    func firstRow(endingAfter y: Double, offsets: [Double]) -> Int? {
        let row = partition(offsets.dropFirst()) { $0 > y }
        return row < count ? row : nil
    }

    /// The last row whose start is before `y`.
    func lastRow(startingBefore y: Double, offsets: [Double]) -> Int? {
        let rows = partition(offsets.dropLast()) { $0 >= y }
        return rows > 0 ? rows - 1 : nil
    }

    /// The number of leading elements for which `isAfter` is false (`isAfter` must be monotone).
    private func partition(_ values: ArraySlice<Double>, _ isAfter: (Double) -> Bool) -> Int {
        var low = values.startIndex
        var high = values.endIndex
        while low < high {
            let mid = (low + high) / 2
            if isAfter(values[mid]) { high = mid } else { low = mid + 1 }
        }
        return low - values.startIndex
    }
}
