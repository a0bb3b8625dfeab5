import Foundation
import TrestleCore

/// An immutable outline, as Core Graphics holds it: what a layer's `shadowPath` takes.
///
/// Trestle's paths are the shapes layers and cells use for shadows and outlines: a rectangle, a
/// rectangle with rounded corners (some or all of them), and an ellipse. They are made with Core
/// Graphics' initialisers or through ``UIBezierPath``.
///
/// - Note: Core Graphics paths hold any sequence of lines and curves; Trestle's hold one of these
///   shapes. A transform is applied to the shape's frame (exact for moves and scales; a rotation
///   gives the rotated frame's bounding box), and an ellipse that is not a circle draws as a
///   rectangle with the largest rounded corners that fit.
public final class CGPath: Sendable, Hashable, CustomStringConvertible {
    /// The shapes a path can be.
    enum Shape: Hashable {
        case rect
        case roundedRect(radius: CGFloat, corners: LayerShape.Corners)
        case ellipse
    }

    let shape: Shape
    /// The shape's frame.
    let frame: CGRect

    init(shape: Shape, frame: CGRect) {
        self.shape = shape
        self.frame = frame.standardized
    }

    /// A path around `rect`, moved by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shape: .rect, frame: transform.map { rect.applying($0.pointee) } ?? rect)
    }

    /// A path around `rect` with its corners rounded by `cornerWidth` and `cornerHeight`, moved by
    /// `transform` when given. Core Graphics traps on radii larger than half the rectangle; Trestle
    /// cuts them to fit.
    ///
    /// - Note: The corners are circular, with the smaller of the two radii.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shape: .roundedRect(radius: max(0, min(cornerWidth, cornerHeight)), corners: .all),
                  frame: transform.map { rect.applying($0.pointee) } ?? rect)
    }

    /// An ellipse inside `rect`, moved by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shape: .ellipse, frame: transform.map { rect.applying($0.pointee) } ?? rect)
    }

    /// The smallest rectangle holding the path.
    public var boundingBox: CGRect { frame }

    /// Whether the path holds no area.
    public var isEmpty: Bool { frame.isEmpty }

    /// The path as a layer shape in window coordinates, given the offset of its layer's
    /// coordinates from the window's.
    package func layerShape(offsetBy origin: CGPoint) -> LayerShape {
        let frame = self.frame.offsetBy(dx: origin.x, dy: origin.y)
        switch shape {
        case .rect:
            return LayerShape(frame: frame)
        case .roundedRect(let radius, let corners):
            return LayerShape(frame: frame, cornerRadius: Double(radius), roundedCorners: corners)
        case .ellipse:
            return LayerShape(frame: frame, cornerRadius: Double(min(frame.width, frame.height)) / 2)
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.shape == rhs.shape && lhs.frame == rhs.frame
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(shape)
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        hasher.combine(frame.size.width)
        hasher.combine(frame.size.height)
    }

    /// The shape and its frame.
    public var description: String { "CGPath(\(shape), \(frame))" }
}
