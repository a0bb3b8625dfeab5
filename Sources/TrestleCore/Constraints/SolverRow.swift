/// A symbol of the solver's tableau: a variable the app named, or one the solver added.
struct SolverSymbol: Hashable, Comparable, Sendable {
    enum Kind: Sendable {
        /// An app variable.
        case external
        /// `s ≥ 0`, turning an inequality into an equation.
        case slack
        /// `e ≥ 0`, how far a non-required constraint is from holding (weighted in the objective).
        case error
        /// A marker for a required equation: never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }

    /// Whether the symbol is restricted to values ≥ 0 (the simplex may pivot on it).
    var isRestricted: Bool { kind == .slack || kind == .error }
}

/// One row of the tableau: `basic = constant + Σ coefficient·symbol` (or, for the objective, the
/// function to minimise). Cells are kept sorted by symbol, so every choice the simplex makes —
/// the first symbol with a negative coefficient — is the same in every process.
struct SolverRow: Sendable {
    private(set) var constant: Double
    private(set) var cells: [(symbol: SolverSymbol, coefficient: Double)] = []

    init(constant: Double = 0) { self.constant = constant }

    var isConstant: Bool { cells.isEmpty }

    private func index(of symbol: SolverSymbol) -> (found: Bool, at: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low < cells.count && cells[low].symbol == symbol, low)
    }

    func coefficient(for symbol: SolverSymbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? cells[at].coefficient : 0
    }

    /// Adds `value` to the constant; returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = cells[at].coefficient + coefficient
            if sum.isNearZero { cells.remove(at: at) } else { cells[at].coefficient = sum }
        } else if !coefficient.isNearZero {
            cells.insert((symbol, coefficient), at: at)
        }
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    mutating func remove(_ symbol: SolverSymbol) {
        let (found, at) = index(of: symbol)
        if found { cells.remove(at: at) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: SolverSymbol) {
        let (found, at) = index(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let factor = -1 / cells[at].coefficient
        cells.remove(at: at)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = …` (a basic row) as `rhs = …`, `lhs` joining the cells.
    mutating func solve(for lhs: SolverSymbol, replacing rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression for it.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let coefficient = cells[at].coefficient
        cells.remove(at: at)
        insert(row, coefficient)
    }
}
