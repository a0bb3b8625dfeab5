import GRDB

extension WorldClockStore {
    /// Runs `sql` on the file at `path` through a connection of its own, bypassing every check
    /// of the store: tests use it to damage a file on purpose or to make a foreign database.
    static func executeRawSQL(_ sql: String, atPath path: String) throws {
        let database = try DatabaseQueue(path: path)
        try database.writeWithoutTransaction { db in try db.execute(sql: sql) }
    }

    /// The rows `sql` selects from the file at `path`, each value as text (`nil` for NULL),
    /// through a connection of its own.
    static func queryRawSQL(_ sql: String, atPath path: String) throws -> [[String?]] {
        let database = try DatabaseQueue(path: path)
        return try database.read { db in
            try Row.fetchAll(db, sql: sql).map { row in
                row.databaseValues.map { value in value.isNull ? nil : value.description.trimmingQuotes }
            }
        }
    }
}

private extension String {
    /// `DatabaseValue.description` quotes text ("\"Seoul\""); the raw rows want the text itself.
    var trimmingQuotes: String {
        count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : self
    }
}
