import Foundation

/// What a view keeps for Auto Layout: one stored value, so views that never use constraints pay
/// for one field.
struct AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// How the view follows its superview's size changes (``UIView/autoresizingMask``).
    var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the view resizes its subviews by their masks (``UIView/autoresizesSubviews``).
    var autoresizesSubviews = true
    /// Whether the superview's margins count where they reach into the view
    /// (``UIView/preservesSuperviewLayoutMargins``).
    var preservesSuperviewLayoutMargins = false
    /// Whether the safe area's insets add to the margins (``UIView/insetsLayoutMarginsFromSafeArea``).
    var insetsLayoutMarginsFromSafeArea = true
    var readableContentGuide: UILayoutGuide?
    /// The active constraints installed on the view, in activation order.
    var constraints: [NSLayoutConstraint] = []
    /// The active constraints installed on the view and on every view below it: a view whose
    /// subtree holds none skips the constraint pass.
    var subtreeConstraintCount = 0
    var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    var needsUpdateConstraints = false
    /// Whether this view or one below it needs ``UIView/updateConstraints()``.
    var subtreeNeedsConstraintUpdate = false
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// Sizes `systemLayoutSizeFitting` found, by target and priorities, until a constraint or an
    /// intrinsic size below the view changes.
    var fittingCache: [FittingKey: CGSize] = [:]
    /// Counts changes that reached the view (``UIView/constraintsDidChange()``): what a kept
    /// solve checks it is still current against.
    var changeCount = 0
    /// The frames the last fitting solve gave the views below, for a layout pass at that size.
    var fittedFrames: FittedFrames?
}

/// A priority for each axis.
struct AxisPriorities {
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority

    subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// What a fitting size depends on besides the constraints.
struct FittingKey: Hashable {
    var width: CGFloat
    var height: CGFloat
    var horizontal: Float
    var vertical: Float
    var metrics: MetricsProfile.AutoLayout
    var measurement: MetricsProfile.TextMeasurement
}

/// A constraint's item: a view, or a layout guide of a view.
@MainActor
enum LayoutItemReference {
    case view(UIView)
    case guide(UILayoutGuide, owner: UIView)

    init?(_ item: AnyObject?) {
        if let view = item as? UIView {
            self = .view(view)
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            self = .guide(guide, owner: owner)
        } else {
            return nil
        }
    }

    /// The view in the hierarchy: the item itself, or the guide's owning view.
    var view: UIView {
        switch self {
        case .view(let view): view
        case .guide(_, let owner): owner
        }
    }

    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .guide(let guide, _): guide
        }
    }
}

/// The frames a fitting solve found, kept for the layout pass that follows at the same size.
struct FittedFrames {
    var size: CGSize
    var changeCount: Int
    var conversion: MetricsProfile.AutoLayout
    var measurement: MetricsProfile.TextMeasurement
    var frames: [(UIView, CGRect)]
    var guides: [(UILayoutGuide, CGRect)]

    /// Whether the solve used the constants and text measurement `metrics` gives.
    func isCurrent(for metrics: MetricsProfile) -> Bool {
        conversion == metrics.autoLayout && measurement == metrics.textMeasurement
    }
}
