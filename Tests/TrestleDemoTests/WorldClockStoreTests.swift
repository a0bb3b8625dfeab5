import Foundation
import Testing
import TrestleTesting
@testable import TrestleDemo

/// A folder of its own under the system's temporary folder, removed when `body` returns.
private func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("WorldClockStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// The path of a database file in `directory`.
private func databasePath(in directory: URL, _ name: String = "world-clock.sqlite") -> String {
    directory.appendingPathComponent(name).path
}

/// The list's rule, checked on the values the store returns.
private func expectConsecutivePositions(_ cities: [WorldClockCity], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(cities.map(\.position) == Array(cities.indices), sourceLocation: sourceLocation)
}

private let seedNames = ["Seoul", "Cupertino", "London", "New York", "Tokyo"]

@Suite("World Clock store: schema, seeding and persistence")
struct WorldClockStoreSchemaTests {
    @Test("Opening a new path creates its folders, the city table and its index, and records both migrations")
    func migrationCreatesTable() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("a/b/c/world-clock.sqlite").path
            _ = try WorldClockStore(path: path)
            #expect(FileManager.default.fileExists(atPath: path))
            let columns = try WorldClockStore.queryRawSQL("SELECT name, type, \"notnull\", pk FROM pragma_table_info('city')", atPath: path)
            #expect(columns == [
                ["id", "INTEGER", "0", "1"],
                ["name", "TEXT", "1", "0"],
                ["timeZoneIdentifier", "TEXT", "1", "0"],
                ["position", "INTEGER", "1", "0"],
            ])
            let autoincrement = try WorldClockStore.queryRawSQL("SELECT sql FROM sqlite_master WHERE name = 'city'", atPath: path)
            #expect((autoincrement.first?.first ?? nil)?.contains("AUTOINCREMENT") == true)
            let indexes = try WorldClockStore.queryRawSQL("SELECT name, \"unique\" FROM pragma_index_list('city')", atPath: path)
            #expect(indexes == [["city_position", "0"]])
            let migrations = try WorldClockStore.queryRawSQL("SELECT identifier FROM grdb_migrations ORDER BY identifier", atPath: path)
            #expect(migrations == [["worldClock.v1.createCity"], ["worldClock.v1.seedCities"]])
            let journal = try WorldClockStore.queryRawSQL("PRAGMA journal_mode", atPath: path)
            #expect(journal == [["wal"]])
        }
    }

    @Test("The first open adds the seed cities in order; reopening adds nothing")
    func seedsOnce() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            let first = try WorldClockStore(path: path).cities()
            #expect(first.map(\.name) == seedNames)
            #expect(first.map(\.timeZoneIdentifier) == ["Asia/Seoul", "America/Los_Angeles", "Europe/London", "America/New_York", "Asia/Tokyo"])
            expectConsecutivePositions(first)
            #expect(Set(first.map(\.id)).count == 5)
            let second = try WorldClockStore(path: path).cities()
            #expect(second == first)
        }
    }

    @Test("A list the user emptied stays empty after reopening")
    func emptiedListStaysEmpty() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            do {
                let store = try WorldClockStore(path: path)
                for city in try store.cities() {
                    #expect(try store.delete(id: city.id))
                }
                #expect(try store.cities().isEmpty)
            }
            let reopened = try WorldClockStore(path: path)
            #expect(try reopened.cities().isEmpty)
            #expect(reopened.repairsAtOpen.isEmpty)
            let again = try WorldClockStore(path: path)
            #expect(try again.count() == 0)
        }
    }

    @Test("Inserts, moves and deletes are still there after reopening")
    func persistsAcrossReopen() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            let expected: [WorldClockCity]
            do {
                let store = try WorldClockStore(path: path)
                let paris = try store.insert(name: "Paris", timeZoneIdentifier: "Europe/Paris", at: 1)
                try store.move(from: 4, to: 0)
                let london = try #require(try store.cities().first { $0.name == "London" })
                #expect(try store.delete(id: london.id))
                expected = try store.cities()
                #expect(expected.map(\.name) == ["New York", "Seoul", "Paris", "Cupertino", "Tokyo"])
                #expect(expected.contains { $0.id == paris.id && $0.position == 2 })
            }
            let reopened = try WorldClockStore(path: path)
            #expect(try reopened.cities() == expected)
            #expect(try reopened.checkIntegrity().isEmpty)
        }
    }

    @Test("An empty file is a new database: it is migrated and seeded")
    func emptyFile() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            let cities = try WorldClockStore(path: path).cities()
            #expect(cities.map(\.name) == seedNames)
        }
    }

    @Test("Two stores on one file see each other's changes")
    func twoConnections() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            let first = try WorldClockStore(path: path)
            let second = try WorldClockStore(path: path)
            try first.insert(name: "Paris", timeZoneIdentifier: "Europe/Paris", at: 0)
            try second.move(from: 0, to: 5)
            #expect(try first.cities().map(\.name) == seedNames + ["Paris"])
            #expect(try first.cities() == second.cities())
        }
    }

    @Test("The default path follows XDG_DATA_HOME, then HOME, then the current folder", arguments: [
        (["XDG_DATA_HOME": "/data", "HOME": "/home/ada"], "/data/trestle/world-clock.sqlite"),
        (["XDG_DATA_HOME": "/data/", "HOME": "/home/ada"], "/data/trestle/world-clock.sqlite"),
        (["XDG_DATA_HOME": "", "HOME": "/home/ada"], "/home/ada/.local/share/trestle/world-clock.sqlite"),
        (["XDG_DATA_HOME": "relative/data", "HOME": "/home/ada"], "/home/ada/.local/share/trestle/world-clock.sqlite"),
        (["HOME": "/home/ada"], "/home/ada/.local/share/trestle/world-clock.sqlite"),
        ([:], "trestle-world-clock.sqlite"),
    ])
    func defaultPath(environment: [String: String], expected: String) {
        #expect(WorldClockStore.defaultPath(environment: environment) == expected)
    }
}

