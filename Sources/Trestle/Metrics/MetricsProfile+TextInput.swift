import Foundation

extension MetricsProfile {
    /// The dimensions of text fields and search bars.
    ///
    /// ``iOS`` holds UIKit's numbers (a 56-point search bar holding a 36-point field, a 19-point
    /// clear button); ``terminal`` makes a field and a search bar one line, with a column between
    /// their parts.
    public struct TextInput: Sendable, Hashable {
        /// The space between a field's edges and its text, left and right.
        public var horizontalInset: CGFloat
        /// The space above and below a field's text.
        public var verticalInset: CGFloat
        /// The space between a field's left view, its text and its clear button.
        public var viewSpacing: CGFloat
        /// The width of the clear button.
        public var clearButtonWidth: CGFloat
        /// The height of a search bar's line (its prompt adds a line of text above it).
        public var searchBarHeight: CGFloat
        /// The space between a search bar's edges and its field (and Cancel button).
        public var searchBarMargin: CGFloat
        /// The space between a search bar's field and its Cancel button.
        public var searchBarCancelSpacing: CGFloat

        /// UIKit's fields and bars.
        public static let iOS = TextInput(horizontalInset: 7, verticalInset: 7, viewSpacing: 6, clearButtonWidth: 19,
                                          searchBarHeight: 56, searchBarMargin: 8, searchBarCancelSpacing: 8)

        /// One line each; a column between the parts of a field, two before Cancel.
        public static let terminal = TextInput(horizontalInset: 0, verticalInset: 0, viewSpacing: 1, clearButtonWidth: 1,
                                               searchBarHeight: 1, searchBarMargin: 1, searchBarCancelSpacing: 2)
    }
}
