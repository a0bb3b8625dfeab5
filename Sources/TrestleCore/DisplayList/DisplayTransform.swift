import Foundation

/// An affine matrix in the window's coordinates: a point (x, y) draws at
/// (a·x + c·y + tx, b·x + d·y + ty). A view's `transform` becomes one, taken about the view's
/// centre, for the primitives between ``DisplayPrimitive/pushTransform(_:)`` and
/// ``DisplayPrimitive/popTransform``.
public struct DisplayTransform: Sendable, Hashable {
    /// How far x moves a point along x (the x scale).
    public var a: Double
    /// How far x moves a point along y.
    public var b: Double
    /// How far y moves a point along x.
    public var c: Double
    /// How far y moves a point along y (the y scale).
    public var d: Double
    /// The move along x.
    public var tx: Double
    /// The move along y.
    public var ty: Double

    /// A matrix from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Whether every entry is a finite number.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether the matrix can be undone (a zero scale flattens everything to a line or a point;
    /// a determinant this close to zero counts as zero).
    public var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant.isFinite && abs(determinant) > 1e-12
    }
}
