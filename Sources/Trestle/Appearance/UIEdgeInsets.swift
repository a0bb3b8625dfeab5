import Foundation

/// The inset distances for the four sides of a rectangle, in absolute (left/right) terms.
///
/// Positive values shrink a rectangle toward its centre; negative values grow it outward, as in
/// UIKit.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets of zero on every side.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets with the given distance on each side.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every side.
    public static let zero = UIEdgeInsets()
}

/// The inset distances for the four sides of a rectangle, in leading/trailing terms that follow
/// the layout direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Creates insets of zero on every side.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets with the given distance on each side.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every side.
    public static let zero = NSDirectionalEdgeInsets()
}

/// Insetting rectangles by edge insets.
extension CGRect {
    /// Returns this rectangle with each side moved inward by the matching inset.
    ///
    /// The origin moves by `left` and `top`; the width shrinks by `left + right` and the height by
    /// `top + bottom`.
    ///
    /// - Note: UIKit's `inset(by:)` lets the size go negative when the insets are larger than the
    ///   rectangle. Trestle clamps the width and height at zero (keeping the moved origin), because
    ///   the layout engine treats every frame size as non-negative.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left,
               y: origin.y + insets.top,
               width: max(0, size.width - insets.left - insets.right),
               height: max(0, size.height - insets.top - insets.bottom))
    }
}
