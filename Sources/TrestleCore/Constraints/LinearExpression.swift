/// A variable of a ``ConstraintSolver``: one number the solver finds (a view's left edge, a
/// label's width). Made by ``ConstraintSolver/makeVariable(_:)``.
package struct SolverVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's number within its solver, in the order variables were made.
    package let id: Int
    /// A name for reports ("label.width").
    package let name: String

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
    package var description: String { name }
}

/// `c + a₁x₁ + a₂x₂ + …`: a linear expression over solver variables.
package struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms, by variable; no term has a coefficient of zero.
    package private(set) var terms: [SolverVariable: Double] = [:]
    package var constant: Double

    package init(_ constant: Double = 0) { self.constant = constant }

    package init(_ variable: SolverVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.constant = constant
        add(variable, times: coefficient)
    }

    /// Adds `coefficient × variable`.
    package mutating func add(_ variable: SolverVariable, times coefficient: Double = 1) {
        let sum = (terms[variable] ?? 0) + coefficient
        terms[variable] = sum.isNearZero ? nil : sum
    }

    /// Adds `factor × other`.
    package mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for (variable, coefficient) in other.terms { add(variable, times: coefficient * factor) }
    }

    /// The expression's value for the variables' `values`.
    package func value(_ values: (SolverVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.value * values($1.key) }
    }

    package var description: String {
        let parts = terms.sorted { $0.key < $1.key }.map { "\($0.value.formatted)·\($0.key)" }
        return (parts + (constant == 0 && !parts.isEmpty ? [] : [constant.formatted])).joined(separator: " + ")
    }

    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.add(rhs)
        return sum
    }

    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = LinearExpression(lhs.constant * rhs)
        for (variable, coefficient) in lhs.terms { product.add(variable, times: coefficient * rhs) }
        return product
    }
}

extension Double {
    /// Within the solver's tolerance of zero: pivots on smaller coefficients would amplify
    /// rounding errors.
    var isNearZero: Bool { abs(self) < 1e-8 }

    fileprivate var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
