import Foundation

/// Why a ``WorldClockStore`` could not open its database or carry out a change.
///
/// Every case's ``description`` is a complete sentence for the user: what is wrong, with which
/// file, and what to do about it. Opening errors suggest moving the file away or starting the demo
/// with `--database PATH`; nothing here is a programming error that should crash the demo.
public enum WorldClockStoreError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The folder that should hold the database could not be created (a file is in the way, or
    /// the parent folder is not writable).
    case cannotCreateDirectory(path: String, reason: String)
    /// The database file could not be opened or created: the path is a folder, the folder or the
    /// file is not writable, and the like.
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not an SQLite database (random bytes, a text file, an encrypted
    /// database).
    case notADatabase(path: String)
    /// The file is an SQLite database whose pages are damaged.
    case corrupt(path: String, reason: String)
    /// The file is an SQLite database, but not a World Clock one: it has other tables, or a
    /// `city` table with other columns.
    case foreignSchema(path: String, reason: String)
    /// The database was written by a newer version of the demo, with migrations this version
    /// does not know.
    case newerSchema(path: String, unknownMigrations: [String])
    /// A row index passed to ``WorldClockStore/insert(name:timeZoneIdentifier:at:)`` or
    /// ``WorldClockStore/move(from:to:)`` is outside `validRange`; nothing was changed.
    case indexOutOfRange(index: Int, validRange: ClosedRange<Int>)
    /// ``WorldClockStore/move(from:to:)`` was called on an empty list; nothing was changed.
    case emptyList
    /// The city name passed to ``WorldClockStore/insert(name:timeZoneIdentifier:at:)`` is empty
    /// or only spaces; nothing was changed.
    case emptyName
    /// The time zone identifier passed to ``WorldClockStore/insert(name:timeZoneIdentifier:at:)``
    /// is unknown to this system; nothing was changed.
    case unknownTimeZone(identifier: String)
    /// Another SQLite error while reading or changing the list (disk full, the file removed or
    /// made read-only while open); the change, if any, was rolled back.
    case database(path: String, reason: String)

    /// What went wrong and what to do about it, as one or two sentences for the user.
    public var description: String {
        let elsewhere = "move the file away (or delete it to start over), or start trestle-demo with --database PATH to use another file"
        switch self {
        case let .cannotCreateDirectory(path, reason):
            return "Cannot create the folder for the World Clock database \(path): \(reason). Make the folder writable, or start trestle-demo with --database PATH to use another file."
        case let .cannotOpen(path, reason):
            return "Cannot open or create the World Clock database \(path): \(reason). Check that the path is a file in a writable folder, or start trestle-demo with --database PATH to use another file."
        case let .notADatabase(path):
            return "The World Clock database \(path) is not an SQLite database (it may be a different kind of file, or damaged beyond reading). To keep it, \(elsewhere)."
        case let .corrupt(path, reason):
            return "The World Clock database \(path) is damaged (\(reason)). To keep it for inspection, \(elsewhere)."
        case let .foreignSchema(path, reason):
            return "\(path) is an SQLite database, but not a World Clock one (\(reason)); it was left unchanged. If it belongs to something else, start trestle-demo with --database PATH to use another file; otherwise \(elsewhere)."
        case let .newerSchema(path, unknownMigrations):
            return "The World Clock database \(path) was written by a newer version of trestle-demo (unknown migrations: \(unknownMigrations.joined(separator: ", "))); it was left unchanged. Use the newer version, or start trestle-demo with --database PATH to use another file."
        case let .indexOutOfRange(index, validRange):
            return "Row index \(index) is out of range \(validRange.lowerBound)...\(validRange.upperBound); the World Clock list was not changed."
        case .emptyList:
            return "The World Clock list is empty, so no row can be moved; the list was not changed."
        case .emptyName:
            return "A city needs a name; the World Clock list was not changed."
        case let .unknownTimeZone(identifier):
            return "\"\(identifier)\" is not a time zone this system knows; the World Clock list was not changed."
        case let .database(path, reason):
            return "The World Clock database \(path) could not be read or changed: \(reason). The last change was not saved."
        }
    }

    /// The same text as ``description``, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
