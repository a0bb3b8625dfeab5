import Foundation
import TrestleCore

extension UILocalizedIndexedCollation {
    /// The section that the index title at position `indexTitleIndex` of ``sectionIndexTitles``
    /// scrolls to: for Trestle's collations, the section at the same position.
    ///
    /// A position outside ``sectionIndexTitles`` is misuse: UIKit raises a range exception;
    /// Trestle reports it through ``TrestleDiagnostics`` and answers the nearest section (the first
    /// for a negative position, the last for one past the end).
    public func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        let count = sectionIndexTitles.count
        guard indexTitleIndex >= 0 && indexTitleIndex < count else {
            TrestleDiagnostics.report("section(forSectionIndexTitle:): index \(indexTitleIndex) beyond bounds [0 .. \(count - 1)] of the section index titles")
            return min(max(indexTitleIndex, 0), count - 1)
        }
        return indexTitleIndex
    }

    /// The section `object` belongs in, from the string at `collationStringSelector`.
    ///
    /// Only the string's first character is read (see ``UILocalizedIndexedCollation`` for the
    /// rules), so bucketing a million objects costs a million key-path reads and first-character
    /// lookups, with no allocation of its own.
    ///
    /// - Parameters:
    ///   - object: The object to file.
    ///   - collationStringSelector: A key path to the string the object is filed by — Swift's
    ///     equivalent of UIKit's selector of a method returning that string.
    /// - Returns: An index into ``sectionTitles``.
    /// - Complexity: O(1): the length of the string's first code point.
    @inlinable
    public func section<T>(for object: T, collationStringSelector: KeyPath<T, String>) -> Int {
        section(forCollationString: object[keyPath: collationStringSelector])
    }

    /// The section `object` belongs in, from the string `collationStringSelector` returns for it —
    /// a closure in place of UIKit's selector.
    ///
    /// - Complexity: O(1) plus the closure's cost.
    @inlinable
    public func section<T>(for object: T, collationStringSelector: (T) -> String) -> Int {
        section(forCollationString: collationStringSelector(object))
    }

    /// The section a string belongs in.
    @usableFromInline
    func section(forCollationString string: String) -> Int {
        rules.section(for: string)
    }

    /// `array` sorted by the strings at `collationStringSelector`, in the locale's order.
    ///
    /// Strings compare first by their letters alone, ignoring case and accents (`émile` sorts
    /// with `Emile`, between `Ella` and `Eric`), then by accents, then by case, lowercase first.
    /// In a Korean collation Hangul is in dictionary order and comes before Latin. Spaces,
    /// punctuation and symbols sort before digits, and digits before letters. Objects whose
    /// strings are equal keep their order in `array`: the sort is stable.
    ///
    /// - Parameters:
    ///   - array: The objects to sort, usually those of one section.
    ///   - collationStringSelector: A key path to the string to sort by — Swift's equivalent of
    ///     UIKit's selector.
    /// - Returns: The same objects, sorted.
    /// - Complexity: O(n log n) comparisons, with one key made per object.
    public func sortedArray<T>(from array: [T], collationStringSelector: KeyPath<T, String>) -> [T] {
        sortedArray(from: array) { $0[keyPath: collationStringSelector] }
    }

    /// `array` sorted by the strings `collationStringSelector` returns for its objects — a
    /// closure in place of UIKit's selector. See
    /// `sortedArray(from:collationStringSelector:)` for the order.
    public func sortedArray<T>(from array: [T], collationStringSelector: (T) -> String) -> [T] {
        let order = rules.sortedPositions(of: array.map(collationStringSelector))
        return order.map { array[$0] }
    }
}
