import Foundation

/// How hard a hiking trail is.
enum TrailDifficulty: Int, CaseIterable {
    case easy
    case moderate
    case hard

    var name: String {
        switch self {
        case .easy: "Easy"
        case .moderate: "Moderate"
        case .hard: "Hard"
        }
    }
}

/// A hiking trail.
struct Trail {
    let name: String
    let region: String
    let difficulty: TrailDifficulty
    /// Length of the round trip, in miles.
    let miles: Double
    /// Elevation gain, in feet.
    let elevationGain: Int
    /// The latest trail report.
    let conditions: String

    /// "5.6 mi · 1,150 ft gain".
    var summary: String {
        "\(length) · \(elevation) gain"
    }

    /// "5.6 mi".
    var length: String { "\(String(format: "%.1f", miles)) mi" }
    /// "1,150 ft".
    var elevation: String { "\(grouped(elevationGain)) ft" }

    static let all: [Trail] = [
        Trail(name: "Lakeshore Loop", region: "Cedar Lake", difficulty: .easy, miles: 2.4, elevationGain: 120,
              conditions: "Dry and clear; the boardwalk by the inlet was rebuilt this spring."),
        Trail(name: "Fern Hollow", region: "Mill Creek", difficulty: .easy, miles: 3.1, elevationGain: 310,
              conditions: "Muddy after rain; waterproof boots recommended."),
        Trail(name: "Meadow Overlook", region: "High Pastures", difficulty: .easy, miles: 1.8, elevationGain: 240,
              conditions: "Wildflowers in bloom; gates must be closed behind you."),
        Trail(name: "Ridge Runner", region: "Granite Ridge", difficulty: .moderate, miles: 5.6, elevationGain: 1_150,
              conditions: "Exposed to wind above the tree line; start early."),
        Trail(name: "Twin Falls", region: "Mill Creek", difficulty: .moderate, miles: 4.2, elevationGain: 820,
              conditions: "The lower creek crossing is knee-deep in spring."),
        Trail(name: "Eagle Peak", region: "Granite Ridge", difficulty: .hard, miles: 9.8, elevationGain: 3_400,
              conditions: "Snow above 7,000 ft until July; microspikes advised."),
        Trail(name: "Devil's Staircase", region: "Black Canyon", difficulty: .hard, miles: 7.3, elevationGain: 2_700,
              conditions: "Loose rock on the switchbacks; no water on the route."),
    ]
}

/// Something to take on a hike, and whether it is in the pack yet.
struct PackingItem {
    let name: String
    let isPacked: Bool

    static let checklist: [PackingItem] = [
        PackingItem(name: "Sleeping bag", isPacked: false),
        PackingItem(name: "Tent", isPacked: false),
        PackingItem(name: "Headlamp", isPacked: false),
        PackingItem(name: "Water filter", isPacked: false),
        PackingItem(name: "First-aid kit", isPacked: false),
        PackingItem(name: "Rain jacket", isPacked: false),
    ]
}
