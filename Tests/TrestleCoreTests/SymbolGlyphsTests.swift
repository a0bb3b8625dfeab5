import Testing
import TrestleCore

@Suite("Symbol glyphs")
struct SymbolGlyphsTests {
    /// The SF Symbol names Trestle's examples and UIKit-style cells use most.
    static let requiredNames = [
        "chevron.right", "chevron.left", "chevron.up", "chevron.down", "checkmark", "checkmark.circle",
        "checkmark.circle.fill", "circle", "xmark", "xmark.circle", "info.circle", "magnifyingglass", "heart",
        "heart.fill", "star", "star.fill", "trash", "trash.fill", "line.3.horizontal", "plus", "plus.circle.fill",
        "minus", "minus.circle.fill", "ellipsis", "gear", "gearshape", "person", "person.circle", "photo",
        "folder", "doc", "clock", "globe", "bell", "lock", "exclamationmark.triangle", "arrow.up", "arrow.down",
        "arrow.left", "arrow.right", "square.and.arrow.up", "pencil", "paperplane", "house", "camera", "wifi",
        "battery.100", "icloud", "location",
    ]

    @Test("Every commonly used symbol name has a glyph of its own")
    func requiredNamesArePresent() {
        let known = Set(SymbolGlyphs.knownSystemNames)
        for name in Self.requiredNames {
            #expect(known.contains(name), "\(name) is missing")
        }
        #expect(SymbolGlyphs.knownSystemNames == SymbolGlyphs.knownSystemNames.sorted())
    }

    @Test("Every Unicode glyph is one terminal column wide")
    func unicodeGlyphsAreOneColumn() {
        for name in SymbolGlyphs.knownSystemNames {
            let glyph = SymbolGlyphs.glyph(forSystemName: name)
            #expect(CharacterWidth.terminalColumns(of: glyph) == 1, "\(name): \(glyph)")
            // No variation selectors or other sequences: one code point that is not an emoji by default.
            #expect(glyph.unicodeScalars.count == 1, "\(name)")
            #expect(glyph.unicodeScalars.first?.properties.isEmojiPresentation == false, "\(name)")
        }
    }

    @Test("Every ASCII fallback is one printable ASCII character")
    func asciiFallbacksArePrintable() {
        for name in SymbolGlyphs.knownSystemNames {
            let glyph = SymbolGlyphs.glyph(forSystemName: name, asciiOnly: true)
            let ascii = glyph.asciiValue
            #expect(ascii.map { $0 > 0x20 && $0 < 0x7F } == true, "\(name): \(glyph)")
        }
    }

    @Test("Unknown names get the bullet, or * in ASCII")
    func unknownNames() {
        #expect(SymbolGlyphs.glyph(forSystemName: "no.such.symbol") == "•")
        #expect(SymbolGlyphs.glyph(forSystemName: "no.such.symbol", asciiOnly: true) == "*")
        #expect(SymbolGlyphs.glyph(forSystemName: "") == SymbolGlyphs.unknown)
        #expect(SymbolGlyphs.glyph(forSystemName: "Chevron.Right") == SymbolGlyphs.unknown) // names are case-sensitive
        #expect(CharacterWidth.terminalColumns(of: SymbolGlyphs.unknown) == 1)
    }

    @Test("Familiar symbols map to the expected glyphs")
    func spotChecks() {
        #expect(SymbolGlyphs.glyph(forSystemName: "chevron.right") == "›")
        #expect(SymbolGlyphs.glyph(forSystemName: "chevron.right", asciiOnly: true) == ">")
        #expect(SymbolGlyphs.glyph(forSystemName: "checkmark") == "✓")
        #expect(SymbolGlyphs.glyph(forSystemName: "heart.fill") == "♥")
        #expect(SymbolGlyphs.glyph(forSystemName: "magnifyingglass") == "⌕")
        #expect(SymbolGlyphs.glyph(forSystemName: "line.3.horizontal") == "≡")
        #expect(SymbolGlyphs.glyph(forSystemName: "xmark", asciiOnly: true) == "x")
    }

    @Test("Variants unknown to the table draw as their base symbol")
    func variantsFallBackToBase() {
        #expect(SymbolGlyphs.glyph(forSystemName: "magnifyingglass.circle.fill") == SymbolGlyphs.glyph(forSystemName: "magnifyingglass"))
        #expect(SymbolGlyphs.glyph(forSystemName: "magnifyingglass.circle.fill", asciiOnly: true) == "?")
        #expect(SymbolGlyphs.glyph(forSystemName: "no.such.symbol") == SymbolGlyphs.unknown)
    }
}
