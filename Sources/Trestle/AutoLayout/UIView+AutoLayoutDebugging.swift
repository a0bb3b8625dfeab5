import Foundation

/// UIKit's debugging aids for Auto Layout.
extension UIView {
    /// Whether the constraints that place the view leave its frame undetermined: it could move or
    /// change size without breaking any of them. `false` for a view placed by its frame.
    public var hasAmbiguousLayout: Bool {
        ConstraintLayout.isAmbiguous(self)
    }

    /// The active constraints that mention the view with an attribute on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        ConstraintLayout.constraintsAffecting(self, axis: axis)
    }
}
