import Foundation

/// A relation between two layout attributes that Auto Layout keeps:
/// `firstItem.firstAttribute  (=, ≤ or ≥)  multiplier × secondItem.secondAttribute + constant`.
///
/// As in UIKit, a constraint does nothing until it is active: ``activate(_:)`` (or
/// ``isActive`` = `true`) installs it on the closest common ancestor of its items, and the next
/// layout pass of that view solves it together with every other active constraint below it.
/// ``constant`` may change at any time (the usual way to animate or adjust a layout);
/// ``priority`` may change while the constraint is inactive, or between optional values while
/// active — UIKit refuses a change to or from ``UILayoutPriority/required`` on an installed
/// constraint, and so does Trestle, with UIKit's message.
///
/// Constants are iOS points; the terminal scales them (``MetricsProfile/AutoLayout``).
@MainActor
open class NSLayoutConstraint: NSObject {
    /// A part of an item's layout a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left, in Trestle's left-to-right layout).
        case leading
        /// The trailing edge (the right, in Trestle's left-to-right layout).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text; a view without text's bottom.
        case lastBaseline
        /// The baseline of the first line of text; a view without text's bottom.
        case firstBaseline
        /// The left edge inset by the view's left layout margin.
        case leftMargin
        /// The right edge inset by the view's right layout margin.
        case rightMargin
        /// The top edge inset by the view's top layout margin.
        case topMargin
        /// The bottom edge inset by the view's bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the view's leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the view's trailing layout margin.
        case trailingMargin
        /// The horizontal centre of the area within the margins.
        case centerXWithinMargins
        /// The vertical centre of the area within the margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// UIKit's name for the last baseline.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A direction of layout: content hugging and compression resistance are set per axis.
    public enum Axis: Int, Sendable {
        /// Across: widths and x positions.
        case horizontal = 0
        /// Down: heights and y positions.
        case vertical = 1
    }

