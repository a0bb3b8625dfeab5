import Foundation

/// The photo grid's library: albums by month, each with a run of numbered photos.
struct PhotoLibrary {
    struct Photo: Hashable {
        /// The camera's file number, as in "IMG_1042".
        var number: Int
        /// What the photo shows.
        var subject: String
        /// The file name.
        var name: String { "IMG_\(number)" }
        /// A picture in shade characters, the same for the same photo.
        var picture: String {
            let shades = Array("░▒▓█▓▒")
            return String((0..<8).map { shades[(number * 7 + $0 * (number % 5 + 1)) % shades.count] })
        }
    }

    struct Album {
        var title: String
        var photos: [Photo]
    }

    var albums: [Album]

    /// Six months of photos: 80 in all.
    static let sample: PhotoLibrary = {
        let months = [("January 2025", 14), ("February 2025", 9), ("March 2025", 22), ("April 2025", 7), ("May 2025", 17), ("June 2025", 11)]
        let subjects = ["beach", "harbour", "forest", "street", "market", "snow", "garden", "bridge", "sunset", "cat", "coffee", "train", "rooftop"]
        var number = 1001
        var albums: [Album] = []
        for (title, count) in months {
            var photos: [Photo] = []
            for _ in 0..<count {
                photos.append(Photo(number: number, subject: subjects[(number * 5) % subjects.count]))
                number += 1
            }
            albums.append(Album(title: title, photos: photos))
        }
        return PhotoLibrary(albums: albums)
    }()
}
