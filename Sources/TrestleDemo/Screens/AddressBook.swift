import Foundation

/// The search screen's data: every house number on every street of every city given — by
/// default 100 cities × 40 streets × 25 numbers = 100,000 addresses — sorted, grouped by the
/// first letter of the city, with a ``SearchIndex`` over "number street, city".
///
/// The book is deterministic (no randomness: the same addresses in the same order on every run)
/// and its addresses are distinct. Their ids are their positions, so the ids of a section are a
/// contiguous range and a filtered list keeps the book's order.
struct AddressBook: Sendable {
    /// A group of addresses whose cities start with the same letter.
    struct Section: Hashable, Sendable {
        /// The letter, uppercased and without diacritics: the section's identifier and title.
        let title: String
        /// The ids of its addresses.
        let ids: Range<Int>
    }

    /// Every address, in order; `addresses[id].id == id`.
    let addresses: [Address]
    /// The sections, in order; together they hold every address once.
    let sections: [Section]
    /// "number street, city" of every address, folded for searching.
    private let index: SearchIndex

    /// The demo's book of 100,000 addresses, made once per process.
    static let standard = AddressBook()

    /// Makes a book of `numbersPerStreet` house numbers on each of `streets` in each of `cities`.
    ///
    /// Cities and streets are sorted ignoring case and diacritics; each street of a city gets
    /// its own run of numbers between 1 and `4 × numbersPerStreet`, so the lists don't look
    /// copied from one street to the next.
    init(cities: [String] = AddressBook.cities, streets: [String] = AddressBook.streets, numbersPerStreet: Int = 25) {
        let cities = Self.sortedFolded(cities)
        let streets = Self.sortedFolded(streets)
        let numberBytes = (0...(4 * numbersPerStreet)).map { Array(String($0).utf8) }
        let count = cities.count * streets.count * numbersPerStreet
        var addresses: [Address] = []
        addresses.reserveCapacity(count)
        var sections: [Section] = []
        var index = SearchIndex()
        index.reserveCapacity(texts: count, bytesPerText: 28)
        for (cityNumber, city) in cities.enumerated() {
            let sectionTitle = city.folded.first.map { String($0).uppercased() } ?? "#"
            if sections.last?.title != sectionTitle {
                sections.append(Section(title: sectionTitle, ids: addresses.count..<addresses.count))
            }
            let cityBytes = Array(", \(city.folded)".utf8)
            for (streetNumber, street) in streets.enumerated() {
                let streetBytes = Array(" \(street.folded)".utf8)
                let offset = (cityNumber + streetNumber) % 4 + 1
                for step in 0..<numbersPerStreet {
                    let number = 4 * step + offset
                    addresses.append(Address(id: addresses.count, number: number, street: street.name, city: city.name))
                    index.appendFolded { bytes in
                        bytes.append(contentsOf: numberBytes[number])
                        bytes.append(contentsOf: streetBytes)
                        bytes.append(contentsOf: cityBytes)
                    }
                }
            }
            let last = sections.count - 1
            sections[last] = Section(title: sectionTitle, ids: sections[last].ids.lowerBound..<addresses.count)
        }
        self.addresses = addresses
        self.sections = sections
        self.index = index
    }

    /// The ids of the addresses whose "number street, city" contains `query`, ignoring case and
    /// diacritics, in the book's order. An empty query matches every address.
    func matches(_ query: String) -> [Int] {
        index.matches(query)
    }

    /// The section holding the address `id`.
    func section(containing id: Int) -> Section? {
        sections.first { $0.ids.contains(id) }
    }

    /// `names` with their folded forms, sorted by the folded form (then by name).
    private static func sortedFolded(_ names: [String]) -> [(name: String, folded: String)] {
        names.map { (name: $0, folded: SearchIndex.fold($0)) }
            .sorted { ($0.folded, $0.name) < ($1.folded, $1.name) }
    }

    /// A hundred cities; some with diacritics, so that "zurich" finds Zürich.
    static let cities = [
        "Aachen", "Aarhus", "Alicante", "Amsterdam", "Athens", "Auckland",
        "Barcelona", "Basel", "Belfast", "Berlin", "Besançon", "Bilbao", "Bologna", "Bordeaux", "Brussels", "Budapest",
        "Cádiz", "Cairo", "Cambridge", "Cardiff", "Chicago", "Coimbra", "Cologne", "Córdoba",
        "Dijon", "Dresden", "Dublin", "Dundee", "Durban",
        "Edinburgh", "Eindhoven",
        "Florence", "Frankfurt",
        "Galway", "Gdańsk", "Genève", "Ghent", "Glasgow", "Göteborg", "Granada",
        "Hamburg", "Hanover", "Helsinki", "Hobart",
        "Innsbruck", "Istanbul",
        "Kraków", "Kyoto",
        "Lausanne", "Leipzig", "León", "Lisbon", "Liverpool", "Ljubljana", "Lyon",
        "Madrid", "Málaga", "Malmö", "Marseille", "Milan", "Montréal", "Munich",
        "Nantes", "Naples", "Nice", "Nürnberg",
        "Odense", "Oslo", "Oxford",
        "Palermo", "Paris", "Porto", "Prague",
        "Québec",
        "Reykjavík", "Riga", "Rome", "Rotterdam",
        "Salzburg", "Santiago", "São Paulo", "Seville", "Stockholm", "Strasbourg",
        "Tallinn", "Tampere", "Tórshavn", "Toulouse", "Turin",
        "Uppsala", "Utrecht",
        "Valencia", "Venice", "Vienna", "Vilnius",
        "Warsaw", "Wellington",
        "Zagreb", "Zaragoza", "Zürich",
    ]

    /// Forty street names.
    static let streets = [
        "Abbey Road", "Acacia Avenue", "Bakers Lane", "Bridge Street", "Canal Walk", "Castle Hill", "Chapel Row",
        "Church Lane", "Cliff Road", "Dock Street", "Elm Grove", "Fountain Square", "Garden Terrace", "Harbour Road",
        "High Street", "Hill Crescent", "King's Road", "Lake View", "Linden Way", "Market Square", "Meadow Lane",
        "Mill Street", "Museum Quay", "North Gate", "Oak Avenue", "Old Quay", "Orchard Close", "Park Lane",
        "Quarry Hill", "River Walk", "Rose Court", "School Lane", "Station Road", "Tower Street", "Victoria Road",
        "Vineyard Lane", "Water Street", "Willow Close", "Windmill Hill", "Yew Tree Walk",
    ]
}
