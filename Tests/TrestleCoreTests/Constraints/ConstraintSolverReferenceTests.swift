import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

/// The solver against a naive reference on small random systems: three variables in a box of
/// 0…10, random difference and bound constraints — required, or preferred at a priority — added
/// and removed. Such systems are totally unimodular with integer data, so when they have a
/// solution they have a whole-number one, and their weighted optimum is at whole numbers too:
/// trying every whole-number point of the box (1,331 of them) finds the true feasibility and the
/// true optimum to compare with.
@Suite("Constraint solver against a brute-force reference")
struct ConstraintSolverReferenceTests {
    private struct Spec {
        /// `coefficients · x  relation  bound`, coefficients in {−1, 0, 1}, at most two non-zero.
        var coefficients: [Double]
        var relation: SolverConstraint.Relation
        var bound: Double
        var priority: Float

        func violation(at point: [Double]) -> Double {
            let value = zip(coefficients, point).reduce(0) { $0 + $1.0 * $1.1 } - bound
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    /// 0 ≤ xᵢ ≤ 10, required.
    private static let box: [Spec] = (0..<3).flatMap { index in
        var coefficients: [Double] = [0, 0, 0]
        coefficients[index] = 1
        return [Spec(coefficients: coefficients, relation: .greaterThanOrEqual, bound: 0, priority: 1000),
                Spec(coefficients: coefficients, relation: .lessThanOrEqual, bound: 10, priority: 1000)]
    }

    private static let grid: [[Double]] = {
        var points: [[Double]] = []
        for a in 0...10 { for b in 0...10 { for c in 0...10 { points.append([Double(a), Double(b), Double(c)]) } } }
        return points
    }()

    private static func randomSpec(required: Bool, using rng: inout SeededRandomNumberGenerator) -> Spec {
        var coefficients: [Double] = [0, 0, 0]
        let first = Int.random(in: 0..<3, using: &rng)
        coefficients[first] = 1
        if Bool.random(using: &rng) {
            let second = (first + Int.random(in: 1...2, using: &rng)) % 3
            coefficients[second] = -1
        }
        let relations: [SolverConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        let priorities: [Float] = [1, 250, 251, 500, 750, 999]
        return Spec(coefficients: coefficients, relation: relations.randomElement(using: &rng)!,
                    bound: Double(Int.random(in: -6...12, using: &rng)),
                    priority: required ? 1000 : priorities.randomElement(using: &rng)!)
    }

    /// The reference: whether the required specs have a solution, and the least weighted
    /// violation of the others over the solutions.
    private static func reference(_ specs: [Spec]) -> Double? {
        let required = specs.filter { $0.priority >= 1000 }
        let preferred = specs.filter { $0.priority < 1000 }
        var best: Double?
        for point in grid where required.allSatisfy({ $0.violation(at: point) < 1e-9 }) {
            let cost = preferred.reduce(0) { $0 + SolverStrength.weight(of: $1.priority) * $1.violation(at: point) }
            if best.map({ cost < $0 }) ?? true { best = cost }
        }
        return best
    }

    @Test("Random systems: a required constraint is refused exactly when it has no solution with the others, and the solution is optimal", arguments: 1...20)
    func matchesReference(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var solver = ConstraintSolver()
        let variables = (0..<3).map { solver.makeVariable("x\($0)") }
        func constraint(_ spec: Spec) -> SolverConstraint {
            var lhs = LinearExpression()
            for (variable, coefficient) in zip(variables, spec.coefficients) where coefficient != 0 { lhs.add(variable, times: coefficient) }
            return SolverConstraint(lhs, spec.relation, LinearExpression(spec.bound), priority: spec.priority)
        }
        var accepted: [(spec: Spec, constraint: SolverConstraint)] = []
        for spec in Self.box {
            let made = constraint(spec)
            try solver.add(made)
            accepted.append((spec, made))
        }
        func check(_ when: String) {
            let point = variables.map(solver.value(of:))
            let required = accepted.filter { $0.spec.priority >= 1000 }
            for (spec, _) in required {
                #expect(spec.violation(at: point) < 1e-7, "seed \(seed), \(when): required \(spec) violated at \(point)")
            }
            let cost = accepted.filter { $0.spec.priority < 1000 }
                .reduce(0) { $0 + SolverStrength.weight(of: $1.spec.priority) * $1.spec.violation(at: point) }
            let best = Self.reference(accepted.map(\.spec)) ?? .nan
            #expect(abs(cost - best) <= 1e-6 * max(1, best), "seed \(seed), \(when): cost \(cost) at \(point), best \(best)")
        }
        for step in 0..<14 {
            let spec = Self.randomSpec(required: Int.random(in: 0..<3, using: &rng) == 0, using: &rng)
            let made = constraint(spec)
            let feasible = Self.reference(accepted.map(\.spec) + [spec]) != nil
            do throws(ConstraintSolver.Failure) {
                try solver.add(made)
                #expect(feasible, "seed \(seed), step \(step): accepted \(spec), which has no solution with the others")
                accepted.append((spec, made))
            } catch {
                #expect(error == .unsatisfiable && !feasible, "seed \(seed), step \(step): refused \(spec) (\(error)), which has a solution")
            }
            check("after adding step \(step)")
            // Now and then a constraint other than the box goes.
            if accepted.count > Self.box.count && Int.random(in: 0..<3, using: &rng) == 0 {
                let index = Int.random(in: Self.box.count..<accepted.count, using: &rng)
                try solver.remove(accepted[index].constraint)
                accepted.remove(at: index)
                check("after removing at step \(step)")
            }
        }
    }

    @Test("Random edit suggestions keep the required constraints and the optimum", arguments: 1...10)
    func editSuggestionsMatchReference(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed &+ 1_000)
        var solver = ConstraintSolver()
        let variables = (0..<3).map { solver.makeVariable("x\($0)") }
        var specs = Self.box
        for _ in 0..<4 { specs.append(Self.randomSpec(required: Bool.random(using: &rng), using: &rng)) }
        var kept: [Spec] = []
        for spec in specs {
            var lhs = LinearExpression()
            for (variable, coefficient) in zip(variables, spec.coefficients) where coefficient != 0 { lhs.add(variable, times: coefficient) }
            if (try? solver.add(SolverConstraint(lhs, spec.relation, LinearExpression(spec.bound), priority: spec.priority))) != nil {
                kept.append(spec)
            }
        }
        try solver.addEditVariable(variables[0], priority: 750)
        for round in 0..<8 {
            let target = Double(Int.random(in: -3...13, using: &rng))
            try solver.suggestValue(target, for: variables[0])
            // The edit is `x0 = target` at 750.
            let edit = Spec(coefficients: [1, 0, 0], relation: .equal, bound: target, priority: 750)
            let point = variables.map(solver.value(of:))
            let all = kept + [edit]
            for spec in kept where spec.priority >= 1000 {
                #expect(spec.violation(at: point) < 1e-7, "seed \(seed), round \(round): \(spec) violated at \(point)")
            }
            let cost = all.filter { $0.priority < 1000 }.reduce(0) { $0 + SolverStrength.weight(of: $1.priority) * $1.violation(at: point) }
            let best = Self.reference(all) ?? .nan
            #expect(abs(cost - best) <= 1e-6 * max(1, best), "seed \(seed), round \(round): cost \(cost) at \(point), best \(best)")
        }
    }
}
