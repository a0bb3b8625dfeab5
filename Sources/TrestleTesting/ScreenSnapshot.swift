import Foundation

/// Compares screens with text files under `__Snapshots__/` beside the test file.
///
/// A missing snapshot is written and reported as a failure (so it is reviewed before it is
/// trusted); an existing one is rewritten only when `TRESTLE_RECORD_SNAPSHOTS=1` is set.
public enum ScreenSnapshot {
    /// The result of a comparison: `nil` when the screen matches, otherwise why not.
    public static func verify(_ lines: [String], named name: String, testFilePath: String = #filePath) -> String? {
        let testFile = URL(fileURLWithPath: testFilePath)
        let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let file = directory.appendingPathComponent("\(name).txt")
        let actual = lines.joined(separator: "\n") + "\n"
        let record = (ProcessInfo.processInfo.environment["TRESTLE_RECORD_SNAPSHOTS"] ?? "") == "1"
        if record || !FileManager.default.fileExists(atPath: file.path) {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                return "could not write snapshot \(name): \(error)"
            }
            return record ? nil : "recorded a new snapshot \(name); check it and run again"
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            return "could not read snapshot \(name)"
        }
        if expected == actual { return nil }
        return "screen differs from snapshot \(name):\n--- expected\n\(expected)--- actual\n\(actual)"
    }
}
