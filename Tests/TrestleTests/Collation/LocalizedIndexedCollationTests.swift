import Foundation
import Testing
import Trestle
import TrestleTesting

/// A model object of the kind a contacts list files into sections.
private struct Person {
    let id: Int
    let name: String
}

private let english = UILocalizedIndexedCollation(locale: Locale(identifier: "en_US"))
private let korean = UILocalizedIndexedCollation(locale: Locale(identifier: "ko_KR"))
private let latinLetters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

@Suite("UILocalizedIndexedCollation")
struct LocalizedIndexedCollationTests {
    /// The title of the section `name` is filed under.
    func title(of name: String, in collation: UILocalizedIndexedCollation) -> String {
        collation.sectionTitles[collation.section(for: name, collationStringSelector: \.self)]
    }

    // MARK: Titles

    @Test("English has A to Z then #, and its index titles are its section titles")
    func englishTitles() {
        #expect(english.sectionTitles == latinLetters + ["#"])
        #expect(english.sectionIndexTitles == english.sectionTitles)
    }

    @Test("Korean has the 14 single consonants, then A to Z, then #")
    func koreanTitles() {
        #expect(korean.sectionTitles == ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"] + latinLetters + ["#"])
        #expect(korean.sectionTitles.count == 41)
        #expect(korean.sectionIndexTitles == korean.sectionTitles)
    }

    @Test("The collation follows the locale's language; languages without an index of their own get the Latin one",
          arguments: [("ko", true), ("ko-KR", true), ("ko_KR", true), ("en_GB", false), ("fr_FR", false), ("ja_JP", false), ("de", false)])
    func localeChoosesAlphabet(identifier: String, isKorean: Bool) {
        let collation = UILocalizedIndexedCollation(locale: Locale(identifier: identifier))
        #expect(collation.sectionTitles.first == (isKorean ? "ㄱ" : "A"))
        #expect(collation.sectionTitles.count == (isKorean ? 41 : 27))
    }

    @Test("current() reads Locale.current")
    func currentFollowsCurrentLocale() {
        #expect(UILocalizedIndexedCollation.current().sectionTitles == UILocalizedIndexedCollation(locale: .current).sectionTitles)
    }

    // MARK: Latin sections

    @Test("Latin strings go under their first letter, accented letters under their base letter, the rest under #",
          arguments: [
              ("Apple", "A"), ("apple", "A"), ("zebra", "Z"), ("Émile", "E"), ("élan", "E"),
              ("e\u{301}clair", "E"), ("Ñandú", "N"), ("Çelik", "C"), ("Øystein", "O"), ("Łukasz", "L"),
              ("Đorđe", "D"), ("Æsir", "A"), ("Œuvre", "O"), ("ǅemal", "D"), ("Ḁrt", "A"), ("ẞtraße", "S"), ("Ĳssel", "I"),
              ("Ｆｕｌｌ", "F"), ("ıspanak", "I"), ("Þór", "T"),
              ("42nd Street", "#"), ("7", "#"), ("😀 Smile", "#"), ("👩‍💻 Dev", "#"), ("", "#"),
              ("#hashtag", "#"), ("@home", "#"), ("Ωmega", "#"), ("Москва", "#"), ("서울", "#"), ("東京", "#"),
              ("ə", "#"),
          ])
    func latinSections(name: String, expected: String) {
        #expect(title(of: name, in: english) == expected)
    }

    // MARK: Korean sections

    @Test("A Hangul syllable goes under its initial consonant; each double consonant with its single one",
          arguments: [
              ("가방", "ㄱ"), ("까치", "ㄱ"), ("나무", "ㄴ"), ("다리", "ㄷ"), ("딸기", "ㄷ"), ("라면", "ㄹ"),
              ("마음", "ㅁ"), ("바다", "ㅂ"), ("빵", "ㅂ"), ("사과", "ㅅ"), ("쌀", "ㅅ"), ("아이", "ㅇ"),
              ("자두", "ㅈ"), ("짜장면", "ㅈ"), ("차", "ㅊ"), ("카메라", "ㅋ"), ("타조", "ㅌ"), ("파도", "ㅍ"),
              ("하늘", "ㅎ"),
              // First and last syllables, and syllables with final consonants.
              ("가", "ㄱ"), ("깋", "ㄱ"), ("힣", "ㅎ"), ("각", "ㄱ"), ("닭", "ㄷ"),
          ])
    func hangulSyllables(name: String, expected: String) {
        #expect(title(of: name, in: korean) == expected)
    }

    @Test("All 19 initials land in the 14 sections, in order")
    func everyInitial() {
        // The first syllable of each initial: 가 까 나 다 따 라 마 바 빠 사 싸 아 자 짜 차 카 타 파 하.
        let sections = (0..<19).map { initial in
            korean.section(for: String(UnicodeScalar(0xAC00 + 588 * initial)!), collationStringSelector: \.self)
        }
        #expect(sections == [0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 8, 9, 10, 11, 12, 13])
        // The last syllable of each initial is in the same section as the first.
        let lastOfEach = (0..<19).map { initial in
            korean.section(for: String(UnicodeScalar(0xAC00 + 588 * initial + 587)!), collationStringSelector: \.self)
        }
        #expect(lastOfEach == sections)
    }

