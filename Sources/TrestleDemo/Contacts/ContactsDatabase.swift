import Foundation
import GRDB
import Trestle
import TrestleCore

/// The Contacts screen's SQLite file, through GRDB: a million people sorted once into
/// collation sections, read a page at a time and searched by name prefix.
///
/// Contacts are stored in list order: a contact's id is its place in the list when the store was
/// seeded, so a page is a range of ids (`id >= ? ORDER BY id LIMIT ?`), answered from the
/// primary key. Deleting a contact removes its row and lowers its section's count; later ids are
/// left as they are. Searches use two indexed keys, the folded name and the folded name with its
/// parts swapped, so a prefix of either part of a name is an index range — no table scan.
///
/// Every method is synchronous and may be called from any thread: the screen calls them off the
/// main actor. A `DatabasePool` lets those reads run beside a write.
final class ContactsDatabase: Sendable {
    let path: String
    private let pool: DatabasePool

    /// The collation the sections follow: Korean, so names sort under ㄱ … ㅎ, then A … Z, then #.
    static let collation = UILocalizedIndexedCollation(locale: Locale(identifier: "ko_KR"))

    /// Opens (creating if needed) the file at `path`. A file that is not a contacts store, or
    /// cannot be opened, throws ``ContactsStoreError``.
    init(path: String) throws {
        self.path = path
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.label = "ContactsDatabase"
            configuration.busyMode = .timeout(5)
            pool = try DatabasePool(path: path, configuration: configuration)
            try pool.write { db in
                try db.execute(sql: """
                    CREATE TABLE IF NOT EXISTS contact(
                        id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT NOT NULL, email TEXT NOT NULL,
                        section INTEGER NOT NULL, nameKey TEXT NOT NULL, swappedKey TEXT NOT NULL);
                    CREATE TABLE IF NOT EXISTS contactSection(
                        section INTEGER PRIMARY KEY, title TEXT NOT NULL, firstID INTEGER NOT NULL, count INTEGER NOT NULL);
                    CREATE TABLE IF NOT EXISTS deletedContact(id INTEGER PRIMARY KEY);
                    CREATE TABLE IF NOT EXISTS contactStore(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                    """)
            }
        } catch {
            throw ContactsStoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
    }

    /// How many contacts the file was seeded with; `nil` before seeding finished.
    func seededCount() throws -> Int? {
        try read { db in try String.fetchOne(db, sql: "SELECT value FROM contactStore WHERE key = 'seeded'").flatMap(Int.init) }
    }

