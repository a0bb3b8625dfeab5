import Foundation
import TrestleCore

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The same corners as a layer shape names them.
    var layerCorners: LayerShape.Corners {
        var corners: LayerShape.Corners = []
        if contains(.topLeft) { corners.insert(.minXMinY) }
        if contains(.topRight) { corners.insert(.maxXMinY) }
        if contains(.bottomLeft) { corners.insert(.minXMaxY) }
        if contains(.bottomRight) { corners.insert(.maxXMaxY) }
        return corners
    }
}

/// A shape for drawing and for layers' shadow paths: UIKit's wrapper around ``CGPath``.
///
/// Trestle's paths are the shapes cells use: rectangles, rounded rectangles (all corners or some)
/// and ovals, made with UIKit's initialisers; ``cgPath`` hands one to a layer.
///
/// - Note: UIKit's paths also take lines and curves (`move(to:)`, `addLine(to:)`…), which
///   Trestle does not draw; see ``CGPath``.
open class UIBezierPath {
    /// The path as Core Graphics holds it.
    public private(set) var cgPath: CGPath

    /// A path around `rect`.
    public init(rect: CGRect) {
        cgPath = CGPath(shape: .rect, frame: rect)
    }

    /// A path around `rect` with every corner rounded by `cornerRadius` (cut to half the shorter
    /// side, as UIKit does).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(shape: .roundedRect(radius: max(0, cornerRadius), corners: .all), frame: rect)
    }

    /// A path around `rect` with `corners` rounded by `cornerRadii`.
    ///
    /// - Note: The corners are circular, with the smaller of the two radii.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        cgPath = CGPath(shape: .roundedRect(radius: max(0, min(cornerRadii.width, cornerRadii.height)),
                                            corners: corners.layerCorners), frame: rect)
    }

    /// An oval inside `rect`: a circle when `rect` is a square.
    public init(ovalIn rect: CGRect) {
        cgPath = CGPath(shape: .ellipse, frame: rect)
    }

    /// A path with `cgPath`'s shape.
    public init(cgPath: CGPath) {
        self.cgPath = cgPath
    }

    /// The smallest rectangle holding the path.
    public var bounds: CGRect { cgPath.boundingBox }

    /// Whether the path holds no area.
    public var isEmpty: Bool { cgPath.isEmpty }

    /// Moves the path by `transform` (see ``CGPath`` for how shapes take a transform).
    public func apply(_ transform: CGAffineTransform) {
        cgPath = CGPath(shape: cgPath.shape, frame: cgPath.frame.applying(transform))
    }
}
