/// The scroll view's window onto the content: its vertical offset, its height and the adjusted
/// content insets (safe area, bars and `contentInset` together).
public struct Viewport: Sendable, Hashable {
    /// `contentOffset.y`.
    public var offsetY: Double
    /// `bounds.height`.
    public var height: Double
    /// `adjustedContentInset.top`.
    public var insetTop: Double
    /// `adjustedContentInset.bottom`.
    public var insetBottom: Double

    public init(offsetY: Double, height: Double, insetTop: Double = 0, insetBottom: Double = 0) {
        self.offsetY = offsetY
        self.height = height
        self.insetTop = insetTop
        self.insetBottom = insetBottom
    }

    /// The top of the visible bounds.
    public var minY: Double { offsetY }
    /// The bottom of the visible bounds.
    public var maxY: Double { offsetY + height }

    /// The pin line for floating headers: `contentOffset.y + adjustedContentInset.top`
    /// (<doc:TrestleCore/UIKitBehavior#Content-insets-and-scroll-limits>).
    public var pinTop: Double { offsetY + insetTop }

    /// The pin line for floating footers: `contentOffset.y + bounds.height − adjustedContentInset.bottom`.
    public var pinBottom: Double { offsetY + height - insetBottom }

    /// This viewport moved to `offsetY`.
    public func offset(to offsetY: Double) -> Viewport {
        var copy = self
        copy.offsetY = offsetY
        return copy
    }
}
