import Foundation

/// What one row of the World Clock list shows for a city at one moment: the wall-clock time there
/// and how its day and offset compare with the local time zone ("14:05", "Today, +9HRS").
///
/// The value is computed from an injected `now` and local time zone, so the same inputs always
/// give the same text; the screen passes `Date()` and `TimeZone.current`, tests pass fixed ones.
/// Offsets are taken at `now`, so daylight saving time is accounted for on both sides.
///
/// - Note: The Clock app on iOS follows the device's 12- or 24-hour setting; the terminal demo
///   always shows 24-hour time, which needs no locale and keeps rows the same width.
public struct WorldClockTime: Hashable, Sendable {
    /// The hour in the city, `0..<24`.
    public let hour: Int
    /// The minute in the city, `0..<60`.
    public let minute: Int
    /// The city's calendar day minus the local calendar day: `0` for the same day, `1` when the
    /// city is already in tomorrow, `-1` when it is still yesterday (±2 can happen between the
    /// zones at −12 and +14 hours).
    public let dayDifference: Int
    /// The city's offset from GMT minus the local offset from GMT at `now`, in seconds.
    public let offsetSeconds: Int

    /// The time in `timeZone` at `now`, compared with `localTimeZone`.
    public init(now: Date, in timeZone: TimeZone, localTimeZone: TimeZone) {
        let cityOffset = timeZone.secondsFromGMT(for: now)
        let localOffset = localTimeZone.secondsFromGMT(for: now)
        // Whole seconds since 1970 on each wall clock; floor so instants before 1970 and
        // fractional seconds land in the right minute.
        let utc = Int(now.timeIntervalSince1970.rounded(.down))
        let cityWall = utc + cityOffset
        let localWall = utc + localOffset
        let day = 86_400
        let secondOfDay = cityWall - Self.floorDivide(cityWall, day) * day
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        dayDifference = Self.floorDivide(cityWall, day) - Self.floorDivide(localWall, day)
        offsetSeconds = cityOffset - localOffset
    }

    /// The time as "HH:mm", for example "14:05" or "09:30".
    public var time: String {
        String(format: "%02d:%02d", hour, minute)
    }

    /// The city's day relative to the local day: "Today", "Tomorrow", "Yesterday", or
    /// "+2 days" / "-2 days" for the rare pairs of zones more than a day apart.
    public var relativeDay: String {
        switch dayDifference {
        case 0: "Today"
        case 1: "Tomorrow"
        case -1: "Yesterday"
        case let days where days > 0: "+\(days) days"
        default: "\(dayDifference) days"
        }
    }

    /// The offset from local time as the Clock app writes it: "+9HRS", "-8HRS", "+0HRS", and
    /// hours:minutes for zones off the hour, "+5:30HRS", "-3:30HRS", "+5:45HRS".
    public var offset: String {
        let sign = offsetSeconds < 0 ? "-" : "+"
        let minutes = abs(offsetSeconds) / 60
        let hours = minutes / 60
        let rest = minutes % 60
        return rest == 0 ? "\(sign)\(hours)HRS" : sign + String(format: "%d:%02dHRS", hours, rest)
    }

    /// The line under the city's name: "Today, +9HRS".
    public var subtitle: String {
        "\(relativeDay), \(offset)"
    }

    /// Division rounding towards negative infinity (Swift's `/` rounds towards zero).
    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
