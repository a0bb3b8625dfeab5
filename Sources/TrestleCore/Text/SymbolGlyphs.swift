/// One-column stand-ins for SF Symbols, for drawing `UIImage(systemName:)` images in a terminal.
///
/// Each known symbol name has a Unicode glyph and an ASCII fallback:
///
/// - The Unicode glyph is one terminal column wide (`CharacterWidth.terminalColumns(of:)`
///   returns 1), so icons never shift the text after them. Emoji-presentation characters (📷, 🔒),
///   which terminals draw in two columns, are avoided; where the natural match is a text-default
///   emoji (⚙ gear, ♥ heart.fill, ⚠ warning, ☁ icloud, ✉ envelope) it is used without a
///   variation selector, which terminals draw as a one-column text glyph. Variants without a
///   glyph of their own share their base's (all three check marks are ✓; the `.fill` forms of
///   trash, person, folder, doc, bell and lock look like the outline forms).
/// - The ASCII fallback is one printable ASCII character, for terminals or fonts without those
///   glyphs: a look-alike where there is one (`>` for chevron.right, `x` for xmark, `=` for
///   line.3.horizontal, `^` for house), a mnemonic where there is not (`?` for magnifyingglass,
///   `@` for person and location, `*` for heart, star and gear, `!` for bell and warnings, `~` for
///   wifi). Several symbols share a fallback; ASCII has too few characters for 50 icons.
///
/// A name the table does not know is looked up again without its trailing variant components
/// (`magnifyingglass.circle.fill` → `magnifyingglass.circle` → `magnifyingglass`), so variants
/// draw as their base symbol. Names still unknown draw as `•` (ASCII `*`).
public enum SymbolGlyphs {
    /// The glyph standing in for the SF Symbol `name`, or `•` (`*` when `asciiOnly`) for names
    /// the table does not know.
    ///
    /// - Parameters:
    ///   - name: An SF Symbol name, as given to `UIImage(systemName:)`.
    ///   - asciiOnly: Return the ASCII fallback instead of the Unicode glyph.
    public static func glyph(forSystemName name: String, asciiOnly: Bool = false) -> Character {
        var candidate = Substring(name)
        while true {
            if let entry = table[String(candidate)] { return asciiOnly ? entry.ascii : entry.unicode }
            guard let dot = candidate.lastIndex(of: ".") else { return asciiOnly ? unknownASCII : unknown }
            candidate = candidate[..<dot]
        }
    }

    /// The glyph for names the table does not know.
    public static let unknown: Character = "•"

    /// The ASCII fallback for names the table does not know.
    public static let unknownASCII: Character = "*"

    /// Every symbol name with a glyph of its own, sorted.
    public static let knownSystemNames: [String] = table.keys.sorted()

    /// Symbol name → (Unicode glyph, ASCII fallback).
    static let table: [String: (unicode: Character, ascii: Character)] = [
        // Navigation
        "chevron.right": ("›", ">"),
        "chevron.forward": ("›", ">"),
        "chevron.left": ("‹", "<"),
        "chevron.backward": ("‹", "<"),
        "chevron.up": ("⌃", "^"),
        "chevron.down": ("⌄", "v"),
        "arrow.up": ("↑", "^"),
        "arrow.down": ("↓", "v"),
        "arrow.left": ("←", "<"),
        "arrow.right": ("→", ">"),
        "arrow.clockwise": ("↻", "@"),
        "square.and.arrow.up": ("⍐", "^"),
        "paperplane": ("➤", ">"),
        "paperplane.fill": ("➤", ">"),
        "location": ("⌖", "@"),
        "location.fill": ("⌖", "@"),

        // Selection and status
        "checkmark": ("✓", "v"),
        "checkmark.circle": ("✓", "v"),
        "checkmark.circle.fill": ("✓", "v"),
        "circle": ("○", "o"),
        "circle.fill": ("●", "o"),
        "xmark": ("✕", "x"),
        "xmark.circle": ("⊗", "x"),
        "xmark.circle.fill": ("⊗", "x"),
        "info.circle": ("ⓘ", "i"),
        "questionmark.circle": ("⍰", "?"),
        "exclamationmark.triangle": ("⚠", "!"),
        "exclamationmark.triangle.fill": ("⚠", "!"),
        "heart": ("♡", "*"),
        "heart.fill": ("♥", "*"),
        "star": ("☆", "*"),
        "star.fill": ("★", "*"),

        // Actions
        "plus": ("+", "+"),
        "plus.circle": ("⊕", "+"),
        "plus.circle.fill": ("⊕", "+"),
        "minus": ("−", "-"),
        "minus.circle": ("⊖", "-"),
        "minus.circle.fill": ("⊖", "-"),
        "ellipsis": ("⋯", "."),
        "line.3.horizontal": ("≡", "="),
        "magnifyingglass": ("⌕", "?"),
        "trash": ("⌫", "x"),
        "trash.fill": ("⌫", "x"),
        "pencil": ("✎", "/"),
        "square.and.pencil": ("✎", "/"),

        // Objects
        "gear": ("⚙", "*"),
        "gearshape": ("⚙", "*"),
        "gearshape.fill": ("⚙", "*"),
        "person": ("☻", "@"),
        "person.fill": ("☻", "@"),
        "person.circle": ("☻", "@"),
        "person.circle.fill": ("☻", "@"),
        "photo": ("▨", "#"),
        "photo.fill": ("▨", "#"),
        "folder": ("▭", "["),
        "folder.fill": ("▭", "["),
        "doc": ("▤", "="),
        "doc.fill": ("▤", "="),
        "doc.text": ("▤", "="),
        "clock": ("◷", "o"),
        "clock.fill": ("◷", "o"),
        "globe": ("◍", "O"),
        "bell": ("⍾", "!"),
        "bell.fill": ("⍾", "!"),
        "lock": ("⚿", "#"),
        "lock.fill": ("⚿", "#"),
        "house": ("⌂", "^"),
        "house.fill": ("⌂", "^"),
        "camera": ("◉", "o"),
        "camera.fill": ("◉", "o"),
        "wifi": ("⌔", "~"),
        "battery.100": ("▬", "="),
        "icloud": ("☁", "&"),
        "icloud.fill": ("☁", "&"),
        "envelope": ("✉", "@"),
    ]
}
