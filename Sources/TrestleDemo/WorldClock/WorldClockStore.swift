import Foundation
import GRDB

/// The World Clock list, kept in an SQLite database file: which cities, in which order.
///
/// The store is the model behind a World Clock screen in the style of the iOS Clock app: the
/// table view's rows are ``cities()`` in order, "add city" calls
/// ``insert(name:timeZoneIdentifier:at:)``, swipe-to-delete calls ``delete(id:)``, and the
/// reorder control's `tableView(_:moveRowAt:to:)` calls ``move(from:to:)`` with the two rows.
///
/// ```swift
/// let store = try WorldClockStore(path: WorldClockStore.defaultPath())
/// var cities = try store.cities()                 // Seoul, Cupertino, London, ... on first run
/// try store.move(from: 0, to: 2)                  // as UIKit's moveRowAt(_:to:)
/// let paris = try store.insert(name: "Paris", timeZoneIdentifier: "Europe/Paris")
/// try store.delete(id: paris.id)
/// ```
///
/// ## Order
///
/// Each row has a `position`; the positions of `n` rows are always exactly `0..<n`, so a row's
/// position is its table view row. Every change is one SQLite transaction that rewrites only the
/// positions it must, so a crash (even `SIGKILL` in the middle of a burst of moves) leaves the
/// list as it was after the last completed call: SQLite's atomic commit either applies a whole
/// transaction or none of it. ``checkIntegrity()`` states the rule and ``repairPositions()``
/// restores it; opening a file whose positions were damaged by hand repairs them (see
/// ``repairsAtOpen``), and so does any change made after another program damaged them.
///
/// ## Files and errors
///
/// ``init(path:)`` creates the file and its folders when missing, migrates its schema, and adds
/// a few cities the first time only: a list the user emptied stays empty. A file that is not a
/// World Clock database is never changed; opening it throws a ``WorldClockStoreError`` whose
/// description says what is wrong and what to do.
///
/// ## Threads
///
/// All methods are synchronous and may be called from any thread, including the main actor:
/// calls are serialized on one SQLite connection (a GRDB `DatabaseQueue`) and each returns when
/// its transaction has committed. A World Clock list has a handful of rows, so the calls take
/// well under a millisecond once the file is open.
public final class WorldClockStore: Sendable {
    /// The path of the database file, as given to ``init(path:)``.
    public let path: String

    /// The damage to the list's positions found when the file was opened, one sentence per
    /// problem, and already repaired; empty for a healthy file. A screen may show it once.
    public let repairsAtOpen: [String]

    /// The one connection to the file.
    let database: DatabaseQueue

    /// What each committed transaction changed, when the store was made with
    /// `recordingCommits: true` (tests use it to check that a call is one transaction).
    let commitLog: WorldClockCommitLog?

    /// The cities a new database starts with, in order.
    public static let seedCities: [TimeZoneCatalog.Entry] = [
        .init(name: "Seoul", timeZoneIdentifier: "Asia/Seoul"),
        .init(name: "Cupertino", timeZoneIdentifier: "America/Los_Angeles"),
        .init(name: "London", timeZoneIdentifier: "Europe/London"),
        .init(name: "New York", timeZoneIdentifier: "America/New_York"),
        .init(name: "Tokyo", timeZoneIdentifier: "Asia/Tokyo"),
    ]

    /// Opens the World Clock database at `path`, creating the file and any missing parent
    /// folders.
    ///
    /// Opening a file for the first time creates the `city` table and adds ``seedCities``; later
    /// opens add nothing, even when the user has deleted every city. Damaged positions are
    /// repaired (see ``repairsAtOpen``).
    ///
    /// - Parameter path: The file's path, absolute or relative to the current directory;
    ///   ``defaultPath(environment:)`` gives the usual one.
    /// - Throws: ``WorldClockStoreError``: ``WorldClockStoreError/cannotCreateDirectory(path:reason:)``
    ///   or ``WorldClockStoreError/cannotOpen(path:reason:)`` when the path cannot hold a
    ///   database, ``WorldClockStoreError/notADatabase(path:)``,
    ///   ``WorldClockStoreError/corrupt(path:reason:)``,
    ///   ``WorldClockStoreError/foreignSchema(path:reason:)`` or
    ///   ``WorldClockStoreError/newerSchema(path:unknownMigrations:)`` when the file exists but
    ///   cannot be used. Such a file is left unchanged.
    public convenience init(path: String) throws {
        try self.init(path: path, recordingCommits: false)
    }

