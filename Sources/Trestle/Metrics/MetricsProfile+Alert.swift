import Foundation

extension MetricsProfile {
    /// The dimensions of an alert or action sheet's box.
    ///
    /// ``iOS`` holds UIKit's numbers: a 270-point alert with 44-point action rows and hairlines
    /// between them. ``terminal`` draws the box with a frame of box-drawing characters: a line per
    /// action, and separators that take a line of their own and join the frame.
    public struct Alert: Sendable, Hashable {
        /// The thickness of the frame around the box; a non-zero frame is drawn with the box's
        /// outline, and separators join it.
        public var border: CGFloat
        /// The space between the frame and the text, on each side, and around an action's title.
        public var padding: CGFloat
        /// The space above the title and below the message.
        public var contentPadding: CGFloat
        /// The height of one action's row.
        public var actionHeight: CGFloat
        /// The height a separator takes between the text and the actions (zero: it is drawn over
        /// the rows' edge, a hairline).
        public var separatorHeight: CGFloat
        /// The least space between the box and the screen's edges.
        public var screenMargin: CGFloat
        /// The space between an action sheet and the bottom of the screen.
        public var sheetBottomMargin: CGFloat
        /// The widest an alert is (iOS: 270 points).
        public var maximumAlertWidth: CGFloat
        /// The widest an action sheet is.
        public var maximumSheetWidth: CGFloat
        /// The narrowest an alert's text area is (iOS: 238 points, so alerts are all one width).
        public var minimumTextWidth: CGFloat
        /// What an action's title needs besides its text: the terminal keeps room for the marker
        /// of the highlighted action, a space, and as much on the other side to keep it centred.
        public var actionTitleExtraWidth: CGFloat
        /// The box's corner radius.
        public var cornerRadius: CGFloat

        /// UIKit's alert.
        public static let iOS = Alert(
            border: 0, padding: 16, contentPadding: 20, actionHeight: 44, separatorHeight: 0, screenMargin: 8, sheetBottomMargin: 8,
            maximumAlertWidth: 270, maximumSheetWidth: 400, minimumTextWidth: 238, actionTitleExtraWidth: 0, cornerRadius: 14)

        /// A framed box of lines and columns.
        public static let terminal = Alert(
            border: 1, padding: 1, contentPadding: 0, actionHeight: 1, separatorHeight: 1, screenMargin: 1, sheetBottomMargin: 0,
            maximumAlertWidth: 50, maximumSheetWidth: 60, minimumTextWidth: 20, actionTitleExtraWidth: 4, cornerRadius: 1)
    }
}
