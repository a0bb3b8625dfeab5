import Foundation
import GRDB

extension WorldClockStore {
    /// Adds a city to the list and returns it.
    ///
    /// The rows at `position` and after it move down by one, as after UIKit's
    /// `insertRows(at:with:)`. The whole change is one transaction.
    ///
    /// - Parameters:
    ///   - name: The name to show, for example "Paris"; leading and trailing spaces are dropped.
    ///   - timeZoneIdentifier: A time zone identifier this system knows, for example "Europe/Paris".
    ///   - position: Where the city goes, in `0...count`; `nil` (the default) appends it.
    /// - Returns: The new city, with its id and position.
    /// - Throws: ``WorldClockStoreError/emptyName``,
    ///   ``WorldClockStoreError/unknownTimeZone(identifier:)`` or
    ///   ``WorldClockStoreError/indexOutOfRange(index:validRange:)``, with the list unchanged.
    /// - Complexity: Rewrites the positions of the `count - position` rows after the new one.
    @discardableResult
    public func insert(name: String, timeZoneIdentifier: String, at position: Int? = nil) throws -> WorldClockCity {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw WorldClockStoreError.emptyName }
        guard TimeZone(identifier: timeZoneIdentifier) != nil else {
            throw WorldClockStoreError.unknownTimeZone(identifier: timeZoneIdentifier)
        }
        return try write { db in
            let count = try Self.consistentCount(db)
            let position = position ?? count
            guard (0...count).contains(position) else {
                throw WorldClockStoreError.indexOutOfRange(index: position, validRange: 0...count)
            }
            try db.execute(sql: "UPDATE city SET position = position + 1 WHERE position >= ?", arguments: [position])
            try db.execute(
                sql: "INSERT INTO city (name, timeZoneIdentifier, position) VALUES (?, ?, ?)",
                arguments: [name, timeZoneIdentifier, position])
            return WorldClockCity(id: db.lastInsertedRowID, name: name, timeZoneIdentifier: timeZoneIdentifier, position: position)
        }
    }

    /// Removes the city `id` from the list; the rows after it move up by one.
    ///
    /// Deleting a city that is no longer in the list (deleted by an earlier call, or by another
    /// process sharing the file) is not an error: nothing changes and the method returns
    /// `false`, so a screen can simply reload its rows.
    ///
    /// - Returns: `true` when the city was deleted, `false` when there was no city `id`.
    /// - Complexity: Rewrites the positions of the rows after the deleted one.
    @discardableResult
    public func delete(id: Int64) throws -> Bool {
        try write { db in
            _ = try Self.consistentCount(db)
            guard let position = try Int.fetchOne(db, sql: "SELECT position FROM city WHERE id = ?", arguments: [id]) else {
                return false
            }
            try db.execute(sql: "DELETE FROM city WHERE id = ?", arguments: [id])
            try db.execute(sql: "UPDATE city SET position = position - 1 WHERE position > ?", arguments: [position])
            return true
        }
    }

    /// Moves the row at `source` to `destination`, as UIKit's `tableView(_:moveRowAt:to:)`
    /// reports a reorder: the row is removed at `source`, then inserted at `destination`.
    ///
    /// Only the rows between the two indexes are rewritten, in one statement of one
    /// transaction: the moved row takes `destination`, and the rows it passes shift by one
    /// towards `source`. Moving a row onto itself changes nothing.
    ///
    /// - Throws: ``WorldClockStoreError/emptyList`` or
    ///   ``WorldClockStoreError/indexOutOfRange(index:validRange:)`` when either index is not
    ///   in `0..<count`, with the list unchanged.
    /// - Complexity: Rewrites `abs(destination - source) + 1` rows.
    public func move(from source: Int, to destination: Int) throws {
        try write { db in
            let count = try Self.consistentCount(db)
            guard count > 0 else { throw WorldClockStoreError.emptyList }
            for index in [source, destination] where !(0..<count).contains(index) {
                throw WorldClockStoreError.indexOutOfRange(index: index, validRange: 0...(count - 1))
            }
            guard source != destination else { return }
            try db.execute(
                sql: """
                    UPDATE city
                    SET position = CASE WHEN position = :source THEN :destination ELSE position + :shift END
                    WHERE position BETWEEN :low AND :high
                    """,
                arguments: [
                    "source": source, "destination": destination,
                    "shift": source < destination ? -1 : 1,
                    "low": min(source, destination), "high": max(source, destination),
                ])
        }
    }

    /// The number of cities, after repairing the positions in this transaction if another
    /// program left them damaged, so that a change never builds on bad positions.
    ///
    /// One aggregate query: `n` distinct integer positions between `0` and `n - 1` are exactly
    /// `0..<n`.
    static func consistentCount(_ db: Database) throws -> Int {
        let row = try Row.fetchOne(db, sql: """
            SELECT COUNT(*), COUNT(DISTINCT position), MIN(position), MAX(position),
                   TOTAL(typeof(position) <> 'integer')
            FROM city
            """)
        let count = row.flatMap { Int.fromDatabaseValue($0[0]) } ?? 0
        guard count > 0, let row else { return count }
        let consistent = Int.fromDatabaseValue(row[1]) == count
            && Double.fromDatabaseValue(row[4]) == 0
            && Int.fromDatabaseValue(row[2]) == 0
            && Int.fromDatabaseValue(row[3]) == count - 1
        if !consistent { try renumber(db) }
        return count
    }
}
