import Foundation

/// The scroll view's window onto the content: its offset, its size and the adjusted content
/// insets (safe area, bars and `contentInset` together), on both axes.
///
/// A table scrolls only vertically, and its call sites say so with
/// ``init(offsetY:height:insetTop:insetBottom:)``; collection layouts that scroll sideways (or
/// both ways) use ``init(offsetX:offsetY:width:height:insetTop:insetLeft:insetBottom:insetRight:)``.
///
/// - Note: A viewport made with the vertical initializer does not bound the horizontal axis: its
///   `width` is `.infinity`, so ``visibleRect`` spans every `x ≥ 0` and a layout's horizontal
///   extent never hides anything from it. That is what a table's viewport has always meant; a
///   view that knows its width passes it through the full initializer.
public struct Viewport: Sendable, Hashable {
    /// `contentOffset.x`.
    public var offsetX: Double
    /// `contentOffset.y`.
    public var offsetY: Double
    /// `bounds.width`; `.infinity` when the viewport does not bound the horizontal axis.
    public var width: Double
    /// `bounds.height`.
    public var height: Double
    /// `adjustedContentInset.top`.
    public var insetTop: Double
    /// `adjustedContentInset.left`.
    public var insetLeft: Double
    /// `adjustedContentInset.bottom`.
    public var insetBottom: Double
    /// `adjustedContentInset.right`.
    public var insetRight: Double

    /// A viewport that scrolls vertically and does not bound the horizontal axis (`offsetX` 0,
    /// `width` `.infinity`, no left or right inset).
    public init(offsetY: Double, height: Double, insetTop: Double = 0, insetBottom: Double = 0) {
        self.init(offsetX: 0, offsetY: offsetY, width: .infinity, height: height,
                  insetTop: insetTop, insetBottom: insetBottom)
    }

    /// A viewport on both axes.
    public init(offsetX: Double, offsetY: Double, width: Double, height: Double,
                insetTop: Double = 0, insetLeft: Double = 0, insetBottom: Double = 0, insetRight: Double = 0) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.width = width
        self.height = height
        self.insetTop = insetTop
        self.insetLeft = insetLeft
        self.insetBottom = insetBottom
        self.insetRight = insetRight
    }

    /// The left edge of the visible bounds.
    public var minX: Double { offsetX }
    /// The right edge of the visible bounds (`.infinity` when the width is unbounded).
    public var maxX: Double { offsetX + width }
    /// The top of the visible bounds.
    public var minY: Double { offsetY }
    /// The bottom of the visible bounds.
    public var maxY: Double { offsetY + height }

    /// The visible bounds in content coordinates: the scroll view's `bounds`, whose origin is
    /// `contentOffset`.
    public var visibleRect: CGRect { CGRect(x: offsetX, y: offsetY, width: width, height: height) }

    /// The pin line for floating headers: `contentOffset.y + adjustedContentInset.top`
    /// (<doc:TrestleCore/UIKitBehavior#Content-insets-and-scroll-limits>).
    public var pinTop: Double { offsetY + insetTop }

    /// The pin line for floating footers: `contentOffset.y + bounds.height − adjustedContentInset.bottom`.
    public var pinBottom: Double { offsetY + height - insetBottom }

    /// The pin line for elements floating at the leading edge of a horizontally scrolling layout:
    /// `contentOffset.x + adjustedContentInset.left`.
    public var pinLeft: Double { offsetX + insetLeft }

    /// The pin line for elements floating at the trailing edge of a horizontally scrolling layout:
    /// `contentOffset.x + bounds.width − adjustedContentInset.right`.
    public var pinRight: Double { offsetX + width - insetRight }

    /// This viewport moved to `offsetY`.
    public func offset(to offsetY: Double) -> Viewport {
        var copy = self
        copy.offsetY = offsetY
        return copy
    }

    /// This viewport moved to `offset` on both axes.
    public func offset(to offset: CGPoint) -> Viewport {
        var copy = self
        copy.offsetX = Double(offset.x)
        copy.offsetY = Double(offset.y)
        return copy
    }
}