@Suite("World Clock store: editing")
struct WorldClockStoreEditingTests {
    @Test("Insert appends by default and shifts the rows after a middle position")
    func insert() throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory))
            let paris = try store.insert(name: "  Paris ", timeZoneIdentifier: "Europe/Paris")
            #expect(paris.name == "Paris" && paris.position == 5 && paris.timeZoneIdentifier == "Europe/Paris")
            let cairo = try store.insert(name: "Cairo", timeZoneIdentifier: "Africa/Cairo", at: 2)
            #expect(cairo.position == 2)
            let sydney = try store.insert(name: "Sydney", timeZoneIdentifier: "Australia/Sydney", at: 0)
            let cities = try store.cities()
            #expect(cities.map(\.name) == ["Sydney", "Seoul", "Cupertino", "Cairo", "London", "New York", "Tokyo", "Paris"])
            expectConsecutivePositions(cities)
            #expect(cities.first == WorldClockCity(id: sydney.id, name: "Sydney", timeZoneIdentifier: "Australia/Sydney", position: 0))
            #expect(Set(cities.map(\.id)).count == cities.count)
        }
    }

    @Test("Insert refuses a bad position, an empty name or an unknown time zone, and changes nothing")
    func insertErrors() throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory), recordingCommits: true)
            let before = try store.cities()
            #expect(throws: WorldClockStoreError.indexOutOfRange(index: 6, validRange: 0...5)) {
                try store.insert(name: "Paris", timeZoneIdentifier: "Europe/Paris", at: 6)
            }
            #expect(throws: WorldClockStoreError.indexOutOfRange(index: -1, validRange: 0...5)) {
                try store.insert(name: "Paris", timeZoneIdentifier: "Europe/Paris", at: -1)
            }
            #expect(throws: WorldClockStoreError.emptyName) {
                try store.insert(name: " \n", timeZoneIdentifier: "Europe/Paris")
            }
            #expect(throws: WorldClockStoreError.unknownTimeZone(identifier: "Mars/Olympus_Mons")) {
                try store.insert(name: "Olympus Mons", timeZoneIdentifier: "Mars/Olympus_Mons")
            }
            #expect(try store.cities() == before)
            #expect(store.commitLog?.commits.allSatisfy { $0.changes.isEmpty } == true)
        }
    }

    @Test("Delete closes the gap; deleting a city that is gone returns false and changes nothing")
    func delete() throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory), recordingCommits: true)
            let london = try #require(try store.cities().first { $0.name == "London" })
            #expect(try store.delete(id: london.id))
            let cities = try store.cities()
            #expect(cities.map(\.name) == ["Seoul", "Cupertino", "New York", "Tokyo"])
            expectConsecutivePositions(cities)
            store.commitLog?.reset()
            #expect(try store.delete(id: london.id) == false)
            #expect(try store.delete(id: 9_999) == false)
            #expect(try store.cities() == cities)
            #expect(store.commitLog?.commits.allSatisfy { $0.changes.isEmpty } == true)
        }
    }

    @Test("Ids are never reused after a delete")
    func idsNotReused() throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory))
            let tokyo = try #require(try store.cities().last)
            try store.delete(id: tokyo.id)
            let paris = try store.insert(name: "Paris", timeZoneIdentifier: "Europe/Paris")
            #expect(paris.id > tokyo.id)
        }
    }

    /// UIKit's `moveRowAt(_:to:)`: remove at the source, insert at the destination.
    private static func uikitMove<T>(_ array: [T], from source: Int, to destination: Int) -> [T] {
        var array = array
        array.insert(array.remove(at: source), at: destination)
        return array
    }

    @Test("Move follows UIKit's moveRowAt(_:to:): remove at the source, insert at the destination",
          arguments: [(0, 4), (4, 0), (1, 3), (3, 1), (2, 2), (0, 1), (1, 0), (3, 4)])
    func moveSemantics(source: Int, destination: Int) throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory))
            let before = try store.cities()
            try store.move(from: source, to: destination)
            let after = try store.cities()
            #expect(after.map(\.id) == Self.uikitMove(before.map(\.id), from: source, to: destination))
            expectConsecutivePositions(after)
        }
    }

    @Test("Every move is one transaction that rewrites only the rows between source and destination")
    func moveRewritesOnlyAffectedRange() throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory), recordingCommits: true)
            let log = try #require(store.commitLog)
            for _ in 0..<3 { try store.insert(name: "Paris", timeZoneIdentifier: "Europe/Paris") }
            let count = try store.count()
            for source in 0..<count {
                for destination in 0..<count {
                    let before = try store.cities().map(\.id)
                    log.reset()
                    try store.move(from: source, to: destination)
                    let commits = log.commits
                    #expect(commits.count == 1, "move(\(source), \(destination)) committed \(commits.count) transactions")
                    let affected = Set(before[min(source, destination)...max(source, destination)])
                    let expected = source == destination ? [] : affected
                    #expect(commits.first?.cityRows(.update) == expected, "move(\(source), \(destination))")
                    #expect(commits.flatMap(\.changes).allSatisfy { $0.kind == .update && $0.table == "city" })
                    #expect(try store.cities().map(\.id) == Self.uikitMove(before, from: source, to: destination))
                }
            }
        }
    }

    @Test("Insert and delete are one transaction each, rewriting only the rows after the change")
    func insertDeleteRewriteOnlyShiftedRows() throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory), recordingCommits: true)
            let log = try #require(store.commitLog)
            let before = try store.cities().map(\.id)
            log.reset()
            let paris = try store.insert(name: "Paris", timeZoneIdentifier: "Europe/Paris", at: 3)
            #expect(log.commits.count == 1)
            #expect(log.commits.first?.cityRows(.update) == Set(before[3...]))
            #expect(log.commits.first?.cityRows(.insert) == [paris.id])
            log.reset()
            #expect(try store.delete(id: before[1]))
            #expect(log.commits.count == 1)
            #expect(log.commits.first?.cityRows(.delete) == [before[1]])
            #expect(log.commits.first?.cityRows(.update) == Set([before[2], paris.id] + before[3...]))
            log.reset()
            try store.insert(name: "Cairo", timeZoneIdentifier: "Africa/Cairo")
            #expect(log.commits.first?.cityRows(.update) == [])
        }
    }

    @Test("A move with an index out of range throws a clear error and changes nothing",
          arguments: [(5, 0), (0, 5), (-1, 2), (2, -1), (Int.max, Int.min)])
    func moveOutOfRange(source: Int, destination: Int) throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory), recordingCommits: true)
            let before = try store.cities()
            let bad = (0..<5).contains(source) ? destination : source
            let error = #expect(throws: WorldClockStoreError.self) { try store.move(from: source, to: destination) }
            #expect(error == .indexOutOfRange(index: bad, validRange: 0...4))
            #expect(error?.description.contains("out of range 0...4") == true)
            #expect(try store.cities() == before)
            #expect(store.commitLog?.commits.allSatisfy { $0.changes.isEmpty } == true)
        }
    }

    @Test("Moving in an empty list throws emptyList")
    func moveInEmptyList() throws {
        try withTemporaryDirectory { directory in
            let store = try WorldClockStore(path: databasePath(in: directory))
            for city in try store.cities() { try store.delete(id: city.id) }
            #expect(throws: WorldClockStoreError.emptyList) { try store.move(from: 0, to: 0) }
        }
    }

    @Test("Random inserts, deletes and moves match an array model and keep positions 0..<n after every step",
          arguments: [1, 2, 3, 2024] as [UInt64])
    func randomizedAgainstModel(seed: UInt64) throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            var random = SeededRandomNumberGenerator(seed: seed)
            var store = try WorldClockStore(path: path)
            var model = try store.cities()
            var deleted: [Int64] = []
            let zones = ["Europe/Paris", "Africa/Cairo", "Australia/Sydney", "America/Sao_Paulo", "Asia/Kathmandu"]
            for step in 0..<250 {
                let roll = Int.random(in: 0..<100, using: &random)
                switch roll {
                case 0..<30:
                    let position: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...model.count, using: &random)
                    let zone = zones[Int.random(in: 0..<zones.count, using: &random)]
                    let city = try store.insert(name: "City \(step)", timeZoneIdentifier: zone, at: position)
                    model.insert(city, at: position ?? model.count)
                case 30..<55:
                    if model.isEmpty || roll < 33, let gone = deleted.randomElement(using: &random) {
                        #expect(try store.delete(id: gone) == false)
                    } else if !model.isEmpty {
                        let index = Int.random(in: 0..<model.count, using: &random)
                        #expect(try store.delete(id: model[index].id))
                        deleted.append(model.remove(at: index).id)
                    }
                case 55..<95:
                    guard !model.isEmpty else { continue }
                    let source = Int.random(in: 0..<model.count, using: &random)
                    let destination = Int.random(in: 0..<model.count, using: &random)
                    try store.move(from: source, to: destination)
                    model.insert(model.remove(at: source), at: destination)
                default:
                    let bad = model.count + Int.random(in: 0..<3, using: &random)
                    #expect(throws: WorldClockStoreError.self) { try store.move(from: bad, to: 0) }
                }
                let cities = try store.cities()
                #expect(cities.map(\.id) == model.map(\.id), "seed \(seed), step \(step)")
                #expect(cities.map(\.name) == model.map(\.name), "seed \(seed), step \(step)")
                expectConsecutivePositions(cities)
                if step % 50 == 49 {
                    #expect(try store.checkIntegrity().isEmpty)
                    store = try WorldClockStore(path: path)
                    #expect(store.repairsAtOpen.isEmpty)
                }
            }
        }
    }

    @Test("The store can be shared by the main actor and concurrent tasks")
    @MainActor
    func concurrentUse() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("WorldClockStoreTests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try WorldClockStore(path: databasePath(in: directory))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for step in 0..<25 {
                        try store.move(from: (task + step) % 5, to: (task * 3 + step) % 5)
                    }
                }
            }
            try await group.waitForAll()
        }
        for step in 0..<25 { try store.move(from: step % 5, to: 4 - step % 5) }
        let cities = try store.cities()
        #expect(Set(cities.map(\.name)) == Set(seedNames))
        expectConsecutivePositions(cities)
    }
}

