extension ConstraintSolver {
    /// Adds `constraint` and solves again.
    ///
    /// - Throws: ``Failure/unsatisfiable`` when the required constraints conflict with it (it is
    ///   left out: a caller that "breaks" it, as UIKit does, has nothing to undo);
    ///   ``Failure/duplicateConstraint`` when it is in the solver already.
    package mutating func add(_ constraint: SolverConstraint) throws(Failure) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint }
        let saved = self
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard row.constant.isNearZero else {
                self = saved
                throw .unsatisfiable
            }
            subject = tag.marker
        }
        if let subject {
            var solved = row
            solved.solve(for: subject)
            substitute(subject, with: solved)
            rows[subject] = solved
        } else if !addWithArtificialVariable(row) {
            self = saved
            throw .unsatisfiable
        }
        constraints[key] = (constraint, tag)
        optimize(objectiveOf: \.objective)
        didChange()
    }

    /// Removes `constraint` and solves again.
    package mutating func remove(_ constraint: SolverConstraint) throws(Failure) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else { throw .unknownConstraint }
        let weight = SolverStrength.weight(of: constraint.priority)
        // Its errors leave the objective.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, -weight) } else { objective.insert(symbol, -weight) }
        }
        if rows.removeValue(forKey: tag.marker) == nil {
            // The marker is parametric: pivot it into the basis, then drop its row.
            guard let leaving = markerLeavingRow(tag.marker), var row = rows.removeValue(forKey: leaving) else {
                preconditionFailure("a constraint's marker is in no row")
            }
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(objectiveOf: \.objective)
        didChange()
    }

    /// The row `expression relation 0` becomes once the basic symbols in it are replaced by their
    /// rows, with its slack, error or dummy symbols; its constant is made non-negative.
    private mutating func makeRow(for constraint: SolverConstraint) -> (SolverRow, Tag) {
        var row = SolverRow(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms.sorted(by: { $0.key < $1.key }) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let weight = SolverStrength.weight(of: constraint.priority)
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + s = 0 for ≤ (s ≥ 0); expression − s = 0 for ≥.
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            if constraint.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol a new row is solved for: an app variable if it has one, else its marker or
    /// other symbol when that is restricted and has a negative coefficient (so the row's
    /// non-negative constant keeps it feasible).
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isRestricted && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Phase one for a row no symbol can be solved for: an artificial variable takes the row,
    /// and minimising it finds whether the row can hold (it can when the minimum is zero).
    private mutating func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(objectiveOf: \.artificial)
        let feasible = artificial?.constant.isNearZero ?? false
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.isConstant { return feasible }
            guard let entering = basic.cells.first(where: { $0.symbol.isRestricted })?.symbol else { return false }
            basic.solve(for: art, replacing: entering)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]?.remove(art) }
        objective.remove(art)
        return feasible
    }

    /// Replaces `symbol` by `row` in every row and in the objectives, noting rows whose
    /// restricted basic symbol went negative (in any order: the dual simplex takes them in
    /// symbol order).
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for key in rows.keys {
            rows[key]!.substitute(symbol, with: row)
            if key.kind != .external && rows[key]!.constant < 0 { infeasibleRows.append(key) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex: pivots while the objective can decrease.
    mutating func optimize(objectiveOf function: WritableKeyPath<ConstraintSolver, SolverRow?>) {
        while let entering = self[keyPath: function]?.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol {
            // The row that limits the entering symbol first (minimum ratio; ties by symbol).
            var best: (ratio: Double, symbol: SolverSymbol)?
            for (symbol, row) in rows where symbol.kind != .external {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true { best = (ratio, symbol) }
            }
            // The objective (a weighted sum of errors, which are ≥ 0) is bounded below.
            guard let leaving = best?.symbol, var row = rows.removeValue(forKey: leaving) else {
                preconditionFailure("the solver's objective is unbounded")
            }
            row.solve(for: leaving, replacing: entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    mutating func optimize(objectiveOf function: WritableKeyPath<ConstraintSolver, SolverRow>) {
        let optional: WritableKeyPath<ConstraintSolver, SolverRow?> = function.appending(path: \SolverRow.optional)
        optimize(objectiveOf: optional)
    }

    /// The row to pivot a constraint's marker out through when removing it: the restricted row
    /// that limits it first, else an unrestricted one.
    private func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: (ratio: Double, symbol: SolverSymbol)?
        var second: (ratio: Double, symbol: SolverSymbol)?
        var third: SolverSymbol?
        for (symbol, row) in rows {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if third.map({ symbol < $0 }) ?? true { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true { first = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true { second = (ratio, symbol) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }
}

extension SolverRow {
    /// The row as an optional, for key paths shared with the artificial objective.
    fileprivate var optional: SolverRow? {
        get { self }
        set { if let newValue { self = newValue } }
    }
}
