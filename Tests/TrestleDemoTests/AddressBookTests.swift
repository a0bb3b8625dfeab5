import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

/// The plain search the index is checked against: each address's "number street, city" folded
/// with Foundation and searched with `String.contains`.
struct ReferenceSearch: Sendable {
    let texts: [String]

    static let standard = ReferenceSearch(book: .standard)

    init(book: AddressBook) {
        // Folding a city or street once is enough; the parts are put together as the book does.
        var folded: [String: String] = [:]
        func fold(_ text: String) -> String {
            if let known = folded[text] { return known }
            let result = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
            folded[text] = result
            return result
        }
        texts = book.addresses.map { "\($0.number) \(fold($0.street)), \(fold($0.city))" }
    }

    func matches(_ query: String) -> [Int] {
        let folded = query.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        if folded.isEmpty { return Array(texts.indices) }
        return texts.indices.filter { texts[$0].contains(folded) }
    }
}

@Suite("Address book and search index")
struct AddressBookTests {
    @Test("The book holds 100,000 distinct addresses in order, each in the section of its city's first letter")
    func book() {
        let book = AddressBook.standard
        #expect(book.addresses.count == 100_000)
        #expect(book.addresses.indices.allSatisfy { book.addresses[$0].id == $0 })
        #expect(Set(book.addresses.map(\.fullText)).count == 100_000)
        #expect(book.sections.first?.ids.lowerBound == 0 && book.sections.last?.ids.upperBound == 100_000)
        #expect(zip(book.sections, book.sections.dropFirst()).allSatisfy { $0.ids.upperBound == $1.ids.lowerBound && $0.title < $1.title })
        for section in book.sections {
            #expect(book.addresses[section.ids].allSatisfy { SearchIndex.fold(String($0.city.prefix(1))).uppercased() == section.title })
        }
        #expect(book.sections.map(\.title).joined() == "ABCDEFGHIKLMNOPQRSTUVWZ")
        #expect(book.addresses[0].fullText == "1 Abbey Road, Aachen")
        #expect(book.addresses.last?.city == "Zürich")
    }

    @Test("The same book is made on every run")
    func deterministic() {
        let small = AddressBook(cities: ["Zürich", "Aachen", "Málaga"], streets: ["Mill Street", "Abbey Road"], numbersPerStreet: 3)
        #expect(small.addresses.map(\.fullText) == [
            "1 Abbey Road, Aachen", "5 Abbey Road, Aachen", "9 Abbey Road, Aachen",
            "2 Mill Street, Aachen", "6 Mill Street, Aachen", "10 Mill Street, Aachen",
            "2 Abbey Road, Málaga", "6 Abbey Road, Málaga", "10 Abbey Road, Málaga",
            "3 Mill Street, Málaga", "7 Mill Street, Málaga", "11 Mill Street, Málaga",
            "3 Abbey Road, Zürich", "7 Abbey Road, Zürich", "11 Abbey Road, Zürich",
            "4 Mill Street, Zürich", "8 Mill Street, Zürich", "12 Mill Street, Zürich",
        ])
        #expect(small.sections == [
            AddressBook.Section(title: "A", ids: 0..<6),
            AddressBook.Section(title: "M", ids: 6..<12),
            AddressBook.Section(title: "Z", ids: 12..<18),
        ])
    }

    @Test("Matching ignores case and diacritics on both sides", arguments: [
        ("zur", ["3 Abbey Road, Zürich"]),
        ("ZÜRICH", ["3 Abbey Road, Zürich"]),
        ("malaga", ["2 Abbey Road, Málaga"]),
        ("MÁLAGA", ["2 Abbey Road, Málaga"]),
        ("road, ", ["1 Abbey Road, Aachen", "2 Abbey Road, Málaga", "3 Abbey Road, Zürich"]),
        ("", ["1 Abbey Road, Aachen", "2 Abbey Road, Málaga", "3 Abbey Road, Zürich"]),
        ("3", ["3 Abbey Road, Zürich"]),
        ("zürich\n", []),
        ("nowhere", []),
        ("1 Abbey Road, Aachen and more", []),
    ])
    func folding(query: String, expected: [String]) {
        let book = AddressBook(cities: ["Zürich", "Aachen", "Málaga"], streets: ["Abbey Road"], numbersPerStreet: 1)
        #expect(book.matches(query).map { book.addresses[$0].fullText } == expected)
    }

    @Test("A plain index folds what it is given, and a match never spans two texts")
    func plainIndex() {
        var index = SearchIndex()
        index.append("17 Harbour Road, Zürich")
        index.append("Straße\nder Pariser Kommune")
        index.append("a")
        #expect(index.count == 3)
        #expect(index.matches("ZUR") == [0])
        #expect(index.matches("strasse der") == [1])
        #expect(index.matches("a") == [0, 1, 2])
        #expect(index.matches("zuricha") == [])
        #expect(index.matches("kommunea") == [])
        #expect(SearchIndex().matches("a") == [])
        #expect(SearchIndex().matches("") == [])
    }

    @Test("The index finds what String.contains finds, over all 100,000 addresses", arguments: [
        "", "a", "z", "zur", "road", "road, a", "17 harbour", "king's", "9", "99 ", "é", "sao paulo", "k", "xyz", " ", ", ",
    ])
    func agreesWithReference(query: String) {
        #expect(AddressBook.standard.matches(query) == ReferenceSearch.standard.matches(query))
    }

    @Test("The index finds what String.contains finds, for random pieces of addresses in random case")
    func agreesWithReferenceOnRandomQueries() {
        let book = AddressBook(cities: Array(AddressBook.cities.prefix(30)), streets: Array(AddressBook.streets.prefix(8)), numbersPerStreet: 4)
        let reference = ReferenceSearch(book: book)
        var random = SeededRandomNumberGenerator(seed: 0x5EA4C4)
        for _ in 0..<300 {
            let text = Array(book.addresses.randomElement(using: &random)!.fullText)
            let start = Int.random(in: 0..<text.count, using: &random)
            let length = Int.random(in: 1...min(8, text.count - start), using: &random)
            var query = String(text[start..<(start + length)])
            if Bool.random(using: &random) { query = query.uppercased() }
            if Int.random(in: 0..<4, using: &random) == 0 { query.append("qx".randomElement(using: &random)!) }
            #expect(book.matches(query) == reference.matches(query), "query \(query.debugDescription)")
        }
    }
}
