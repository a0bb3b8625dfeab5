extension ConstraintSolver {
    /// Makes `variable` an edit variable: one whose value is suggested again and again (a
    /// fitting size, a dragged edge), held at the suggestion at `priority` — which must be below
    /// required — as far as the other constraints allow.
    package mutating func addEditVariable(_ variable: SolverVariable, priority: Float) throws(Failure) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        guard priority < SolverStrength.required else { throw .requiredEditVariable }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, LinearExpression(), priority: priority,
                                          name: "edit \(variable)")
        try add(constraint)
        edits[variable] = EditInfo(constraint: constraint, constant: 0)
    }

    package mutating func removeEditVariable(_ variable: SolverVariable) throws(Failure) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try remove(info.constraint)
    }

    package func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for an edit variable and solves again from the dual side: only the rows
    /// the change makes infeasible are pivoted.
    package mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(Failure) {
        guard var info = edits[variable], let tag = constraints[ObjectIdentifier(info.constraint)]?.tag else {
            throw .unknownEditVariable
        }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        defer {
            dualOptimize()
            didChange()
        }
        // The edit constraint is `variable − constant = 0` with errors plus and minus: a change
        // of the constant moves whichever row holds them.
        if rows[tag.marker] != nil {
            if rows[tag.marker]!.add(-delta) < 0 { infeasibleRows.append(tag.marker) }
            return
        }
        if let other = tag.other, rows[other] != nil {
            if rows[other]!.add(delta) < 0 { infeasibleRows.append(other) }
            return
        }
        for key in rows.keys {
            let coefficient = rows[key]!.coefficient(for: tag.marker)
            if coefficient != 0 && rows[key]!.add(delta * coefficient) < 0 && key.kind != .external {
                infeasibleRows.append(key)
            }
        }
    }

    /// The dual simplex: pivots rows whose restricted basic symbol went negative back to
    /// feasibility, keeping the objective optimal.
    mutating func dualOptimize() {
        while !infeasibleRows.isEmpty {
            infeasibleRows.sort(by: >)
            let leaving = infeasibleRows.removeLast()
            guard var row = rows[leaving], row.constant < 0 else { continue }
            // The entering symbol keeps the objective's coefficients non-negative: the
            // smallest ratio of objective coefficient to row coefficient (ties by symbol).
            var best: (ratio: Double, symbol: SolverSymbol)?
            for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient > 0 {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if best.map({ ratio < $0.ratio }) ?? true { best = (ratio, cell.symbol) }
            }
            guard let entering = best?.symbol else { preconditionFailure("the dual simplex found no entering symbol") }
            rows[leaving] = nil
            row.solve(for: leaving, replacing: entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }
}
