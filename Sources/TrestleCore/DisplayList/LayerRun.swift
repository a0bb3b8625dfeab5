import Foundation

/// A rectangle with rounded corners, some of which may stay square: the outline of a view's layer
/// (`CALayer`'s `cornerRadius` and `maskedCorners`).
public struct LayerShape: Sendable, Hashable {
    /// The corners of a rectangle, as a set: which of them a ``LayerShape`` rounds.
    public struct Corners: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The corner at the smallest x and smallest y (top left).
        public static let minXMinY = Corners(rawValue: 1)
        /// The corner at the largest x and smallest y (top right).
        public static let maxXMinY = Corners(rawValue: 2)
        /// The corner at the smallest x and largest y (bottom left).
        public static let minXMaxY = Corners(rawValue: 4)
        /// The corner at the largest x and largest y (bottom right).
        public static let maxXMaxY = Corners(rawValue: 8)
        /// All four corners.
        public static let all: Corners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
    }

    /// The rectangle, in the window's coordinates.
    public var frame: CGRect
    /// The radius of the rounded corners in points; never more than half the shorter side when
    /// drawn (Core Animation's rule), and 0 for square corners.
    public var cornerRadius: Double
    /// Which corners are rounded; the others stay square.
    public var roundedCorners: Corners
    /// Whether the corners follow Apple's continuous curve (a squircle) rather than a quarter circle.
    public var isContinuous: Bool

    /// A shape over `frame`, rounding `roundedCorners` (all by default) with `cornerRadius`.
    public init(frame: CGRect, cornerRadius: Double = 0, roundedCorners: Corners = .all, isContinuous: Bool = false) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.roundedCorners = roundedCorners
        self.isContinuous = isContinuous
    }

    /// The radius actually drawn: the requested one, cut to half the shorter side and never negative.
    public var effectiveCornerRadius: Double {
        guard !roundedCorners.isEmpty else { return 0 }
        return max(0, min(cornerRadius, Double(min(frame.width, frame.height)) / 2))
    }

    /// Whether the shape rounds any corner.
    public var isRounded: Bool { effectiveCornerRadius > 0 }
}

/// A shadow cast by a layer: `CALayer`'s `shadowColor`, `shadowOpacity`, `shadowOffset`,
/// `shadowRadius` and `shadowPath`, resolved.
public struct LayerShadow: Sendable, Hashable {
    /// The shape that casts the shadow, before ``offset``, in the window's coordinates.
    public var shape: LayerShape
    /// The shadow's colour, its alpha already multiplied by the shadow's opacity.
    public var color: DisplayColor
    /// How far the shadow is moved from the shape, in points (positive height is down).
    public var offset: CGSize
    /// The blur radius in points: Core Animation's Gaussian blur, whose standard deviation is
    /// half this radius.
    public var blurRadius: Double

    /// A shadow of `shape` in `color`, moved by `offset` and blurred by `blurRadius`.
    public init(shape: LayerShape, color: DisplayColor, offset: CGSize, blurRadius: Double) {
        self.shape = shape
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
    }

    /// Where the shadow can leave colour: the moved shape grown by the blur's reach (three
    /// standard deviations).
    public var bounds: CGRect {
        let reach = max(0, blurRadius) * 1.5
        return shape.frame.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
    }
}

/// A view's layer drawn as one primitive: its shadow, its background and its border, all following
/// one rounded shape.
///
/// A view with rounded corners, a border or a shadow draws its background through a layer run
/// instead of a ``DisplayPrimitive/fill(_:_:)``, and its border through a second run (with no fill)
/// after its subviews, because Core Animation draws a layer's border above its content.
public struct LayerRun: Sendable, Hashable {
    /// The layer's outline.
    public var shape: LayerShape
    /// The background, drawn inside the shape; `nil` for none.
    public var fill: DisplayColor?
    /// The border's colour; `nil` (or a zero ``borderWidth``) for none.
    public var border: DisplayColor?
    /// The border's width in points, drawn inside the shape as Core Animation draws it.
    public var borderWidth: Double
    /// The shadow beneath the shape; `nil` for none. Hosts that draw characters leave it out.
    public var shadow: LayerShadow?

    /// A run drawing `shape` with the given fill, border and shadow (none by default).
    public init(shape: LayerShape, fill: DisplayColor? = nil, border: DisplayColor? = nil, borderWidth: Double = 0,
                shadow: LayerShadow? = nil) {
        self.shape = shape
        self.fill = fill
        self.border = border
        self.borderWidth = borderWidth
        self.shadow = shadow
    }

    /// Whether the run draws a border: a colour that is not fully transparent and a positive width.
    public var drawsBorder: Bool {
        guard let border else { return false }
        return borderWidth > 0 && border.alpha > 0
    }

    /// Where the run can leave colour: its shape, and its shadow's reach.
    public var bounds: CGRect {
        shadow.map { shape.frame.union($0.bounds) } ?? shape.frame
    }
}
