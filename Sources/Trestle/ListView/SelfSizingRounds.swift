import Foundation

/// How many rounds one layout pass of a table or collection view measures the rows coming into
/// view before it shows what it has.
///
/// A round measures the rows the viewport holds at their current sizes. When estimates are far
/// larger than the measured sizes — `estimatedRowHeight = 44` or `.estimated(44)` from iOS code,
/// in a terminal where a row is one line — each round brings only the next row or two into view:
///
/// - the row across the top edge keeps its top where it was (the content under the eye stays
///   still), so once measured it may end above the edge, and the row after it takes its place:
///   up to about estimate ÷ measured size rounds before a measured row stays at the top;
/// - then each round fills a little more of the viewport: up to one round a point.
///
/// The bound covers both for estimates up to 64 times the measured size, and only stops a cell
/// whose preferred size never settles.
enum SelfSizingRounds {
    /// The rounds a pass allows for a viewport `extent` points long along the scroll axis.
    static func limit(forViewportExtent extent: CGFloat) -> Int {
        64 + Int(min(max(extent, 0), 1_000).rounded(.up))
    }
}