    /// The item on the left-hand side: a view or a layout guide.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of ``firstItem`` the constraint relates.
    public let firstAttribute: Attribute
    /// How the first side compares with the second.
    public let relation: Relation
    /// The item on the right-hand side, or `nil` for a constant (`width = 44`).
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of ``secondItem``, or `notAnAttribute`.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// The amount added to the right-hand side; changing it lays the holding view out again.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            constraintDidChange()
        }
    }

    /// How strongly the constraint holds. A change to or from ``UILayoutPriority/required`` while
    /// the constraint is active is refused with UIKit's message; the priority stays as it was.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            let clamped = UILayoutPriority(min(1000, max(1, priority.rawValue)))
            if clamped != priority {
                priority = clamped
                return
            }
            if isActive && (oldValue == .required) != (priority == .required) {
                TrestleDiagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Int(priority.rawValue)) and the existing priority was \(Int(oldValue.rawValue)).")
                priority = oldValue
                return
            }
            constraintDidChange()
        }
    }

    /// A name that appears in the constraint's description and in conflict reports.
    open var identifier: String?
    /// Kept for UIKit's archiving API; Trestle has no nibs.
    open var shouldBeArchived = false

    /// When made by `anchorWithOffset(to:)`: the first side is the span between these anchors.
    var firstSpan: AnchorSpan?
    /// When the second anchor is such a span.
    var secondSpan: AnchorSpan?
    /// When made by a system-spacing method: the constant is this multiple of the profile's
    /// system spacing on the axis (``MetricsProfile/AutoLayout/systemSpacing``).
    var systemSpacingMultiple: (axis: Axis, multiple: CGFloat)?

    /// The ``ConstraintLayout/generation`` at which the constraint was last reported broken.
    var reportedBrokenAt: Int?

    /// The view the constraint is installed on while active: the closest common ancestor of its items.
    package private(set) weak var holder: UIView?

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activateOne() } else { deactivateOne() }
        }
    }

    /// `view1.attr1 = multiplier × view2.attr2 + c`, UIKit's designated form. An invalid pairing —
    /// a location with a size, a left or right with a leading or trailing, a missing second
    /// item for a location, a size relative to nothing but with a multiplier — is reported
    /// with UIKit's message and makes a constraint that never activates.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        super.init()
        if let problem = validationProblem {
            TrestleDiagnostics.report(problem)
            isInvalid = true
        }
    }

    /// Set when the initializer reported the constraint as invalid: it never activates.
    private var isInvalid = false

    /// Activates each constraint: faster than setting ``isActive`` one by one, as in UIKit.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activateOne() }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivateOne() }
    }

    // MARK: Activation

    private func activateOne() {
        guard holder == nil, !isInvalid else { return }
        guard let first = LayoutItemReference(firstItem) else {
            TrestleDiagnostics.report("NSLayoutConstraint: \(firstItem.map { String(describing: type(of: $0)) } ?? "nil") is not a view or a layout guide; \(layoutDescription) is not activated")
            return
        }
        if let secondItem, LayoutItemReference(secondItem) == nil {
            TrestleDiagnostics.report("NSLayoutConstraint: \(String(describing: type(of: secondItem))) is not a view or a layout guide; \(layoutDescription) is not activated")
            return
        }
        var common = first.view
        for item in allItems.dropFirst() {
            guard let other = LayoutItemReference(item) else { continue }
            guard let ancestor = common.closestCommonAncestor(with: other.view) else {
                TrestleDiagnostics.report("Unable to activate constraint with anchors \(firstAttributeName) and \(secondAttributeName) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                return
            }
            common = ancestor
        }
        common.install(self)
        holder = common
    }

    private func deactivateOne() {
        guard let holder else { return }
        holder.uninstall(self)
        self.holder = nil
    }

    /// Called by the holding view when it removes the constraint (a view it involves left the
    /// hierarchy, or the holder's `removeConstraint`).
    package func wasUninstalled() { holder = nil }

    private func constraintDidChange() {
        holder?.constraintsDidChange()
    }

    // MARK: Validation

    private var firstAttributeName: String { Self.name(of: firstAttribute, item: firstItem) }
    private var secondAttributeName: String { Self.name(of: secondAttribute, item: secondItem) }

    private static func name(of attribute: Attribute, item: AnyObject?) -> String {
        let item = item.map { "<\(type(of: $0)):\(String(UInt(bitPattern: ObjectIdentifier($0).hashValue), radix: 16))>" } ?? "nil"
        return "\"\(item).\(attribute.name)\""
    }

    /// UIKit's complaint about this constraint's shape, if any.
    private var validationProblem: String? {
        if firstAttribute == .notAnAttribute {
            return "NSLayoutConstraint: the first attribute of a constraint cannot be notAnAttribute"
        }
        if secondItem == nil {
            guard firstAttribute.isSize else {
                return "A constraint cannot be made between \(firstAttributeName) and a constant. Location attributes must be specified in pairs."
            }
            return nil
        }
        if secondAttribute == .notAnAttribute {
            return "NSLayoutConstraint: a second item needs an attribute; \(secondAttributeName) is notAnAttribute"
        }
        if firstAttribute.isSize != secondAttribute.isSize || firstAttribute.isHorizontal != secondAttribute.isHorizontal && !(firstAttribute.isSize && secondAttribute.isSize) {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes (\(firstAttributeName) and \(secondAttributeName))"
        }
        if firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectionalHorizontalEdge
            || firstAttribute.isDirectionalHorizontalEdge && secondAttribute.isAbsoluteHorizontalEdge {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    /// Read on the main actor, where constraints live.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }

    var layoutDescription: String {
        var text = "<NSLayoutConstraint:0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + Self.itemName(firstItem) + "." + firstAttribute.name + " " + relation.symbol + " "
        var rhs: [String] = []
        if let secondItem {
            let term = Self.itemName(secondItem) + "." + secondAttribute.name
            rhs.append(multiplier == 1 ? term : "\(Self.format(multiplier))*\(term)")
            if constant != 0 { rhs.append((constant < 0 ? "- " : "+ ") + Self.format(abs(constant))) }
            text += rhs.joined(separator: " ")
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        if isActive { text += "   (active)" }
        return text + ">"
    }

    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return guide.displayName }
        let address = String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)
        return "\(type(of: item)):0x\(address)"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute's name in descriptions (`leading`, `centerY`, `width`, …).
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    var isSize: Bool { self == .width || self == .height }

    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    var isAbsoluteHorizontalEdge: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    var isDirectionalHorizontalEdge: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// One end of a span between two anchors (``NSLayoutXAxisAnchor/anchorWithOffset(to:)``).
struct AnchorEnd {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
}

/// The span from one anchor to another, which a dimension made by `anchorWithOffset(to:)` is.
struct AnchorSpan {
    var from: AnchorEnd
    var to: AnchorEnd
}
