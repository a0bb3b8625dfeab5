import Foundation

/// A view a collection view reuses: the base of cells and of supplementary views (section
/// headers and footers, badges, any kind a layout names).
///
/// The collection view sets its frame, opacity, drawing order and visibility from the layout's
/// attributes through ``apply(_:)``, and hands it back out after ``prepareForReuse()``.
///
/// - Note: ``init(frame:)`` is `required`: a collection view creates registered views from their
///   class, and Swift constructs a class from a metatype only through a required initializer
///   (UIKit does it through the Objective-C runtime). In a subclass, write
///   `required init(frame:)` where UIKit code writes `override init(frame:)`.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses this view under (set when it is dequeued).
    open internal(set) var reuseIdentifier: String?
    /// The drawing order the layout gave the view (its attributes' `zIndex`).
    package internal(set) var layoutZIndex = 0
    /// The transform last applied from the view's layout attributes; `nil` until the view is
    /// placed (again, after reuse). The collection view applies the attributes' transform only
    /// when it differs, so a transform the app sets (a pressed cell shrinking) lasts until the
    /// layout's changes.
    var appliedLayoutTransform: CGAffineTransform?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Resets the view before the collection view hands it out again. The default does nothing
    /// for a reusable view; a cell clears its selection and highlight.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the frame (which the collection view sets itself).
    /// Subclasses of layouts with attributes of their own override it to read them.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: a self-sizing view returns them
    /// with the size that fits its content. The default returns them unchanged unless the layout
    /// asked for self-sizing (a flow layout's `estimatedItemSize`), in which case it fits
    /// ``UIView/sizeThatFits(_:)`` to the attributes' width — Trestle's stand-in for Auto
    /// Layout's `systemLayoutSizeFitting`.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard isSelfSizingRequested else { return layoutAttributes }
        let width = selfSizingFittingWidth ?? layoutAttributes.size.width
        // Constraints in a cell's content view size it as UIKit does: a flow layout's cell fits
        // both dimensions (towards the estimate; a width constraint holds it to a line, as in
        // UIKit), a list's or a compositional layout's has its width fixed and its height fitted.
        let fitted = if let cell = self as? UICollectionViewCell, cell.contentView.autoLayout.subtreeConstraintCount > 0 {
            selfSizingFitsWidth
                ? cell.contentView.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                                           verticalFittingPriority: .fittingSizeLevel)
                : cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
        } else {
            sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        guard fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 0, fitted.height >= 0 else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.frame.size = CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
        return preferred
    }

    /// Whether the layout asked for self-sizing while the collection view asks for the view's
    /// preferred attributes.
    var isSelfSizingRequested = false
    /// The width to fit to instead of the attributes' (see
    /// ``UICollectionViewLayout/selfSizingFittingWidth(for:)``).
    var selfSizingFittingWidth: CGFloat?
    /// Whether the layout lets a self-sizing cell choose its width too (a flow layout's
    /// `estimatedItemSize`), while the collection view asks for its preferred attributes.
    var selfSizingFitsWidth = false

    /// Called before the layout changes to another one; the default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after the layout changed to another one; the default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
