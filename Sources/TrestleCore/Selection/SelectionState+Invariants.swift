extension SelectionState {
    /// Traps with a description of the first broken rule, if any: the paths are ascending and
    /// distinct, none is negative, and a single-selection state holds at most one.
    ///
    /// Runs after every mutation when `TRESTLE_INTERNAL_CHECKS` is defined.
    ///
    /// - Complexity: O(k) for k selected items.
    public func checkInvariants() {
        engineRequire(allowsMultipleSelection || paths.count <= 1,
                      "SelectionState invariant: single selection holds \(paths.count) items: \(paths)")
        for (index, path) in paths.enumerated() {
            engineRequire(path.section >= 0 && path.item >= 0, "SelectionState invariant: negative path \(path)")
            if index > 0 {
                engineRequire(paths[index - 1] < path,
                              "SelectionState invariant: \(paths[index - 1]) is not before \(path) at position \(index)")
            }
        }
    }
}
