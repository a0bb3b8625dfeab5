/// An incremental Cassowary solver: linear equations and inequalities over ``SolverVariable``s,
/// each required or preferred at a priority, kept solved as constraints come and go and as edit
/// variables are suggested new values.
///
/// This is the dual simplex method of Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm" (ACM TOCHI, 2001): the tableau keeps every basic
/// symbol as a row over the parametric ones; a non-required constraint gets error symbols whose
/// weighted sum the objective minimises (see ``SolverStrength``); adding a constraint pivots
/// until the objective is optimal again, and a suggested value re-optimises from the dual side,
/// which touches only the rows the change makes infeasible.
///
/// Every choice is made in symbol order, so the same constraints added in the same order give
/// the same solution in every process — ambiguous layouts included.
///
/// - Complexity: adding or removing a constraint costs a few pivots, each O(rows × cells); a
///   suggested value usually none.
package struct ConstraintSolver: Sendable {
    /// Why a change to the solver was refused; the solver is as it was before the call.
    package enum Failure: Error, Equatable, Sendable {
        /// The required constraints, this one included, have no solution.
        case unsatisfiable
        /// The constraint was added already.
        case duplicateConstraint
        /// The constraint is not in the solver.
        case unknownConstraint
        /// An edit variable must be weaker than required.
        case requiredEditVariable
        case duplicateEditVariable
        case unknownEditVariable
    }

    /// The symbols a constraint brought into the tableau: `marker` identifies its row (a slack,
    /// an error or a dummy), `other` is the second error of a non-required equation.
    struct Tag: Sendable {
        var marker: SolverSymbol
        var other: SolverSymbol?
    }

    struct EditInfo: Sendable {
        var constraint: SolverConstraint
        var constant: Double
    }

    private var nextSymbolID = 0
    private var nextVariableID = 0
    /// The external symbol of each variable.
    private(set) var symbols: [SolverVariable: SolverSymbol] = [:]
    /// Basic symbol → its row.
    var rows: [SolverSymbol: SolverRow] = [:]
    /// Every constraint added, by identity, with its tag.
    var constraints: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)] = [:]
    var objective = SolverRow()
    /// The objective of the artificial variable, while one is being driven out.
    var artificial: SolverRow?
    /// Rows a suggested value made negative, for the dual simplex.
    var infeasibleRows: [SolverSymbol] = []
    var edits: [SolverVariable: EditInfo] = [:]

    package init() {}

    /// A new variable, named for reports.
    package mutating func makeVariable(_ name: String = "") -> SolverVariable {
        nextVariableID += 1
        return SolverVariable(id: nextVariableID, name: name.isEmpty ? "v\(nextVariableID)" : name)
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    package func value(of variable: SolverVariable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    package func contains(_ constraint: SolverConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    package var constraintCount: Int { constraints.count }

    mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextSymbolID += 1
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    mutating func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }
}
