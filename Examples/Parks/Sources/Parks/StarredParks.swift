import Foundation

/// The parks the user starred, kept in a small JSON file between runs.
///
/// The app saves when it goes to the background (Ctrl-Z) and when it is about to end (`q`,
/// Ctrl-C, or the process being told to stop): the application delegate's life-cycle methods.
@MainActor
final class StarredParks {
    private(set) var names: Set<String>
    let fileURL: URL

    /// The file: `PARKS_STATE_FILE` when set; otherwise `parks/starred.json` under
    /// `$XDG_STATE_HOME`, or `~/.local/state`.
    static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["PARKS_STATE_FILE"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return base.appendingPathComponent("parks/starred.json")
    }

    init(fileURL: URL = StarredParks.defaultFileURL()) {
        self.fileURL = fileURL
        let data = try? Data(contentsOf: fileURL)
        names = Set(data.flatMap { try? JSONDecoder().decode([String].self, from: $0) } ?? [])
    }

    func contains(_ park: Park) -> Bool { names.contains(park.name) }

    func toggle(_ park: Park) {
        if names.remove(park.name) == nil { names.insert(park.name) }
    }

    /// Writes the file (and its folder). A failure is reported on standard error once the terminal
    /// is back; nothing else depends on it.
    func save() {
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder().encode(names.sorted()).write(to: fileURL, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("parks: could not save \(fileURL.path): \(error.localizedDescription)\n".utf8))
        }
    }
}
