import Foundation

/// Where the demo's World Clock screen ("clock") keeps its list.
///
/// `trestle-demo` sets ``path`` for an interactive run: the file given with `--database PATH`,
/// else ``WorldClockStore/defaultPath(environment:)``. Left `nil` — as in tests and for
/// `--snapshot` without `--database` — each World Clock screen opens a new temporary database,
/// seeded as on a first run and deleted with the screen, so nothing is written to the user's data
/// folder.
@MainActor
public enum WorldClockDemoDatabase {
    /// The database file the "clock" screen opens; `nil` for a temporary one per screen.
    public static var path: String?

    /// A World Clock screen on ``path`` (or on a temporary database).
    static func makeViewController() -> WorldClockViewController {
        if let path { return WorldClockViewController(databasePath: path) }
        do {
            return WorldClockViewController(temporaryFile: try WorldClockTemporaryFile())
        } catch {
            // No temporary folder: the screen says so, as for any file that cannot be opened.
            return WorldClockViewController(openingError: "Cannot create a temporary World Clock database: \(error.localizedDescription). "
                + "Start trestle-demo with --database PATH to use a file of your choice.")
        }
    }
}

/// A database path in a folder of its own under the system's temporary folder; the folder and
/// everything in it are removed when the value is released.
final class WorldClockTemporaryFile: Sendable {
    /// The folder holding the file.
    let directory: URL
    /// The database file's path (not created yet).
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trestle-world-clock-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("world-clock.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
