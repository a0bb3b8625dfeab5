import Foundation

extension MetricsProfile {
    /// The dimensions of a navigation bar and its items.
    ///
    /// ``iOS`` holds UIKit's numbers: a 44-point bar, 30 more for a prompt. ``terminal`` makes
    /// the bar one line, and the prompt another.
    public struct NavigationBar: Sendable, Hashable {
        /// The height of the bar's line of items and title.
        public var height: CGFloat
        /// The height a prompt adds above it.
        public var promptHeight: CGFloat
        /// The space between the bar's edges and its outermost items.
        public var margin: CGFloat
        /// The space between neighbouring items (and between items and the title).
        public var itemSpacing: CGFloat
        /// The width of an item that shows a symbol.
        public var symbolItemWidth: CGFloat
        /// The width of a fixed space that does not give its own.
        public var fixedSpaceWidth: CGFloat
        /// The width of the back button's chevron.
        public var backChevronWidth: CGFloat
        /// The space between the back chevron and the back button's title.
        public var backChevronSpacing: CGFloat
        /// How far beside an item a tap still hits it.
        public var hitSlack: CGFloat

        /// UIKit's bar.
        public static let iOS = NavigationBar(
            height: 44, promptHeight: 30, margin: 16, itemSpacing: 8, symbolItemWidth: 22, fixedSpaceWidth: 8,
            backChevronWidth: 13, backChevronSpacing: 6, hitSlack: 8)

        /// One line, items two columns apart.
        public static let terminal = NavigationBar(
            height: 1, promptHeight: 1, margin: 1, itemSpacing: 2, symbolItemWidth: 1, fixedSpaceWidth: 1,
            backChevronWidth: 1, backChevronSpacing: 1, hitSlack: 0)
    }
}
