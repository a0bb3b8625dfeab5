/// A set of distinct indexes kept sorted, answering the two questions an update mapping asks in
/// O(log k): how many members lie below an index (`rank`), and which index is the k-th one that is
/// *not* a member (`gap(_:)`).
///
/// An update mapping stores, per section, the old rows that leave their place (deleted, reloaded,
/// moved away) and the new rows that are placed explicitly (inserted, reloaded, moved in). Every
/// other row keeps its order: the k-th row that stays in the old section becomes the k-th row
/// that is not placed explicitly in the new one. So two of these sets describe a section of any
/// length.
struct SortedIndexSet: Sendable, Hashable {
    /// The members, ascending and distinct.
    private(set) var members: [Int]

    /// Creates the set from `members`, which must be ascending and distinct.
    init(sorted members: [Int]) {
        self.members = members
    }

    static let empty = SortedIndexSet(sorted: [])

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }

    /// The number of members below `index`.
    func rank(_ index: Int) -> Int {
        var low = 0
        var high = members.count
        while low < high {
            let mid = (low &+ high) >> 1
            if members[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func contains(_ index: Int) -> Bool {
        let position = rank(index)
        return position < members.count && members[position] == index
    }

    /// The `k`-th (0-based) non-negative integer that is not a member.
    ///
    /// `members[j] − j` counts the non-members below `members[j]`, and never decreases, so the
    /// members below the answer are those with `members[j] − j ≤ k`.
    func gap(_ k: Int) -> Int {
        var low = 0
        var high = members.count
        while low < high {
            let mid = (low &+ high) >> 1
            if members[mid] - mid <= k { low = mid + 1 } else { high = mid }
        }
        return k + low
    }

    /// The smallest non-member at or above `index` (`index` itself when it is not a member).
    func nextGap(atOrAfter index: Int) -> Int {
        let position = rank(index)
        guard position < members.count, members[position] == index else { return index }
        // Members in one consecutive run share `members[j] − j`; find the run's last member.
        let key = index - position
        var low = position
        var high = members.count
        while low < high {
            let mid = (low &+ high) >> 1
            if members[mid] - mid <= key { low = mid + 1 } else { high = mid }
        }
        return members[low - 1] + 1
    }
}