    /// Fills an empty store with `count` generated people, sorted by the collation — once; a
    /// store already seeded is left as it is. About 8 s for a million on a laptop core.
    ///
    /// `progress`, if given, hears how far it has come (``ContactsSeedProgress``), from this
    /// thread, about a hundred times in each counted phase.
    func seedIfNeeded(count: Int, progress: (@Sendable (ContactsSeedProgress) -> Void)? = nil) throws {
        if try seededCount() != nil { return }
        let step = ContactsSeedProgress.step(for: count)
        var generator = ContactNames()
        var people: [(person: ContactNames.Person, section: Int, key: [UInt32])] = []
        people.reserveCapacity(count)
        let collation = Self.collation
        // Within a section, names sort by the collation's key, read once per distinct name.
        let index = AlphabeticIndex.korean
        var keys: [String: [UInt32]] = [:]
        for number in 0..<count {
            if number % step == 0 { progress?(ContactsSeedProgress(phase: .generating, done: number, total: count)) }
            let person = generator.person(number: number)
            let key: [UInt32]
            if let cached = keys[person.name] { key = cached } else {
                key = index.sortKey(for: person.name)
                keys[person.name] = key
            }
            people.append((person, collation.section(for: person, collationStringSelector: \.name), key))
        }
        progress?(ContactsSeedProgress(phase: .sorting, done: 0, total: count))
        people.sort { a, b in
            if a.section != b.section { return a.section < b.section }
            if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
            return a.person.phone < b.person.phone
        }
        var folded: [String: String] = [:]
        func fold(_ text: String) -> String {
            if let cached = folded[text] { return cached }
            let value = ContactSearchKey.fold(text)
            folded[text] = value
            return value
        }
        do {
            try pool.barrierWriteWithoutTransaction { db in
                try db.execute(sql: "PRAGMA synchronous = OFF")
                try db.inTransaction {
                    try db.execute(sql: "DELETE FROM contact; DELETE FROM contactSection; DELETE FROM deletedContact")
                    let insert = try db.makeStatement(sql: "INSERT INTO contact VALUES (?, ?, ?, ?, ?, ?, ?)")
                    var counts = [Int](repeating: 0, count: collation.sectionTitles.count)
                    var firstIDs = [Int](repeating: -1, count: collation.sectionTitles.count)
                    for (id, entry) in people.enumerated() {
                        if id % step == 0 { progress?(ContactsSeedProgress(phase: .writing, done: id, total: count)) }
                        let person = entry.person
                        try insert.execute(arguments: [id, person.name, person.phone, person.email, entry.section,
                                                       fold(person.name), fold(person.swapped)])
                        counts[entry.section] += 1
                        if firstIDs[entry.section] < 0 { firstIDs[entry.section] = id }
                    }
                    var next = people.count
                    for section in (0..<counts.count).reversed() {
                        if firstIDs[section] < 0 { firstIDs[section] = next } else { next = firstIDs[section] }
                    }
                    let sectionInsert = try db.makeStatement(sql: "INSERT INTO contactSection VALUES (?, ?, ?, ?)")
                    for (section, title) in collation.sectionTitles.enumerated() {
                        try sectionInsert.execute(arguments: [section, title, firstIDs[section], counts[section]])
                    }
                    progress?(ContactsSeedProgress(phase: .indexing, done: 0, total: count))
                    try db.execute(sql: """
                        CREATE INDEX IF NOT EXISTS contactNameKey ON contact(nameKey);
                        CREATE INDEX IF NOT EXISTS contactSwappedKey ON contact(swappedKey);
                        """)
                    try db.execute(sql: "INSERT OR REPLACE INTO contactStore VALUES ('seeded', ?)", arguments: [String(count)])
                    return .commit
                }
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
        } catch {
            throw ContactsStoreError.unreadable(path: path, reason: Self.describe(error))
        }
    }

    /// The sections, in collation order, with their counts now.
    func sections() throws -> [ContactSection] {
        try listing().sections
    }

    /// The sections with their counts and the ids of deleted contacts (ascending), read together
    /// so they agree.
    func listing() throws -> (sections: [ContactSection], deletedIDs: [Int]) {
        try read { db in
            let sections = try Row.fetchAll(db, sql: "SELECT title, firstID, count FROM contactSection ORDER BY section").map {
                ContactSection(title: $0[0], firstID: $0[1], count: $0[2])
            }
            return (sections, try Int.fetchAll(db, sql: "SELECT id FROM deletedContact ORDER BY id"))
        }
    }

    /// Up to `limit` contacts of `section` from id `firstID` on, in list order.
    func contacts(inSection section: Int, fromID firstID: Int, limit: Int) throws -> [Contact] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, phone, email, section FROM contact WHERE id >= ? AND section = ? ORDER BY id LIMIT ?",
                             arguments: [firstID, section, limit]).map(Self.contact)
        }
    }

    /// The contacts whose name, or name with its parts swapped, starts with `query` (case and
    /// accents ignored in Latin letters), in list order — at most `limit`. Every character of
    /// the query is text: quotes, `%`, `_` and backslashes match themselves.
    func search(_ query: String, limit: Int) throws -> [Contact] {
        let key = ContactSearchKey.fold(query)
        guard !key.isEmpty else { return [] }
        // Every string that starts with `key` sorts between it and `key` + the last code point.
        let upper = key + "\u{10FFFF}"
        return try read { db in
            try Row.fetchAll(db, sql: """
                SELECT id, name, phone, email, section FROM contact WHERE nameKey >= ?1 AND nameKey < ?2
                UNION
                SELECT id, name, phone, email, section FROM contact WHERE swappedKey >= ?1 AND swappedKey < ?2
                ORDER BY id LIMIT ?3
                """, arguments: [key, upper, limit]).map(Self.contact)
        }
    }

    /// Deletes a contact: its row goes, its section's count drops and its id is remembered so
    /// the list's places stay right. Returns `false`, changing nothing, when it was gone already.
    @discardableResult
    func delete(_ contact: Contact) throws -> Bool {
        do {
            return try pool.write { db in
                try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [contact.id])
                guard db.changesCount == 1 else { return false }
                try db.execute(sql: "UPDATE contactSection SET count = count - 1 WHERE section = ?", arguments: [contact.section])
                try db.execute(sql: "INSERT INTO deletedContact VALUES (?)", arguments: [contact.id])
                return true
            }
        } catch {
            throw ContactsStoreError.unreadable(path: path, reason: Self.describe(error))
        }
    }

    private static func contact(_ row: Row) -> Contact {
        Contact(id: row[0], name: row[1], phone: row[2], email: row[3], section: row[4])
    }

    private func read<T>(_ body: (Database) throws -> T) throws -> T {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ContactsStoreError.missing(path: path)
        }
        do {
            return try pool.read(body)
        } catch {
            throw ContactsStoreError.unreadable(path: path, reason: Self.describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        (error as? DatabaseError)?.message ?? (error as NSError).localizedDescription
    }
}

/// What can go wrong with the Contacts store, said so a person can act on it.
enum ContactsStoreError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case missing(path: String)
    case unreadable(path: String, reason: String)

    /// One line for the navigation bar's prompt.
    var shortDescription: String {
        switch self {
        case .cannotOpen(let path, _): "Cannot open \(URL(fileURLWithPath: path).lastPathComponent)"
        case .missing(let path): "\(URL(fileURLWithPath: path).lastPathComponent) is gone: rows read before stay"
        case .unreadable(let path, _): "Cannot read \(URL(fileURLWithPath: path).lastPathComponent): rows read before stay"
        }
    }

    var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "The contacts file \(path) cannot be opened (\(reason)). Name another file with --contacts-database PATH."
        case .missing(let path):
            "The contacts file \(path) is gone. Contacts already shown stay; restart the demo to make a new one."
        case .unreadable(let path, let reason):
            "The contacts file \(path) cannot be read (\(reason)). Contacts already shown stay."
        }
    }
}
