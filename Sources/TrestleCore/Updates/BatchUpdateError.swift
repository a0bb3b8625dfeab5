/// Why a ``BatchUpdate`` cannot be applied, with the message UIKit raises for it
/// (`NSInternalInconsistencyException`, <doc:TrestleCore/UIKitBehavior#Validation-messages>).
///
/// Tables say "rows" and "table view", collection views "items" and "collection view".
///
/// - Note: Where UIKit prints an `NSIndexPath` object (`<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`),
///   Trestle prints the path as Swift's `IndexPath` does, `[0, 1]`. Sections in index-path messages
///   are paths whose row is `NSNotFound` (`Int.max`), as UIKit records them. Messages UIKit does not
///   have (it never checks the case, or the text is not known) are marked *Trestle* on their
///   ``Reason`` case.
public struct BatchUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The broken rule.
    public enum Reason: Sendable, Hashable {
        /// The data source's section count differs from before + inserted − deleted. Reloaded
        /// sections count as both inserted and deleted.
        case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
        /// The data source's row count of an existing section (new index `section`) differs from
        /// before + inserted − deleted + moved in − moved out. Reloaded rows count as a delete
        /// from their old section and an insert into their new one.
        case invalidRowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

        /// A deleted or reloaded section does not exist before the update.
        case deleteSectionOutOfRange(section: Int, sectionCount: Int)
        /// An inserted section (or a reloaded section's new index) does not exist after the update.
        case insertSectionOutOfRange(section: Int, sectionCount: Int)
        /// *Trestle* (text modelled on the delete message): a moved section does not exist before
        /// the update.
        case moveSectionSourceOutOfRange(section: Int, sectionCount: Int)
        /// *Trestle* (text modelled on the insert message): a section's destination does not exist
        /// after the update.
        case moveSectionDestinationOutOfRange(section: Int, destination: Int, sectionCount: Int)

        /// A deleted or reloaded row does not exist before the update.
        case deleteRowOutOfRange(ItemPath, rowCount: Int)
        /// *Trestle* (text modelled on the insert form): a deleted or reloaded row's section does
        /// not exist before the update.
        case deleteRowSectionOutOfRange(ItemPath, sectionCount: Int)
        /// An inserted row (or a reloaded row's new path) does not exist after the update.
        case insertRowOutOfRange(ItemPath, rowCount: Int)
        /// An inserted row's section does not exist after the update.
        case insertRowSectionOutOfRange(ItemPath, sectionCount: Int)
        /// A moved row does not exist before the update.
        case moveRowSourceOutOfRange(ItemPath, rowCount: Int)
        /// *Trestle* (the row form's text with sections): a moved row's section does not exist
        /// before the update.
        case moveRowSourceSectionOutOfRange(ItemPath, sectionCount: Int)
        /// A moved row's destination does not exist after the update.
        case moveRowDestinationOutOfRange(from: ItemPath, to: ItemPath, rowCount: Int)
        /// *Trestle* (the row form's text with sections): a moved row's destination section does
        /// not exist after the update.
        case moveRowDestinationSectionOutOfRange(from: ItemPath, to: ItemPath, sectionCount: Int)
        /// *Trestle*: a reconfigured row does not exist before the update.
        case reconfigureRowOutOfRange(ItemPath, rowCount: Int)
        /// *Trestle*: a reconfigured row's section does not exist before the update.
        case reconfigureRowSectionOutOfRange(ItemPath, sectionCount: Int)

        /// The same row (or section, with row `NSNotFound`) is deleted and reloaded.
        case deleteAndReload(ItemPath)
        /// The same row is deleted (or reloaded) and moved. UIKit reports a reload plus a move of
        /// one row this way too, since the reload has become a delete (radar 33662307).
        case deleteAndMove(ItemPath)
        /// The same section is deleted (or reloaded) and moved.
        case deleteAndMoveSection(Int)
        /// The same new path is inserted and a move's destination.
        case insertAndMove(ItemPath)
        /// The same new section is inserted (or a reload's new index) and a move's destination.
        case insertAndMoveSection(Int)
        /// A row moves out of a deleted or reloaded section.
        case moveFromDeletedSection(Int)
        /// A row moves into an inserted or reloaded section.
        case moveIntoInsertedSection(Int)
        /// One row (or section) moves to two destinations.
        case moveToTwoDestinations(source: ItemPath, first: ItemPath, second: ItemPath)
        /// Two rows (or sections) move to one destination.
        case moveTwoSourcesToOne(first: ItemPath, second: ItemPath, destination: ItemPath)
        /// Tables only: a move's destination is also where a reloaded row is re-inserted.
        /// (Collection views report ``insertAndMove(_:)``.)
        case twoAnimationsForCell(ItemPath)
        /// *Trestle*: the same row is deleted twice. UIKit does not check this and later crashes
        /// (radar 31786176).
        case duplicateRowDelete(ItemPath)
        /// *Trestle*: the same section is deleted twice.
        case duplicateSectionDelete(Int)
        /// *Trestle*: the same new path is inserted twice.
        case duplicateRowInsert(ItemPath)
        /// *Trestle*: the same new section is inserted twice.
        case duplicateSectionInsert(Int)
    }

    /// The broken rule.
    public var reason: Reason
    /// Which view's vocabulary ``message`` uses.
    public var kind: BatchUpdate.ViewKind

    /// Creates the error for `reason`, worded for `kind`.
    public init(_ reason: Reason, kind: BatchUpdate.ViewKind) {
        self.reason = reason
        self.kind = kind
    }

    /// The row a section stands for in index-path messages: UIKit records section operations as
    /// index paths whose item is `NSNotFound`.
    public static let sectionRow = Int.max

    /// The message UIKit raises (see the type's note for how index paths are printed).
    public var message: String {
        let isTable = kind == .table
        let row = isTable ? "row" : "item"
        let rows = isTable ? "rows" : "items"
        let aRow = isTable ? "a row" : "an item"
        let view = isTable ? "table view" : "collection view"
        switch reason {
        case let .invalidSectionCount(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(after)) must be equal to the number of sections contained in the \(view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) contained in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .deleteSectionOutOfRange(section, count):
            return "attempt to delete section \(section), but there are only \(count) sections before the update"
        case let .insertSectionOutOfRange(section, count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case let .moveSectionSourceOutOfRange(section, count):
            return "attempt to move section \(section), but there are only \(count) sections before the update"
        case let .moveSectionDestinationOutOfRange(section, destination, count):
            return "attempt to move section \(section) to section \(destination), but there are only \(count) sections after the update"
        case let .deleteRowOutOfRange(path, count):
            return "attempt to delete \(row) \(path.item) from section \(path.section) which only contains \(count) \(rows) before the update"
        case let .deleteRowSectionOutOfRange(path, count):
            return "attempt to delete \(row) \(path.item) from section \(path.section), but there are only \(count) sections before the update"
        case let .insertRowOutOfRange(path, count):
            return "attempt to insert \(row) \(path.item) into section \(path.section), but there are only \(count) \(rows) in section \(path.section) after the update"
        case let .insertRowSectionOutOfRange(path, count):
            return "attempt to insert \(row) \(path.item) into section \(path.section), but there are only \(count) sections after the update"
        case let .moveRowSourceOutOfRange(path, count):
            return "attempt to move index path (\(path)) that does not exist - there are only \(count) \(rows) in section \(path.section) before the update"
        case let .moveRowSourceSectionOutOfRange(path, count):
            return "attempt to move index path (\(path)) that does not exist - there are only \(count) sections before the update"
        case let .moveRowDestinationOutOfRange(from, to, count):
            return "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only \(count) \(rows) in section \(to.section) after the update"
        case let .moveRowDestinationSectionOutOfRange(from, to, count):
            return "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only \(count) sections after the update"
        case let .reconfigureRowOutOfRange(path, count):
            return "attempt to reconfigure \(row) \(path.item) in section \(path.section) which only contains \(count) \(rows) before the update"
        case let .reconfigureRowSectionOutOfRange(path, count):
            return "attempt to reconfigure \(row) \(path.item) in section \(path.section), but there are only \(count) sections before the update"
        case let .deleteAndReload(path):
            return "attempt to delete and reload the same index path (\(path))"
        case let .deleteAndMove(path):
            return "attempt to perform a delete and a move from the same index path (\(path))"
        case let .deleteAndMoveSection(section):
            return "attempt to perform a delete and a move from the same section (\(section))"
        case let .insertAndMove(path):
            return "attempt to perform an insert and a move to the same index path (\(path))"
        case let .insertAndMoveSection(section):
            return "attempt to perform an insert and a move to the same section (\(section))"
        case let .moveFromDeletedSection(section):
            return "cannot move \(aRow) from a deleted section (\(section))"
        case let .moveIntoInsertedSection(section):
            return "cannot move \(aRow) into a newly inserted section (\(section))"
        case let .moveToTwoDestinations(source, first, second):
            return "attempt to move \(row) at index path \(source) to both \(first) and \(second)"
        case let .moveTwoSourcesToOne(first, second, destination):
            return "attempt to move both \(row) at index path \(first) and \(second) to \(destination)"
        case .twoAnimationsForCell:
            return "Attempt to create two animations for cell"
        case let .duplicateRowDelete(path):
            return "attempt to delete the same index path more than once (\(path))"
        case let .duplicateSectionDelete(section):
            return "attempt to delete the same section more than once (\(section))"
        case let .duplicateRowInsert(path):
            return "attempt to insert the same index path more than once (\(path))"
        case let .duplicateSectionInsert(section):
            return "attempt to insert the same section more than once (\(section))"
        }
    }

    /// The message.
    public var description: String { message }
}
