import Foundation
import Testing
@testable import TrestleCore

@Suite("Constraint solver (Cassowary)")
struct ConstraintSolverTests {
    private func expression(_ variable: SolverVariable, _ coefficient: Double = 1, plus constant: Double = 0) -> LinearExpression {
        LinearExpression(variable, times: coefficient, plus: constant)
    }

    private func constant(_ value: Double) -> LinearExpression { LinearExpression(value) }

    @Test("Required equations are solved exactly: x + y = 10 and x − y = 2 give x = 6, y = 4")
    func requiredEquations() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(SolverConstraint(expression(x) + expression(y), .equal, constant(10)))
        try solver.add(SolverConstraint(expression(x) - expression(y), .equal, constant(2)))
        #expect(abs(solver.value(of: x) - 6) < 1e-9)
        #expect(abs(solver.value(of: y) - 4) < 1e-9)
    }

    @Test("A preference gives way to a required inequality, and holds where it can")
    func preferenceAndInequality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        try solver.add(SolverConstraint(expression(x), .equal, constant(0), priority: 250))
        try solver.add(SolverConstraint(expression(x), .greaterThanOrEqual, constant(10)))
        #expect(solver.value(of: x) == 10)
        let upper = SolverConstraint(expression(x), .lessThanOrEqual, constant(30))
        try solver.add(upper)
        #expect(solver.value(of: x) == 10)
        try solver.add(SolverConstraint(expression(x), .equal, constant(50), priority: 500))
        #expect(solver.value(of: x) == 30, "the stronger preference, as far as x ≤ 30 allows")
        try solver.remove(upper)
        #expect(solver.value(of: x) == 50)
    }

    @Test("A higher priority wins over any number of lower ones, as UIKit satisfies higher priorities first")
    func higherPriorityWinsOverMany() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        try solver.add(SolverConstraint(expression(x), .equal, constant(100), priority: 999))
        for _ in 0..<20 { try solver.add(SolverConstraint(expression(x), .equal, constant(0), priority: 500)) }
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test("Neighbouring priorities still order: the view hugging at 251 keeps its size, the one at 250 takes the space")
    func neighbouringPriorities() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.add(SolverConstraint(expression(a) + expression(b), .equal, constant(100)))
        try solver.add(SolverConstraint(expression(a), .greaterThanOrEqual, constant(20)))
        try solver.add(SolverConstraint(expression(b), .greaterThanOrEqual, constant(30)))
        try solver.add(SolverConstraint(expression(a), .lessThanOrEqual, constant(20), priority: 251))
        try solver.add(SolverConstraint(expression(b), .lessThanOrEqual, constant(30), priority: 250))
        #expect(abs(solver.value(of: a) - 20) < 1e-9)
        #expect(abs(solver.value(of: b) - 80) < 1e-9)
    }

    @Test("Conflicting required constraints: the new one is refused and the solution stays as it was")
    func unsatisfiableLeavesSolverUnchanged() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(SolverConstraint(expression(x), .equal, constant(10)))
        try solver.add(SolverConstraint(expression(y), .lessThanOrEqual, constant(20)))
        try solver.add(SolverConstraint(expression(y), .equal, constant(5), priority: 500))
        #expect(throws: ConstraintSolver.Failure.unsatisfiable) {
            try solver.add(SolverConstraint(expression(x), .equal, constant(20)))
        }
        #expect(throws: ConstraintSolver.Failure.unsatisfiable) {
            try solver.add(SolverConstraint(expression(y), .greaterThanOrEqual, constant(30)))
        }
        #expect(throws: ConstraintSolver.Failure.unsatisfiable) {
            try solver.add(SolverConstraint(expression(x) - expression(y), .equal, constant(-15)))
        }
        #expect(solver.constraintCount == 3)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 5)
        // The solver still works afterwards.
        try solver.add(SolverConstraint(expression(y), .equal, constant(12)))
        #expect(solver.value(of: y) == 12)
    }

    @Test("A constraint added twice, or removed without being added, is refused")
    func duplicatesAndUnknowns() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        let constraint = SolverConstraint(expression(x), .equal, constant(1))
        try solver.add(constraint)
        #expect(throws: ConstraintSolver.Failure.duplicateConstraint) { try solver.add(constraint) }
        try solver.remove(constraint)
        #expect(throws: ConstraintSolver.Failure.unknownConstraint) { try solver.remove(constraint) }
        #expect(throws: ConstraintSolver.Failure.requiredEditVariable) { try solver.addEditVariable(x, priority: 1000) }
        #expect(throws: ConstraintSolver.Failure.unknownEditVariable) { try solver.suggestValue(3, for: x) }
    }

    @Test("An edit variable follows its suggestions as far as the required constraints allow, and can be removed")
    func editVariables() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable("left")
        let right = solver.makeVariable("right")
        let middle = solver.makeVariable("middle")
        try solver.add(SolverConstraint(expression(left), .equal, constant(0)))
        try solver.add(SolverConstraint(expression(middle, 2), .equal, expression(left) + expression(right)))
        try solver.add(SolverConstraint(expression(right), .lessThanOrEqual, constant(200)))
        try solver.addEditVariable(right, priority: 999)
        try solver.suggestValue(100, for: right)
        #expect(solver.value(of: middle) == 50)
        try solver.suggestValue(300, for: right)
        #expect(solver.value(of: right) == 200)
        #expect(solver.value(of: middle) == 100)
        try solver.suggestValue(40, for: right)
        #expect(solver.value(of: middle) == 20)
        #expect(throws: ConstraintSolver.Failure.duplicateEditVariable) { try solver.addEditVariable(right, priority: 500) }
        try solver.removeEditVariable(right)
        #expect(!solver.hasEditVariable(right))
        try solver.add(SolverConstraint(expression(right), .equal, constant(80)))
        #expect(solver.value(of: middle) == 40)
    }

    @Test("An ambiguous system gets one of its solutions, the same one every time")
    func ambiguousIsDeterministic() throws {
        func solve() throws -> [Double] {
            var solver = ConstraintSolver()
            let variables = (0..<4).map { solver.makeVariable("x\($0)") }
            try solver.add(SolverConstraint(expression(variables[0]) + expression(variables[1]), .equal, constant(10)))
            try solver.add(SolverConstraint(expression(variables[2]) - expression(variables[3]), .greaterThanOrEqual, constant(3)))
            try solver.add(SolverConstraint(expression(variables[1]) + expression(variables[2]), .lessThanOrEqual, constant(8)))
            return variables.map(solver.value(of:))
        }
        let first = try solve()
        #expect(abs(first[0] + first[1] - 10) < 1e-9 && first[2] - first[3] >= 3 - 1e-9 && first[1] + first[2] <= 8 + 1e-9)
        for _ in 0..<5 { #expect(try solve() == first) }
    }
}
