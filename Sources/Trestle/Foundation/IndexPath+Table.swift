import Foundation

/// UIKit's table and collection view additions to `IndexPath`: rows, items and sections.
extension IndexPath {
    /// Creates an index path for a table view row: `[section, row]`.
    ///
    /// UIKit adds this initializer to Foundation's `IndexPath`; Trestle provides the same one on
    /// Linux, where Foundation does not.
    public init(row: Int, section: Int) {
        self.init(pair: section, row)
    }

    /// Creates an index path for a collection view item: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(pair: section, item)
    }

    /// Two indexes without an intermediate array: appending to a one-index path keeps both
    /// inline, so making a row's index path allocates nothing (lists make one per row they
    /// touch).
    @inline(__always)
    private init(pair first: Int, _ second: Int) {
        self.init(index: first)
        append(second)
    }

    /// The section of a table or collection view index path (its first index).
    ///
    /// - Precondition: the index path has exactly two indexes, as in UIKit.
    public var section: Int {
        get {
            precondition(count == 2, invalidIndexPathMessage)
            return self[0]
        }
        set {
            precondition(count == 2, invalidIndexPathMessage)
            self[0] = newValue
        }
    }

    /// The row of a table view index path (its second index).
    public var row: Int {
        get {
            precondition(count == 2, invalidIndexPathMessage)
            return self[1]
        }
        set {
            precondition(count == 2, invalidIndexPathMessage)
            self[1] = newValue
        }
    }

    /// The item of a collection view index path (its second index); the same value as ``row``.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

/// UIKit's message for an index path that does not hold exactly a section and a row.
let invalidIndexPathMessage = "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."
