import Foundation

/// The direction a view lays out its leading and trailing edges in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left: English, Korean.
    case leftToRight = 0
    /// Leading is right: Arabic, Hebrew.
    case rightToLeft = 1
}

extension UIView {
    /// The margins in leading and trailing terms: ``layoutMargins`` with leading as left, since
    /// Trestle lays out left to right (``effectiveUserInterfaceLayoutDirection``).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the superview's margins also keep content away from the view's edges where the
    /// view comes closer to the superview's edge than the superview's margin: `false` by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout.preservesSuperviewLayoutMargins }
        set {
            guard newValue != autoLayout.preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            setNeedsLayout()
            if autoLayout.subtreeConstraintCount > 0 { constraintsDidChange() }
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds: `true` by
    /// default. Trestle's safe areas are zero (see ``safeAreaInsets``), so the margins come out
    /// the same either way.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout.insetsLayoutMarginsFromSafeArea }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// The direction the view lays out in: always left to right in Trestle, which does not
    /// mirror layouts.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// A guide inside the margins no wider than text stays comfortable to read
    /// (``MetricsProfile/AutoLayout/readableContentWidth``), centred: the margins guide on a phone,
    /// a narrower column on a wide screen or terminal.
    ///
    /// - Note: UIKit's readable width grows with the text size; Trestle's is the default text
    ///   size's. The guide's width follows the view's bounds when the view's own pass solves it (a
    ///   controller's view); a view that constraints size in the same pass is measured at its size
    ///   before the pass.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout.readableContentGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owner: self)
        autoLayout.readableContentGuide = guide
        return guide
    }

    /// The readable content guide's insets from the bounds: the margins, and equal extra room on
    /// both sides where the room between them is wider than the readable width.
    var readableContentInsets: UIEdgeInsets {
        var insets = layoutMargins
        let room = bounds.width - insets.left - insets.right
        let extra = max(0, room - metrics.autoLayout.readableContentWidth) / 2
        insets.left += extra
        insets.right += extra
        return insets
    }

    /// `margins` with the safe area's insets added (when the view insets its margins from it) and
    /// the superview's margins where they reach into the view (when the view preserves them).
    func adjustedLayoutMargins(_ margins: UIEdgeInsets) -> UIEdgeInsets {
        var margins = margins
        if autoLayout.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if autoLayout.preservesSuperviewLayoutMargins, let superview {
            let outer = superview.layoutMargins
            let frame = self.frame, container = superview.bounds
            margins.left = max(margins.left, outer.left - (frame.minX - container.minX))
            margins.right = max(margins.right, outer.right - (container.maxX - frame.maxX))
            margins.top = max(margins.top, outer.top - (frame.minY - container.minY))
            margins.bottom = max(margins.bottom, outer.bottom - (container.maxY - frame.maxY))
        }
        return margins
    }
}
