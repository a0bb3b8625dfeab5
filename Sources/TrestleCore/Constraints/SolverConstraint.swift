import Foundation

/// A linear constraint for a ``ConstraintSolver``: `expression relation 0`, with a strength.
///
/// Constraints have identity (the solver tracks each one added until it is removed), so this is
/// a class, as `NSLayoutConstraint` is.
package final class SolverConstraint: CustomStringConvertible, @unchecked Sendable {
    package enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The left side minus the right side: the constraint holds when this relates to zero.
    package let expression: LinearExpression
    package let relation: Relation
    /// 1…1000, as `UILayoutPriority`: 1000 is required, anything less is satisfied as far as
    /// the stronger constraints allow (see ``SolverStrength``).
    package let priority: Float
    /// A name for reports.
    package let name: String

    /// `lhs relation rhs` at `priority`.
    package init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                 priority: Float = SolverStrength.required, name: String = "") {
        expression = lhs - rhs
        self.relation = relation
        self.priority = min(max(priority, 1), SolverStrength.required)
        self.name = name
    }

    package var isRequired: Bool { priority >= SolverStrength.required }

    /// How far the constraint is from holding for the variables' `values` (0 when it holds).
    package func violation(_ values: (SolverVariable) -> Double) -> Double {
        let value = expression.value(values)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    package var description: String {
        let symbol = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return (name.isEmpty ? "" : name + ": ") + "\(expression) \(symbol) 0" + (isRequired ? "" : " @\(priority)")
    }
}

/// How a constraint's priority weighs in the solver's objective.
///
/// A priority below 1000 becomes the weight of the constraint's error. Weights grow
/// exponentially with the priority — from about 1 at priority 1 to 10⁶ at 999 — so that a
/// stronger constraint is kept at the cost of many weaker ones, as UIKit satisfies higher
/// priorities first, while neighbouring priorities (250 and 251, content hugging) still order.
/// Six decades, not more: larger weights leave rounding residues in the objective above the
/// solver's tolerance, which the simplex would take for directions to improve.
package enum SolverStrength {
    package static let required: Float = 1000

    package static func weight(of priority: Float) -> Double {
        pow(10, Double(min(max(priority, 1), 999)) * 6 / 999)
    }
}
