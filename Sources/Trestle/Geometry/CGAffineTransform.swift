import Foundation
import TrestleCore

/// A 2D affine transform: Core Graphics' matrix, which Foundation on Linux does not have.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), as in Core Graphics. Views and paths
/// take transforms with the same initialisers and methods as on Apple's platforms.
public struct CGAffineTransform: Sendable, Hashable, CustomStringConvertible {
    /// The matrix entry that scales x.
    public var a: CGFloat
    /// The matrix entry that skews y by x.
    public var b: CGFloat
    /// The matrix entry that skews x by y.
    public var c: CGFloat
    /// The matrix entry that scales y.
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// A transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()

    /// A transform that moves by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx`, `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (counter-clockwise in a y-up space, clockwise
    /// on screen, where y grows downward).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is a finite number.
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether the transform can be undone: it does not flatten the plane to a line or a point
    /// (a determinant this close to zero counts as zero).
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant.isFinite && abs(determinant) > 1e-12
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by `tx`, `ty` followed by this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx`, `sy` followed by this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this transform unchanged when it cannot be undone (its
    /// determinant is zero), as Core Graphics answers.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// The six entries, as Core Graphics prints them.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

/// Moving points by a transform.
extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// Moving sizes by a transform.
extension CGSize {
    /// The size scaled and skewed by `t` (translation does not move a size), as Core Graphics
    /// answers: the components may come out negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

/// Moving rectangles by a transform.
extension CGRect {
    /// The smallest rectangle holding this rectangle's four corners moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                       CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension CGAffineTransform {
    /// The transform `t` of the way (0 to 1) from this one to `end`, as Core Animation moves a
    /// layer's transform: the scales, the rotation (the shorter way round), the shear and the
    /// translation each move evenly, so a turning view keeps its size on the way.
    func interpolated(to end: CGAffineTransform, at t: CGFloat) -> CGAffineTransform {
        let from = Parts(self), to = Parts(end)
        var turn = to.angle - from.angle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return Parts(scaleX: mix(from.scaleX, to.scaleX), scaleY: mix(from.scaleY, to.scaleY), angle: from.angle + turn * t,
                     shear: mix(from.shear, to.shear), tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty)).transform
    }

    /// A transform taken apart as a scale, then a shear, then a rotation, then a translation:
    /// (a, b) = scaleX·(cos θ, sin θ); (c, d) = scaleY·(shear·(cos θ, sin θ) + (−sin θ, cos θ)).
    private struct Parts {
        var scaleX, scaleY, angle, shear, tx, ty: CGFloat

        init(scaleX: CGFloat, scaleY: CGFloat, angle: CGFloat, shear: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.angle = angle
            self.shear = shear
            self.tx = tx
            self.ty = ty
        }

        init(_ m: CGAffineTransform) {
            tx = m.tx
            ty = m.ty
            scaleX = (m.a * m.a + m.b * m.b).squareRoot()
            guard scaleX > 0 else {
                // The first column is flat: the second alone gives the rotation.
                angle = atan2(-m.c, m.d)
                scaleY = (m.c * m.c + m.d * m.d).squareRoot()
                shear = 0
                return
            }
            angle = atan2(m.b, m.a)
            scaleY = (m.a * m.d - m.b * m.c) / scaleX
            let along = (m.a * m.c + m.b * m.d) / scaleX
            shear = scaleY != 0 ? along / scaleY : 0
        }

        var transform: CGAffineTransform {
            let cosine = cos(angle), sine = sin(angle)
            return CGAffineTransform(a: scaleX * cosine, b: scaleX * sine,
                                     c: scaleY * (shear * cosine - sine), d: scaleY * (shear * sine + cosine), tx: tx, ty: ty)
        }
    }
}

extension CGAffineTransform {
    /// The same matrix as the display list carries it.
    package var displayTransform: DisplayTransform {
        DisplayTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// A display list's matrix, to compose and apply with this type's methods.
    package init(_ matrix: DisplayTransform) {
        self.init(a: CGFloat(matrix.a), b: CGFloat(matrix.b), c: CGFloat(matrix.c), d: CGFloat(matrix.d),
                  tx: CGFloat(matrix.tx), ty: CGFloat(matrix.ty))
    }
}
