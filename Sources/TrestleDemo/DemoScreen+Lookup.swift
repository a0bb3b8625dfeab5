import Foundation

extension DemoScreen {
    /// Every name the command line takes: the catalog's, then each screen's.
    public static var names: [String] { ["catalog"] + all.map(\.name) }

    /// The screen name `typed` stands for, ignoring case (`Photos` is `photos`), or `nil`.
    public static func canonicalName(_ typed: String) -> String? {
        names.first { $0.caseInsensitiveCompare(typed) == .orderedSame }
    }

    /// What to tell someone who typed `typed`, which names no screen: the names within two edits
    /// of it, or those it begins or is the start of (`photo` → `photos`, `photos-list`,
    /// `photos-static`), nearest first.
    public static func suggestions(for typed: String) -> [String] {
        let lowered = typed.lowercased()
        guard !lowered.isEmpty else { return [] }
        let scored = names.compactMap { name -> (String, Int)? in
            let distance = editDistance(lowered, name)
            if distance <= 2 { return (name, distance) }
            if name.hasPrefix(lowered) || lowered.hasPrefix(name) { return (name, 3) }
            return nil
        }
        return scored.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// The usage error for an unknown screen name, with the suggestions if there are any.
    public static func unknownNameMessage(_ typed: String) -> String {
        let suggestions = suggestions(for: typed)
        let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.prefix(3).map { "'\($0)'" }.joined(separator: " or ") + "?"
        return "no screen named '\(typed)'\(hint) (--list shows them all)"
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
