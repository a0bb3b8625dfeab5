import Foundation

/// A factory of constraints on one attribute of a view or layout guide: `a.leadingAnchor
/// .constraint(equalTo: b.leadingAnchor, constant: 16)`. The type parameter keeps the pairs UIKit
/// allows — an x-axis anchor with an x-axis anchor, a dimension with a dimension — checked by the
/// compiler; the constraints it makes are inactive until activated.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// The attribute's name, for descriptions and debugging (`leading`, `width`, …).
    open var name: String { attribute.name }

    func constraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item ?? NSNull(), attribute: attribute, relatedBy: relation,
                           toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }

    /// This anchor equal to `anchor` (an inactive constraint).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.equal, to: anchor, constant: 0) }
    /// This anchor at or after (below, larger than) `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: anchor, constant: 0) }
    /// This anchor at or before (above, smaller than) `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: anchor, constant: 0) }
    /// This anchor equal to `anchor` plus `c` points.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: anchor, constant: c) }
    /// This anchor at least `anchor` plus `c` points.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: anchor, constant: c) }
    /// This anchor at most `anchor` plus `c` points.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: anchor, constant: c) }
}

/// An anchor on the horizontal axis: `leading`, `trailing`, `left`, `right`, `centerX`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This anchor at the system spacing (times `multiplier`) after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, after: anchor, multiplier: multiplier)
    }
    /// This anchor at least the system spacing (times `multiplier`) after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, after: anchor, multiplier: multiplier)
    }
    /// This anchor at most the system spacing (times `multiplier`) after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, after: anchor, multiplier: multiplier)
    }

    private func systemSpacing(_ relation: NSLayoutConstraint.Relation, after anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let made = constraint(relation, to: anchor, constant: 0)
        made.systemSpacingMultiple = (.horizontal, multiplier)
        return made
    }

    /// A dimension from this anchor to `otherAnchor`, for constraining the space between two edges.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(span: (from: self, to: otherAnchor))
    }
}

/// An anchor on the vertical axis: `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This anchor at the system spacing (times `multiplier`) below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, below: anchor, multiplier: multiplier)
    }
    /// This anchor at least the system spacing (times `multiplier`) below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, below: anchor, multiplier: multiplier)
    }
    /// This anchor at most the system spacing (times `multiplier`) below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, below: anchor, multiplier: multiplier)
    }

    private func systemSpacing(_ relation: NSLayoutConstraint.Relation, below anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let made = constraint(relation, to: anchor, constant: 0)
        made.systemSpacingMultiple = (.vertical, multiplier)
        return made
    }

    /// A dimension from this anchor to `otherAnchor`, for constraining the space between two edges.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(span: (from: self, to: otherAnchor))
    }
}

/// An anchor on a size: `width`, `height` — or the span between two anchors
/// (`anchorWithOffset(to:)`).
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    override init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    /// A span between two anchors of one axis, which constraints treat as a dimension.
    init<T: AnyObject>(span: (from: NSLayoutAnchor<T>, to: NSLayoutAnchor<T>)) {
        spanEnds = AnchorSpan(from: AnchorEnd(item: span.from.item, attribute: span.from.attribute),
                              to: AnchorEnd(item: span.to.item, attribute: span.to.attribute))
        super.init(item: span.from.item ?? NSNull(), attribute: span.from.attribute.isHorizontal ? .width : .height)
    }

    /// Where a span starts and ends, when this dimension is one.
    var spanEnds: AnchorSpan?

    override func constraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<NSLayoutDimension>?,
                             multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        let made = super.constraint(relation, to: anchor, multiplier: multiplier, constant: constant)
        made.firstSpan = spanEnds
        made.secondSpan = (anchor as? NSLayoutDimension)?.spanEnds
        return made
    }

    /// This dimension equal to `c` points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
    /// This dimension at least `c` points.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: nil, constant: c) }
    /// This dimension at most `c` points.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: nil, constant: c) }

    /// This dimension equal to `m` times `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: anchor, multiplier: m, constant: 0) }
    /// This dimension at least `m` times `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0) }
    /// This dimension at most `m` times `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0) }
    /// This dimension equal to `m` times `anchor` plus `c` points.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: anchor, multiplier: m, constant: c) }
    /// This dimension at least `m` times `anchor` plus `c` points.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c) }
    /// This dimension at most `m` times `anchor` plus `c` points.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c) }
}
