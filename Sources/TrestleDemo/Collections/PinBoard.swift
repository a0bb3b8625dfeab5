import Foundation

/// The Pinterest screen's pins: ideas with a title and a few lines each, so cards vary in height.
struct PinBoard {
    struct Pin: Hashable {
        var title: String
        var lines: [String]
        var saves: Int
    }

    var pins: [Pin]

    /// Sixty pins made from a dozen ideas, each with between one and seven lines.
    static let sample: PinBoard = {
        let ideas: [(String, [String])] = [
            ("Sourdough starter", ["flour and water", "feed it daily", "keep it warm", "bake on day 7"]),
            ("Balcony herbs", ["basil", "thyme"]),
            ("Weekend hike", ["trail: 12 km", "climb: 640 m", "water, map", "snacks", "rain jacket", "start at 8"]),
            ("Reading nook", ["armchair", "warm lamp", "a shelf at hand"]),
            ("Cold brew", ["coarse grind", "12 hours"]),
            ("Paper lanterns", ["tissue paper", "wire frame", "glue", "LED candle", "string"]),
            ("Tiny desk", ["one monitor"]),
            ("Pickled onions", ["red onions", "vinegar", "sugar, salt", "a week in the fridge"]),
            ("Bike tune-up", ["tyres to 4 bar", "oil the chain", "check brakes", "true the wheels", "tighten bolts", "test ride", "clean up"]),
            ("Window garden", ["succulents", "south light", "water weekly"]),
            ("Knitted scarf", ["merino wool", "5 mm needles", "moss stitch", "180 cm long"]),
            ("Night sky", ["dark site", "red torch"]),
        ]
        var pins: [Pin] = []
        for number in 0..<60 {
            let (title, lines) = ideas[number % ideas.count]
            let round = number / ideas.count
            // Later rounds drop a line now and then, so equal ideas are not equal cards.
            let kept = round % 2 == 1 && lines.count > 1 ? Array(lines.dropLast()) : lines
            pins.append(Pin(title: round == 0 ? title : "\(title) \(round + 1)", lines: kept, saves: (number * 37) % 90 + 3))
        }
        return PinBoard(pins: pins)
    }()
}
