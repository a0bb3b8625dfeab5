import Foundation

/// The made-up people of the Contacts screen: a deterministic mix of Korean and Latin names, so
/// every run (and every test) sees the same list.
struct ContactNames {
    /// One generated contact, before it is sorted into its place.
    struct Person {
        var name: String
        /// The name with the family name first or last swapped — "Lovelace Ada", "민준 김" — so a
        /// search finds people by either part.
        var swapped: String
        var phone: String
        var email: String
    }

    private static let koreanFamilyNames = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권",
                                            "황", "안", "송", "류", "전", "홍", "고", "문", "양", "손", "배", "백", "허", "유", "남",
                                            "노", "하", "곽", "성", "차", "주", "우", "구", "민", "진", "나", "지", "엄", "변", "채",
                                            "원", "천", "방", "공", "현"]
    private static let koreanGivenSyllables = ["민", "서", "준", "지", "현", "우", "도", "하", "윤", "수", "예", "은", "채", "연", "시",
                                               "유", "진", "주", "아", "원", "건", "다", "소", "태", "희", "영", "재", "승", "혜", "성",
                                               "나", "람", "빈", "율", "결", "온", "별", "솔", "찬", "호"]
    private static let latinGivenNames = ["Ada", "Alan", "Amélie", "Ana", "Anders", "Barbara", "Björn", "Carlos", "Chloé", "Claire",
                                          "Dmitri", "Edsger", "Élodie", "Emma", "Fatima", "Frances", "Grace", "Hedy", "Ingrid", "Isaac",
                                          "Jean", "José", "Karen", "Katherine", "Linus", "Lucía", "Margaret", "María", "Niklaus", "Noah",
                                          "Olga", "Óscar", "Paul", "Radia", "Søren", "Sophie", "Tim", "Ursula", "Vint", "Zoë"]
    private static let latinFamilyNames = ["Abbott", "Backus", "Bell", "Berners-Lee", "Černý", "Dahl", "Dijkstra", "Engelbart",
                                           "Ferreira", "García", "Goldberg", "Hamilton", "Hopper", "Jones", "Kay", "Knuth", "Lamarr",
                                           "Liskov", "Lovelace", "Martín", "McCarthy", "Müller", "Nygaard", "Øberg", "Perlman", "Quist",
                                           "Ritchie", "Sammet", "Shannon", "Spärck", "Stroustrup", "Torvalds", "Turing", "Umeki",
                                           "Van Rossum", "Wirth", "Wozniak", "Xu", "Yamada", "Zuse"]

    private var state: UInt64

    /// A generator; the same `seed` always gives the same people.
    init(seed: UInt64 = 0x5EED_C0DE) {
        state = seed
    }

    /// SplitMix64: small, fast and fully determined by the seed.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int(next() % UInt64(values.count))]
    }

    /// The next person: about three in five Korean, the rest Latin; `number` makes the phone
    /// number and e-mail address unique.
    mutating func person(number: Int) -> Person {
        let phone = String(format: "010-%04d-%04d", (number / 10_000) % 10_000, number % 10_000)
        if next() % 5 < 3 {
            let family = pick(Self.koreanFamilyNames)
            let given = pick(Self.koreanGivenSyllables) + pick(Self.koreanGivenSyllables)
            return Person(name: family + given, swapped: given + " " + family, phone: phone, email: "user\(number)@example.kr")
        }
        let given = pick(Self.latinGivenNames)
        let family = pick(Self.latinFamilyNames)
        let mailbox = given.lowercased().filter(\.isASCII).filter(\.isLetter)
        return Person(name: given + " " + family, swapped: family + " " + given, phone: phone,
                      email: "\(mailbox).\(number)@example.com")
    }
}
