import Foundation

extension ConstraintSolver {
    /// Traps with a description of the first broken rule, if any:
    ///
    /// - no basic symbol appears in another row or in the objective (the tableau is in basic
    ///   form), and no row or the objective holds a zero coefficient;
    /// - every restricted basic symbol (slack, error) has a non-negative value (the solution is
    ///   feasible);
    /// - no parametric symbol other than a dummy has a negative objective coefficient (the
    ///   solution is optimal);
    /// - every constraint's marker is basic or appears in some row or in the objective.
    ///
    /// Runs after every change when `TRESTLE_INTERNAL_CHECKS` is defined.
    ///
    /// - Complexity: O(rows × cells).
    package func checkInvariants() {
        for (basic, row) in rows {
            for cell in row.cells {
                engineRequire(rows[cell.symbol] == nil, "ConstraintSolver invariant: basic symbol \(cell.symbol.id) appears in the row of \(basic.id)")
                engineRequire(!cell.coefficient.isNearZero, "ConstraintSolver invariant: the row of \(basic.id) holds a zero coefficient")
            }
            engineRequire(!basic.isRestricted || row.constant >= -1e-8,
                          "ConstraintSolver invariant: restricted symbol \(basic.id) has the value \(row.constant)")
        }
        for cell in objective.cells {
            engineRequire(rows[cell.symbol] == nil, "ConstraintSolver invariant: basic symbol \(cell.symbol.id) appears in the objective")
            engineRequire(cell.symbol.kind == .dummy || cell.coefficient >= -1e-8,
                          "ConstraintSolver invariant: the objective can still decrease along symbol \(cell.symbol.id) (\(cell.coefficient))")
        }
        for (constraint, tag) in constraints.values {
            let marker = tag.marker
            let present = rows[marker] != nil || rows.values.contains { $0.coefficient(for: marker) != 0 }
                || objective.coefficient(for: marker) != 0
            engineRequire(present, "ConstraintSolver invariant: the marker of \(constraint) is nowhere in the tableau")
        }
    }

    /// Checks the invariants after a change, in builds with internal checks.
    @inline(__always)
    func didChange() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}