@Suite("World Clock store: damage and errors")
struct WorldClockStoreDamageTests {
    @Test("Damaged positions are reported, repaired when the file is reopened, and no city is lost")
    func repairAtOpen() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            let ids = try WorldClockStore(path: path).cities().map(\.id)
            // Seoul 7, Cupertino 7, London -3, New York 'x', Tokyo 2.5: duplicates, a negative,
            // a text and a real, with 0, 1, 3, 4 missing.
            try WorldClockStore.executeRawSQL("""
                UPDATE city SET position = 7 WHERE id IN (\(ids[0]), \(ids[1]));
                UPDATE city SET position = -3 WHERE id = \(ids[2]);
                UPDATE city SET position = 'x' WHERE id = \(ids[3]);
                UPDATE city SET position = 2.5 WHERE id = \(ids[4]);
                """, atPath: path)
            let store = try WorldClockStore(path: path)
            #expect(store.repairsAtOpen.contains("position 0 is missing"))
            #expect(store.repairsAtOpen.contains { $0.contains("not an integer") && $0.contains("New York") })
            #expect(store.repairsAtOpen.contains { $0.contains("not an integer") && $0.contains("Tokyo") })
            #expect(store.repairsAtOpen.contains { $0.contains("-3, outside 0..<5") && $0.contains("London") })
            let cities = try store.cities()
            // Ordered by (position, id): -3, 2.5, 7, 7, then the text.
            #expect(cities.map(\.name) == ["London", "Tokyo", "Seoul", "Cupertino", "New York"])
            #expect(Set(cities.map(\.id)) == Set(ids))
            expectConsecutivePositions(cities)
            #expect(try store.checkIntegrity().isEmpty)
            #expect(try WorldClockStore(path: path).repairsAtOpen.isEmpty)
        }
    }

    @Test("checkIntegrity names each kind of damage, and repairPositions fixes it")
    func integrityReport() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            let store = try WorldClockStore(path: path)
            let ids = try store.cities().map(\.id)
            #expect(try store.checkIntegrity().isEmpty)
            #expect(try store.repairPositions() == 0)
            try WorldClockStore.executeRawSQL("UPDATE city SET position = 1 WHERE id = \(ids[2]); UPDATE city SET position = 9 WHERE id = \(ids[4])", atPath: path)
            let problems = try store.checkIntegrity()
            #expect(problems.contains("city \(ids[4]) (Tokyo) has the position 9, outside 0..<5"))
            #expect(problems.contains("position 1 is held by 2 cities: \(ids[1]) (Cupertino), \(ids[2]) (London)"))
            #expect(problems.contains("position 2 is missing"))
            #expect(problems.contains("position 4 is missing"))
            #expect(problems.count == 4)
            #expect(try store.repairPositions() == 2)
            #expect(try store.checkIntegrity().isEmpty)
            #expect(try store.cities().map(\.id) == ids)
        }
    }

    @Test("A change made after another program damaged the positions repairs them first")
    func changeRepairsDamageFirst() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            let store = try WorldClockStore(path: path)
            let ids = try store.cities().map(\.id)
            try WorldClockStore.executeRawSQL("UPDATE city SET position = position * 10", atPath: path)
            try store.move(from: 0, to: 4)
            #expect(try store.cities().map(\.id) == Array(ids.dropFirst()) + [ids[0]])
            #expect(try store.checkIntegrity().isEmpty)
        }
    }

    @Test("A file that is not an SQLite database is refused with advice and left unchanged",
          arguments: ["random bytes", "text"])
    func notADatabase(kind: String) throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            var random = SeededRandomNumberGenerator(seed: 7)
            let bytes: Data = kind == "text"
                ? Data(String(repeating: "Seoul, Asia/Seoul\n", count: 300).utf8)
                : Data((0..<8_192).map { _ in UInt8.random(in: 0...255, using: &random) })
            try bytes.write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: WorldClockStoreError.self) { try WorldClockStore(path: path) }
            #expect(error == .notADatabase(path: path))
            let message = error?.description ?? ""
            #expect(message.contains(path) && message.contains("not an SQLite database"))
            #expect(message.contains("move the file away") && message.contains("--database PATH"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
    }

    @Test("An SQLite database with damaged pages is refused as corrupt")
    func corruptPages() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            do {
                let store = try WorldClockStore(path: path)
                for index in 0..<1_000 {
                    try store.insert(name: "City number \(index) of a long list", timeZoneIdentifier: "Europe/Paris")
                }
            }
            // Keep the 100-byte header and the first page, overwrite the rest with garbage.
            var data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(data.count > 8_192)
            var random = SeededRandomNumberGenerator(seed: 3)
            for index in 4_096..<data.count { data[index] = UInt8.random(in: 0...255, using: &random) }
            try data.write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: WorldClockStoreError.self) { try WorldClockStore(path: path) }
            guard case .corrupt(let errorPath, _)? = error else {
                Issue.record("expected .corrupt, got \(String(describing: error))")
                return
            }
            #expect(errorPath == path)
            #expect(error?.description.contains("is damaged") == true)
        }
    }

    @Test("Another program's SQLite database is refused and left unchanged")
    func foreignDatabase() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            try WorldClockStore.executeRawSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('hello')", atPath: path)
            let error = #expect(throws: WorldClockStoreError.self) { try WorldClockStore(path: path) }
            #expect(error == .foreignSchema(path: path, reason: "it has the tables notes"))
            #expect(error?.description.contains("not a World Clock one") == true)
            #expect(error?.description.contains("--database PATH") == true)
            let tables = try WorldClockStore.queryRawSQL("SELECT name FROM sqlite_master WHERE type = 'table'", atPath: path)
            #expect(tables == [["notes"]])
            #expect(try WorldClockStore.queryRawSQL("PRAGMA journal_mode", atPath: path) == [["delete"]])
        }
    }

    @Test("Another GRDB app's database, and a city table with other columns, are refused")
    func foreignGRDBDatabase() throws {
        try withTemporaryDirectory { directory in
            let other = databasePath(in: directory, "other.sqlite")
            try WorldClockStore.executeRawSQL("""
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1');
                CREATE TABLE player (id INTEGER PRIMARY KEY);
                """, atPath: other)
            #expect(throws: WorldClockStoreError.foreignSchema(path: other, reason: "its migrations are v1")) {
                try WorldClockStore(path: other)
            }
            let altered = databasePath(in: directory, "altered.sqlite")
            try WorldClockStore.executeRawSQL("""
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('worldClock.v1.createCity'), ('worldClock.v1.seedCities');
                CREATE TABLE city (id INTEGER PRIMARY KEY, title TEXT);
                """, atPath: altered)
            #expect(throws: WorldClockStoreError.foreignSchema(path: altered, reason: "its city table has the columns id, title")) {
                try WorldClockStore(path: altered)
            }
        }
    }

    @Test("A database written by a newer version is refused and left unchanged")
    func newerSchema() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            _ = try WorldClockStore(path: path)
            try WorldClockStore.executeRawSQL("INSERT INTO grdb_migrations VALUES ('worldClock.v2.addLabels')", atPath: path)
            let error = #expect(throws: WorldClockStoreError.self) { try WorldClockStore(path: path) }
            #expect(error == .newerSchema(path: path, unknownMigrations: ["worldClock.v2.addLabels"]))
            #expect(error?.description.contains("newer version") == true)
        }
    }

    @Test("A path under a file, or a folder where the file should be, gives an error naming the problem")
    func unusablePaths() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("plain-file")
            try Data("x".utf8).write(to: file)
            let underFile = file.appendingPathComponent("world-clock.sqlite").path
            let error = #expect(throws: WorldClockStoreError.self) { try WorldClockStore(path: underFile) }
            #expect(error == .cannotCreateDirectory(path: file.path, reason: "a file of that name is in the way"))
            #expect(error?.description.contains("--database PATH") == true)

            let deeper = file.appendingPathComponent("a/b/world-clock.sqlite").path
            let deeperError = #expect(throws: WorldClockStoreError.self) { try WorldClockStore(path: deeper) }
            #expect(deeperError?.description.contains("\(file.path) is a file, not a folder") == true)

            let folder = directory.appendingPathComponent("folder.sqlite", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            #expect(throws: WorldClockStoreError.cannotOpen(path: folder.path, reason: "it is a folder, not a file")) {
                try WorldClockStore(path: folder.path)
            }
        }
    }

    // Root ignores file permissions, so this one runs only for other users.
    @Test("An unwritable folder gives cannotOpen or cannotCreateDirectory, not a crash", .enabled(if: getuid() != 0))
    func unwritableDirectory() throws {
        try withTemporaryDirectory { directory in
            let locked = directory.appendingPathComponent("locked", isDirectory: true)
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
            let error = #expect(throws: WorldClockStoreError.self) {
                try WorldClockStore(path: locked.appendingPathComponent("world-clock.sqlite").path)
            }
            #expect(error?.description.contains("not writable") == true)
            let nested = #expect(throws: WorldClockStoreError.self) {
                try WorldClockStore(path: locked.appendingPathComponent("sub/world-clock.sqlite").path)
            }
            #expect(nested?.description.contains("not writable") == true)

            let readOnly = databasePath(in: directory)
            _ = try WorldClockStore(path: readOnly)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
            let readOnlyError = #expect(throws: WorldClockStoreError.self) { try WorldClockStore(path: readOnly) }
            #expect(readOnlyError?.description.contains("read-only") == true, "\(String(describing: readOnlyError))")
        }
    }
}

