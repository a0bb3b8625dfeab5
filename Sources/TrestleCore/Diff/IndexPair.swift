/// A position before an update and the position after it.
///
/// A diff uses pairs for moves (an element leaves `old` and arrives at `new`) and for reloads (the
/// element at `old` is replaced by the one at `new`). `old` is in the old index space and `new` in
/// the new one, as in UIKit's batch updates.
public struct IndexPair<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the update.
    public var old: Position
    /// The position after the update.
    public var new: Position

    /// A pair from its position before the update and its position after it.
    @inlinable
    public init(old: Position, new: Position) {
        self.old = old
        self.new = new
    }
}

extension IndexPair: CustomStringConvertible {
    public var description: String { "\(old)→\(new)" }
}

/// The error a diff throws when it cannot match identifiers because one occurs twice.
///
/// Diffing matches elements by identity, so every identifier it has to look up must be unique on
/// its side. Identifiers inside a common prefix or suffix (and, in a sectioned diff, items of a
/// section that is unchanged, deleted, inserted or reloaded) are matched by position or not at all,
/// and are not looked up; a repeat among them does not make the result wrong and is not reported.
public struct DuplicateIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sequence the repeated identifier is in.
    public enum Side: Hashable, Sendable {
        /// The identifiers before the update.
        case old
        /// The identifiers after the update.
        case new
    }

    /// Whether the repeated identifier names a section or an item.
    public enum Kind: Hashable, Sendable {
        /// A section identifier.
        case section
        /// An item identifier.
        case item
    }

    /// Whether the identifier repeats among the old identifiers or the new ones.
    public var side: Side
    /// Whether the identifier names a section or an item.
    public var kind: Kind
    /// Where the identifier occurs first (a flat index: for items of a sectioned diff, the index
    /// across all sections).
    public var firstIndex: Int
    /// Where it occurs again.
    public var duplicateIndex: Int

    /// Creates the error for an identifier of `kind` on `side` found at `firstIndex` and again at
    /// `duplicateIndex`.
    public init(side: Side, kind: Kind, firstIndex: Int, duplicateIndex: Int) {
        self.side = side
        self.kind = kind
        self.firstIndex = firstIndex
        self.duplicateIndex = duplicateIndex
    }

    public var description: String {
        "the \(side) \(kind) identifiers repeat: index \(duplicateIndex) equals index \(firstIndex)"
    }
}
