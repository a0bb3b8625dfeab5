import Foundation
import GRDB

extension WorldClockStore {
    /// Checks the list's one rule, that the positions of `n` cities are exactly `0..<n` (each an
    /// integer, none missing, none shared), and SQLite's own check of the file.
    ///
    /// The store keeps the rule by itself; a broken rule means the file was edited by another
    /// program. ``init(path:)`` repairs positions when it opens a file (``repairsAtOpen``), and
    /// every change repairs them first if needed, so this is for tests and diagnostics.
    ///
    /// - Returns: One sentence per problem, for example "position 3 is missing" or "position 1
    ///   is held by 2 cities: 4 (Seoul), 7 (Tokyo)"; empty when the list is healthy.
    public func checkIntegrity() throws -> [String] {
        try read { db in
            try Self.storageProblems(db).map { "SQLite: \($0)" } + Self.positionProblems(db)
        }
    }

    /// Renumbers the positions `0..<n` in the current order, ties broken by id (so by age), and
    /// returns how many rows changed; `0` for a healthy list.
    ///
    /// No city is added or removed. Positions that are not integers sort after all integers,
    /// as SQLite orders values of mixed types.
    @discardableResult
    public func repairPositions() throws -> Int {
        try write { db in try Self.renumber(db) }
    }

    /// The problems ``checkIntegrity()`` reports about positions.
    static func positionProblems(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT id, CAST(name AS TEXT), position, typeof(position) = 'integer'
            FROM city ORDER BY position, id
            """)
        let count = rows.count
        var problems: [String] = []
        var holders: [Int: [String]] = [:]
        for row in rows {
            let id = Int64.fromDatabaseValue(row[0]) ?? 0
            let label = "\(id) (\(String.fromDatabaseValue(row[1]) ?? "?"))"
            let value: DatabaseValue = row[2]
            guard Bool.fromDatabaseValue(row[3]) == true, let position = Int.fromDatabaseValue(value) else {
                problems.append("city \(label) has the position \(value.description), which is not an integer")
                continue
            }
            if (0..<count).contains(position) {
                holders[position, default: []].append(label)
            } else {
                problems.append("city \(label) has the position \(position), outside 0..<\(count)")
            }
        }
        for position in 0..<count {
            switch holders[position]?.count ?? 0 {
            case 0:
                problems.append("position \(position) is missing")
            case 1:
                break
            case let shared:
                problems.append("position \(position) is held by \(shared) cities: \(holders[position]!.joined(separator: ", "))")
            }
        }
        return problems
    }

    /// Renumbers positions by (position, id), writing only the rows whose position changes.
    @discardableResult
    static func renumber(_ db: Database) throws -> Int {
        let rows = try Row.fetchAll(db, sql: "SELECT id, position, typeof(position) = 'integer' FROM city ORDER BY position, id")
        var changed = 0
        for (index, row) in rows.enumerated() {
            let isInteger = Bool.fromDatabaseValue(row[2]) == true
            if isInteger && Int.fromDatabaseValue(row[1]) == index { continue }
            try db.execute(
                sql: "UPDATE city SET position = ? WHERE id = ?",
                arguments: [index, Int64.fromDatabaseValue(row[0]) ?? 0])
            changed += 1
        }
        return changed
    }
}
