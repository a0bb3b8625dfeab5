import Foundation

/// How strongly Auto Layout holds a constraint, from 1 to 1000 (``required``).
///
/// A stronger constraint is kept at the cost of any number of weaker ones. The named levels are
/// UIKit's: content hugging defaults to ``defaultLow``, compression resistance to
/// ``defaultHigh``, and fitting a size (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``)
/// uses ``fittingSizeLevel`` for the dimension it fits.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`: `UILayoutPriority(999)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content hugging in UIKit (750); compression resistance's default.
    public static let defaultHigh = UILayoutPriority(750)
    /// Content hugging's default (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view fits its content when asked for its fitting size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A window resize the user drags that can resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A window resize the user drags that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` above `lhs`: `.defaultLow + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` below `lhs`: `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// Literals make priorities: `constraint.priority = 999`.
extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Float(value)) }
}
