/// An item's position in a list or collection: its section and its index within that section.
///
/// The engine's counterpart of `IndexPath(item:section:)` (a table's rows are its items), kept as
/// two plain integers so that sets, dictionaries and sorted arrays of positions stay cheap.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the item's section.
    public var section: Int
    /// The item's index within its section (a table's row).
    public var item: Int

    /// The path of item `item` in section `section`.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    public var description: String { "[\(section), \(item)]" }
}
