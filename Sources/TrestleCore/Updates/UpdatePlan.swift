/// A validated, normalised ``BatchUpdate``: what a table applies, animates and remaps through.
///
/// Normalisation follows UIKit's processing order (<doc:TrestleCore/UIKitBehavior#Processing-order>):
///
/// - duplicate reloads, duplicate reconfigures and exact duplicate moves are merged;
/// - a reload becomes a delete of its old path plus an insert at that path shifted by the deletes
///   before it and the inserts at or before it — **moves are not taken into account**, as in UIKit;
/// - row operations inside deleted or reloaded sections (old) and inserted or reloaded sections
///   (new) are dropped;
/// - every list is sorted ascending (apply deletes from the end; inserts from the start).
///
/// Create one with ``BatchUpdate/plan(oldSectionCounts:newSectionCounts:kind:)``.
public struct UpdatePlan: Sendable {
    /// The section counts and row counts before the update (the table's cached counts).
    public let oldSectionCounts: [Int]
    /// The counts the data source reports after the update.
    public let newSectionCounts: [Int]

    /// Deleted sections, old indexes, ascending (reloads not included).
    public let deletedSections: [Int]
    /// Inserted sections, new indexes, ascending (reloads not included).
    public let insertedSections: [Int]
    /// Reloaded sections: each old index and the new index of the section that replaces it,
    /// ascending.
    public let reloadedSections: [SectionMove]
    /// Moved sections, ascending by old index.
    public let movedSections: [SectionMove]

    /// Deleted rows, old paths, ascending (reloads not included; rows of deleted sections dropped).
    public let deletedItems: [ItemPath]
    /// Inserted rows, new paths, ascending (reloads not included; rows of new sections dropped).
    public let insertedItems: [ItemPath]
    /// Reloaded rows: each old path and the new path of the row that replaces it, ascending.
    public let reloadedItems: [ItemMove]
    /// Moved rows, ascending by old path.
    public let movedItems: [ItemMove]
    /// Reconfigured rows that survive the update (not deleted or reloaded), at their paths
    /// **after** it, ascending — ready to configure again once the update is applied. (The calls
    /// name them before the update.)
    public let reconfiguredItems: [ItemPath]

    /// Old ↔ new index paths and sections.
    public let mapping: UpdateMapping

    /// Whether the update changes no section and no row (reconfigures aside).
    public var isStructurallyEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Whether any section is inserted, deleted, reloaded or moved.
    public var changesSections: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty)
    }
}
