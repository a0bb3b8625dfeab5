import Foundation

/// How far seeding a new contacts file has come: what the screen shows while the first run
/// writes a million people, which takes tens of seconds.
struct ContactsSeedProgress: Sendable, Equatable {
    enum Phase: Sendable, Equatable {
        /// Making up the people.
        case generating
        /// Sorting them by the collation.
        case sorting
        /// Writing them to the file.
        case writing
        /// Indexing their names for search.
        case indexing
    }

    var phase: Phase
    /// People made or written so far in this phase.
    var done: Int
    /// People in all.
    var total: Int

    /// The file's size once seeded, roughly: 121 bytes a person, measured on files of 20,000 and
    /// 1,000,000 people (rows, the name keys and their two indexes); the journal written on the
    /// way is about as large again and removed at the end.
    static func estimatedFileSize(people: Int) -> Int { people * 121 }

    /// Reports at about every hundredth of `total` in a counted phase: often enough for a
    /// percentage, rarely enough not to slow the loop.
    static func step(for total: Int) -> Int { max(1, total / 100) }

    /// One line for the screen: the phase, the count, the percentage, and where the file goes.
    func message(path: String) -> String {
        let people = total.formatted()
        let size = ByteCountFormatter.string(fromByteCount: Int64(Self.estimatedFileSize(people: total)), countStyle: .file)
        let percent = total > 0 ? " \(done * 100 / total) %" : ""
        switch phase {
        case .generating: return "First run: making up \(people) people…\(percent)"
        case .sorting: return "First run: sorting \(people) people by name…"
        case .writing: return "First run: writing \(people) people to \(path) (about \(size), once)…\(percent)"
        case .indexing: return "First run: indexing the names for search…"
        }
    }
}
