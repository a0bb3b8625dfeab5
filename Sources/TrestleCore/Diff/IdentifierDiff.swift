/// The changes that turn one sequence of unique identifiers into another, as a single batch in
/// UIKit's index spaces.
///
/// Deletes are indices in the old sequence, inserts indices in the new one, and moves go from an
/// old index to a new one — the spaces `performBatchUpdates` uses
/// (<doc:TrestleCore/UIKitBehavior#Index-spaces>). Every old element not deleted or moved keeps its
/// relative order and fills, in order, the new positions no insert or move takes.
///
/// ```swift
/// let diff = try IdentifierDiff(from: ["a", "b", "c", "d"], to: ["b", "c", "d", "a", "e"])
/// // diff.moves == [IndexPair(old: 0, new: 3)], diff.inserts == [4]
/// ```
///
/// The diff matches elements by identity (`Hashable`, as diffable data sources do). It first
/// pairs equal elements by position — the common prefix and suffix, then runs that line up again
/// within a few elements — and hashes only what is left, so the cost follows the size of the
/// change more than the size of the list. The number of moves is minimal: the elements that stay
/// are a longest increasing subsequence of the survivors' old indices, so moving one element to
/// the end is one move.
///
/// Identifiers are meant to be unique on each side. When they are not, a returned diff is still
/// correct (every pair it makes is of equal elements, so replaying it on `old` gives `new`), and a
/// repeat the diff has to look up throws ``DuplicateIdentifierError``. Pass
/// `validatingUniqueness: true` to have every repeat rejected.
///
/// - Complexity: O(n) comparisons plus O(c) expected hashing for c changed elements, plus
///   O(m log m) for the m survivors out of order (none for a typical update); O(1) when both
///   arrays share storage.
public struct IdentifierDiff: Hashable, Sendable {
    /// Old indices removed, ascending.
    public var deletes: [Int]
    /// New indices inserted, ascending.
    public var inserts: [Int]
    /// Elements that move, from their old index to their new one, by ascending new index.
    public var moves: [IndexPair<Int>]
    /// Elements the caller marked for reloading that stay in place: old index and new index, by
    /// ascending new index.
    public var reloads: [IndexPair<Int>]
    /// Surviving elements the caller marked for reconfiguring: old index and new index, by
    /// ascending new index.
    public var reconfigures: [IndexPair<Int>]

    /// Creates a diff from its parts.
    public init(deletes: [Int] = [], inserts: [Int] = [], moves: [IndexPair<Int>] = [],
                reloads: [IndexPair<Int>] = [], reconfigures: [IndexPair<Int>] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.reloads = reloads
        self.reconfigures = reconfigures
    }

    /// Computes the changes from `old` to `new`.
    ///
    /// - Parameters:
    ///   - old: the elements before.
    ///   - new: the elements after.
    ///   - reloading: new indices of elements whose content changed and whose views must be
    ///     replaced. One that stays in place is reported in ``reloads``; one that moves becomes a
    ///     delete plus an insert, since a batch cannot reload and move one row; one that is
    ///     inserted needs nothing.
    ///   - reconfiguring: new indices of elements whose existing views must be updated, reported in
    ///     ``reconfigures`` unless inserted or reloaded.
    ///   - validatingUniqueness: whether to hash every element first and reject any repeat
    ///     (O(n) hashing even when nothing changed).
    /// - Throws: ``DuplicateIdentifierError`` when an identifier the diff has to look up occurs
    ///   twice on one side, or, when validating, any identifier does.
    @inlinable
    public init<ID: Hashable>(
        from old: [ID],
        to new: [ID],
        reloading: [Int] = [],
        reconfiguring: [Int] = [],
        validatingUniqueness: Bool = false
    ) throws(DuplicateIdentifierError) {
        let spans = [MatchedSpan(old: 0..<old.count, new: 0..<new.count)]
        let result = old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                if validatingUniqueness, let error = IdentifierMatching.requireUnique(old: old, new: new, kind: .item) {
                    return Result<IdentifierMatching, DuplicateIdentifierError>.failure(error)
                }
                return IdentifierMatching.match(old: old, new: new, spans: spans, kind: .item)
            }
        }
        switch result {
        case .failure(let error):
            throw error
        case .success(var matching):
            self.init(matching.finish(newCount: new.count, reloading: reloading, reconfiguring: reconfiguring))
        }
    }

    @usableFromInline
    init(_ raw: RawDifference) {
        self.init(deletes: raw.deletes, inserts: raw.inserts, moves: raw.moves,
                  reloads: raw.reloads, reconfigures: raw.reconfigures)
    }

    /// Whether the diff changes nothing (no deletes, inserts, moves, reloads or reconfigures).
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty && reconfigures.isEmpty
    }

    /// Whether the diff changes the order or membership of the sequence (deletes, inserts or moves).
    public var changesStructure: Bool {
        !deletes.isEmpty || !inserts.isEmpty || !moves.isEmpty
    }
}