    /// Opens the database at `path`; with `recordingCommits`, ``commitLog`` records every
    /// transaction committed after opening.
    init(path: String, recordingCommits: Bool) throws {
        self.path = path
        try Self.prepareLocation(of: path)
        let database: DatabaseQueue
        do {
            var configuration = Configuration()
            configuration.label = "WorldClockStore"
            // A second demo process on the same file waits for the other's short transaction
            // instead of failing at once.
            configuration.busyMode = .timeout(5)
            database = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw Self.storeError(for: error, path: path, opening: true)
        }
        do {
            // Decide whether the file is ours before writing anything to it.
            try database.read { db in try Self.checkOwnership(db, path: path) }
            try Self.migrator.migrate(database)
            try database.writeWithoutTransaction { db in
                try Self.checkSchema(db, path: path)
                // WAL: a commit appends to the -wal file and a crash mid-write leaves the main
                // file untouched; readers never block the writer. synchronous=NORMAL keeps WAL
                // commits atomic and durable across a killed process (the OS holds the written
                // pages); only a power cut may lose the last few commits, never consistency.
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                let storage = try Self.storageProblems(db)
                if !storage.isEmpty {
                    throw WorldClockStoreError.corrupt(path: path, reason: storage.prefix(3).joined(separator: "; "))
                }
            }
            repairsAtOpen = try database.write { db in
                let problems = try Self.positionProblems(db)
                if !problems.isEmpty { try Self.renumber(db) }
                return problems
            }
        } catch {
            throw Self.storeError(for: error, path: path, opening: true)
        }
        self.database = database
        if recordingCommits {
            let log = WorldClockCommitLog()
            database.add(transactionObserver: log, extent: .databaseLifetime)
            commitLog = log
        } else {
            commitLog = nil
        }
    }

    /// The usual place of the database: `$XDG_DATA_HOME/trestle/world-clock.sqlite`, else
    /// `$HOME/.local/share/trestle/world-clock.sqlite`, else `trestle-world-clock.sqlite` in the
    /// current directory.
    ///
    /// As the XDG Base Directory specification asks, an empty or relative `XDG_DATA_HOME` is
    /// ignored.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let dataHome: URL? =
            if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
                URL(fileURLWithPath: xdg, isDirectory: true)
            } else if let home = environment["HOME"], !home.isEmpty {
                URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
            } else {
                nil
            }
        guard let dataHome else { return "trestle-world-clock.sqlite" }
        return dataHome.appendingPathComponent("trestle", isDirectory: true)
            .appendingPathComponent("world-clock.sqlite").path
    }

    /// Every city, in list order (by position).
    ///
    /// - Throws: ``WorldClockStoreError/database(path:reason:)`` when the file cannot be read.
    public func cities() throws -> [WorldClockCity] {
        try read { db in try Self.fetchCities(db) }
    }

    /// The number of cities in the list.
    public func count() throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM city") ?? 0 }
    }
}

// MARK: - Schema

extension WorldClockStore {
    /// Identifiers of this store's migrations all start with this, so that a file migrated by a
    /// newer demo can be told from another program's GRDB database.
    static let migrationPrefix = "worldClock."

