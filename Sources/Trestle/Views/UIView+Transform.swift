import Foundation
import TrestleCore

extension UIView {
    /// The view's transform, applied about its ``center``: `.identity` by default.
    ///
    /// As in UIKit, a transform changes how the view is shown, not its layout: ``bounds`` and
    /// ``center`` keep their values and no layout pass runs; ``frame`` becomes the smallest
    /// rectangle around the transformed bounds. Touches and `convert(_:to:)` follow the
    /// transform, and a change inside an animation block animates (each matrix entry moves
    /// from its old value to its new one).
    ///
    /// The pixel host draws any affine transform (translation, scale, rotation). The terminal
    /// moves the view by the transform's translation rounded to whole cells and draws it at its
    /// own size — cells cannot scale or turn text — except that a view scaled to less than half a
    /// cell in either direction is not drawn.
    public var transform: CGAffineTransform {
        get { extras?.transform ?? .identity }
        set {
            let old = transform
            guard newValue != old else { return }
            if AnimationRecording.current != nil { recordAnimatedChange(of: "transform", from: presentationTransform ?? old) }
            madeExtras.transform = newValue.isIdentity ? nil : newValue
            superview?.setNeedsDisplay()
            setNeedsDisplay()
        }
    }

    /// The transform being shown while an animation changes it; `nil` when none runs.
    var presentationTransform: CGAffineTransform? {
        get { extras?.presentationTransform }
        set {
            if newValue == nil && extras == nil { return }
            madeExtras.presentationTransform = newValue
        }
    }

    /// A frame given while the view is transformed: the centre moves to the rectangle's middle,
    /// and with a scale (no rotation) the bounds take the size that scales to the rectangle's, as
    /// UIKit does. A turned view keeps its bounds (UIKit leaves the frame undefined then).
    func boundsSize(forFrame frame: CGRect, transform: CGAffineTransform) -> CGSize {
        guard transform.b == 0, transform.c == 0, transform.a != 0, transform.d != 0 else { return bounds.size }
        return CGSize(width: frame.width / abs(transform.a), height: frame.height / abs(transform.d))
    }

    /// `transform` taken about the centre of `rect` (window coordinates), as a matrix in window
    /// coordinates.
    static func displayTransform(_ transform: CGAffineTransform, about rect: CGRect) -> DisplayTransform {
        let anchor = CGPoint(x: rect.midX, y: rect.midY)
        let matrix = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        return DisplayTransform(a: Double(matrix.a), b: Double(matrix.b), c: Double(matrix.c), d: Double(matrix.d),
                                tx: Double(matrix.tx), ty: Double(matrix.ty))
    }

    // MARK: Coordinates through transforms

    /// The transform from this view's coordinates to its superview's: the bounds' centre goes to
    /// ``center``, through ``transform``.
    var transformToSuperview: CGAffineTransform {
        let bounds = self.bounds, center = self.center
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The transform from this view's coordinates to its root's (the window's when it is in one).
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            result = result.concatenating(current.transformToSuperview)
            view = current.superview
        }
        return result
    }

    /// Whether this view or one above it has a transform other than the identity.
    var isTransformedInHierarchy: Bool {
        var view: UIView? = self
        while let current = view {
            if current.extras?.transform != nil { return true }
            view = current.superview
        }
        return false
    }
}
