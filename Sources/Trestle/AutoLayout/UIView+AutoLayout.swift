import Foundation

/// Auto Layout on views: anchors, the constraints a view holds, intrinsic sizes and their
/// priorities, and fitting sizes.
extension UIView {
    // MARK: Anchors

    /// The leading edge (the left, in Trestle's left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right, in Trestle's left-to-right layout).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (a label's); the bottom edge of a view without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (a label's); the bottom edge of a view without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Taking part in Auto Layout

    /// Whether the view's frame, as set by code, is turned into constraints (`true`, the default
    /// for views made in code) or the view is placed by the constraints that involve it
    /// (`false`). A view placed by constraints has its frame set by its superview's layout pass.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != autoLayout.translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            constraintsDidChange()
            superview?.constraintsDidChange()
        }
    }

    /// The active constraints installed on the view (the closest common ancestor of their items).
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Activates `constraint`, which must involve only the view and its subviews (UIKit's older
    /// form of ``NSLayoutConstraint/activate(_:)``).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints` (UIKit's older form of ``NSLayoutConstraint/activate(_:)``).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint` if the view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.isActive = false }
    }
    /// Deactivates those of `constraints` the view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    // MARK: Guides

    /// The view's margins (``layoutMargins``) as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, owner: self)
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The part of the view no bar or screen edge covers. Trestle's hosts draw their bars beside
    /// the content rather than over it, so the safe area is the view's bounds
    /// (``safeAreaInsets`` is zero).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self)
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// The insets of the safe area from the bounds: zero in Trestle's hosts.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { autoLayout.layoutGuides }

    /// Adds `guide` to the view: its edges can then be constrained to the view and its subviews.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard !autoLayout.layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
    }

    /// Removes `guide` and deactivates the constraints that involve it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard let index = autoLayout.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        var view: UIView? = self
        while let current = view {
            for constraint in current.autoLayout.constraints where constraint.involves(guide) { constraint.isActive = false }
            view = current.superview
        }
        autoLayout.layoutGuides.remove(at: index)
        guide.owningView = nil
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { autoLayout.hugging[axis] }
    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard autoLayout.hugging[axis] != priority else { return }
        autoLayout.hugging[axis] = priority
        constraintsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { autoLayout.compressionResistance[axis] }
    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard autoLayout.compressionResistance[axis] != priority else { return }
        autoLayout.compressionResistance[axis] = priority
        constraintsDidChange()
    }

    /// Tells Auto Layout the view's ``intrinsicContentSize`` changed (its text, its image): the
    /// layouts it takes part in are made again.
    public func invalidateIntrinsicContentSize() {
        constraintsDidChange()
    }

    // MARK: The update pass

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        markSubtreeNeedsConstraintUpdate()
        setNeedsLayout()
    }

    /// Marks the view and the views above it as having a view below that needs
    /// ``updateConstraints()``, so that the update pass visits only those branches.
    func markSubtreeNeedsConstraintUpdate() {
        var view: UIView? = self
        while let current = view {
            current.autoLayout.subtreeNeedsConstraintUpdate = true
            view = current.superview
        }
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Runs ``updateConstraints()`` on the view and its subviews that asked for it, subviews first.
    public func updateConstraintsIfNeeded() {
        // Only the branches where a view asked: this runs in every layout pass of a view with
        // constraints below it.
        guard autoLayout.subtreeNeedsConstraintUpdate else { return }
        autoLayout.subtreeNeedsConstraintUpdate = false
        for subview in subviews where subview.autoLayout.subtreeNeedsConstraintUpdate { subview.updateConstraintsIfNeeded() }
        if autoLayout.needsUpdateConstraints { updateConstraints() }
    }

    // MARK: Fitting sizes

    /// The smallest size its constraints allow (fitting at ``UILayoutPriority/fittingSizeLevel``).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size its constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it closest to `targetSize`, both dimensions fitted at
    /// ``UILayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width is held to `targetSize.width` at
    /// `horizontalFittingPriority` and its height to `targetSize.height` at
    /// `verticalFittingPriority`: how a self-sizing cell is measured (its width `required`, its
    /// height at ``UILayoutPriority/fittingSizeLevel`` towards 0). A view with no constraints below
    /// it answers its ``intrinsicContentSize`` where it has one, else its current size.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        let metrics = self.metrics
        let key = FittingKey(width: targetSize.width, height: targetSize.height, horizontal: horizontalFittingPriority.rawValue,
                             vertical: verticalFittingPriority.rawValue, metrics: metrics.autoLayout, measurement: metrics.textMeasurement)
        updateConstraintsIfNeeded()
        if let cached = autoLayout.fittingCache[key] { return cached }
        let size = ConstraintLayout.fittingSize(of: self, target: targetSize,
                                                priorities: (horizontalFittingPriority, verticalFittingPriority))
        if autoLayout.fittingCache.count > 16 { autoLayout.fittingCache.removeAll() }
        autoLayout.fittingCache[key] = size
        return size
    }

    // MARK: Internals

    /// The closest view both this view and `other` are in (either may be it).
    func closestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        var depthSelf = 0, depthOther = 0
        var view: UIView? = self
        while let current = view { depthSelf += 1; view = current.superview }
        view = other
        while let current = view { depthOther += 1; view = current.superview }
        var a: UIView? = self, b: UIView? = other
        while depthSelf > depthOther { a = a?.superview; depthSelf -= 1 }
        while depthOther > depthSelf { b = b?.superview; depthOther -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }

    /// Holds `constraint` (activated with this view as the closest common ancestor of its items).
    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.append(constraint)
        adjustSubtreeConstraintCount(by: 1)
        constraintsDidChange()
    }

    /// Stops holding `constraint`.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let index = autoLayout.constraints.firstIndex(where: { $0 === constraint }) else { return }
        autoLayout.constraints.remove(at: index)
        adjustSubtreeConstraintCount(by: -1)
        constraintsDidChange()
    }

    func adjustSubtreeConstraintCount(by delta: Int) {
        var view: UIView? = self
        while let current = view {
            current.autoLayout.subtreeConstraintCount += delta
            view = current.superview
        }
    }

    /// Deactivates the constraints held by `parent` and its ancestors that involve this view or
    /// anything below it: the view is leaving them.
    func removeConstraintsHeldAbove(in parent: UIView) {
        var holder: UIView? = parent
        while let current = holder {
            // Most views hold no constraints: the walk up only reads that their list is empty.
            if !current.autoLayout.constraints.isEmpty {
                for constraint in current.autoLayout.constraints where constraint.involvesAnything(in: self) {
                    constraint.isActive = false
                }
            }
            holder = current.superview
        }
    }

    /// Something a layout made with constraints depends on changed — a constraint, a priority,
    /// an intrinsic size: the view and every view whose constraint pass includes it lay out again,
    /// and their fitting sizes are forgotten.
    func constraintsDidChange() {
        ConstraintLayout.generation &+= 1
        var view: UIView? = self
        while let current = view {
            if !current.autoLayout.fittingCache.isEmpty { current.autoLayout.fittingCache.removeAll() }
            current.autoLayout.changeCount &+= 1
            current.autoLayout.fittedFrames = nil
            current.setNeedsLayout()
            // A view placed by its constraints is placed by its superview's pass, which includes it.
            view = current.autoLayout.translatesAutoresizingMaskIntoConstraints ? nil : current.superview
        }
    }

    /// The view's ``intrinsicContentSize`` changed: layouts that use it are made again. A view
    /// that is not placed by constraints is not asked for it.
    func intrinsicContentSizeDidChange() {
        guard !autoLayout.translatesAutoresizingMaskIntoConstraints else { return }
        constraintsDidChange()
    }
}

extension NSLayoutConstraint {
    /// The items of the constraint, spans included.
    var allItems: [AnyObject] {
        var items: [AnyObject] = []
        if let firstItem { items.append(firstItem) }
        if let secondItem { items.append(secondItem) }
        if let item = firstSpan?.to.item { items.append(item) }
        if let item = secondSpan?.to.item { items.append(item) }
        return items
    }

    func involves(_ item: AnyObject) -> Bool { allItems.contains { $0 === item } }

    /// Whether an item of the constraint is `view`, a view below it, or a guide of one of those.
    func involvesAnything(in view: UIView) -> Bool {
        allItems.contains { item in
            LayoutItemReference(item).map { $0.view === view || $0.view.isDescendant(of: view) } ?? false
        }
    }
}
