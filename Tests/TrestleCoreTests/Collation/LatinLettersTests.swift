import Foundation
import Testing
@testable import TrestleCore

@Suite("Latin base letters")
struct LatinLettersTests {
    /// Every code point of the Latin blocks the table covers.
    static let covered: [UInt32] = [0x00C0...0x024F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF]
        .flatMap { Array($0) }

    @Test("Every letter whose canonical decomposition starts with A–Z is filed under that letter (checked against Foundation's decomposition)")
    func agreesWithCanonicalDecomposition() {
        var checked = 0
        for value in Self.covered {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
            guard decomposed.count > 1, let base = decomposed.first, base.isASCII,
                  case let upper = base.value & ~0x20, upper >= 0x41, upper <= 0x5A else { continue }
            #expect(LatinLetters.firstLetter(of: value) == Int(upper - 0x41), "U+\(String(value, radix: 16, uppercase: true))")
            checked += 1
        }
        // Latin-1, Extended-A and -B and Extended Additional hold almost five hundred such letters.
        #expect(checked > 450)
    }

    @Test("ASCII letters by arithmetic, fullwidth letters by the table; digits, marks and symbols have no letter")
    func asciiAndOthers() {
        for (offset, value) in (UInt32(0x41)...0x5A).enumerated() {
            #expect(LatinLetters.firstLetter(of: value) == offset)
            #expect(LatinLetters.firstLetter(of: value + 0x20) == offset)
            #expect(LatinLetters.firstLetter(of: value - 0x41 + 0xFF21) == offset)
            #expect(LatinLetters.firstLetter(of: value - 0x41 + 0xFF41) == offset)
        }
        for value: UInt32 in [0x30, 0x39, 0x40, 0x5B, 0x60, 0x7B, 0xD7, 0xF7, 0x301, 0x259, 0x3A9, 0xAC00, 0x1F600] {
            #expect(LatinLetters.firstLetter(of: value) == nil, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("Letters written on another, ligatures and letters without a decomposition get their usual letters")
    func lettersWithoutDecomposition() {
        func letters(_ scalar: Unicode.Scalar) -> String {
            var result = ""
            LatinLetters.forEachLetter(of: scalar.value) { letter, _, _ in
                result.unicodeScalars.append(Unicode.Scalar(UInt8(0x41 + letter)))
            }
            return result
        }
        let expected: [(Unicode.Scalar, String)] = [
            ("Ø", "O"), ("ł", "L"), ("Đ", "D"), ("ƀ", "B"), ("Æ", "AE"), ("œ", "OE"), ("Ĳ", "IJ"), ("ß", "SS"),
            ("ẞ", "SS"), ("Þ", "TH"), ("ð", "D"), ("ı", "I"), ("ĸ", "K"), ("ŋ", "N"), ("ſ", "S"), ("ǆ", "DZ"),
            ("ǅ", "D"), ("ə", ""),
        ]
        for (scalar, spelled) in expected {
            #expect(letters(scalar) == spelled, "\(scalar)")
        }
    }
}
