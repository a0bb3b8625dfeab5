import Foundation

extension MetricsProfile {
    /// The dimensions of a row's editing chrome: the editing control, the reorder grip, the delete
    /// confirmation and swipe-action buttons, and dragging a row to reorder it.
    ///
    /// ``iOS`` holds UIKit's numbers; ``terminal`` fits each control to a column or two and a line.
    public struct Editing: Sendable, Hashable {
        /// The width of the slot the editing control (minus, plus, or check circle) takes at the
        /// leading edge; the content moves over by this much (iOS: 38 points).
        public var controlWidth: CGFloat
        /// Where the editing control's tap area starts, from the cell's leading edge.
        public var controlHitMinX: CGFloat
        /// The width of the editing control's tap area.
        public var controlHitWidth: CGFloat
        /// Where the editing control's symbol is drawn, from the cell's leading edge.
        public var controlSymbolX: CGFloat
        /// How far the reorder grip's tap area reaches before its symbol, which sits in the
        /// accessory slot at the trailing edge.
        public var reorderGripHitSlack: CGFloat
        /// The narrowest a delete confirmation or swipe-action button is (iOS: 74 points).
        public var buttonMinimumWidth: CGFloat
        /// The space on each side of a button's image and title.
        public var buttonContentInset: CGFloat
        /// The room a button's image takes before its title.
        public var buttonImageWidth: CGFloat
        /// Whether the button the keyboard points at (and the delete confirmation) draws its
        /// title in bold, so that it shows without colour too.
        public var emboldensSelectedButton: Bool
        /// How far a touch moves sideways before a row starts swiping, and up or down before it
        /// stops being a swipe.
        public var swipeThreshold: CGFloat
        /// How close to the top or bottom edge a dragged row must be for the table to scroll
        /// under it.
        public var reorderAutoscrollEdge: CGFloat
        /// How far the table scrolls each frame while a dragged row is held at an edge.
        public var reorderAutoscrollStep: CGFloat
        /// The thickness of the line that marks where a row dragged to another section will land.
        /// Zero draws it as an attribute of the cells it crosses, as zero-thickness separators are
        /// (the terminal underlines them).
        public var dropMarkerThickness: CGFloat

        /// UIKit's editing chrome.
        public static let iOS = Editing(
            controlWidth: 38, controlHitMinX: 8, controlHitWidth: 38, controlSymbolX: 8, reorderGripHitSlack: 8,
            buttonMinimumWidth: 74, buttonContentInset: 15, buttonImageWidth: 24, emboldensSelectedButton: false,
            swipeThreshold: 12, reorderAutoscrollEdge: 44, reorderAutoscrollStep: 10, dropMarkerThickness: 2)

        /// Controls a column wide with a column of room, buttons one column wider than their text
        /// on each side, and a drop marker underlining the row it lands by.
        public static let terminal = Editing(
            controlWidth: 2, controlHitMinX: 0, controlHitWidth: 3, controlSymbolX: 1, reorderGripHitSlack: 0,
            buttonMinimumWidth: 0, buttonContentInset: 1, buttonImageWidth: 2, emboldensSelectedButton: true,
            swipeThreshold: 2, reorderAutoscrollEdge: 1, reorderAutoscrollStep: 1, dropMarkerThickness: 0)
    }
}
