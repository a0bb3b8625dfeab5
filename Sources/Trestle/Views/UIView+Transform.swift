import Foundation
import TrestleCore

extension UIView {
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
        guard transform.b == 0, transform.c == 0, abs(transform.a) > 1e-9, abs(transform.d) > 1e-9 else { return bounds.size }
        return CGSize(width: frame.width / abs(transform.a), height: frame.height / abs(transform.d))
    }

    /// `transform` taken about the centre of `rect` (window coordinates), as a matrix in window
    /// coordinates.
    static func displayTransform(_ transform: CGAffineTransform, about rect: CGRect) -> DisplayTransform {
        let anchor = CGPoint(x: rect.midX, y: rect.midY)
        let matrix = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        return matrix.displayTransform
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

    /// The transform from this view's coordinates to `view`'s (the window's when `nil`): through
    /// their nearest common ancestor, so transforms above it — which move both alike — play no
    /// part (and cannot make a conversion inexact, or fail where one flattens everything).
    func transform(to view: UIView?) -> CGAffineTransform {
        guard let view else { return transformToRoot }
        // This view's ancestors, each with the transform from this view's coordinates to its.
        var ancestors: [ObjectIdentifier: CGAffineTransform] = [:]
        var toAncestor = CGAffineTransform.identity
        var current: UIView? = self
        while let ancestor = current {
            ancestors[ObjectIdentifier(ancestor)] = toAncestor
            toAncestor = toAncestor.concatenating(ancestor.transformToSuperview)
            current = ancestor.superview
        }
        // Up from `view` to the first of them.
        var fromView = CGAffineTransform.identity
        current = view
        while let ancestor = current {
            if let mine = ancestors[ObjectIdentifier(ancestor)] { return mine.concatenating(fromView.inverted()) }
            fromView = fromView.concatenating(ancestor.transformToSuperview)
            current = ancestor.superview
        }
        // Different hierarchies: both roots' spaces are taken as the same window space.
        return toAncestor.concatenating(fromView.inverted())
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
