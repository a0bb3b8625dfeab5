import Foundation
import TrestleCore

/// Groups and sorts a table's data into alphabetical sections for a locale, with the titles of
/// those sections and of the table's section index.
///
/// The usual pattern, as in UIKit: bucket each object by `section(for:collationStringSelector:)`,
/// sort each bucket with `sortedArray(from:collationStringSelector:)`, and answer the
/// data source's section titles from ``sectionTitles``:
///
/// ```swift
/// struct Contact { var name: String }
///
/// let collation = UILocalizedIndexedCollation.current()
/// var sections = Array(repeating: [Contact](), count: collation.sectionTitles.count)
/// for contact in contacts {
///     sections[collation.section(for: contact, collationStringSelector: \.name)].append(contact)
/// }
/// sections = sections.map { collation.sortedArray(from: $0, collationStringSelector: \.name) }
/// ```
///
/// The collation follows the locale's language:
///
/// - English, and every language Trestle has no index for: A … Z, then `#`. Accented letters go
///   with their base letter (É under E, Ø under O, Æ under A); digits, symbols, emoji, letters of
///   other scripts and empty strings go under `#`.
/// - Korean (`ko`): the 14 consonants ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ, then A … Z, then `#`. A Hangul
///   syllable goes under its initial consonant, a double consonant with its single one (까 under
///   ㄱ, 쌀 under ㅅ), as iOS files them; a bare consonant jamo (ㄱ, ㄲ) under its consonant. Latin
///   letters go under A … Z; anything else, bare vowels included, under `#`.
///
/// For both, ``sectionIndexTitles`` are the ``sectionTitles`` and
/// ``section(forSectionIndexTitle:)`` maps an index title to the section at the same position.
/// The rules are written out in UIKitBehavior § Section index collation.
///
/// - Note: UIKit names the property that holds an object's string with an Objective-C selector
///   (`collationStringSelector: #selector(getter: Contact.name)`). Swift on Linux has no
///   selectors: Trestle keeps the argument label and takes a key path (`\.name`) or a closure
///   (`{ $0.name }`) instead, and is generic over the objects' type, so
///   `sortedArray(from:collationStringSelector:)` returns `[T]`, not `[Any]`.
/// - Note: UIKit reads ICU's collation data for every language iOS supports; Trestle has its own
///   rules for the Latin and Korean alphabets and gives every other language the Latin one.
///   ``init(locale:)`` is a Trestle addition, for choosing the locale (in tests, for instance);
///   UIKit only has ``current()``.
/// - Note: The collation holds only constant data, so it is `Sendable` and not tied to the main
///   actor: a large list can be bucketed in a background task.
public final class UILocalizedIndexedCollation: Sendable {
    /// The rules of the locale's alphabet.
    let rules: AlphabeticIndex

    /// The collation for the user's locale, `Locale.current`.
    public class func current() -> UILocalizedIndexedCollation {
        UILocalizedIndexedCollation(locale: .current)
    }

    /// The collation for `locale`: Korean for a Korean locale, the Latin A–Z otherwise.
    ///
    /// - Note: A Trestle addition; UIKit's collation always follows the user's language.
    public init(locale: Locale) {
        rules = locale.language.languageCode?.identifier == "ko" ? .korean : .latin
    }

    /// The titles of the sections, in order: the letters of the alphabet, then `#`.
    public var sectionTitles: [String] { rules.sectionTitles }

    /// The titles of the table's section index (what `sectionIndexTitles(for:)` returns): for
    /// Trestle's collations, the same as ``sectionTitles``.
    public var sectionIndexTitles: [String] { rules.sectionTitles }
}
