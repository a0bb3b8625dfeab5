import Foundation
import Trestle

/// The shelf's albums: made-up records with a cover drawn in shade characters.
struct AlbumShelf {
    struct Album: Hashable {
        var title: String
        var artist: String
        var year: Int
        var tracks: Int

        /// The title's initials, for the cover.
        var initials: String {
            String(title.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
        }

        /// A cover pattern, the same for the same album.
        var shade: Character {
            let shades: [Character] = ["░", "▒", "▓"]
            return shades[(title.count + year) % shades.count]
        }

        /// The cover's colour where it is drawn in points, the same for the same album.
        @MainActor var color: UIColor {
            let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen, .systemPurple, .systemRed]
            return colors[(title.count + year) % colors.count]
        }
    }

    var albums: [Album]

    /// Thirty-six albums.
    static let sample: AlbumShelf = {
        let titles = ["Blue Hours", "Paper Moons", "Harbour Lights", "Low Tide", "Neon Orchard", "Quiet Rooms",
                      "Glass Garden", "Northbound", "Salt and Smoke", "Field Notes", "Late Trains", "Open Windows"]
        let artists = ["The Lanterns", "Mira Sol", "Kestrel", "Oda & Finn", "Static Bloom", "June Harbor"]
        var albums: [Album] = []
        for number in 0..<36 {
            let title = titles[number % titles.count] + (number >= titles.count ? " \(["II", "III"][number / titles.count - 1])" : "")
            albums.append(Album(title: title, artist: artists[(number * 5) % artists.count], year: 1994 + (number * 7) % 30,
                                tracks: 8 + number % 7))
        }
        return AlbumShelf(albums: albums)
    }()
}
