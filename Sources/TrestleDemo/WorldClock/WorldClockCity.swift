import Foundation

/// One row of the World Clock list: a city, the time zone whose time it shows, and its place in
/// the list.
///
/// Values are snapshots of a row of ``WorldClockStore``: editing the store does not change a value
/// already read, so read ``WorldClockStore/cities()`` again after a change.
public struct WorldClockCity: Hashable, Sendable, Identifiable {
    /// The row's id in the database: stable across moves, never reused after a delete.
    public let id: Int64
    /// The name shown in the list, for example "Seoul".
    public var name: String
    /// The IANA identifier of the city's time zone, for example "Asia/Seoul".
    public var timeZoneIdentifier: String
    /// The row's index in the list: the cities of a store have positions `0..<count`.
    public var position: Int

    /// Makes a city value; to add a city to the list use ``WorldClockStore/insert(name:timeZoneIdentifier:at:)``.
    public init(id: Int64, name: String, timeZoneIdentifier: String, position: Int) {
        self.id = id
        self.name = name
        self.timeZoneIdentifier = timeZoneIdentifier
        self.position = position
    }

    /// The city's time zone, or `nil` when this system does not know ``timeZoneIdentifier``
    /// (a database copied from a machine with newer time zone data, say).
    public var timeZone: TimeZone? {
        TimeZone(identifier: timeZoneIdentifier)
    }

    /// The city's clock at `now`, as the list shows it, relative to `localTimeZone`; `nil` when
    /// the time zone is unknown.
    ///
    /// Pass the same `now` to every row of one frame so that all rows agree on the minute.
    public func currentTime(now: Date, localTimeZone: TimeZone = .current) -> WorldClockTime? {
        timeZone.map { WorldClockTime(now: now, in: $0, localTimeZone: localTimeZone) }
    }
}
