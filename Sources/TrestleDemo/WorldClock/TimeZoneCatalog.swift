import Foundation

/// The cities an "add city" picker offers: one per time zone the system knows, named after the
/// last part of the zone's identifier ("America/New_York" → "New York") and sorted by name.
///
/// Only zones under a geographic region (Africa, America, Antarctica, Arctic, Asia, Atlantic,
/// Australia, Europe, Indian, Pacific) are listed: "GMT", "UTC", "Etc/GMT+5", "US/Pacific" and the
/// like name offsets or legacy aliases, not places. When two identifiers give the same name
/// (an alias beside its canonical zone on some systems), the one with more parts is kept,
/// because tzdata's nested names ("America/Indiana/Indianapolis") are the canonical ones.
public struct TimeZoneCatalog: Sendable {
    /// A city the picker offers.
    public struct Entry: Hashable, Sendable, Identifiable {
        /// The city's name, for example "New York".
        public let name: String
        /// The time zone's identifier, for example "America/New_York".
        public let timeZoneIdentifier: String

        /// The time zone identifier, which is unique in a catalog.
        public var id: String { timeZoneIdentifier }

        /// Makes an entry.
        public init(name: String, timeZoneIdentifier: String) {
            self.name = name
            self.timeZoneIdentifier = timeZoneIdentifier
        }
    }

    /// The regions whose zones are places; the first part of a listed identifier is one of them.
    public static let regions: Set<String> = [
        "Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe", "Indian", "Pacific",
    ]

    /// The cities, sorted by name (ignoring case and diacritics), then by identifier.
    public let entries: [Entry]

    /// The catalog of this system's time zones, made once per process.
    public static let standard = TimeZoneCatalog()

    /// Makes the catalog of `identifiers`, dropping those that are not places.
    public init(identifiers: [String] = TimeZone.knownTimeZoneIdentifiers) {
        var byName: [String: String] = [:]
        for identifier in identifiers {
            guard let name = Self.cityName(forIdentifier: identifier) else { continue }
            if let kept = byName[name], !Self.prefers(identifier, over: kept) { continue }
            byName[name] = identifier
        }
        entries = byName
            .map { Entry(name: $0.key, timeZoneIdentifier: $0.value) }
            .sorted { a, b in
                let order = Self.sortKey(a.name).compare(Self.sortKey(b.name))
                return order == .orderedSame ? a.timeZoneIdentifier < b.timeZoneIdentifier : order == .orderedAscending
            }
    }

    /// The city name for a time zone identifier: its last part with underscores as spaces
    /// ("America/Argentina/Buenos_Aires" → "Buenos Aires"); `nil` when the identifier does not
    /// name a place in one of the ``regions``.
    public static func cityName(forIdentifier identifier: String) -> String? {
        let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, let region = parts.first, regions.contains(String(region)),
              let last = parts.last, !last.isEmpty else { return nil }
        return last.replacingOccurrences(of: "_", with: " ")
    }

    /// The entries whose name or identifier contains `query`, ignoring case and diacritics, in
    /// catalog order; an empty query matches every entry.
    public func entries(matching query: String) -> [Entry] {
        let folded = Self.sortKey(query.trimmingCharacters(in: .whitespaces))
        if folded.isEmpty { return entries }
        return entries.filter {
            Self.sortKey($0.name).contains(folded) || Self.sortKey($0.timeZoneIdentifier).contains(folded)
        }
    }

    /// The entry for `identifier`, if the catalog lists it.
    public func entry(forIdentifier identifier: String) -> Entry? {
        entries.first { $0.timeZoneIdentifier == identifier }
    }

    private static func prefers(_ candidate: String, over kept: String) -> Bool {
        let (a, b) = (candidate.split(separator: "/").count, kept.split(separator: "/").count)
        return a != b ? a > b : candidate < kept
    }

    private static func sortKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
