import Foundation

/// A view that lines up its arranged subviews in a row or a column, with Auto Layout: it makes
/// the constraints that place them from its ``axis``, ``distribution``, ``alignment`` and
/// ``spacing``, and makes them again whenever one of those changes, an arranged view is added or
/// removed, or one is hidden or shown — a hidden arranged view takes no room.
///
/// As in UIKit, the stack view only arranges: it draws nothing of its own but its background
/// colour, and it needs its own position (and, if it should not fit its content, its size) from
/// constraints or its frame. Arranged views are placed by constraints
/// (``UIView/translatesAutoresizingMaskIntoConstraints`` is turned off when they are added).
///
/// Constants are points, scaled in the terminal like every constraint's
/// (``MetricsProfile/AutoLayout``). Where `.fill` leaves a choice — views of equal hugging priority
/// that do not fill the stack — the solver decides, in a way that is the same on every run.
@MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; hugging and compression resistance decide which grow or shrink.
        case fill = 0
        /// Every view is as long as the others.
        case fillEqually
        /// Views are as long as their intrinsic lengths are in proportion to each other.
        case fillProportionally
        /// The gaps between views are equal, at least ``spacing``.
        case equalSpacing
        /// The views' centres are equally far apart, with at least ``spacing`` between views.
        case equalCentering
    }

    /// Where arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Every view is as wide (in a column) or as tall (in a row) as the stack.
        case fill = 0
        /// Against the leading edge (a column) or the top (a row).
        case leading
        /// Their first baselines on one line (a row).
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing edge (a column) or the bottom (a row).
        case trailing
        /// Their last baselines on one line (a row).
        case lastBaseline

        /// The top, in a row: the same as ``leading``.
        public static let top = Alignment.leading
        /// The bottom, in a row: the same as ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction views are lined up in (`.horizontal`, a row, by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { setNeedsArrangement() } } }
    /// How views share the length along the axis (`.fill` by default).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsArrangement() } } }
    /// Where views sit across the axis (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsArrangement() } } }
    /// The space between adjacent views, in points (0 by default): exact for the fill
    /// distributions, the least for the equal ones.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { setNeedsArrangement() } } }
    /// Whether views are arranged within the stack's layout margins rather than its edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } } }
    /// Whether vertical spacing is measured between baselines rather than edges. Kept for UIKit's
    /// API; Trestle measures between edges.
    open var isBaselineRelativeArrangement = false

    /// The value of ``customSpacing(after:)`` for a view with no custom spacing.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A custom spacing that asks for the system spacing (8 points on iOS, a column in the terminal).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for the current arrangement.
    private var arrangement: [NSLayoutConstraint] = []
    private var needsArrangement = false

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged views

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (and adds it as a subview).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (remove it from its
    /// superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// Sets the space after `arrangedSubview`, in place of ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The space after `arrangedSubview`, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // A view removed from the stack leaves the arrangement too.
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    // MARK: Making the arrangement

    private func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    /// Replaces the arrangement's constraints with ones made for the current settings.
    private func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = makeArrangement()
        NSLayoutConstraint.activate(arrangement)
    }

    /// The space between `view` and the next arranged view.
    private func spacing(after view: UIView) -> (constant: CGFloat, system: Bool) {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseSystem { return (0, true) }
        return (custom == Self.spacingUseDefault ? spacing : custom, false)
    }

    private func makeArrangement() -> [NSLayoutConstraint] {
        let views = arrangedSubviews.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        func named(_ constraint: NSLayoutConstraint, _ name: String, _ priority: UILayoutPriority = .required) -> NSLayoutConstraint {
            constraint.identifier = name
            constraint.priority = priority
            made.append(constraint)
            return constraint
        }
        let edges: (leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor, top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor,
                    centerX: NSLayoutXAxisAnchor, centerY: NSLayoutYAxisAnchor, width: NSLayoutDimension, height: NSLayoutDimension)
        if isLayoutMarginsRelativeArrangement {
            let guide = layoutMarginsGuide
            edges = (guide.leadingAnchor, guide.trailingAnchor, guide.topAnchor, guide.bottomAnchor, guide.centerXAnchor, guide.centerYAnchor, guide.widthAnchor, guide.heightAnchor)
        } else {
            edges = (leadingAnchor, trailingAnchor, topAnchor, bottomAnchor, centerXAnchor, centerYAnchor, widthAnchor, heightAnchor)
        }
        guard let first = views.first, let last = views.last else {
            // Nothing to arrange: the stack shrinks to nothing unless told otherwise.
            _ = named(widthAnchor.constraint(equalToConstant: 0), "UISV-hiding", .fittingSizeLevel - 1)
            _ = named(heightAnchor.constraint(equalToConstant: 0), "UISV-hiding", .fittingSizeLevel - 1)
            return made
        }
        let row = axis == .horizontal

        // Along the axis: the ends, then each gap.
        if row {
            _ = named(first.leadingAnchor.constraint(equalTo: edges.leading), "UISV-canvas-connection")
            _ = named(last.trailingAnchor.constraint(equalTo: edges.trailing), "UISV-canvas-connection")
        } else {
            _ = named(first.topAnchor.constraint(equalTo: edges.top), "UISV-canvas-connection")
            _ = named(last.bottomAnchor.constraint(equalTo: edges.bottom), "UISV-canvas-connection")
        }
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        var firstGap: NSLayoutDimension?
        var firstCentreGap: NSLayoutDimension?
        for (a, b) in zip(views, views.dropFirst()) {
            let (constant, system) = spacing(after: a)
            let gap: NSLayoutConstraint
            if row {
                gap = system ? (equalGaps ? b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
                                          : b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1))
                    : (equalGaps ? b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: constant)
                                 : b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: constant))
            } else {
                gap = system ? (equalGaps ? b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
                                          : b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1))
                    : (equalGaps ? b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: constant)
                                 : b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: constant))
            }
            _ = named(gap, "UISV-spacing")
            if distribution == .equalSpacing {
                let span = row ? a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor) : a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
                if let firstGap { _ = named(span.constraint(equalTo: firstGap), "UISV-fill-equally") } else { firstGap = span }
            } else if distribution == .equalCentering {
                let span = row ? a.centerXAnchor.anchorWithOffset(to: b.centerXAnchor) : a.centerYAnchor.anchorWithOffset(to: b.centerYAnchor)
                if let firstCentreGap { _ = named(span.constraint(equalTo: firstCentreGap), "UISV-fill-equally") } else { firstCentreGap = span }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() {
                _ = named(row ? view.widthAnchor.constraint(equalTo: first.widthAnchor) : view.heightAnchor.constraint(equalTo: first.heightAnchor), "UISV-fill-equally")
            }
        case .fillProportionally:
            let axisLength: (UIView) -> CGFloat = { view in
                let size = view.intrinsicContentSize
                return max(0, row ? size.width : size.height)
            }
            let base = axisLength(first)
            for view in views.dropFirst() where base > 0 {
                let ratio = axisLength(view) / base
                _ = named(row ? view.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: ratio)
                              : view.heightAnchor.constraint(equalTo: first.heightAnchor, multiplier: ratio), "UISV-fill-proportionally", .required - 1)
            }
        default:
            break
        }

        // Across the axis.
        for view in views {
            if row {
                made += Self.alignmentConstraints(alignment, start: (view.topAnchor, edges.top), end: (view.bottomAnchor, edges.bottom),
                                                  center: (view.centerYAnchor, edges.centerY))
                if alignment == .firstBaseline || alignment == .lastBaseline, view !== first {
                    _ = named(alignment == .firstBaseline ? view.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor)
                                                          : view.lastBaselineAnchor.constraint(equalTo: first.lastBaselineAnchor), "UISV-alignment")
                }
            } else {
                // A column has no baselines to align across: those alignments fill.
                let across = alignment == .firstBaseline || alignment == .lastBaseline ? .fill : alignment
                made += Self.alignmentConstraints(across, start: (view.leadingAnchor, edges.leading), end: (view.trailingAnchor, edges.trailing),
                                                  center: (view.centerXAnchor, edges.centerX))
            }
        }
        // A stack not told its breadth hugs its content: as small across as its views allow.
        if alignment != .fill {
            _ = named(row ? edges.height.constraint(equalToConstant: 0) : edges.width.constraint(equalToConstant: 0), "UISV-canvas-fit", .fittingSizeLevel - 1)
        }
        return made
    }

    /// The constraints that place a view across the stack's axis: each pair is the view's anchor
    /// and the stack's (top and bottom in a row, leading and trailing in a column). Baselines are
    /// held between the edges; the caller aligns them.
    private static func alignmentConstraints<Anchor: AnyObject>(
        _ alignment: Alignment, start: (NSLayoutAnchor<Anchor>, NSLayoutAnchor<Anchor>),
        end: (NSLayoutAnchor<Anchor>, NSLayoutAnchor<Anchor>), center: (NSLayoutAnchor<Anchor>, NSLayoutAnchor<Anchor>)
    ) -> [NSLayoutConstraint] {
        func named(_ constraint: NSLayoutConstraint, _ name: String) -> NSLayoutConstraint {
            constraint.identifier = name
            return constraint
        }
        switch alignment {
        case .fill:
            return [named(start.0.constraint(equalTo: start.1), "UISV-alignment"), named(end.0.constraint(equalTo: end.1), "UISV-alignment")]
        case .leading:
            return [named(start.0.constraint(equalTo: start.1), "UISV-alignment"),
                    named(end.0.constraint(lessThanOrEqualTo: end.1), "UISV-spanning-boundary")]
        case .trailing:
            return [named(end.0.constraint(equalTo: end.1), "UISV-alignment"),
                    named(start.0.constraint(greaterThanOrEqualTo: start.1), "UISV-spanning-boundary")]
        case .center:
            return [named(center.0.constraint(equalTo: center.1), "UISV-alignment"),
                    named(start.0.constraint(greaterThanOrEqualTo: start.1), "UISV-spanning-boundary")]
        case .firstBaseline, .lastBaseline:
            return [named(start.0.constraint(greaterThanOrEqualTo: start.1), "UISV-spanning-boundary"),
                    named(end.0.constraint(lessThanOrEqualTo: end.1), "UISV-spanning-boundary")]
        }
    }
}
