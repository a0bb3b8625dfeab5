import Foundation

extension MetricsProfile {
    /// The dimensions of a table's section index (UIKitBehavior § Section index).
    public struct SectionIndex: Sendable, Hashable {
        /// The height of each title's line.
        public var lineHeight: CGFloat
        /// The font size of the titles (bold, as UIKit's).
        public var fontSize: CGFloat
        /// The space before the widest title.
        public var leadingPadding: CGFloat
        /// The space after the widest title.
        public var trailingPadding: CGFloat
        /// The least width of the index, however narrow its titles.
        public var minimumWidth: CGFloat

        /// UIKit's index: 11-point bold titles on lines of about 14 points, about 15 points wide
        /// for single letters.
        public static let iOS = SectionIndex(lineHeight: 14, fontSize: 11, leadingPadding: 5, trailingPadding: 5, minimumWidth: 15)

        /// One title per line, a column of space before the titles.
        public static let terminal = SectionIndex(lineHeight: 1, fontSize: 11, leadingPadding: 1, trailingPadding: 0, minimumWidth: 2)
    }
}
