import Foundation

/// Where the demo's Contacts screen ("contacts") keeps its people.
///
/// `trestle-demo` sets ``path`` for an interactive run: the file given with
/// `--contacts-database PATH`, else `contacts.sqlite` in the folder the World Clock's file is in
/// (`$XDG_DATA_HOME/trestle/`). The first run seeds it with ``count`` people — a million, or
/// `TRESTLE_CONTACTS_COUNT` — once; later runs open it as it is. Left `nil` (tests,
/// `--snapshot`), each screen gets a temporary file of ``temporaryCount`` people, removed with
/// the screen.
@MainActor
public enum ContactsDemoDatabase {
    /// The file the "contacts" screen opens; `nil` for a temporary one per screen.
    public static var path: String?
    /// How many people a new file is seeded with.
    public static var count = 1_000_000
    /// How many people a temporary file holds.
    public static var temporaryCount = 2_000

    /// The usual file: beside the World Clock's.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        URL(fileURLWithPath: WorldClockStore.defaultPath(environment: environment)).deletingLastPathComponent()
            .appendingPathComponent("contacts.sqlite").path
    }

    /// The count `TRESTLE_CONTACTS_COUNT` asks for, if it is a number from 1 to 10,000,000.
    public static func countFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        environment["TRESTLE_CONTACTS_COUNT"].flatMap(Int.init).flatMap { (1...10_000_000).contains($0) ? $0 : nil }
    }

    static func makeViewController() -> ContactsViewController {
        if let path { return ContactsViewController(source: ContactsSource(path: path, count: count, temporaryFolder: nil)) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-contacts-\(UUID().uuidString)", isDirectory: true)
        return ContactsViewController(source: ContactsSource(path: folder.appendingPathComponent("contacts.sqlite").path,
                                                             count: temporaryCount, temporaryFolder: folder))
    }
}

/// The file a Contacts screen opens, how many people to seed it with, and the temporary folder
/// to remove when the screen goes.
final class ContactsSource: Sendable {
    let path: String
    let count: Int
    let temporaryFolder: URL?

    init(path: String, count: Int, temporaryFolder: URL?) {
        self.path = path
        self.count = count
        self.temporaryFolder = temporaryFolder
    }

    /// Opens the file, seeding it on first use (`progress` hears how far seeding has come).
    func open(progress: (@Sendable (ContactsSeedProgress) -> Void)? = nil) throws -> ContactsDatabase {
        let database = try ContactsDatabase(path: path)
        try database.seedIfNeeded(count: count, progress: progress)
        return database
    }

    deinit {
        if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
    }
}
