import Foundation

/// One person of the Contacts screen, as stored.
struct Contact: Hashable, Sendable {
    /// The contact's place in the sorted list when the store was seeded: its row id. Ids of
    /// deleted contacts are not reused, so an id names one person for good.
    var id: Int
    var name: String
    var phone: String
    var email: String
    /// The collation section the name falls in.
    var section: Int
}

/// A section of the Contacts list: its collation title and where its contacts' ids start.
struct ContactSection: Hashable, Sendable {
    var title: String
    /// The id of the section's first contact when the store was seeded.
    var firstID: Int
    /// The number of contacts in the section now.
    var count: Int
}

/// How names are compared in a search: case and accents ignored in Latin letters, Hangul as
/// written — so "jose" finds "José", "ÉLODIE" finds "Élodie" and "김민" finds "김민준".
enum ContactSearchKey {
    static func fold(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for character in text {
            guard let first = character.unicodeScalars.first else { continue }
            if (0xAC00...0xD7A3).contains(first.value) || (0x1100...0x11FF).contains(first.value) || (0x3130...0x318F).contains(first.value) {
                result.append(character)
            } else {
                result += String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            }
        }
        return result
    }
}
