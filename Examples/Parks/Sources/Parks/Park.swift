/// A national park: what the list and the detail screen show.
struct Park: Hashable, Sendable {
    let name: String
    let region: String
    let states: String
    let established: Int
    /// Area in square kilometres.
    let area: Int
    let note: String
}

extension Park {
    /// The regions, in the order the list shows them.
    static let regions = ["East", "Mountain West", "Southwest", "Pacific", "Alaska and Hawaiʻi"]

    /// The parks the app lists.
    static let all: [Park] = [
        Park(name: "Acadia", region: "East", states: "Maine", established: 1919, area: 198,
             note: "Granite peaks over the Atlantic; Cadillac Mountain sees the first sunrise in the country for part of the year."),
        Park(name: "Shenandoah", region: "East", states: "Virginia", established: 1935, area: 806,
             note: "Skyline Drive runs the length of the park along the Blue Ridge."),
        Park(name: "Great Smoky Mountains", region: "East", states: "Tennessee, North Carolina", established: 1934, area: 2_114,
             note: "The most visited national park; known for its salamanders and synchronous fireflies."),
        Park(name: "Everglades", region: "East", states: "Florida", established: 1947, area: 6_107,
             note: "A slow river of sawgrass, home to alligators and crocodiles side by side."),
        Park(name: "Mammoth Cave", region: "East", states: "Kentucky", established: 1941, area: 214,
             note: "The longest known cave system in the world."),
        Park(name: "Yellowstone", region: "Mountain West", states: "Wyoming, Montana, Idaho", established: 1872, area: 8_983,
             note: "The first national park, with half of the world's geysers."),
        Park(name: "Glacier", region: "Mountain West", states: "Montana", established: 1910, area: 4_100,
             note: "Going-to-the-Sun Road crosses the Continental Divide at Logan Pass."),
        Park(name: "Rocky Mountain", region: "Mountain West", states: "Colorado", established: 1915, area: 1_076,
             note: "Trail Ridge Road climbs above 3,700 m through alpine tundra."),
        Park(name: "Grand Canyon", region: "Southwest", states: "Arizona", established: 1919, area: 4_926,
             note: "The Colorado River has cut nearly two kilometres into the plateau."),
        Park(name: "Zion", region: "Southwest", states: "Utah", established: 1919, area: 595,
             note: "The Narrows: a hike up the Virgin River between walls hundreds of metres high."),
        Park(name: "Arches", region: "Southwest", states: "Utah", established: 1971, area: 310,
             note: "More than two thousand natural stone arches."),
        Park(name: "Big Bend", region: "Southwest", states: "Texas", established: 1944, area: 3_242,
             note: "Desert, mountains and river canyons on the border with Mexico."),
        Park(name: "Yosemite", region: "Pacific", states: "California", established: 1890, area: 3_083,
             note: "El Capitan and Half Dome over a glacier-carved valley."),
        Park(name: "Olympic", region: "Pacific", states: "Washington", established: 1938, area: 3_734,
             note: "Temperate rainforest, glaciated peaks and wild coast in one park."),
        Park(name: "Crater Lake", region: "Pacific", states: "Oregon", established: 1902, area: 741,
             note: "The deepest lake in the United States, in the caldera of Mount Mazama."),
        Park(name: "Denali", region: "Alaska and Hawaiʻi", states: "Alaska", established: 1917, area: 19_185,
             note: "North America's highest peak; one road, mostly closed to private cars."),
        Park(name: "Hawaiʻi Volcanoes", region: "Alaska and Hawaiʻi", states: "Hawaii", established: 1916, area: 1_308,
             note: "Kīlauea and Mauna Loa, two of the world's most active volcanoes."),
    ]
}