    /// The schema's history. Never edit a registered migration: add a new one.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("\(migrationPrefix)v1.createCity") { db in
            // No UNIQUE index on position: SQLite checks uniqueness row by row, not at the end of
            // a statement, so the single UPDATE that shifts a range of rows by one would collide
            // with a neighbour halfway through (a move would need two passes through negative
            // positions, doubling the writes). Uniqueness is kept by the store instead: every
            // change is one transaction that starts from, and ends with, positions 0..<n, and
            // `checkIntegrity()` verifies it. The plain index serves `ORDER BY position` and the
            // range updates.
            try db.execute(sql: """
                CREATE TABLE city (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    timeZoneIdentifier TEXT NOT NULL,
                    position INTEGER NOT NULL
                );
                CREATE INDEX city_position ON city(position);
                """)
        }
        // A migration of its own, so it runs once per file: deleting every city and reopening
        // must not bring the seed cities back.
        migrator.registerMigration("\(migrationPrefix)v1.seedCities") { db in
            for (position, city) in seedCities.enumerated() {
                try db.execute(
                    sql: "INSERT INTO city (name, timeZoneIdentifier, position) VALUES (?, ?, ?)",
                    arguments: [city.name, city.timeZoneIdentifier, position])
            }
        }
        return migrator
    }()

    /// The columns of `city`, as the migrations create them.
    static let cityColumns: Set<String> = ["id", "name", "timeZoneIdentifier", "position"]

    /// Throws unless the file is empty or a World Clock database this version knows.
    static func checkOwnership(_ db: Database, path: String) throws {
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name
            """)
        if tables.isEmpty { return }
        guard tables.contains("grdb_migrations") else {
            throw WorldClockStoreError.foreignSchema(path: path, reason: "it has the tables \(tables.joined(separator: ", "))")
        }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        let known = Set(migrator.migrations)
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty {
            if unknown.allSatisfy({ $0.hasPrefix(migrationPrefix) }) {
                throw WorldClockStoreError.newerSchema(path: path, unknownMigrations: unknown)
            }
            throw WorldClockStoreError.foreignSchema(path: path, reason: "its migrations are \(applied.joined(separator: ", "))")
        }
        let others = tables.filter { $0 != "grdb_migrations" }
        if applied.isEmpty && !others.isEmpty {
            throw WorldClockStoreError.foreignSchema(path: path, reason: "it has the tables \(others.joined(separator: ", "))")
        }
    }

    /// Throws unless `city` has exactly the columns the migrations made.
    static func checkSchema(_ db: Database, path: String) throws {
        let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(city)").compactMap { row in
            String.fromDatabaseValue(row["name"])
        }
        if columns.isEmpty {
            throw WorldClockStoreError.foreignSchema(path: path, reason: "its migrations are recorded but the city table is missing")
        }
        if Set(columns) != cityColumns {
            throw WorldClockStoreError.foreignSchema(path: path, reason: "its city table has the columns \(columns.joined(separator: ", "))")
        }
    }

    /// SQLite's own check of the file's pages and indexes; empty when healthy.
    static func storageProblems(_ db: Database) throws -> [String] {
        let lines = try String.fetchAll(db, sql: "PRAGMA quick_check")
        return lines == ["ok"] ? [] : lines
    }

    /// Every city in list order. Values are cast in SQL so that a row damaged by hand (a text
    /// position, a number as a name) is read, not trapped on.
    static func fetchCities(_ db: Database) throws -> [WorldClockCity] {
        try Row.fetchAll(db, sql: """
            SELECT id, CAST(name AS TEXT), CAST(timeZoneIdentifier AS TEXT), CAST(position AS INTEGER)
            FROM city ORDER BY position, id
            """).map { row in
            WorldClockCity(
                id: Int64.fromDatabaseValue(row[0]) ?? 0,
                name: String.fromDatabaseValue(row[1]) ?? "",
                timeZoneIdentifier: String.fromDatabaseValue(row[2]) ?? "",
                position: Int.fromDatabaseValue(row[3]) ?? 0)
        }
    }
}

// MARK: - Access

extension WorldClockStore {
    /// Runs `body` in a read, turning SQLite errors into ``WorldClockStoreError``.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try database.read(body)
        } catch {
            throw Self.storeError(for: error, path: path, opening: false)
        }
    }

    /// Runs `body` in one IMMEDIATE transaction, committed when it returns and rolled back when
    /// it throws, turning SQLite errors into ``WorldClockStoreError``.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try database.write(body)
        } catch {
            throw Self.storeError(for: error, path: path, opening: false)
        }
    }

    /// Creates the folders that should hold `path`, and rejects a folder or a write-protected
    /// file in place of the file.
    static func prepareLocation(of path: String) throws {
        let fileManager = FileManager.default
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            if !isDirectory.boolValue {
                throw WorldClockStoreError.cannotCreateDirectory(path: directory, reason: "a file of that name is in the way")
            }
        } else {
            do {
                try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw WorldClockStoreError.cannotCreateDirectory(path: directory, reason: reason(creating: directory, error: error))
            }
        }
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw WorldClockStoreError.cannotOpen(path: path, reason: "it is a folder, not a file")
            }
            // SQLite would quietly open a write-protected file read-only, and the first edit
            // would fail; say so now instead.
            if !fileManager.isWritableFile(atPath: path) {
                throw WorldClockStoreError.cannotOpen(path: path, reason: "the file is read-only")
            }
        }
    }

    /// Why `directory` could not be created, in words: the nearest existing ancestor tells.
    private static func reason(creating directory: String, error: any Error) -> String {
        let fileManager = FileManager.default
        var ancestor = URL(fileURLWithPath: directory)
        while ancestor.path != "/" {
            ancestor.deleteLastPathComponent()
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue { return "\(ancestor.path) is a file, not a folder" }
            if !fileManager.isWritableFile(atPath: ancestor.path) { return "\(ancestor.path) is not writable" }
            break
        }
        return (error as NSError).localizedDescription
    }

    /// The ``WorldClockStoreError`` for an error thrown by SQLite or GRDB.
    static func storeError(for error: any Error, path: String, opening: Bool) -> WorldClockStoreError {
        if let error = error as? WorldClockStoreError { return error }
        guard let error = error as? DatabaseError else {
            return .database(path: path, reason: String(describing: error))
        }
        let message = error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"
        switch error.resultCode {
        case .SQLITE_NOTADB:
            return .notADatabase(path: path)
        case .SQLITE_CORRUPT:
            return .corrupt(path: path, reason: message)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            return .cannotOpen(path: path, reason: cannotOpenReason(path: path, message: message))
        case .SQLITE_READONLY:
            return opening ? .cannotOpen(path: path, reason: "the file or its folder is read-only") : .database(path: path, reason: "the file is read-only")
        default:
            return opening ? .cannotOpen(path: path, reason: message) : .database(path: path, reason: message)
        }
    }

    private static func cannotOpenReason(path: String, message: String) -> String {
        let fileManager = FileManager.default
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if fileManager.fileExists(atPath: path) {
            return fileManager.isWritableFile(atPath: path) ? message : "the file is not writable"
        }
        return fileManager.isWritableFile(atPath: directory) ? message : "the folder \(directory) is not writable"
    }
}
