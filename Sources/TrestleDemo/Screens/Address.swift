import Foundation

/// One entry of the search screen's address book: a house number on a street in a city.
///
/// Addresses are values, identified by their position in ``AddressBook/addresses`` (``id``), which
/// is also their sort order: by city, then street, then number.
struct Address: Hashable, Sendable {
    /// The position in the address book; the diffable data source's item identifier.
    let id: Int
    let number: Int
    let street: String
    let city: String

    /// "17 Harbour Road".
    var streetLine: String { "\(number) \(street)" }

    /// "17 Harbour Road, Zürich".
    var fullText: String { "\(streetLine), \(city)" }
}
