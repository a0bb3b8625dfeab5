import Foundation

/// The changes recorded inside one `performBatchUpdates` block (or one outermost
/// `beginUpdates`/`endUpdates` pair), in UIKit's index spaces
/// (<doc:TrestleCore/UIKitBehavior#Index-spaces>):
///
/// - deletes and reloads name rows and sections of the table **before** the update;
/// - inserts name them in the table **after** the update;
/// - moves go from the old position to the new one;
/// - a reload is a delete plus an insert of the same row at its shifted position;
/// - reconfigures change no structure and are kept apart.
///
/// The order of the calls does not matter: recording the same calls in any order gives an equal
/// value once validated. Nested blocks record into the same value, since UIKit treats them as one
/// outer block.
///
/// A `BatchUpdate` is only a record. ``validate(oldSectionCounts:newSectionCounts:kind:)`` checks it
/// against the table's cached counts and the data source's new counts with UIKit's rules and
/// messages; ``plan(oldSectionCounts:newSectionCounts:kind:)`` also normalises it into an
/// ``UpdatePlan`` whose ``UpdatePlan/mapping`` remaps index paths and which
/// ``TableGeometry/apply(_:estimatedRowExtent:extentsOfNewSection:)`` applies to a geometry.
public struct BatchUpdate: Sendable, Hashable {
    /// Which view's vocabulary validation messages use.
    public enum ViewKind: Sendable, Hashable {
        /// `UITableView`: "rows", "table view".
        case table
        /// `UICollectionView`: "items", "collection view".
        case collection
    }

    /// Deleted sections, old indexes, as recorded.
    public private(set) var deletedSections: [Int] = []
    /// Inserted sections, new indexes, as recorded.
    public private(set) var insertedSections: [Int] = []
    /// Reloaded sections, old indexes, as recorded.
    public private(set) var reloadedSections: [Int] = []
    /// Section moves, old index to new index, as recorded.
    public private(set) var movedSections: [SectionMove] = []
    /// Deleted rows, old paths, as recorded.
    public private(set) var deletedItems: [ItemPath] = []
    /// Inserted rows, new paths, as recorded.
    public private(set) var insertedItems: [ItemPath] = []
    /// Reloaded rows, old paths, as recorded.
    public private(set) var reloadedItems: [ItemPath] = []
    /// Row moves, old path to new path, as recorded.
    public private(set) var movedItems: [ItemMove] = []
    /// Reconfigured rows, old paths, as recorded.
    public private(set) var reconfiguredItems: [ItemPath] = []

    /// Creates an empty update.
    public init() {}

    /// Whether nothing was recorded.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The number of recorded operations (each section, row and move counts once).
    public var operationCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count + reconfiguredItems.count
    }

    /// Records the deletion of `sections` (indexes before the update).
    public mutating func deleteSections(_ sections: IndexSet) {
        deletedSections.append(contentsOf: sections)
    }

    /// Records the insertion of `sections` (indexes after the update).
    public mutating func insertSections(_ sections: IndexSet) {
        insertedSections.append(contentsOf: sections)
    }

    /// Records the reload of `sections` (indexes before the update): each is deleted and a new
    /// section inserted at its shifted index.
    public mutating func reloadSections(_ sections: IndexSet) {
        reloadedSections.append(contentsOf: sections)
    }

    /// Records the move of section `section` (before the update) to `newSection` (after it).
    public mutating func moveSection(_ section: Int, to newSection: Int) {
        movedSections.append(SectionMove(from: section, to: newSection))
    }

    /// Records the deletion of rows (paths before the update).
    public mutating func deleteItems(_ paths: [ItemPath]) {
        deletedItems.append(contentsOf: paths)
    }

    /// Records the insertion of rows (paths after the update).
    public mutating func insertItems(_ paths: [ItemPath]) {
        insertedItems.append(contentsOf: paths)
    }

    /// Records the reload of rows (paths before the update): each is deleted and a new row
    /// inserted at its shifted path.
    ///
    /// - Note: As in UIKit, the shifted path counts the batch's deletes and inserts but not its
    ///   moves, so reloading rows of a section that rows move into or out of (or of a moved
    ///   section) can fail validation or replace a neighbouring row. Prefer
    ///   ``reconfigureItems(_:)`` next to moves.
    public mutating func reloadItems(_ paths: [ItemPath]) {
        reloadedItems.append(contentsOf: paths)
    }

    /// Records the move of the row at `path` (before the update) to `newPath` (after it).
    public mutating func moveItem(_ path: ItemPath, to newPath: ItemPath) {
        movedItems.append(ItemMove(from: path, to: newPath))
    }

    /// Records that rows (paths before the update) keep their cells but are configured again.
    /// No structural change: heights and selection are kept. The plan lists the rows that survive
    /// at their paths after the update (``UpdatePlan/reconfiguredItems``).
    public mutating func reconfigureItems(_ paths: [ItemPath]) {
        reconfiguredItems.append(contentsOf: paths)
    }

    /// Records every call of `other` too, as a nested block does.
    public mutating func append(contentsOf other: BatchUpdate) {
        deletedSections += other.deletedSections
        insertedSections += other.insertedSections
        reloadedSections += other.reloadedSections
        movedSections += other.movedSections
        deletedItems += other.deletedItems
        insertedItems += other.insertedItems
        reloadedItems += other.reloadedItems
        movedItems += other.movedItems
        reconfiguredItems += other.reconfiguredItems
    }
}

/// A section's move from its index before an update to its index after it (also a reloaded
/// section and the index of its replacement, in ``UpdatePlan/reloadedSections``).
public struct SectionMove: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The section's index before the update.
    public var from: Int
    /// The section's index after the update.
    public var to: Int

    /// The move of the section at `from` before the update to `to` after it.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    public static func < (lhs: SectionMove, rhs: SectionMove) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }

    public var description: String { "\(from) → \(to)" }
}

/// A row's move from its path before an update to its path after it (also a reloaded row and the
/// path of its replacement, in ``UpdatePlan/reloadedItems``).
public struct ItemMove: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The row's path before the update.
    public var from: ItemPath
    /// The row's path after the update.
    public var to: ItemPath

    /// The move of the row at `from` before the update to `to` after it.
    public init(from: ItemPath, to: ItemPath) {
        self.from = from
        self.to = to
    }

    public static func < (lhs: ItemMove, rhs: ItemMove) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }

    public var description: String { "\(from) → \(to)" }
}
