import Foundation

extension MetricsProfile {
    /// How Auto Layout's constants — written in iOS points — become lengths in a profile.
    ///
    /// On iOS a constant is used as written. In the terminal, where one point is a column or a
    /// line, UIKit code's `constant: 16` would be sixteen columns: constants are scaled by
    /// ``constantScale`` first (16 points a column, 22 a line: the ratios of the terminal's
    /// cell margins and rows to UIKit's) and then rounded to whole cells, so a cell written for
    /// iOS keeps its proportions. Intrinsic content sizes (text, symbols) are already in the
    /// profile's units and are not scaled; neither are multipliers.
    public struct AutoLayout: Sendable, Hashable {
        /// What a constant is multiplied by, across (`width`) and down (`height`).
        public var constantScale: CGSize
        /// The standard spacing `constraint(equalToSystemSpacingAfter:multiplier:)` and
        /// `…Below` use, in the profile's units.
        public var systemSpacing: CGSize
        /// The widest a ``UIView/readableContentGuide`` gets, in the profile's units: about 70
        /// characters of body text (672 points on iOS at the default text size, 72 columns in the
        /// terminal).
        public var readableContentWidth: CGFloat

        /// A conversion that multiplies constants by `constantScale` and spaces views by
        /// `systemSpacing`, with readable content up to `readableContentWidth` wide.
        public init(constantScale: CGSize, systemSpacing: CGSize, readableContentWidth: CGFloat = 672) {
            self.constantScale = constantScale
            self.systemSpacing = systemSpacing
            self.readableContentWidth = readableContentWidth
        }

        /// Constants as written; 8-point system spacing.
        public static let iOS = AutoLayout(constantScale: CGSize(width: 1, height: 1), systemSpacing: CGSize(width: 8, height: 8))
        /// 16 points a column, 22 a line; a column of system spacing across, none down.
        public static let terminal = AutoLayout(constantScale: CGSize(width: 1.0 / 16, height: 1.0 / 22), systemSpacing: CGSize(width: 1, height: 0),
                                               readableContentWidth: 72)
    }
}