    @Test("A bare consonant jamo goes under its consonant; a final cluster under its first; a bare vowel under #",
          arguments: [
              ("ㄱ", "ㄱ"), ("ㄲ", "ㄱ"), ("ㄳ", "ㄱ"), ("ㄴ", "ㄴ"), ("ㄶ", "ㄴ"), ("ㄸ", "ㄷ"), ("ㄹ", "ㄹ"), ("ㅀ", "ㄹ"),
              ("ㅁ", "ㅁ"), ("ㅃ", "ㅂ"), ("ㅄ", "ㅂ"), ("ㅆ", "ㅅ"), ("ㅇ", "ㅇ"), ("ㅉ", "ㅈ"), ("ㅊ", "ㅊ"),
              ("ㅋ", "ㅋ"), ("ㅌ", "ㅌ"), ("ㅍ", "ㅍ"), ("ㅎ", "ㅎ"),
              ("\u{1101}\u{1161}", "ㄱ"),   // a conjoining ᄁ + ᅡ, not precomposed
              ("ㅏ", "#"),
          ])
    func compatibilityJamo(name: String, expected: String) {
        #expect(title(of: name, in: korean) == expected)
    }

    @Test("In Korean, Latin letters go under A to Z and everything else under #",
          arguments: [("Apple", "A"), ("émile", "E"), ("zoo", "Z"), ("123", "#"), ("😀", "#"), ("", "#"), ("東京", "#")])
    func koreanOthers(name: String, expected: String) {
        #expect(title(of: name, in: korean) == expected)
    }

    @Test("The key path and the closure file an object the same way")
    func keyPathAndClosureAgree() {
        let people = ["Ana", "Émile", "42", "서연", "Zoë", ""].enumerated().map { Person(id: $0.offset, name: $0.element) }
        for collation in [english, korean] {
            for person in people {
                #expect(collation.section(for: person, collationStringSelector: \.name)
                    == collation.section(for: person) { $0.name })
            }
        }
    }

    // MARK: Sorting

    @Test("Latin sorts by letters ignoring case and accents first, then accents, then case, lowercase first")
    func latinOrder() {
        let names = ["banana", "Eric", "Apple", "cherry", "Émile", "apple", "2 things", "Äpfel", "Ella", "10 things", "émile"]
        let sorted = english.sortedArray(from: names, collationStringSelector: \.self)
        #expect(sorted == ["10 things", "2 things", "Äpfel", "apple", "Apple", "banana", "cherry", "Ella", "émile", "Émile", "Eric"])
        #expect(english.sortedArray(from: ["résumé", "Resume", "resume"], collationStringSelector: \.self) == ["resume", "Resume", "résumé"])
        // A shorter string sorts before a longer one that begins with it.
        #expect(english.sortedArray(from: ["Anne-Marie", "Ann", "Anne"], collationStringSelector: \.self) == ["Ann", "Anne", "Anne-Marie"])
    }

    @Test("Korean sorts Hangul in dictionary order, a bare consonant before its syllables, then Latin")
    func koreanOrder() {
        let names = ["하늘", "Apple", "까치", "각", "나무", "가방", "ㄱ", "123", "ㄲ", "zoo"]
        let sorted = korean.sortedArray(from: names, collationStringSelector: \.self)
        #expect(sorted == ["123", "ㄱ", "가방", "각", "ㄲ", "까치", "나무", "하늘", "Apple", "zoo"])
    }

    @Test("Sorting is stable: objects with equal strings keep their order")
    func stable() {
        let people = [(1, "Kim"), (2, "Lee"), (3, "Kim"), (4, "kim"), (5, "Kim"), (6, "e\u{301}va"), (7, "éva")]
            .map { Person(id: $0.0, name: $0.1) }
        for collation in [english, korean] {
            let sorted = collation.sortedArray(from: people, collationStringSelector: \.name)
            #expect(sorted.map(\.id) == [6, 7, 4, 1, 3, 5, 2])
            #expect(collation.sortedArray(from: people) { $0.name }.map(\.id) == sorted.map(\.id))
        }
    }

    @Test("Bucketing then sorting each bucket yields every object once, in section order")
    func bucketThenSort() {
        let names = ["Zoë", "adam", "Émile", "42", "서연", "Bea", "ana", "😀", "", "evan"]
        var sections = Array(repeating: [String](), count: english.sectionTitles.count)
        for name in names {
            sections[english.section(for: name, collationStringSelector: \.self)].append(name)
        }
        let sorted = sections.map { english.sortedArray(from: $0, collationStringSelector: \.self) }
        #expect(sorted[0] == ["adam", "ana"])
        #expect(sorted[1] == ["Bea"])
        #expect(sorted[4] == ["Émile", "evan"])
        #expect(sorted[25] == ["Zoë"])
        // Symbols (emoji among them) before digits, digits before letters.
        #expect(sorted[26] == ["", "😀", "42", "서연"])
        #expect(sorted.joined().count == names.count)
    }

    // MARK: Index titles

    @Test("An index title maps to the section at the same position")
    func indexTitleToSection() {
        for collation in [english, korean] {
            let sections = collation.sectionIndexTitles.indices.map(collation.section(forSectionIndexTitle:))
            #expect(sections == Array(collation.sectionTitles.indices))
        }
    }

    @Test("An index title position out of range is reported and answered with the nearest section")
    func indexTitleOutOfRange() {
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            TrestleDiagnostics.$isStrict.withValue(false) {
                #expect(english.section(forSectionIndexTitle: 27) == 26)
                #expect(korean.section(forSectionIndexTitle: -1) == 0)
            }
        }
        #expect(reports.messages == [
            "section(forSectionIndexTitle:): index 27 beyond bounds [0 .. 26] of the section index titles",
            "section(forSectionIndexTitle:): index -1 beyond bounds [0 .. 40] of the section index titles",
        ])
    }
}
