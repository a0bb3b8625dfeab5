#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Case- and diacritic-insensitive substring search over many short texts, fast enough to run
/// on every keystroke.
///
/// Each text is folded once, when it is added — lowercased, accents removed ("Zürich" →
/// "zurich", "Straße" → "strasse") — and stored as UTF-8 in one contiguous buffer, one text per
/// line. A query is folded the same way and looked for in that buffer with `memchr` (the
/// query's first byte) and `memcmp` (the rest), so a search is one pass over a few megabytes
/// of bytes, in C library loops that are fast in debug builds too; no `String` is made or
/// compared per text.
///
/// ```swift
/// var index = SearchIndex()
/// index.append("17 Harbour Road, Zürich")
/// index.append("3 Abbey Road, Málaga")
/// index.matches("ZUR")   // [0]
/// index.matches("road")  // [0, 1]
/// ```
struct SearchIndex: Sendable {
    /// Every folded text, each followed by a newline.
    private var bytes: [UInt8] = []
    /// Where each text starts in `bytes`, plus `bytes.count`.
    private var starts: [Int] = [0]

    /// Ends each text; queries never contain it, so a match never spans two texts.
    private static let separator = UInt8(ascii: "\n")

    /// Creates an empty index.
    init() {}

    /// The number of texts.
    var count: Int { starts.count - 1 }

    /// `text` as the index compares it: lowercased, without diacritics.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// Adds a text, folding it; it is found by its position (the count before adding it).
    mutating func append(_ text: String) {
        appendFolded { bytes in
            bytes.append(contentsOf: Self.fold(text).utf8.map { $0 == Self.separator ? UInt8(ascii: " ") : $0 })
        }
    }

    /// Adds a text that `write` appends already folded (see ``fold(_:)``) as UTF-8 — for callers
    /// that fold the parts of many texts once and put them together. `write` must not append a
    /// newline.
    mutating func appendFolded(_ write: (inout [UInt8]) -> Void) {
        write(&bytes)
        bytes.append(Self.separator)
        starts.append(bytes.count)
    }

    /// Reserves room for `texts` more texts of about `bytesPerText` bytes each.
    mutating func reserveCapacity(texts: Int, bytesPerText: Int) {
        bytes.reserveCapacity(bytes.count + texts * bytesPerText)
        starts.reserveCapacity(starts.count + texts)
    }

    /// The positions of the texts that contain `query`, ignoring case and diacritics, in
    /// ascending order. An empty query matches every text.
    ///
    /// - Complexity: O(*b*) for *b* bytes of folded text, plus O(*m*) for *m* matches.
    func matches(_ query: String) -> [Int] {
        let needle = Array(Self.fold(query).utf8)
        if needle.isEmpty { return Array(0..<count) }
        if needle.contains(Self.separator) || needle.count > bytes.count { return [] }
        var found: [Int] = []
        bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let first = pattern.first, let rest = pattern.baseAddress?.advanced(by: 1) else { return }
                let restCount = pattern.count - 1
                // The last position a match can start at.
                let lastStart = haystack.count - pattern.count
                var position = 0
                var text = 0
                while position <= lastStart {
                    guard let hit = memchr(base + position, Int32(first), lastStart - position + 1) else { break }
                    let offset = base.distance(to: UnsafeRawPointer(hit))
                    if restCount == 0 || memcmp(base + offset + 1, rest, restCount) == 0 {
                        while starts[text + 1] <= offset { text += 1 }
                        found.append(text)
                        // One match per text: go on with the next one.
                        text += 1
                        position = starts[text]
                    } else {
                        position = offset + 1
                    }
                }
            }
        }
        return found
    }
}