@Suite("World Clock time and city catalog")
struct WorldClockTimeTests {
    private static func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    @Test("Each city's time, day and offset at a fixed instant", arguments: [
        ("2025-01-15T05:05:00Z", "Asia/Seoul", "Asia/Seoul", "14:05", "Today, +0HRS"),
        ("2025-01-15T05:05:00Z", "America/New_York", "Asia/Seoul", "00:05", "Today, -14HRS"),
        ("2025-01-15T05:05:00Z", "America/Los_Angeles", "Asia/Seoul", "21:05", "Yesterday, -17HRS"),
        ("2025-01-15T05:05:00Z", "Asia/Seoul", "America/Los_Angeles", "14:05", "Tomorrow, +17HRS"),
        ("2025-01-15T05:05:00Z", "Asia/Calcutta", "Europe/London", "10:35", "Today, +5:30HRS"),
        ("2025-01-15T05:05:00Z", "Asia/Kathmandu", "Europe/London", "10:50", "Today, +5:45HRS"),
        ("2025-01-15T05:05:00Z", "America/St_Johns", "Europe/London", "01:35", "Today, -3:30HRS"),
        ("2025-07-01T12:00:00Z", "America/New_York", "Europe/London", "08:00", "Today, -5HRS"),
        ("2025-01-15T10:30:00Z", "Pacific/Kiritimati", "Pacific/Pago_Pago", "00:30", "+2 days, +25HRS"),
        ("2025-01-15T10:30:00Z", "Pacific/Pago_Pago", "Pacific/Kiritimati", "23:30", "-2 days, -25HRS"),
        ("1969-12-31T23:30:00Z", "Asia/Tokyo", "UTC", "08:30", "Tomorrow, +9HRS"),
    ])
    func fixedInstant(now: String, zone: String, local: String, time: String, subtitle: String) throws {
        let clock = WorldClockTime(now: Self.date(now), in: try #require(TimeZone(identifier: zone)),
                                   localTimeZone: try #require(TimeZone(identifier: local)))
        #expect(clock.time == time)
        #expect(clock.subtitle == subtitle)
    }

    @Test("A city's current time uses its zone; an unknown zone gives nil")
    func cityCurrentTime() throws {
        let seoul = WorldClockCity(id: 1, name: "Seoul", timeZoneIdentifier: "Asia/Seoul", position: 0)
        let utc = try #require(TimeZone(identifier: "UTC"))
        let clock = try #require(seoul.currentTime(now: Self.date("2025-01-15T05:05:00Z"), localTimeZone: utc))
        #expect(clock.time == "14:05" && clock.relativeDay == "Today" && clock.offset == "+9HRS")
        #expect(clock.dayDifference == 0 && clock.offsetSeconds == 32_400)
        let nowhere = WorldClockCity(id: 2, name: "Nowhere", timeZoneIdentifier: "Mars/Olympus_Mons", position: 1)
        #expect(nowhere.currentTime(now: .now, localTimeZone: utc) == nil)
    }

    @Test("Catalog names come from the identifier's last part, places only", arguments: [
        ("America/New_York", "New York"),
        ("America/Argentina/Buenos_Aires", "Buenos Aires"),
        ("Asia/Seoul", "Seoul"),
        ("GMT", nil), ("UTC", nil), ("Etc/GMT+5", nil), ("US/Pacific", nil), ("SystemV/EST5", nil), ("Europe/", nil),
    ] as [(String, String?)])
    func cityNames(identifier: String, name: String?) {
        #expect(TimeZoneCatalog.cityName(forIdentifier: identifier) == name)
    }

    @Test("The catalog is sorted by name, keeps one zone per name, and searches ignoring case and accents")
    func catalog() {
        let catalog = TimeZoneCatalog(identifiers: [
            "Europe/Zurich", "America/Sao_Paulo", "GMT", "America/Indianapolis", "America/Indiana/Indianapolis",
            "Asia/Seoul", "Etc/UTC", "America/New_York", "Africa/Abidjan",
        ])
        #expect(catalog.entries.map(\.name) == ["Abidjan", "Indianapolis", "New York", "Sao Paulo", "Seoul", "Zurich"])
        #expect(catalog.entry(forIdentifier: "America/Indiana/Indianapolis")?.name == "Indianapolis")
        #expect(catalog.entry(forIdentifier: "America/Indianapolis") == nil)
        #expect(catalog.entries(matching: "YORK").map(\.timeZoneIdentifier) == ["America/New_York"])
        #expect(catalog.entries(matching: "São").map(\.name) == ["Sao Paulo"])
        #expect(catalog.entries(matching: "asia/").map(\.name) == ["Seoul"])
        #expect(catalog.entries(matching: " ").count == 6)
    }

    @Test("The system catalog lists the seed cities' zones and no offset-only zones")
    func standardCatalog() {
        let catalog = TimeZoneCatalog.standard
        #expect(catalog.entries.count > 300)
        for seed in WorldClockStore.seedCities {
            #expect(catalog.entry(forIdentifier: seed.timeZoneIdentifier) != nil, "\(seed.timeZoneIdentifier)")
        }
        #expect(catalog.entries.allSatisfy { $0.timeZoneIdentifier.contains("/") && !$0.timeZoneIdentifier.hasPrefix("Etc/") })
        #expect(catalog.entries.allSatisfy { TimeZone(identifier: $0.timeZoneIdentifier) != nil })
        #expect(Set(catalog.entries.map(\.name)).count == catalog.entries.count)
    }
}
