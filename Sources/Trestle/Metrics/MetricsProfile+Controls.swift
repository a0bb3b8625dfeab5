import Foundation

extension MetricsProfile {
    /// The dimensions of controls: how far a touch may stray, a button's padding, a switch's size
    /// and look.
    public struct Controls: Sendable, Hashable {
        /// How a switch is drawn.
        public enum SwitchStyle: Sendable, Hashable {
            /// UIKit's pill-shaped track with a round thumb.
            case pill
            /// Characters: `(━━●)` on, `(○──)` off.
            case characters
        }

        /// How far outside its bounds a touch that began in a control still counts as inside
        /// (UIKit: 70 points), for `isTouchInside` and `.touchUpInside`.
        public var touchInsideMargin: CGFloat
        /// The space between a button's image and its title.
        public var buttonImageTitleSpacing: CGFloat
        /// The space above and below a button's title.
        public var buttonVerticalInset: CGFloat
        /// The least height of a button with a title.
        public var buttonMinimumHeight: CGFloat
        /// The size of a button with neither image nor title (UIKit: 30 × 34 points).
        public var emptyButtonSize: CGSize
        /// A switch's fixed size.
        public var switchSize: CGSize
        /// How a switch is drawn.
        public var switchStyle: SwitchStyle
        /// The height of a refresh control: the space it takes above the content while refreshing.
        public var refreshControlHeight: CGFloat = 60
        /// How far the content must be pulled past its top (as shown, after the rubber band) for a
        /// refresh control to start refreshing.
        public var refreshTriggerDistance: CGFloat = 90

        /// UIKit's controls.
        public static let iOS = Controls(
            touchInsideMargin: 70, buttonImageTitleSpacing: 0, buttonVerticalInset: 6, buttonMinimumHeight: 30,
            emptyButtonSize: CGSize(width: 30, height: 34), switchSize: CGSize(width: 51, height: 31), switchStyle: .pill)

        /// Controls exactly as large as what they show, a touch inside only over them, and a
        /// switch of five characters.
        public static let terminal = Controls(
            touchInsideMargin: 0, buttonImageTitleSpacing: 1, buttonVerticalInset: 0, buttonMinimumHeight: 0,
            emptyButtonSize: .zero, switchSize: CGSize(width: 5, height: 1), switchStyle: .characters,
            refreshControlHeight: 1, refreshTriggerDistance: 2)
    }
}
